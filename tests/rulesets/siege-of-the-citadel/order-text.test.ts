import { describe, expect, test } from 'vitest';
import type { Lang } from '../../../src/engine/core/catalogue.ts';
import { ORDER_TEXT_REASONS, type TextProblem } from '../../../src/engine/core/order-text/index.ts';
import type { Answer } from '../../../src/engine/rulesets/siege-of-the-citadel/answers.ts';
import { SIEGE_TEXT_MESSAGES } from '../../../src/engine/rulesets/siege-of-the-citadel/order-text/messages.ts';
import { REASONS } from '../../../src/engine/rulesets/siege-of-the-citadel/reasons.ts';
import { ruleset } from './helpers.ts';
import {
  bauhausTurn,
  ctxOf,
  draft,
  firstTurn,
  formAnswer,
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

/** Orders as text (issue 36) through the descriptor's public face, on the default data. */

function sheetOf(p: Position, text: string, lang: Lang = 'es'): Answer {
  const parsed = orderText.parse(text, ctxOf(p, lang));
  if (!parsed.ok) throw new Error(parsed.problems.map((x) => x.message).join('\n'));
  return parsed.sheet;
}

function problemsOf(p: Position, text: string, lang: Lang = 'es'): TextProblem[] {
  const parsed = orderText.parse(text, ctxOf(p, lang));
  if (parsed.ok) throw new Error(`understood: ${JSON.stringify(parsed.sheet)}`);
  return parsed.problems;
}

const legal = (p: Position, sheet: Answer, lang: Lang = 'es') => ruleset.checkSheet(p.setup, p.players, p.state, p.player, sheet, lang).errors;

describe('a pasted answer gives the sheet the form posts', () => {
  test.each([
    ['es', '[b]Ronda 1 — Bauhaus[/b]\n\n1. Valerie Duval mueve a5 a6\n2. Max Steiner mueve por a4 y a5\nFin del turno.'],
    ['en', 'Round 1\n\n- Valerie Duval moves to a5, a6\n- Max Steiner moves a4-a5\n- End turn!'],
  ] as const)('a Doomtrooper turn: two figures move, the turn ends (%s)', (lang, text) => {
    const p = bauhausTurn();
    for (const section of Object.values(p.state.sections)) section.cards = []; // nothing revealed on the way
    const form = formAnswer(p, {
      kind: 'doomtroopers',
      activations: [
        { figure: 'valerie-duval', actions: [{ type: 'move', path: ['a5', 'a6'] }] },
        { figure: 'max-steiner', actions: [{ type: 'move', path: ['a4', 'a5'] }] },
      ],
      endTurn: true,
    });
    const parsed = orderText.parse(text, ctxOf(p, lang));
    expect(parsed.ok && parsed.sheet).toEqual(form);
    expect(parsed.ok && parsed.sources.map((s) => s.line)).toEqual([3, 3, 4, 4]);
    // As written, not as read (the squares of a path get commas before reading).
    expect(parsed.ok && parsed.sources[0]!.text).toBe(lang === 'es' ? 'Valerie Duval mueve a5 a6' : 'Valerie Duval moves to a5, a6');
    expect(parsed.ok && parsed.sources[2]!.text).toBe(lang === 'es' ? 'Max Steiner mueve por a4 y a5' : 'Max Steiner moves a4-a5');
    expect(legal(p, form, lang)).toEqual([]);
  });

  test.each([
    ['es', 'Entro por la entrada oeste\nJuego Adrenalina, efecto 1\nValerie Duval:\n- mueve a4 a5\n- mueve b5 c5'],
    ['en', 'Enter by the West entrance\nPlay Adrenaline, effect 1\nValerie Duval:\n* move a4 a5\n* move b5 c5'],
  ] as const)('the first turn: entrance, a card and one figure with two moves (%s)', (lang, text) => {
    const p = firstTurn();
    p.state.groups.B!.hand = ['dc-1'];
    const form = formAnswer(p, {
      kind: 'doomtroopers',
      entrance: 'west',
      card: { card: 'dc-1', effect: 1 },
      activations: [
        {
          figure: 'valerie-duval',
          actions: [
            { type: 'move', path: ['a4', 'a5'] },
            { type: 'move', path: ['b5', 'c5'] },
          ],
        },
      ],
    });
    expect(sheetOf(p, text, lang)).toEqual(form);
    expect(legal(p, form, lang)).toEqual([]);
  });

  test.each([
    ['es', 'Valerie Duval ataca cuerpo a cuerpo al Legionario 9\nMantengo abierto el turno de Valerie Duval'],
    ['en', 'Valerie Duval attacks Legionnaire 9 in close combat\nHold the turn of Valerie Duval'],
  ] as const)('an attack, the figure kept active (%s)', (lang, text) => {
    const p = bauhausTurn(undefined, []);
    p.state.figures.find((f) => f.id === 'legionnaire-9')!.square = 'b5';
    const form = formAnswer(p, {
      kind: 'doomtroopers',
      activations: [{ figure: 'valerie-duval', actions: [{ type: 'attack', mode: 'melee', target: 'legionnaire-9' }], hold: true }],
    });
    expect(sheetOf(p, text, lang)).toEqual(form);
    expect(legal(p, form, lang)).toEqual([]);
  });

  test.each([
    [
      'es',
      'Legionario 1 entra por la Puerta norte del citadel\nNecromutante 1 entra por la puerta sur\nCenturión 1 mueve h7 h6\nCenturión 1 dispara a Valerie Duval\nFin del turno',
    ],
    [
      'en',
      'Legionnaire 1 enters by Citadel north gate\nNecromutant 1 enters by the south gate\nCenturion 1 moves h7 h6\nCenturion 1 shoots Valerie Duval\nEnd of turn',
    ],
  ] as const)("the Legion's turn: reinforcements, a creature moves and shoots (%s)", (lang, text) => {
    const p = legionTurn();
    const form = formAnswer(p, {
      kind: 'legion',
      reinforcements: [
        { creature: 'legionnaire-1', entrance: 'gate-north' },
        { creature: 'necromutant-1', entrance: 'gate-south' },
      ],
      activations: [
        {
          figure: 'centurion-1',
          actions: [
            { type: 'move', path: ['h7', 'h6'] },
            { type: 'attack', mode: 'ranged', target: 'valerie-duval' },
          ],
        },
      ],
      endTurn: true,
    });
    expect(sheetOf(p, text, lang)).toEqual(form);
  });

  test.each([
    ['es', 'Compro 2 créditos', { kind: 'buy-credits', credits: 2 }, purchase],
    ['en', 'I buy two credits', { kind: 'buy-credits', credits: 2 }, purchase],
    ['es', 'Sin órdenes', { kind: 'buy-credits', credits: 0 }, purchase],
    ['es', 'Tomo la Espada Punisher para Valerie Duval', { kind: 'draft', card: 'punisher-sword', trooper: 'valerie-duval' }, draft],
    ['en', 'Take Punisher sword for Valerie', { kind: 'draft', card: 'punisher-sword', trooper: 'valerie-duval' }, draft],
    ['en', 'Max Steiner takes the Plasma carbine', { kind: 'draft', card: 'plasma-carbine', trooper: 'max-steiner' }, draft],
    ['es', 'Paso', { kind: 'draft' }, draft],
    ['en', 'Pass', { kind: 'draft' }, draft],
    [
      'es',
      'Coloco Legionario 10 en b6\nColoco Legionario 11 en c6',
      {
        kind: 'place-monsters',
        placements: [
          { creature: 'legionnaire-10', square: 'b6' },
          { creature: 'legionnaire-11', square: 'c6' },
        ],
      },
      placement,
    ],
    [
      'en',
      'Place Legionnaire 10 on b6\nLegionnaire 11 at c6',
      {
        kind: 'place-monsters',
        placements: [
          { creature: 'legionnaire-10', square: 'b6' },
          { creature: 'legionnaire-11', square: 'c6' },
        ],
      },
      placement,
    ],
    ['es', 'Revelo la carta de la sección 4', { kind: 'reveal-card', section: '4' }, reveal],
    ['en', 'Reveal section 3', { kind: 'reveal-card', section: '3' }, reveal],
    ['es', 'Juego Adrenalina, efecto 2 sobre Valerie Duval', { kind: 'play-card', card: 'dc-1', effect: 2, target: 'valerie-duval' }, playCard],
    ['en', 'Play Adrenaline, effect 1', { kind: 'play-card', card: 'dc-1', effect: 1 }, playCard],
    // The optional card declined: it stays in the hand (no line at all says the same).
    ['es', 'No juego ninguna carta', { kind: 'play-card', choice: 'decline' }, playCard],
    ['en', 'No orders', { kind: 'play-card', choice: 'decline' }, playCard],
    ['es', 'Juego Cobertura, efecto 1 sobre Valerie', { kind: 'react', card: { card: 'dc-4', effect: 1, target: 'valerie-duval' } }, react],
    ['en', 'Pass', { kind: 'react' }, react],
  ] as const)('%s: %s', (lang, text, posted, position) => {
    const p = position();
    const form = formAnswer(p, posted);
    expect(sheetOf(p, text, lang)).toEqual(form);
    expect(sheetOf(p, text, lang === 'es' ? 'en' : 'es')).toEqual(form); // the message language never changes what is read
    expect(legal(p, form, lang)).toEqual([]);
  });
});

describe('phrasings of a turn', () => {
  const p = bauhausTurn();
  const V = 'valerie-duval';
  test.each<[string, Answer]>([
    [
      'Valerie mueve por a5, a6 y a7',
      { kind: 'doomtroopers', activations: [{ figure: V, actions: [{ type: 'move', path: ['a5', 'a6', 'a7'] }], hold: false }], endTurn: false },
    ],
    [
      'Muevo a Valerie Duval hasta a5',
      { kind: 'doomtroopers', activations: [{ figure: V, actions: [{ type: 'move', path: ['a5'] }], hold: false }], endTurn: false },
    ],
    [
      'VALERIE DUVAL: MUEVE A5 → A6',
      { kind: 'doomtroopers', activations: [{ figure: V, actions: [{ type: 'move', path: ['a5', 'a6'] }], hold: false }], endTurn: false },
    ],
    [
      'Valerie Duval moves a4 off',
      { kind: 'doomtroopers', activations: [{ figure: V, actions: [{ type: 'move', path: ['a4', 'off'] }], hold: false }], endTurn: false },
    ],
    [
      'Valerie Duval mueve a4 fuera',
      { kind: 'doomtroopers', activations: [{ figure: V, actions: [{ type: 'move', path: ['a4', 'off'] }], hold: false }], endTurn: false },
    ],
    [
      'Valerie ataca al legionario 9',
      {
        kind: 'doomtroopers',
        activations: [{ figure: V, actions: [{ type: 'attack', mode: 'melee', target: 'legionnaire-9' }], hold: false }],
        endTurn: false,
      },
    ],
    [
      'Max Steiner dispara a Legionario 9',
      {
        kind: 'doomtroopers',
        activations: [{ figure: 'max-steiner', actions: [{ type: 'attack', mode: 'ranged', target: 'legionnaire-9' }], hold: false }],
        endTurn: false,
      },
    ],
    [
      'Max Steiner ataca a distancia al Legionario 9',
      {
        kind: 'doomtroopers',
        activations: [{ figure: 'max-steiner', actions: [{ type: 'attack', mode: 'ranged', target: 'legionnaire-9' }], hold: false }],
        endTurn: false,
      },
    ],
    [
      'Max shoots at legionnaire-9',
      {
        kind: 'doomtroopers',
        activations: [{ figure: 'max-steiner', actions: [{ type: 'attack', mode: 'ranged', target: 'legionnaire-9' }], hold: false }],
        endTurn: false,
      },
    ],
    [
      'Max Steiner dispara a dos blancos: Legionario 9 y Valerie',
      {
        kind: 'doomtroopers',
        activations: [{ figure: 'max-steiner', actions: [{ type: 'attack', mode: 'twin', targets: ['legionnaire-9', V] }], hold: false }],
        endTurn: false,
      },
    ],
    [
      'Max Steiner fires at Legionnaire 9 and Valerie Duval',
      {
        kind: 'doomtroopers',
        activations: [{ figure: 'max-steiner', actions: [{ type: 'attack', mode: 'twin', targets: ['legionnaire-9', V] }], hold: false }],
        endTurn: false,
      },
    ],
    [
      'Valerie barre desde c4 en sentido antihorario',
      {
        kind: 'doomtroopers',
        activations: [{ figure: V, actions: [{ type: 'attack', mode: 'sweep', square: 'c4', direction: 'ccw' }], hold: false }],
        endTurn: false,
      },
    ],
    [
      'Valerie sweeps from b5 clockwise',
      {
        kind: 'doomtroopers',
        activations: [{ figure: V, actions: [{ type: 'attack', mode: 'sweep', square: 'b5', direction: 'cw' }], hold: false }],
        endTurn: false,
      },
    ],
    [
      'Max dispara en línea de fuego a f4',
      {
        kind: 'doomtroopers',
        activations: [{ figure: 'max-steiner', actions: [{ type: 'attack', mode: 'line', square: 'f4' }], hold: false }],
        endTurn: false,
      },
    ],
    [
      'Max lanza una granada a d2',
      {
        kind: 'doomtroopers',
        activations: [{ figure: 'max-steiner', actions: [{ type: 'attack', mode: 'grenade', square: 'd2' }], hold: false }],
        endTurn: false,
      },
    ],
    [
      'Max throws a grenade at d2',
      {
        kind: 'doomtroopers',
        activations: [{ figure: 'max-steiner', actions: [{ type: 'attack', mode: 'grenade', square: 'd2' }], hold: false }],
        endTurn: false,
      },
    ],
    [
      'Activo Valerie Duval\nmueve a5\nataca al Legionario 9',
      {
        kind: 'doomtroopers',
        activations: [
          {
            figure: V,
            actions: [
              { type: 'move', path: ['a5'] },
              { type: 'attack', mode: 'melee', target: 'legionnaire-9' },
            ],
            hold: false,
          },
        ],
        endTurn: false,
      },
    ],
    [
      'Activate Valerie; move a5; done',
      { kind: 'doomtroopers', activations: [{ figure: V, actions: [{ type: 'move', path: ['a5'] }], hold: false }], endTurn: true },
    ],
    ['Activo Valerie Duval', { kind: 'doomtroopers', activations: [{ figure: V, actions: [], hold: false }], endTurn: false }],
    ['Termino mi turno', { kind: 'doomtroopers', activations: [], endTurn: true }],
    ['Sin órdenes', { kind: 'doomtroopers', activations: [], endTurn: true }],
    [
      'Juego el Botiquín con el efecto 1 sobre Valerie',
      { kind: 'doomtroopers', card: { card: 'dc-2', effect: 1, target: V }, activations: [], endTurn: false },
    ],
    ['Valerie Duval entra por la entrada oeste', { kind: 'doomtroopers', entrance: 'west', activations: [], endTurn: false }],
    ['Entrada: oeste', { kind: 'doomtroopers', entrance: 'west', activations: [], endTurn: false }],
  ])('%s', (text, sheet) => {
    expect(sheetOf(p, text)).toEqual(sheet);
    expect(sheetOf(p, text, 'en')).toEqual(sheet);
  });

  test('without a grid: moves to sections, leaving the board, areas reported as the figures reached', () => {
    const g = gridless();
    expect(sheetOf(g, 'Valerie Duval mueve a la sección 2\nMax Steiner sale del tablero')).toEqual({
      kind: 'doomtroopers',
      activations: [
        { figure: 'valerie-duval', actions: [{ type: 'move', section: '2' }], hold: false },
        { figure: 'max-steiner', actions: [{ type: 'withdraw' }], hold: false },
      ],
      endTurn: false,
    });
    expect(sheetOf(g, 'Valerie sweeps Necromutant 1 and Legionnaire 1\nMax throws a grenade at Necromutant 1 hitting Legionnaire 1', 'en')).toEqual({
      kind: 'doomtroopers',
      activations: [
        { figure: 'valerie-duval', actions: [{ type: 'attack', mode: 'sweep', targets: ['necromutant-1', 'legionnaire-1'] }], hold: false },
        { figure: 'max-steiner', actions: [{ type: 'attack', mode: 'grenade', target: 'necromutant-1', targets: ['legionnaire-1'] }], hold: false },
      ],
      endTurn: false,
    });
  });

  test('the canonical texts', () => {
    const sheet: Answer = {
      kind: 'doomtroopers',
      entrance: 'west',
      card: { card: 'dc-2', effect: 1, target: V },
      activations: [
        {
          figure: V,
          actions: [
            { type: 'move', path: ['a5', 'a6'] },
            { type: 'attack', mode: 'melee', target: 'legionnaire-9' },
          ],
          hold: true,
        },
        { figure: 'max-steiner', actions: [{ type: 'attack', mode: 'ranged', target: 'legionnaire-9' }], hold: false },
      ],
      endTurn: true,
    };
    const es = orderText.print(sheet, ctxOf(p, 'es'));
    const en = orderText.print(sheet, ctxOf(p, 'en'));
    expect(es).toBe(
      'Entro por Entrada oeste\nJuego Botiquín, efecto 1 sobre Valerie Duval\nValerie Duval mueve por a5 y a6\nValerie Duval ataca cuerpo a cuerpo a Legionario 9\nMantengo abierto el turno de Valerie Duval\nMax Steiner dispara a Legionario 9\nFin del turno',
    );
    expect(en).toBe(
      'Enter by West entrance\nPlay Medkit, effect 1 on Valerie Duval\nValerie Duval moves to a5 and a6\nValerie Duval attacks Legionnaire 9 in close combat\nHold the turn of Valerie Duval\nMax Steiner shoots Legionnaire 9\nEnd of turn',
    );
    expect(sheetOf(p, es, 'en')).toEqual(sheet);
    expect(sheetOf(p, en, 'es')).toEqual(sheet);
  });
});

describe('problems name their line', () => {
  const p = bauhausTurn();
  test.each<[() => Position, string, string, string]>([
    [bauhausTurn, 'Valerie Duval mueve por a5 a6 a7 a8 ' + 'y a9 '.repeat(80), 'line_too_long', 'Línea 2: es demasiado larga (máximo 400 caracteres)'],
    [bauhausTurn, 'Hola a todos', 'unrecognised_order', 'Línea 2: no entiendo «Hola a todos».'],
    [
      bauhausTurn,
      'Juego Adrenalina',
      'malformed_order',
      'Línea 2: «Juego Adrenalina» no tiene la forma de esa orden; escríbela así: «Juego <carta>, efecto <1|2> [sobre <Doomtrooper>]».',
    ],
    [bauhausTurn, 'Juego Adrenalina, efecto 3', 'malformed_order', 'Línea 2: una carta Doomtrooper tiene dos efectos: escribe «efecto 1» o «efecto 2», no 3.'],
    [bauhausTurn, 'Valery Duval mueve por a5', 'unknown_name', 'Línea 2: no conozco «Valery Duval» como figura en esta partida. ¿Querías decir Valerie Duval?'],
    [bauhausTurn, 'Valerie mueve por a5, x99', 'unknown_name', 'Línea 2: no conozco «x99» como casilla en esta partida. ¿Querías decir x9?'],
    [
      bauhausTurn,
      'Juego Adrenalna, efecto 1',
      'unknown_name',
      'Línea 2: no conozco «Adrenalna» como carta Doomtrooper en esta partida. ¿Querías decir Adrenalina?',
    ],
    [
      legionTurn,
      'Legionario 1 entra por la puerta',
      'ambiguous_name',
      'Línea 2: «puerta» puede ser «Puerta norte del citadel» o «Puerta sur del citadel»: escribe el nombre completo.',
    ],
    [purchase, 'Compro 1001 créditos', 'bad_number', 'Línea 2: 1001 no vale como número: tiene que estar entre 0 y 1000.'],
    [bauhausTurn, 'Sin órdenes', 'none_with_orders', 'Línea 2: «Sin órdenes» dice que no das órdenes, pero el texto tiene otras órdenes'],
    [bauhausTurn, 'mueve por a6', 'malformed_order', 'Línea 2: ¿qué figura? Nómbrala en la línea'],
    [bauhausTurn, 'Entro por la entrada suroeste', 'too_many_orders', 'Línea 2: esta respuesta lleva una sola orden así, y ya está la de la línea 1.'],
    [
      bauhausTurn,
      'Compro 2 créditos',
      'wrong_kind',
      'Línea 2: «Compro 2 créditos» es una orden de «Comprar créditos», pero ahora se te pide esto: Tu turno: acciones de tus Doomtroopers',
    ],
    [purchase, 'Compro 1 crédito', 'too_many_orders', 'Línea 2: esta respuesta lleva una sola orden así, y ya está la de la línea 1.'],
    [
      legionTurn,
      'Coloco Legionario 1 en c4',
      'wrong_kind',
      'Línea 2: «Coloco Legionario 1 en c4» es una orden de «Colocar criaturas», pero ahora se te pide esto: Turno de la Legión',
    ],
  ])('%#: %s', (position, line, reason, message) => {
    const before =
      position === purchase
        ? 'Compro 1 crédito'
        : position === legionTurn
          ? 'Necromutante 1 entra por la Puerta sur del citadel'
          : line === 'mueve por a6'
            ? '((hola))'
            : 'Entro por la entrada oeste';
    const problems = problemsOf(position(), `${before}\n${line}`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 2, text: line.trim(), reason });
    expect(problems[0]!.message.startsWith(message), problems[0]!.message).toBe(true);
    expect([...ORDER_TEXT_REASONS, ...REASONS]).toContain(problems[0]!.reason);
  });

  test('every bad line is reported, in English too, with suggestions as data', () => {
    expect(problemsOf(p, 'Valery moves to a5\nMax shoots Legionnare 9', 'en')).toEqual([
      {
        line: 1,
        text: 'Valery moves to a5',
        reason: 'unknown_name',
        message: 'Line 1: there is no figure called “Valery” in this game. Did you mean Valerie Duval?',
        suggestions: ['Valerie Duval'],
      },
      {
        line: 2,
        text: 'Max shoots Legionnare 9',
        reason: 'unknown_name',
        message: 'Line 2: there is no figure called “Legionnare 9” in this game. Did you mean Legionnaire 9?',
        suggestions: ['Legionnaire 9'],
      },
    ]);
  });

  test('the whole text: nothing to read, too long, or a request that needs a line', () => {
    expect(problemsOf(p, '((nada))\n[b][/b]')).toMatchObject([{ line: 0, reason: 'empty_text' }]);
    expect(problemsOf(p, 'x'.repeat(20_001))).toMatchObject([{ line: 0, reason: 'text_too_long' }]);
    expect(problemsOf(reveal(), 'Sin órdenes')).toEqual([{ line: 0, text: '', reason: 'empty_text', message: 'Escribe la orden: «Revelo <sección>».' }]);
  });

  test('a writer asked nothing may not mix kinds of answer (checkSheet then says they are not asked)', () => {
    const asked = bauhausTurn();
    expect(problemsOf({ ...asked, player: 'M' }, 'Tatsu mueve por b2\nCompro 2 créditos')).toEqual([
      {
        line: 2,
        text: 'Compro 2 créditos',
        reason: 'wrong_kind',
        message:
          'Línea 2: «Compro 2 créditos» es una orden de «Comprar créditos», y la línea 1 es de «Turno de Doomtroopers»: una respuesta es de un solo tipo.',
      },
    ]);
    const sheet = sheetOf({ ...asked, player: 'M' }, 'Tatsu mueve por b2');
    expect(ruleset.checkSheet(asked.setup, asked.players, asked.state, 'M', sheet, 'es').errors.map((e) => e.reason)).toEqual(['not_asked']);
  });
});

describe('refusals of checkSheet pinned to their lines, with what the position allows', () => {
  /** Bauhaus's turn with no face-down card on the way (a reveal would stop the answer there). */
  const quiet = () => {
    const p = bauhausTurn();
    for (const section of Object.values(p.state.sections)) section.cards = [];
    return p;
  };
  function pinned(p: Position, text: string, lang: Lang = 'es') {
    const parsed = orderText.parse(text, ctxOf(p, lang));
    if (!parsed.ok) throw new Error(parsed.problems.map((x) => x.message).join('\n'));
    const errors = ruleset.checkSheet(p.setup, p.players, p.state, p.player, parsed.sheet, lang).errors;
    return orderText.pin(errors, parsed, ctxOf(p, lang)).map((x) => [x.line, x.reason, x.message]);
  }

  test("a step through a wall is pinned to the figure's second action line", () => {
    expect(pinned(quiet(), 'Entro por la entrada oeste\nValerie Duval:\n- mueve a b5\n- mueve por b6 b9\nFin del turno')).toEqual([
      [4, 'not_adjacent_step', 'Línea 4: No se puede pasar a b9: no es vecina o hay una pared.'],
    ]);
  });

  test('a figure of another group is pinned to the line that names it, with the figures that can act', () => {
    expect(pinned(quiet(), 'Max Steiner mueve por a4\nYojimbo mueve por b3', 'en')).toEqual([
      [2, 'not_your_figure', 'Line 2: That figure is not yours. Figures that can act: Valerie Duval and Max Steiner.'],
    ]);
  });

  test('a card not in hand lists the hand', () => {
    expect(pinned(quiet(), 'Valerie mueve por a5\nJuego Cobertura, efecto 2 sobre Valerie')).toEqual([
      [2, 'card_not_in_hand', 'Línea 2: No tienes la carta dc-4. Tu mano: Adrenalina y Botiquín.'],
    ]);
  });

  test("a reinforcement at a gate that is not the Legion's, and one left without a gate (the whole answer: line 0)", () => {
    expect(pinned(legionTurn(), 'Legionario 1 entra por la entrada oeste\nNecromutante 1 entra por la puerta sur del citadel', 'en')).toEqual([
      [1, 'not_a_legion_entrance', 'Line 1: west is not a Legion entrance. Entrances: Citadel north gate and Citadel south gate.'],
    ]);
    expect(pinned(legionTurn(), 'Legionnaire 1 enters by the citadel north gate\nEnd turn', 'en')).toEqual([
      [0, 'reinforcement_missing', 'Choose the entrance of necromutant-1.'],
    ]);
  });

  test('a one-line answer takes every refusal on its line; a reveal of a section without cards says which have them', () => {
    expect(pinned(purchase(), 'Compro 3 créditos')).toEqual([[1, 'too_many_credits', 'Línea 1: Solo puedes comprar 2 créditos (5 puntos cada uno).']]);
    expect(pinned(reveal(), 'Revelo la sección 5')).toEqual([
      [1, 'no_cards_there', 'Línea 1: La sección 5 no tiene cartas boca abajo. Secciones con cartas boca abajo: Sección 3 y Sección 4.'],
    ]);
  });
});

describe('the catalogue', () => {
  test('every text of the grammar in both languages', () => {
    for (const [key, text] of Object.entries(SIEGE_TEXT_MESSAGES)) {
      expect(text.es.trim(), key).not.toBe('');
      expect(text.en.trim(), key).not.toBe('');
    }
  });
  test("the reasons of the whole-answer problems are reading reasons or the ruleset's own, with messages in both languages", () => {
    for (const reason of ['wrong_kind'] as const) {
      expect(REASONS).toContain(reason);
      expect(ruleset.messages?.[`reason.${reason}`]).toMatchObject({ es: expect.any(String), en: expect.any(String) });
    }
    for (const reason of ['too_many_orders', 'malformed_order', 'empty_text'] as const) expect(ORDER_TEXT_REASONS).toContain(reason);
  });
});

describe('other phrasings the doc lists', () => {
  const V = 'valerie-duval';
  const turn = (activations: unknown[], endTurn = false) => ({ kind: 'doomtroopers', activations, endTurn });
  test.each<[() => Position, string, unknown]>([
    [purchase, 'No compro', { kind: 'buy-credits', credits: 0 }],
    [purchase, 'No credits', { kind: 'buy-credits', credits: 0 }],
    [purchase, 'Créditos: 2', { kind: 'buy-credits', credits: 2 }],
    [draft, 'Doy la carta Mira láser a Max Steiner', { kind: 'draft', card: 'laser-sight', trooper: 'max-steiner' }],
    [draft, 'Give Laser sight to Max', { kind: 'draft', card: 'laser-sight', trooper: 'max-steiner' }],
    [draft, 'No tomo nada', { kind: 'draft', card: null, trooper: null }],
    [bauhausTurn, 'Duval mueve a5', turn([{ figure: V, actions: [{ type: 'move', path: ['a5'] }], hold: false }])],
    [bauhausTurn, 'Valerie Duval sigue', turn([{ figure: V, actions: [], hold: true }])],
    [bauhausTurn, 'Valerie Duval holds', turn([{ figure: V, actions: [], hold: true }])],
    [bauhausTurn, 'He terminado', turn([], true)],
    [bauhausTurn, 'Paso el turno', turn([], true)],
    [gridless, 'Valerie mueve a 2', turn([{ figure: V, actions: [{ type: 'move', section: '2' }], hold: false }])],
    [
      legionTurn,
      'Refuerzo Legionario 1 por la puerta norte\nReinforce Necromutant 1 by the citadel south gate',
      {
        kind: 'legion',
        reinforcements: [
          { creature: 'legionnaire-1', entrance: 'gate-north' },
          { creature: 'necromutant-1', entrance: 'gate-south' },
        ],
        activations: [],
        endTurn: false,
      },
    ],
    [reveal, 'Revelo 3', { kind: 'reveal-card', section: '3' }],
    [react, 'No juego ninguna carta', { kind: 'react' }],
  ])('%#: %s', (position, text, sheet) => {
    expect(sheetOf(position(), text)).toEqual(sheet);
  });
});
