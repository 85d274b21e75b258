import { describe, expect, test } from 'vitest';
import { CHI_SQUARE_CRITICAL_P001, enumerate, fit, totals, wilsonHilferty } from './chi-square.ts';

const uniform = (from: number, to: number) => new Map(Array.from({ length: to - from + 1 }, (_, i) => [from + i, 1 / (to - from + 1)]));

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
    const loaded = new Map([
      [1, 0.164],
      [2, 0.164],
      [3, 0.164],
      [4, 0.164],
      [5, 0.164],
      [6, 0.18],
    ]);
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
