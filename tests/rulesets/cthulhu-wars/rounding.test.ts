import { describe, expect, test } from 'vitest';
import { half, roundAwayFromZero } from '../../../src/engine/rulesets/cthulhu-wars/rounding.ts';

// Seed: "All avrundning i spelet sker bort från noll" (all rounding goes away from zero). [D] directed
// rounding: any fraction moves away from zero; integers stay; never -0.
describe('roundAwayFromZero', () => {
  test.each([
    [7.5, 8],
    [7.2, 8],
    [7.9, 8],
    [0.1, 1],
    [8, 8],
    [0, 0],
    [-0, 0],
    [-7.5, -8],
    [-7.2, -8],
    [-0.5, -1],
    [-3, -3],
    [Number.NaN, 0],
  ])('%d → %d', (x, expected) => {
    const rounded = roundAwayFromZero(x);
    expect(rounded).toBe(expected);
    expect(Object.is(rounded, -0)).toBe(false);
  });
});

describe('half (consolation: half of the highest Power)', () => {
  test.each([
    [15, 8],
    [16, 8],
    [1, 1],
    [0, 0],
    [9, 5],
    [-3, -2],
    [-4, -2],
  ])('half(%d) = %d', (x, expected) => expect(half(x)).toBe(expected));
});
