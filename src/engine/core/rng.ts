import { createHash } from 'node:crypto';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** One recorded random draw: what was decided, among which candidates, and the result. */
export interface Draw {
  what: string;
  among: string[];
  chosen: string;
}

/**
 * Seeded, recorded randomness for the pure engine (rules §10).
 *
 * seed string --SHA-256--> first 16 bytes --> xoroshiro128+ state (pure-rand).
 * Every draw is `uniformInt(0, n-1)` over the candidates *in the order given*; callers pass candidates
 * sorted so that the result never depends on object key order. Anyone holding the revealed seed can
 * replay the stream and check every recorded draw.
 */
export class SeededRandom {
  readonly draws: Draw[] = [];
  private readonly gen: RandomGenerator;

  constructor(readonly seed: string) {
    const digest = createHash('sha256').update(seed, 'utf8').digest();
    const state = [0, 4, 8, 12].map((offset) => digest.readInt32BE(offset));
    // xoroshiro128+ must not start from an all-zero state.
    const allZero = state.every((word): boolean => word === 0);
    if (allZero) state[3] = 1;
    this.gen = xoroshiro128plusFromState(state);
  }

  /** Uniform integer in [from, to]. Not recorded: prefer `pick` for decisions that reports show. */
  int(from: number, to: number): number {
    return uniformInt(this.gen, from, to);
  }

  /** Picks one candidate uniformly and records the draw. A single candidate is returned without drawing. */
  pick(what: string, among: readonly string[]): string {
    if (among.length === 0) throw new Error(`pick(${what}): no candidates`);
    if (among.length === 1) return among[0]!;
    const chosen = among[this.int(0, among.length - 1)]!;
    this.draws.push({ what, among: [...among], chosen });
    return chosen;
  }

  /** Orders candidates by successive recorded picks (Fisher–Yates by drawing the next one each time). */
  order(what: string, among: readonly string[]): string[] {
    const left = [...among];
    const result: string[] = [];
    while (left.length > 0) {
      const chosen = this.pick(`${what}#${result.length + 1}`, left);
      result.push(chosen);
      left.splice(left.indexOf(chosen), 1);
    }
    return result;
  }
}

/** SHA-256 hex of a seed: published when the turn opens, checked against the seed revealed afterwards. */
export function seedHash(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}
