import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LANGS, type Lang } from '../../../src/engine/core/catalogue.ts';
import type { Action, Sheet } from '../../../src/engine/rulesets/cthulhu-wars/answers.ts';
import type { Setup } from '../../../src/engine/rulesets/cthulhu-wars/setup.ts';
import type { Player, State } from '../../../src/engine/rulesets/cthulhu-wars/types.ts';
import { buildWorld } from '../../../src/engine/rulesets/cthulhu-wars/world.ts';
import { P2, P3, cw, play, position } from './helpers.ts';

/**
 * Issue 36: every answer has a canonical text that parses back to the same answer, for every answer kind (each
 * initiative action, battle abilities, kills and pains, retreat, elimination, ritual, first player, direction)
 * and both languages, written by the player the request is open for. Answers are legal-shaped (the request
 * schema's shape); whether the rules accept them is checkSheet's business. Also on GM data whose names collide
 * with order words and with each other's beginnings.
 */

const orderText = cw.orderText!;
const RUNS = Number(process.env.FC_RUNS ?? 200);
const SEED = process.env.FC_SEED === 'random' ? undefined : Number(process.env.FC_SEED ?? 20260436);
const SHIPPED = cw.defaultSetup();

/** Names a GM might type that collide with order words ("En", "Con", "Paso", "Muertes"), lists ("y") and each other. */
const AWKWARD = [
  'En',
  'A',
  'Con',
  'Paso',
  'Pass',
  'Muertes',
  'Kills',
  'Dolores',
  'Portal',
  'Gate',
  'Termino',
  'Done',
  'Uso',
  'Ritual',
  'De',
  'To',
  'Y',
  'Sentido horario',
  'Clockwise',
  'Primer jugador',
  'Dos',
  'Two',
  'Norte',
  'Norte Alto',
  'Alto Norte',
  'Desde el Mar',
  'Contra',
  'Ninguna',
];

function renamed(names: readonly string[]): Setup {
  const setup = cw.defaultSetup();
  let i = 0;
  const next = () => {
    const name = names[i % names.length]!;
    i += 1;
    return i > names.length ? `${name} ${i}` : name;
  };
  for (const area of setup.data.map.areas) area.name = { es: next(), en: next() };
  for (const faction of setup.data.factions) {
    faction.name = { es: next(), en: next() };
    for (const item of [...faction.units, ...faction.abilities]) item.name = { es: next(), en: next() };
  }
  return cw.setupSchema.parse(setup);
}
const namesArb = fc.option(fc.shuffledSubarray(AWKWARD, { minLength: 10 }), { nil: null });

const BASE = {
  phase: 'action',
  firstPlayer: 'a',
  power: { a: 12, b: 6, c: 6 },
  units: {
    'gc.acolyte.1': 'south-pacific',
    'gc.acolyte.2': 'arabia',
    'gc.deep-one.1': 'south-pacific',
    'gc.shoggoth.1': 'europe',
    'ys.acolyte.1': 'europe',
    'bg.acolyte.1': 'west-africa',
  },
  gates: { 'south-pacific': 'gc.acolyte.1' },
  elderSigns: {
    a: [
      { id: 'es1', value: 2 },
      { id: 'es2', value: 1 },
    ],
    b: [],
    c: [],
  },
};
const BATTLE = { area: 'europe', attacker: 'a', defender: 'b', dice: { attacker: [], defender: [] } };
const FIGHTERS = {
  'gc.acolyte.1': 'europe',
  'gc.acolyte.2': 'europe',
  'gc.shoggoth.1': 'europe',
  'ys.acolyte.1': 'europe',
  'ys.acolyte.2': 'europe',
  'ys.undead.1': 'europe',
};

interface At {
  state: State;
  players: Player[];
  writer: string;
}
const world = buildWorld(SHIPPED, P3);
const ids = (player: string) => world.unitsOf.get(player) ?? [];
const areaArb = fc.constantFrom(...world.areaIds);
const own = (player: string) => fc.constantFrom(...ids(player));
const types = fc.constantFrom(...(world.factionOf.get('a')?.units ?? []).map((u) => u.id));
const abilities = fc.constantFrom(...(world.factionOf.get('a')?.abilities ?? []).map((a) => a.id));

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.array(fc.record({ unit: own('a'), to: areaArb }), { minLength: 1, maxLength: 4 }).map((moves): Action => ({ type: 'move', moves })),
  fc.record({ type: fc.constantFrom('recruit' as const, 'summon' as const, 'awaken' as const), unitType: types, area: areaArb }),
  fc
    .record({ area: areaArb, unit: fc.option(own('a'), { nil: undefined }) })
    .map(({ area, unit }): Action => (unit === undefined ? { type: 'build-gate', area } : { type: 'build-gate', area, unit })),
  fc.record({ area: areaArb, unit: own('a') }).map(({ area, unit }): Action => ({ type: 'control-gate', area, unit })),
  areaArb.map((area): Action => ({ type: 'abandon-gate', area })),
  fc.constantFrom(...ids('b'), ...ids('c')).map((unit): Action => ({ type: 'capture', unit })),
  fc.record({ area: areaArb, opponent: fc.constantFrom('b', 'c') }).map(({ area, opponent }): Action => ({ type: 'battle', area, opponent })),
  abilities.map((ability): Action => ({ type: 'ability', ability })),
  fc.constant<Action>({ type: 'pass' }),
  fc.subarray(['es1', 'es2'], { minLength: 1 }).map((signs): Action => ({ type: 'reveal-signs', signs })),
);
/** A second Move right after a Move is never legal (one Action): the text reads consecutive move lines as one. */
const actionsArb = fc.array(actionArb, { maxLength: 5 }).map((actions) => actions.filter((a, i) => !(a.type === 'move' && actions[i - 1]?.type === 'move')));

const pos = (partial: Record<string, unknown>, players: Player[]) => position(partial, { setup: SHIPPED, players });
const INITIATIVE = pos(BASE, P3);
const PRE_BATTLE = play(
  pos(
    { ...BASE, power: { a: 6, b: 6 }, elderSigns: {}, gates: {}, units: { 'gc.acolyte.1': 'europe', 'gc.cthulhu.1': 'europe', 'ys.acolyte.1': 'europe' } },
    P2,
  ),
  { a: { actions: [{ type: 'battle', area: 'europe', opponent: 'b' }] } },
).state;
const ASSIGN = pos(
  {
    ...BASE,
    units: FIGHTERS,
    gates: {},
    power: { a: 6, b: 6 },
    elderSigns: {},
    initiative: { player: 'a', mainDone: true, battled: ['europe'], flexibleBattle: false },
    battle: { ...BATTLE, stage: 'assign', produced: { attacker: { kills: 1, pains: 1 }, defender: { kills: 1, pains: 1 } } },
  },
  P2,
);
const RETREAT = pos(
  {
    ...BASE,
    units: FIGHTERS,
    gates: {},
    power: { a: 6, b: 6 },
    elderSigns: {},
    initiative: { player: 'a', mainDone: true, battled: ['europe'], flexibleBattle: false },
    battle: { ...BATTLE, stage: 'retreat-attacker', pained: ['gc.shoggoth.1'] },
  },
  P2,
);
const ELIMINATE = pos(
  {
    phase: 'action',
    firstPlayer: 'a',
    power: { a: 3, b: 3 },
    units: {
      'gc.acolyte.1': 'australia',
      'gc.shoggoth.1': 'australia',
      'ys.undead.1': 'australia',
      'ys.acolyte.1': 'indian-ocean',
      'ys.acolyte.2': 'south-pacific',
    },
    initiative: { player: 'a', mainDone: true, battled: ['australia'], flexibleBattle: false },
    battle: {
      area: 'australia',
      attacker: 'a',
      defender: 'b',
      stage: 'retreat-attacker',
      dice: { attacker: [], defender: [] },
      pained: ['gc.acolyte.1', 'gc.shoggoth.1'],
    },
  },
  P2,
);
const RITUAL = pos({ phase: 'doom', ritualQueue: ['a', 'b'], pending: { kind: 'ritual', player: 'a' }, power: { a: 8, b: 0 } }, P2);
const FIRST = pos({ phase: 'first-player', firstPlayer: 'c', power: { a: 8, b: 8, c: 3 } }, P3);
const DIRECTION = pos({ phase: 'first-player', firstPlayer: 'a', power: { a: 3, b: 8, c: 3 } }, P3);

const unitList = (player: string) => fc.array(own(player), { maxLength: 3 });
const answers: fc.Arbitrary<{ at: At; sheet: Sheet }> = fc.oneof(
  actionsArb.map((actions) => ({ at: { state: INITIATIVE, players: P3, writer: 'a' }, sheet: { actions } })),
  fc.array(abilities, { maxLength: 3 }).map((list) => ({ at: { state: PRE_BATTLE, players: P2, writer: 'a' }, sheet: { abilities: list } })),
  fc
    .constantFrom('a', 'b')
    .chain((writer) => fc.record({ kills: unitList(writer), pains: unitList(writer) }).map((sheet) => ({ at: { state: ASSIGN, players: P2, writer }, sheet }))),
  fc
    .array(fc.record({ unit: own('a'), to: areaArb }), { maxLength: 4 })
    .map((moves) => ({ at: { state: RETREAT, players: P2, writer: 'a' }, sheet: { moves } })),
  own('a').map((eliminate) => ({ at: { state: ELIMINATE, players: P2, writer: 'a' }, sheet: { eliminate } })),
  fc.boolean().map((perform) => ({ at: { state: RITUAL, players: P2, writer: 'a' }, sheet: { perform } })),
  fc.constantFrom('a', 'b', 'c').map((firstPlayer) => ({ at: { state: FIRST, players: P3, writer: 'c' }, sheet: { firstPlayer } })),
  fc
    .constantFrom('clockwise' as const, 'counterclockwise' as const)
    .map((direction) => ({ at: { state: DIRECTION, players: P3, writer: 'b' }, sheet: { direction } })),
);

describe('sheet → text → sheet', () => {
  test('the positions ask the writers the generated answers are for', () => {
    const asked = (state: State, players: Player[]) => cw.decisions!(SHIPPED, players, state).map((r) => `${r.player}:${r.kind}`);
    expect([INITIATIVE, FIRST, DIRECTION].map((s) => asked(s, P3))).toEqual([['a:initiative'], ['c:first-player'], ['b:direction']]);
    expect([PRE_BATTLE, ASSIGN, RETREAT, ELIMINATE, RITUAL].map((s) => asked(s, P2))).toEqual([
      ['a:pre-battle'],
      ['a:assign', 'b:assign'],
      ['a:retreat'],
      ['a:retreat'],
      ['a:ritual'],
    ]);
  });

  test('every answer kind, both languages, the shipped data and awkward GM names', () => {
    fc.assert(
      fc.property(namesArb, answers, fc.constantFrom(...LANGS), (names, { at, sheet }, lang: Lang) => {
        const setup = names === null ? SHIPPED : renamed(names);
        const ctx = { setup, players: at.players, state: at.state, player: at.writer, lang };
        const text = orderText.print(sheet, ctx);
        const parsed = orderText.parse(text, ctx);
        if (!parsed.ok) throw new Error(`${text}\n→ ${parsed.problems.map((p) => p.message).join('\n')}`);
        expect(parsed.sheet, text).toEqual(sheet);
        // The other language reads the same text too.
        const other = orderText.parse(text, { ...ctx, lang: lang === 'es' ? 'en' : 'es' });
        expect(other.ok && other.sheet, text).toEqual(sheet);
      }),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
  });
});

describe('whatever is pasted', () => {
  const WORDS = [
    'Muevo',
    'Move',
    '2',
    'Acólitos',
    'Acolyte',
    '1',
    'a',
    'to',
    'de',
    'from',
    'Europa',
    'Europe',
    'Pacífico Sur',
    'Recluto',
    'Invoco',
    'Summon',
    'Shoggoth',
    'portal',
    'gate',
    'Lucho',
    'Battle',
    'contra',
    'Bruno',
    'Uso',
    'Sueños',
    'Paso',
    'Pass',
    'Muertes:',
    'Pains:',
    'Retiro',
    'Elimino',
    'ritual',
    'Sentido',
    'horario',
    'Primer jugador',
    'es1',
    'y',
    'and',
    ',',
    ';',
    ':',
    '\n',
    '[b]',
    'Sin órdenes',
    '1.',
    'x3',
  ];
  const states = fc.constantFrom<[State, Player[]]>(
    [INITIATIVE, P3],
    [ASSIGN, P2],
    [RETREAT, P2],
    [ELIMINATE, P2],
    [RITUAL, P2],
    [FIRST, P3],
    [PRE_BATTLE, P2],
  );

  test("never throws, and every problem names a line of the text in the reader's language", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.array(fc.constantFrom(...WORDS), { maxLength: 30 }).map((w) => w.join(' ')),
        ),
        states,
        fc.constantFrom('a', 'b', 'c'),
        fc.constantFrom(...LANGS),
        (text, [state, players], player, lang) => {
          const parsed = orderText.parse(text, { setup: SHIPPED, players, state, player, lang });
          if (parsed.ok) {
            expect(() => orderText.print(parsed.sheet, { setup: SHIPPED, players, state, player, lang })).not.toThrow();
            return;
          }
          const lines = text.split(/\r\n|\r|\n/).length;
          for (const problem of parsed.problems) {
            expect(problem.line).toBeLessThanOrEqual(lines);
            if (problem.line > 0) expect(problem.message.startsWith(lang === 'es' ? `Línea ${problem.line}: ` : `Line ${problem.line}: `)).toBe(true);
          }
        },
      ),
      { numRuns: 200, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
  });
});
