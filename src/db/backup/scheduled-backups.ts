import { listBackups, pruneScheduledBackups, type BackupKind } from './backup-files.ts';
import type { MadeBackup } from './make-backup.ts';

export interface BackupScheduleOptions {
  kind: BackupKind;
  everyHours: number;
  keep: number;
  dir: string;
  /** Makes one scheduled backup in `dir`. */
  make: () => Promise<MadeBackup>;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  /** How often the schedule is looked at (default: a quarter of the interval, at most 5 minutes). */
  checkEveryMs?: number;
  /** The first look after the start (default 5 minutes: a server started for a quick look makes no backup). */
  firstCheckMs?: number;
  now?: () => Date;
}

const HOUR = 3_600_000;

/**
 * Scheduled backups with retention (BACKUP_EVERY_HOURS, BACKUP_KEEP): a backup is due when the newest scheduled
 * backup of this kind in BACKUP_DIR is older than the interval, so the schedule survives restarts and catches up
 * after downtime, and several server processes on one machine and one BACKUP_DIR make one backup between them
 * (give each machine its own directory). After each backup the oldest scheduled ones beyond BACKUP_KEEP are
 * deleted; backups made by hand are never deleted. A failure is logged and tried again after an hour (or the
 * interval, if shorter); it never stops the server.
 */
export function scheduleBackups(options: BackupScheduleOptions): { stop(): Promise<void>; tick(): Promise<MadeBackup | null> } {
  const everyMs = options.everyHours * HOUR;
  const now = options.now ?? (() => new Date());
  let running: Promise<MadeBackup | null> | null = null;
  let failedAt: number | null = null;

  function tick(): Promise<MadeBackup | null> {
    if (running) return Promise.resolve(null);
    running = due().finally(() => (running = null));
    return running;
  }

  async function due(): Promise<MadeBackup | null> {
    const at = now().getTime();
    if (failedAt !== null && at - failedAt < Math.min(everyMs, HOUR)) return null;
    const newest = listBackups(options.dir)
      .filter((file) => file.scheduled && file.kind === options.kind)
      .at(-1);
    if (newest && at - newest.at.getTime() < everyMs) return null;
    try {
      const made = await options.make();
      failedAt = null;
      const deleted = pruneScheduledBackups(options.dir, options.kind, options.keep);
      options.log.info({ file: made.file, bytes: made.bytes, ms: made.ms, deleted: deleted.map((file) => file.name) }, 'scheduled backup made');
      return made;
    } catch (error) {
      failedAt = at;
      options.log.error({ err: { message: error instanceof Error ? error.message : String(error) } }, 'scheduled backup failed (tried again within the hour)');
      return null;
    }
  }

  const checkEveryMs = options.checkEveryMs ?? Math.max(1_000, Math.min(everyMs / 4, 5 * 60_000));
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(
    () => {
      void tick();
      interval = setInterval(() => void tick(), checkEveryMs);
      interval.unref();
    },
    options.firstCheckMs ?? 5 * 60_000,
  );
  first.unref();
  return {
    /** No more backups; waits for one being made (the database is closed next). */
    async stop() {
      clearTimeout(first);
      if (interval) clearInterval(interval);
      await running;
    },
    tick,
  };
}
