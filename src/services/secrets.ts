import { createHash, randomBytes } from 'node:crypto';
import { seedHash } from '../engine/core/rng.ts';

/** A bearer token: 256 random bits, base64url. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A turn seed drawn when the turn opens (rules §10); its hash is public at once, the seed after resolution. */
export function newTurnSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: seedHash(seed) };
}
