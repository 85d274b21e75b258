import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Backup files (docs/operations.md): `turnkeeper-[auto-]<UTC time>.<kind>` in BACKUP_DIR, the directory 0700 and each
 * file 0600 (a backup holds every secret of every game: seeds, token hashes, e-mail addresses). `auto-` marks the
 * scheduled ones, the only ones retention deletes. The name sorts by time.
 */
export type BackupKind = 'pglite' | 'postgresql';

const EXTENSIONS: Record<BackupKind, string> = { pglite: '.pglite.tar.gz', postgresql: '.pgdump' };
const NAME = /^turnkeeper-(auto-)?(\d{8}-\d{6}-\d{3})\.(pglite\.tar\.gz|pgdump)$/;

export interface BackupFile {
  name: string;
  path: string;
  kind: BackupKind;
  scheduled: boolean;
  /** When it was made (from its name). */
  at: Date;
  bytes: number;
}

function stamp(at: Date): string {
  const iso = at.toISOString(); // 2026-11-28T07:05:03.123Z
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${iso.slice(20, 23)}`;
}

export function backupFileName(kind: BackupKind, at: Date, scheduled: boolean): string {
  return `turnkeeper-${scheduled ? 'auto-' : ''}${stamp(at)}${EXTENSIONS[kind]}`;
}

/** BACKUP_DIR, created private (0700) when missing. */
export function ensureBackupDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

/** Writes `data` to `path` as a whole or not at all (a partial file, renamed when complete), mode 0600. */
export function writeBackupFile(path: string, data: Uint8Array): void {
  const partial = `${path}.partial`;
  try {
    writeFileSync(partial, data, { mode: 0o600 });
    chmodSync(partial, 0o600);
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** The backups in `dir`, oldest first (files of other names are not ours and are left alone). */
export function listBackups(dir: string): BackupFile[] {
  if (!existsSync(dir)) return [];
  const files: BackupFile[] = [];
  for (const name of readdirSync(dir)) {
    const match = NAME.exec(name);
    if (!match) continue;
    const [, auto, time, extension] = match;
    const iso = `${time!.slice(0, 4)}-${time!.slice(4, 6)}-${time!.slice(6, 8)}T${time!.slice(9, 11)}:${time!.slice(11, 13)}:${time!.slice(13, 15)}.${time!.slice(16)}Z`;
    const path = join(dir, name);
    files.push({
      name,
      path,
      kind: extension === 'pgdump' ? 'postgresql' : 'pglite',
      scheduled: auto !== undefined,
      at: new Date(iso),
      bytes: statSync(path).size,
    });
  }
  return files.sort((a, b) => a.at.getTime() - b.at.getTime() || a.name.localeCompare(b.name));
}

/** Deletes the oldest scheduled backups of `kind` beyond the newest `keep`; returns what it deleted. */
export function pruneScheduledBackups(dir: string, kind: BackupKind, keep: number): BackupFile[] {
  const scheduled = listBackups(dir).filter((file) => file.scheduled && file.kind === kind);
  const doomed = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const file of doomed) rmSync(file.path, { force: true });
  return doomed;
}

/** What a backup file holds, from its first bytes: PGlite's gzipped tar, or pg_dump's custom format. */
export function backupKindOf(path: string): BackupKind | null {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(5);
    const read = readSync(fd, head, 0, 5, 0);
    if (read >= 2 && head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    if (read === 5 && head.toString('latin1') === 'PGDMP') return 'postgresql';
    return null;
  } finally {
    closeSync(fd);
  }
}
