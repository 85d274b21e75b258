import { describe, expect, test } from 'vitest';
import type { Lang } from '../../../src/engine/core/catalogue.ts';
import { ORDER_TEXT_REASONS, type TextProblem } from '../../../src/engine/core/order-text/index.ts';
import { REASONS } from '../../../src/engine/rulesets/the-awakened/reasons.ts';
import type { Sheet } from '../../../src/engine/rulesets/the-awakened/schemas.ts';
import { position, R } from './helpers.ts';

/**
 * Answers as text (issue 36) through the descriptor's public face, on the two-player board: Alba (a) holds her
 * cryo chamber c1 "Vault North" (4 population, 5 resources) and c2 "Salt Marsh" (2 population, 3 resources, 1 M,
 * 1 V); d1 "Rust Hollow" is explored and empty; Bruno (b) has 1 population in c3 "Crater Lake"; b1, b2 are
 * unexplored. c1 borders b1, d1, b2, c2; c2 borders c1, d1, b2, d2, c3, d3.
 */

const orderText = R.orderText!;
const sketch = { c2: { owner: 'a', marker: '3|=', p: 2, r: 3, m: 1, v: 1 }, c3: { owner: 'b', marker: '2|=', p: 1 }, d1: { marker: '3|=' } };
const games = { moves: position(sketch), actions: position(sketch, { step: 'actions' }) };
type Step = keyof typeof games;
const ctx = (step: Step, lang: Lang = 'es', player = 'a') => ({
  setup: games[step].setup,
  players: games[step].players,
  state: games[step].state,
  player,
  lang,
});

function parsed(text: string, step: Step, lang: Lang = 'es', player = 'a') {
  const result = orderText.parse(text, ctx(step, lang, player));
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
  return result;
}
const sheetOf = (text: string, step: Step, lang: Lang = 'es') => parsed(text, step, lang).sheet;

function problemsOf(text: string, step: Step, lang: Lang = 'es', player = 'a'): TextProblem[] {
  const result = orderText.parse(text, ctx(step, lang, player));
  if (result.ok) throw new Error(`understood: ${JSON.stringify(result.sheet)}`);
  return result.problems;
}

const move = (from: string, to: string, population: number, resources: number, via?: string) => ({ from, to, ...(via ? { via } : {}), population, resources });

describe('step A: moves and exploring, one per line, both languages', () => {
  test.each<[string, ReturnType<typeof move>]>([
    ['Muevo 2 de población y 1 recurso de c1 a c2', move('c1', 'c2', 2, 1)],
    ['Muevo 3P 1R de Vault North a Salt Marsh', move('c1', 'c2', 3, 1)],
    ['muevo 2 de poblacion de VAULT NORTH a salt marsh', move('c1', 'c2', 2, 0)],
    ['Llevo 2 recursos de c1 a c2', move('c1', 'c2', 0, 2)],
    ['Muevo 1 recurso y 2 de población de c1 a c2', move('c1', 'c2', 2, 1)],
    ['2 de población de c1 a d1', move('c1', 'd1', 2, 0)],
    ['Muevo 1 de población de c1 (Vault North) a b2 (Dead Orchard)', move('c1', 'b2', 1, 0)],
    ['Muevo 2 de población de mi cámara a c2', move('c1', 'c2', 2, 0)],
    ['Muevo 1 de población de c1 a c3 pasando por c2', move('c1', 'c3', 1, 0, 'c2')],
    ['Muevo 2 de población a c2 desde c1', move('c1', 'c2', 2, 0)],
    ['Exploro b2 desde c1 con 2 de población', move('c1', 'b2', 2, 0)],
    ['Exploración de b2 desde Vault North con 1 de población y 1 recurso', move('c1', 'b2', 1, 1)],
    ['Move 2 population and 1 resource from c1 to c2', move('c1', 'c2', 2, 1)],
    ['I move 3 pop from Vault North to Salt Marsh', move('c1', 'c2', 3, 0)],
    ['Send 2 resources from my chamber to c2', move('c1', 'c2', 0, 2)],
    ['2 population from c1 to d1', move('c1', 'd1', 2, 0)],
    ['Move 1 population from c1 to c3 via c2', move('c1', 'c3', 1, 0, 'c2')],
    ['Explore b2 from c1 with 2 population', move('c1', 'b2', 2, 0)],
    ['Explore Dead Orchard from Vault North with 1 population and 1 resource', move('c1', 'b2', 1, 1)],
  ])('%s', (text, order) => {
    expect(sheetOf(text, 'moves')).toEqual({ moves: [order] });
    expect(sheetOf(text, 'moves', 'en')).toEqual({ moves: [order] }); // the message language never changes what is read
  });

  test.each([
    ['Muevo 2 de c1 a c2', move('c1', 'c2', 2, 0), ['Línea 1: 2 sin decir de qué: se entiende población.']],
    [
      'Exploro b1',
      move('c1', 'b1', 1, 0),
      [
        'Línea 1: no dices cuántos exploran: va 1 de población.',
        'Línea 1: sale de c1 (Vault North), tu única tierra junto a b1 (Glass Dunes) con población o recursos.',
      ],
    ],
    ['Muevo 1 recurso a b1', move('c1', 'b1', 0, 1), ['Línea 1: sale de c1 (Vault North), tu única tierra junto a b1 (Glass Dunes) con población o recursos.']],
  ])('understood with a note: %s', (text, order, notes) => {
    const result = parsed(text, 'moves');
    expect(result.sheet).toEqual({ moves: [order] });
    expect(result.notes.map((n) => n.message)).toEqual(notes);
  });
});

const raid = (extra: Record<string, unknown> = {}) => ({ type: 'raid', from: 'c2', to: 'c3', m: 1, v: 1, option: 'none', buildings: [], moveIn: 0, ...extra });

describe('step B: build, form military, move and raid with it', () => {
  test.each<[string, Partial<Record<'build' | 'form' | 'military', unknown[]>>]>([
    ['Construyo una Ciudad en c2', { build: [{ land: 'c2', building: 'city' }] }],
    [
      'Construyo Ciudad y Fábrica en Salt Marsh',
      {
        build: [
          { land: 'c2', building: 'city' },
          { land: 'c2', building: 'factory' },
        ],
      },
    ],
    ['En c2 construyo un Ferrocarril', { build: [{ land: 'c2', building: 'railroad' }] }],
    ['Build a City in c2', { build: [{ land: 'c2', building: 'city' }] }],
    [
      'I build a Railway and a Defense on Salt Marsh',
      {
        build: [
          { land: 'c2', building: 'railroad' },
          { land: 'c2', building: 'defence' },
        ],
      },
    ],
    ['Formo 2 militares en c2', { form: [{ land: 'c2', count: 2 }] }],
    ['Recluto un soldado en Salt Marsh', { form: [{ land: 'c2', count: 1 }] }],
    ['Form 2 military in c2', { form: [{ land: 'c2', count: 2 }] }],
    ['Train 1 unit at Salt Marsh', { form: [{ land: 'c2', count: 1 }] }],
    ['Muevo 1 M y 1 V de c2 a d1', { military: [{ type: 'move', from: 'c2', to: 'd1', m: 1, v: 1 }] }],
    ['Muevo 1M 1V de c2 a d1', { military: [{ type: 'move', from: 'c2', to: 'd1', m: 1, v: 1 }] }],
    ['1 V de c2 a d1', { military: [{ type: 'move', from: 'c2', to: 'd1', m: 0, v: 1 }] }],
    ['Muevo 1 veterano de c2 a c1 pasando por d1', { military: [{ type: 'move', from: 'c2', to: 'c1', via: 'd1', m: 0, v: 1 }] }],
    ['Move 1 M and 1 V from c2 to d1', { military: [{ type: 'move', from: 'c2', to: 'd1', m: 1, v: 1 }] }],
    ['March 1 veteran from Salt Marsh to Rust Hollow', { military: [{ type: 'move', from: 'c2', to: 'd1', m: 0, v: 1 }] }],
    ['Asalto c3 desde c2 con 1 M y 1 V', { military: [raid()] }],
    ['Asalto c3 desde c2 con 1 M y 1 V para saquear', { military: [raid({ option: 'plunder' })] }],
    ['Ataco Crater Lake desde c2 con 2 V y mato', { military: [raid({ m: 0, v: 2, option: 'kill' })] }],
    ['Asalto c3 desde c2 con 1M 1V para destruir la Ciudad y la Fábrica', { military: [raid({ option: 'destroy', buildings: ['city', 'factory'] })] }],
    ['Asalto desde c2 a c3 con 2 M para conquistar, entran 2', { military: [raid({ m: 2, v: 0, option: 'conquer', moveIn: 2 })] }],
    ['Raid c3 from c2 with 1 M and 1 V to plunder', { military: [raid({ option: 'plunder' })] }],
    ['Attack c3 from c2 with 2 V and kill population', { military: [raid({ m: 0, v: 2, option: 'kill' })] }],
    ['Raid from c2 to c3 with 1 M, to conquer, moving in 1', { military: [raid({ m: 1, v: 0, option: 'conquer', moveIn: 1 })] }],
    ['I raid Crater Lake from Salt Marsh with 2M to destroy the Railroad', { military: [raid({ m: 2, v: 0, option: 'destroy', buildings: ['railroad'] })] }],
  ])('%s', (text, lists) => {
    const sheet = { build: [], form: [], military: [], ...lists };
    expect(sheetOf(text, 'actions')).toEqual(sheet);
    expect(sheetOf(text, 'actions', 'en')).toEqual(sheet);
  });

  test.each([
    // Step 6 ages c2's units before step 8: its 1 M becomes a veteran and its veteran leaves; the form adds an M.
    [
      'Asalto c3 con 1 militar',
      raid({ m: 0, v: 1 }),
      [
        'Línea 1: sale de c2 (Salt Marsh), tu única tierra junto a c3 (Crater Lake) con militares.',
        'Línea 1: 1 unidades de c2 (Salt Marsh): 0 M y 1 V (las que hay allí en el paso 8).',
      ],
    ],
    [
      'Formo 1 militar en c2\nMuevo 2 militares de c2 a d1',
      { type: 'move', from: 'c2', to: 'd1', m: 1, v: 1 },
      ['Línea 2: 2 unidades de c2 (Salt Marsh): 1 M y 1 V (las que hay allí en el paso 8).'],
    ],
  ])('understood with a note: %s', (text, order, notes) => {
    const result = parsed(text, 'actions');
    expect('military' in result.sheet && result.sheet.military).toEqual([order]);
    expect(result.notes.map((n) => n.message)).toEqual(notes);
  });
});

describe('a pasted step gives the sheet the form sends', () => {
  const FORM_A: Sheet = { moves: [move('c1', 'c2', 2, 1), move('c2', 'b2', 1, 0)] };
  const FORM_B: Sheet = { build: [{ land: 'c2', building: 'city' }], form: [{ land: 'c2', count: 1 }], military: [raid({ option: 'kill' }) as never] };

  test.each([
    [
      'es',
      '[b]Ronda 1 — Alba[/b]\nPaso A:\n1. Muevo 2 de población y 1 recurso de Vault North a Salt Marsh\n2. Exploro b2 desde c2 con 1 de población',
      [3, 4],
    ],
    ['en', 'Step A\n\n- I move 2P 1R from c1 to c2\n- Explore b2 (Dead Orchard) from c2 with 1 population', [3, 4]],
  ] as const)('step A (%s), legal in the position', (lang, text, lines) => {
    const [request] = R.decisions!(games.moves.setup, games.moves.players, games.moves.state);
    expect(request!.schema!.parse(FORM_A)).toEqual(FORM_A);
    const result = parsed(text, 'moves', lang);
    expect(result.sheet).toEqual(FORM_A);
    expect(result.sources.map((s) => s.line)).toEqual(lines);
    expect(R.checkSheet(games.moves.setup, games.moves.players, games.moves.state, 'a', result.sheet, lang).errors).toEqual([]);
  });

  test.each([
    ['es', 'Paso B\nConstrucción:\n- Ciudad en c2\nFormo 1 militar en c2\nAsalto c3 desde c2 con 1M y 1V para matar población', [3, 4, 5]],
    ['en', '[b]Step B — actions[/b]\n* Form 1 military in c2\n* Build a City in Salt Marsh\n* Raid c3 from c2 with 1 M and 1 V and kill population', [3, 2, 4]],
  ] as const)('step B (%s), legal in the position', (lang, text, lines) => {
    const [request] = R.decisions!(games.actions.setup, games.actions.players, games.actions.state);
    expect(request!.schema!.parse(FORM_B)).toEqual(FORM_B);
    const result = parsed(text, 'actions', lang);
    expect(result.sheet).toEqual(FORM_B);
    expect(result.sources.map((s) => s.line)).toEqual(lines); // build, form, military: the order they run
    expect(R.checkSheet(games.actions.setup, games.actions.players, games.actions.state, 'a', result.sheet, lang).errors).toEqual([]);
  });

  test('the canonical texts', () => {
    expect(orderText.print(FORM_A, ctx('moves', 'es'))).toBe(
      'Muevo 2 de población y 1 recurso de c1 (Vault North) a c2 (Salt Marsh)\nMuevo 1 de población de c2 (Salt Marsh) a b2 (Dead Orchard)',
    );
    expect(orderText.print(FORM_A, ctx('moves', 'en'))).toBe(
      'Move 2 population and 1 resource from c1 (Vault North) to c2 (Salt Marsh)\nMove 1 population from c2 (Salt Marsh) to b2 (Dead Orchard)',
    );
    expect(orderText.print(FORM_B, ctx('actions', 'es'))).toBe(
      'Construyo Ciudad en c2 (Salt Marsh)\nFormo 1 militar en c2 (Salt Marsh)\nAsalto c3 (Crater Lake) desde c2 (Salt Marsh) con 1 M y 1 V, para matar población',
    );
    expect(orderText.print(FORM_B, ctx('actions', 'en'))).toBe(
      'Build City in c2 (Salt Marsh)\nForm 1 military in c2 (Salt Marsh)\nRaid c3 (Crater Lake) from c2 (Salt Marsh) with 1 M and 1 V, to kill population',
    );
    expect(orderText.print({ moves: [] }, ctx('moves', 'es'))).toBe('Sin órdenes');
    expect(sheetOf('Sin órdenes', 'moves')).toEqual({ moves: [] });
    expect(sheetOf('No orders', 'actions')).toEqual({ build: [], form: [], military: [] });
    // The form's "no Railroad" (an empty or null via) prints as no via.
    expect(orderText.print({ moves: [{ from: 'c1', to: 'c2', via: '', population: 1, resources: 0 }] }, ctx('moves', 'en'))).toBe(
      'Move 1 population from c1 (Vault North) to c2 (Salt Marsh)',
    );
  });
});

describe('problems name their line', () => {
  test.each<[Step, string, string, string]>([
    [
      'moves',
      'Muevo 2 de población de c1 a Salt Mrsh',
      'unknown_name',
      'Línea 2: no conozco «Salt Mrsh» como tierra en esta partida. ¿Querías decir c2 (Salt Marsh)?',
    ],
    [
      'moves',
      'Muevo 2 de población de c1 a Vault',
      'ambiguous_name',
      'Línea 2: «Vault» puede ser «c1 (Vault North)» o «c5 (Vault South)»: escribe el nombre completo.',
    ],
    ['moves', 'Muevo de c1 a c2', 'malformed_order', 'Línea 2: no dices qué mueves: «2 de población», «2 recursos».'],
    ['moves', 'Muevo 100 de población de c1 a c2', 'bad_number', 'Línea 2: 100 no vale como número: tiene que estar entre 0 y 99.'],
    [
      'moves',
      'Muevo 2 de población',
      'malformed_order',
      'Línea 2: «Muevo 2 de población» no tiene la forma de esa orden; escríbela así: «Muevo <n> de población y <n> recursos de <tierra> a <tierra> [pasando por <tierra>]».',
    ],
    ['moves', 'Hola a todos', 'unrecognised_order', 'Línea 2: no entiendo «Hola a todos».'],
    [
      'moves',
      'Muevo 1 recurso a d1',
      'malformed_order',
      'Línea 2: no dices desde dónde: lindan con d1 (Rust Hollow) varias tierras tuyas con población o recursos (c1 (Vault North) y c2 (Salt Marsh)); escribe «desde …».',
    ],
    ['moves', 'Exploro e1', 'malformed_order', 'Línea 2: no dices desde dónde, y ninguna tierra tuya con población o recursos linda con e1 (Cinder Vale).'],
    [
      'moves',
      'Construyo una Ciudad en c2',
      'wrong_step',
      'Línea 2: «Construyo una Ciudad en c2» es una orden del paso de construcción y acciones militares, y ahora toca el de movimientos y exploración: envíala cuando se abra ese paso.',
    ],
    [
      'actions',
      'Muevo 2 de población de c1 a c2',
      'wrong_step',
      'Línea 2: «Muevo 2 de población de c1 a c2» es una orden del paso de movimientos y exploración, que ya se ha resuelto en este turno; ahora toca el de construcción y acciones militares.',
    ],
    [
      'actions',
      'Construyo una Catedral en c2',
      'unknown_name',
      'Línea 2: no conozco «Catedral» como edificio en esta partida. Opciones: Ciudad, Fábrica, Defensa y Ferrocarril.',
    ],
    ['actions', 'Asalto c3 desde c2', 'malformed_order', 'Línea 2: no dices cuántos militares: «2 M y 1 V», o «3 militares».'],
    ['actions', 'Muevo 1 M y 2 militares de c2 a d1', 'malformed_order', 'Línea 2: di las unidades de una sola manera: «2 M y 1 V» o «3 militares».'],
    ['actions', 'Asalto c3 desde c2 con 2 M para incendiar', 'unknown_name', 'Línea 2: no conozco «incendiar» como opción de asalto'],
    ['actions', 'Formo 0 militares en c2', 'malformed_order', 'Línea 2: 0 no vale como número: tiene que estar entre 1 y 99.'],
  ])('%s: %s', (step, line, reason, message) => {
    const before = step === 'moves' ? 'Muevo 1 de población de c1 a c2' : 'Formo 2 militares en c2';
    const problems = problemsOf(`${before}\n${line}`, step);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 2, text: line, reason });
    expect(problems[0]!.message.startsWith(message), problems[0]!.message).toBe(true);
    expect([...ORDER_TEXT_REASONS, ...REASONS]).toContain(problems[0]!.reason);
  });

  test('units the land holds of both kinds must be told apart', () => {
    // c2 in step 8: its M aged into a veteran (the old veteran left), then 2 new M formed.
    expect(problemsOf('Formo 2 militares en c2\nMuevo 2 militares de c2 a d1', 'actions')).toEqual([
      {
        line: 2,
        text: 'Muevo 2 militares de c2 a d1',
        reason: 'malformed_order',
        message: 'Línea 2: no dices cuántas son M y cuántas V: en c2 (Salt Marsh) habrá 2 M y 1 V en el paso 8; escribe por ejemplo «2 M y 0 V».',
      },
    ]);
  });

  test('in English too, every bad line, suggestions as data', () => {
    expect(problemsOf('Move 2 population from c1 to Salt Mrsh\nBuild a Citty in c2', 'moves', 'en')).toEqual([
      {
        line: 1,
        text: 'Move 2 population from c1 to Salt Mrsh',
        reason: 'unknown_name',
        message: 'Line 1: there is no land called “Salt Mrsh” in this game. Did you mean c2 (Salt Marsh)?',
        suggestions: ['c2 (Salt Marsh)'],
      },
      // Not an order of either step as written: the misspelt building keeps it from reading as a step B order.
      {
        line: 2,
        text: 'Build a Citty in c2',
        reason: 'unrecognised_order',
        message:
          'Line 2: I do not understand “Build a Citty in c2”. Write one order per line, for example: “Move <n> population and <n> resources from <land> to <land> [via <land>]”, “Explore <land> from <land> with <n> population”.',
      },
    ]);
  });
});

describe('refusals of checkSheet pinned to their lines', () => {
  test('step A: the second move goes too far (moves[1].to)', () => {
    const result = parsed('Muevo 2 de población de c1 a c2\n\nMuevo 1 de población de c1 a e1', 'moves');
    const errors = R.checkSheet(games.moves.setup, games.moves.players, games.moves.state, 'a', result.sheet, 'es').errors;
    expect(orderText.pin(errors, result, ctx('moves')).map((p) => [p.line, p.reason, p.text])).toEqual([
      [3, 'not_adjacent', 'Muevo 1 de población de c1 a e1'],
    ]);
  });

  test('step B: the second building of a line, the form and the raid after it, each on its line', () => {
    const result = parsed('Construyo Ciudad y Fábrica en c2\nFormo 2 militares en c2\nAsalto c3 desde c2 con 1 M y 1 V', 'actions');
    const errors = R.checkSheet(games.actions.setup, games.actions.players, games.actions.state, 'a', result.sheet, 'en').errors;
    expect(orderText.pin(errors, result, ctx('actions', 'en')).map((p) => [p.line, p.reason, p.message])).toEqual([
      [1, 'not_enough_resources', `Line 1: ${errors[0]!.message}`],
      [2, 'not_enough_resources', `Line 2: ${errors[1]!.message}`],
      [3, 'not_enough_military', 'Line 3: c2 (Salt Marsh) has only 0 M and 1 V units that have not acted yet.'],
    ]);
    expect(errors.map((e) => e.path)).toEqual(['build[1].land', 'form[0].count', 'military[0].m']);
  });

  test('a player whose turn it is not: the whole answer (line 0)', () => {
    const result = parsed('Muevo 1 de población de c1 a c2', 'moves');
    const errors = R.checkSheet(games.moves.setup, games.moves.players, games.moves.state, 'b', result.sheet, 'es').errors;
    expect(orderText.pin(errors, result, ctx('moves', 'es', 'b'))).toEqual([
      { line: 0, text: '', reason: 'not_your_turn', message: errors[0]!.message, index: 0 },
    ]);
  });
});
