import { createHash, createHmac } from 'node:crypto';
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
 * How a committed seed becomes a generator state. Versioned so that turns resolved (and case files exported)
 * under an older derivation still replay exactly.
 *
 * - 1 (turns opened before 2026-11-22): SHA-256(seed) for the turn stream, SHA-256(`${seed}:${purpose}`) for
 *   the others. Broken for the turn stream: SHA-256(seed) is the very hash published when the turn opens, so
 *   anybody could compute every draw before the resolution (issue 18).
 * - 2: HMAC-SHA-256 keyed with the seed over `turnkeeper/rng/v2/<purpose>`. The published hash is SHA-256(seed),
 *   a different function of the seed: without the seed itself nobody can compute the key or the stream.
 */
export type RngVersion = 1 | 2;
export const RNG_VERSIONS: readonly RngVersion[] = [1, 2];
export const CURRENT_RNG_VERSION: RngVersion = 2;

/** The default purpose: the ruleset's own draws while resolving a turn (tie-breaks, kill orders...). */
export const TURN_STREAM = 'turn';

export interface StreamOptions {
  /** What the stream is for: `turn`, `roll:<counter>`... Different purposes give independent streams. */
  purpose?: string;
  version?: RngVersion;
}

/** The 32-byte digest whose first 16 bytes seed the generator of (seed, purpose, version). */
export function streamDigest(seed: string, options: StreamOptions = {}): Buffer {
  const purpose = options.purpose ?? TURN_STREAM;
  const version = options.version ?? CURRENT_RNG_VERSION;
  if (version === 1) {
    return createHash('sha256')
      .update(purpose === TURN_STREAM ? seed : `${seed}:${purpose}`, 'utf8')
      .digest();
  }
  return createHmac('sha256', Buffer.from(seed, 'utf8')).update(`turnkeeper/rng/v2/${purpose}`, 'utf8').digest();
}

/**
 * Seeded, recorded randomness for the pure engine (rules §10).
 *
 * (seed, purpose, version) --streamDigest--> first 16 bytes --> xoroshiro128+ state (pure-rand).
 * Every draw is `uniformInt(0, n-1)` over the candidates *in the order given*; callers pass candidates
 * sorted so that the result never depends on object key order. Anyone holding the revealed seed can
 * replay the stream and check every recorded draw.
 */
export class SeededRandom {
  readonly draws: Draw[] = [];
  private readonly gen: RandomGenerator;

  constructor(
    readonly seed: string,
    options: StreamOptions = {},
  ) {
    const digest = streamDigest(seed, options);
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

/** A stored derivation number as a version (unknown numbers are a data error, not a silent fallback). */
export function asRngVersion(value: number): RngVersion {
  if (!(RNG_VERSIONS as readonly number[]).includes(value)) throw new RangeError(`unknown seed derivation version ${value}`);
  return value as RngVersion;
}
