// `npm run bench:scale`: load runs and how their figures are written (each beside the floor of the same run).
import { combineLoads, load, type LoadResult } from './http-support.ts';

export const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
export const JSON_BODY = { 'content-type': 'application/json' };

export const ms = (value: number) => (!Number.isFinite(value) ? 'n/a' : value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
export const rate = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1));
export const mb = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} MB` : 'n/a');
export const bytes = (value: number) =>
  value >= 1024 * 1024 ? `${(value / 1024 / 1024).toFixed(1)} MB` : value >= 1024 ? `${(value / 1024).toFixed(1)} KB` : `${value} B`;
export const count = (value: number) => value.toLocaleString('en-US');

export interface Row {
  label: string;
  result: LoadResult;
  /** The floor row of the same run it is read against. */
  floor?: Row;
}

/** A GET load over several paths in turn (one load thread: the path changes per request). */
export function getLoad(base: string, paths: readonly string[], connections: number, duration: number): Promise<LoadResult> {
  let next = 0;
  return load({
    url: `${base}${paths[0]}`,
    headers: BROWSER,
    connections,
    duration,
    vary: () => ({ path: paths[next++ % paths.length]! }),
  });
}

/** PUT orders by several players in turn: each request the next player's token and sheet. */
export function saveLoad(
  base: string,
  saves: readonly { path: string; token: string; body: string }[],
  connections: number,
  duration: number,
): Promise<LoadResult> {
  let next = 0;
  return load({
    url: `${base}${saves[0]!.path}`,
    method: 'PUT',
    headers: JSON_BODY,
    body: saves[0]!.body,
    connections,
    duration,
    vary: () => {
      const save = saves[next++ % saves.length]!;
      return { path: save.path, headers: { authorization: `Bearer ${save.token}` }, body: save.body };
    },
  });
}

function errors(result: LoadResult): string {
  if (result.errors === 0) return '0';
  const detail = Object.entries(result.statuses)
    .map(([code, n]) => `${n}× ${code}`)
    .join(', ');
  return `${result.errors} of ${result.total} (${detail})`;
}

export function loadTable(rows: readonly Row[]): string[] {
  const lines = ['| load | req/s (2xx) | p50 ms | p99 ms | errors | floor of the same run |', '|---|---:|---:|---:|---|---|'];
  for (const row of rows) {
    const floor = row.floor
      ? `${row.floor.label}: ${rate(row.floor.result.rps)} req/s, p99 ${ms(row.floor.result.p99)} ms → **${(row.result.rps / Math.max(row.floor.result.rps, 0.001)).toFixed(2)}** of it`
      : '';
    lines.push(`| ${row.label} | ${rate(row.result.rps)} | ${ms(row.result.p50)} | ${ms(row.result.p99)} | ${errors(row.result)} | ${floor} |`);
  }
  return lines;
}

export function valueTable(values: readonly [string, string][]): string[] {
  return ['| measurement | value |', '|---|---|', ...values.map(([label, value]) => `| ${label} | ${value} |`)];
}

/** Times each GET (sequential, body read): p50 and max in ms, throws unless 200. */
export async function timedGets(base: string, paths: readonly string[], concurrency = 1): Promise<{ p50: number; max: number; totalMs: number }> {
  const times: number[] = [];
  const since = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        const start = performance.now();
        const response = await fetch(`${base}${path}`, { headers: BROWSER });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
        times.push(performance.now() - start);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)] ?? Number.NaN, max: times.at(-1) ?? Number.NaN, totalMs: performance.now() - since };
}

/**
 * A load and its floor counted in alternating runs (`rounds` of each, `duration / rounds` seconds each), so that
 * what the shared machine does meanwhile weighs on both alike; each run's figures combined (combineLoads).
 */
export async function alternating(
  label: string,
  floorLabel: string,
  run: (seconds: number) => Promise<LoadResult>,
  floor: (seconds: number) => Promise<LoadResult>,
  duration: number,
  rounds = 2,
): Promise<Row> {
  const runs: LoadResult[] = [];
  const floors: LoadResult[] = [];
  const seconds = Math.max(1, Math.round(duration / rounds));
  for (let i = 0; i < rounds; i++) {
    floors.push(await floor(seconds));
    runs.push(await run(seconds));
  }
  return { label, result: combineLoads(runs), floor: { label: floorLabel, result: combineLoads(floors) } };
}

/** SCALE_SERVER_ENV='NAME=value …': settings added to the environment of the memory and storm scenarios' servers (to weigh a setting: run with and without). */
export function extraEnv(): NodeJS.ProcessEnv {
  const raw = process.env.SCALE_SERVER_ENV?.trim();
  if (!raw) return {};
  return Object.fromEntries(
    raw.split(/\s+/).map((pair) => {
      const at = pair.indexOf('=');
      if (at <= 0) throw new Error(`SCALE_SERVER_ENV: "${pair}" is not NAME=value`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** The server's /metrics text (prom-client's exposition). */
async function scrapeMetrics(base: string): Promise<string> {
  return (await fetch(`${base}/metrics`)).text();
}

/** One sample of a metric in that text (`label` picks a series by its cache="…" label); NaN when absent. */
function metricValue(text: string, name: string, label = ''): number {
  return Number(new RegExp(`^${name}(?:\\{${label || '[^}]*'}\\})?\\s+([0-9.e+]+)`, 'm').exec(text)?.[1] ?? Number.NaN);
}

/** What the server's caches hold, as /metrics gives it: the per-game caches (GAME_CACHE_MB) and the rendered artifacts (PUBLISHED_CACHE_MB). */
export async function cachesOf(base: string): Promise<string> {
  const text = await scrapeMetrics(base);
  const one = (cache: string) => {
    const value = (name: string) => metricValue(text, name, `cache="${cache}"`);
    return `${(value('turnkeeper_cache_bytes') / 1024 / 1024).toFixed(1)} MB in ${count(value('turnkeeper_cache_entries'))} entries`;
  };
  return `game ${one('game')}; published ${one('published')}`;
}

/** How many idle collections the server made (src/idle-collection.ts) and the time they took, from /metrics. */
export async function idleCollectionsOf(base: string): Promise<string> {
  const text = await scrapeMetrics(base);
  return `${metricValue(text, 'turnkeeper_idle_collections_total')} (${ms(metricValue(text, 'turnkeeper_idle_collection_seconds_total') * 1000)} ms in all)`;
}

/** The process's own account of its memory, as /metrics gives it (prom-client's default metrics). */
export async function heapOf(base: string): Promise<string> {
  const text = await scrapeMetrics(base);
  const value = (name: string) => metricValue(text, name) / 1024 / 1024;
  return `${mb(value('nodejs_heap_size_used_bytes'))} / ${mb(value('nodejs_heap_size_total_bytes'))}; ${mb(value('nodejs_external_memory_bytes'))}`;
}
