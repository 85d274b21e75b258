import type { Config } from '../../config.ts';
import { backupDir } from '../../operations-settings.ts';
import type { Database } from '../database.ts';
import { listenControlSocket } from './control-socket.ts';
import { makeBackup, type BackupSource } from './make-backup.ts';
import { scheduleBackups } from './scheduled-backups.ts';

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What this server's database backs up from: PGlite's own dump in this process, or pg_dump of the PostgreSQL server. */
export function backupSourceOf(database: Pick<Database, 'dumpDataDir' | 'url'>, config: Pick<Config, 'PG_BIN_DIR'>): BackupSource {
  return database.dumpDataDir ? { kind: 'pglite', dump: database.dumpDataDir } : { kind: 'postgresql', url: database.url, binDir: config.PG_BIN_DIR };
}

/**
 * The running server's part in backups (docs/operations.md): on the embedded database, the control socket through
 * which `npm run db:backup` asks this process (the only one that may read the database) for a backup; and the
 * scheduled backups (BACKUP_EVERY_HOURS, default 24 on the embedded database and none on PostgreSQL). Neither can
 * stop the server: a failure is logged.
 */
export async function startServerOperations(database: Database, config: Config, log: Log): Promise<{ close(): Promise<void> }> {
  const source = backupSourceOf(database, config);
  let control: { close(): Promise<void> } | null = null;
  if (source.kind === 'pglite') {
    try {
      control = await listenControlSocket(config.DATA_DIR, async (request) => ({ ok: true, ...(await makeBackup(source, request.dir)) }));
    } catch (error) {
      log.warn(
        { err: { message: error instanceof Error ? error.message : String(error) } },
        'control socket not available: npm run db:backup cannot reach this server',
      );
    }
  }
  const everyHours = config.BACKUP_EVERY_HOURS ?? (source.kind === 'pglite' ? 24 : 0);
  const dir = backupDir(config);
  const schedule =
    everyHours > 0
      ? scheduleBackups({ kind: source.kind, everyHours, keep: config.BACKUP_KEEP, dir, make: () => makeBackup(source, dir, { scheduled: true }), log })
      : null;
  return {
    async close() {
      await schedule?.stop();
      await control?.close();
    },
  };
}
