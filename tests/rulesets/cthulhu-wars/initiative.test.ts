import { describe, expect, test } from 'vitest';
import { G2, G3, P2, SETUP, asked, cw, eventsOf, play, position, reasons } from './helpers.ts';

const START = {
  'gc.acolyte.1': 'south-pacific',
  'gc.acolyte.2': 'south-pacific',
  'ys.acolyte.1': 'europe',
  'ys.acolyte.2': 'europe',
  'bg.acolyte.1': 'west-africa',
};
const GATES = { 'south-pacific': 'gc.acolyte.1', europe: 'ys.acolyte.1', 'west-africa': 'bg.acolyte.1' };

// Seed, Action phase: "Initiativet i Handlingsfasen går i turordning, varv på varv. En spelare med Kraft måste
// ta initiativet ... En spelare utan Kraft kan inte ta initiativet" and footnote 2 (skipped at 0 Power, may act
// later in the same phase when Power comes back). "Handlingsfasen slutar när ingen kan ta initiativet."
describe('initiative skipping (case table)', () => {
  test.each([
    { name: 'next in order has Power', first: 'a', direction: 'clockwise', last: 'a', power: { a: 3, b: 2, c: 2 }, next: 'b', skipped: [] },
    { name: 'a 0-Power player is skipped', first: 'a', direction: 'clockwise', last: 'a', power: { a: 3, b: 0, c: 2 }, next: 'c', skipped: ['b'] },
    {
      name: 'round and round: back to the same player',
      first: 'a',
      direction: 'clockwise',
      last: 'a',
      power: { a: 3, b: 0, c: 0 },
      next: 'a',
      skipped: ['b', 'c'],
    },
    { name: 'wraps past the last seat', first: 'a', direction: 'clockwise', last: 'c', power: { a: 1, b: 1, c: 1 }, next: 'a', skipped: [] },
    { name: 'the phase starts with the first player', first: 'b', direction: 'clockwise', last: null, power: { a: 1, b: 1, c: 1 }, next: 'b', skipped: [] },
    {
      name: 'first player without Power is skipped too',
      first: 'b',
      direction: 'clockwise',
      last: null,
      power: { a: 1, b: 0, c: 1 },
      next: 'c',
      skipped: ['b'],
    },
    { name: 'counter-clockwise order', first: 'b', direction: 'counterclockwise', last: 'b', power: { a: 1, b: 1, c: 1 }, next: 'a', skipped: [] },
    { name: 'counter-clockwise wraps', first: 'b', direction: 'counterclockwise', last: 'a', power: { a: 1, b: 1, c: 1 }, next: 'c', skipped: [] },
    {
      name: 'footnote 2: Power came back to a skipped player',
      first: 'a',
      direction: 'clockwise',
      last: 'c',
      power: { a: 2, b: 0, c: 0 },
      next: 'a',
      skipped: [],
    },
    { name: 'nobody has Power: the phase ends', first: 'a', direction: 'clockwise', last: 'b', power: { a: 0, b: 0, c: 0 }, next: null, skipped: [] },
  ] as const)('$name', ({ first, direction, last, power, next }) => {
    const state = position({ phase: 'action', firstPlayer: first, direction, lastInitiative: last, power, units: START, gates: GATES }, G3);
    if (next === null) {
      expect(state.phase).not.toBe('action');
      expect(asked(state, G3)).not.toContain('a:initiative');
    } else {
      expect(state.pending).toEqual({ kind: 'initiative', player: next });
      expect(asked(state, G3)).toEqual([`${next}:initiative`]);
    }
  });

  test('skipped players are reported in the step that passes them over', () => {
    const state = position({ phase: 'action', firstPlayer: 'a', lastInitiative: null, power: { a: 1, b: 0, c: 2 }, units: START, gates: GATES }, G3);
    const { events, state: next } = play(state, { a: { actions: [{ type: 'pass' }] } }, G3);
    expect(eventsOf(events, 'initiative-skipped').map((e) => e.player)).toEqual(['b']);
    expect(next.pending).toEqual({ kind: 'initiative', player: 'c' });
  });

  test('one step per initiative: each answer hands the initiative on, round and round', () => {
    let state = position({ phase: 'action', firstPlayer: 'a', power: { a: 2, b: 2 }, units: START, gates: GATES });
    const moves: Record<string, string[][]> = {
      a: [
        ['gc.acolyte.2', 'indian-ocean'],
        ['gc.acolyte.1', 'antarctica'],
      ],
      b: [
        ['ys.acolyte.2', 'north-atlantic'],
        ['ys.acolyte.1', 'scandinavia'],
      ],
    };
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      const pending = state.pending!;
      expect(pending.kind).toBe('initiative');
      const player = (pending as { player: string }).player;
      seen.push(player);
      const [unit, to] = moves[player]!.shift()!;
      const result = play(state, { [player]: { actions: [{ type: 'move', moves: [{ unit, to }] }] } });
      expect(eventsOf(result.events, 'answer-replaced')).toEqual([]);
      state = result.state;
    }
    expect(seen).toEqual(['a', 'b', 'a', 'b']);
    expect(state.phase).toBe('first-player');
  });

  test('the Action phase ends when nobody can take the initiative: Gather Power runs at once', () => {
    const state = position({ phase: 'action', firstPlayer: 'a', power: { a: 1, b: 0 }, units: START, gates: GATES });
    const { state: next, events } = play(state, { a: { actions: [{ type: 'pass' }] } });
    expect(eventsOf(events, 'phase').map((e) => e.phase)).toEqual(['gather', 'first-player']);
    expect(next.phase).toBe('first-player');
  });
});

// Seed: "På sitt initiativ ... utför en spelare noll eller fler bihandlingar och exakt en huvudhandling i valfri ordning."
describe('the initiative answer: unlimited actions and exactly one Action', () => {
  const state = position({
    phase: 'action',
    firstPlayer: 'a',
    power: { a: 2, b: 2 },
    units: { ...START, 'gc.acolyte.3': 'north-pacific' },
    gates: { ...GATES, 'north-pacific': null },
  });
  test.each([
    { name: 'one Action', actions: [{ type: 'move', moves: [{ unit: 'gc.acolyte.2', to: 'indian-ocean' }] }], expected: [] },
    {
      name: 'unlimited actions around the Action',
      actions: [{ type: 'control-gate', area: 'north-pacific', unit: 'gc.acolyte.3' }, { type: 'pass' }, { type: 'abandon-gate', area: 'north-pacific' }],
      expected: [],
    },
    { name: 'nothing at all', actions: [], expected: ['no_action'] },
    { name: 'only unlimited actions', actions: [{ type: 'control-gate', area: 'north-pacific', unit: 'gc.acolyte.3' }], expected: ['no_action'] },
    { name: 'two Actions', actions: [{ type: 'move', moves: [{ unit: 'gc.acolyte.2', to: 'indian-ocean' }] }, { type: 'pass' }], expected: ['second_action'] },
    {
      name: 'a battle before other actions',
      actions: [{ type: 'battle', area: 'south-pacific', opponent: 'b' }, { type: 'pass' }],
      expected: ['battle_not_last'],
    },
    {
      name: 'more Power than left',
      actions: [
        {
          type: 'move',
          moves: [
            { unit: 'gc.acolyte.1', to: 'indian-ocean' },
            { unit: 'gc.acolyte.2', to: 'indian-ocean' },
            { unit: 'gc.acolyte.3', to: 'arctic-ocean' },
          ],
        },
      ],
      expected: ['insufficient_power'],
    },
    {
      name: 'actions see the effects of the earlier ones (gate held by then)',
      actions: [
        { type: 'control-gate', area: 'north-pacific', unit: 'gc.acolyte.3' },
        { type: 'control-gate', area: 'north-pacific', unit: 'gc.acolyte.3' },
        { type: 'pass' },
      ],
      expected: ['gate_held'],
    },
  ])('$name → $expected', ({ actions, expected }) => {
    expect(reasons(state, 'a', { actions })).toEqual(expected);
  });

  test('only the player with the initiative may answer', () => {
    expect(reasons(state, 'b', { actions: [{ type: 'pass' }] })).toEqual(['not_asked']);
  });

  test('Pass (not from the seed) gives up all remaining Power', () => {
    const { state: next, events } = play(state, { a: { actions: [{ type: 'pass' }] } });
    expect(next.power.a).toBe(0);
    expect(eventsOf(events, 'action')[0]).toMatchObject({ main: true, cost: 0, power: 0 });
  });

  test('a missing answer at the deadline is Pass, reported as defaulted', () => {
    const { state: next, events } = play(state, {}, G2, 'step', ['a']);
    expect(next.power.a).toBe(0);
    expect(eventsOf(events, 'initiative-end')[0]).toMatchObject({ player: 'a', defaulted: true });
    expect(next.pending).toEqual({ kind: 'initiative', player: 'b' });
  });

  test('an answer that turned illegal (after a GM correction) is replaced by the default and reported', () => {
    const { events, state: next } = play(state, { a: { actions: [{ type: 'move', moves: [{ unit: 'gc.acolyte.2', to: 'europe' }] }] } });
    expect(eventsOf(events, 'answer-replaced')).toEqual([{ type: 'answer-replaced', player: 'a', kind: 'initiative', reasons: ['not_adjacent'] }]);
    expect(next.power.a).toBe(0);
  });

  test('checkSheet sums the costs and counts the one Action', () => {
    const sheet = {
      actions: [
        { type: 'control-gate', area: 'north-pacific', unit: 'gc.acolyte.3' },
        {
          type: 'move',
          moves: [
            { unit: 'gc.acolyte.2', to: 'indian-ocean' },
            { unit: 'gc.acolyte.1', to: 'indian-ocean' },
          ],
        },
      ],
    };
    const { errors, summary } = cw.checkSheet(SETUP, P2, state, 'a', sheet as never, 'es');
    expect(errors).toEqual([]);
    expect(summary).toEqual({ costs: [0, 2], totals: { available: 1, used: 1, left: 0 } });
  });

  test('refusals carry the field path and a translated message', () => {
    const { errors } = cw.checkSheet(SETUP, P2, state, 'a', { actions: [{ type: 'move', moves: [{ unit: 'gc.acolyte.2', to: 'europe' }] }] } as never, 'es');
    expect(errors).toEqual([{ index: 0, path: 'actions[0].moves[0].to', reason: 'not_adjacent', message: 'Europa no es adyacente a Pacífico Sur.' }]);
  });
});
