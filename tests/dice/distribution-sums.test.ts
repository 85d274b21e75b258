import { describe, expect, test } from 'vitest';
import { rollDice, type CustomDie, type DiceResult } from '../../src/engine/dice/index.ts';
import { binomial, CHI_SQUARE_CRITICAL_P001, chiSquare, DISTRIBUTION_SEEDS, enumerate, ROLLS_PER_SEED, wilsonHilferty } from './chi-square.ts';

const CW: CustomDie = { id: 'cw', faces: ['kill', 'pain', 'pain', 'blank', 'blank', 'blank'] };

/** Rolls `expr` 100,000 times over the fixed seeds (counters 0..24,999 each) and returns the results. */
function* rolls(expr: string): Generator<DiceResult> {
  for (const seed of DISTRIBUTION_SEEDS) {
    for (let counter = 0; counter < ROLLS_PER_SEED; counter++) {
      const outcome = rollDice(expr, { seed, counter, customDice: [CW] });
      if (!outcome.ok) throw new Error(expr);
      yield outcome.roll.result;
    }
  }
}

/** Observed counts per category (the keys of `probabilities`, in order) and the goodness-of-fit verdict. */
function fit(values: Iterable<number>, probabilities: Map<number, number>) {
  const categories = [...probabilities.keys()].sort((a, b) => a - b);
  const counts = new Map(categories.map((c) => [c, 0]));
  let total = 0;
  for (const v of values) {
    if (!counts.has(v)) throw new Error(`value ${v} outside the distribution`);
    counts.set(v, counts.get(v)! + 1);
    total += 1;
  }
  const statistic = chiSquare(categories.map((c) => counts.get(c)!), categories.map((c) => probabilities.get(c)!));
  const df = categories.length - 1;
  return { total, statistic, df, critical: CHI_SQUARE_CRITICAL_P001[df]! };
}

const uniform = (from: number, to: number) => new Map(Array.from({ length: to - from + 1 }, (_, i) => [from + i, 1 / (to - from + 1)]));
const totals = function* (expr: string) {
  for (const r of rolls(expr)) yield r.total!;
};

describe('chi-square goodness of fit of sums, 100,000 rolls each, p = 0.001', () => {
  test('the critical value table agrees with the Wilson–Hilferty approximation', () => {
    for (const [df, critical] of Object.entries(CHI_SQUARE_CRITICAL_P001)) {
      expect(Math.abs(wilsonHilferty(Number(df)) - critical) / critical).toBeLessThan(0.035);
    }
  });

  test('d6 faces are uniform (and the same sample rejects a die whose 6 has probability 0.18: the test has power)', () => {
    const values = [...totals('d6')];
    const r = fit(values, uniform(1, 6));
    expect(r.total).toBe(100_000);
    expect(r.statistic).toBeLessThan(r.critical);
    const loaded = new Map([[1, 0.164], [2, 0.164], [3, 0.164], [4, 0.164], [5, 0.164], [6, 0.18]]);
    expect(fit(values, loaded).statistic).toBeGreaterThan(r.critical);
  });

  test('d% faces are uniform (99 degrees of freedom)', () => {
    const r = fit(totals('d%'), uniform(1, 100));
    expect(r.statistic).toBeLessThan(r.critical);
  });

  test('2d6 sums follow the triangular distribution', () => {
    const exact = enumerate(2, 6, (d) => d[0]! + d[1]!);
    const values = [...totals('2d6')];
    const r = fit(values, exact);
    expect(r.df).toBe(10);
    expect(r.statistic).toBeLessThan(r.critical);
    // Power: the same sums are far from uniform over 2..12.
    expect(fit(values, uniform(2, 12)).statistic).toBeGreaterThan(r.critical);
  });

  test('4d6kh3 matches the exact distribution enumerated over all 1,296 outcomes', () => {
    const exact = enumerate(4, 6, (d) => d.reduce((s, v) => s + v, 0) - Math.min(...d));
    const r = fit(totals('4d6kh3'), exact);
    expect(r.df).toBe(15);
    expect(r.statistic).toBeLessThan(r.critical);
  });
});
