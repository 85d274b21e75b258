import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LANGS, type Lang } from '../../../src/engine/core/catalogue.ts';
import { GODS, TOKEN_KINDS, type God } from '../../../src/engine/rulesets/chaos-in-the-old-world/ids.ts';
import type { Player } from '../../../src/engine/rulesets/chaos-in-the-old-world/players.ts';
import type { Setup } from '../../../src/engine/rulesets/chaos-in-the-old-world/schemas.ts';
import type { Sheet } from '../../../src/engine/rulesets/chaos-in-the-old-world/sheets.ts';
import { figureKey, tokenKey } from '../../../src/engine/rulesets/chaos-in-the-old-world/targets.ts';
import type { StateInput } from '../../../src/engine/rulesets/chaos-in-the-old-world/state.ts';
import { FOUR, THREE, position, ruleset } from './helpers.ts';

/**
 * Issue 36: every answer has a canonical text that parses back to the same answer, for every answer kind
 * (summon, re-summon, card, pass, hit assignment, upgrade choice) and both languages, written by the player the
 * request is open for. Answers are legal-shaped (the request schema's shape); whether the rules accept them is
 * checkSheet's business. Also on GM data whose names collide with order words and with each other's beginnings.
 */

const orderText = ruleset.orderText!;
const RUNS = Number(process.env.FC_RUNS ?? 200);
const SEED = process.env.FC_SEED === 'random' ? undefined : Number(process.env.FC_SEED ?? 20260436);

/** Names a GM might type that collide with order words ("En", "Desde", "Paso"), lists ("y") and each other. */
const AWKWARD = [
  'En',
  'Desde el Norte',
  'Paso',
  'Pass',
  'Tierra',
  'Tierra Alta',
  'Alta Tierra',
  'Kislev del Norte',
  'A la Sangre',
  'The End',
  'Con Men',
  'Sangre',
  'Sangre Negra',
  'Campesino',
  'Impacto',
  'Mejora',
  'Región',
  'De',
  'Of Change',
  'Two',
  'Dos Torres',
];

function renamed(names: readonly string[]): Setup {
  const setup = ruleset.defaultSetup();
  let i = 0;
  const next = () => {
    const name = names[i % names.length]!;
    i += 1;
    return i > names.length ? `${name} ${i}` : name;
  };
  for (const region of setup.data.regions) region.name = { es: next(), en: next() };
  for (const god of GODS) {
    const data = setup.data.gods[god];
    for (const item of [...data.figures, ...data.cards, ...data.upgrades]) item.name = { es: next(), en: next() };
  }
  return ruleset.setupSchema.parse(setup);
}

/** The GM's names: the shipped ones (null) or awkward ones (the ids stay, so the answers are generated on the shipped data). */
const namesArb = fc.option(fc.shuffledSubarray(AWKWARD, { minLength: 8 }), { nil: null });
const SHIPPED = ruleset.defaultSetup();

interface Case {
  names: string[] | null;
  players: Player[];
  writer: Player;
  state: StateInput;
  sheet: Sheet;
  lang: Lang;
}

function answers(setup: Setup, players: Player[], god: God): fc.Arbitrary<{ state: StateInput; sheet: Sheet }> {
  const regions = setup.data.regions.map((r) => r.id);
  const data = setup.data.gods[god];
  const region = fc.constantFrom(...regions);
  const summon: fc.Arbitrary<Sheet> = fc
    .record({ figure: fc.constantFrom(...data.figures.map((f) => f.id)), region, from: fc.option(region, { nil: undefined }) })
    .map(({ figure, region: r, from }) => (from === undefined ? { action: 'summon', figure, region: r } : { action: 'summon', figure, region: r, from }));
  const card: fc.Arbitrary<Sheet> = fc
    .record({ card: fc.constantFrom(...data.cards.map((c) => c.id)), region })
    .map(({ card: c, region: r }) => ({ action: 'card', card: c, region: r }));
  const gods = players.map((p) => p.god);
  const targets = [...gods.flatMap((g) => setup.data.gods[g].figures.map((f) => figureKey(g, f.id))), ...TOKEN_KINDS.map(tokenKey)];
  const hit = fc.record({ target: fc.constantFrom(...targets), count: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 100 })) });
  const summoning: StateInput = { at: 'summoning', pending: { kind: 'summon', god }, oldWorld: { deck: ['omens'] } };
  // A battle in a region with some of the groups alive: a follower's name alone names a group only among these.
  const battle = fc
    .subarray(
      targets.filter((k) => !k.startsWith(`${god}/`)),
      { minLength: 1 },
    )
    .map((alive): StateInput => ({
      at: 'battle',
      pending: { kind: 'assign', god, region: regions[0]!, hits: 3, required: 3 },
      battle: { regionIndex: 0, active: true, rollers: [god], rollerIndex: 0, damage: Object.fromEntries(alive.map((k) => [k, [0]])), killers: {} },
      oldWorld: { deck: ['omens'] },
    }));
  return fc.oneof(
    fc.oneof(summon, card, fc.constant<Sheet>({ action: 'pass' })).map((sheet) => ({ state: summoning, sheet })),
    fc.tuple(battle, fc.array(hit, { maxLength: 5 })).map(([state, hits]) => ({ state, sheet: { action: 'assign', hits } as Sheet })),
    fc.array(fc.constantFrom(...data.upgrades.map((u) => u.id)), { minLength: 1, maxLength: 5 }).map((upgrades) => {
      const state: StateInput = { at: 'end-check', pending: { kind: 'upgrade', due: { [god]: upgrades.length } }, oldWorld: { deck: ['omens'] } };
      return { state, sheet: { action: 'upgrade', upgrades } as Sheet };
    }),
  );
}

const cases: fc.Arbitrary<Case> = fc
  .tuple(namesArb, fc.constantFrom(FOUR, THREE), fc.constantFrom(...LANGS))
  .chain(([names, players, lang]) =>
    fc
      .constantFrom(...players)
      .chain((writer) => answers(SHIPPED, players, writer.god).map(({ state, sheet }) => ({ names, players, writer, state, sheet, lang }))),
  );

describe('sheet → text → sheet', () => {
  test('every answer kind, both languages, the shipped data and awkward GM names', () => {
    fc.assert(
      fc.property(cases, ({ names, players, writer, state, sheet, lang }) => {
        const setup = names === null ? SHIPPED : renamed(names);
        const ctx = { setup, players, state: position(setup, state, players), player: writer.id, lang };
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
  const setup = ruleset.defaultSetup();
  const WORDS = [
    'Invoco',
    'Summon',
    'Juego',
    'Play',
    'Paso',
    'Pass',
    'Asigno',
    '2',
    'impactos',
    'hits',
    'a',
    'to',
    'en',
    'in',
    'desde',
    'from',
    'x3',
    'Cultista',
    'Desangrador',
    'Bloodletter',
    'Kislev',
    'Imperio',
    'Empire',
    'Nurgle',
    'de',
    'of',
    'Elijo',
    'mejoras',
    'Ira',
    'sin',
    'fin',
    'y',
    'and',
    ',',
    ';',
    ':',
    '\n',
    '[b]',
    'Sin órdenes',
    '1.',
  ];
  const at = fc.constantFrom<StateInput>(
    { at: 'summoning', pending: { kind: 'summon', god: 'khorne' } },
    { at: 'end-check', pending: { kind: 'upgrade', due: { khorne: 1 } } },
    { at: 'old-world' },
  );

  test("never throws, and every problem names a line of the text in the reader's language", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.array(fc.constantFrom(...WORDS), { maxLength: 30 }).map((w) => w.join(' ')),
        ),
        at,
        fc.constantFrom(...LANGS),
        (text, input, lang) => {
          const parsed = orderText.parse(text, {
            setup,
            players: FOUR,
            state: position(setup, { ...input, oldWorld: { deck: ['omens'] } }),
            player: 'k',
            lang,
          });
          if (parsed.ok) return;
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
