import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { backupDir } from '../../operations-settings.ts';
import { openDatabase } from '../database.ts';
import { startEmbeddedPostgres } from '../embedded-postgres.ts';
import { applyMigrations } from '../migrate.ts';
import { backupKindOf } from './backup-files.ts';
import { askServer, runningServer } from './control-socket.ts';
import { copyDatabase, otherSessions, type CopiedTable } from './copy-database.ts';
import { dumpClosedEmbedded, restoreEmbedded, tableCounts } from './embedded-backup.ts';
import { makeBackup, type MadeBackup } from './make-backup.ts';
import { restorePostgres } from './postgres-backup.ts';

/**
 * The operator commands (scripts/db/backup.ts, restore.ts, move.ts; docs/operations.md): what they do, without
 * the command line. A database is an embedded data directory (DATA_DIR) or a PostgreSQL URL.
 */
export type DatabaseSpec = { kind: 'pglite'; dataDir: string } | { kind: 'postgresql'; url: string };

export interface OperatorSettings {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  BACKUP_DIR?: string | undefined;
  PG_BIN_DIR?: string | undefined;
}

/** `postgres://…` or a data directory; without one, the server's own database (DATABASE_URL, else DATA_DIR). */
export function databaseSpec(value: string | undefined, settings: OperatorSettings): DatabaseSpec {
  const spec = value ?? settings.DATABASE_URL ?? settings.DATA_DIR;
  return /^postgres(ql)?:\/\//.test(spec) ? { kind: 'postgresql', url: spec } : { kind: 'pglite', dataDir: resolve(spec) };
}

export const describeSpec = (spec: DatabaseSpec) => (spec.kind === 'pglite' ? `the embedded database in ${spec.dataDir}` : `PostgreSQL ${redact(spec.url)}`);
const redact = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

class OperatorError extends Error {}
export const isOperatorError = (error: unknown): error is Error => error instanceof OperatorError;

/** Refuses to touch an embedded database a running server has open (PGlite is one process). */
async function requireStopped(dataDir: string, doing: string): Promise<void> {
  const running = await runningServer(dataDir);
  if (running) throw new OperatorError(`A server is running on ${dataDir}${running.pid ? ` (pid ${running.pid})` : ''}: stop it before ${doing}`);
}

async function requireAlone(url: string, force: boolean, doing: string): Promise<void> {
  const others = await otherSessions(url);
  if (others > 0 && !force)
    throw new OperatorError(`${others} other session(s) are connected to ${redact(url)} (a server still running?): stop them before ${doing}, or add --force`);
}

/**
 * `npm run db:backup`: a backup in BACKUP_DIR. PostgreSQL: pg_dump. Embedded: asked of the running server through
 * its control socket (the one process that may read the database), or taken here when no server runs.
 */
export async function backupCommand(settings: OperatorSettings, dir = backupDir(settings)): Promise<MadeBackup & { how: string }> {
  const spec = databaseSpec(undefined, settings);
  if (spec.kind === 'postgresql') return { ...(await makeBackup({ kind: 'postgresql', url: spec.url, binDir: settings.PG_BIN_DIR }, dir)), how: 'pg_dump' };
  const running = await runningServer(spec.dataDir);
  if (running && running.pid === 0) throw new OperatorError(`A server is starting on ${spec.dataDir} and does not take requests yet: try again in a moment`);
  if (running) {
    const answer = await askServer(running.socket, { command: 'backup', dir: resolve(dir) });
    if (!answer.ok) throw new OperatorError(`The running server could not make the backup: ${answer.error}`);
    return { file: answer.file, kind: 'pglite', bytes: answer.bytes, ms: answer.ms, how: `made by the running server (pid ${running.pid})` };
  }
  const pgliteDir = join(spec.dataDir, 'pglite');
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) throw new OperatorError(`There is no embedded database in ${spec.dataDir}`);
  return { ...(await makeBackup({ kind: 'pglite', dump: () => dumpClosedEmbedded(pgliteDir) }, dir)), how: 'no server was running: taken directly' };
}

export interface Restored {
  counts: Record<string, number>;
  /** Embedded: where the database that was there went. */
  previous: string | null;
}

/**
 * `npm run db:restore -- <file>`: the database of a backup, into the server's database (or `to`). Embedded: the
 * directory there is kept aside. PostgreSQL from pg_dump: pg_restore in one transaction; a database that holds
 * games is replaced only with `force`. A PGlite backup into PostgreSQL: unpacked aside, then copied (as db:move).
 */
export async function restoreCommand(file: string, to: DatabaseSpec, options: { force: boolean; binDir?: string | undefined }): Promise<Restored> {
  if (!existsSync(file)) throw new OperatorError(`${file}: no such file`);
  const kind = backupKindOf(file);
  if (!kind) throw new OperatorError(`${file} is not a Turnkeeper backup (neither PGlite's gzipped tar nor pg_dump's custom format)`);
  if (to.kind === 'pglite') {
    if (kind === 'postgresql')
      throw new OperatorError(
        'A PostgreSQL backup restores into PostgreSQL (--to postgresql://…); to go back to the embedded database from there, use db:move',
      );
    await requireStopped(to.dataDir, 'restoring into it');
    return restoreEmbedded(file, join(to.dataDir, 'pglite'));
  }
  await requireAlone(to.url, options.force, 'restoring into it');
  const games = await gameCount(to.url);
  if (games !== null && games > 0 && !options.force)
    throw new OperatorError(`${redact(to.url)} holds ${games} game(s): add --force to replace them with the backup`);
  if (kind === 'postgresql') {
    await restorePostgres(to.url, file, { clean: games !== null, binDir: options.binDir });
    return { counts: await countsAt(to.url), previous: null };
  }
  const scratch = mkdtempSync(join(tmpdir(), 'turnkeeper-restore-'));
  try {
    await restoreEmbedded(file, join(scratch, 'pglite'));
    if (games !== null) await emptyAll(to.url);
    await moveCommand({ kind: 'pglite', dataDir: scratch }, to, { force: options.force });
    return { counts: await countsAt(to.url), previous: null };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * `npm run db:move -- --to <postgresql://… | directory>`: every row of the server's database (or `from`) into an
 * empty database of the other kind (or the same), compared table by table before it commits. The source is
 * migrated first if this version has migrations it lacks (as the server's start would); it is left as it was
 * otherwise. Servers must be stopped (embedded: checked; PostgreSQL: no other session, unless `force`).
 */
export async function moveCommand(
  from: DatabaseSpec,
  to: DatabaseSpec,
  options: { force: boolean },
  onTable?: (copied: CopiedTable) => void,
): Promise<CopiedTable[]> {
  if (from.kind === to.kind && (from.kind === 'pglite' ? from.dataDir === (to as { dataDir: string }).dataDir : from.url === (to as { url: string }).url)) {
    throw new OperatorError('The source and the target are the same database');
  }
  return withOpen(from, 'moving it', options.force, false, (sourceUrl) =>
    withOpen(to, 'moving into it', options.force, true, (targetUrl) => copyDatabase(sourceUrl, targetUrl, onTable)),
  );
}

/** Opens a database for a command: an embedded one started here (checked stopped; `create`: a new one, never an existing one), migrated. */
async function withOpen<T>(spec: DatabaseSpec, doing: string, force: boolean, create: boolean, use: (url: string) => Promise<T>): Promise<T> {
  if (spec.kind === 'postgresql') {
    await applyMigrations(spec.url);
    await requireAlone(spec.url, force, doing);
    return use(spec.url);
  }
  await requireStopped(spec.dataDir, doing);
  const pgliteDir = join(spec.dataDir, 'pglite');
  const exists = existsSync(join(pgliteDir, 'PG_VERSION'));
  if (create && exists) throw new OperatorError(`${spec.dataDir} already holds an embedded database: move into a new directory`);
  if (!create && !exists) throw new OperatorError(`There is no embedded database in ${spec.dataDir}`);
  if (create) await (await openDatabase({ dataDir: spec.dataDir, poolSize: 1 })).close(); // a new, migrated database
  const embedded = await startEmbeddedPostgres(pgliteDir);
  try {
    await applyMigrations(embedded.url);
    return await use(embedded.url);
  } finally {
    await embedded.stop();
  }
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Games in a PostgreSQL database; null when it has no Turnkeeper tables at all. */
async function gameCount(url: string): Promise<number | null> {
  const [exists] = await query<{ found: boolean }>(url, `SELECT to_regclass('public."Game"') IS NOT NULL AS found`);
  if (!exists?.found) return null;
  return (await query<{ n: number }>(url, 'SELECT count(*)::int AS n FROM "Game"'))[0]!.n;
}

const countsAt = (url: string) => tableCounts((sql) => query<{ table: string; rows: number }>(url, sql));

/** Empties every application table (a forced restore of a PGlite backup into a PostgreSQL database that holds games). */
async function emptyAll(url: string): Promise<void> {
  const tables = await query<{ name: string }>(
    url,
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
  );
  if (tables.length > 0) await query(url, `TRUNCATE ${tables.map((t) => `"${t.name.replaceAll('"', '""')}"`).join(', ')}`);
}
