import { describe, expect, test } from 'vitest';
import { defaultData } from '../../../src/engine/rulesets/siege-of-the-citadel/data/defaults.ts';
import { creatureStats, rankOf, rankRow, startForRank, tierFor } from '../../../src/engine/rulesets/siege-of-the-citadel/rules/ranks.ts';

const data = defaultData();

// Seed "DOOMTROOPERNS RANG": 0–9 rank 1, 10–24 rank 2, 25–44 rank 3, 45–69 rank 4, 70–99 rank 5, 100–129 rank 6,
// 130 points = the highest rank a group can ever reach (decision 7: a rank 7 row).
describe('rank thresholds', () => {
  test.each([
    [0, 1],
    [9, 1],
    [10, 2],
    [24, 2],
    [25, 3],
    [44, 3],
    [45, 4],
    [69, 4],
    [70, 5],
    [99, 5],
    [100, 6],
    [129, 6],
    [130, 7],
    [1000, 7],
    [-5, 1],
  ])('%i points → rank %i', (points, rank) => expect(rankOf(data, points)).toBe(rank));

  // Seed "EXTRA HANDLINGAR": rank 1 has two Extra actions, never more than six.
  test.each([
    [0, 2, 'white'],
    [10, 3, 'white'],
    [25, 4, 'red'],
    [45, 5, 'red'],
    [70, 6, 'black'],
    [100, 6, 'black'],
    [130, 6, 'black'],
  ])('%i points → %i Extra actions, %s dice (GM data defaults)', (points, extra, colour) => {
    expect(rankRow(data, points)).toMatchObject({ extraActions: extra, colour });
  });

  test('no rank ever has more than six Extra actions', () => {
    for (const row of data.ranks) expect(row.extraActions).toBeLessThanOrEqual(6);
  });

  // Seed "ENSTAKA SPEL": a single mission at rank 3 starts with 25 points and 6 credits.
  test.each([
    [1, 0, 2],
    [2, 10, 4],
    [3, 25, 6],
    [6, 100, 12],
  ])('single mission at rank %i: %i points, %i credits', (rank, points, credits) => expect(startForRank(data, rank)).toEqual({ points, credits }));
});

// Seed "MONSTERBRICKA": tile 1–2 first; 3–4 once at least two groups reach rank 3; 5–6 once two reach rank 5.
describe('monster tile tiers', () => {
  test.each([
    [[1, 1, 1, 1], '1-2'],
    [[3, 1, 1, 1], '1-2'],
    [[3, 3], '3-4'],
    [[4, 3, 1], '3-4'],
    [[5, 3, 1], '3-4'],
    [[5, 4, 1, 1], '3-4'],
    [[5, 5], '5-6'],
    [[6, 5, 1, 1], '5-6'],
    [[7, 7, 7, 7], '5-6'],
    [[6], '1-2'],
    [[], '1-2'],
  ])('group ranks %j → tile %s', (ranks, tier) => expect(tierFor(data, ranks).id).toBe(tier));

  test('every tile gives values for every creature; armour does not change between tiles', () => {
    for (const tier of data.tiers) {
      for (const type of ['legionnaire', 'necromutant', 'centurion', 'razide', 'nefarite', 'ezoghoul'] as const) {
        expect(creatureStats(data, tier.id, type).armour).toBe(creatureStats(data, '1-2', type).armour);
      }
    }
  });
});
