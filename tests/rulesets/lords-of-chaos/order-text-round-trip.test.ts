import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LANGS, type Lang } from '../../../src/engine/core/catalogue.ts';
import { DEED_IDS } from '../../../src/engine/rulesets/lords-of-chaos/deeds/index.ts';
import { lordsOfChaos, normalizeState, type LocPlayer } from '../../../src/engine/rulesets/lords-of-chaos/index.ts';
import { MAJOR_GODS, type GameMap, type Order } from '../../../src/engine/rulesets/lords-of-chaos/schemas.ts';
import { mapArb } from './arbitraries.ts';

/**
 * Issue 36: every saved sheet has a canonical text, and that text parses back to the same sheet, for every order
 * kind and both languages. Sheets are legal-shaped (the shape the parser and the order form make: an alliance
 * lists the writer among its members, sorted, without repeats, with a non-empty kill order when it has one);
 * whether the rules accept them is checkSheet's business.
 */

const orderText = lordsOfChaos.orderText!;

function sheetArb(planets: readonly string[], sectors: readonly string[], players: readonly string[], me: string): fc.Arbitrary<Order[]> {
  const planet = fc.constantFrom(...planets);
  const count = fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 1000 }));
  const others = players.filter((p) => p !== me);
  const alliance =
    others.length === 0
      ? fc.constant(undefined)
      : fc
          .record({
            allies: fc.uniqueArray(fc.constantFrom(...others), { minLength: 1, maxLength: others.length }),
            pick: fc.nat(),
            warlord: fc.option(fc.nat(), { nil: undefined }),
            killOrder: fc.option(fc.nat(), { nil: undefined }),
          })
          .chain(({ allies, pick, warlord, killOrder }) => {
            const members = [me, ...allies].sort();
            const kill = killOrder === undefined ? fc.constant(undefined) : fc.shuffledSubarray(members, { minLength: 1 });
            return kill.map((order) => ({
              members,
              beneficiary: members[pick % members.length]!,
              ...(warlord !== undefined ? { warlord: members[warlord % members.length]! } : {}),
              ...(order !== undefined ? { killOrder: order } : {}),
            }));
          });
  const order: fc.Arbitrary<Order> = fc.oneof(
    fc
      .record({ type: fc.constant('invade' as const), planet, count, alliance: fc.option(alliance, { nil: undefined }) })
      .map(({ alliance: a, ...rest }) => (a ? { ...rest, alliance: a } : rest)),
    fc.record({ type: fc.constant('defend' as const), planet, count }),
    fc.record({ type: fc.constant('defendSector' as const), sector: fc.constantFrom(...sectors), count }),
    others.length === 0
      ? fc.record({ type: fc.constant('defend' as const), planet, count })
      : fc.record(
          { type: fc.constant('cede' as const), planet, to: fc.constantFrom(...others), exchangeFor: fc.option(planet, { nil: undefined }) },
          { requiredKeys: ['type', 'planet', 'to'] },
        ),
    fc.record(
      { type: fc.constant('claimDeed' as const), deed: fc.constantFrom(...DEED_IDS), choice: fc.option(fc.constantFrom(...MAJOR_GODS), { nil: undefined }) },
      { requiredKeys: ['type', 'deed'] },
    ),
  );
  return fc.array(order, { maxLength: 6 });
}

function roundTrip(map: GameMap, players: LocPlayer[], me: string, sheet: Order[], lang: Lang): void {
  const ctx = { setup: { map }, players, state: normalizeState(map, players, {}), player: me, lang };
  const text = orderText.print(sheet, ctx);
  const parsed = orderText.parse(text, ctx);
  if (!parsed.ok) throw new Error(`${text}\n→ ${parsed.problems.map((p) => p.message).join('\n')}`);
  expect(parsed.sheet, text).toEqual(sheet);
  expect(parsed.sources).toHaveLength(sheet.length);
}

describe('sheet → text → sheet', () => {
  test('the shipped map and the demo warbands, any writer, both languages', () => {
    const setup = lordsOfChaos.defaultSetup();
    const players = lordsOfChaos.demo!.seats.map((seat, i) =>
      lordsOfChaos.playerSchema.parse({ ...seat.data, id: `p${i + 1}`, name: seat.name }),
    ) as LocPlayer[];
    const ids = players.map((p) => p.id);
    const planets = setup.map.planets.map((p) => p.id);
    const sectors = setup.map.sectors.map((s) => s.id);
    fc.assert(
      fc.property(
        fc.constantFrom(...ids).chain((me) => fc.tuple(fc.constant(me), sheetArb(planets, sectors, ids, me), fc.constantFrom(...LANGS))),
        ([me, sheet, lang]) => roundTrip(setup.map, players, me, sheet, lang),
      ),
      { numRuns: 300 },
    );
  });

  // Warband names that collide with order words, lists and each other's beginnings; ids as planet names.
  const WARBANDS = ['World Eaters', 'Los Hijos del Emperador', 'Sons and Daughters', 'Con Men', 'A', 'Word Bearers', 'Guardia de la Muerte', 'Night Lords'];
  const seatsArb = fc.uniqueArray(fc.constantFrom(...WARBANDS), { minLength: 1, maxLength: 5 }).map((warbands) =>
    warbands.map((warband, i): LocPlayer => ({
      id: `s${i + 1}`,
      name: `Player ${String.fromCharCode(65 + i)}`,
      warband,
      god: MAJOR_GODS[i % 4]!,
      godKind: 'major',
      planets: [],
    })),
  );

  test('generated maps (planets named by their ids) and awkward warband names', () => {
    fc.assert(
      fc.property(
        fc.tuple(mapArb, seatsArb).chain(([map, players]) =>
          fc.constantFrom(...players.map((p) => p.id)).chain((me) =>
            fc.tuple(
              fc.constant(map),
              fc.constant(players),
              fc.constant(me),
              sheetArb(
                map.planets.map((p) => p.id),
                map.sectors.map((s) => s.id),
                players.map((p) => p.id),
                me,
              ),
              fc.constantFrom(...LANGS),
            ),
          ),
        ),
        ([map, players, me, sheet, lang]) => roundTrip(map, players, me, sheet, lang),
      ),
      { numRuns: 300 },
    );
  });
});

describe('whatever is pasted', () => {
  const setup = lordsOfChaos.defaultSetup();
  const players = lordsOfChaos.demo!.seats.map((seat, i) => lordsOfChaos.playerSchema.parse({ ...seat.data, id: `p${i + 1}`, name: seat.name })) as LocPlayer[];
  const state = lordsOfChaos.initialState(setup, players);
  const WORDS = [
    'Invado',
    'Invade',
    'Defiendo',
    'sector',
    'Cedo',
    'a',
    'to',
    'con',
    'with',
    'x3',
    '2',
    'Cadia',
    'Vraks',
    'Belis',
    'Corona',
    'Mortarion',
    'Lucius',
    'y',
    'and',
    ',',
    'para',
    'for',
    'alianza',
    'contra',
    'desde',
    'Reclamo',
    'la',
    'gesta',
    'Avatar',
    'Señor',
    'Nurgle',
    '[b]',
    '\n',
    ';',
    ':',
    '1.',
    'Sin órdenes',
    '¿',
    '—',
  ];

  test("never throws, and every problem names a line of the text in the reader's language", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.array(fc.constantFrom(...WORDS), { maxLength: 30 }).map((w) => w.join(' ')),
        ),
        fc.constantFrom(...LANGS),
        (text, lang) => {
          const parsed = orderText.parse(text, { setup, players, state, player: 'p1', lang });
          if (parsed.ok) return;
          const lines = text.split(/\r\n|\r|\n/).length;
          for (const problem of parsed.problems) {
            expect(problem.line).toBeLessThanOrEqual(lines);
            if (problem.line > 0) expect(problem.message.startsWith(lang === 'es' ? `Línea ${problem.line}: ` : `Line ${problem.line}: `)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
