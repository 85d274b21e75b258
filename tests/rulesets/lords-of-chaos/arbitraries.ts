import fc from 'fast-check';
import { DEED_IDS } from '../../../src/engine/rulesets/lords-of-chaos/deeds/index.ts';
import type { GameMap, Player, StateInput } from '../../../src/engine/rulesets/lords-of-chaos/schemas.ts';

/** Random small valid maps, seated players, positions and order sheets (including garbage orders). */

export interface Scenario {
  map: GameMap;
  players: Player[];
  state: StateInput;
  orders: Record<string, unknown[]>;
  seed: string;
}

const GODS: [string, Player['godKind']][] = [
  ['Khorne', 'major'],
  ['Nurgle', 'major'],
  ['Tzeentch', 'major'],
  ['Slaanesh', 'major'],
  ['Malal', 'minor'],
  ['Undivided', 'undivided'],
  ['Renegade', 'renegade'],
];
const SACRED = [null, null, null, 'Khorne', 'Nurgle', 'Tzeentch', 'Slaanesh', 'Malal'];

const planetTraits = fc.record({
  resources: fc.boolean(),
  extreme: fc.boolean(),
  inhabitants: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
  sacredTo: fc.constantFrom(...SACRED),
});

export const mapArb: fc.Arbitrary<GameMap> = fc
  .record({
    sectors: fc.array(
      fc.record({
        eye: fc.boolean(),
        subsectors: fc.array(fc.array(planetTraits, { minLength: 2, maxLength: 3 }), { minLength: 1, maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    edges: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: 12 }),
    cadia: fc.boolean(),
  })
  .map(({ sectors, edges, cadia }) => {
    sectors[0]!.eye = false; // at least one outer sector
    const map: GameMap = { sectors: [], subsectors: [], planets: [], adjacency: [] };
    sectors.forEach((sector, s) => {
      const sectorId = `s${s}`;
      map.sectors.push({ id: sectorId, kind: sector.eye ? 'eye' : 'outer' });
      sector.subsectors.forEach((planets, u) => {
        const subId = `${sectorId}-${u}`;
        map.subsectors.push({ id: subId, sector: sectorId });
        planets.forEach((t, p) => {
          map.planets.push({
            id: cadia && map.planets.length === 0 ? 'cadia' : `${subId}-p${p}`,
            subsector: subId,
            resources: t.resources,
            extreme: t.extreme,
            inhabitants: t.inhabitants === null ? null : { count: t.inhabitants, kind: 'natives' },
            sacredTo: t.sacredTo,
          });
        });
      });
    });
    const subs = map.subsectors;
    const kind = (sub: string) => map.sectors.find((s) => s.id === subs.find((x) => x.id === sub)!.sector)!.kind;
    const seen = new Set<string>();
    for (const [a, b, gate] of edges) {
      const x = subs[a % subs.length]!.id;
      const y = subs[b % subs.length]!.id;
      const key = [x, y].sort().join('|');
      if (x === y || seen.has(key)) continue;
      seen.add(key);
      map.adjacency.push(gate && kind(x) !== kind(y) ? [x, y, { gate: true }] : [x, y]);
    }
    return map;
  });

export const playersArb: fc.Arbitrary<Player[]> = fc
  .uniqueArray(fc.constantFrom('A', 'B', 'C', 'D', 'E'), { minLength: 1, maxLength: 5 })
  .chain((ids) =>
    fc
      .tuple(...ids.map(() => fc.constantFrom(...GODS)))
      .map((gods) => ids.map((id, i) => ({ id, name: `Warband ${id}`, god: gods[i]![0], godKind: gods[i]![1] }))),
  );

function orderArb(planets: string[], sectors: string[], players: string[]): fc.Arbitrary<unknown> {
  const planet = fc.oneof(fc.constantFrom(...planets), fc.constant('nowhere'));
  const player = fc.oneof(fc.constantFrom(...players), fc.constant('ghost'));
  const count = fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 1, max: 4 }) }, { weight: 1, arbitrary: fc.integer({ min: -1, max: 0 }) });
  const alliance = fc
    .record({
      members: fc.uniqueArray(fc.constantFrom(...players), { minLength: 1, maxLength: 4 }),
      pick: fc.nat(),
      warlord: fc.boolean(),
      killOrder: fc.boolean(),
    })
    .map(({ members, pick, warlord, killOrder }) => ({
      members,
      beneficiary: members[pick % members.length]!,
      ...(warlord ? { warlord: members[(pick + 1) % members.length]! } : {}),
      ...(killOrder ? { killOrder: [...members].reverse() } : {}),
    }));
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record(
        { type: fc.constant('invade'), planet, count, alliance: fc.option(alliance, { nil: undefined }) },
        { requiredKeys: ['type', 'planet', 'count'] },
      ),
    },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('defend'), planet, count }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('defendSector'), sector: fc.oneof(fc.constantFrom(...sectors), fc.constant('nope')), count }) },
    {
      weight: 2,
      arbitrary: fc.record(
        { type: fc.constant('cede'), planet, to: player, exchangeFor: fc.option(planet, { nil: undefined }) },
        { requiredKeys: ['type', 'planet', 'to'] },
      ),
    },
    {
      weight: 2,
      arbitrary: fc.record(
        {
          type: fc.constant('claimDeed'),
          deed: fc.oneof(fc.constantFrom(...DEED_IDS), fc.constant('nope')),
          choice: fc.option(fc.constantFrom('Khorne', 'Nurgle', 'Tzeentch', 'Slaanesh', 'Malal'), { nil: undefined }),
        },
        { requiredKeys: ['type', 'deed'] },
      ),
    },
    { weight: 1, arbitrary: fc.anything() },
  );
}

export const scenarioArb: fc.Arbitrary<Scenario> = fc.tuple(mapArb, playersArb).chain(([map, players]) => {
  const planetIds = map.planets.map((p) => p.id);
  const ids = players.map((p) => p.id);
  return fc.record({
    map: fc.constant(map),
    players: fc.constant(players),
    state: fc.record({
      turn: fc.integer({ min: 1, max: 8 }),
      control: fc
        .tuple(...planetIds.map(() => fc.option(fc.constantFrom(...ids), { nil: null, freq: 2 })))
        .map((owners) => Object.fromEntries(planetIds.map((p, i) => [p, owners[i]!] as const).filter(([, o]) => o !== null))),
      scores: fc.tuple(...ids.map(() => fc.nat(50))).map((s) => Object.fromEntries(ids.map((id, i) => [id, s[i]!]))),
      deedsTaken: fc.subarray([...DEED_IDS], { maxLength: 4 }),
      permanentActions: fc.tuple(...ids.map(() => fc.nat(2))).map((s) => Object.fromEntries(ids.map((id, i) => [id, s[i]!]))),
    }),
    orders: fc
      .tuple(
        fc.tuple(
          ...ids.map(() =>
            fc.array(
              orderArb(
                planetIds,
                map.sectors.map((s) => s.id),
                ids,
              ),
              { maxLength: 8 },
            ),
          ),
        ),
        // coordinated alliances: every member writes the same terms on the same planet (so some of them hold)
        fc.array(
          fc.record({
            planet: fc.constantFrom(...planetIds),
            members: fc.subarray(ids, { minLength: Math.min(2, ids.length) }),
            pick: fc.nat(),
            count: fc.integer({ min: 1, max: 3 }),
          }),
          { maxLength: 2 },
        ),
      )
      .map(([sheets, pacts]) => {
        const orders = Object.fromEntries(ids.map((id, i) => [id, sheets[i]!]));
        for (const { planet, members, pick, count } of pacts) {
          if (members.length < 2) continue;
          const alliance = { members, beneficiary: members[pick % members.length]!, warlord: members[(pick + 1) % members.length]! };
          for (const m of members) orders[m]!.unshift({ type: 'invade', planet, count, alliance });
        }
        return orders;
      }),
    seed: fc.string({ maxLength: 12 }),
  });
});
