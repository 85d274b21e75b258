import { describe, expect, test } from 'vitest';
import { binomial, fit, rolls, totals } from './chi-square.ts';

describe('chi-square goodness of fit of counts, 100,000 rolls each, p = 0.001', () => {
  test('d6! explodes with probability 1/6 each time: extra dice 0, 1, 2, 3, 4+ are geometric', () => {
    const extras = function* () {
      for (const r of rolls('d6!')) {
        const term = r.terms[0]!;
        if (term.type !== 'dice') throw new Error('numeric');
        yield Math.min(4, term.dice.filter((d) => d.extra).length);
      }
    };
    const p = (k: number) => (k < 4 ? (1 / 6) ** k * (5 / 6) : (1 / 6) ** 4);
    const r = fit(extras(), new Map([0, 1, 2, 3, 4].map((k) => [k, p(k)])));
    expect(r.statistic).toBeLessThan(r.critical);
  });

  test('5d6>=4 successes are Binomial(5, 1/2)', () => {
    const r = fit(totals('5d6>=4'), new Map(binomial(5, 1 / 2).map((p, k) => [k, p])));
    expect(r.statistic).toBeLessThan(r.critical);
  });

  test('custom die faces follow their multiplicity: kill 1/6, pain 2/6, blank 3/6', () => {
    const index = { kill: 0, pain: 1, blank: 2 } as Record<string, number>;
    const faces = function* () {
      for (const r of rolls('dcw')) {
        const [face] = Object.entries(r.tally!).find(([, n]) => n === 1)!;
        yield index[face]!;
      }
    };
    const r = fit(
      faces(),
      new Map([
        [0, 1 / 6],
        [1, 2 / 6],
        [2, 3 / 6],
      ]),
    );
    expect(r.statistic).toBeLessThan(r.critical);
  });
});
