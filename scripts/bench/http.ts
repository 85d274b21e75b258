// `npm run bench:http`: the server measured from outside (issue 17). Three processes:
//   1. the server, started as `npm start` starts it (node scripts/start.mjs, built first; DEMO=0, rate limits off),
//   2. a bare Fastify floor on the same kind of database (scripts/bench/floor.ts),
//   3. this process: setup over the public HTTP API and the load generator (autocannon).
// For each database (PGlite, the default; PostgreSQL from Debian's binaries in a temp directory), it prints a
// markdown table (req/s, p50, p99, errors, ratio to the floor) and writes it to docs/performance.md. Scenarios: the
// 100-player game (its orders saturated and at a fixed rate, the check endpoint, game JSON, public page, before and
// after --versions sheet versions; its resolution and every published artifact), the 1,000-planet / 64-player game
// (created, played and resolved over HTTP, then its first published reads), start time and RSS.
//
// Usage: npm run bench:http [-- --db pglite|postgres|both] [--duration <s>] [--quick] [--no-write]
//   --db         which databases (default both; PostgreSQL is skipped with a note when its binaries are absent)
//   --duration   seconds per load scenario (default 10)
//   --quick      smoke run: 3 s per scenario, 1,000 sheet versions, 50 games, 1 restart; docs not written
//   --no-write   print only, leave docs/performance.md alone
//   --only <re>  run only the load scenarios whose label matches the regular expression (floors always run;
//                implies --no-write): e.g. --only 'report|map' while working on one route
//   --connections (32), --rate (200 req/s offered), --versions (10000), --games (500), --restarts (3)
//   --cpu-prof <dir>  the server writes a V8 CPU profile there when it stops (open in Chrome DevTools)
// The server's LOG_LEVEL is the environment's (npm start's default: info, every request logged to a file).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { bigMap, bigScenario } from './big-game.ts';
import {
  BENCH_PLAYERS,
  drain,
  combineLoads,
  cpuMicros,
  entryPid,
  findPgBin,
  freePort,
  installExitHandlers,
  load,
  median,
  npmStartArgs,
  releaseAll,
  removeDirLater,
  rssMb,
  spawnNode,
  spawnTsx,
  startBenchmarkGame,
  startPostgres,
  waitFor200,
  type Child,
  type LoadOptions,
  type LoadResult,
} from './http-support.ts';

// ---------------------------------------------------------------------------------------------------------
// Options

const argv = process.argv.slice(2);
function option(name: string): string | undefined {
  const index = argv.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const value = argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}
function numberOption(name: string, fallback: number): number {
  const raw = option(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, not "${raw}"`);
  return value;
}
const quick = argv.includes('--quick');
const dbChoice = option('db') ?? 'both';
if (!['pglite', 'postgres', 'both'].includes(dbChoice)) throw new Error(`--db must be pglite, postgres or both, not "${dbChoice}"`);
const settings = {
  duration: numberOption('duration', quick ? 3 : 10),
  connections: numberOption('connections', 32),
  rate: numberOption('rate', 200),
  versions: numberOption('versions', quick ? 1_000 : 10_000),
  games: numberOption('games', quick ? 50 : 500),
  restarts: numberOption('restarts', quick ? 1 : 3),
};
const onlyOption = option('only');
const cpuProfDir = option('cpu-prof');
const only = onlyOption === undefined ? undefined : new RegExp(onlyOption, 'i');
const write = !quick && !only && !cpuProfDir && !argv.includes('--no-write');
const databases: ('pglite' | 'postgres')[] = dbChoice === 'both' ? ['pglite', 'postgres'] : [dbChoice as 'pglite' | 'postgres'];

// ---------------------------------------------------------------------------------------------------------
// Results

interface LoadRow {
  label: string;
  result: LoadResult;
  /** Which floor row it is compared with (its label), if any. */
  floor?: string;
  /** Second read floor (GET /hello) for reads. */
  floor2?: string;
  /** Fixed-rate rows: the offered rate. */
  offered?: number;
  /** Reads: a bare Fastify route sending the very bytes this route sent (counted in runs alternating with it). */
  sameBytes?: { result: LoadResult; bytes: number; cpu: number };
  /** CPU time of the process that answered (the server's node process, or the floor's), per response, in µs. */
  cpu: number;
}
interface ValueRow {
  label: string;
  value: string;
}
interface Section {
  db: 'pglite' | 'postgres';
  title: string;
  skipped?: string;
  meta: string[];
  loads: LoadRow[];
  values: ValueRow[];
  problems: string[];
}

const FLOOR_HELLO = 'floor: GET /hello';
const FLOOR_SELECT = 'floor: GET /select1';
const FLOOR_INSERT = 'floor: POST /insert';
const FLOOR_INSERT_RATE = 'floor: POST /insert at a fixed rate';
/** A read and the bare route sending its bytes are counted in this many alternating runs each (HOW_TO_READ says four). */
const ROUNDS = 4;

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
const rate = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1));
const ratio = (value: number) => (value >= 0.095 || value === 0 ? value.toFixed(2) : value.toPrecision(2));
const kb = (bytes: number) => (bytes >= 1024 ? `${(bytes / 1024).toFixed(bytes >= 10_240 ? 0 : 1)} KB` : `${bytes} B`);
const mb = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} MB` : 'n/a');

function errorsCell(result: LoadResult): string {
  if (result.errors === 0) return '0';
  const detail = Object.entries(result.statuses)
    .map(([code, count]) => `${count}× ${code}`)
    .join(', ');
  return `${result.errors} of ${result.total} (${detail})`;
}

function ratioCell(row: LoadRow, byLabel: Map<string, LoadRow>): string {
  if (row.offered) {
    const floor = row.floor ? byLabel.get(row.floor) : undefined;
    const achieved = `${(row.result.rps / row.offered).toFixed(2)} of offered`;
    return floor ? `${achieved}; floor p99 ${ms(floor.result.p99)} ms` : achieved;
  }
  const parts: string[] = [];
  if (row.sameBytes && row.sameBytes.result.rps > 0) {
    const { result, bytes } = row.sameBytes;
    parts.push(`**${ratio(row.result.rps / result.rps)} of the same ${kb(bytes)} sent bare** (${rate(result.rps)} req/s, p99 ${ms(result.p99)} ms)`);
  }
  for (const name of [row.floor, row.floor2]) {
    const floor = name ? byLabel.get(name) : undefined;
    if (floor && floor.result.rps > 0) parts.push(`${ratio(row.result.rps / floor.result.rps)} of ${name!.replace(/^floor: (GET|POST) /, '')}`);
  }
  return parts.join(' · ');
}

const micros = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : 'n/a');

/** The answering process's CPU per response; for reads, the bare route's beside it (same bytes, same run). */
function cpuCell(row: LoadRow): string {
  return row.sameBytes ? `${micros(row.cpu)} (bare: ${micros(row.sameBytes.cpu)})` : micros(row.cpu);
}

function sectionMarkdown(section: Section): string {
  const lines = [`## ${section.title}`, ''];
  if (section.skipped) return [...lines, section.skipped, ''].join('\n');
  lines.push(...section.meta.map((m) => `- ${m}`), '');
  const byLabel = new Map(section.loads.map((row) => [row.label, row]));
  lines.push('| scenario | req/s (2xx) | p50 ms | p99 ms | errors | CPU µs per request | ratio to floor |', '|---|---:|---:|---:|---|---:|---|');
  for (const row of section.loads) {
    lines.push(
      `| ${row.label} | ${rate(row.result.rps)} | ${ms(row.result.p50)} | ${ms(row.result.p99)} | ${errorsCell(row.result)} | ${cpuCell(row)} | ${ratioCell(row, byLabel)} |`,
    );
  }
  lines.push('', '| measurement | value |', '|---|---|');
  for (const row of section.values) lines.push(`| ${row.label} | ${row.value} |`);
  if (section.problems.length > 0) {
    lines.push('', 'Problems seen in this run:', '', ...section.problems.map((p) => `- ${p}`));
  }
  lines.push('');
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// HTTP helpers (setup goes through the public API only)

async function api(base: string, method: string, path: string, body?: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** One GET as the load generator makes it: the raw bytes as sent (not decompressed) and their headers. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer; type: string; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks),
            type: String(response.headers['content-type'] ?? ''),
            encoding: String(response.headers['content-encoding'] ?? ''),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** One GET, timed, the body read to the end; throws unless 200. */
async function timedGet(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  return performance.now() - start;
}

const loadAvg = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');

// ---------------------------------------------------------------------------------------------------------
// One database

async function runDatabase(db: 'pglite' | 'postgres', root: string): Promise<Section> {
  const title = db === 'pglite' ? 'PGlite (embedded, the default `npm start`)' : 'PostgreSQL';
  const section: Section = { db, title, meta: [], loads: [], values: [], problems: [] };
  const dir = mkdtempSync(join(root, `${db}-`));
  const log = (message: string) => console.log(`[${db}] ${message}`);

  let databaseUrl = '';
  let stopPostgres = async () => {};
  let dbDescription = 'PGlite (in the server process, behind its socket server; fsync off)';
  if (db === 'postgres') {
    const bin = findPgBin();
    if (!bin) {
      section.skipped = 'Skipped: no PostgreSQL binaries under /usr/lib/postgresql (`apt-get install -y postgresql`).';
      console.log(`[postgres] ${section.skipped}`);
      return section;
    }
    log('starting a throw-away PostgreSQL cluster');
    const postgres = await startPostgres(bin);
    stopPostgres = () => postgres.stop();
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE turnkeeper');
    await admin.end();
    databaseUrl = postgres.url.replace(/\/postgres$/, '/turnkeeper');
    dbDescription = `${postgres.version}, local cluster on 127.0.0.1 (${postgres.options})`;
  }

  const poolSize = process.env.DATABASE_POOL_SIZE ?? '20';
  const serverPort = await freePort();
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(serverPort),
    DATA_DIR: join(dir, 'data'),
    DATABASE_URL: databaseUrl, // '' = embedded PGlite (also overrides a DATABASE_URL in .env)
    DEMO: '0',
    RATE_LIMIT_ANON_PER_MINUTE: '0',
    RATE_LIMIT_TOKEN_PER_MINUTE: '0',
    RATE_LIMIT_CREATE_PER_HOUR: '0',
    RATE_LIMIT_SEATS_PER_HOUR: '0',
    RATE_LIMIT_JOINS_PER_HOUR: '0',
  };
  const base = `http://127.0.0.1:${serverPort}`;
  const startServer = async (label: string): Promise<{ child: Child; ms: number }> => {
    const since = performance.now();
    const child = spawnNode(
      `server (${label})`,
      [...(cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : []), ...npmStartArgs()],
      serverEnv,
      join(dir, 'server.log'),
    );
    const elapsed = await waitFor200(`${base}/health`, child, since);
    return { child, ms: elapsed };
  };

  // 1. The server on a new data directory (migrations run), RSS at start.
  log(`starting the server (npm start: node ${npmStartArgs().join(' ')}) on port ${serverPort}`);
  let server = await startServer('first start');
  const serverPid = entryPid(server.child.pid);
  const rssStart = rssMb(serverPid);
  section.values.push({ label: 'first start to /health (new data, migrations)', value: `${ms(server.ms)} ms` });
  log(`/health after ${ms(server.ms)} ms; RSS ${mb(rssStart)}`);

  // 2. The floor, after the server is up (their starts do not compete for the CPU).
  const floorPort = await freePort();
  const floorSince = performance.now();
  const floor = spawnTsx(
    'floor',
    'scripts/bench/floor.ts',
    {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(floorPort),
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(dir, 'floor-data'),
      DATABASE_POOL_SIZE: poolSize,
    },
    join(dir, 'floor.log'),
  );
  const floorBase = `http://127.0.0.1:${floorPort}`;
  await waitFor200(`${floorBase}/hello`, floor, floorSince);
  const floorPid = entryPid(floor.pid);
  log('floor ready');

  const { duration, connections } = settings;
  // Idle latency of the drain probes: a run starts only once the previous one's abandoned requests are served.
  const probes = { server: `${base}/health`, floor: `${floorBase}/select1` };
  const fastest = async (url: string) => {
    let best = Infinity;
    for (let i = 0; i < 5; i++) best = Math.min(best, await timedGet(url));
    return best;
  };
  const idle = { server: await fastest(probes.server), floor: await fastest(probes.floor) };
  const settle = (url: string) => {
    const which = url.startsWith(floorBase) ? 'floor' : 'server';
    return drain(probes[which], Math.max(50, 3 * idle[which]));
  };
  const warmUp = async (options: LoadOptions) => {
    await load({ ...options, duration: Math.max(0.5, duration / 5) });
    await settle(options.url);
  };
  /** A counted run, with the CPU time the answering node process spent on it (µs, all responses together). */
  const counted = async (options: LoadOptions, seconds: number): Promise<{ result: LoadResult; cpuTime: number }> => {
    const pid = options.url.startsWith(floorBase) ? floorPid : serverPid;
    const cpuBefore = cpuMicros(pid);
    const result = await load({ ...options, duration: seconds });
    const cpuTime = cpuMicros(pid) - cpuBefore;
    await settle(options.url);
    return { result, cpuTime };
  };
  /**
   * A warm-up (JIT, connections, first renders: a fifth of the duration, not counted), then the counted run, with
   * the CPU time the answering node process spent on it per response (on PGlite the server's includes the
   * database's; PostgreSQL's own processes are not counted).
   */
  const warmThenLoad = async (options: LoadOptions): Promise<LoadResult & { cpu: number }> => {
    await warmUp(options);
    const { result, cpuTime } = await counted(options, duration);
    return { ...result, cpu: cpuTime / Math.max(1, result.total) };
  };
  /**
   * A read and the bare route sending its bytes, both warmed up, then counted in alternating runs (ROUNDS of each,
   * the duration split between them): what the shared machine does meanwhile falls on both alike, so their ratio
   * holds from run to run where two runs one after the other drifted by a third (docs/performance.md).
   */
  const interleaved = async (read: LoadOptions, bare: LoadOptions): Promise<[LoadResult & { cpu: number }, LoadResult & { cpu: number }]> => {
    await warmUp(read);
    await warmUp(bare);
    const runs: [{ result: LoadResult; cpuTime: number }[], { result: LoadResult; cpuTime: number }[]] = [[], []];
    for (let round = 0; round < ROUNDS; round++) {
      runs[0].push(await counted(read, duration / ROUNDS));
      runs[1].push(await counted(bare, duration / ROUNDS));
    }
    const [a, b] = runs.map((side) => {
      const result = combineLoads(side.map((run) => run.result));
      return { ...result, cpu: side.reduce((sum, run) => sum + run.cpuTime, 0) / Math.max(1, result.total) };
    });
    return [a!, b!];
  };
  const measure = async (
    label: string,
    options: LoadOptions,
    compare: Omit<LoadRow, 'label' | 'result' | 'sameBytes' | 'cpu'> & { same?: boolean } = {},
  ): Promise<LoadResult | undefined> => {
    if (only && !label.startsWith('floor') && !only.test(label)) return undefined;
    let measured: LoadResult & { cpu: number };
    let sameBytes: LoadRow['sameBytes'];
    if (compare.same) {
      const raw = await rawGet(options.url, options.headers ?? {});
      const name = `s${section.loads.length}`;
      const put = await fetch(`${floorBase}/same/${name}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream', 'x-content-type': raw.type, 'x-content-encoding': raw.encoding },
        body: new Uint8Array(raw.body),
      });
      if (!put.ok) throw new Error(`floor PUT /same: ${put.status}`);
      const [ours, bare] = await interleaved(options, { ...options, url: `${floorBase}/same/${name}` });
      measured = ours;
      const { cpu: bareCpu, ...bareResult } = bare;
      sameBytes = { result: bareResult, bytes: raw.body.length, cpu: bareCpu };
    } else {
      measured = await warmThenLoad(options);
    }
    const { cpu, ...result } = measured;
    const { same: _same, ...rest } = compare;
    section.loads.push({ label, result, cpu, ...rest, ...(sameBytes ? { sameBytes } : {}) });
    log(
      `${label}: ${rate(result.rps)} req/s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms, errors ${result.errors}, CPU ${micros(cpu)} µs/request${result.sample ? ` (first: ${result.sample})` : ''}${sameBytes ? `; the same ${kb(sameBytes.bytes)} sent bare: ${rate(sameBytes.result.rps)} req/s, CPU ${micros(sameBytes.cpu)} µs/request` : ''}`,
    );
    if (result.errors > 0)
      section.problems.push(`${label}: ${errorsCell(result)}; first: \`${result.sample.replace(/\s+/g, ' ').replace(/[|`]/g, ' ').slice(0, 160)}\``);
    return result;
  };
  const read = { floor: FLOOR_SELECT, floor2: FLOOR_HELLO, same: true };
  // GETs are made as a browser makes them (it takes gzip), by two load-generating threads (LoadOptions.workers).
  const get = (url: string): LoadOptions => ({ url, connections, workers: 2, headers: { 'accept-encoding': 'gzip, deflate, br' } });

  // 3. Memory: RSS after creating many games over HTTP (4 at a time), before anything else runs.
  log(`creating ${settings.games} games`);
  const gamesSince = performance.now();
  let created = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (created < settings.games) {
        created++;
        await api(base, 'POST', '/api/games', { name: `Game ${created}`, ruleset: 'lords-of-chaos', language: 'en' });
      }
    }),
  );
  const gamesMs = performance.now() - gamesSince;
  const rssGames = rssMb(serverPid);
  section.values.push({
    label: `RSS of the server process: at the first start (new data) → after ${settings.games} games created`,
    value: `${mb(rssStart)} → ${mb(rssGames)}`,
  });
  section.values.push({
    label: `${settings.games} × POST /api/games (4 concurrent)`,
    value: `${(gamesMs / 1000).toFixed(1)} s (${rate(settings.games / (gamesMs / 1000))} games/s)`,
  });

  // 4. The benchmark game over HTTP: 100 players, started.
  log(`seating ${BENCH_PLAYERS} players`);
  const { gameId, gmToken, players } = await startBenchmarkGame(base, api);
  for (const [i, player] of players.entries()) {
    const checked = await api(base, 'POST', `/api/games/${gameId}/turns/1/orders/check`, JSON.parse(player.sheet), player.token);
    if (checked.ok !== true) throw new Error(`the benchmark sheet of player ${i} is refused: ${JSON.stringify(checked.errors)}`);
  }
  let next = 0;
  // Each request is the next player's: its token and its own sheet (the free planet of its subsector).
  const rotate = () => {
    const player = players[next++ % players.length]!;
    return { headers: { authorization: `Bearer ${player.token}` }, body: player.sheet };
  };
  const ordersUrl = `${base}/api/games/${gameId}/turns/1/orders`;
  const json = { 'content-type': 'application/json' };
  const sheetBody = players[0]!.sheet; // the floor inserts the same JSON

  // 5. Floors.
  await measure(FLOOR_HELLO, get(`${floorBase}/hello`));
  await measure(FLOOR_SELECT, get(`${floorBase}/select1`));
  await measure(FLOOR_INSERT, { url: `${floorBase}/insert`, method: 'POST', headers: json, body: sheetBody, connections });
  await measure(
    FLOOR_INSERT_RATE,
    { url: `${floorBase}/insert`, method: 'POST', headers: json, body: sheetBody, connections, overallRate: settings.rate },
    { offered: settings.rate },
  );

  // 6. Reads with no saved sheet, the check endpoint, then the writes.
  await measure('GET /api/games/:id (no sheet saved yet)', get(`${base}/api/games/${gameId}`), read);
  await measure('GET /games/:id public page (no sheet saved yet)', get(`${base}/games/${gameId}`), read);
  await measure(
    'POST /api/games/:id/turns/1/orders/check',
    { url: `${ordersUrl}/check`, method: 'POST', headers: json, body: sheetBody, connections, vary: rotate },
    { floor: FLOOR_SELECT, floor2: FLOOR_HELLO },
  );
  // Warm-ups of the writes save sheets too: the versions are counted by the server below, not estimated.
  await measure(
    `PUT orders, saturated (${connections} connections, the 100 players in rotation)`,
    { url: ordersUrl, method: 'PUT', headers: json, body: sheetBody, connections, vary: rotate },
    { floor: FLOOR_INSERT },
  );
  await measure(
    `PUT orders at ${settings.rate} req/s offered`,
    { url: ordersUrl, method: 'PUT', headers: json, body: sheetBody, connections, overallRate: settings.rate, vary: rotate },
    { floor: FLOOR_INSERT_RATE, offered: settings.rate },
  );

  // 7. History: saved sheet versions brought to the target by more PUTs, counted by the server (version numbers).
  // The GM sees every player's latest sheet; versions count from 1 per player and turn.
  const versionOf = async () => {
    const response = await api(base, 'GET', `/api/games/${gameId}/turns/1/orders`, undefined, gmToken);
    return (response.sheets as { version: number }[]).reduce((sum, sheet) => sum + sheet.version, 0);
  };
  let versions = await versionOf();
  if (versions < settings.versions) {
    log(`seeding sheet versions: ${versions} → ${settings.versions}`);
    const amount = settings.versions - versions;
    const seed = await load({
      url: ordersUrl,
      method: 'PUT',
      headers: json,
      body: sheetBody,
      connections: Math.min(connections, amount),
      amount,
      vary: rotate,
    });
    if (seed.errors > 0) section.problems.push(`seeding PUT orders: ${errorsCell(seed)}; first: \`${seed.sample.slice(0, 160)}\``);
    versions = await versionOf();
  }
  const after = `after ${versions.toLocaleString('en-US')} sheet versions`;
  log(after);
  await measure(`GET /api/games/:id ${after}`, get(`${base}/api/games/${gameId}`), read);
  await measure(`GET /games/:id public page ${after}`, get(`${base}/games/${gameId}`), read);
  await measure(
    `POST orders/check ${after}`,
    { url: `${ordersUrl}/check`, method: 'POST', headers: json, body: sheetBody, connections, vary: rotate },
    { floor: FLOOR_SELECT, floor2: FLOOR_HELLO },
  );

  // 8. Resolve the 100-player turn over HTTP, then the first render of what it publishes.
  log('resolving turn 1');
  const published = await resolveThenFirstReads(base, gameId, gmToken);
  const turn = `${base}/api/games/${gameId}/turns/1`;
  section.values.push({
    label: `resolve turn 1 (${BENCH_PLAYERS} players, ${versions.toLocaleString('en-US')} sheet versions): POST …/resolve`,
    value: `${ms(published.resolveMs)} ms`,
  });
  section.values.push({ label: `publish: first GET of ${published.names}`, value: published.publishValue });
  section.values.push({ label: 'resolve + publish', value: `${ms(published.resolveMs + published.publishMs)} ms` });

  // 9. Published reads of the resolved turn.
  for (const [label, path] of [
    ['GET report.html (turn 1)', `${turn}/report.html`],
    ['GET report.bbcode', `${turn}/report.bbcode`],
    ['GET report.md', `${turn}/report.md`],
    ['GET report?format=json', `${turn}/report?format=json`],
    ['GET map.svg', `${turn}/map.svg`],
    ['GET map.png', `${turn}/map.png`],
    ['GET /games/:id/turns/1 (turn page)', `${base}/games/${gameId}/turns/1`],
    ['GET feed.xml', `${base}/games/${gameId}/feed.xml`],
    ['GET /api/games/:id/scores', `${base}/api/games/${gameId}/scores`],
    ['GET /api/games/:id/scores.csv', `${base}/api/games/${gameId}/scores.csv`],
  ] as const) {
    await measure(label, get(path), read);
  }
  // 10. The 1,000-planet / 64-player game over HTTP (scripts/bench/big-game.ts): created with its map, seated,
  // every player's sheet saved (orders the rules refuse on this first turn left out, as a player would), resolved
  // by the GM, then the first GET of what it publishes.
  await bigGame(section, base, log);

  const rssEnd = rssMb(serverPid);
  section.values.push({ label: 'RSS of the server process after every scenario', value: mb(rssEnd) });

  // 11. Start time on the existing data: stop, start again, until /health answers.
  log('measuring restarts');
  await server.child.stop();
  const starts: number[] = [];
  const restartRss: number[] = [];
  for (let i = 0; i < settings.restarts; i++) {
    server = await startServer(`restart ${i + 1}`);
    starts.push(server.ms);
    restartRss.push(rssMb(entryPid(server.child.pid)));
    await server.child.stop();
  }
  section.values.push({
    label: `start to /health on the existing data (npm start), median of ${starts.length}`,
    value: `${ms(median(starts))} ms (${starts.map((s) => ms(s)).join(', ')})`,
  });
  section.values.push({ label: 'RSS of the server process when /health first answers after those restarts', value: restartRss.map(mb).join(', ') });
  await floor.stop();
  await stopPostgres();

  section.meta.push(
    `database: ${dbDescription}; server pool ${db === 'pglite' ? '1 connection (PGlite)' : poolSize}; the floor: ${db === 'pglite' ? 'its own PGlite in its own process and data directory (PGlite is single-process)' : 'the same database'}`,
    `load: autocannon in the harness process, ${connections} connections, ${duration} s per scenario after a ${Math.max(0.5, duration / 5)} s warm-up; fixed rate ${settings.rate} req/s offered`,
    `game: Lords of Chaos, ${BENCH_PLAYERS} players (274-planet benchmark map), ${settings.games} other games in the database; server LOG_LEVEL ${process.env.LOG_LEVEL ?? 'info (default)'}`,
    `load average before / after (1, 5, 15 min): ${sectionLoad.get(db)?.before ?? '?'} → ${loadAvg()}`,
  );
  return section;
}

// ---------------------------------------------------------------------------------------------------------
// docs/performance.md: one section per database between markers; a run of one database keeps the other's.

const DOC = join(process.cwd(), 'docs', 'performance.md');
const marker = (db: string, end = false) => `<!-- bench:http ${db} ${end ? 'end' : 'start'} -->`;

function runHeader(): string[] {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no']).toString().trim();
    if (dirty) commit += ' (with uncommitted changes)';
  } catch {
    // not a git checkout
  }
  const cpus = os.cpus();
  return [
    `date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}; Node ${process.version}`,
    `commit: ${commit}`,
    `command: \`npm run bench:http -- ${argv.join(' ')}\``.replace(/ -- `$/, '`'),
  ];
}

/** Section 10 of a run: the 1,000-planet / 64-player game, from creation to its first published reads. */
async function bigGame(section: Section, base: string, log: (message: string) => void): Promise<void> {
  log('the 1,000-planet / 64-player game');
  const map = bigMap();
  const scenario = bigScenario(map, { withGarbage: false });
  const since = performance.now();
  const game = await api(base, 'POST', '/api/games', {
    name: 'Benchmark, 1,000 planets, 64 players',
    ruleset: 'lords-of-chaos',
    language: 'en',
    setup: { map },
    resolveWhen: 'gm',
  });
  const gameId = String(game.id);
  const gmToken = String(game.gmToken);
  const createMs = performance.now() - since;
  const realId = new Map<string, string>();
  const tokens = new Map<string, string>();
  for (const player of scenario.players) {
    const seated = await api(
      base,
      'POST',
      `/api/games/${gameId}/players`,
      { name: player.name, data: { warband: player.name, god: player.god, godKind: player.godKind, planets: scenario.owned[player.id] } },
      gmToken,
    );
    realId.set(player.id, String(seated.id));
    tokens.set(player.id, String(seated.token));
  }
  await api(base, 'POST', `/api/games/${gameId}/start`, {}, gmToken);
  // The scenario names players P00…P63; the server gave them their own ids.
  const withRealIds = (orders: unknown[]) =>
    JSON.parse(JSON.stringify(orders).replace(/"P\d\d"/g, (quoted) => JSON.stringify(realId.get(quoted.slice(1, -1)) ?? quoted.slice(1, -1)))) as unknown[];
  let saved = 0;
  let left = 0;
  for (const player of scenario.players) {
    const token = tokens.get(player.id)!;
    let orders = withRealIds(scenario.orders[player.id]!);
    const checked = await api(base, 'POST', `/api/games/${gameId}/turns/1/orders/check`, { orders }, token);
    if (checked.ok !== true) {
      const refused = new Set((checked.errors as { index: number }[]).map((error) => error.index));
      left += refused.size;
      orders = orders.filter((_, index) => !refused.has(index));
    }
    await api(base, 'PUT', `/api/games/${gameId}/turns/1/orders`, { orders }, token);
    saved += orders.length;
  }
  const published = await resolveThenFirstReads(base, gameId, gmToken);
  const label = `the ${map.planets.length.toLocaleString('en-US')}-planet / ${scenario.players.length}-player game`;
  section.values.push({ label: `${label}: POST /api/games with its map`, value: `${ms(createMs)} ms` });
  section.values.push({
    label: `${label}: resolve turn 1 (${saved} orders saved, ${left} refused by the rules check and left out): POST …/resolve`,
    value: `${ms(published.resolveMs)} ms`,
  });
  section.values.push({ label: `${label}: publish, first GET of ${published.names}`, value: published.publishValue });
  section.values.push({ label: `${label}: resolve + publish`, value: `${ms(published.resolveMs + published.publishMs)} ms` });
}

/**
 * The GM resolves turn 1 (POST …/resolve), then the first GET of each thing it publishes (nothing is rendered
 * ahead): the resolution's time, the reads' total, their names and a cell with each read's time.
 */
async function resolveThenFirstReads(
  base: string,
  gameId: string,
  gmToken: string,
): Promise<{ resolveMs: number; publishMs: number; names: string; publishValue: string }> {
  const resolveSince = performance.now();
  await api(base, 'POST', `/api/games/${gameId}/turns/1/resolve`, {}, gmToken);
  const resolveMs = performance.now() - resolveSince;
  const turn = `${base}/api/games/${gameId}/turns/1`;
  const firsts: [string, number][] = [];
  for (const [name, url] of [
    ['report.html', `${turn}/report.html`],
    ['map.svg', `${turn}/map.svg`],
    ['map.png', `${turn}/map.png`],
    ['turn page', `${base}/games/${gameId}/turns/1`],
    ['public page', `${base}/games/${gameId}`],
    ['feed.xml', `${base}/games/${gameId}/feed.xml`],
  ] as const) {
    firsts.push([name, await timedGet(url)]);
  }
  const publishMs = firsts.reduce((sum, [, t]) => sum + t, 0);
  return {
    resolveMs,
    publishMs,
    names: firsts.map(([n]) => n).join(', '),
    publishValue: `${ms(publishMs)} ms (${firsts.map(([n, t]) => `${n} ${ms(t)}`).join(', ')})`,
  };
}

const HOW_TO_READ = `# Performance, measured from outside (\`npm run bench:http\`)

\`npm run bench:http\` (\`scripts/bench/http.ts\`) runs three processes: the server, started exactly as \`npm start\`
starts it (\`node scripts/start.mjs\`, its bundle built beforehand; \`DEMO=0\`, rate limits off, \`LOG_LEVEL\` as in the environment, by default info: every
request logged, to a file); a bare Fastify **floor** (\`scripts/bench/floor.ts\`: \`GET /hello\` returns a constant,
\`GET /select1\` runs \`SELECT 1\`, \`POST /insert\` inserts the request body into a scratch table); and the harness itself,
which sets everything up over the public HTTP API and generates the load (autocannon). The game: Lords of Chaos,
100 players on a 274-planet map (two planets each; every player invades the free planet of its subsector), resolved by
the GM only. Options: \`--db pglite|postgres|both\` (default both; PostgreSQL from Debian's binaries in a temp
directory, skipped with a note when absent), \`--duration <s>\` (default 10), \`--quick\` (a smoke run that does not write
this file), \`--no-write\`. A run of one database replaces only that database's section below.

**How to read the tables.** *req/s* counts 2xx responses per second; *errors* are every other response, socket error
and timeout. GETs are made as a browser makes them (\`Accept-Encoding: gzip, deflate, br\`: the server sends its gzip
copies) by two load-generating threads; writes and checks (each request another player's token and sheet) by one.
The floor is what the same machine, database and driver (Prisma with \`@prisma/adapter-pg\`, opened by
\`src/db/database.ts\` with the same pool size) do with no application: order submission is compared with one
\`INSERT\`, every read with \`SELECT 1\`, with the constant \`GET /hello\`, and (in bold) with a bare Fastify route sending
**the very bytes** the read sent (fetched from the server just before, kept in memory by the floor, with the same
threads and headers; after a warm-up of each, the read and the bare route are counted in four alternating runs of a
quarter of the duration each, so that what the shared machine does meanwhile weighs on both alike; the p50 shown
is the median of the runs', the p99 the worst): on this 2-core machine the load generator shares the CPU with the
server and reads large bodies slowly, so that is the floor a cached answer can reach. A ratio of 0.60 means the route
serves 60% of the floor's requests per second at the same concurrency. At a fixed offered rate the ratio is the share
of the offered rate achieved, with the floor's p99 at that rate beside it; latencies are timed from when autocannon
sends each request (not corrected for coordinated omission). On PGlite the database runs inside the server's process,
on the thread that serves HTTP, so every query is CPU taken from serving; the floor opens its own PGlite (a PGlite
directory belongs to one process), same engine and code. *Publish* is the first GET of each artifact right after the
resolution (nothing is rendered ahead). The 1,000-planet / 64-player game (\`scripts/bench/big-game.ts\`, the game of
\`bench:engine\` and \`bench:reports\`) is created with its map, seated, its sheets saved (the orders its first
turn refuses left out) and resolved over HTTP: its rows are times, not loads. *Start* runs from spawning \`npm start\`'s node process to the first 200 from
\`/health\`. RSS is VmRSS of the server's node process. Each scenario starts only when the previous one's abandoned
requests are served. *CPU µs per request* is the CPU time (user + system, from \`/proc\`) the answering node process
spent during the counted run divided by the responses: the server's (on PGlite its database's too; PostgreSQL's own
processes are not counted), the floor's for floor rows, and for reads the bare route's beside it. It is steadier
than req/s on a shared machine. \`--cpu-prof <dir>\` writes a V8 CPU profile of the server (one per start).

The machine is shared with other work: each run gives its load average, and numbers from a loaded machine are low and
noisy; compare ratios rather than absolute values between runs. Targets of issue 17: order submission ≥ 60% of the
INSERT floor; game JSON and public page ≥ 2,000 req/s with p99 < 50 ms after 10,000 sheet versions; published artifacts
≥ 50% of the bare GET floor; start ≤ 1.5 s (PostgreSQL) / 2.5 s (PGlite); RSS after 500 games ≤ 200 MB / 300 MB.

Earlier in-process numbers (the removed \`bench:api\`, autocannon inside the server's own process) stay in
[\`docs/server.md\`](server.md#benchmark) for reference; they are not comparable with these.
`;

function writeDoc(sections: Section[], header: string[]): void {
  const previous = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
  const parts: string[] = [HOW_TO_READ];
  for (const db of ['pglite', 'postgres'] as const) {
    const fresh = sections.find((s) => s.db === db);
    let body: string;
    if (fresh) {
      // Run metadata first, then the section's own lines.
      body = sectionMarkdown({ ...fresh, meta: [...header, ...fresh.meta] });
    } else {
      const start = previous.indexOf(marker(db));
      const end = previous.indexOf(marker(db, true));
      body =
        start >= 0 && end > start
          ? previous.slice(start + marker(db).length, end).trim() + '\n'
          : `## ${db === 'pglite' ? 'PGlite' : 'PostgreSQL'}\n\nNot measured yet.\n`;
    }
    parts.push(marker(db), body.trimEnd(), marker(db, true), '');
  }
  // Written by hand after the last table (e.g. "Start time and memory"): kept as it is.
  const after = previous.indexOf(marker('postgres', true));
  const kept = after >= 0 ? previous.slice(after + marker('postgres', true).length).trim() : '';
  if (kept) parts.push(kept, '');
  writeFileSync(DOC, parts.join('\n'));
}

// ---------------------------------------------------------------------------------------------------------
// Main

const sectionLoad = new Map<string, { before: string }>();

installExitHandlers();
// npm start builds the server when its sources changed: built here, so that no start below includes a build.
execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const root = mkdtempSync(join(os.tmpdir(), 'turnkeeper-bench-http-'));
removeDirLater(root); // registered first: removed last, after every process is stopped
const header = runHeader();
console.log(`bench:http ${argv.join(' ')}\n${header.map((h) => `  ${h}`).join('\n')}`);
if (quick) console.log('  --quick: a smoke run; the numbers are not benchmarks and docs/performance.md is not written');

const sections: Section[] = [];
let failed = false;
try {
  for (const db of databases) {
    sectionLoad.set(db, { before: loadAvg() });
    sections.push(await runDatabase(db, root));
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await releaseAll();
}

for (const section of sections) {
  console.log('');
  console.log(sectionMarkdown({ ...section, meta: [...header, ...section.meta] }));
}
if (!failed && write && sections.length > 0) {
  writeDoc(sections, header);
  console.log(`written: ${DOC}`);
}
process.exit(failed ? 1 : 0);
