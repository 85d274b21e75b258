import { z } from 'zod';

/**
 * Settings of backups and game archives (issue 35), part of the environment src/config.ts parses (documented in
 * .env.example and docs/operations.md).
 */
export const OPERATIONS_SETTINGS = {
  /**
   * Where `npm run db:backup` and the scheduled backups write (created 0700; each file 0600: backups hold secrets).
   * Unset: DATA_DIR/backups (in Docker, on the data volume).
   */
  BACKUP_DIR: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Hours between scheduled backups made by the running server (0 = none). Unset: every 24 hours on the embedded
   * database; none on PostgreSQL, whose own backups are the usual practice there (set it to have the server run
   * pg_dump).
   */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Scheduled backups kept (the oldest beyond it are deleted; backups made by hand are never deleted). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  /** Directory of pg_dump / pg_restore when they are not the ones on PATH (their major version must be at least the server's). */
  PG_BIN_DIR: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The largest game archive `POST /api/games/import` takes, in bytes (the other routes keep BODY_LIMIT). */
  ARCHIVE_BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 * 1024 * 1024)
    .default(32 * 1024 * 1024),
};

/** BACKUP_DIR, or DATA_DIR/backups. */
export function backupDir(config: { BACKUP_DIR?: string | undefined; DATA_DIR: string }): string {
  return config.BACKUP_DIR ?? `${config.DATA_DIR.replace(/\/+$/, '')}/backups`;
}
