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
      activations: [{ figure: 'valerie-duval', actions: [{ type: 'move', path: ['a4', 'a5'] }, { type: 'move', path: ['b5', 'c5'] }] }],
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
    const form = formAnswer(p, { kind: 'doomtroopers', activations: [{ figure: 'valerie-duval', actions: [{ type: 'attack', mode: 'melee', target: 'legionnaire-9' }], hold: true }] });
    expect(sheetOf(p, text, lang)).toEqual(form);
    expect(legal(p, form, lang)).toEqual([]);
  });

  test.each([
    ['es', 'Legionario 1 entra por la Puerta norte del citadel\nNecromutante 1 entra por la puerta sur\nCenturión 1 mueve h7 h6\nCenturión 1 dispara a Valerie Duval\nFin del turno'],
    ['en', 'Legionnaire 1 enters by Citadel north gate\nNecromutant 1 enters by the south gate\nCenturion 1 moves h7 h6\nCenturion 1 shoots Valerie Duval\nEnd of turn'],
  ] as const)("the Legion's turn: reinforcements, a creature moves and shoots (%s)", (lang, text) => {
    const p = legionTurn();
    const form = formAnswer(p, {
      kind: 'legion',
      reinforcements: [{ creature: 'legionnaire-1', entrance: 'gate-north' }, { creature: 'necromutant-1', entrance: 'gate-south' }],
      activations: [{ figure: 'centurion-1', actions: [{ type: 'move', path: ['h7', 'h6'] }, { type: 'attack', mode: 'ranged', target: 'valerie-duval' }] }],
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
    ['es', 'Coloco Legionario 10 en b6\nColoco Legionario 11 en c6', { kind: 'place-monsters', placements: [{ creature: 'legionnaire-10', square: 'b6' }, { creature: 'legionnaire-11', square: 'c6' }] }, placement],
    ['en', 'Place Legionnaire 10 on b6\nLegionnaire 11 at c6', { kind: 'place-monsters', placements: [{ creature: 'legionnaire-10', square: 'b6' }, { creature: 'legionnaire-11', square: 'c6' }] }, placement],
    ['es', 'Revelo la carta de la sección 4', { kind: 'reveal-card', section: '4' }, reveal],
    ['en', 'Reveal section 3', { kind: 'reveal-card', section: '3' }, reveal],
    ['es', 'Juego Adrenalina, efecto 2 sobre Valerie Duval', { kind: 'play-card', card: 'dc-1', effect: 2, target: 'valerie-duval' }, playCard],
    ['en', 'Play Adrenaline, effect 1', { kind: 'play-card', card: 'dc-1', effect: 1 }, playCard],
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
    ['Valerie mueve por a5, a6 y a7', { kind: 'doomtroopers', activations: [{ figure: V, actions: [{ type: 'move', path: ['a5', 'a6', 'a7'] }], hold: false }], endTurn: false }],
    ['Muevo a Valerie Duval hasta a5', { kind: 'doomtroopers', activations: [{ figure: V, actions: [{ type: 'move', path: ['a5'] }], hold: false }], endTurn: false }],
    ['VALERIE DUVAL: MUEVE A5 → A6', { kind: 'doomtroopers', activations: [{ figure: V, actions: [{ type: 'move', path: ['a5', 'a6'] }], hold: false }], endTurn: false }],
    ['Valerie Duval moves a4 off', { kind: 'doomtroopers', activations: [{ figure: V, actions: [{ type: 'move', path: ['a4', 'off'] }], hold: false }], endTurn: false }],
    ['Valerie Duval mueve a4 fuera', { kind: 'doomtroopers', activations: [{ figure: V, actions: [{ type: 'move', path: ['a4', 'off'] }], hold: false }], endTurn: false }],
    ['Valerie ataca al legionario 9', { kind: 'doomtroopers', activations: [{ figure: V, actions: [{ type: 'attack', mode: 'melee', target: 'legionnaire-9' }], hold: false }], endTurn: false }],
    ['Max Steiner dispara a Legionario 9', { kind: 'doomtroopers', activations: [{ figure: 'max-steiner', actions: [{ type: 'attack', mode: 'ranged', target: 'legionnaire-9' }], hold: false }], endTurn: false }],
    ['Max Steiner ataca a distancia al Legionario 9', { kind: 'doomtroopers', activations: [{ figure: 'max-steiner', actions: [{ type: 'attack', mode: 'ranged', target: 'legionnaire-9' }], hold: false }], endTurn: false }],
    ['Max shoots at legionnaire-9', { kind: 'doomtroopers', activations: [{ figure: 'max-steiner', actions: [{ type: 'attack', mode: 'ranged', target: 'legionnaire-9' }], hold: false }], endTurn: false }],
    ['Max Steiner dispara a dos blancos: Legionario 9 y Valerie', { kind: 'doomtroopers', activations: [{ figure: 'max-steiner', actions: [{ type: 'attack', mode: 'twin', targets: ['legionnaire-9', V] }], hold: false }], endTurn: false }],
    ['Max Steiner fires at Legionnaire 9 and Valerie Duval', { kind: 'doomtroopers', activations: [{ figure: 'max-steiner', actions: [{ type: 'attack', mode: 'twin', targets: ['legionnaire-9', V] }], hold: false }], endTurn: false }],
    ['Valerie barre desde c4 en sentido antihorario', { kind: 'doomtroopers', activations: [{ figure: V, actions: [{ type: 'attack', mode: 'sweep', square: 'c4', direction: 'ccw' }], hold: false }], endTurn: false }],
    ['Valerie sweeps from b5 clockwise', { kind: 'doomtroopers', activations: [{ figure: V, actions: [{ type: 'attack', mode: 'sweep', square: 'b5', direction: 'cw' }], hold: false }], endTurn: false }],
    ['Max dispara en línea de fuego a f4', { kind: 'doomtroopers', activations: [{ figure: 'max-steiner', actions: [{ type: 'attack', mode: 'line', square: 'f4' }], hold: false }], endTurn: false }],
    ['Max lanza una granada a d2', { kind: 'doomtroopers', activations: [{ figure: 'max-steiner', actions: [{ type: 'attack', mode: 'grenade', square: 'd2' }], hold: false }], endTurn: false }],
    ['Max throws a grenade at d2', { kind: 'doomtroopers', activations: [{ figure: 'max-steiner', actions: [{ type: 'attack', mode: 'grenade', square: 'd2' }], hold: false }], endTurn: false }],
    ['Activo Valerie Duval\nmueve a5\nataca al Legionario 9', { kind: 'doomtroopers', activations: [{ figure: V, actions: [{ type: 'move', path: ['a5'] }, { type: 'attack', mode: 'melee', target: 'legionnaire-9' }], hold: false }], endTurn: false }],
    ['Activate Valerie; move a5; done', { kind: 'doomtroopers', activations: [{ figure: V, actions: [{ type: 'move', path: ['a5'] }], hold: false }], endTurn: true }],
    ['Activo Valerie Duval', { kind: 'doomtroopers', activations: [{ figure: V, actions: [], hold: false }], endTurn: false }],
    ['Termino mi turno', { kind: 'doomtroopers', activations: [], endTurn: true }],
    ['Sin órdenes', { kind: 'doomtroopers', activations: [], endTurn: true }],
    ['Juego el Botiquín con el efecto 1 sobre Valerie', { kind: 'doomtroopers', card: { card: 'dc-2', effect: 1, target: V }, activations: [], endTurn: false }],
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
        { figure: V, actions: [{ type: 'move', path: ['a5', 'a6'] }, { type: 'attack', mode: 'melee', target: 'legionnaire-9' }], hold: true },
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
