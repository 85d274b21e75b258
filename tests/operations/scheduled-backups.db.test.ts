import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupFileName, listBackups, type BackupKind } from '../../src/db/backup/backup-files.ts';
import { restoreEmbedded } from '../../src/db/backup/embedded-backup.ts';
import { makeBackup, type MadeBackup } from '../../src/db/backup/make-backup.ts';
import { scheduleBackups } from '../../src/db/backup/scheduled-backups.ts';
import { backupSourceOf } from '../../src/db/backup/server-operations.ts';
import { freshDatabase, type TestDatabase } from '../helpers/databases.ts';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-12-01T03:00:00.000Z');

function fakeSchedule(dir: string, options: { kind?: BackupKind; keep?: number; fail?: () => boolean } = {}) {
  let now = T0;
  const errors: string[] = [];
  const kind = options.kind ?? 'pglite';
  const schedule = scheduleBackups({
    kind,
    everyHours: 24,
    keep: options.keep ?? 3,
    dir,
    firstCheckMs: 3_600_000, // never fires during the test: ticks are called by hand
    now: () => new Date(now),
    log: { info: () => {}, error: (details) => errors.push(JSON.stringify(details)) },
    make: async (): Promise<MadeBackup> => {
      if (options.fail?.()) throw new Error('disk full');
      const file = join(dir, backupFileName(kind, new Date(now), true));
      writeFileSync(file, 'backup');
      return { file, kind, bytes: 6, ms: 1 };
    },
  });
  return { schedule, errors, at: (ms: number) => (now = T0 + ms) };
}

describe('scheduled backups: due after the interval, the newest BACKUP_KEEP kept', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'turnkeeper-backups-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes one when none exists, none until the interval has passed, and keeps the newest three', async () => {
    // A backup made by hand and another server kind's scheduled backups: never deleted by this schedule.
    writeFileSync(join(dir, backupFileName('pglite', new Date(T0 - 100 * HOUR), false)), 'by hand');
    writeFileSync(join(dir, backupFileName('postgresql', new Date(T0 - 100 * HOUR), true)), 'other kind');
    writeFileSync(join(dir, 'notes.txt'), 'not ours');
    const { schedule, at } = fakeSchedule(dir);
    try {
      at(0);
      expect(await schedule.tick()).not.toBeNull();
      at(23 * HOUR);
      expect(await schedule.tick()).toBeNull(); // the newest is 23 h old
      for (let day = 1; day <= 5; day++) {
        at(day * 24 * HOUR);
        expect(await schedule.tick()).not.toBeNull();
      }
      const scheduled = listBackups(dir).filter((file) => file.scheduled && file.kind === 'pglite');
      expect(scheduled.map((file) => file.at.getTime())).toEqual([3, 4, 5].map((day) => T0 + day * 24 * HOUR));
      expect(listBackups(dir).filter((file) => !file.scheduled || file.kind !== 'pglite')).toHaveLength(2);
      expect(readdirSync(dir)).toContain('notes.txt');
    } finally {
      await schedule.stop();
    }
  });

  it('catches up after downtime: the schedule is read from the files, not from memory', async () => {
    const { schedule, at } = fakeSchedule(dir);
    try {
      at(5 * 24 * HOUR + HOUR); // a new process, an hour after the last backup
      expect(await schedule.tick()).toBeNull();
      at(9 * 24 * HOUR); // down for days
      expect(await schedule.tick()).not.toBeNull();
    } finally {
      await schedule.stop();
    }
  });

  it('a failure is logged and tried again within the hour, never thrown', async () => {
    const failing = mkdtempSync(join(tmpdir(), 'turnkeeper-backups-'));
    let fail = true;
    const { schedule, errors, at } = fakeSchedule(failing, { fail: () => fail });
    try {
      at(0);
      expect(await schedule.tick()).toBeNull();
      expect(errors.join()).toContain('disk full');
      fail = false;
      at(10 * 60_000);
      expect(await schedule.tick()).toBeNull(); // not yet
      at(61 * 60_000);
      expect(await schedule.tick()).not.toBeNull();
    } finally {
      await schedule.stop();
      rmSync(failing, { recursive: true, force: true });
    }
  });
});

describe("a scheduled backup of the open embedded database (PGlite's own dump while it serves)", () => {
  let db: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await freshDatabase('pglite');
    dir = mkdtempSync(join(tmpdir(), 'turnkeeper-backups-'));
  });
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is written while transactions run, and opens as the committed data', async () => {
    const prisma = db.database.prisma;
    await prisma.game.create({ data: { id: 'committed', name: 'Committed', ruleset: 'generic', setup: {}, gmTokenHash: 'a'.repeat(64) } });
    // A transaction that is open while the dump is taken, committed only after it: not in the backup.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const open = prisma.$transaction(async (tx) => {
      await tx.game.create({ data: { id: 'in-flight', name: 'In flight', ruleset: 'generic', setup: {}, gmTokenHash: 'b'.repeat(64) } });
      entered();
      await held;
    });
    await inside;
    const made = await makeBackup(backupSourceOf(db.database, {}), dir, { scheduled: true });
    release();
    await open;
    expect(made.bytes).toBeGreaterThan(0);
    expect(await prisma.game.count()).toBe(2);

    const restored = mkdtempSync(join(tmpdir(), 'turnkeeper-restored-'));
    try {
      const { counts } = await restoreEmbedded(made.file, join(restored, 'pglite'));
      expect(counts.Game).toBe(1); // the committed game; the one in flight was rolled back when the copy opened
    } finally {
      rmSync(restored, { recursive: true, force: true });
    }
  });
});
