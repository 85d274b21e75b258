// `npm run bench:scale`: the database of a scenario (PGlite in a data directory, or a database in a throw-away
// PostgreSQL cluster), the server started as `npm start` starts it, the floor beside it, and what is measured from
// outside: VmRSS / VmHWM from /proc, the postgres backends' memory, the database's size.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.ts';
import { findPgBin, freePort, npmStartArgs, spawnNode, spawnTsx, startPostgres, waitFor200, type Child } from './http-support.ts';
import type { DbKind } from './scale-options.ts';

export interface ScaleDatabase {
  kind: DbKind;
  /** '' on PGlite (the server opens DATA_DIR/pglite). */
  url: string;
  description: string;
  /** Runs SQL with nothing else on the database (PGlite: the server must be stopped; it is opened here meanwhile). */
  withSql<T>(work: (client: pg.Client) => Promise<T>): Promise<T>;
  /** Bytes: pg_database_size and, on PGlite, its data directory on disk (du). */
  size(): Promise<{ database: number; dir?: number }>;
  /** The postgres processes' memory (PostgreSQL only): count, summed VmRSS (shared pages counted in each) and Pss. */
  backends(): Promise<{ count: number; rssMb: number; pssMb: number } | null>;
  dataDir: string;
  stop(): Promise<void>;
}

/** A new database of the kind, in its own directory under `root`. */
export async function createDatabase(kind: DbKind, root: string, name: string): Promise<ScaleDatabase> {
  const dir = mkdtempSync(join(root, `${kind}-${name}-`));
  const dataDir = join(dir, 'data');
  if (kind === 'pglite') {
    const pgliteDir = join(dataDir, 'pglite');
    const withSql = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
      const database = await openDatabase({ dataDir, poolSize: 1 });
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return await work(client);
      } finally {
        await client.end();
        await database.close();
      }
    };
    return {
      kind,
      url: '',
      description: 'PGlite (embedded, in the server process; fsync off)',
      dataDir,
      withSql,
      async size() {
        const database = await withSql(async (client) =>
          Number((await client.query<{ s: string }>('SELECT pg_database_size(current_database()) AS s')).rows[0]!.s),
        );
        return { database, dir: Number(execFileSync('du', ['-sb', pgliteDir]).toString().split('\t')[0]) };
      },
      backends: async () => null,
      stop: async () => {},
    };
  }
  const bin = findPgBin();
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql (apt-get install -y postgresql)');
  const cluster = await startPostgres(bin);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE turnkeeper');
  const postmaster = await postmasterPid(admin);
  await admin.end();
  const url = cluster.url.replace(/\/postgres$/, '/turnkeeper');
  const withSql = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    kind,
    url,
    description: `${cluster.version}, local cluster (${cluster.options})`,
    dataDir,
    withSql,
    size: async () => ({
      database: await withSql(async (client) => Number((await client.query<{ s: string }>('SELECT pg_database_size(current_database()) AS s')).rows[0]!.s)),
    }),
    backends: async () => postgresMemory(postmaster),
    stop: () => cluster.stop(),
  };
}

async function postmasterPid(client: pg.Client): Promise<number> {
  const backend = Number((await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid);
  return Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${backend}/status`, 'utf8'))![1]);
}

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function statusKb(pid: number, field: string): number {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function pssKb(pid: number): number {
  try {
    const match = /Pss:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** The postmaster and its children (backends, checkpointer, walwriter...). */
function postgresMemory(postmaster: number): { count: number; rssMb: number; pssMb: number } {
  const pids = [postmaster, ...childrenOf(postmaster)];
  const sum = (read: (pid: number) => number) =>
    pids
      .map(read)
      .filter(Number.isFinite)
      .reduce((a, b) => a + b, 0) / 1024;
  return { count: pids.length, rssMb: sum((pid) => statusKb(pid, 'VmRSS')), pssMb: sum(pssKb) };
}

/** VmRSS and VmHWM (peak since the process started) of a process, in MB. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  return { rss: statusKb(pid, 'VmRSS') / 1024, hwm: statusKb(pid, 'VmHWM') / 1024 };
}

/** Samples VmRSS every `everyMs` until stopped: the peak seen. */
export function sampleRss(pid: number, everyMs = 100): { stop(): number } {
  let peak = 0;
  const timer = setInterval(() => {
    const { rss } = memoryOf(pid);
    if (Number.isFinite(rss)) peak = Math.max(peak, rss);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, memoryOf(pid).rss || 0);
    },
  };
}

export interface Server {
  base: string;
  pid: number;
  child: Child;
  /** Milliseconds from spawning `npm start`'s node process to the first 200 from /health. */
  startMs: number;
  stop(): Promise<void>;
  kill9(): Promise<void>;
}

/** The environment of a server (or several) on this database: rate limits off, no demo. */
export function serverEnv(db: ScaleDatabase, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: db.dataDir,
    DATABASE_URL: db.url, // '' = embedded PGlite
    DEMO: '0',
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_ANON_PER_MINUTE: '0',
    RATE_LIMIT_TOKEN_PER_MINUTE: '0',
    RATE_LIMIT_CREATE_PER_HOUR: '0',
    RATE_LIMIT_SEATS_PER_HOUR: '0',
    RATE_LIMIT_JOINS_PER_HOUR: '0',
    ...extra,
  };
}

let serial = 0;
/** `npm start` (node scripts/start.mjs, built beforehand) on a free port; resolves when /health answers 200. */
export async function startServer(db: ScaleDatabase, root: string, extra: NodeJS.ProcessEnv = {}): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const since = performance.now();
  const child = spawnNode(`server ${++serial}`, npmStartArgs(), serverEnv(db, { PORT: String(port), ...extra }), join(root, `server-${serial}.log`));
  const startMs = await waitFor200(`${base}/health`, child, since, 600_000);
  return {
    base,
    pid: child.pid,
    child,
    startMs,
    stop: () => child.stop(30_000),
    async kill9() {
      process.kill(child.pid, 'SIGKILL');
      await child.exited;
      await child.stop();
    },
  };
}

export interface Floor {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/** The bare Fastify floor of bench:http (scripts/bench/floor.ts) on the same kind of database (PGlite: its own). */
export async function startFloor(db: ScaleDatabase, root: string): Promise<Floor> {
  const port = await freePort();
  const since = performance.now();
  const child = spawnTsx(
    'floor',
    'scripts/bench/floor.ts',
    { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: db.url, DATA_DIR: mkdtempSync(join(root, 'floor-')), DATABASE_POOL_SIZE: '20' },
    join(root, `floor-${++serial}.log`),
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor200(`${base}/hello`, child, since, 600_000);
  const pid = Number(readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/)[0] ?? child.pid);
  return { base, pid, stop: () => child.stop() };
}
