import { rollDice, type CustomDie, type DiceResult } from '../../src/engine/dice/index.ts';

/**
 * Pearson's chi-square goodness-of-fit for the dice distribution tests.
 * Critical values at p = 0.001 (upper tail) from the standard chi-square table: a correct roller fails one
 * test in a thousand per fixed seed set, and the seeds are fixed, so the suite is deterministic.
 */
export const CHI_SQUARE_CRITICAL_P001: Readonly<Record<number, number>> = {
  1: 10.828,
  2: 13.816,
  3: 16.266,
  4: 18.467,
  5: 20.515,
  6: 22.458,
  7: 24.322,
  8: 26.124,
  9: 27.877,
  10: 29.588,
  11: 31.264,
  12: 32.909,
  13: 34.528,
  14: 36.123,
  15: 37.697,
  16: 39.252,
  17: 40.79,
  18: 42.312,
  19: 43.82,
  20: 45.315,
  99: 148.23,
};

/** Wilson–Hilferty approximation of the same quantile (cross-checks the table). */
export function wilsonHilferty(df: number, z = 3.090232): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}

/** Statistic over categories: observed counts vs probabilities (which must sum to 1). */
export function chiSquare(observed: readonly number[], probabilities: readonly number[]): number {
  const n = observed.reduce((s, x) => s + x, 0);
  let statistic = 0;
  probabilities.forEach((p, i) => {
    const expected = n * p;
    if (expected < 5) throw new Error(`category ${i}: expected count ${expected} < 5, merge categories`);
    statistic += (observed[i]! - expected) ** 2 / expected;
  });
  return statistic;
}

/** The fixed seeds × counters every distribution test uses: 4 seeds × 25,000 counters = 100,000 rolls. */
export const DISTRIBUTION_SEEDS = ['chi-square-seed-A', 'chi-square-seed-B', 'chi-square-seed-C', 'chi-square-seed-D'];
export const ROLLS_PER_SEED = 25_000;

/** Binomial probabilities P(k successes of n) for k = 0..n. */
export function binomial(n: number, p: number): number[] {
  const choose = (k: number): number => {
    let c = 1;
    for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
    return c;
  };
  return Array.from({ length: n + 1 }, (_, k) => choose(k) * p ** k * (1 - p) ** (n - k));
}

/** Exact distribution of a function of `count` fair dice of `sides`, by enumerating every outcome. */
export function enumerate(count: number, sides: number, value: (dice: number[]) => number): Map<number, number> {
  const probabilities = new Map<number, number>();
  const total = sides ** count;
  const dice = new Array<number>(count).fill(1);
  for (let i = 0; i < total; i++) {
    let rest = i;
    for (let d = 0; d < count; d++) {
      dice[d] = (rest % sides) + 1;
      rest = Math.floor(rest / sides);
    }
    const v = value(dice);
    probabilities.set(v, (probabilities.get(v) ?? 0) + 1 / total);
  }
  return probabilities;
}

/** The custom die the distribution tests roll as `dcw` (kill 1/6, pain 2/6, blank 3/6). */
export const CW: CustomDie = { id: 'cw', faces: ['kill', 'pain', 'pain', 'blank', 'blank', 'blank'] };

/** Rolls `expr` 100,000 times over the fixed seeds (counters 0..24,999 each) and returns the results. */
export function* rolls(expr: string): Generator<DiceResult> {
  for (const seed of DISTRIBUTION_SEEDS) {
    for (let counter = 0; counter < ROLLS_PER_SEED; counter++) {
      const outcome = rollDice(expr, { seed, counter, customDice: [CW] });
      if (!outcome.ok) throw new Error(expr);
      yield outcome.roll.result;
    }
  }
}

/** The totals of `rolls(expr)`. */
export function* totals(expr: string): Generator<number> {
  for (const r of rolls(expr)) yield r.total!;
}

/** Observed counts per category (the keys of `probabilities`, in order) and the goodness-of-fit verdict. */
export function fit(values: Iterable<number>, probabilities: Map<number, number>) {
  const categories = [...probabilities.keys()].sort((a, b) => a - b);
  const counts = new Map(categories.map((c) => [c, 0]));
  let total = 0;
  for (const v of values) {
    if (!counts.has(v)) throw new Error(`value ${v} outside the distribution`);
    counts.set(v, counts.get(v)! + 1);
    total += 1;
  }
  const statistic = chiSquare(
    categories.map((c) => counts.get(c)!),
    categories.map((c) => probabilities.get(c)!),
  );
  const df = categories.length - 1;
  return { total, statistic, df, critical: CHI_SQUARE_CRITICAL_P001[df]! };
}
