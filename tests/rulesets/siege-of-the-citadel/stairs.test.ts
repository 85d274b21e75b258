import { describe, expect, test } from 'vitest';
import { makeCtx } from '../../../src/engine/rulesets/siege-of-the-citadel/context.ts';
import { defaultSetup } from '../../../src/engine/rulesets/siege-of-the-citadel/data/defaults.ts';
import { parseSquare } from '../../../src/engine/rulesets/siege-of-the-citadel/rules/grid.ts';
import { adjacentSections, clearSight } from '../../../src/engine/rulesets/siege-of-the-citadel/rules/sight.ts';
import type { Mission } from '../../../src/engine/rulesets/siege-of-the-citadel/setup.ts';
import { act, game, PLAYERS, refusals, ruleset, scenario, setupWith, troopers } from './helpers.ts';

/**
 * A stair section (5) between sections 1 (left), 2 (right) and 3 (below): stair squares 1 = c4, 2 = d4 (the foot),
 * 3 = c3, 4 = d3, 5 = c2, 6 = d2 (the top); its top level c1, d1.
 */
export const STAIR_MISSION: Mission = {
  ...defaultSetup().data.missions[1]!,
  id: 'stairwell',
  sections: ['1', '2', '3', '5'].map((id) => ({ id, citadel: false, cards: 0 })),
  entrances: [{ id: 'west', legion: false, section: '1', squares: ['a1'] }],
  grid: { width: 6, height: 6, rows: ['115522', '115522', '115522', '115522', '333333', '333333'], walls: [] },
  stairs: { section: '5', squares: ['c4', 'd4', 'c3', 'd3', 'c2', 'd2'], top: ['c1', 'd1'] },
  monsterCards: [],
};
const setup = setupWith({ mission: 'stairwell' }, { missions: [...defaultSetup().data.missions, STAIR_MISSION] });
const ctx = makeCtx(setup, PLAYERS, scenario(setup, PLAYERS, { turn: 'B' }), null, '');
const sq = (l: string) => parseSquare(l)!;

// Seed "SIKTEN I TRAPPAN".
describe('sight on the stairs', () => {
  test.each([
    ['c4', 'c6', true, 'the foot (1) sees the next section (3)'],
    ['c4', 'a1', true, 'the foot sees the next section (1)'],
    ['d4', 'f2', true, 'the foot (2) sees the next section (2)'],
    ['c4', 'c2', true, 'the foot sees the top of the stairs (5)'],
    ['d4', 'd2', true, 'the foot (2) sees the top (6)'],
    ['c4', 'c1', false, 'the foot does not see the top level'],
    ['c3', 'c4', true, 'the middle (3) sees the foot'],
    ['c3', 'd2', true, 'the middle sees the top'],
    ['c3', 'a3', false, 'the middle sees nothing beyond the stairs'],
    ['d3', 'c6', false, 'the middle (4) does not see section 3'],
    ['c2', 'c4', true, 'the top (5) sees down to the foot'],
    ['c2', 'c1', true, 'the top sees the top level'],
    ['d2', 'd1', true, 'the top (6) sees the top level'],
    ['c2', 'e1', false, 'the top does not see the next sections'],
    ['a1', 'e1', true, 'no stair square involved: a straight line across the top level'],
  ])('%s → %s: %s (%s)', (a, b, expected) => {
    expect(clearSight(ctx, sq(a), sq(b), [])).toBe(expected);
    expect(clearSight(ctx, sq(b), sq(a), [])).toBe(expected);
  });

  test('sections next to the stairs', () => {
    expect(adjacentSections(ctx, '5')).toEqual(['1', '2', '3']);
  });

  test('through the ruleset: from the foot a Doomtrooper shoots into the section below, not at the top level', () => {
    const g = game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, {
        turn: 'B',
        groups: { B: { entrance: 'west' } },
        figures: [
          { id: 'max-steiner', at: 'c4' },
          { id: 'legionnaire-1', at: 'c6' },
          { id: 'legionnaire-2', at: 'd1' },
        ],
      }),
    );
    expect(refusals(g, 'B', troopers([act('max-steiner', { type: 'attack', mode: 'ranged', target: 'legionnaire-1' })]))).toEqual([]);
    expect(refusals(g, 'B', troopers([act('max-steiner', { type: 'attack', mode: 'ranged', target: 'legionnaire-2' })]))).toEqual(['no_line_of_sight']);
  });

  test('the stairs must lie in a section of the grid', () => {
    const broken = setupWith(
      { mission: 'stairwell' },
      { missions: [...defaultSetup().data.missions, { ...STAIR_MISSION, stairs: { section: '5', squares: ['a1', 'd4', 'c3', 'd3', 'c2', 'd2'], top: [] } }] },
    );
    expect(ruleset.validateSetup(broken).map((p) => p.code)).toEqual(['stairs']);
  });
});
