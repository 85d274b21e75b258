import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { State } from '../../../src/engine/rulesets/cthulhu-wars/types.ts';
import { goldenFiles } from '../../helpers/golden.ts';
import { G2, cw, eventsOf, play, withData, type Game } from './helpers.ts';

const { check: golden } = goldenFiles(join(import.meta.dirname, 'golden'));

/**
 * A whole game, scripted, to its end (ritual track of three spaces: 5, 6, 7). Every step's state is goldened as a
 * summary (tests/rulesets/cthulhu-wars/golden/scripted-game.json) and the facts below were computed by hand:
 *
 * Round 1, Doom: gate Doom 1 each; Alba declines; Bruno performs a ritual for 5 (8 → 3 Power, Doom 2).
 * Action: Alba summons a Starspawn (3), Bruno moves an acolyte to the North Atlantic (1), Alba moves the Starspawn
 * and an acolyte to Central America (2), Bruno summons an Undead (1), Alba moves both on to the North Atlantic (2),
 * Bruno moves the Undead there (1), Alba battles there with her last Power (1): Combat 3 against 1.
 * Dice (seed battle-23): Alba [2, 6, 4] → 1 kill, 1 pain; Bruno [5] → 1 pain. Both assign secretly: Bruno kills his
 * acolyte and pains the Undead, Alba pains her acolyte. Alba's acolyte retreats to Central America (Europe holds
 * Bruno's units), then Bruno's Undead to Europe (Central America now holds Alba's). Alba adds nothing after it.
 * Gather: Alba 6 cultists + 1 gate × 2 = 8; Bruno 5 + 2 = 7. Alba is first player (clockwise).
 * Round 2, Doom: gate Doom → Alba 2, Bruno 3. The GM grants Alba her six spellbooks and Bruno an Elder Sign.
 * Alba's ritual costs 6 (→ 2 Power, Doom 3), Bruno's 7 (→ 0, Doom 4): the marker passes the end, the game ends.
 * Bruno's Elder Sign converts to Doom; Alba wins with six spellbooks although Bruno has more Doom.
 */
const GAME: Game = { setup: withData({ ritualTrack: [5, 6, 7] }), players: G2.players };
const GC_BOOKS = ['absorb', 'devolve', 'dreams', 'regenerate', 'submerge', 'yha-nthlei'];

interface Step {
  orders: Record<string, unknown>;
  seed?: string;
  corrections?: unknown[];
}

const move = (moves: [string, string][]) => ({ actions: [{ type: 'move', moves: moves.map(([unit, to]) => ({ unit, to })) }] });

const SCRIPT: Step[] = [
  { orders: { a: { direction: 'clockwise' } } },
  { orders: { a: { perform: false } } },
  { orders: { b: { perform: true } } },
  { orders: { a: { actions: [{ type: 'summon', unitType: 'starspawn', area: 'south-pacific' }] } } },
  { orders: { b: move([['ys.acolyte.2', 'north-atlantic']]) } },
  {
    orders: {
      a: move([
        ['gc.starspawn.1', 'central-america'],
        ['gc.acolyte.2', 'central-america'],
      ]),
    },
  },
  { orders: { b: { actions: [{ type: 'summon', unitType: 'undead', area: 'europe' }] } } },
  {
    orders: {
      a: move([
        ['gc.starspawn.1', 'north-atlantic'],
        ['gc.acolyte.2', 'north-atlantic'],
      ]),
    },
  },
  { orders: { b: move([['ys.undead.1', 'north-atlantic']]) } },
  { orders: { a: { actions: [{ type: 'battle', area: 'north-atlantic', opponent: 'b' }] } }, seed: 'battle-23' },
  { orders: { a: { kills: [], pains: ['gc.acolyte.2'] }, b: { kills: ['ys.acolyte.2'], pains: ['ys.undead.1'] } } },
  { orders: { a: { moves: [{ unit: 'gc.acolyte.2', to: 'central-america' }] } } },
  { orders: { b: { moves: [{ unit: 'ys.undead.1', to: 'europe' }] } } },
  { orders: { a: { actions: [] } } },
  { orders: { a: { direction: 'clockwise' } } },
  {
    orders: { a: { perform: true } },
    corrections: [...GC_BOOKS.map((spellbook) => ({ kind: 'spellbook', player: 'a', spellbook, grant: true })), { kind: 'elder-signs', player: 'b', count: 1 }],
  },
  { orders: { b: { perform: true } } },
];

function summary(state: State) {
  return {
    round: state.round,
    phase: state.phase,
    pending: state.pending,
    firstPlayer: state.firstPlayer,
    direction: state.direction,
    power: state.power,
    doom: state.doom,
    ritual: state.ritual,
    spellbooks: state.spellbooks,
    elderSigns: state.elderSigns,
    units: Object.fromEntries(
      Object.entries(state.units)
        .filter(([u]) => !/\.acolyte\.[3-6]$/.test(u))
        .sort(),
    ),
    gates: state.gates,
    battle: state.battle && {
      stage: state.battle.stage,
      dice: state.battle.dice,
      produced: state.battle.produced,
      killed: state.battle.killed,
      pained: state.battle.pained,
    },
    winners: state.winners,
  };
}

function runScript() {
  let state = cw.initialState(GAME.setup, GAME.players, { gameSeed: 'scripted' });
  const steps: unknown[] = [{ step: 0, state: summary(state) }];
  const outcomes = [];
  for (const [i, step] of SCRIPT.entries()) {
    if (step.corrections) state = cw.applyAdjustments!(GAME.setup, GAME.players, state, step.corrections) as State;
    for (const [player, answer] of Object.entries(step.orders)) {
      const request = cw.decisions!(GAME.setup, GAME.players, state).find((r) => r.player === player);
      expect(request, `step ${i + 1}: ${player} is asked`).toBeDefined();
      expect(cw.checkSheet(GAME.setup, GAME.players, state, player, request!.schema!.parse(answer) as never, 'en').errors, `step ${i + 1}`).toEqual([]);
    }
    const result = play(state, step.orders, GAME, step.seed ?? `step-${i + 1}`);
    outcomes.push(result.outcome);
    state = result.state;
    steps.push({
      step: i + 1,
      orders: step.orders,
      ...(step.corrections ? { corrections: step.corrections } : {}),
      events: result.events,
      state: summary(state),
    });
  }
  return { state, steps, outcomes };
}

describe('a scripted game to the end', () => {
  const { state, steps, outcomes } = runScript();

  test('golden per-step states', () => golden('scripted-game.json', `${JSON.stringify(steps, null, 1)}\n`));

  test('round 1 Doom phase: Bruno performs the first ritual for 5', () => {
    expect(eventsOf(outcomes[2]!.events, 'ritual')).toEqual([{ type: 'ritual', player: 'b', cost: 5, gates: 1, doom: 2, greatOldOnes: 0, track: 1 }]);
  });

  test('the battle: every die, the results, both secret assignments, the retreats', () => {
    const rolls = eventsOf(outcomes[9]!.events, 'battle-roll');
    expect(rolls.map((r) => [r.player, r.dice, r.kills, r.pains])).toEqual([
      ['a', [2, 6, 4], 1, 1],
      ['b', [5], 0, 1],
    ]);
    expect(cw.decisions!(GAME.setup, GAME.players, stateAfter(9)).map((r) => [r.player, r.secret])).toEqual([
      ['a', true],
      ['b', true],
    ]);
    expect(eventsOf(outcomes[10]!.events, 'eliminated').map((e) => e.unit)).toEqual(['ys.acolyte.2']);
    expect(eventsOf([...outcomes[11]!.events, ...outcomes[12]!.events], 'retreat').map((e) => [e.unit, e.to])).toEqual([
      ['gc.acolyte.2', 'central-america'],
      ['ys.undead.1', 'europe'],
    ]);
    expect(eventsOf(outcomes[13]!.events, 'initiative-end')).toEqual([{ type: 'initiative-end', player: 'a', battleAs: null, defaulted: false }]);
  });

  test('Gather Power and the first player', () => {
    expect(eventsOf(outcomes[13]!.events, 'power-gathered').map((e) => [e.player, e.cultists, e.gates, e.gained])).toEqual([
      ['a', 6, 1, 8],
      ['b', 5, 1, 7],
    ]);
    expect(eventsOf(outcomes[13]!.events, 'first-player')).toEqual([
      { type: 'first-player', player: 'a', power: 8, tied: [], chooser: null, defaulted: false },
    ]);
  });

  test('the end: the ritual track runs out; Elder Signs convert; six spellbooks win', () => {
    expect(state.phase).toBe('over');
    expect(state.endReason).toBe('ritual-track');
    const end = eventsOf(outcomes.at(-1)!.events, 'game-end')[0]!;
    const sign = end.converted.b![0]!.value;
    expect(end.doom).toEqual({ a: 3, b: 4 + sign });
    expect(end.winners).toEqual(['a']);
    expect(cw.isOver!(GAME.setup, state)).toBe(true);
    expect(cw.decisions!(GAME.setup, GAME.players, state)).toEqual([]);
    expect(cw.publicState(GAME.setup, state)).toEqual({ turn: 2, scores: { a: 3, b: 4 + sign }, summary: { control: { 'south-pacific': 'a', europe: 'b' } } });
  });

  function stateAfter(n: number): State {
    let s = cw.initialState(GAME.setup, GAME.players, { gameSeed: 'scripted' });
    for (const [i, step] of SCRIPT.slice(0, n + 1).entries()) s = play(s, step.orders, GAME, step.seed ?? `step-${i + 1}`).state;
    return s;
  }
});
