import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createPrismaClient, type Db } from './client.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { copyTemplate, saveTemplate } from './embedded-template.ts';
import { applyMigrations } from './migrate.ts';

export interface DatabaseOptions {
  /** External PostgreSQL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize: number;
  /** Statements prepared once per connection (default true; client.ts). */
  preparedStatements?: boolean;
  /**
   * How to run this program again as a child that only prepares a new embedded data directory and exits
   * (`node <args>` with PREPARE_EMBEDDED_ENV set: server.ts). Without it the directory is prepared in this process.
   */
  prepareInChild?: { args: readonly string[] };
}

/** Set in the environment of the child that prepares a new embedded data directory: the DATA_DIR to prepare. */
export const PREPARE_EMBEDDED_ENV = 'TURNKEEPER_PREPARE_EMBEDDED';

export interface Database {
  prisma: Db;
  kind: 'embedded' | 'postgresql';
  url: string;
  /** The embedded data directory was created by this start. */
  created: boolean;
  /** The embedded database's own dump (gzipped tar of its data directory); absent on PostgreSQL. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Opens the database (starting the embedded one if needed) and applies pending migrations. A new embedded data
 * directory is created and migrated in a child process when `prepareInChild` says how: PGlite's WebAssembly memory
 * never shrinks, and the instance that ran initdb and the migrations (with Prisma's schema engine) otherwise stayed
 * resident in the server until V8 collected it, in some starts long after (docs/performance.md). The server then
 * opens a directory that is ready, as at every later start.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const pgliteDir = join(options.dataDir, 'pglite');
  const created = !options.databaseUrl && !existsSync(join(pgliteDir, 'PG_VERSION'));
  // A new embedded database: a copy of the migrated template when this build has one (embedded-template.ts),
  // else made the slow way, in a child when possible, and then kept as the template.
  const copied = created && copyTemplate(pgliteDir);
  if (created && !copied && options.prepareInChild) {
    await prepareEmbeddedInChild(options.dataDir, options.prepareInChild.args);
    saveTemplate(pgliteDir);
  }
  let embedded = options.databaseUrl ? null : await startEmbeddedPostgres(pgliteDir);
  let url = options.databaseUrl ?? embedded!.url;
  try {
    const applied = await applyMigrations(url);
    if (embedded && applied.length > 0) {
      // Migrating grows PGlite's WebAssembly memory (~45 MB on a new data directory), and WebAssembly memory never
      // shrinks: the server starts again on the migrated directory, as it does at every later start.
      await embedded.stop();
      embedded = null; // a failed restart below is not stopped twice by the catch
      // Closed, migrated and (when it was just created) still empty: the template of the next new database.
      if (created) saveTemplate(pgliteDir);
      embedded = await startEmbeddedPostgres(pgliteDir);
      url = embedded.url;
    }
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  // pglite-socket 0.2.x keeps only *transactions* together: the extended-protocol messages of plain queries
  // from different connections interleave (seen: `portal "" does not exist`, rows of another query). PGlite
  // runs one query at a time anyway, so the embedded database gets a single pooled connection.
  const prisma = createPrismaClient(url, embedded ? 1 : options.poolSize, { preparedStatements: options.preparedStatements ?? true });
  return {
    prisma,
    kind: embedded ? 'embedded' : 'postgresql',
    url,
    created,
    ...(embedded ? { dumpDataDir: embedded.dumpDataDir } : {}),
    async close() {
      await prisma.$disconnect();
      await embedded?.stop();
    },
  };
}

/** What the child does (server.ts, when PREPARE_EMBEDDED_ENV is set): a new embedded data directory, migrated. */
export async function prepareEmbeddedDataDir(dataDir: string): Promise<void> {
  const embedded = await startEmbeddedPostgres(join(dataDir, 'pglite'));
  try {
    await applyMigrations(embedded.url);
  } finally {
    await embedded.stop();
  }
}

async function prepareEmbeddedInChild(dataDir: string, args: readonly string[]): Promise<void> {
  const child = spawn(process.execPath, [...args], { env: { ...process.env, [PREPARE_EMBEDDED_ENV]: dataDir }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`The embedded database in ${dataDir} could not be prepared (exit ${code}): ${stderr.trim()}`);
}
