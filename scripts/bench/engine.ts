/**
 * `npm run bench:engine`: resolves a 1,000-planet, 64-player turn with full order sheets (invasions, alliances,
 * exchanges, defences, claims, some garbage) ≥ 20 times; prints median / p95 ms and peak memory.
 * Each run gets a fresh structuredClone of the map, so the map index is rebuilt every time (as for a map loaded
 * from the database).
 */
import { performance } from 'node:perf_hooks';
import { normalizeState, resolveTurn } from '../../src/engine/rulesets/lords-of-chaos/index.ts';
import { validateMap } from '../../src/engine/rulesets/lords-of-chaos/map-validation.ts';
import type { GameMap, Player } from '../../src/engine/rulesets/lords-of-chaos/schemas.ts';

const SECTORS = 20; // 10 outer + 10 eye
const SUBSECTORS_PER_SECTOR = 10;
const PLANETS_PER_SUBSECTOR = 5;
const PLAYERS = 64;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

let lcg = 12345;
const rand = (n: number) => ((lcg = (lcg * 1103515245 + 12345) % 2147483648), lcg % n);

function buildMap(): GameMap {
  const map: GameMap = { id: 'bench', sectors: [], subsectors: [], planets: [], adjacency: [] };
  const gods = ['Khorne', 'Nurgle', 'Tzeentch', 'Slaanesh'];
  for (let s = 0; s < SECTORS; s++) {
    const sector = `S${s}`;
    map.sectors.push({ id: sector, kind: s < SECTORS / 2 ? 'outer' : 'eye' });
    for (let u = 0; u < SUBSECTORS_PER_SECTOR; u++) {
      const sub = `${sector}-${u}`;
      map.subsectors.push({ id: sub, sector });
      if (u > 0) map.adjacency.push([`${sector}-${u - 1}`, sub]);
      for (let p = 0; p < PLANETS_PER_SUBSECTOR; p++) {
        const id = s === 0 && u === 0 && p === 0 ? 'cadia' : `${sub}-p${p}`;
        map.planets.push({
          id,
          subsector: sub,
          resources: rand(4) === 0,
          extreme: rand(6) === 0,
          inhabitants: rand(5) === 0 ? { count: 1 + rand(3), kind: 'natives' } : null,
          sacredTo: rand(20) === 0 ? gods[rand(4)]! : null,
        });
      }
    }
    if (s > 0 && s !== SECTORS / 2) map.adjacency.push([`S${s - 1}-9`, `${sector}-0`]);
  }
  for (let k = 0; k < SECTORS / 2; k++) {
    map.adjacency.push(k % 3 === 0 ? [`S${k}-5`, `S${k + SECTORS / 2}-5`, { gate: true }] : [`S${k}-5`, `S${k + SECTORS / 2}-5`]);
  }
  return map;
}

const GODS: [string, Player['godKind']][] = [
  ['Khorne', 'major'], ['Nurgle', 'major'], ['Tzeentch', 'major'], ['Slaanesh', 'major'],
  ['Malal', 'minor'], ['Undivided', 'undivided'], ['Renegade', 'renegade'],
];
const DEEDS = ['burn', 'eye_lord', 'invincible', 'chosen', 'pirate_king', 'warlord', 'no_mercy', 'daemon_weapon', 'conscription', 'fall_of_cadia'];

function scenario(map: GameMap) {
  const subs = map.subsectors.map((s) => s.id);
  const planetsOf = (sub: string) => map.planets.filter((p) => p.subsector === sub).map((p) => p.id);
  const players: Player[] = [];
  const control: Record<string, string> = {};
  const owned: string[][] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const id = `P${String(i).padStart(2, '0')}`;
    const [god, godKind] = GODS[i % GODS.length]!;
    players.push({ id, name: `Warband ${i}`, god, godKind });
    const mine = [...planetsOf(subs[3 * i]!), ...planetsOf(subs[3 * i + 1]!)];
    for (const p of mine) control[p] = id;
    owned.push(mine);
  }
  const orders: Record<string, unknown[]> = {};
  // the first planet of the subsector between player i and player i+1: their joint target
  const jointTarget = players.map((_, i) => planetsOf(subs[3 * i + 2]!)[0]!);
  players.forEach((player, i) => {
    const sheet: unknown[] = [];
    const between = planetsOf(subs[3 * i + 2]!).slice(1); // the rest of that subsector: solo invasions
    const ally = players[(i + 1) % PLAYERS]!.id;
    // alliance with the next player on the joint target
    sheet.push({ type: 'invade', planet: jointTarget[i]!, count: 1 + rand(3), alliance: { members: [player.id, ally], beneficiary: player.id, warlord: player.id } });
    // join the previous player's alliance with the same terms (it names the previous player beneficiary)
    if (i > 0) {
      const prev = players[i - 1]!.id;
      sheet.push({ type: 'invade', planet: jointTarget[i - 1]!, count: 1 + rand(2), alliance: { members: [player.id, prev], beneficiary: prev } });
    }
    for (let k = 0; k < 4; k++) sheet.push({ type: 'invade', planet: between[rand(between.length)]!, count: 1 + rand(4) });
    sheet.push({ type: 'invade', planet: owned[(i + 1) % PLAYERS]![rand(10)]!, count: 2 });
    for (let k = 0; k < 3; k++) sheet.push({ type: 'defend', planet: owned[i]![rand(10)]!, count: 1 + rand(2) });
    sheet.push({ type: 'defendSector', sector: `S${Math.floor((3 * i) / SUBSECTORS_PER_SECTOR)}`, count: 1 });
    // exchanges between pairs (2k, 2k+1)
    const partner = i % 2 === 0 ? i + 1 : i - 1;
    sheet.push({ type: 'cede', planet: owned[i]![9]!, to: players[partner]!.id, exchangeFor: owned[partner]![9]! });
    sheet.push({ type: 'cede', planet: owned[i]![8]!, to: players[(i + 7) % PLAYERS]!.id });
    for (let k = 0; k < 4; k++) sheet.push({ type: 'claimDeed', deed: DEEDS[rand(DEEDS.length)]!, choice: 'Nurgle' });
    sheet.push({ type: 'invade', planet: 'nowhere' }, { garbage: true });
    orders[player.id] = sheet;
  });
  return { players, control, orders };
}

const map = buildMap();
const validation = validateMap(map);
if (!validation.ok) throw new Error(`bench map invalid: ${JSON.stringify(validation.problems.slice(0, 3))}`);
const { players, control, orders } = scenario(map);
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
console.log(`  last run: ${events.filter((e) => e.type === 'conquest').length} conquests, ${events.filter((e) => e.type === 'attack' && e.players.length > 1).length} allied attacks, ${events.filter((e) => e.type === 'cession').length} cessions, ${Object.keys(last!.deeds).length} deeds, ${last!.draws.length} draws`);
console.log(`  warm-up: ${warmup.map((t) => t.toFixed(0)).join(', ')} ms (first run cold)`);
console.log(`  runs: ${RUNS}  median: ${pct(0.5).toFixed(1)} ms  p95: ${pct(0.95).toFixed(1)} ms  max: ${sorted.at(-1)!.toFixed(1)} ms`);
console.log(`  peak rss: ${mb(peakRss)} MB  peak heap used: ${mb(peakHeap)} MB`);
