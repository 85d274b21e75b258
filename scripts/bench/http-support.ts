// Plumbing of `npm run bench:http` (scripts/bench/http.ts): child processes that are always stopped, a
// throw-away PostgreSQL cluster, the load generator (autocannon, in this process), the benchmark map.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

// ---------------------------------------------------------------------------------------------------------
// Cleanup: every process and directory this harness creates is registered here and released on normal exit,
// on an error, on SIGINT/SIGTERM/SIGHUP, and (synchronously, as a last resort) in the 'exit' handler.

interface Resource {
  name: string;
  /** Orderly release (awaited). */
  release(): Promise<void>;
  /** Last-resort release from the 'exit' handler: synchronous only. */
  releaseNow(): void;
}
const resources: Resource[] = [];

export function track(resource: Resource): Resource {
  resources.push(resource);
  return resource;
}

export function untrack(resource: Resource): void {
  const index = resources.indexOf(resource);
  if (index >= 0) resources.splice(index, 1);
}

/** Releases everything still held, newest first. Safe to call more than once. */
export async function releaseAll(): Promise<void> {
  while (resources.length > 0) {
    const resource = resources.pop()!;
    try {
      await resource.release();
    } catch (error) {
      console.error(`cleanup of ${resource.name} failed: ${(error as Error).message}`);
      try {
        resource.releaseNow();
      } catch {
        // nothing more to do
      }
    }
  }
}

let handlersInstalled = false;
export function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  let stopping = false;
  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    console.error(`\nbench:http: ${reason}; stopping child processes...`);
    void releaseAll().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => stop('SIGINT', 130));
  process.on('SIGTERM', () => stop('SIGTERM', 143));
  process.on('SIGHUP', () => stop('SIGHUP', 129));
  process.on('uncaughtException', (error) => {
    console.error(error);
    stop('uncaught exception', 1);
  });
  process.on('unhandledRejection', (error) => {
    console.error(error);
    stop('unhandled rejection', 1);
  });
  process.on('exit', () => {
    for (const resource of resources.reverse()) {
      try {
        resource.releaseNow();
      } catch {
        // best effort
      }
    }
  });
}

// ---------------------------------------------------------------------------------------------------------
// Child processes

export interface Child {
  name: string;
  /** Process id of what was spawned (the tsx launcher for a .ts entry). */
  pid: number;
  process: ChildProcess;
  logFile: string;
  exited: Promise<number | null>;
  /** SIGTERM to its process group, SIGKILL after `graceMs`; resolves when it has exited. */
  stop(graceMs?: number): Promise<void>;
  /** The last lines of its log (for error messages). */
  logTail(lines?: number): string;
}

const TSX_CLI = join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs');

/**
 * Runs `tsx <entry>` in its own process group, stdout and stderr to `logFile` (not through this process: the
 * load generator's CPU is not spent on the server's logs).
 */
export function spawnTsx(name: string, entry: string, env: NodeJS.ProcessEnv, logFile: string): Child {
  return spawnNode(name, [TSX_CLI, entry], env, logFile);
}

/** The node arguments of `npm start` (package.json: `node <args>`), run as the server by spawnNode. */
export function npmStartArgs(): string[] {
  const start = (JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const [command, ...args] = start.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`npm start is "${start}": the benchmark runs "node <args>" only`);
  return args;
}

/** Runs `node <args>` in its own process group, stdout and stderr to `logFile`. */
export function spawnNode(name: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): Child {
  const entry = args.join(' ');
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd: process.cwd(), env, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  if (child.pid === undefined) throw new Error(`${name}: could not spawn ${entry}`);
  const pid = child.pid;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let alive = true;
  void exited.then(() => {
    alive = false;
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  const result: Child = {
    name,
    pid,
    process: child,
    logFile,
    exited,
    async stop(graceMs = 10_000) {
      if (alive) {
        signalGroup('SIGTERM');
        const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      signalGroup('SIGKILL'); // the tsx launcher's child, should it have outlived the launcher
      untrack(resource);
    },
    logTail(lines = 30) {
      try {
        return readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
      } catch {
        return '(no log)';
      }
    },
  };
  const resource = track({ name, release: () => result.stop(), releaseNow: () => signalGroup('SIGKILL') });
  return result;
}

/** The node process that runs the entry: the tsx launcher's only child, or the process itself (Linux /proc). */
export function entryPid(launcherPid: number): number {
  try {
    const children = readFileSync(`/proc/${launcherPid}/task/${launcherPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.length > 0 ? Number(children[0]) : launcherPid;
  } catch {
    return launcherPid;
  }
}

/**
 * CPU time a process has used (user + system) in microseconds, NaN when unknown (Linux /proc/<pid>/stat: fields 14
 * and 15, in clock ticks of 1/100 s: Linux's USER_HZ on every architecture Node runs on).
 */
export function cpuMicros(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // the name may hold spaces: fields after it
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return Number.NaN;
  }
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status), NaN when unknown. */
export function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls `url` until it answers 200; returns the milliseconds since `since` (performance.now()). */
export async function waitFor200(url: string, child: Child, since: number, timeoutMs = 120_000): Promise<number> {
  let exitCode: number | null | undefined;
  void child.exited.then((code) => {
    exitCode = code;
  });
  while (performance.now() - since < timeoutMs) {
    if (exitCode !== undefined) throw new Error(`${child.name} exited (code ${exitCode}) before ${url} answered:\n${child.logTail()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${child.name}: ${url} did not answer 200 within ${timeoutMs / 1000} s:\n${child.logTail()}`);
}

// ---------------------------------------------------------------------------------------------------------
// PostgreSQL: Debian's binaries, a throw-away cluster in a temp directory (as tests/helpers/postgres-global-setup.ts)

export function findPgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'postgres')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export interface Postgres {
  /** Admin URL (database `postgres`). */
  url: string;
  version: string;
  options: string;
  stop(): Promise<void>;
}

/** A cluster in its own directory under the system temp directory (the postgres user must reach it when we are root). */
export async function startPostgres(bin: string): Promise<Postgres> {
  const dir = mkdtempSync(join(tmpdir(), 'turnkeeper-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const command = (cmd: string, args: string[]) => (asRoot ? { file: 'runuser', args: ['-u', 'postgres', '--', cmd, ...args] } : { file: cmd, args });
  const run = (cmd: string, args: string[]) => {
    const c = command(cmd, args);
    try {
      return execFileSync(c.file, c.args, { stdio: 'pipe' }).toString();
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
      throw new Error(`${cmd} failed: ${stderr || (error as Error).message}`, { cause: error });
    }
  };
  chmodSync(dir, 0o700);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  const stopNow = () => {
    if (existsSync(join(data, 'postmaster.pid'))) {
      const c = command(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      spawnSync(c.file, c.args, { stdio: 'pipe' });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Registered before it starts: an interrupted start is stopped too (pg_ctl stop on a stopped cluster is a no-op).
  const resource = track({
    name: 'PostgreSQL',
    release: async () => stopNow(),
    releaseNow: stopNow,
  });
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  // As the test suite's cluster: durability off (fsync, synchronous_commit, full_page_writes), like PGlite's fsync=off.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  const version = run(join(bin, 'postgres'), ['--version']).trim();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    version,
    options: options.replace(/^-p \d+ -k \S+ /, ''),
    async stop() {
      stopNow();
      untrack(resource);
    },
  };
}

export function removeDirLater(dir: string): void {
  track({
    name: `rm ${dir}`,
    release: async () => rmSync(dir, { recursive: true, force: true }),
    releaseNow: () => rmSync(dir, { recursive: true, force: true }),
  });
}

// ---------------------------------------------------------------------------------------------------------
// Load generator: autocannon in this process (neither server runs here)

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration?: number;
  amount?: number;
  overallRate?: number;
  /** Per request: path, headers and body (e.g. the next player's token and sheet). One worker only. */
  vary?: () => { path?: string; headers?: Record<string, string>; body?: string };
  /**
   * Worker threads generating the load (default 1). On this 2-core machine one thread cannot read large responses
   * as fast as a bare Fastify sends them, so GET scenarios and their floors use 2. No per-response callback then
   * (a function cannot go to a worker): the first failure is fetched again for its sample.
   */
  workers?: number;
}

export interface LoadResult {
  /** 2xx responses per second. */
  rps: number;
  p50: number;
  p99: number;
  /** Responses and their share that were not 2xx, plus socket errors and timeouts. */
  errors: number;
  total: number;
  ok: number;
  statuses: Record<string, number>;
  /** The first non-2xx response, shortened. */
  sample: string;
  /** Seconds the load ran. */
  duration: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Several runs of one scenario as one: counts summed, req/s over their summed time, p50 the median of theirs and
 * p99 the worst of theirs (latency histograms are not kept, so percentiles cannot be merged exactly; the worst p99
 * never flatters).
 */
export function combineLoads(results: readonly LoadResult[]): LoadResult {
  if (results.length === 0) throw new Error('combineLoads: no runs');
  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  const statuses: Record<string, number> = {};
  for (const r of results) for (const [code, count] of Object.entries(r.statuses)) statuses[code] = (statuses[code] ?? 0) + count;
  const duration = sum((r) => r.duration);
  return {
    rps: sum((r) => r.ok) / Math.max(duration, 0.001),
    p50: median(results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    total: sum((r) => r.total),
    ok: sum((r) => r.ok),
    statuses,
    sample: results.find((r) => r.sample)?.sample ?? '',
    duration,
  };
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  let sample = '';
  const target = new URL(options.url);
  const workers = options.workers ?? 1;
  if (workers > 1 && options.vary) throw new Error('load: vary needs a single worker');
  const request: autocannon.Request = {
    method: options.method ?? 'GET',
    path: target.pathname + target.search,
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(workers > 1
      ? {}
      : {
          onResponse(status: number, body: string) {
            if ((status < 200 || status >= 300) && !sample) sample = `${status} ${String(body).slice(0, 200)}`;
          },
        }),
  };
  if (options.vary) {
    const vary = options.vary;
    request.setupRequest = (req) => {
      const v = vary();
      return {
        ...req,
        ...(v.path ? { path: v.path } : {}),
        ...(v.body !== undefined ? { body: v.body } : {}),
        headers: { ...(req.headers ?? {}), ...(v.headers ?? {}) },
      };
    };
  }
  const result = await autocannon({
    url: target.origin,
    connections: options.connections,
    ...(options.amount !== undefined ? { amount: options.amount } : { duration: options.duration ?? 10 }),
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    ...(workers > 1 ? { workers } : {}),
    requests: [request],
  });
  if (workers > 1 && result.non2xx + result.errors + result.timeouts > 0) {
    const again = await fetch(options.url, {
      method: options.method ?? 'GET',
      headers: options.headers ?? {},
      ...(options.body !== undefined ? { body: options.body } : {}),
    }).catch((error: Error) => error);
    sample = again instanceof Error ? again.message : again.ok ? 'failures under load only' : `${again.status} ${(await again.text()).slice(0, 200)}`;
  }
  const ok = result['2xx'];
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries((result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats ?? {})) {
    if (!code.startsWith('2')) statuses[code] = stat.count;
  }
  if (result.errors > 0) statuses.socket = result.errors;
  if (result.timeouts > 0) statuses.timeout = result.timeouts;
  return {
    rps: ok / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
    ok,
    statuses,
    sample,
    duration: result.duration,
  };
}

/**
 * Waits until the target has worked off the requests autocannon abandoned when its time was up (they are still
 * queued in the server, PGlite's single connection above all): until `url` answers within `fastMs`.
 */
export async function drain(url: string, fastMs: number, timeoutMs = 120_000): Promise<void> {
  const since = performance.now();
  while (performance.now() - since < timeoutMs) {
    const start = performance.now();
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (performance.now() - start <= fastMs) return;
    } catch {
      // retry
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} still slow after ${timeoutMs / 1000} s without load`);
}

// ---------------------------------------------------------------------------------------------------------
// The benchmark map: room for 100 players with two starting planets each

export const BENCH_PLAYERS = 100;
const OUTER_SECTORS = 10;
const SUBSECTORS = 5;
const PLANETS = 5;
const GODS: [string, string][] = [
  ['Khorne', 'major'],
  ['Nurgle', 'major'],
  ['Tzeentch', 'major'],
  ['Slaanesh', 'major'],
  ['Malal', 'minor'],
  ['Undivided', 'undivided'],
  ['Renegade', 'renegade'],
];

/**
 * 10 outer sectors × 5 subsectors × 5 planets (250) around 3 Eye sectors × 2 subsectors × 4 planets (24),
 * 274 planets in all. Two players share each of the first 50 outer subsectors (planets 0–1 and 2–3); planet 4
 * is free, and both invade it: every turn is contested.
 */
export function benchMap() {
  const sectors: { id: string; name: string; kind: 'outer' | 'eye' }[] = [];
  const subsectors: { id: string; sector: string }[] = [];
  const planets: { id: string; name: string; subsector: string; resources?: boolean; inhabitants?: { count: number; kind: string } }[] = [];
  const adjacency: ([string, string] | [string, string, { gate: boolean }])[] = [];
  for (let s = 0; s < OUTER_SECTORS; s++) {
    sectors.push({ id: `O${s}`, name: `Outer ${s}`, kind: 'outer' });
    for (let u = 0; u < SUBSECTORS; u++) {
      subsectors.push({ id: `O${s}.${u}`, sector: `O${s}` });
      if (u > 0) adjacency.push([`O${s}.${u - 1}`, `O${s}.${u}`]);
      for (let p = 0; p < PLANETS; p++) {
        planets.push({
          id: `o${s}-${u}-${p}`,
          name: `World ${s}.${u}.${p}`,
          subsector: `O${s}.${u}`,
          ...(p === 4 ? { resources: true, inhabitants: { count: 1, kind: 'natives' } } : {}),
        });
      }
    }
    adjacency.push([`O${s}.${SUBSECTORS - 1}`, `O${(s + 1) % OUTER_SECTORS}.0`]);
  }
  for (let e = 0; e < 3; e++) {
    sectors.push({ id: `E${e}`, name: `Eye ${e}`, kind: 'eye' });
    for (let u = 0; u < 2; u++) {
      subsectors.push({ id: `E${e}.${u}`, sector: `E${e}` });
      for (let p = 0; p < 4; p++) planets.push({ id: `e${e}-${u}-${p}`, name: `Eye world ${e}.${u}.${p}`, subsector: `E${e}.${u}` });
    }
    adjacency.push([`E${e}.0`, `E${e}.1`]);
    if (e > 0) adjacency.push([`E${e - 1}.1`, `E${e}.0`]);
  }
  for (let s = 0; s < 6; s++) adjacency.push([`O${s}.2`, `E${s % 3}.${s % 2}`, { gate: true }]);
  return { id: 'bench-100', name: 'Benchmark, 100 players', sectors, subsectors, planets, adjacency };
}

/** Player `i` of the benchmark game: seat body for POST /api/games/:id/players, and its order sheet. */
export function benchPlayer(i: number) {
  const sub = Math.floor(i / 2);
  const s = Math.floor(sub / SUBSECTORS);
  const u = sub % SUBSECTORS;
  const first = (i % 2) * 2;
  const [god, godKind] = GODS[i % GODS.length]!;
  return {
    seat: { name: `Player ${i}`, data: { warband: `Warband ${i}`, god, godKind, planets: [`o${s}-${u}-${first}`, `o${s}-${u}-${first + 1}`] } },
    sheet: { orders: [{ type: 'invade', planet: `o${s}-${u}-4`, count: 1 }] },
  };
}

/** A JSON call of the public API (each benchmark has its own: one fails on a non-2xx answer). */
export type ApiCall = (base: string, method: string, path: string, body?: unknown, token?: string) => Promise<Record<string, unknown>>;

/** The benchmark game over HTTP: BENCH_PLAYERS players on the benchmark map, seated and started (the GM resolves). */
export async function startBenchmarkGame(
  base: string,
  call: ApiCall,
): Promise<{ gameId: string; gmToken: string; players: { token: string; sheet: string }[] }> {
  const game = await call(base, 'POST', '/api/games', {
    name: `Benchmark, ${BENCH_PLAYERS} players`,
    ruleset: 'lords-of-chaos',
    language: 'en',
    setup: { map: benchMap() },
    resolveWhen: 'gm',
  });
  const gameId = String(game.id);
  const gmToken = String(game.gmToken);
  const players: { token: string; sheet: string }[] = [];
  for (let i = 0; i < BENCH_PLAYERS; i++) {
    const { seat, sheet } = benchPlayer(i);
    const seated = await call(base, 'POST', `/api/games/${gameId}/players`, seat, gmToken);
    players.push({ token: String(seated.token), sheet: JSON.stringify(sheet) });
  }
  await call(base, 'POST', `/api/games/${gameId}/start`, {}, gmToken);
  return { gameId, gmToken, players };
}
