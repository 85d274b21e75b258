import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LANGS } from '../../../src/engine/core/catalogue.ts';
import { BUILDINGS, RAID_OPTIONS, type Step } from '../../../src/engine/rulesets/the-awakened/constants.ts';
import { boardKey } from '../../../src/engine/rulesets/the-awakened/boards.ts';
import type { Setup, Sheet } from '../../../src/engine/rulesets/the-awakened/schemas.ts';
import { PLAYERS, position, R } from './helpers.ts';

/**
 * Issue 36: every answer has a canonical text that parses back to the same answer, for every order kind of both
 * steps (moves, builds, forms, military moves, raids with every option) and both languages, on the three shipped
 * boards and on land names that collide with order words, unit letters and each other. Answers are in the shape
 * the form sends once read by its schema (counts filled in, no empty "via"); whether the rules accept them is
 * checkSheet's business.
 */

const orderText = R.orderText!;
const RUNS = Number(process.env.FC_RUNS ?? 200);
const SEED = process.env.FC_SEED === 'random' ? undefined : Number(process.env.FC_SEED ?? 20260436);

const AWKWARD = [
  'A',
  'De',
  'Desde',
  'Con',
  'Muevo',
  'Ciudad',
  'M',
  'V',
  '7',
  'Vault',
  'Vault North',
  'North Vault',
  'Salt',
  'Salt Marsh',
  'Pasando',
  'Para Saquear',
  'Y',
  'And',
  'Mi Cámara',
  'Tierra',
  'The Land',
  'From',
  'To',
  'Raid',
];

function renamed(names: readonly string[]): Setup {
  const setup = R.defaultSetup();
  for (const board of Object.values(setup.data.boards)) {
    board.lands.forEach((land, i) => {
      land.name = i < names.length ? names[i]! : `${names[i % names.length]!} ${i}`;
    });
  }
  return setup;
}

const SHIPPED = R.defaultSetup();
const count = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 99 }));

function sheets(lands: readonly string[], step: Step): fc.Arbitrary<Sheet> {
  const land = fc.constantFrom(...lands);
  const via = fc.option(land, { nil: undefined });
  const withVia = <T extends object>(order: T, v: string | undefined) => (v === undefined ? order : { ...order, via: v });
  if (step === 'moves') {
    return fc
      .array(
        fc.record({ from: land, to: land, via, population: count, resources: count }).map(({ via: v, ...m }) => withVia(m, v)),
        { maxLength: 5 },
      )
      .map((moves) => ({ moves }));
  }
  const military = fc.oneof(
    fc.record({ from: land, to: land, via, m: count, v: count }).map(({ via: v, ...m }) => withVia({ type: 'move' as const, ...m }, v)),
    fc.record({
      type: fc.constant('raid' as const),
      from: land,
      to: land,
      m: count,
      v: count,
      option: fc.constantFrom(...RAID_OPTIONS),
      buildings: fc.array(fc.constantFrom(...BUILDINGS), { maxLength: 4 }),
      moveIn: count,
    }),
  );
  return fc.record({
    build: fc.array(fc.record({ land, building: fc.constantFrom(...BUILDINGS) }), { maxLength: 4 }),
    form: fc.array(fc.record({ land, count: fc.integer({ min: 1, max: 99 }) }), { maxLength: 3 }),
    military: fc.array(military, { maxLength: 4 }),
  }) as fc.Arbitrary<Sheet>;
}

const cases = fc
  .tuple(
    fc.option(fc.shuffledSubarray(AWKWARD, { minLength: 10 }), { nil: null }),
    fc.integer({ min: 2, max: 4 }),
    fc.constantFrom<Step>('moves', 'actions'),
    fc.constantFrom(...LANGS),
  )
  .chain(([names, n, step, lang]) => {
    const lands = SHIPPED.data.boards[boardKey(n)].lands.map((l) => l.id);
    return sheets(lands, step).map((sheet) => ({ names, n, step, lang, sheet }));
  });

describe('sheet → text → sheet', () => {
  test('both steps, every order kind, both languages, the shipped boards and awkward land names', () => {
    fc.assert(
      fc.property(cases, ({ names, n, step, lang, sheet }) => {
        const setup = names === null ? SHIPPED : renamed(names);
        const g = position({}, { players: PLAYERS.slice(0, n), setup, step });
        const ctx = { setup, players: g.players, state: g.state, player: 'a', lang };
        const text = orderText.print(sheet, ctx);
        const parsed = orderText.parse(text, ctx);
        if (!parsed.ok) throw new Error(`${text}\n→ ${parsed.problems.map((p) => p.message).join('\n')}`);
        expect(parsed.sheet, text).toEqual(sheet);
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
    'Exploro',
    'Construyo',
    'Build',
    'Formo',
    'Asalto',
    'Raid',
    '2',
    '2M',
    '1V',
    '3P',
    'M',
    'V',
    'de',
    'from',
    'a',
    'to',
    'c1',
    'c2',
    'c3',
    'Vault',
    'North',
    'Salt Marsh',
    'población',
    'recursos',
    'Ciudad',
    'City',
    'para',
    'saquear',
    'conquistar',
    'entran',
    'y',
    'and',
    ',',
    ';',
    '\n',
    'Paso A',
    '[b]',
    'Sin órdenes',
    '1.',
  ];
  test("never throws, and every problem names a line of the text in the reader's language", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.array(fc.constantFrom(...WORDS), { maxLength: 30 }).map((w) => w.join(' ')),
        ),
        fc.constantFrom<Step>('moves', 'actions'),
        fc.constantFrom(...LANGS),
        (text, step, lang) => {
          const g = position({ c2: { owner: 'a', marker: '3|=', p: 2, r: 3, m: 1, v: 1 } }, { step });
          const parsed = orderText.parse(text, { setup: g.setup, players: g.players, state: g.state, player: 'a', lang });
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
