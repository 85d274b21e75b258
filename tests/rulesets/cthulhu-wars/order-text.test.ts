import { describe, expect, test } from 'vitest';
import type { Lang, Message } from '../../../src/engine/core/catalogue.ts';
import { ORDER_TEXT_REASONS, type TextProblem } from '../../../src/engine/core/order-text/index.ts';
import type { Sheet } from '../../../src/engine/rulesets/cthulhu-wars/answers.ts';
import { CW_TEXT_MESSAGES } from '../../../src/engine/rulesets/cthulhu-wars/order-text/messages.ts';
import { REASONS } from '../../../src/engine/rulesets/cthulhu-wars/reasons.ts';
import type { State } from '../../../src/engine/rulesets/cthulhu-wars/types.ts';
import { G2, G3, cw, play, position, type Game } from './helpers.ts';

/**
 * Answers as text (issue 36) through the descriptor's public face, on the default data: Alba (a) holds Great
 * Cthulhu, Bruno (b) the Yellow Sign, Carla (c) the Black Goat. One position per decision a player answers.
 */

const orderText = cw.orderText!;

/** Alba's initiative: 12 Power, the Dreams spellbook, an Elder Sign, units in the South Pacific, Europe and Arabia. */
const INITIATIVE = position(
  {
    phase: 'action',
    firstPlayer: 'a',
    power: { a: 12, b: 6, c: 6 },
    spellbooks: { a: ['dreams'] },
    units: {
      'gc.acolyte.1': 'south-pacific',
      'gc.acolyte.2': 'south-pacific',
      'gc.acolyte.3': 'arabia',
      'gc.deep-one.1': 'south-pacific',
      'gc.deep-one.2': 'south-pacific',
      'gc.shoggoth.1': 'europe',
      'ys.acolyte.1': 'europe',
      'ys.acolyte.2': 'europe',
      'bg.acolyte.1': 'west-africa',
    },
    gates: { 'south-pacific': 'gc.acolyte.1', arabia: null },
    elderSigns: { a: [{ id: 'es1', value: 2 }], b: [], c: [] },
  },
  G3,
);

/** A battle in Europe after the roll, both sides asked at once (no post-battle ability): Alba takes 1 kill, Bruno 1 kill and 1 pain. */
const ASSIGN = position(
  {
    phase: 'action',
    firstPlayer: 'a',
    power: { a: 6, b: 6 },
    units: { 'gc.acolyte.1': 'europe', 'gc.shoggoth.1': 'europe', 'ys.acolyte.1': 'europe', 'ys.acolyte.2': 'europe', 'ys.undead.1': 'europe' },
    initiative: { player: 'a', mainDone: true, battled: ['europe'], flexibleBattle: false },
    battle: {
      area: 'europe',
      attacker: 'a',
      defender: 'b',
      stage: 'assign',
      dice: { attacker: [], defender: [] },
      produced: { attacker: { kills: 1, pains: 1 }, defender: { kills: 1, pains: 0 } },
    },
  },
  G2,
);

/** A battle in Australia (next to the Indian Ocean and the South Pacific): Alba's acolyte and shoggoth are pained. */
function retreating(blockers: Record<string, string> = {}): State {
  return position({
    phase: 'action',
    firstPlayer: 'a',
    power: { a: 3, b: 3 },
    units: { 'gc.acolyte.1': 'australia', 'gc.shoggoth.1': 'australia', 'ys.undead.1': 'australia', ...blockers },
    initiative: { player: 'a', mainDone: true, battled: ['australia'], flexibleBattle: false },
    battle: {
      area: 'australia',
      attacker: 'a',
      defender: 'b',
      stage: 'retreat-attacker',
      dice: { attacker: [], defender: [] },
      pained: ['gc.acolyte.1', 'gc.shoggoth.1'],
    },
  });
}

/** Alba attacked Bruno in Europe with Cthulhu there: she is asked for pre-battle abilities (Devour). */
const PRE_BATTLE = play(
  position({
    phase: 'action',
    firstPlayer: 'a',
    power: { a: 6, b: 6 },
    units: { 'gc.acolyte.1': 'europe', 'gc.shoggoth.1': 'europe', 'gc.cthulhu.1': 'europe', 'ys.acolyte.1': 'europe', 'ys.undead.1': 'europe' },
  }),
  { a: { actions: [{ type: 'battle', area: 'europe', opponent: 'b' }] } },
).state;

const STATES = {
  initiative: { state: INITIATIVE, game: G3 },
  assign: { state: ASSIGN, game: G2 },
  retreat: { state: retreating(), game: G2 },
  eliminate: { state: retreating({ 'ys.acolyte.1': 'indian-ocean', 'ys.acolyte.2': 'south-pacific' }), game: G2 },
  'pre-battle': { state: PRE_BATTLE, game: G2 },
  ritual: { state: position({ phase: 'doom', ritualQueue: ['a', 'b'], pending: { kind: 'ritual', player: 'a' }, power: { a: 8, b: 0 } }), game: G2 },
  'first-player': { state: position({ phase: 'first-player', firstPlayer: 'c', power: { a: 8, b: 8, c: 3 } }, G3), game: G3 },
  direction: { state: position({ phase: 'first-player', firstPlayer: 'a', power: { a: 3, b: 8, c: 3 } }, G3), game: G3 },
} satisfies Record<string, { state: State; game: Game }>;
type At = keyof typeof STATES;

const ctx = (at: At, player: string, lang: Lang = 'es') => ({
  setup: STATES[at].game.setup,
  players: STATES[at].game.players,
  state: STATES[at].state,
  player,
  lang,
});

function sheetOf(text: string, at: At, player = 'a', lang: Lang = 'es'): Sheet {
  const parsed = orderText.parse(text, ctx(at, player, lang));
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('\n'));
  return parsed.sheet;
}

function problemsOf(text: string, at: At, player = 'a', lang: Lang = 'es'): TextProblem[] {
  const parsed = orderText.parse(text, ctx(at, player, lang));
  if (parsed.ok) throw new Error(`understood: ${JSON.stringify(parsed.sheet)}`);
  return parsed.problems;
}

/** The request open for the player: the form's schema accepts the sheet, checkSheet finds it legal. */
function expectFormSheet(at: At, player: string, form: Sheet): void {
  const { state, game } = STATES[at];
  const request = cw.decisions!(game.setup, game.players, state).find((r) => r.player === player);
  expect(request!.schema!.parse(form)).toEqual(form);
  expect(cw.checkSheet(game.setup, game.players, state, player, form, 'en').errors).toEqual([]);
}

test('the positions ask what they say', () => {
  const kinds = Object.fromEntries(
    Object.entries(STATES).map(([at, { state, game }]) => [at, cw.decisions!(game.setup, game.players, state).map((r) => `${r.player}:${r.kind}`)]),
  );
  expect(kinds).toEqual({
    initiative: ['a:initiative'],
    assign: ['a:assign', 'b:assign'],
    retreat: ['a:retreat'],
    eliminate: ['a:retreat'],
    'pre-battle': ['a:pre-battle'],
    ritual: ['a:ritual'],
    'first-player': ['c:first-player'],
    direction: ['b:direction'],
  });
});

describe('initiative orders, both languages', () => {
  test.each<[string, unknown]>([
    [
      'Muevo Profundo 1 y Profundo 2 a Pacífico Norte',
      {
        type: 'move',
        moves: [
          { unit: 'gc.deep-one.1', to: 'north-pacific' },
          { unit: 'gc.deep-one.2', to: 'north-pacific' },
        ],
      },
    ],
    ['muevo el profundo 1 de pacifico sur al pacifico norte', { type: 'move', moves: [{ unit: 'gc.deep-one.1', to: 'north-pacific' }] }],
    [
      'Move Deep One 1 and Deep One 2 to the North Pacific',
      {
        type: 'move',
        moves: [
          { unit: 'gc.deep-one.1', to: 'north-pacific' },
          { unit: 'gc.deep-one.2', to: 'north-pacific' },
        ],
      },
    ],
    ['I move Shoggoth 1 from Europe to Scandinavia', { type: 'move', moves: [{ unit: 'gc.shoggoth.1', to: 'scandinavia' }] }],
    ['Movimientos:\n- Acólito 3 a Europa', { type: 'move', moves: [{ unit: 'gc.acolyte.3', to: 'europe' }] }], // under a heading
    ['Move gc.acolyte.3 to north-asia', { type: 'move', moves: [{ unit: 'gc.acolyte.3', to: 'north-asia' }] }], // ids read too
    ['Recluto un Acólito en Pacífico Sur', { type: 'recruit', unitType: 'acolyte', area: 'south-pacific' }],
    ['Recruit an Acolyte in the South Pacific', { type: 'recruit', unitType: 'acolyte', area: 'south-pacific' }],
    ['Invoco un Shoggoth en Pacífico Sur', { type: 'summon', unitType: 'shoggoth', area: 'south-pacific' }],
    ['Summon a Starspawn in South Pacific', { type: 'summon', unitType: 'starspawn', area: 'south-pacific' }],
    ['Despierto a Cthulhu en Pacífico Sur', { type: 'awaken', unitType: 'cthulhu', area: 'south-pacific' }],
    ['Awaken Cthulhu in the South Pacific', { type: 'awaken', unitType: 'cthulhu', area: 'south-pacific' }],
    ['Construyo un portal en Europa', { type: 'build-gate', area: 'europe' }],
    ['Construyo un portal en Arabia con el Acólito 3', { type: 'build-gate', area: 'arabia', unit: 'gc.acolyte.3' }],
    ['Build a gate in Arabia with Acolyte 3', { type: 'build-gate', area: 'arabia', unit: 'gc.acolyte.3' }],
    ['Controlo el portal abandonado de Arabia con Acólito 3', { type: 'control-gate', area: 'arabia', unit: 'gc.acolyte.3' }],
    ['Take the abandoned gate in Arabia with Acolyte 3', { type: 'control-gate', area: 'arabia', unit: 'gc.acolyte.3' }],
    ['Abandono el portal de Pacífico Sur', { type: 'abandon-gate', area: 'south-pacific' }],
    ['Abandon the gate in the South Pacific', { type: 'abandon-gate', area: 'south-pacific' }],
    ['Capturo Acólito 1 de Signo Amarillo', { type: 'capture', unit: 'ys.acolyte.1' }],
    ['Capturo al Acólito 1 de Bruno', { type: 'capture', unit: 'ys.acolyte.1' }],
    ['Capture the Yellow Sign Acolyte 2', { type: 'capture', unit: 'ys.acolyte.2' }],
    ['Capture Acolyte 1 of Black Goat', { type: 'capture', unit: 'bg.acolyte.1' }],
    ['Lucho contra Bruno en Europa', { type: 'battle', area: 'europe', opponent: 'b' }],
    ['Ataco al Signo Amarillo en Europa', { type: 'battle', area: 'europe', opponent: 'b' }],
    ['Lucho en Europa contra Signo Amarillo', { type: 'battle', area: 'europe', opponent: 'b' }],
    ['Battle Yellow Sign in Europe', { type: 'battle', area: 'europe', opponent: 'b' }],
    ['Attack in Europe', { type: 'battle', area: 'europe', opponent: 'b' }], // the only other faction there (noted)
    ['Uso Sueños', { type: 'ability', ability: 'dreams' }],
    ['Use the ability Dreams', { type: 'ability', ability: 'dreams' }],
    ['Paso el turno', { type: 'pass' }],
    ['Pass', { type: 'pass' }],
    ['Paso', { type: 'pass' }],
    ['Revelo el Signo Arcano es1', { type: 'reveal-signs', signs: ['es1'] }],
    ['Reveal my signs es1', { type: 'reveal-signs', signs: ['es1'] }],
    ['Moves:\n* Shoggoth 1 to Scandinavia', { type: 'move', moves: [{ unit: 'gc.shoggoth.1', to: 'scandinavia' }] }],
    ['Abandono el portal de Pacífico S', { type: 'abandon-gate', area: 'south-pacific' }], // a unique beginning
    ['Reveal Elder Sign es1', { type: 'reveal-signs', signs: ['es1'] }],
  ])('%s', (text, action) => {
    expect(sheetOf(text, 'initiative')).toEqual({ actions: [action] });
    expect(sheetOf(text, 'initiative', 'a', 'en')).toEqual({ actions: [action] }); // the message language never changes what is read
  });

  test('a move by count takes figures of that type from the area (a gate holder last), with a note', () => {
    const parsed = orderText.parse('Muevo 2 Acólitos de Pacífico Sur a Pacífico Norte', ctx('initiative', 'a'));
    expect(parsed).toMatchObject({
      ok: true,
      sheet: {
        actions: [
          {
            type: 'move',
            moves: [
              { unit: 'gc.acolyte.2', to: 'north-pacific' },
              { unit: 'gc.acolyte.1', to: 'north-pacific' },
            ],
          },
        ],
      },
    });
    expect(parsed.notes.map((n) => n.message)).toEqual(['Línea 1: se mueven Acólito 2 y Acólito 1.']);
    expect(sheetOf('Move one Acolyte from the South Pacific to the North Pacific', 'initiative', 'a', 'en')).toEqual({
      actions: [{ type: 'move', moves: [{ unit: 'gc.acolyte.2', to: 'north-pacific' }] }],
    });
    expect(sheetOf('Move a Deep One to the North Pacific', 'initiative', 'a', 'en')).toEqual({
      actions: [{ type: 'move', moves: [{ unit: 'gc.deep-one.1', to: 'north-pacific' }] }],
    });
  });

  test('consecutive move lines are one Move action; a battle infers its opponent with a note', () => {
    expect(sheetOf('Muevo Profundo 1 a Pacífico Norte\nMuevo Shoggoth 1 a Escandinavia', 'initiative')).toEqual({
      actions: [
        {
          type: 'move',
          moves: [
            { unit: 'gc.deep-one.1', to: 'north-pacific' },
            { unit: 'gc.shoggoth.1', to: 'scandinavia' },
          ],
        },
      ],
    });
    const parsed = orderText.parse('Attack in Europe', ctx('initiative', 'a', 'en'));
    expect(parsed.notes.map((n) => n.message)).toEqual(['Line 1: you battle Bruno, the only other faction in Europe.']);
  });

  test('"Termino" / "Done" / "Sin órdenes" add nothing', () => {
    expect(sheetOf('Revelo es1\nTermino', 'initiative')).toEqual({ actions: [{ type: 'reveal-signs', signs: ['es1'] }] });
    expect(sheetOf('Done', 'initiative', 'a', 'en')).toEqual({ actions: [] });
    expect(sheetOf('Sin órdenes', 'initiative')).toEqual({ actions: [] });
  });
});

describe('the other decisions, both languages', () => {
  test.each<[At, string, string, Sheet]>([
    ['pre-battle', 'a', 'Uso Devorar', { abilities: ['devour'] }],
    ['pre-battle', 'a', 'Abilities: Devour', { abilities: ['devour'] }],
    ['pre-battle', 'a', 'No uso habilidades', { abilities: [] }],
    ['pre-battle', 'a', 'Paso', { abilities: [] }],
    ['pre-battle', 'a', 'No abilities', { abilities: [] }],
    ['assign', 'a', 'Muertes: Acólito 1', { kills: ['gc.acolyte.1'], pains: [] }],
    ['assign', 'a', 'Kills: Acolyte 1\nPains: none', { kills: ['gc.acolyte.1'], pains: [] }],
    ['assign', 'b', 'Muertes: Acólito 1\nDolores: No muerto 1', { kills: ['ys.acolyte.1'], pains: ['ys.undead.1'] }],
    ['assign', 'b', 'Asigno la muerte al Acólito 2; el dolor al Acólito 1', { kills: ['ys.acolyte.2'], pains: ['ys.acolyte.1'] }],
    ['assign', 'b', 'Kill: Acolyte 1\nPain: Undead 1', { kills: ['ys.acolyte.1'], pains: ['ys.undead.1'] }],
    ['assign', 'b', 'Muertes:\n- Acólito 2\nDolores:\n- Acólito 1', { kills: ['ys.acolyte.2'], pains: ['ys.acolyte.1'] }],
    [
      'retreat',
      'a',
      'Retiro Acólito 1 y Shoggoth 1 a Océano Índico',
      {
        moves: [
          { unit: 'gc.acolyte.1', to: 'indian-ocean' },
          { unit: 'gc.shoggoth.1', to: 'indian-ocean' },
        ],
      },
    ],
    [
      'retreat',
      'a',
      'Retreat Acolyte 1 to the Indian Ocean\nRetreat Shoggoth 1 to the South Pacific',
      {
        moves: [
          { unit: 'gc.acolyte.1', to: 'indian-ocean' },
          { unit: 'gc.shoggoth.1', to: 'south-pacific' },
        ],
      },
    ],
    [
      'retreat',
      'a',
      'Retiro 1 Acólito a Pacífico Sur\nMuevo Shoggoth 1 a Océano Índico',
      {
        moves: [
          { unit: 'gc.acolyte.1', to: 'south-pacific' },
          { unit: 'gc.shoggoth.1', to: 'indian-ocean' },
        ],
      },
    ],
    ['eliminate', 'a', 'Elimino Acólito 1', { eliminate: 'gc.acolyte.1' }],
    ['eliminate', 'a', 'Sacrifice Shoggoth 1', { eliminate: 'gc.shoggoth.1' }],
    ['ritual', 'a', 'Realizo el ritual de aniquilación', { perform: true }],
    ['ritual', 'a', 'Ritual: sí', { perform: true }],
    ['ritual', 'a', 'Perform the ritual', { perform: true }],
    ['ritual', 'a', 'No realizo el ritual', { perform: false }],
    ['ritual', 'a', 'No ritual', { perform: false }],
    ['ritual', 'a', 'Sin órdenes', { perform: false }],
    ['ritual', 'a', "I don't perform the ritual", { perform: false }],
    ['assign', 'b', 'Sin muertes\nEl dolor al No muerto 1', { kills: [], pains: ['ys.undead.1'] }],
    ['first-player', 'c', 'Choose Alba as first player', { firstPlayer: 'a' }],
    ['direction', 'b', 'Dirección: antihorario', { direction: 'counterclockwise' }],
    ['first-player', 'c', 'Primer jugador: Bruno', { firstPlayer: 'b' }],
    ['first-player', 'c', 'Elijo a Alba como primera jugadora', { firstPlayer: 'a' }],
    ['first-player', 'c', 'First player: Yellow Sign', { firstPlayer: 'b' }],
    ['direction', 'b', 'Sentido antihorario', { direction: 'counterclockwise' }],
    ['direction', 'b', 'Elijo el sentido horario', { direction: 'clockwise' }],
    ['direction', 'b', 'Counter-clockwise', { direction: 'counterclockwise' }],
    ['direction', 'b', 'Direction: clockwise', { direction: 'clockwise' }],
  ])('%s (%s): %s', (at, player, text, sheet) => {
    expect(sheetOf(text, at, player)).toEqual(sheet);
    expect(sheetOf(text, at, player, 'en')).toEqual(sheet);
  });
});

describe('a pasted round gives the sheets the form sends', () => {
  // The Doom phase's ritual, an initiative with unlimited actions and a Move, a battle (abilities, kills and
  // pains on both sides, the retreat), and the next round's first player and direction.
  type Step = [At, string, Sheet, string, string];
  const ROUND: Step[] = [
    ['ritual', 'a', { perform: true }, '[b]Fase de Perdición:[/b]\nRealizo el ritual.', 'Doom phase:\n- I perform the ritual!'],
    [
      'initiative',
      'a',
      {
        actions: [
          { type: 'control-gate', area: 'arabia', unit: 'gc.acolyte.3' },
          { type: 'reveal-signs', signs: ['es1'] },
          {
            type: 'move',
            moves: [
              { unit: 'gc.deep-one.1', to: 'north-pacific' },
              { unit: 'gc.deep-one.2', to: 'north-pacific' },
              { unit: 'gc.acolyte.2', to: 'north-pacific' },
            ],
          },
        ],
      },
      '[b]Turno 3 — Gran Cthulhu[/b]\n\n1. Controlo el portal de Arabia con el Acólito 3\n2. Revelo el signo es1\n3. Muevo Profundo 1 y Profundo 2 a Pacífico Norte\n4. Muevo un Acólito de Pacífico Sur a Pacífico Norte.',
      'Round 3 - Great Cthulhu\n\n* Take the abandoned gate in Arabia with Acolyte 3\n* Reveal elder sign es1\n* Move Deep One 1 and Deep One 2 to the North Pacific\n* Move 1 acolyte from the South Pacific to the North Pacific',
    ],
    ['pre-battle', 'a', { abilities: ['devour'] }, 'Uso Devorar', 'I use Devour'],
    ['assign', 'a', { kills: ['gc.acolyte.1'], pains: [] }, 'Muertes: Acólito 1', 'Kills: Acolyte 1'],
    ['assign', 'b', { kills: ['ys.acolyte.2'], pains: ['ys.acolyte.1'] }, 'Muertes: Acólito 2\nDolores: Acólito 1', 'Kills: Acolyte 2; Pains: Acolyte 1'],
    [
      'retreat',
      'a',
      {
        moves: [
          { unit: 'gc.acolyte.1', to: 'indian-ocean' },
          { unit: 'gc.shoggoth.1', to: 'indian-ocean' },
        ],
      },
      'Retiro Acólito 1 y Shoggoth 1 a Océano Índico',
      'Retreat Acolyte 1 and Shoggoth 1 to the Indian Ocean',
    ],
    ['first-player', 'c', { firstPlayer: 'b' }, 'Primer jugador: Bruno', 'First player: Bruno'],
    ['direction', 'b', { direction: 'counterclockwise' }, 'Sentido antihorario', 'Counterclockwise'],
  ];

  test.each(ROUND)('%s (%s)', (at, player, form, es, en) => {
    expectFormSheet(at, player, form);
    expect(sheetOf(es, at, player, 'es')).toEqual(form);
    expect(sheetOf(en, at, player, 'en')).toEqual(form);
  });

  test('the canonical texts', () => {
    const cases: [At, string, Sheet, string, string][] = [
      [
        'initiative',
        'a',
        {
          actions: [
            { type: 'reveal-signs', signs: ['es1'] },
            {
              type: 'move',
              moves: [
                { unit: 'gc.deep-one.1', to: 'north-pacific' },
                { unit: 'gc.shoggoth.1', to: 'scandinavia' },
              ],
            },
          ],
        },
        'Revelo los Signos Arcanos es1\nMuevo Profundo 1 a Pacífico Norte\nMuevo Shoggoth 1 a Escandinavia',
        'Reveal Elder Signs es1\nMove Deep One 1 to North Pacific\nMove Shoggoth 1 to Scandinavia',
      ],
      ['initiative', 'a', { actions: [{ type: 'capture', unit: 'ys.acolyte.1' }] }, 'Capturo Acólito 1 de Signo Amarillo', 'Capture Yellow Sign Acolyte 1'],
      ['initiative', 'a', { actions: [{ type: 'pass' }] }, 'Paso el turno', 'Pass my turn'],
      ['initiative', 'a', { actions: [] }, 'Sin órdenes', 'No orders'],
      ['assign', 'b', { kills: ['ys.acolyte.2'], pains: ['ys.acolyte.1'] }, 'Muertes: Acólito 2\nDolores: Acólito 1', 'Kills: Acolyte 2\nPains: Acolyte 1'],
      ['ritual', 'a', { perform: false }, 'No realizo el ritual', 'No ritual'],
      ['direction', 'b', { direction: 'clockwise' }, 'Sentido horario', 'Clockwise'],
      ['first-player', 'c', { firstPlayer: 'b' }, 'Primer jugador: Bruno', 'First player: Bruno'],
    ];
    for (const [at, player, sheet, es, en] of cases) {
      expect(orderText.print(sheet, ctx(at, player, 'es'))).toBe(es);
      expect(orderText.print(sheet, ctx(at, player, 'en'))).toBe(en);
      expect(sheetOf(es, at, player, 'en')).toEqual(sheet);
      expect(sheetOf(en, at, player, 'es')).toEqual(sheet);
    }
  });
});

describe('problems name their line', () => {
  test.each<[At, string, string, string, string]>([
    [
      'initiative',
      'a',
      'Muevo Profundo 1 a Pasifico Norte',
      'unknown_name',
      'Línea 2: no conozco «Pasifico Norte» como zona en esta partida. ¿Querías decir Pacífico Norte',
    ],
    [
      'initiative',
      'a',
      'Invoco un Shogoth en Pacífico Sur',
      'unknown_name',
      'Línea 2: no conozco «Shogoth» como tipo de unidad de tu facción en esta partida. ¿Querías decir Shoggoth?',
    ],
    ['initiative', 'a', 'Muevo Acólito a Europa', 'ambiguous_name', 'Línea 2: «Acólito» puede ser «Acólito 1», «Acólito 2», «Acólito 3»'],
    ['initiative', 'a', 'Muevo 0 Acólitos de Pacífico Sur a Pacífico Norte', 'bad_number', 'Línea 2: 0 no vale como número: tiene que estar entre 1 y 60.'],
    [
      'initiative',
      'a',
      'Muevo a Europa',
      'malformed_order',
      'Línea 2: «Muevo a Europa» no tiene la forma de esa orden; escríbela así: «Muevo <unidad> y <unidad> a <zona> (o <n> <tipo> de <zona> a <zona>)».',
    ],
    [
      'initiative',
      'a',
      'Invocco un Shoggoth en Europa',
      'unrecognised_order',
      'Línea 2: no entiendo «Invocco un Shoggoth en Europa». Escribe una orden por línea, por ejemplo: «Muevo <unidad> y <unidad> a <zona> (o <n> <tipo> de <zona> a <zona>)»',
    ],
    ['initiative', 'a', 'Muevo Profundo 1 de Europa a Pacífico Norte', 'malformed_order', 'Línea 2: Profundo 1 no está en Europa (está en Pacífico Sur).'],
    ['initiative', 'a', 'Muevo 3 Acólitos de Pacífico Sur a Pacífico Norte', 'malformed_order', 'Línea 2: solo te quedan 2 Acólito que mover en Pacífico Sur.'],
    [
      'initiative',
      'a',
      'Muevo 1 Acólito a Pacífico Norte',
      'malformed_order',
      'Línea 2: tienes Acólito en Pacífico Sur y Arabia: di de dónde salen («… de <zona> a …»).',
    ],
    ['initiative', 'a', 'Lucho en Pacífico Sur', 'malformed_order', 'Línea 2: no hay unidades de otra facción en Pacífico Sur: di contra quién luchas.'],
    [
      'initiative',
      'a',
      'Muertes: Acólito 1',
      'wrong_answer',
      'Línea 2: «Muertes: Acólito 1» es una asignación de muertes y dolores, pero ahora se te pide esto:',
    ],
    ['initiative', 'a', 'Nada', 'none_with_orders', 'Línea 2: «Nada» dice que no das órdenes, pero el texto tiene otras órdenes'],
    [
      'assign',
      'b',
      'Muevo Acólito 1 a Escandinavia',
      'wrong_answer',
      'Línea 2: «Muevo Acólito 1 a Escandinavia» es una orden de tu iniciativa, pero ahora se te pide esto:',
    ],
    ['ritual', 'a', 'No realizo el ritual', 'too_many_orders', 'Línea 2: esta decisión se responde con una sola línea, y ya está la línea 1.'],
  ])('%s (%s): %s', (at, player, line, reason, message) => {
    const before = at === 'initiative' ? 'Revelo es1' : at === 'assign' ? 'Muertes: Acólito 1' : 'Realizo el ritual';
    const problems = problemsOf(`${before}\n${line}`, at, player);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 2, text: line, reason });
    expect(problems[0]!.message.startsWith(message), problems[0]!.message).toBe(true);
    expect([...ORDER_TEXT_REASONS, ...REASONS]).toContain(problems[0]!.reason);
  });

  test('a whole text: nothing in it, too long, too many orders, a decision left unanswered', () => {
    expect(problemsOf('[b][/b]', 'initiative').map((p) => [p.line, p.reason])).toEqual([[0, 'empty_text']]);
    expect(problemsOf('x'.repeat(20_001), 'initiative').map((p) => [p.line, p.reason])).toEqual([[0, 'text_too_long']]);
    expect(problemsOf(`Revelo es1\nMuevo ${'Profundo 1 y '.repeat(40)}Profundo 2 a Europa`, 'initiative').map((p) => [p.line, p.reason])).toEqual([
      [2, 'line_too_long'],
    ]);
    expect(problemsOf(Array.from({ length: 101 }, () => 'Termino').join('\n'), 'initiative').map((p) => [p.line, p.reason])).toEqual([[0, 'too_many_orders']]);
    const [needed] = problemsOf('Sin órdenes', 'direction', 'b', 'en');
    expect(needed).toMatchObject({ line: 0, reason: 'empty_text' });
    expect(needed!.message.startsWith('The answer is missing. This is what you are asked: ')).toBe(true);
    expect(problemsOf('Sin órdenes', 'eliminate').map((p) => p.reason)).toEqual(['empty_text']);
  });

  test('a writer asked nothing may not mix kinds of answer (checkSheet then says they are not asked)', () => {
    expect(problemsOf('Realizo el ritual\nMuertes: Acólito 1', 'initiative', 'b', 'en')).toEqual([
      {
        line: 2,
        text: 'Muertes: Acólito 1',
        reason: 'wrong_answer',
        message: 'Line 2: “Muertes: Acólito 1” is an assignment of kills and pains, and line 1 is the decision on the ritual: an answer is of one kind only.',
      },
    ]);
    const parsed = orderText.parse('Realizo el ritual', ctx('initiative', 'b'));
    expect(parsed.ok && parsed.sheet).toEqual({ perform: true });
    expect(cw.checkSheet(G3.setup, G3.players, INITIATIVE, 'b', { perform: true }, 'en').errors.map((e) => e.reason)).toEqual(['not_asked']);
  });
});

describe('checkSheet refusals are pinned to the line of their order', () => {
  function pinned(text: string, at: At, player = 'a', lang: Lang = 'es'): TextProblem[] {
    const { state, game } = STATES[at];
    const parsed = orderText.parse(text, ctx(at, player, lang));
    if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('\n'));
    const errors = cw.checkSheet(game.setup, game.players, state, player, parsed.sheet, lang).errors;
    return orderText.pin(errors, parsed, ctx(at, player, lang));
  }

  test.each<[At, string, string, [number, string, string][]]>([
    [
      'initiative',
      'a',
      'Revelo es1\nMuevo Profundo 1 a Pacífico Norte\nMuevo Shoggoth 1 a Pacífico Sur',
      [[3, 'not_adjacent', 'Línea 3: Pacífico Sur no es adyacente a Europa.']],
    ],
    [
      'initiative',
      'a',
      'Muevo Profundo 1 a Pacífico Norte\nRecluto un Acólito en Pacífico Sur',
      [[2, 'second_action', 'Línea 2: Ya has hecho tu acción en esta iniciativa; solo quedan acciones ilimitadas.']],
    ],
    ['initiative', 'a', 'Revelo es1\nUso Sumergirse', [[2, 'ability_spellbook', 'Línea 2: La habilidad Sumergirse necesita su libro de hechizos.']]],
    [
      'initiative',
      'a',
      'Capturo Acólito 1 de Cabra Negra',
      [[1, 'no_capturer', 'Línea 1: Para capturar necesitas un monstruo o un Primigenio en la zona del cultista.']],
    ],
    [
      'initiative',
      'a',
      'Revelo es1\nAbandono el portal de Pacífico Sur',
      [[0, 'no_action', 'En tu iniciativa debes hacer exactamente una acción (o terminar con una batalla).']],
    ],
    ['assign', 'a', 'Muertes: Shoggoth 1\nDolores: Acólito 1', [[2, 'wrong_pain_count', 'Línea 2: Debes asignar exactamente 0 dolores (has asignado 1).']]],
    [
      'assign',
      'b',
      'Muertes: Acólito 1\nDolores: Acólito 1',
      [[2, 'hit_twice', 'Línea 2: La unidad Acólito 1 ya recibe una muerte: cada unidad recibe un solo resultado.']],
    ],
    [
      'retreat',
      'a',
      'Retiro Acólito 1 a Europa\nRetiro Shoggoth 1 a Océano Índico',
      [[1, 'unsafe_area', 'Línea 1: Europa no es segura: no es adyacente o tu oponente tiene unidades allí.']],
    ],
  ])('%s (%s): %s', (at, player, text, expected) => {
    expect(pinned(text, at, player).map((p) => [p.line, p.reason, p.message])).toEqual(expected);
  });
});

test.each(Object.keys(CW_TEXT_MESSAGES))('text message %s: both languages, the same placeholders', (key) => {
  const entry = CW_TEXT_MESSAGES[key as keyof typeof CW_TEXT_MESSAGES] as Record<Lang, Message>;
  const placeholders = (m: Message) =>
    [...new Set((typeof m === 'string' ? [m] : [m.one, m.other]).flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((x) => x[1]!)))].sort();
  expect(placeholders(entry.es)).toEqual(placeholders(entry.en));
  expect([entry.es, entry.en].every((m) => (typeof m === 'string' ? m : m.one).length > 0)).toBe(true);
});
