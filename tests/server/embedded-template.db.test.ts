import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { templateKey, templatePath } from '../../src/db/embedded-template.ts';
import { readLocalMigrations } from '../../src/db/migrate.ts';

/**
 * Issue 35: a new embedded database is a copy of a migrated template (built by `npm install`, or by the first
 * database made without one), not PGlite's initdb and every migration. The copy is a complete, empty database of
 * its own, and the template belongs to exactly one set of migrations.
 */
describe('the embedded database template', () => {
  const dirs: string[] = [];
  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), 'turnkeeper-template-test-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a new database is a migrated, empty copy of its own: the template does not change', async () => {
    const first = await openDatabase({ dataDir: scratch(), poolSize: 1 });
    expect(first.created).toBe(true);
    expect(existsSync(join(templatePath(), 'PG_VERSION'))).toBe(true);
    const applied = await first.prisma.$queryRaw<
      { migration_name: string }[]
    >`SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name`;
    expect(applied.map((m) => m.migration_name)).toEqual(readLocalMigrations().map((m) => m.name));
    expect(await first.prisma.game.count()).toBe(0);
    await first.prisma.game.create({ data: { name: 'only here', ruleset: 'generic', setup: {}, gmTokenHash: 'x'.repeat(64) } });
    await first.close();

    const second = await openDatabase({ dataDir: scratch(), poolSize: 1 });
    expect(second.created).toBe(true);
    expect(await second.prisma.game.count()).toBe(0);
    await second.close();
  });

  it('belongs to one set of migrations: a new migration gives another template', () => {
    const root = scratch();
    cpSync('prisma/migrations', join(root, 'prisma', 'migrations'), { recursive: true });
    const before = templateKey(root);
    expect(before).toBe(templateKey(process.cwd()));
    mkdirSync(join(root, 'prisma', 'migrations', '9999_later'), { recursive: true });
    writeFileSync(join(root, 'prisma', 'migrations', '9999_later', 'migration.sql'), 'SELECT 1;\n');
    expect(templateKey(root)).not.toBe(before);
  });
});
