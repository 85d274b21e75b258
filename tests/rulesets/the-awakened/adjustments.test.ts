import { describe, expect, test } from 'vitest';
import { position, R, show } from './helpers.ts';

// GM corrections: the seed leaves nothing to the GM, but a forum GM fixes mistakes (`set-land`).
describe('GM corrections: set-land', () => {
  const g = position({ c2: { owner: 'a', marker: '3|=', p: 2, r: 1 }, c3: { marker: '4|=' } });
  const set = (extra: Record<string, unknown>) => ({ kind: 'set-land', land: 'c2', owner: 'a', population: 3, resources: 1, ...extra });

  test('puts a land as the GM says', () => {
    expect(R.checkAdjustment!(g.setup, g.players, g.state, set({ buildings: ['city'] }))).toEqual([]);
    const next = R.applyAdjustments!(g.setup, g.players, g.state, [
      set({ buildings: ['railroad', 'city'] }),
      set({ land: 'c3', owner: 'b', population: 2, resources: 0 }),
    ]);
    expect([show(next, 'c2'), show(next, 'c3')]).toEqual(['a P3 R1 M0 V0 [city,railroad]', 'b P2 R0 M0 V0']);
    expect(show(g.state, 'c2')).toBe('a P2 R1 M0 V0');
  });

  test('clearing a land frees it', () => {
    const next = R.applyAdjustments!(g.setup, g.players, g.state, [set({ owner: null, population: 0, resources: 0 })]);
    expect(next.lands.c2!.owner).toBeNull();
  });

  test.each([
    ['unknown land', set({ land: 'zz' }), 'unknown_land'],
    ['unknown player', set({ owner: 'q' }), 'unknown_player'],
    ['pieces without owner', set({ owner: null }), 'pieces_without_owner'],
    ['building twice', set({ buildings: ['city', 'city'] }), 'duplicate_building'],
    ['building on a chamber', set({ land: 'c1', buildings: ['city'] }), 'chamber_building'],
    ['unmanned Defence', set({ population: 0, resources: 2, buildings: ['defence'] }), 'defence_unmanned'],
    ['unexplored land', set({ land: 'd2' }), 'unexplored_land'],
    ['more than 25 population', set({ population: 22 }), 'supply_exceeded'],
    ['bad shape', { kind: 'set-land', land: 'c2' }, 'invalid_shape'],
  ])('refused: %s', (_name, adjustment, code) => {
    expect([...new Set(R.checkAdjustment!(g.setup, g.players, g.state, adjustment).map((p) => p.code))]).toEqual([code]);
    expect(R.applyAdjustments!(g.setup, g.players, g.state, [adjustment])).toEqual(g.state);
  });

  test('the schema and the form choices', () => {
    expect(R.adjustmentSchema!.safeParse(set({})).success).toBe(true);
    expect(R.adjustmentChoices!(g.setup, g.players, g.state, 'en').owner!.map((c) => c.value)).toEqual(['a', 'b']);
  });
});
