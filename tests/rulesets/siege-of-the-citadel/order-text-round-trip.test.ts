import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LANGS } from '../../../src/engine/core/catalogue.ts';
import type { Action, Activation, Answer, CardPlay } from '../../../src/engine/rulesets/siege-of-the-citadel/answers.ts';
import { missionOf } from '../../../src/engine/rulesets/siege-of-the-citadel/context.ts';
import { indexGrid, squareLabel } from '../../../src/engine/rulesets/siege-of-the-citadel/rules/grid.ts';
import type { Setup } from '../../../src/engine/rulesets/siege-of-the-citadel/setup.ts';
import { SetupSchema } from '../../../src/engine/rulesets/siege-of-the-citadel/setup.ts';
import {
  bauhausTurn,
  ctxOf,
  draft,
  gridless,
  legionTurn,
  orderText,
  placement,
  playCard,
  purchase,
  react,
  reveal,
  type Position,
} from './order-text-positions.ts';

/**
 * Issue 36: every answer has a canonical text that parses back to the same answer, for every answer kind (credits,
 * draft pick and pass, a turn's entrance, card, actions of every mode, holds and end, the Legion's reinforcements
 * and actions, placements, reveals, a card played or held back before the damage) and both languages, on grid and
 * gridless missions. Answers are of the request schema's shape; whether the rules accept them is checkSheet's
 * business. Also on GM names that collide with order words and with each other's beginnings.
 */

const RUNS = Number(process.env.FC_RUNS ?? 200);
const SEED = process.env.FC_SEED === 'random' ? undefined : Number(process.env.FC_SEED ?? 20260436);

/** Names a GM might type that collide with order words ("Fin", "Paso", "Entrada", "Juego"), lists ("y") and each other. */
const AWKWARD = [
  'Fin',
  'Paso Doble',
  'Pass Key',
  'Entrada',
  'Puerta',
  'Puerta Negra',
  'Mueve Montañas',
  'Juego Sucio',
  'Play Dead',
  'Efecto Dominó',
  'The End',
  'Sobre Todo',
  'Granada',
  'Done Deal',
  'Hold Fast',
  'Sangre y Fuego',
  'Fuego',
  'Dos Blancos',
  'Cuerpo',
  'Sección Alfa',
];

function renamed(base: Setup, names: readonly string[]): Setup {
  const setup = structuredClone(base);
  let i = 0;
  const next = () => {
    const name = names[i % names.length]!;
    i += 1;
    return i > names.length ? `${name} ${String.fromCharCode(96 + Math.ceil(i / names.length))}` : name;
  };
  for (const t of setup.data.troopers) t.name = next();
  for (const c of setup.data.creatures) c.name = { es: next(), en: next() };
  for (const item of [...setup.data.equipment, ...setup.data.doomtrooperCards]) item.name = { es: next(), en: next() };
  for (const mission of setup.data.missions) for (const item of [...mission.entrances, ...mission.sections]) item.name = { es: next(), en: next() };
  return SetupSchema.parse(setup) as Setup;
}

const pick = <T>(items: readonly T[]) => fc.constantFrom(...items);
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** The actions of the request schema's shape, by the mission's kind (grid: squares; gridless: sections and reported figures). */
function actions(p: Position): fc.Arbitrary<Action> {
  const figures = p.state.figures.map((f) => f.id);
  const figure = pick(figures);
  const several = fc.array(figure, { minLength: 1, maxLength: 3 });
  const single = (mode: 'melee' | 'ranged') => figure.map((target): Action => ({ type: 'attack', mode, target }));
  const twin = several.map((targets): Action => ({ type: 'attack', mode: 'twin', targets }));
  const mission = missionOf(p.setup, p.state.mission);
  if (!mission.grid) {
    return fc.oneof(
      pick(mission.sections.map((s) => s.id)).map((section): Action => ({ type: 'move', section })),
      fc.constant<Action>({ type: 'withdraw' }),
      single('melee'),
      single('ranged'),
      twin,
      several.map((targets): Action => ({ type: 'attack', mode: 'sweep', targets })),
      several.map((targets): Action => ({ type: 'attack', mode: 'line', targets })),
      fc
        .record({ target: figure, targets: optional(several) })
        .map(({ target, targets }): Action => defined({ type: 'attack', mode: 'grenade', target, targets })),
    );
  }
  const grid = indexGrid(mission.grid);
  const squares: string[] = [];
  for (let y = 0; y < grid.height; y += 1) for (let x = 0; x < grid.width; x += 1) squares.push(squareLabel({ x, y }));
  const square = pick(squares);
  return fc.oneof(
    fc
      .tuple(fc.array(square, { minLength: 1, maxLength: 7 }), fc.boolean())
      .map(([path, off]): Action => ({ type: 'move', path: off ? [...path, 'off'] : path })),
    single('melee'),
    single('ranged'),
    twin,
    fc
      .record({ square, direction: optional(pick(['cw', 'ccw'] as const)) })
      .map(({ square: s, direction }): Action => defined({ type: 'attack', mode: 'sweep', square: s, direction })),
    square.map((s): Action => ({ type: 'attack', mode: 'line', square: s })),
    square.map((s): Action => ({ type: 'attack', mode: 'grenade', square: s })),
  );
}

function cardPlay(p: Position): fc.Arbitrary<CardPlay> {
  return fc
    .record({
      card: pick(p.setup.data.doomtrooperCards.map((c) => c.id)),
      effect: pick([1, 2] as const),
      target: optional(pick(p.state.figures.map((f) => f.id))),
    })
    .map((c) => defined(c));
}

function activations(p: Position, figures: readonly string[], max: number): fc.Arbitrary<Activation[]> {
  return fc.array(fc.record({ figure: pick(figures), actions: fc.array(actions(p), { maxLength: 4 }), hold: fc.boolean() }), { maxLength: max });
}

/** A position with a request open for its writer (by its index in POSITIONS), and answers of that request's shape. */
const POSITIONS = [purchase, draft, bauhausTurn, gridless, legionTurn, placement, reveal, playCard, react].map((f) => f());
function answers(): fc.Arbitrary<{ at: number; sheet: Answer }> {
  const turn = (p: Position) =>
    fc
      .record({
        entrance: optional(pick(missionOf(p.setup, p.state.mission).entrances.map((e) => e.id))),
        card: optional(cardPlay(p)),
        activations: activations(
          p,
          p.state.figures.map((f) => f.id),
          3,
        ),
        endTurn: fc.boolean(),
      })
      // An answer that does nothing (no entrance, card, activation or end of turn) has no text: see the doc.
      .filter((a) => a.entrance !== undefined || a.card !== undefined || a.activations.length > 0 || a.endTurn)
      .map((a): Answer => defined({ kind: 'doomtroopers', ...a }));
  const legion = (p: Position) => {
    const creatures = p.state.figures.filter((f) => f.kind === 'creature').map((f) => f.id);
    const entrances = missionOf(p.setup, p.state.mission).entrances.map((e) => e.id);
    return fc
      .record({
        reinforcements: fc.array(fc.record({ creature: pick(creatures), entrance: pick(entrances) }), { maxLength: 3 }),
        activations: activations(p, creatures, 3),
        endTurn: fc.boolean(),
      })
      .filter((a) => a.reinforcements.length > 0 || a.activations.length > 0 || a.endTurn)
      .map((a): Answer => ({ kind: 'legion', ...a }));
  };
  const at = (position: () => Position, sheets: (p: Position) => fc.Arbitrary<Answer>) => {
    const i = [purchase, draft, bauhausTurn, gridless, legionTurn, placement, reveal, playCard, react].indexOf(position);
    return sheets(POSITIONS[i]!).map((sheet) => ({ at: i, sheet }));
  };
  return fc.oneof(
    at(purchase, () => fc.integer({ min: 0, max: 1000 }).map((credits): Answer => ({ kind: 'buy-credits', credits }))),
    at(draft, (p) =>
      fc.oneof(
        fc.constant<Answer>({ kind: 'draft', card: null, trooper: null }),
        fc
          .record({ card: pick(p.setup.data.equipment.map((e) => e.id)), trooper: fc.option(pick(p.state.figures.map((f) => f.id)), { nil: null }) })
          .map((a): Answer => ({ kind: 'draft', ...a })),
      ),
    ),
    at(bauhausTurn, turn),
    at(gridless, turn),
    at(legionTurn, legion),
    at(placement, (p) =>
      fc
        .array(
          fc.record({
            creature: pick(p.state.figures.filter((f) => f.kind === 'creature').map((f) => f.id)),
            square: optional(pick(['b6', 'c6', 'd7', 'x16'])),
          }),
          { maxLength: 4 },
        )
        .map((placements): Answer => ({ kind: 'place-monsters', placements: placements.map((x) => defined(x)) })),
    ),
    at(reveal, (p) => pick(missionOf(p.setup, p.state.mission).sections.map((s) => s.id)).map((section): Answer => ({ kind: 'reveal-card', section }))),
    at(playCard, (p) => optional(cardPlay(p)).map((c): Answer => (c ? { kind: 'play-card', choice: 'play', ...c } : { kind: 'play-card', choice: 'decline' }))),
    at(react, (p) => optional(cardPlay(p)).map((card): Answer => defined({ kind: 'react', card }))),
  );
}

const namesArb = fc.option(fc.shuffledSubarray(AWKWARD, { minLength: 10 }), { nil: null });

describe('sheet → text → sheet', () => {
  test('every answer kind, both languages, the shipped data and awkward GM names', () => {
    fc.assert(
      fc.property(answers(), namesArb, pick(LANGS), ({ at, sheet }, names, lang) => {
        const p = POSITIONS[at]!;
        const setup = names === null ? p.setup : renamed(p.setup, names);
        const ctx = { ...ctxOf(p, lang), setup };
        const text = orderText.print(sheet, ctx);
        const parsed = orderText.parse(text, ctx);
        if (!parsed.ok) throw new Error(`${text}\n→ ${parsed.problems.map((x) => x.message).join('\n')}`);
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
    'Valerie',
    'Duval',
    'Max',
    'mueve',
    'moves',
    'por',
    'to',
    'a5',
    'a6',
    'b5-b6',
    'off',
    'fuera',
    'ataca',
    'dispara',
    'shoots',
    'Legionario',
    '9',
    'Legionnaire',
    'a',
    'al',
    'Juego',
    'Play',
    'Adrenalina',
    'efecto',
    '1',
    '3',
    'sobre',
    'Compro',
    'créditos',
    'Tomo',
    'para',
    'Entro',
    'entrada',
    'oeste',
    'Fin',
    'del',
    'turno',
    'Paso',
    'granada',
    'barre',
    'desde',
    'horario',
    'y',
    'and',
    ',',
    ';',
    ':',
    '\n',
    '[b]',
    'Sin órdenes',
    '1.',
    'Activo',
    'Mantengo',
    'Coloco',
    'Revelo',
    'sección',
  ];
  const positions = [bauhausTurn, gridless, legionTurn, purchase, draft, placement, reveal, playCard, react].map((f) => f());

  test("never throws, and every problem names a line of the text in the reader's language", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.array(pick(WORDS), { maxLength: 30 }).map((w) => w.join(' ')),
        ),
        pick(positions),
        pick(LANGS),
        (text, p, lang) => {
          const parsed = orderText.parse(text, ctxOf(p, lang));
          if (parsed.ok) {
            expect(orderText.print(parsed.sheet, ctxOf(p, lang))).toEqual(expect.any(String));
            return;
          }
          const lines = text.split(/\r\n|\r|\n/).length;
          for (const problem of parsed.problems) {
            expect(problem.line).toBeLessThanOrEqual(lines);
            if (problem.line > 0) expect(problem.message.startsWith(lang === 'es' ? `Línea ${problem.line}: ` : `Line ${problem.line}: `)).toBe(true);
          }
        },
      ),
      { numRuns: 300, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );
  });
});
