import type { SeededRandom } from '../../core/rng.ts';
import type { BattleRoll } from './events.ts';
import { LIMITS } from './ids.ts';

/** A die hits on 4, 5 or 6 (seed: "Du rammer med 4, 5 og 6"). */
export const HIT_ON = 4;

/**
 * Rolls `count` battle dice with `rng.int(1, 6)`: first every die, then each six is rolled again, wave after
 * wave, as long as sixes come up (seed: "det kan du fortsætte med, så længe du ruller 6'ere"). Hits = every
 * die showing 4–6, re-rolled dice included. At most LIMITS.explosions extra dice (marked `capped`).
 */
export function rollBattleDice(rng: SeededRandom, count: number): BattleRoll {
  const dice = Array.from({ length: count }, () => rng.int(1, 6));
  const rerolls: number[][] = [];
  let extra = 0;
  let capped = false;
  let sixes = dice.filter((d) => d === 6).length;
  while (sixes > 0) {
    let wave = sixes;
    if (extra + wave > LIMITS.explosions) {
      wave = LIMITS.explosions - extra;
      capped = true;
    }
    if (wave <= 0) break;
    const next = Array.from({ length: wave }, () => rng.int(1, 6));
    rerolls.push(next);
    extra += wave;
    sixes = capped ? 0 : next.filter((d) => d === 6).length;
  }
  const hits = [...dice, ...rerolls.flat()].filter((d) => d >= HIT_ON).length;
  return { dice, rerolls, hits, capped };
}

/**
 * Exact probability that ONE battle die (with its re-rolls) scores k hits. A die is a run of m sixes
 * (P = (1/6)^m · 5/6) ended by a non-six that hits with 2/5 (4 or 5 of 1..5): P(0) = 1/2 and, for k ≥ 1,
 * P(k) = (1/6)^k (5/6)(3/5) + (1/6)^(k-1) (5/6)(2/5) = (5/12)(1/6)^(k-1). Mean 3/5 (E = 1/2 + E/6), variance 12/25.
 */
export function singleDieHits(k: number): number {
  if (k < 0) return 0;
  if (k === 0) return 1 / 2;
  return (5 / 12) * (1 / 6) ** (k - 1);
}

/** Exact distribution of the hits of `count` dice, P(0..maxHits) (n-fold convolution of `singleDieHits`). */
export function hitDistribution(count: number, maxHits: number): number[] {
  let dist = [1, ...Array<number>(maxHits).fill(0)];
  const one = Array.from({ length: maxHits + 1 }, (_, k) => singleDieHits(k));
  for (let i = 0; i < count; i++) {
    const next = Array<number>(maxHits + 1).fill(0);
    for (let a = 0; a <= maxHits; a++) {
      if (dist[a] === 0) continue;
      for (let b = 0; a + b <= maxHits; b++) next[a + b]! += dist[a]! * one[b]!;
    }
    dist = next;
  }
  return dist;
}

/** Expected hits of `count` dice: 3/5 each. */
export const expectedHits = (count: number): number => (3 * count) / 5;
