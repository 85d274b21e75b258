import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { applyMigrations } from '../../src/db/migrate.ts';
import { requireProject } from './project.ts';

/** An in-memory embedded database with the schema as it was after migration `last`, for tests of a later one. */
export interface OldSchemaDatabase {
  client: pg.Client;
  /** The migrations applied to build it (up to `last`). */
  applied: string[];
  /** Applies the migrations committed after `last`; returns their names. */
  migrateRest(): Promise<string[]>;
  close(): Promise<void>;
}

export async function databaseMigratedUpTo(last: string): Promise<OldSchemaDatabase> {
  requireProject('database', 'An embedded database');
  const root = process.cwd();
  const oldRoot = mkdtempSync(join(tmpdir(), 'turnkeeper-old-schema-'));
  const migrations = join(root, 'prisma', 'migrations');
  mkdirSync(join(oldRoot, 'prisma', 'migrations'), { recursive: true });
  const before = readdirSync(migrations).filter((name) => (/^\d{4}_/.test(name) && name <= last) || name === 'migration_lock.toml');
  for (const name of before) cpSync(join(migrations, name), join(oldRoot, 'prisma', 'migrations', name), { recursive: true });
  writeFileSync(join(oldRoot, 'prisma', 'schema.prisma'), 'datasource db {\n  provider = "postgresql"\n}\n');
  const db = await startEmbeddedPostgres(null);
  const applied = await applyMigrations(db.url, oldRoot);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  return {
    client,
    applied,
    migrateRest: () => applyMigrations(db.url, root),
    async close() {
      await client.end();
      await db.stop();
      rmSync(oldRoot, { recursive: true, force: true });
    },
  };
}
