// vitest globalSetup (database project): starts ONE real PostgreSQL server (Debian's binaries) for the whole run
// and provides its admin URL as `pgUrl` (inject), with a database migrated once (`tk_template`) that each test
// file's own databases are created from (tests/helpers/databases.ts: CREATE DATABASE ... TEMPLATE, a file copy
// that finds every migration applied instead of running the schema engine again).
// Without PostgreSQL binaries: fail loudly when CI=true, otherwise skip the PostgreSQL variants with a warning.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { applyMigrations } from '../../src/db/migrate.ts';
import { oneAtATime } from './setup-once.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the run's PostgreSQL server, '' when PostgreSQL is not available. */
    pgUrl: string;
  }
}

/** The migrated database every test database is copied from. */
export const PG_TEMPLATE = 'tk_template';

function findPgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'postgres')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export default async function setup(project: TestProject) {
  const bin = findPgBin();
  if (!bin) {
    if (process.env.CI === 'true') throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql (CI=true): apt-get install -y postgresql');
    console.warn('[tests] PostgreSQL binaries not found: the PostgreSQL variants of the server tests are SKIPPED.');
    project.provide('pgUrl', '');
    return;
  }
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' }) : execFileSync(cmd, args, { stdio: 'pipe' });

  const dir = mkdtempSync(join(tmpdir(), 'turnkeeper-pg-'));
  chmodSync(dir, 0o700);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=400 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);

  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
  await admin.end();
  await oneAtATime(() => applyMigrations(url.replace(/\/postgres$/, `/${PG_TEMPLATE}`)));
  project.provide('pgUrl', url);

  return () => {
    const stop = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'], { stdio: 'pipe' })
      : spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], { stdio: 'pipe' });
    if (stop.status !== 0) console.warn('[tests] pg_ctl stop failed', stop.stderr?.toString());
    rmSync(dir, { recursive: true, force: true });
  };
}
