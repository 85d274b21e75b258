import { createHash } from 'node:crypto';
import pg from 'pg';

/** A committed migration as read from `prisma/migrations/<name>/migration.sql`. */
export interface LocalMigration {
  name: string;
  sql: string;
}

/** A row of Prisma's `_prisma_migrations` table (only the columns that decide whether anything is pending). */
export interface AppliedMigration {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

/** Prisma's checksum of a migration script: the SHA-256 of its bytes, in hex. */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

/**
 * True only when the database holds exactly the committed migrations, each finished, not rolled back and with
 * the checksum of the file on disk. Anything else (a pending or failed migration, an edited file, a migration
 * the checkout does not have, a row rolled back and reapplied) is left to the schema engine, which applies,
 * reports or refuses exactly as before.
 */
export function migrationsUpToDate(local: readonly LocalMigration[], applied: readonly AppliedMigration[]): boolean {
  if (applied.length !== local.length) return false;
  const byName = new Map(applied.map((row) => [row.migration_name, row]));
  if (byName.size !== applied.length) return false;
  return local.every((migration) => {
    const row = byName.get(migration.name);
    return row !== undefined && row.finished_at !== null && row.rolled_back_at === null && row.checksum === migrationChecksum(migration.sql);
  });
}

/** The rows of `_prisma_migrations`, or null when the table does not exist yet (a new database). */
export async function readAppliedMigrations(databaseUrl: string): Promise<AppliedMigration[] | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const exists = await client.query<{ table: string | null }>(`SELECT to_regclass('_prisma_migrations')::text AS "table"`);
    if (exists.rows[0]?.table == null) return null;
    const result = await client.query<AppliedMigration>('SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations');
    return result.rows;
  } finally {
    await client.end();
  }
}
