import { spawn } from 'node:child_process';
import { chmodSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Backups of PostgreSQL with its own tools: `pg_dump --format=custom` (one transaction: a consistent snapshot
 * while the servers go on writing) and `pg_restore`. Their major version must be at least the server's (pg_dump
 * refuses a newer server): PG_BIN_DIR names another installation. The password never appears on a command line
 * (other users could read it in `ps`): it goes in PGPASSWORD; parameters only Prisma or pg know are left out.
 */
const LIBPQ_PARAMETERS = new Set([
  'host',
  'hostaddr',
  'port',
  'dbname',
  'user',
  'passfile',
  'channel_binding',
  'connect_timeout',
  'client_encoding',
  'options',
  'application_name',
  'keepalives',
  'sslmode',
  'sslcert',
  'sslkey',
  'sslrootcert',
  'sslcrl',
  'sslpassword',
  'target_session_attrs',
  'gssencmode',
]);

export function libpqTarget(databaseUrl: string): { url: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = '';
  for (const key of [...url.searchParams.keys()]) if (!LIBPQ_PARAMETERS.has(key)) url.searchParams.delete(key);
  return { url: url.toString(), env };
}

function tool(name: 'pg_dump' | 'pg_restore', binDir: string | undefined): string {
  return binDir ? join(binDir, name) : name;
}

/** Runs a PostgreSQL tool; rejects with its own message (and how to pick another version) when it fails. */
function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8000)));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT' ? `${command} was not found: install PostgreSQL's client tools (Debian: postgresql-client) or set PG_BIN_DIR` : error.message,
        ),
      ),
    );
    child.once('exit', (code) => {
      if (code === 0) return resolve();
      const mismatch = /version mismatch|unsupported version/i.test(stderr) ? ` (set PG_BIN_DIR to the tools of the server's major version or newer)` : '';
      reject(new Error(`${command} failed (exit ${code})${mismatch}: ${stderr.trim()}`));
    });
  });
}

/** `pg_dump --format=custom` of the database into `file` (written whole or not at all, mode 0600); its size. */
export async function dumpPostgres(databaseUrl: string, file: string, binDir?: string): Promise<number> {
  const { url, env } = libpqTarget(databaseUrl);
  const partial = `${file}.partial`;
  try {
    await run(tool('pg_dump', binDir), ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`], env);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return statSync(file).size;
}

/**
 * `pg_restore` of a custom-format dump into a database, in one transaction (all or nothing). `clean`: drop what
 * the database holds first (the caller asked for it: it replaces the data there).
 */
export async function restorePostgres(databaseUrl: string, file: string, options: { clean: boolean; binDir?: string | undefined }): Promise<void> {
  const { url, env } = libpqTarget(databaseUrl);
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`];
  if (options.clean) args.push('--clean', '--if-exists');
  await run(tool('pg_restore', options.binDir), [...args, file], env);
}
