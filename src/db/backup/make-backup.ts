import { join, resolve } from 'node:path';
import { backupFileName, ensureBackupDir, type BackupKind } from './backup-files.ts';
import { writeEmbeddedBackup } from './embedded-backup.ts';
import { dumpPostgres } from './postgres-backup.ts';

/** What a backup is made from: the open embedded database's dump, or a PostgreSQL server. */
export type BackupSource = { kind: 'pglite'; dump: () => Promise<Blob> } | { kind: 'postgresql'; url: string; binDir?: string | undefined };

export interface MadeBackup {
  file: string;
  kind: BackupKind;
  bytes: number;
  ms: number;
}

/** One backup file in `dir` (created 0700), named by its kind and time; `scheduled` ones are subject to retention. */
export async function makeBackup(source: BackupSource, dir: string, options: { scheduled?: boolean; now?: Date } = {}): Promise<MadeBackup> {
  const started = performance.now();
  const file = join(resolve(ensureBackupDir(dir)), backupFileName(source.kind, options.now ?? new Date(), options.scheduled ?? false));
  const bytes = source.kind === 'pglite' ? await writeEmbeddedBackup(source.dump, file) : await dumpPostgres(source.url, file, source.binDir);
  return { file, kind: source.kind, bytes, ms: Math.round(performance.now() - started) };
}
