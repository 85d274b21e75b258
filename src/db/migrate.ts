import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSchemaEngine, SCHEMA_PATH } from './schema-engine.ts';

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

async function applyMigrationsOnce(databaseUrl: string, root: string): Promise<string[]> {
  const baseDir = join(root, MIGRATIONS_DIR);
  const migrationDirectories = readdirSync(baseDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(baseDir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: { tag: 'ok' as const, value: readFileSync(join(baseDir, name, 'migration.sql'), 'utf8') },
      },
    }));
  const lockPath = join(baseDir, 'migration_lock.toml');
  const { engine, close } = await openSchemaEngine(readFileSync(join(root, SCHEMA_PATH), 'utf8'), databaseUrl);
  try {
    const result = await engine.applyMigrations({
      migrationsList: {
        baseDir,
        lockfile: { path: 'migration_lock.toml', content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : null },
        shadowDbInitScript: '',
        migrationDirectories,
      },
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.appliedMigrationNames;
  } finally {
    await close();
  }
}
