import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgDatabase, type DatabaseKind } from '../helpers/databases.ts';

const ROOT = join(import.meta.dirname, '..', '..');

export interface CommandRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run db:<name> -- args` as an operator types it (tsx, the script, the repository as working directory), with
 * `env` over this process's environment. Asynchronous: the test process keeps serving while it runs.
 */
export function runDbCommand(name: 'backup' | 'restore' | 'move', args: string[], env: Record<string, string>): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', `scripts/db/${name}.ts`, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The environment of a server on a new, empty database of `kind` (the server creates and migrates it). */
export async function newServerEnv(kind: DatabaseKind): Promise<{ env: Record<string, string>; url?: string; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'turnkeeper-ops-'));
  if (kind === 'pglite') return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, drop: async () => {} };
  const { url, drop } = await createPgDatabase();
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, url, drop };
}

/** Everything a spawned test server needs besides its database: the same public address (absolute links are compared), no demo. */
export const SERVER_ENV = {
  PUBLIC_URL: 'https://forum.example.org',
  DEMO: '0',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  BACKUP_EVERY_HOURS: '0',
  RATE_LIMIT_ANON_PER_MINUTE: '0',
  RATE_LIMIT_TOKEN_PER_MINUTE: '0',
  RATE_LIMIT_TOKEN_ADDRESS_PER_MINUTE: '0',
  RATE_LIMIT_CREATE_PER_HOUR: '0',
  RATE_LIMIT_SEATS_PER_HOUR: '0',
};
