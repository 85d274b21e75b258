import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { EMBEDDED_SETTINGS } from '../embedded-postgres.ts';
import { writeBackupFile } from './backup-files.ts';

/**
 * Backups of the embedded database with PGlite's own dump (`dumpDataDir`): a gzipped tar of its data directory,
 * taken between two statements (PGlite runs one at a time, and nothing else writes the files), so it is the image a
 * crash at that moment would leave: every committed transaction, and none half (a transaction open at that moment
 * is rolled back when the copy is opened, as after a crash). Only the process that has the database open can take
 * it: the running server (scheduled, or asked by `npm run db:backup` through its control socket), or the command
 * itself when no server runs.
 */
export async function writeEmbeddedBackup(dump: () => Promise<Blob>, file: string): Promise<number> {
  const blob = await dump();
  const bytes = new Uint8Array(await blob.arrayBuffer());
  writeBackupFile(file, bytes);
  return bytes.length;
}

async function openPglite(dataDir: string, loadDataDir?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create({ dataDir, startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS], ...(loadDataDir ? { loadDataDir } : {}) });
}

/** The dump of an embedded database no server has open (the caller made sure: control-socket.ts). */
export async function dumpClosedEmbedded(pgliteDir: string): Promise<Blob> {
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${pgliteDir}`);
  const db = await openPglite(pgliteDir);
  try {
    return await db.dumpDataDir('gzip');
  } finally {
    await db.close();
  }
}

/**
 * Makes `pgliteDir` the database of a backup: the directory there now (if any) is moved aside, never deleted
 * (`pglite.before-restore-<time>`), and the backup is unpacked and opened once by PGlite (which replays its log:
 * the copy is checked before anybody uses it). Returns where the previous directory went, and the rows per table.
 */
export async function restoreEmbedded(file: string, pgliteDir: string, now = new Date()): Promise<{ previous: string | null; counts: Record<string, number> }> {
  const blob = new Blob([readFileSync(file)]);
  mkdirSync(dirname(pgliteDir), { recursive: true, mode: 0o700 });
  let previous: string | null = null;
  if (existsSync(pgliteDir)) {
    previous = `${pgliteDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(pgliteDir, previous);
  }
  try {
    const db = await openPglite(pgliteDir, blob);
    try {
      const counts = await tableCounts((sql) => db.query<{ table: string; rows: number }>(sql).then((result) => result.rows));
      return { previous, counts };
    } finally {
      await db.close();
    }
  } catch (error) {
    rmSync(pgliteDir, { recursive: true, force: true });
    if (previous) renameSync(previous, pgliteDir); // the database that was there is put back
    throw error;
  } finally {
    if (existsSync(pgliteDir)) chmodSync(pgliteDir, 0o700);
  }
}

/** Rows per application table (what a restore or a move reports, and compares). */
export async function tableCounts(query: (sql: string) => Promise<{ table: string; rows: number }[]>): Promise<Record<string, number>> {
  const tables = await query(
    `SELECT tablename AS "table", 0 AS rows FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`,
  );
  if (tables.length === 0) return {};
  const union = tables
    .map(({ table }) => `SELECT '${table.replaceAll("'", "''")}' AS "table", count(*)::int AS rows FROM "${table.replaceAll('"', '""')}"`)
    .join(' UNION ALL ');
  return Object.fromEntries((await query(union)).map(({ table, rows }) => [table, Number(rows)]));
}
