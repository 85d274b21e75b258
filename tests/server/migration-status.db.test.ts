import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, readLocalMigrations } from '../../src/db/migrate.ts';
import { migrationChecksum, migrationsUpToDate, readAppliedMigrations, type AppliedMigration } from '../../src/db/migration-status.ts';
import { databaseKinds, freshDatabase, type TestDatabase } from '../helpers/databases.ts';

const local = [
  { name: '0001_init', sql: 'CREATE TABLE a (id int);' },
  { name: '0002_more', sql: 'CREATE TABLE b (id int);' },
];
const done = new Date('2026-11-01T00:00:00Z');
const row = (name: string, sql: string, extra: Partial<AppliedMigration> = {}): AppliedMigration => ({
  migration_name: name,
  checksum: migrationChecksum(sql),
  finished_at: done,
  rolled_back_at: null,
  ...extra,
});

describe('which databases skip the schema engine at start', () => {
  it.each([
    ['every committed migration applied, same files', [row('0001_init', local[0]!.sql), row('0002_more', local[1]!.sql)], true],
    ['a new database (no _prisma_migrations)', [], false],
    ['one migration pending', [row('0001_init', local[0]!.sql)], false],
    ['a migration that failed half-way (not finished)', [row('0001_init', local[0]!.sql), row('0002_more', local[1]!.sql, { finished_at: null })], false],
    ['a migration rolled back', [row('0001_init', local[0]!.sql), row('0002_more', local[1]!.sql, { rolled_back_at: done })], false],
    ['a committed migration edited since it was applied', [row('0001_init', local[0]!.sql), row('0002_more', 'CREATE TABLE c (id int);')], false],
    [
      'the database has a migration this checkout does not',
      [row('0001_init', local[0]!.sql), row('0002_more', local[1]!.sql), row('0003_newer', 'SELECT 1;')],
      false,
    ],
    [
      'a migration recorded twice (rolled back, then applied again)',
      [row('0001_init', local[0]!.sql), row('0002_more', local[1]!.sql, { rolled_back_at: done }), row('0002_more', local[1]!.sql)],
      false,
    ],
  ])('%s → %s', (_case, applied, expected) => {
    expect(migrationsUpToDate(local, applied)).toBe(expected);
  });

  it("the checksum is Prisma's: the SHA-256 of the file in hex", () => {
    expect(migrationChecksum('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

/** Prisma's schema engine takes this advisory lock before it looks at the migrations (P1002 after 10 s). */
const PRISMA_MIGRATION_LOCK = 72707369;

describe.each(databaseKinds())('an up-to-date database is opened without the schema engine on %s', (kind) => {
  let db: TestDatabase;
  let holder: pg.Client;
  beforeAll(async () => {
    db = await freshDatabase(kind); // migrated by the schema engine
    holder = new pg.Client({ connectionString: db.database.url });
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end();
    await db?.close();
  });

  it('a database migrated by the schema engine is recognized as up to date (same names, checksums, states)', async () => {
    const applied = await readAppliedMigrations(db.database.url);
    expect(applied?.map((r) => r.migration_name)).toEqual(readLocalMigrations().map((m) => m.name));
    expect(migrationsUpToDate(readLocalMigrations(), applied!)).toBe(true);
  });

  // PGlite is one PostgreSQL session for every connection, so its advisory locks never make anybody wait.
  it.runIf(kind === 'postgresql')('nothing to apply, answered while another process holds the migration lock', async () => {
    await holder.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATION_LOCK]);
    try {
      // The schema engine would wait for the lock (10 s, then P1002, retried): the check needs no lock. Whether
      // anybody waits for it is read from pg_locks (a lock asked for and not granted), not from a timer: the race
      // ends as soon as applyMigrations answers, or as soon as some session queues behind the holder.
      let answered = false;
      const applying = applyMigrations(db.database.url).finally(() => (answered = true));
      const waiter = (async () => {
        while (!answered) {
          const { rows } = await holder.query("SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted");
          if (rows[0].n > 0) return 'waited for the lock' as const;
        }
        return null;
      })();
      expect(await Promise.race([applying, waiter])).toEqual([]);
      expect(await waiter).toBeNull();
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATION_LOCK]);
    }
  });
});
