import { describe, expect, test } from 'vitest';
import { settle } from '../../../src/engine/rulesets/the-awakened/position.ts';
import { resourcesStage } from '../../../src/engine/rulesets/the-awakened/stages/resources.ts';
import { ALBA, BRUNO, CARME, ctxOf, DARIO, play, position, setupWith, show, type LandSketch } from './helpers.ts';

// Seed, extra rule 1: "Exodus. During the Resource phase; if resources are available in an adjacent Land owned
// by a foreign player one excessive population per foreign resource will migrate. Note that Population never
// migrates to a Land controlled by the active player."
describe('Exodus (optional rule)', () => {
  const exodus = setupWith({ exodus: true });
  const run = (sketch: Record<string, LandSketch>, setup = exodus) => {
    const g = position(sketch, { setup });
    const state = structuredClone(g.state);
    const events = resourcesStage(ctxOf(g.setup, state), state, 'a');
    settle(ctxOf(g.setup, state).index, state);
    return { state, events };
  };

  test('starving population migrates to an adjacent foreign land, one per stored resource there; the rest starve', () => {
    const { state, events } = run({ c2: { owner: 'a', marker: '3|0', p: 3 }, c3: { owner: 'b', marker: '4|=', p: 2, r: 2 } });
    expect([show(state, 'c2'), show(state, 'c3')]).toEqual(['- P0 R0 M0 V0', 'b P4 R2 M0 V0']);
    expect(events).toEqual([
      { type: 'production', player: 'a', land: 'c1', population: 4, produced: 4, storedBefore: 5, storedAfter: 5, starved: 0, migrated: 0, gained: 0, lost: 0 },
      { type: 'production', player: 'a', land: 'c2', population: 3, produced: 0, storedBefore: 0, storedAfter: 0, starved: 1, migrated: 2, gained: 0, lost: 0 },
      { type: 'exodus', from: 'c2', to: 'c3', player: 'a', toPlayer: 'b', count: 2, joined: 2 },
    ]);
  });

  test('stored resources are eaten before anybody migrates', () => {
    const { state } = run({ c2: { owner: 'a', marker: '3|0', p: 3, r: 2 }, c3: { owner: 'b', marker: '4|=', p: 2, r: 5 } });
    expect([show(state, 'c2'), show(state, 'c3')]).toEqual(['a P2 R0 M0 V0', 'b P3 R5 M0 V0']);
  });

  test('foreign lands in board order; each foreign resource draws one migrant in the whole step', () => {
    // c2 and b3 both starve next to c3 (b, 2 resources); c2 also touches d2 (b, 1 resource), earlier in board order.
    const { state, events } = run({
      c2: { owner: 'a', marker: '3|0', p: 3 },
      b3: { owner: 'a', marker: '3|0', p: 2 },
      d2: { owner: 'b', marker: '4|=', p: 1, r: 1 },
      c3: { owner: 'b', marker: '4|=', p: 2, r: 2 },
    });
    expect(events.filter((e) => e.type === 'exodus')).toEqual([
      { type: 'exodus', from: 'c2', to: 'd2', player: 'a', toPlayer: 'b', count: 1, joined: 1 },
      { type: 'exodus', from: 'c2', to: 'c3', player: 'a', toPlayer: 'b', count: 2, joined: 2 },
    ]);
    // b3 starves: c3's two resources already drew c2's migrants.
    expect([show(state, 'b3'), show(state, 'c3'), show(state, 'd2')]).toEqual(['- P0 R0 M0 V0', 'b P4 R2 M0 V0', 'b P2 R1 M0 V0']);
  });

  test('never into the active player’s own land, nor an empty one', () => {
    const { state } = run({ c2: { owner: 'a', marker: '3|0', p: 2 }, c3: { owner: 'a', marker: '4|=', p: 2, r: 5 }, d2: { marker: '3|=' } });
    expect([show(state, 'c2'), show(state, 'c3')]).toEqual(['- P0 R0 M0 V0', 'a P2 R5 M0 V0']);
  });

  test('foreign land with military and resources but no population draws migrants too', () => {
    const { state } = run({ c2: { owner: 'a', marker: '3|0', p: 2 }, c3: { owner: 'b', marker: '4|=', r: 3, m: 1 } });
    expect(show(state, 'c3')).toBe('b P2 R3 M1 V0');
  });

  test('migrants beyond the foreign colour’s 25 cubes die', () => {
    const { state, events } = run(
      { c2: { owner: 'a', marker: '3|0', p: 3 }, c3: { owner: 'b', marker: '24|=', p: 20, r: 5 } },
      setupWith({ exodus: true, winPopulationSmall: 25 }),
    );
    // b: 4 in the chamber + 20 = 24: one cube left.
    expect(events.find((e) => e.type === 'exodus')).toMatchObject({ count: 3, joined: 1 });
    expect(show(state, 'c3')).toBe('b P21 R5 M0 V0');
  });

  test('without the option, unfed population starves', () => {
    const { state } = run({ c2: { owner: 'a', marker: '3|0', p: 3 }, c3: { owner: 'b', marker: '4|=', p: 2, r: 2 } }, setupWith());
    expect([show(state, 'c2'), show(state, 'c3')]).toEqual(['- P0 R0 M0 V0', 'b P2 R2 M0 V0']);
  });

  test('a migration that brings the other player to the target ends the game at once: they win', () => {
    const setup = setupWith({ exodus: true, winPopulationSmall: 8 });
    const g = position({ c2: { owner: 'a', marker: '3|0', p: 3 }, c3: { owner: 'b', marker: '4|=', p: 2, r: 2 } }, { setup, active: 'b', step: 'actions' });
    // Bruno ends his turn; Alba's steps 1–2 run: c2 (3 population, cap 3) produces nothing; two migrate to
    // Bruno (4 + 2 + 2 = 8): he wins at that moment, before Alba's third population starves.
    const { state, outcome } = play(g, undefined);
    expect(outcome.events.at(-1)).toEqual({ type: 'game_over', reason: 'population', winners: ['b'], population: { a: 5, b: 8 } });
    expect(state).toMatchObject({ over: true, winners: ['b'], active: null });
    expect(outcome.gameOver).toBe(true);
  });
});

// Seed, "Winning the game": "In a two or three player game, the first player to reach a Population of 25 wins
// the game. In a four player game, the first player to reach a Population of 20 wins."
describe('winning', () => {
  test('growth to 25 wins at once (2 players), before resources are produced', () => {
    // a: chamber 4 + c3 18 + d3 2 = 24; c3 (cap 20, [x|0]) grows by 1 only (cubes) → 25.
    const g = position({ c3: { owner: 'a', marker: '20|0', p: 18 }, d3: { owner: 'a', marker: '3|=', p: 2 } }, { active: 'b', step: 'actions' });
    const { state, outcome } = play(g, undefined);
    const over = outcome.events.at(-1);
    expect(over).toEqual({ type: 'game_over', reason: 'population', winners: ['a'], population: { a: 25, b: 4 } });
    // The game ended in step 1: c3 produces nothing, but nobody starved.
    expect(outcome.events.some((e) => e.type === 'production' && e.player === 'a')).toBe(false);
    expect(state.lands.c3!.population).toBe(19);
    expect(outcome.next).toBeNull();
  });

  test.each([
    { players: [ALBA, BRUNO, CARME], population: 24, over: false },
    { players: [ALBA, BRUNO, CARME], population: 25, over: true },
    { players: [ALBA, BRUNO, CARME, DARIO], population: 19, over: false },
    { players: [ALBA, BRUNO, CARME, DARIO], population: 20, over: true },
  ])('$players.length players at $population population: over $over', ({ players, population, over }) => {
    // Alba (first in turn order) will reach `population` in step 1: a land of 3 grows by one (cap 4).
    const last = players.at(-1)!.id;
    const g = position(
      { c3: { owner: 'a', marker: '4|=', p: 3 }, d3: { owner: 'a', marker: `${population - 8}|=`, p: population - 8 } },
      { players, active: last, step: 'actions' },
    );
    const { state } = play(g, undefined);
    expect(state.over).toBe(over);
    if (over) expect(state.winners).toEqual(['a']);
  });

  test('the targets are options', () => {
    const g = position({ c3: { owner: 'a', marker: '5|=', p: 3 } }, { setup: setupWith({ winPopulationSmall: 8 }), active: 'b', step: 'actions' });
    expect(play(g, undefined).state.winners).toEqual(['a']);
  });

  test('round limit (option): after the last round the most population wins, ties share', () => {
    const setup = setupWith({ roundLimit: 1 });
    const g = position({ c3: { owner: 'b', marker: '2|=', p: 2 } }, { setup, active: 'b', step: 'actions' });
    const { state, outcome } = play(g, undefined);
    expect(outcome.events).toEqual([
      { type: 'round_start', round: 2 },
      { type: 'game_over', reason: 'round-limit', winners: ['b'], population: { a: 4, b: 6 } },
    ]);
    expect(state.over).toBe(true);
    const tie = position({}, { setup, active: 'b', step: 'actions' });
    expect(play(tie, undefined).state.winners).toEqual(['a', 'b']);
  });
});
