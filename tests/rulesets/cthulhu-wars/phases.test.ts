import { describe, expect, test } from 'vitest';
import { buildWorld } from '../../../src/engine/rulesets/cthulhu-wars/world.ts';
import { firstFirstPlayer, initialState } from '../../../src/engine/rulesets/cthulhu-wars/position.ts';
import { doomStage } from '../../../src/engine/rulesets/cthulhu-wars/stages/doom.ts';
import { consolation, gatherStage } from '../../../src/engine/rulesets/cthulhu-wars/stages/gather.ts';
import { firstPlayerStage } from '../../../src/engine/rulesets/cthulhu-wars/stages/first-player.ts';
import type { Player } from '../../../src/engine/rulesets/cthulhu-wars/types.ts';
import {
  ALBA,
  BRUNO,
  CARLA,
  DARIO,
  ELENA,
  G2,
  G3,
  SETUP,
  asked,
  cw,
  defaults,
  eventsOf,
  play,
  position,
  reasons,
  runStage,
  withData,
  withOptions,
  type Game,
} from './helpers.ts';

// Seed, Gather Power: "Alla spelare får samtidigt ny Kraft ... Du får 1 Kraft för varje enhet du lämnar tillbaka.
// Tröstpris: I fasens slut, lägg märke till vilken spelare som har mest Kraft. Eftersläntrares Kraft ökar till
// hälften av det värdet." (rounded away from zero).
describe('consolation rounding (case table)', () => {
  test.each([
    { power: { a: 15, b: 3, c: 8 }, after: { a: 15, b: 8, c: 8 } },
    { power: { a: 9, b: 0, c: 4 }, after: { a: 9, b: 5, c: 5 } },
    { power: { a: 16, b: 7, c: 9 }, after: { a: 16, b: 8, c: 9 } },
    { power: { a: 1, b: 0, c: 0 }, after: { a: 1, b: 1, c: 1 } },
    { power: { a: 0, b: 0, c: 0 }, after: { a: 0, b: 0, c: 0 } },
    { power: { a: 7, b: 7, c: 3 }, after: { a: 7, b: 7, c: 4 } },
  ])('$power → $after', ({ power, after }) => {
    const { state, events } = runStage(consolation, { power }, G3);
    expect(state.power).toEqual(after);
    const raised = Object.keys(power).filter((p) => power[p as 'a'] !== after[p as 'a']);
    expect(eventsOf(events, 'consolation').map((e) => e.player)).toEqual(raised);
  });
});

describe('gathering Power (sources from the GM data)', () => {
  test('1 per cultist on the map, 2 per controlled gate, 1 per abandoned gate to everybody, captives 1 each', () => {
    const { state, events } = runStage(
      gatherStage,
      {
        phase: 'gather',
        power: { a: 0, b: 0 },
        units: {
          'gc.acolyte.1': 'south-pacific',
          'gc.acolyte.2': 'north-pacific',
          'gc.acolyte.3': 'indian-ocean',
          'gc.deep-one.1': 'indian-ocean',
          'ys.acolyte.1': 'europe',
        },
        captives: { 'ys.acolyte.2': 'a' },
        gates: { 'south-pacific': 'gc.acolyte.1', 'north-pacific': 'gc.acolyte.2', 'west-africa': null },
      },
      G2,
    );
    expect(eventsOf(events, 'power-gathered')).toEqual([
      { type: 'power-gathered', player: 'a', cultists: 3, gates: 2, abandoned: 1, bonus: 0, gained: 8, power: 8 },
      { type: 'power-gathered', player: 'b', cultists: 1, gates: 0, abandoned: 1, bonus: 0, gained: 2, power: 2 },
    ]);
    // a: 8 + 1 (captive) = 9; consolation: half of 9 = 4.5 → 5 for b.
    expect(state.power).toEqual({ a: 9, b: 5 });
    expect(state.captives).toEqual({});
    expect(state.phase).toBe('first-player');
  });

  test('a faction bonus from the faction sheet', () => {
    const setup = withData({ factions: SETUP.data.factions.map((f) => (f.id === 'ys' ? { ...f, powerBonus: 3 } : f)) });
    const { state } = runStage(
      gatherStage,
      { phase: 'gather', power: { a: 0, b: 0 }, units: { 'gc.acolyte.1': 'europe', 'ys.acolyte.1': 'europe' } },
      { setup, players: G2.players },
    );
    expect(state.power).toEqual({ a: 2, b: 4 });
  });
});

// Seed, First Player: "Spelaren med mest Kraft blir första spelare, tar Förstaspelarmarkören och väljer dess
// riktning ... Om flera spelare delar högsta värdet väljer den tidigare första spelaren bland dem."
describe('first-player ties (case table)', () => {
  test.each([
    { name: 'most Power', previous: 'a', power: { a: 5, b: 8, c: 3 }, pending: { kind: 'direction', player: 'b' } },
    {
      name: 'tie: the previous first player chooses',
      previous: 'c',
      power: { a: 8, b: 8, c: 3 },
      pending: { kind: 'first-player', player: 'c', tied: ['a', 'b'] },
    },
    {
      name: 'tie including the previous first player',
      previous: 'b',
      power: { a: 8, b: 8, c: 3 },
      pending: { kind: 'first-player', player: 'b', tied: ['b', 'a'] },
    },
    {
      name: 'everybody tied (counter-clockwise order)',
      previous: 'a',
      direction: 'counterclockwise',
      power: { a: 2, b: 2, c: 2 },
      pending: { kind: 'first-player', player: 'a', tied: ['a', 'c', 'b'] },
    },
  ])('$name', ({ previous, power, pending, direction }) => {
    const { state } = runStage(firstPlayerStage, { phase: 'first-player', firstPlayer: previous, direction: direction ?? 'clockwise', power }, G3);
    expect(state.pending).toEqual(pending);
  });

  const tied = position({ phase: 'first-player', firstPlayer: 'c', power: { a: 8, b: 8, c: 3 } }, G3);
  test.each([
    { sheet: { firstPlayer: 'b' }, expected: [] },
    { sheet: { firstPlayer: 'c' }, expected: ['invalid_sheet'] },
    { sheet: { direction: 'clockwise' }, expected: ['invalid_sheet'] },
  ])('the chooser answers $sheet → $expected', ({ sheet, expected }) => expect(reasons(tied, 'c', sheet, G3)).toEqual(expected));

  test('only the previous first player is asked', () => expect(asked(tied, G3)).toEqual(['c:first-player']));

  test.each([
    { previous: 'c', power: { a: 8, b: 8, c: 3 }, chosen: 'a' },
    { previous: 'b', power: { a: 8, b: 8, c: 3 }, chosen: 'b' },
  ])('default at the deadline: the previous first player if tied, else the first tied in turn order ($previous → $chosen)', ({ previous, power, chosen }) => {
    const state = position({ phase: 'first-player', firstPlayer: previous, power }, G3);
    expect(defaults(state, G3)[previous]).toEqual({ firstPlayer: chosen });
  });

  test('the chosen player takes the marker and chooses the direction; the Doom phase follows in the new order', () => {
    const chosen = play(tied, { c: { firstPlayer: 'b' } }, G3);
    expect(eventsOf(chosen.events, 'first-player')).toEqual([
      { type: 'first-player', player: 'b', power: 8, tied: ['a', 'b'], chooser: 'c', defaulted: false },
    ]);
    expect(asked(chosen.state, G3)).toEqual(['b:direction']);
    const turned = play(chosen.state, { b: { direction: 'counterclockwise' } }, G3);
    expect(turned.state.phase).toBe('doom');
    expect(eventsOf(turned.events, 'gate-doom').map((e) => e.player)).toEqual(['b', 'a', 'c']);
  });
});

// Seed, footnote 1 (digest [D]): Great Cthulhu first when in the game, never the Windwalker, else alphabetical.
describe('the first first player (footnote 1)', () => {
  const game = (players: Player[], setup = SETUP): Game => ({ setup, players });
  test.each([
    { name: 'Great Cthulhu present', players: [BRUNO, CARLA, ALBA], first: 'a' },
    { name: 'alphabetical: Black Goat before Yellow Sign', players: [BRUNO, CARLA], first: 'c' },
    { name: 'never the Windwalker', players: [ELENA, BRUNO], first: 'b' },
    { name: 'Crawling Chaos before Windwalker and Yellow Sign', players: [ELENA, BRUNO, DARIO], first: 'd' },
    { name: 'Great Cthulhu even with the Windwalker', players: [ELENA, ALBA], first: 'a' },
  ])('$name → $first', ({ players, first }) => {
    const g = game(players);
    expect(firstFirstPlayer(buildWorld(g.setup, g.players), 'seed')).toBe(first);
    const state = initialState(buildWorld(g.setup, g.players), 'seed');
    expect(state.firstPlayer).toBe(first);
    expect(asked(state, g)).toEqual([`${first}:direction`]);
  });

  test('custom factions that may all never start: alphabetical among all', () => {
    const setup = withData({ factions: SETUP.data.factions.map((f) => ({ ...f, firstPlayer: 'never' as const })) });
    expect(firstFirstPlayer(buildWorld(setup, [BRUNO, ELENA]), 'seed')).toBe('e');
  });

  test('option random: drawn from the game seed, never the Windwalker, Great Cthulhu still first', () => {
    const setup = withOptions({ firstPlayerRule: 'random' });
    const firsts = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const pick = firstFirstPlayer(buildWorld(setup, [BRUNO, CARLA, DARIO, ELENA]), `seed-${i}`);
      expect(pick).not.toBe('e');
      firsts.add(pick);
      expect(firstFirstPlayer(buildWorld(setup, [BRUNO, CARLA, DARIO, ELENA]), `seed-${i}`)).toBe(pick);
    }
    expect([...firsts].sort()).toEqual(['b', 'c', 'd']);
    expect(firstFirstPlayer(buildWorld(setup, [BRUNO, ALBA, ELENA]), 'seed-1')).toBe('a');
  });

  test('the initial position: starting Power, units and a held gate in each start area', () => {
    const state = initialState(buildWorld(SETUP, G2.players), 'seed');
    expect(state.power).toEqual({ a: 8, b: 8 });
    expect(Object.entries(state.units).filter(([, area]) => area === 'south-pacific')).toHaveLength(6);
    expect(state.gates).toEqual({ 'south-pacific': 'gc.acolyte.1', europe: 'ys.acolyte.1' });
    expect(state.elderSignPool).toHaveLength(36);
    expect([...state.elderSignPool].sort()).toEqual([...Array(18).fill(1), ...Array(12).fill(2), ...Array(6).fill(3)]);
  });

  test('the first direction answer starts the first phase (option firstPhase)', () => {
    const start = cw.initialState(SETUP, G2.players, { gameSeed: 'seed' });
    expect(play(start, { a: { direction: 'clockwise' } }).state.phase).toBe('doom');
    const actionFirst: Game = { setup: withOptions({ firstPhase: 'action' }), players: G2.players };
    const other = cw.initialState(actionFirst.setup, actionFirst.players, { gameSeed: 'seed' });
    const next = play(other, { a: { direction: 'counterclockwise' } }, actionFirst).state;
    expect([next.phase, next.round, next.direction, next.pending]).toEqual(['action', 1, 'counterclockwise', { kind: 'initiative', player: 'a' }]);
  });
});

// Seed, Doom phase: "räknar alla spelare sina kontrollerade Portar. Varje spelare ökar sitt Fördärv med det antalet.
// Därefter går initiativet ett varv runt bordet ... 1. Betala Kraft lika med värdet av Ritualmarkörens ställning
// (5–10). 2. Flytta Ritualmarkören ett steg framåt. 3. Öka ditt Fördärv med antalet kontrollerade Portar. 4. Ta 1
// Insegel för varje vidunder du har i spel."
describe('ritual costs (case table)', () => {
  test.each([
    { ritual: 0, power: 5, cost: 5, asked: true },
    { ritual: 0, power: 4, cost: 5, asked: false },
    { ritual: 3, power: 8, cost: 8, asked: true },
    { ritual: 5, power: 10, cost: 10, asked: true },
    { ritual: 9, power: 10, cost: 10, asked: true },
    { ritual: 10, power: 30, cost: null, asked: false },
  ])('marker at $ritual, Power $power → cost $cost, asked: $asked', ({ ritual, power, cost, asked: isAsked }) => {
    const { state, events } = runStage(doomStage, { phase: 'doom', ritual, power: { a: power, b: 0 } });
    if (isAsked) {
      expect(state.pending).toEqual({ kind: 'ritual', player: 'a' });
      expect(cw.decisions!(SETUP, G2.players, state)[0]!.prompt.en).toContain(`for ${cost} Power`);
    } else {
      expect(eventsOf(events, 'ritual-unaffordable')[0]).toEqual({ type: 'ritual-unaffordable', player: 'a', cost, power });
    }
  });

  test('option ritualTrackEnds off: past the end the last value stays the price', () => {
    const game: Game = { setup: withOptions({ ritualTrackEnds: false }), players: G2.players };
    const { state } = runStage(doomStage, { phase: 'doom', ritual: 12, power: { a: 10, b: 0 } }, game);
    expect(state.pending).toEqual({ kind: 'ritual', player: 'a' });
  });

  test('refusals: a ritual one cannot pay (after a correction), or past the end of the track', () => {
    const state = position({ phase: 'doom', ritualQueue: ['a', 'b'], pending: { kind: 'ritual', player: 'a' }, power: { a: 3, b: 0 } });
    expect(reasons(state, 'a', { perform: true })).toEqual(['ritual_unaffordable']);
    expect(reasons(state, 'a', { perform: false })).toEqual([]);
    const ended = position({ phase: 'doom', ritual: 10, ritualQueue: ['a'], pending: { kind: 'ritual', player: 'a' }, power: { a: 30, b: 0 } });
    expect(reasons(ended, 'a', { perform: true })).toEqual(['ritual_track_ended']);
  });
});

describe('the Doom phase', () => {
  const doomStart = {
    phase: 'doom',
    firstPlayer: 'a',
    power: { a: 12, b: 7, c: 2 },
    doom: { a: 3, b: 0, c: 1 },
    units: {
      'gc.acolyte.1': 'south-pacific',
      'gc.acolyte.2': 'north-pacific',
      'gc.cthulhu.1': 'south-pacific',
      'ys.acolyte.1': 'europe',
      'ys.king-in-yellow.1': 'europe',
      'ys.hastur.1': 'europe',
      'bg.acolyte.1': 'west-africa',
    },
    gates: { 'south-pacific': 'gc.acolyte.1', 'north-pacific': 'gc.acolyte.2', europe: 'ys.acolyte.1', 'west-africa': null },
    elderSignPool: [3, 1, 2, 2, 1],
  };

  test('gate Doom first, then one ritual decision per player in turn order; the price rises', () => {
    let state = position(doomStart, G3);
    expect(state.doom).toEqual({ a: 5, b: 1, c: 1 });
    expect(asked(state, G3)).toEqual(['a:ritual']);
    const first = play(state, { a: { perform: true } }, G3);
    // a: pays 5, marker → 1, +2 Doom (two gates) → 7, one Elder Sign (Cthulhu): the top of the pool, 3.
    expect(eventsOf(first.events, 'ritual')).toEqual([{ type: 'ritual', player: 'a', cost: 5, gates: 2, doom: 7, greatOldOnes: 1, track: 1 }]);
    expect(first.state.elderSigns.a).toEqual([{ id: 'es1', value: 3 }]);
    expect(first.state.power.a).toBe(7);
    state = first.state;
    expect(asked(state, G3)).toEqual(['b:ritual']);
    const second = play(state, { b: { perform: true } }, G3);
    // b: pays 6 (the marker moved), +1 Doom → 2, two Great Old Ones → two signs (1, 2).
    expect(eventsOf(second.events, 'ritual')[0]).toMatchObject({ cost: 6, doom: 2, greatOldOnes: 2, track: 2 });
    expect(second.state.elderSigns.b).toEqual([
      { id: 'es2', value: 1 },
      { id: 'es3', value: 2 },
    ]);
    // c has 2 Power: cannot pay 7; the Doom phase ends and the same round's Action phase begins with a (a round
    // starts with the Doom phase by default: option firstPhase).
    expect(eventsOf(second.events, 'ritual-unaffordable')).toEqual([{ type: 'ritual-unaffordable', player: 'c', cost: 7, power: 2 }]);
    expect([second.state.phase, second.state.round, second.state.pending]).toEqual(['action', 1, { kind: 'initiative', player: 'a' }]);
  });

  test('declining costs nothing; the default at the deadline is to decline', () => {
    const state = position(doomStart, G3);
    expect(defaults(state, G3).a).toEqual({ perform: false });
    const { events, state: next } = play(state, {}, G3, 'step', ['a']);
    expect(eventsOf(events, 'ritual-declined')).toEqual([{ type: 'ritual-declined', player: 'a', defaulted: true }]);
    expect([next.power.a, next.ritual]).toEqual([12, 0]);
  });

  test('an empty Elder Sign pool gives nothing', () => {
    const { state, events } = play(position({ ...doomStart, elderSignPool: [] }, G3), { a: { perform: true } }, G3);
    expect(state.elderSigns.a).toEqual([]);
    expect(eventsOf(events, 'elder-sign-pool-empty')).toEqual([{ type: 'elder-sign-pool-empty', player: 'a' }]);
  });
});

// Seed, the end: "I båda fallen får alla omsätta sina Insegel till Fördärv innan poängräkningen. Den spelare som har
// 6 formelböcker på sitt faktionskort och mest Fördärv (bland de med så många böcker) vinner partiet." End triggers
// are options; [D] nobody with 6 spellbooks: most Doom wins (or nobody, option); a tie shares the win.
describe('the end and the winner (case table)', () => {
  const SIX_GC = ['absorb', 'devolve', 'dreams', 'regenerate', 'submerge', 'yha-nthlei'];
  const SIX_YS = ['he-who', 'passion', 'screaming-dead', 'shriek', 'third-eye', 'zingaya'];
  test.each([
    { name: 'six spellbooks beat more Doom', books: { a: SIX_GC, b: SIX_YS.slice(0, 3) }, doom: { a: 30, b: 33 }, signs: {}, winners: ['a'] },
    {
      name: 'Elder Signs count before scoring',
      books: { a: SIX_GC, b: SIX_YS },
      doom: { a: 30, b: 32 },
      signs: { a: [{ id: 'es1', value: 3 }] },
      winners: ['a'],
    },
    { name: 'a tie in Doom shares the win', books: { a: SIX_GC, b: SIX_YS }, doom: { a: 31, b: 31 }, signs: {}, winners: ['a', 'b'] },
    { name: 'nobody with six: most Doom', books: { a: [], b: [] }, doom: { a: 30, b: 29 }, signs: { b: [{ id: 'es1', value: 2 }] }, winners: ['b'] },
  ])('$name → $winners', ({ books, doom, signs, winners }) => {
    const { state, events } = runStage(doomStage, { phase: 'doom', ritualQueue: [], doom, spellbooks: books, elderSigns: signs });
    expect(state.phase).toBe('over');
    expect(state.winners).toEqual(winners);
    expect(eventsOf(events, 'game-end')[0]).toMatchObject({ reason: 'doom-threshold', winners });
    expect(Object.values(state.elderSigns).every((s) => s.length === 0)).toBe(true);
  });

  test('option noSixSpellbooks = nobody', () => {
    const game: Game = { setup: withOptions({ noSixSpellbooks: 'nobody' }), players: G2.players };
    const { state } = runStage(doomStage, { phase: 'doom', ritualQueue: [], doom: { a: 30, b: 1 } }, game);
    expect(state.winners).toEqual([]);
  });

  test.each([
    { name: 'the Doom threshold at the end of the Doom phase', extra: { doom: { a: 30, b: 0 } }, reason: 'doom-threshold' },
    { name: 'the end of the ritual track', extra: { ritual: 10 }, reason: 'ritual-track' },
    { name: 'no trigger: the next round', extra: { doom: { a: 29, b: 0 } }, reason: null },
  ])('$name', ({ extra, reason }) => {
    const { state } = runStage(doomStage, { phase: 'doom', ritualQueue: [], ...extra });
    expect(state.endReason).toBe(reason);
    expect(state.phase).toBe(reason ? 'over' : 'action');
  });

  test('option doomThreshold null: Doom never ends the game', () => {
    const game: Game = { setup: withOptions({ doomThreshold: null }), players: G2.players };
    expect(runStage(doomStage, { phase: 'doom', ritualQueue: [], doom: { a: 99, b: 0 } }, game).state.phase).toBe('action');
  });

  test.each([
    { instant: true, over: true },
    { instant: false, over: false },
  ])('revealing Elder Signs to the threshold during an initiative (instantEndOnReveal=$instant)', ({ instant, over }) => {
    const game: Game = { setup: withOptions({ instantEndOnReveal: instant }), players: G2.players };
    const state = position(
      {
        phase: 'action',
        firstPlayer: 'a',
        power: { a: 3, b: 3 },
        doom: { a: 28, b: 10 },
        elderSigns: { a: [{ id: 'es1', value: 2 }] },
        units: { 'gc.acolyte.1': 'europe' },
      },
      game,
    );
    const { state: next, events } = play(state, { a: { actions: [{ type: 'reveal-signs', signs: ['es1'] }, { type: 'pass' }] } }, game);
    expect(next.phase === 'over').toBe(over);
    if (over) {
      expect(next.endReason).toBe('elder-signs-revealed');
      // the game ended at the reveal: the Pass after it was not performed
      expect(eventsOf(events, 'action').map((e) => e.action.type)).toEqual(['reveal-signs']);
      expect(next.power.a).toBe(3);
    }
  });
});
