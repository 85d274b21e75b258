import { createHash } from 'node:crypto';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { describe, expect, test } from 'vitest';
import { CURRENT_RNG_VERSION, SeededRandom, seedHash, streamDigest } from '../../src/engine/core/rng.ts';
import { rollDice } from '../../src/engine/dice/index.ts';

/**
 * Issue 18: a turn's draws must not be computable from the hash published when the turn opens.
 * The attack: seed xoroshiro128+ with the first 16 bytes of the published SHA-256(seed), as derivation 1 did.
 */
function predictFromPublishedHash(publishedHex: string, draws: number, n: number): number[] {
  const digest = Buffer.from(publishedHex, 'hex');
  const state = [0, 4, 8, 12].map((offset) => digest.readInt32BE(offset));
  const gen = xoroshiro128plusFromState(state);
  return Array.from({ length: draws }, () => uniformInt(gen, 0, n - 1));
}

const SEEDS = Array.from({ length: 50 }, (_, i) => `turn-seed-${i}-${createHash('sha1').update(String(i)).digest('hex')}`);
const DRAWS = 16;
const SIDES = 1_000_000;

function actual(seed: string, version: 1 | 2): number[] {
  const rng = new SeededRandom(seed, { version });
  return Array.from({ length: DRAWS }, () => rng.int(0, SIDES - 1));
}

describe('turn randomness cannot be predicted from the published seed hash', () => {
  test('the attack works on derivation 1 (kept only to replay old turns): every draw predicted', () => {
    for (const seed of SEEDS) expect(predictFromPublishedHash(seedHash(seed), DRAWS, SIDES)).toEqual(actual(seed, 1));
  });

  test('the current derivation defeats it: no draw of 50 turns x 16 matches beyond chance', () => {
    expect(CURRENT_RNG_VERSION).toBe(2);
    let hits = 0;
    for (const seed of SEEDS) {
      const predicted = predictFromPublishedHash(seedHash(seed), DRAWS, SIDES);
      const real = actual(seed, CURRENT_RNG_VERSION);
      hits += predicted.filter((value, i) => value === real[i]).length;
    }
    // 800 draws among a million values: the expected number of chance matches is 0.0008.
    expect(hits).toBe(0);
  });

  test('the generator state is not any prefix of the published hash, nor of the hash of any stream purpose', () => {
    for (const seed of SEEDS.slice(0, 10)) {
      const published = seedHash(seed);
      for (const purpose of ['turn', 'roll:0', 'roll:1']) {
        const key = streamDigest(seed, { purpose }).toString('hex');
        expect(key.slice(0, 32)).not.toBe(published.slice(0, 32));
        expect(key).not.toBe(createHash('sha256').update(`${seed}:${purpose}`).digest('hex'));
      }
    }
  });

  test('purposes are independent streams (a dice roll and the turn stream never share a generator)', () => {
    const seed = SEEDS[0]!;
    const turn = streamDigest(seed, { purpose: 'turn' }).toString('hex');
    const roll0 = streamDigest(seed, { purpose: 'roll:0' }).toString('hex');
    const roll1 = streamDigest(seed, { purpose: 'roll:1' }).toString('hex');
    expect(new Set([turn, roll0, roll1]).size).toBe(3);
  });

  test('derivation 2 is pinned: HMAC-SHA-256 keyed with the seed (known answers, so exported files keep replaying)', () => {
    // Independently: printf 'turnkeeper/rng/v2/turn' | openssl dgst -sha256 -hmac known-seed
    expect(streamDigest('known-seed').toString('hex')).toBe('9f1b478e57d53a7c0388003b9cd10d60290b8197e8204f966190df4f26e7ab95');
    const rng = new SeededRandom('known-seed');
    expect(Array.from({ length: 6 }, () => rng.int(1, 6))).toEqual([1, 1, 6, 6, 3, 2]);
  });

  test('dice rolls record their derivation; a record without one replays with derivation 1', () => {
    const now = rollDice('3d6', { seed: 's', counter: 0 });
    if (!now.ok) throw new Error('roll failed');
    expect(now.roll.rng).toBe(2);
    const legacy = rollDice('3d6', { seed: 's', counter: 0, rng: 1 });
    if (!legacy.ok) throw new Error('roll failed');
    const v1 = new SeededRandom('s:roll:0', { version: 1 });
    const dice = legacy.roll.result.terms[0];
    if (dice?.type !== 'dice') throw new Error('not dice');
    expect(dice.dice.map((d) => d.value)).toEqual([v1.int(1, 6), v1.int(1, 6), v1.int(1, 6)]);
  });
});
