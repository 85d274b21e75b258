/**
 * The 1,000-planet / 64-player Lords of Chaos benchmark game (20 sectors × 10 subsectors × 5 planets, no
 * coordinates, so the automatic layout runs), shared by `bench:engine`, `bench:reports` and `bench:http`: each
 * player holds two subsectors and, every turn, invades the subsector between it and the next player (alone and in
 * an alliance with its neighbours), attacks its neighbour, defends, cedes and exchanges planets and claims deeds.
 * Deterministic: the same map and sheets on every run.
 */
import type { GameMap, Player } from '../../src/engine/rulesets/lords-of-chaos/schemas.ts';

export const BIG_SECTORS = 20; // 10 outer + 10 eye
export const BIG_SUBSECTORS_PER_SECTOR = 10;
export const BIG_PLANETS_PER_SUBSECTOR = 5;
export const BIG_PLAYERS = 64;

/** A small linear congruential generator: the benchmarks need the same numbers on every run, not good ones. */
function generator(seed: number): (n: number) => number {
  let state = seed;
  return (n) => ((state = (state * 1103515245 + 12345) % 2147483648), state % n);
}

export function bigMap(): GameMap {
  const rand = generator(4242);
  const map: GameMap = { id: 'bench-1000', name: 'Benchmark, 1,000 planets', sectors: [], subsectors: [], planets: [], adjacency: [] };
  const gods = ['Khorne', 'Nurgle', 'Tzeentch', 'Slaanesh'];
  for (let s = 0; s < BIG_SECTORS; s++) {
    const sector = `S${s}`;
    map.sectors.push({ id: sector, name: `Sector ${s}`, kind: s < BIG_SECTORS / 2 ? 'outer' : 'eye' });
    for (let u = 0; u < BIG_SUBSECTORS_PER_SECTOR; u++) {
      const sub = `${sector}-${u}`;
      map.subsectors.push({ id: sub, sector });
      if (u > 0) map.adjacency.push([`${sector}-${u - 1}`, sub]);
      for (let p = 0; p < BIG_PLANETS_PER_SUBSECTOR; p++) {
        map.planets.push({
          id: s === 0 && u === 0 && p === 0 ? 'cadia' : `${sub}-p${p}`,
          name: `World ${s}.${u}.${p}`,
          subsector: sub,
          resources: rand(4) === 0,
          extreme: rand(6) === 0,
          inhabitants: rand(5) === 0 ? { count: 1 + rand(3), kind: 'Cadians' } : null,
          sacredTo: rand(20) === 0 ? gods[rand(4)]! : null,
        });
      }
    }
    if (s > 0 && s !== BIG_SECTORS / 2) map.adjacency.push([`S${s - 1}-9`, `${sector}-0`]);
  }
  for (let k = 0; k < BIG_SECTORS / 2; k++) {
    map.adjacency.push(k % 3 === 0 ? [`S${k}-5`, `S${k + BIG_SECTORS / 2}-5`, { gate: true }] : [`S${k}-5`, `S${k + BIG_SECTORS / 2}-5`]);
  }
  return map;
}

/** The gods players follow, in seat order (every kind the rules know). */
export const BIG_GODS: [string, Player['godKind']][] = [
  ['Khorne', 'major'],
  ['Nurgle', 'major'],
  ['Tzeentch', 'major'],
  ['Slaanesh', 'major'],
  ['Malal', 'minor'],
  ['Undivided', 'undivided'],
  ['Renegade', 'renegade'],
];
const DEEDS = ['burn', 'eye_lord', 'invincible', 'chosen', 'pirate_king', 'warlord', 'no_mercy', 'daemon_weapon', 'conscription', 'fall_of_cadia'];

export interface BigScenario {
  players: Player[];
  /** Planet → the player holding it at the start. */
  control: Record<string, string>;
  /** Each player's planets (two subsectors). */
  owned: Record<string, string[]>;
  /** Each player's order sheet; `withGarbage` adds an order to an unknown planet and one of no known type. */
  orders: Record<string, unknown[]>;
}

export function bigScenario(map: GameMap, options: { withGarbage: boolean }): BigScenario {
  const rand = generator(12345);
  const subs = map.subsectors.map((s) => s.id);
  const planetsOf = (sub: string) => map.planets.filter((p) => p.subsector === sub).map((p) => p.id);
  const players: Player[] = [];
  const control: Record<string, string> = {};
  const owned: Record<string, string[]> = {};
  const mine: string[][] = [];
  for (let i = 0; i < BIG_PLAYERS; i++) {
    const id = `P${String(i).padStart(2, '0')}`;
    const [god, godKind] = BIG_GODS[i % BIG_GODS.length]!;
    players.push({ id, name: `Warband ${i}`, god, godKind });
    const planets = [...planetsOf(subs[3 * i]!), ...planetsOf(subs[3 * i + 1]!)];
    for (const p of planets) control[p] = id;
    owned[id] = planets;
    mine.push(planets);
  }
  const orders: Record<string, unknown[]> = {};
  // the first planet of the subsector between player i and player i+1: their joint target
  const jointTarget = players.map((_, i) => planetsOf(subs[3 * i + 2]!)[0]!);
  players.forEach((player, i) => {
    const sheet: unknown[] = [];
    const between = planetsOf(subs[3 * i + 2]!).slice(1); // the rest of that subsector: solo invasions
    const ally = players[(i + 1) % BIG_PLAYERS]!.id;
    // alliance with the next player on the joint target
    sheet.push({
      type: 'invade',
      planet: jointTarget[i]!,
      count: 1 + rand(3),
      alliance: { members: [player.id, ally], beneficiary: player.id, warlord: player.id },
    });
    // join the previous player's alliance with the same terms (it names the previous player beneficiary)
    if (i > 0) {
      const prev = players[i - 1]!.id;
      sheet.push({ type: 'invade', planet: jointTarget[i - 1]!, count: 1 + rand(2), alliance: { members: [player.id, prev], beneficiary: prev } });
    }
    for (let k = 0; k < 4; k++) sheet.push({ type: 'invade', planet: between[rand(between.length)]!, count: 1 + rand(4) });
    sheet.push({ type: 'invade', planet: mine[(i + 1) % BIG_PLAYERS]![rand(10)]!, count: 2 });
    for (let k = 0; k < 3; k++) sheet.push({ type: 'defend', planet: mine[i]![rand(10)]!, count: 1 + rand(2) });
    sheet.push({ type: 'defendSector', sector: `S${Math.floor((3 * i) / BIG_SUBSECTORS_PER_SECTOR)}`, count: 1 });
    // exchanges between pairs (2k, 2k+1)
    const partner = i % 2 === 0 ? i + 1 : i - 1;
    sheet.push({ type: 'cede', planet: mine[i]![9]!, to: players[partner]!.id, exchangeFor: mine[partner]![9]! });
    sheet.push({ type: 'cede', planet: mine[i]![8]!, to: players[(i + 7) % BIG_PLAYERS]!.id });
    for (let k = 0; k < 4; k++) sheet.push({ type: 'claimDeed', deed: DEEDS[rand(DEEDS.length)]!, choice: 'Nurgle' });
    if (options.withGarbage) sheet.push({ type: 'invade', planet: 'nowhere' }, { garbage: true });
    orders[player.id] = sheet;
  });
  return { players, control, owned, orders };
}
