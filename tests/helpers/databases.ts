import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { PG_TEMPLATE } from './postgres-global-setup.ts';
import { requireProject } from './project.ts';

/** The two databases every integration test runs against: embedded PGlite and a real PostgreSQL server. */
export type DatabaseKind = 'pglite' | 'postgresql';

export interface TestDatabase {
  kind: DatabaseKind;
  database: Database;
  /** DATABASE_URL for a spawned server (postgresql), or the DATA_DIR (pglite). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export function databaseKinds(): DatabaseKind[] {
  return inject('pgUrl') ? ['pglite', 'postgresql'] : ['pglite'];
}

/** A fresh, empty, migrated database of the given kind (a temp DATA_DIR, or a new database on the server). */
export async function freshDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  requireProject('database', `A ${kind} database`);
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'turnkeeper-test-'));
    // A copy of the run's migrated template (tests/helpers/pglite-template-setup.ts) when there is one.
    const template = inject('pgliteTemplate');
    if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
    const database = await openDatabase({ dataDir, poolSize: 20 });
    return {
      kind,
      database,
      env: { DATA_DIR: dataDir },
      async close() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const { url, drop } = await createPgDatabase({ migrated: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'turnkeeper-test-'));
  const database = await openDatabase({ databaseUrl: url, dataDir, poolSize: 60 });
  return {
    kind,
    database,
    env: { DATABASE_URL: url, DATA_DIR: dataDir },
    async close() {
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * CREATE DATABASE on the run's PostgreSQL server: empty (a server's start migrates it), or `migrated`, a copy of
 * the run's migrated template.
 */
export async function createPgDatabase(options: { migrated?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  requireProject('database', 'A PostgreSQL database');
  const admin = inject('pgUrl');
  if (!admin) throw new Error('PostgreSQL is not available in this run');
  const name = `tk_${randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE ${name}${options.migrated ? ` TEMPLATE ${PG_TEMPLATE}` : ''}`);
  const url = admin.replace(/\/postgres$/, `/${name}`);
  return { url, drop: () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
