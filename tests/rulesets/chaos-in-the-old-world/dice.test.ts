import { describe, expect, test } from 'vitest';
import { stepRandom } from '../../../src/engine/core/random.ts';
import type { SeededRandom } from '../../../src/engine/core/rng.ts';
import { expectedHits, hitDistribution, rollBattleDice, singleDieHits } from '../../../src/engine/rulesets/chaos-in-the-old-world/dice.ts';
import { LIMITS } from '../../../src/engine/rulesets/chaos-in-the-old-world/ids.ts';

/**
 * Seed, Battle phase: "Du rammer med 4, 5 og 6. Sidstnævnte giver dig lov til at slå igen med terningen (det
 * kan du fortsætte med, så længe du ruller 6'ere)". One die: E = 1/2 + (1/6)·E → E = 3/5. Its hits are a run
 * of m sixes (P = (1/6)^m·5/6) closed by a non-six that hits with 2/5, so P(0) = 1/2 and P(k) = (5/12)(1/6)^(k-1).
 */
describe('exploding battle dice: exact distribution', () => {
  test.each([
    [0, 1 / 2],
    [1, 5 / 12],
    [2, 5 / 72],
    [3, 5 / 432],
    [4, 5 / 2592],
  ])('P(%i hits) for one die = %f', (k, p) => {
    expect(singleDieHits(k)).toBeCloseTo(p, 15);
  });

  test('the probabilities of one die sum to 1, mean 3/5, variance 12/25 (the closed forms)', () => {
    const ks = Array.from({ length: 60 }, (_, k) => k);
    const total = ks.reduce((s, k) => s + singleDieHits(k), 0);
    const mean = ks.reduce((s, k) => s + k * singleDieHits(k), 0);
    const second = ks.reduce((s, k) => s + k * k * singleDieHits(k), 0);
    expect(total).toBeCloseTo(1, 12);
    expect(mean).toBeCloseTo(3 / 5, 12);
    // E = 1/2 + E/6 (the recursion of the brief) has the same solution.
    expect(1 / 2 + mean / 6).toBeCloseTo(mean, 12);
    expect(second - mean * mean).toBeCloseTo(12 / 25, 12);
  });

  test.each([1, 2, 5, 9])('%i dice: the convolution sums to 1 and has mean 3n/5', (n) => {
    const dist = hitDistribution(n, 80);
    expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(dist.reduce((s, p, k) => s + k * p, 0)).toBeCloseTo(expectedHits(n), 8);
  });

  test('two dice by hand: P(0) = 1/4, P(1) = 2·(1/2)(5/12) = 5/12', () => {
    const dist = hitDistribution(2, 10);
    expect(dist[0]).toBeCloseTo(1 / 4, 14);
    expect(dist[1]).toBeCloseTo(5 / 12, 14);
    // P(2) = 2·(1/2)(5/72) + (5/12)^2
    expect(dist[2]).toBeCloseTo(5 / 72 + 25 / 144, 14);
  });
});

/** Pearson's chi-square over hit counts, bins merged from the tail until each expects at least 5 rolls. */
function chiSquare(observed: number[], expectedP: number[], rolls: number): { stat: number; df: number } {
  const bins: { o: number; e: number }[] = [];
  let o = 0;
  let e = 0;
  // Merge from the top down so that the tail bin collects everything beyond.
  for (let k = observed.length - 1; k >= 0; k--) {
    o += observed[k]!;
    e += (expectedP[k] ?? 0) * rolls;
    if (e >= 5 || k === 0) {
      bins.push({ o, e });
      o = 0;
      e = 0;
    }
  }
  const stat = bins.reduce((s, b) => s + (b.o - b.e) ** 2 / b.e, 0);
  return { stat, df: bins.length - 1 };
}

/** Upper 0.1 % points of chi-square (df 1..12). */
const CHI2_999 = [0, 10.83, 13.82, 16.27, 18.47, 20.52, 22.46, 24.32, 26.12, 27.88, 29.59, 31.26, 32.91];

describe('exploding battle dice: many seeded rolls against the exact distribution', () => {
  test.each([1, 3, 6])('%i dice, 20 000 rolls: chi-square and mean', (n) => {
    const rolls = 20_000;
    const maxK = 40;
    const observed = Array<number>(maxK + 1).fill(0);
    let sum = 0;
    for (let i = 0; i < rolls; i++) {
      const roll = rollBattleDice(stepRandom(`dice-test-${n}-${i}`, 'battle'), n);
      observed[Math.min(roll.hits, maxK)]! += 1;
      sum += roll.hits;
    }
    const exact = hitDistribution(n, maxK);
    const { stat, df } = chiSquare(observed, exact, rolls);
    expect(df).toBeGreaterThanOrEqual(2);
    expect(stat).toBeLessThan(CHI2_999[df]!);
    // Mean within 4 standard errors (variance 12/25 per die).
    const se = Math.sqrt(((12 / 25) * n) / rolls);
    expect(Math.abs(sum / rolls - expectedHits(n))).toBeLessThan(4 * se);
  });

  test('a die that is not a fair d6 is caught: hitting on 3+ fails the chi-square', () => {
    const rolls = 20_000;
    const observed = Array<number>(41).fill(0);
    for (let i = 0; i < rolls; i++) {
      const roll = rollBattleDice(stepRandom(`dice-test-bias-${i}`, 'battle'), 3);
      const all = [...roll.dice, ...roll.rerolls.flat()];
      observed[Math.min(all.filter((d) => d >= 3).length, 40)]! += 1;
    }
    const { stat, df } = chiSquare(observed, hitDistribution(3, 40), rolls);
    expect(stat).toBeGreaterThan(CHI2_999[df]!);
  });
});

describe('exploding battle dice: structure of a roll', () => {
  const scripted = (faces: number[]): SeededRandom => {
    let i = 0;
    return { int: () => faces[i++ % faces.length]! } as unknown as SeededRandom;
  };

  test.each([
    { name: 'no six', faces: [1, 4, 5], n: 3, dice: [1, 4, 5], rerolls: [], hits: 2 },
    { name: 'one six then a miss', faces: [6, 2, 3], n: 2, dice: [6, 2], rerolls: [[3]], hits: 1 },
    {
      name: 'sixes in waves: [6!, 6!, 4, 2, 1] + [6!, 3] + [5]',
      faces: [6, 6, 4, 2, 1, 6, 3, 5],
      n: 5,
      dice: [6, 6, 4, 2, 1],
      rerolls: [[6, 3], [5]],
      hits: 5,
    },
    { name: 'zero dice', faces: [6], n: 0, dice: [], rerolls: [], hits: 0 },
  ])('$name', ({ faces, n, dice, rerolls, hits }) => {
    expect(rollBattleDice(scripted(faces), n)).toEqual({ dice, rerolls, hits, capped: false });
  });

  test(`at most ${LIMITS.explosions} extra dice (an rng that only rolls sixes)`, () => {
    const roll = rollBattleDice(scripted([6]), 2);
    expect(roll.capped).toBe(true);
    expect(roll.rerolls.flat()).toHaveLength(LIMITS.explosions);
    expect(roll.hits).toBe(2 + LIMITS.explosions);
  });

  test('each wave re-rolls exactly the sixes of the previous one', () => {
    for (let i = 0; i < 500; i++) {
      const roll = rollBattleDice(stepRandom(`structure-${i}`, 'battle'), 8);
      const waves = [roll.dice, ...roll.rerolls];
      for (let w = 1; w < waves.length; w++) expect(waves[w]!.length).toBe(waves[w - 1]!.filter((d) => d === 6).length);
      expect(waves.at(-1)!.filter((d) => d === 6)).toHaveLength(0);
      expect(roll.hits).toBe(waves.flat().filter((d) => d >= 4).length);
    }
  });
});
