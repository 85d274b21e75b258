import { describe, expect, test } from 'vitest';
import { rollDice, type CustomDie, type DiceResult } from '../../src/engine/dice/index.ts';
import { binomial, CHI_SQUARE_CRITICAL_P001, chiSquare, DISTRIBUTION_SEEDS, ROLLS_PER_SEED } from './chi-square.ts';

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

const totals = function* (expr: string) {
  for (const r of rolls(expr)) yield r.total!;
};

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
    const r = fit(faces(), new Map([[0, 1 / 6], [1, 2 / 6], [2, 3 / 6]]));
    expect(r.statistic).toBeLessThan(r.critical);
  });
});
