import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupFileName, backupKindOf, listBackups, writeBackupFile } from '../../src/db/backup/backup-files.ts';
import { libpqTarget } from '../../src/db/backup/postgres-backup.ts';

const dir = mkdtempSync(join(tmpdir(), 'turnkeeper-backup-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('backup files', () => {
  it('are named by kind and time, listed oldest first, and only ours', () => {
    const times = ['2026-12-02T10:00:00.250Z', '2026-12-01T23:59:59.999Z'];
    writeBackupFile(join(dir, backupFileName('pglite', new Date(times[0]!), true)), Buffer.from([0x1f, 0x8b, 8]));
    writeBackupFile(join(dir, backupFileName('postgresql', new Date(times[1]!), false)), Buffer.from('PGDMP-and-more'));
    writeFileSync(join(dir, 'turnkeeper-20261201-000000-000.pglite.tar.gz.partial'), 'half');
    writeFileSync(join(dir, 'holiday.jpg'), 'not ours');
    const listed = listBackups(dir);
    expect(listed.map((file) => [file.name, file.kind, file.scheduled, file.at.toISOString()])).toEqual([
      ['turnkeeper-20261201-235959-999.pgdump', 'postgresql', false, times[1]],
      ['turnkeeper-auto-20261202-100000-250.pglite.tar.gz', 'pglite', true, times[0]],
    ]);
    expect(listed.map((file) => statSync(file.path).mode & 0o777)).toEqual([0o600, 0o600]);
    expect(listed.map((file) => backupKindOf(file.path))).toEqual(['postgresql', 'pglite']);
    expect(backupKindOf(join(dir, 'holiday.jpg'))).toBeNull();
  });

  it('give pg_dump the URL without the password (it goes in PGPASSWORD) and without parameters libpq does not know', () => {
    expect(libpqTarget('postgresql://tk:s%40cret@db.example.org:5433/turnkeeper?schema=public&sslmode=require&connection_limit=5')).toEqual({
      url: 'postgresql://tk@db.example.org:5433/turnkeeper?sslmode=require',
      env: { PGPASSWORD: 's@cret' },
    });
    expect(libpqTarget('postgresql://postgres@localhost/postgres?host=%2Ftmp%2Fsock')).toEqual({
      url: 'postgresql://postgres@localhost/postgres?host=%2Ftmp%2Fsock',
      env: {},
    });
  });
});
