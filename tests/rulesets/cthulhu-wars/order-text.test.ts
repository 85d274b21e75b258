import { describe, expect, test } from 'vitest';
import type { Lang } from '../../../src/engine/core/catalogue.ts';
import { ORDER_TEXT_REASONS, type TextProblem } from '../../../src/engine/core/order-text/index.ts';
import type { Sheet } from '../../../src/engine/rulesets/cthulhu-wars/answers.ts';
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
    battle: { area: 'europe', attacker: 'a', defender: 'b', stage: 'assign', dice: { attacker: [], defender: [] }, produced: { attacker: { kills: 1, pains: 1 }, defender: { kills: 1, pains: 0 } } },
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
    battle: { area: 'australia', attacker: 'a', defender: 'b', stage: 'retreat-attacker', dice: { attacker: [], defender: [] }, pained: ['gc.acolyte.1', 'gc.shoggoth.1'] },
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

const ctx = (at: At, player: string, lang: Lang = 'es') => ({ setup: STATES[at].game.setup, players: STATES[at].game.players, state: STATES[at].state, player, lang });

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
  const kinds = Object.fromEntries(Object.entries(STATES).map(([at, { state, game }]) => [at, cw.decisions!(game.setup, game.players, state).map((r) => `${r.player}:${r.kind}`)]));
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
  test.each<[string, Sheet['actions' & keyof Sheet] | unknown]>([
    ['Muevo Profundo 1 y Profundo 2 a Pacífico Norte', { type: 'move', moves: [{ unit: 'gc.deep-one.1', to: 'north-pacific' }, { unit: 'gc.deep-one.2', to: 'north-pacific' }] }],
    ['muevo el profundo 1 de pacifico sur al pacifico norte', { type: 'move', moves: [{ unit: 'gc.deep-one.1', to: 'north-pacific' }] }],
    ['Move Deep One 1 and Deep One 2 to the North Pacific', { type: 'move', moves: [{ unit: 'gc.deep-one.1', to: 'north-pacific' }, { unit: 'gc.deep-one.2', to: 'north-pacific' }] }],
    ['I move Shoggoth 1 from Europe to Scandinavia', { type: 'move', moves: [{ unit: 'gc.shoggoth.1', to: 'scandinavia' }] }],
    ['Acólito 3 a Europa', { type: 'move', moves: [{ unit: 'gc.acolyte.3', to: 'europe' }] }],
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
    ['Reveal Elder Sign es1', { type: 'reveal-signs', signs: ['es1'] }],
  ])('%s', (text, action) => {
    expect(sheetOf(text, 'initiative')).toEqual({ actions: [action] });
    expect(sheetOf(text, 'initiative', 'a', 'en')).toEqual({ actions: [action] }); // the message language never changes what is read
  });

  test('a move by count takes figures of that type from the area (a gate holder last), with a note', () => {
    const parsed = orderText.parse('Muevo 2 Acólitos de Pacífico Sur a Pacífico Norte', ctx('initiative', 'a'));
    expect(parsed).toMatchObject({ ok: true, sheet: { actions: [{ type: 'move', moves: [{ unit: 'gc.acolyte.2', to: 'north-pacific' }, { unit: 'gc.acolyte.1', to: 'north-pacific' }] }] } });
    expect(parsed.notes.map((n) => n.message)).toEqual(['Línea 1: se mueven Acólito 2 y Acólito 1.']);
    expect(sheetOf('Move one Acolyte from the South Pacific to the North Pacific', 'initiative', 'a', 'en')).toEqual({ actions: [{ type: 'move', moves: [{ unit: 'gc.acolyte.2', to: 'north-pacific' }] }] });
    expect(sheetOf('Move a Deep One to the North Pacific', 'initiative', 'a', 'en')).toEqual({ actions: [{ type: 'move', moves: [{ unit: 'gc.deep-one.1', to: 'north-pacific' }] }] });
  });

  test('consecutive move lines are one Move action; a battle infers its opponent with a note', () => {
    expect(sheetOf('Muevo Profundo 1 a Pacífico Norte\nMuevo Shoggoth 1 a Escandinavia', 'initiative')).toEqual({
      actions: [{ type: 'move', moves: [{ unit: 'gc.deep-one.1', to: 'north-pacific' }, { unit: 'gc.shoggoth.1', to: 'scandinavia' }] }],
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
    ['retreat', 'a', 'Retiro Acólito 1 y Shoggoth 1 a Océano Índico', { moves: [{ unit: 'gc.acolyte.1', to: 'indian-ocean' }, { unit: 'gc.shoggoth.1', to: 'indian-ocean' }] }],
    ['retreat', 'a', 'Retreat Acolyte 1 to the Indian Ocean\nRetreat Shoggoth 1 to the South Pacific', { moves: [{ unit: 'gc.acolyte.1', to: 'indian-ocean' }, { unit: 'gc.shoggoth.1', to: 'south-pacific' }] }],
    ['retreat', 'a', 'Retiro 1 Acólito a Pacífico Sur\nMuevo Shoggoth 1 a Océano Índico', { moves: [{ unit: 'gc.acolyte.1', to: 'south-pacific' }, { unit: 'gc.shoggoth.1', to: 'indian-ocean' }] }],
    ['eliminate', 'a', 'Elimino Acólito 1', { eliminate: 'gc.acolyte.1' }],
    ['eliminate', 'a', 'Sacrifice Shoggoth 1', { eliminate: 'gc.shoggoth.1' }],
    ['ritual', 'a', 'Realizo el ritual de aniquilación', { perform: true }],
    ['ritual', 'a', 'Ritual: sí', { perform: true }],
    ['ritual', 'a', 'Perform the ritual', { perform: true }],
    ['ritual', 'a', 'No realizo el ritual', { perform: false }],
    ['ritual', 'a', 'No ritual', { perform: false }],
    ['ritual', 'a', 'Sin órdenes', { perform: false }],
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
          { type: 'move', moves: [{ unit: 'gc.deep-one.1', to: 'north-pacific' }, { unit: 'gc.deep-one.2', to: 'north-pacific' }, { unit: 'gc.acolyte.2', to: 'north-pacific' }] },
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
      { moves: [{ unit: 'gc.acolyte.1', to: 'indian-ocean' }, { unit: 'gc.shoggoth.1', to: 'indian-ocean' }] },
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
        { actions: [{ type: 'reveal-signs', signs: ['es1'] }, { type: 'move', moves: [{ unit: 'gc.deep-one.1', to: 'north-pacific' }, { unit: 'gc.shoggoth.1', to: 'scandinavia' }] }] },
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
