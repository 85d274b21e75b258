import { describe, expect, test } from 'vitest';
import type { Lang } from '../../../src/engine/core/catalogue.ts';
import { ORDER_TEXT_REASONS, type ParsedOrderText, type TextProblem } from '../../../src/engine/core/order-text/index.ts';
import { REASONS } from '../../../src/engine/rulesets/chaos-in-the-old-world/reasons.ts';
import type { Sheet } from '../../../src/engine/rulesets/chaos-in-the-old-world/sheets.ts';
import type { State, StateInput } from '../../../src/engine/rulesets/chaos-in-the-old-world/state.ts';
import { FOUR, position, ruleset } from './helpers.ts';

/**
 * Answers as text (issue 36) through the descriptor's public face, on the default data: Kira (k) holds Khorne,
 * Nils (n) Nurgle, Tove (t) Tzeentch, Sara (s) Slaanesh. Three positions, one per decision a player answers.
 */

const orderText = ruleset.orderText!;
const setup = ruleset.defaultSetup();

/** Khorne's summoning turn: 6 power, a Bloodletter in the Empire, the Bloodthirster in Tilea, two cards in hand. */
const SUMMON: StateInput = {
  at: 'summoning',
  pending: { kind: 'summon', god: 'khorne' },
  power: { khorne: 6, nurgle: 3 },
  hands: { khorne: ['blood-frenzy', 'skull-tithe'] },
  regions: { empire: { figures: { khorne: { bloodletter: 1 } } }, tilea: { figures: { khorne: { bloodthirster: 1 } } } },
  oldWorld: { deck: ['omens'] },
};
/** A battle in Kislev: Khorne rolled 3 hits and must assign 3 among Nurgle's Great Unclean One and cultist, two Tzeentch Horrors and a peasant. */
const ASSIGN: StateInput = {
  at: 'battle',
  pending: { kind: 'assign', god: 'khorne', region: 'kislev', hits: 3, required: 3 },
  regions: {
    kislev: { figures: { khorne: { bloodletter: 2 }, nurgle: { 'great-unclean-one': 1, cultist: 1 }, tzeentch: { horror: 2 } }, tokens: { peasant: 1 } },
  },
  battle: {
    regionIndex: 2,
    active: true,
    rollers: ['khorne', 'nurgle', 'tzeentch'],
    rollerIndex: 0,
    damage: { 'khorne/bloodletter': [0, 0], 'nurgle/great-unclean-one': [0], 'nurgle/cultist': [0], 'tzeentch/horror': [0, 0], 'token/peasant': [0] },
    killers: {},
  },
  oldWorld: { deck: ['omens'] },
};
/** The End phase: Khorne's dial owes two upgrade cards; he already holds Hellblades. */
const UPGRADE: StateInput = {
  at: 'end-check',
  pending: { kind: 'upgrade', due: { khorne: 2 } },
  upgrades: { khorne: ['khorne-bloodletters'] },
  oldWorld: { deck: ['omens'] },
};

const states = { summon: position(setup, SUMMON), assign: position(setup, ASSIGN), upgrade: position(setup, UPGRADE) };
type At = keyof typeof states;
const ctx = (at: At, lang: Lang = 'es', player = 'k') => ({ setup, players: FOUR, state: states[at] as State, player, lang });

function sheetOf(text: string, at: At, lang: Lang = 'es', player = 'k'): Sheet {
  const parsed = orderText.parse(text, ctx(at, lang, player));
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('\n'));
  return parsed.sheet;
}

function problemsOf(text: string, at: At, lang: Lang = 'es', player = 'k'): TextProblem[] {
  const parsed: ParsedOrderText<Sheet> = orderText.parse(text, ctx(at, lang, player));
  if (parsed.ok) throw new Error(`understood: ${JSON.stringify(parsed.sheet)}`);
  return parsed.problems;
}

describe('a summoning turn: one line, both languages', () => {
  test.each<[string, Sheet]>([
    ['Invoco un Desangrador en Bretonia', { action: 'summon', figure: 'bloodletter', region: 'bretonnia' }],
    ['Invoco un Cultista en el Imperio', { action: 'summon', figure: 'cultist', region: 'empire' }],
    ['invoco CULTISTA en el imperio', { action: 'summon', figure: 'cultist', region: 'empire' }],
    ['Coloco 1 cultista en Kislev', { action: 'summon', figure: 'cultist', region: 'kislev' }],
    ['Invocar un Desangrador a Tierras Yermas', { action: 'summon', figure: 'bloodletter', region: 'badlands' }],
    ['Invoco el Devorador de Almas en el Imperio desde Tilea', { action: 'summon', figure: 'bloodthirster', region: 'empire', from: 'tilea' }],
    ['Invoco el Devorador de Almas desde Tilea en el Imperio', { action: 'summon', figure: 'bloodthirster', region: 'empire', from: 'tilea' }],
    ['Reinvoco el Devorador de Almas de Tilea al Imperio', { action: 'summon', figure: 'bloodthirster', region: 'empire', from: 'tilea' }],
    ['Muevo el Devorador de Almas al Imperio desde Tilea', { action: 'summon', figure: 'bloodthirster', region: 'empire', from: 'tilea' }],
    ['Invoco un Desangrador en Tierra de los Trolls', { action: 'summon', figure: 'bloodletter', region: 'troll-country' }],
    ['Invoco un Desangrador en Trolls', { action: 'summon', figure: 'bloodletter', region: 'troll-country' }], // a later word's beginning
    ['Summon a Bloodletter in Bretonnia', { action: 'summon', figure: 'bloodletter', region: 'bretonnia' }],
    ['Summon a cultist into the Empire', { action: 'summon', figure: 'cultist', region: 'empire' }],
    ['Place one Cultist in Troll Country', { action: 'summon', figure: 'cultist', region: 'troll-country' }],
    ['Summon the Bloodthirster in the Empire from Tilea', { action: 'summon', figure: 'bloodthirster', region: 'empire', from: 'tilea' }],
    ['Re-summon the Bloodthirster from Tilea to the Empire', { action: 'summon', figure: 'bloodthirster', region: 'empire', from: 'tilea' }],
    ['Move the Bloodthirster from Tilea to the Empire', { action: 'summon', figure: 'bloodthirster', region: 'empire', from: 'tilea' }],
    ['Juego Frenesí de sangre en Kislev', { action: 'card', card: 'blood-frenzy', region: 'kislev' }],
    ['Juego la carta Frenesi de Sangre en Kislev', { action: 'card', card: 'blood-frenzy', region: 'kislev' }],
    ['Juego Frenesí en Kislev', { action: 'card', card: 'blood-frenzy', region: 'kislev' }], // a unique beginning
    ['Uso Diezmo de cráneos en el Imperio', { action: 'card', card: 'skull-tithe', region: 'empire' }],
    ['Juego en Kislev la carta Frenesí de sangre', { action: 'card', card: 'blood-frenzy', region: 'kislev' }],
    ['Play Blood Frenzy in Kislev', { action: 'card', card: 'blood-frenzy', region: 'kislev' }],
    ['Cast the card Skull Tithe on the Empire', { action: 'card', card: 'skull-tithe', region: 'empire' }],
    ['Paso', { action: 'pass' }],
    ['Paso el turno', { action: 'pass' }],
    ['No hago nada', { action: 'pass' }],
    ['Pass', { action: 'pass' }],
    ['I pass my turn', { action: 'pass' }],
    ['Sin órdenes', { action: 'pass' }],
  ])('%s', (text, sheet) => {
    expect(sheetOf(text, 'summon')).toEqual(sheet);
    expect(sheetOf(text, 'summon', 'en')).toEqual(sheet); // the message language never changes what is read
  });
});

describe('a hit assignment: one target per line', () => {
  test.each<[string, { target: string; count: number }]>([
    ['Asigno 2 impactos a los Cultistas de Nurgle', { target: 'nurgle/cultist', count: 2 }],
    ['2 impactos al Gran Inmundicia de Nurgle', { target: 'nurgle/great-unclean-one', count: 2 }],
    ['Doy tres impactos a la Gran Inmundicia', { target: 'nurgle/great-unclean-one', count: 3 }], // the follower alone names one group here
    ['1 a los campesinos', { target: 'token/peasant', count: 1 }],
    ['Un impacto al campesino', { target: 'token/peasant', count: 1 }],
    ['Horrores de Tzeentch x2', { target: 'tzeentch/horror', count: 2 }],
    ['Impactos a los Horrores de Tzeentch: 2', { target: 'tzeentch/horror', count: 2 }],
    ['2 impactos a los Horrores de Tove', { target: 'tzeentch/horror', count: 2 }], // by the player's name
    ['2 impactos a Tzeentch: Horror', { target: 'tzeentch/horror', count: 2 }], // as the form labels it
    ['Assign 2 hits to the Nurgle Cultists', { target: 'nurgle/cultist', count: 2 }],
    ['2 hits on the Great Unclean One', { target: 'nurgle/great-unclean-one', count: 2 }],
    ['1 hit to the peasants', { target: 'token/peasant', count: 1 }],
    ['Tzeentch Horrors x2', { target: 'tzeentch/horror', count: 2 }],
    ['Put 2 wounds on the Horrors of Tzeentch', { target: 'tzeentch/horror', count: 2 }],
  ])('%s', (text, hit) => {
    expect(sheetOf(text, 'assign')).toEqual({ action: 'assign', hits: [hit] });
    expect(sheetOf(text, 'assign', 'en')).toEqual({ action: 'assign', hits: [hit] });
  });

  test('"Sin órdenes" is no hit at all (checkSheet then says every hit that can be used must be)', () => {
    expect(sheetOf('Sin órdenes', 'assign')).toEqual({ action: 'assign', hits: [] });
  });
});

describe('upgrade cards: one line or several', () => {
  test.each<[string, string[]]>([
    ['Elijo las mejoras Ira sin fin y Tributo de sangre', ['khorne-rage', 'khorne-tribute']],
    ['Mejoras: Ira sin fin, Cultistas sanguinarios', ['khorne-rage', 'khorne-cultists']],
    ['Elijo la mejora Ira sin fin\nElijo la mejora Furia del Devorador', ['khorne-rage', 'khorne-bloodthirster']],
    ['Mejoras:\n- Ira sin fin\n- Furia del Devorador', ['khorne-rage', 'khorne-bloodthirster']],
    ['Choose upgrades Endless Rage and Blood Tribute', ['khorne-rage', 'khorne-tribute']],
    ['Upgrades: Bloodthirster Fury & Bloodthirsty Cultists', ['khorne-bloodthirster', 'khorne-cultists']],
    ['Upgrades:\n* Endless Rage\n* Blood Tribute', ['khorne-rage', 'khorne-tribute']],
    ['Take the upgrade card Endless Rage; pick Blood Tribute', ['khorne-rage', 'khorne-tribute']],
  ])('%s', (text, upgrades) => {
    expect(sheetOf(text, 'upgrade')).toEqual({ action: 'upgrade', upgrades });
    expect(sheetOf(text, 'upgrade', 'en')).toEqual({ action: 'upgrade', upgrades });
  });
});

describe('a pasted answer gives the sheet the form sends', () => {
  test.each([
    ['es', '[b]Ronda 2 — Khorne[/b]\n\n1. Reinvoco el Devorador de Almas de Tilea al Imperio.'],
    ['en', '[b]Round 2 - Khorne[/b]\n\n- I re-summon the Bloodthirster from Tilea to the Empire!'],
  ] as const)('summoning (%s): legal in the position', (lang, text) => {
    const form: Sheet = { action: 'summon', figure: 'bloodthirster', region: 'empire', from: 'tilea' };
    const [request] = ruleset.decisions!(setup, FOUR, states.summon);
    expect(request!.schema!.parse(form)).toEqual(form);
    const parsed = orderText.parse(text, ctx('summon', lang));
    expect(parsed.ok && parsed.sheet).toEqual(form);
    expect(parsed.ok && parsed.sources).toEqual([
      { line: 3, text: lang === 'es' ? 'Reinvoco el Devorador de Almas de Tilea al Imperio' : 'I re-summon the Bloodthirster from Tilea to the Empire' },
    ]);
    expect(ruleset.checkSheet(setup, FOUR, states.summon, 'k', parsed.ok ? parsed.sheet : form, lang).errors).toEqual([]);
  });

  test.each([
    ['es', 'Impactos:\n- 1 a los Cultistas de Nurgle\n- 1 al campesino\n- 1 a los Horrores de Tzeentch'],
    ['en', 'Hits:\n• Nurgle Cultists x1\n• 1 hit to the peasant\n• Tzeentch Horrors x1'],
  ] as const)('a hit assignment (%s): one hit on each of three groups, as the form lists them', (lang, text) => {
    const form: Sheet = {
      action: 'assign',
      hits: [
        { target: 'nurgle/cultist', count: 1 },
        { target: 'token/peasant', count: 1 },
        { target: 'tzeentch/horror', count: 1 },
      ],
    };
    const [request] = ruleset.decisions!(setup, FOUR, states.assign);
    expect(request!.schema!.parse(form)).toEqual(form);
    const parsed = orderText.parse(text, ctx('assign', lang));
    expect(parsed.ok && parsed.sheet).toEqual(form);
    expect(parsed.ok && parsed.sources.map((s) => s.line)).toEqual([2, 3, 4]);
    expect(ruleset.checkSheet(setup, FOUR, states.assign, 'k', form, lang).errors).toEqual([]);
  });

  test('the standing priority list the form offers by default, written out', () => {
    const [request] = ruleset.decisions!(setup, FOUR, states.assign);
    expect(request!.defaultAnswer).toEqual({ action: 'assign', hits: [{ target: 'nurgle/great-unclean-one', count: 3 }] });
    expect(sheetOf('Tres impactos a la Gran Inmundicia', 'assign')).toEqual(request!.defaultAnswer);
    expect(sheetOf('3 hits on the Great Unclean One', 'assign', 'en')).toEqual(request!.defaultAnswer);
  });

  test.each([
    ['es', 'Fase 6: final\nMejoras: Ira sin fin y Tributo de sangre'],
    ['en', 'Phase 6 — End\n\nI choose the upgrades Endless Rage and Blood Tribute.'],
  ] as const)('upgrade cards (%s)', (lang, text) => {
    const form: Sheet = { action: 'upgrade', upgrades: ['khorne-rage', 'khorne-tribute'] };
    const [request] = ruleset.decisions!(setup, FOUR, states.upgrade);
    expect(request!.schema!.parse(form)).toEqual(form);
    expect(orderText.parse(text, ctx('upgrade', lang))).toMatchObject({ ok: true, sheet: form });
    expect(ruleset.checkSheet(setup, FOUR, states.upgrade, 'k', form, lang).errors).toEqual([]);
  });

  test('the canonical texts', () => {
    const cases: [At, Sheet, string, string][] = [
      [
        'summon',
        { action: 'summon', figure: 'bloodthirster', region: 'empire', from: 'tilea' },
        'Invoco Devorador de Almas en El Imperio desde Tilea',
        'Summon Bloodthirster in The Empire from Tilea',
      ],
      ['summon', { action: 'card', card: 'blood-frenzy', region: 'kislev' }, 'Juego Frenesí de sangre en Kislev', 'Play Blood Frenzy in Kislev'],
      ['summon', { action: 'pass' }, 'Paso', 'Pass'],
      [
        'assign',
        {
          action: 'assign',
          hits: [
            { target: 'nurgle/cultist', count: 1 },
            { target: 'token/peasant', count: 2 },
          ],
        },
        'Asigno 1 impacto a Cultistas de Nurgle\nAsigno 2 impactos a campesinos',
        'Assign 1 hit to Nurgle Cultists\nAssign 2 hits to peasants',
      ],
      ['assign', { action: 'assign', hits: [] }, 'Sin órdenes', 'No orders'],
      [
        'upgrade',
        { action: 'upgrade', upgrades: ['khorne-rage', 'khorne-tribute'] },
        'Elijo las mejoras Ira sin fin y Tributo de sangre',
        'Choose upgrades Endless Rage and Blood Tribute',
      ],
    ];
    for (const [at, sheet, es, en] of cases) {
      expect(orderText.print(sheet, ctx(at, 'es'))).toBe(es);
      expect(orderText.print(sheet, ctx(at, 'en'))).toBe(en);
      expect(sheetOf(es, at, 'en')).toEqual(sheet);
      expect(sheetOf(en, at, 'es')).toEqual(sheet);
    }
  });
});

describe('problems name their line', () => {
  test.each<[At, string, string, string]>([
    [
      'summon',
      'Invoco un Desangrdor en Bretonia',
      'unknown_name',
      'Línea 2: no conozco «Desangrdor» como seguidor de tu dios en esta partida. ¿Querías decir Desangrador?',
    ],
    ['summon', 'Invoco un cultista en Bretoña', 'unknown_name', 'Línea 2: no conozco «Bretoña» como región en esta partida. ¿Querías decir Bretonia?'],
    [
      'summon',
      'Invoco un Horror en Kislev',
      'unknown_name',
      'Línea 2: no conozco «Horror» como seguidor de tu dios en esta partida. Opciones: Cultista, Desangrador y Devorador de Almas.',
    ],
    ['summon', 'Juego Viento pestilente en Kislev', 'unknown_name', 'Línea 2: no conozco «Viento pestilente» como carta de Caos de tu dios'],
    [
      'summon',
      'Invoco en Kislev',
      'malformed_order',
      'Línea 2: «Invoco en Kislev» no tiene la forma de esa orden; escríbela así: «Invoco <seguidor> en <región> [desde <región>]».',
    ],
    [
      'summon',
      'Invcoo un cultista en Kislev',
      'unrecognised_order',
      'Línea 2: no entiendo «Invcoo un cultista en Kislev». Escribe una orden por línea, por ejemplo: «Invoco <seguidor> en <región> [desde <región>]»',
    ],
    [
      'summon',
      'Asigno 2 impactos a los Cultistas de Nurgle',
      'wrong_decision',
      'Línea 2: «Asigno 2 impactos a los Cultistas de Nurgle» es una asignación de impactos, pero ahora se te pide esto: Khorne: invoca un seguidor, juega una carta de Caos o pasa (poder: 6).',
    ],
    ['assign', 'Asigno 0 impactos a los Cultistas de Nurgle', 'bad_number', 'Línea 2: 0 no vale como número: tiene que estar entre 1 y 100.'],
    [
      'assign',
      '2 impactos a los Cultistas de Nurgel',
      'unknown_name',
      'Línea 2: no conozco «Cultistas de Nurgel» como objetivo de batalla en esta partida. ¿Querías decir Cultistas de Nurgle?',
    ],
    [
      'assign',
      '2 impactos a Nurgle',
      'ambiguous_name',
      'Línea 2: «Nurgle» puede ser «Cultistas de Nurgle», «Portadores de plaga de Nurgle» o «Grandes Inmundicias de Nurgle»: escribe el nombre completo.',
    ],
    [
      'assign',
      'Invoco un Cultista en Kislev',
      'wrong_decision',
      'Línea 2: «Invoco un Cultista en Kislev» es una orden del turno de invocación, pero ahora se te pide esto: Khorne: asigna 3 impactos en Kislev (3 sacados).',
    ],
    [
      'upgrade',
      'Elijo la mejora Ira sin fim',
      'unknown_name',
      'Línea 2: no conozco «Ira sin fim» como carta de mejora de tu dios en esta partida. ¿Querías decir Ira sin fin?',
    ],
  ])('%s: %s', (at, line, reason, message) => {
    const before = at === 'summon' ? '((hola))' : at === 'assign' ? '1 al campesino' : 'Elijo la mejora Tributo de sangre';
    const problems = problemsOf(`${before}\n${line}`, at);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 2, text: line, reason });
    expect(problems[0]!.message.startsWith(message), problems[0]!.message).toBe(true);
    expect([...ORDER_TEXT_REASONS, ...REASONS]).toContain(problems[0]!.reason);
  });

  test('a summoning turn is one order: the second one is refused on its line', () => {
    expect(problemsOf('Invoco un cultista en Kislev\nJuego Frenesí de sangre en Kislev', 'summon')).toEqual([
      {
        line: 2,
        text: 'Juego Frenesí de sangre en Kislev',
        reason: 'too_many_orders',
        message: 'Línea 2: en un turno de invocación se da una sola orden (invocar, jugar una carta o pasar), y ya está la de la línea 1.',
      },
    ]);
  });

  test('a player asked nothing may not mix kinds of answer (checkSheet says they are not asked)', () => {
    const problems = problemsOf('Elijo la mejora Contagio\n2 impactos a los Desangradores de Khorne', 'summon', 'en', 'n');
    expect(problems).toEqual([
      {
        line: 2,
        text: '2 impactos a los Desangradores de Khorne',
        reason: 'wrong_decision',
        message: 'Line 2: “2 impactos a los Desangradores de Khorne” is a hit assignment, and line 1 is an upgrade choice: an answer is of one kind only.',
      },
    ]);
    const parsed = orderText.parse('Elijo la mejora Contagio', ctx('summon', 'en', 'n'));
    expect(parsed.ok && parsed.sheet).toEqual({ action: 'upgrade', upgrades: ['nurgle-contagion'] });
    expect(ruleset.checkSheet(setup, FOUR, states.summon, 'n', parsed.ok ? parsed.sheet : { action: 'pass' }, 'en').errors.map((e) => e.reason)).toEqual([
      'not_asked',
    ]);
  });

  test('an upgrade choice cannot be empty: the dial owes the cards', () => {
    expect(problemsOf('Sin órdenes', 'upgrade')).toEqual([
      { line: 0, text: '', reason: 'wrong_upgrade_count', message: 'Tienes que elegir 2 cartas de mejora: escribe «Elijo las mejoras … y …».' },
    ]);
  });

  test('every bad line is reported, in English too, with suggestions as data', () => {
    expect(problemsOf('Summon a Bloodleter in Bretonie\nPlay Blood Frenzy in Kislevv', 'summon', 'en')).toEqual([
      {
        line: 1,
        text: 'Summon a Bloodleter in Bretonie',
        reason: 'unknown_name',
        message: 'Line 1: there is no follower of your god called “Bloodleter” in this game. Did you mean Bloodletter?',
        suggestions: ['Bloodletter'],
      },
      {
        line: 1,
        text: 'Summon a Bloodleter in Bretonie',
        reason: 'unknown_name',
        message: 'Line 1: there is no region called “Bretonie” in this game. Did you mean Bretonnia?',
        suggestions: ['Bretonnia'],
      },
      {
        line: 2,
        text: 'Play Blood Frenzy in Kislevv',
        reason: 'unknown_name',
        message: 'Line 2: there is no region called “Kislevv” in this game. Did you mean Kislev?',
        suggestions: ['Kislev'],
      },
    ]);
  });
});

describe('refusals of checkSheet pinned to their lines, with what the position allows', () => {
  test('a summon out of reach says where the god may summon', () => {
    const parsed = orderText.parse('Hola a todos\n\nInvoco un Desangrador en Tierra de los Trolls', ctx('summon'));
    expect(parsed.ok).toBe(false); // "Hola a todos" is no order
    const answer = orderText.parse('((hola))\n\nInvoco un Desangrador en Tierra de los Trolls', ctx('summon'));
    if (!answer.ok) throw new Error('not understood');
    const errors = ruleset.checkSheet(setup, FOUR, states.summon, 'k', answer.sheet, 'es').errors;
    expect(errors.map((e) => e.reason)).toEqual(['not_adjacent']);
    expect(orderText.pin(errors, answer, ctx('summon'))).toEqual([
      {
        line: 3,
        text: 'Invoco un Desangrador en Tierra de los Trolls',
        reason: 'not_adjacent',
        index: 0,
        message:
          'Línea 3: Solo puedes colocarlo donde ya tienes un seguidor o en una región adyacente. Puedes invocar en: Norsca, Kislev, El Imperio, Bretonia, Estalia, Tilea, Reinos Fronterizos y Tierras Yermas.',
      },
    ]);
  });

  test('a card not in hand lists the hand', () => {
    const parsed = orderText.parse('Play Brass Altar in Kislev', ctx('summon', 'en'));
    if (!parsed.ok) throw new Error('not understood');
    const errors = ruleset.checkSheet(setup, FOUR, states.summon, 'k', parsed.sheet, 'en').errors;
    expect(orderText.pin(errors, parsed, ctx('summon', 'en')).map((p) => [p.line, p.reason, p.message])).toEqual([
      [1, 'card_not_in_hand', 'Line 1: That card is not in your hand. Your hand: Blood Frenzy and Skull Tithe.'],
    ]);
  });

  test('a hit on a target that is not in the battle is pinned to its own line, with the living targets', () => {
    const parsed = orderText.parse('1 al campesino\n2 a los Diablillas de Slaanesh', ctx('assign'));
    if (!parsed.ok) throw new Error('not understood');
    const errors = ruleset.checkSheet(setup, FOUR, states.assign, 'k', parsed.sheet, 'es').errors;
    expect(orderText.pin(errors, parsed, ctx('assign')).map((p) => [p.line, p.reason, p.message])).toEqual([
      [
        2,
        'unknown_target',
        'Línea 2: Ese objetivo no está vivo en la región de la batalla. Objetivos vivos (impactos que los matan): Nurgle: Cultista (1), Nurgle: Gran Inmundicia (3), Tzeentch: Horror (2) y campesinos (1).',
      ],
    ]);
  });

  test('too few hits is about the whole answer (line 0), saying how many are owed', () => {
    const parsed = orderText.parse('1 al campesino\n1 a los Horrores de Tzeentch', ctx('assign', 'en'));
    if (!parsed.ok) throw new Error('not understood');
    const errors = ruleset.checkSheet(setup, FOUR, states.assign, 'k', parsed.sheet, 'en').errors;
    expect(orderText.pin(errors, parsed, ctx('assign', 'en'))).toEqual([
      { line: 0, text: '', reason: 'hits_unassigned', index: 0, message: 'You must assign every hit that can be used. You rolled 3 hits and must assign 3.' },
    ]);
  });

  test('an upgrade already taken is pinned to the line that names it, with the cards left', () => {
    const parsed = orderText.parse('Elijo la mejora Ira sin fin\nElijo la mejora Hojas infernales', ctx('upgrade'));
    if (!parsed.ok) throw new Error('not understood');
    expect(parsed.sources.map((s) => s.line)).toEqual([1, 2]);
    const errors = ruleset.checkSheet(setup, FOUR, states.upgrade, 'k', parsed.sheet, 'es').errors;
    expect(orderText.pin(errors, parsed, ctx('upgrade')).map((p) => [p.line, p.reason, p.message])).toEqual([
      [
        2,
        'upgrade_taken',
        'Línea 2: Ya tienes esa carta de mejora. Mejoras que te quedan: Cultistas sanguinarios, Furia del Devorador, Tributo de sangre y Ira sin fin.',
      ],
    ]);
  });
});
