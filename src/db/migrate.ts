import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsUpToDate, readAppliedMigrations, type LocalMigration } from './migration-status.ts';

const MIGRATIONS_DIR = 'prisma/migrations';

/**
 * Applies the committed migrations that the database has not seen yet, recording them in the standard
 * `_prisma_migrations` table (so `prisma migrate deploy` stays compatible where the native engine exists).
 * Idempotent. Returns the names of the migrations applied now.
 */
export async function applyMigrations(databaseUrl: string, root = process.cwd()): Promise<string[]> {
  // Prisma's schema engine serialises migrations with a PostgreSQL advisory lock and gives up after 10 s
  // (P1002). Two servers started together on one database: the second waits for the first, then retries and
  // finds nothing pending.
  for (let attempt = 1; ; attempt++) {
    try {
      return await applyMigrationsOnce(databaseUrl, root);
    } catch (error) {
      if (attempt >= MIGRATION_LOCK_ATTEMPTS || !isMigrationLockTimeout(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

const MIGRATION_LOCK_ATTEMPTS = 6;

function isMigrationLockTimeout(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${JSON.stringify(error)}` : String(error);
  return /P1002|advisory lock/i.test(text);
}

/** The names of the committed migrations, in order (GET /ready checks the database holds each). */
export function localMigrationNames(root = process.cwd()): string[] {
  const baseDir = join(root, MIGRATIONS_DIR);
  return readdirSync(baseDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(baseDir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort();
}

/** The committed migrations, in order. */
export function readLocalMigrations(root = process.cwd()): LocalMigration[] {
  const baseDir = join(root, MIGRATIONS_DIR);
  return localMigrationNames(root).map((name) => ({ name, sql: readFileSync(join(baseDir, name, 'migration.sql'), 'utf8') }));
}

async function applyMigrationsOnce(databaseUrl: string, root: string): Promise<string[]> {
  const baseDir = join(root, MIGRATIONS_DIR);
  const local = readLocalMigrations(root);
  // The usual start: nothing pending. Checked with one query instead of loading the schema engine (5 MB of
  // WebAssembly to compile and keep: ~0.3 s of CPU and ~20 MB of memory at every start).
  if (migrationsUpToDate(local, (await readAppliedMigrations(databaseUrl)) ?? [])) return [];
  const lockPath = join(baseDir, 'migration_lock.toml');
  const { openSchemaEngine, SCHEMA_PATH } = await import('./schema-engine.ts');
  const { engine, close } = await openSchemaEngine(readFileSync(join(root, SCHEMA_PATH), 'utf8'), databaseUrl);
  try {
    const result = await engine.applyMigrations({
      migrationsList: {
        baseDir,
        lockfile: { path: 'migration_lock.toml', content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null },
        shadowDbInitScript: '',
        migrationDirectories: local.map(({ name, sql }) => ({
          path: name,
          migrationFile: { path: 'migration.sql', content: { tag: 'ok' as const, value: sql } },
        })),
      },
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.appliedMigrationNames;
  } finally {
    await close();
  }
}
