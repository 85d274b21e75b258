/**
 * `npm run bench:engine`: resolves a 1,000-planet, 64-player turn with full order sheets (invasions, alliances,
 * exchanges, defences, claims, some garbage) ≥ 20 times; prints median / p95 ms and peak memory.
 * Each run gets a fresh structuredClone of the map, so the map index is rebuilt every time (as for a map loaded
 * from the database).
 */
import { performance } from 'node:perf_hooks';
import { normalizeState, resolveTurn } from '../../src/engine/rulesets/lords-of-chaos/index.ts';
import { validateMap } from '../../src/engine/rulesets/lords-of-chaos/map-validation.ts';
import { bigMap, bigScenario } from './big-game.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const map = bigMap();
const validation = validateMap(map);
if (!validation.ok) throw new Error(`bench map invalid: ${JSON.stringify(validation.problems.slice(0, 3))}`);
const { players, control, orders } = bigScenario(map, { withGarbage: true });
const orderCount = Object.values(orders).reduce((n, s) => n + s.length, 0);
const state = normalizeState(map, players, { turn: 7, control, permanentActions: Object.fromEntries(players.map((p) => [p.id, 25])) });

const WARMUP = 5; // JIT warm-up runs, timed separately and not counted
const warmup: number[] = [];
for (let run = 0; run < WARMUP; run++) {
  const t0 = performance.now();
  resolveTurn({ map: structuredClone(map), players, state, orders, seed: `warmup-${run}` });
  warmup.push(performance.now() - t0);
}
const times: number[] = [];
let peakRss = 0;
let peakHeap = 0;
let last: ReturnType<typeof resolveTurn> | null = null;
for (let run = 0; run < RUNS; run++) {
  const freshMap = structuredClone(map);
  const t0 = performance.now();
  last = resolveTurn({ map: freshMap, players, state, orders, seed: `bench-${run}` });
  times.push(performance.now() - t0);
  const mem = process.memoryUsage();
  peakRss = Math.max(peakRss, mem.rss);
  peakHeap = Math.max(peakHeap, mem.heapUsed);
}
const sorted = [...times].sort((a, b) => a - b);
const pct = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const accepted = orderCount - last!.rejected.length;
const events = last!.events;
console.log(`Lords of Chaos engine bench: ${map.planets.length} planets, ${players.length} players, ${orderCount} orders (${accepted} accepted)`);
console.log(
  `  last run: ${events.filter((e) => e.type === 'conquest').length} conquests, ${events.filter((e) => e.type === 'attack' && e.players.length > 1).length} allied attacks, ${events.filter((e) => e.type === 'cession').length} cessions, ${Object.keys(last!.deeds).length} deeds, ${last!.draws.length} draws`,
);
console.log(`  warm-up: ${warmup.map((t) => t.toFixed(0)).join(', ')} ms (first run cold)`);
console.log(`  runs: ${RUNS}  median: ${pct(0.5).toFixed(1)} ms  p95: ${pct(0.95).toFixed(1)} ms  max: ${sorted.at(-1)!.toFixed(1)} ms`);
console.log(`  peak rss: ${mb(peakRss)} MB  peak heap used: ${mb(peakHeap)} MB`);
