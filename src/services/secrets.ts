import { hash, randomBytes } from 'node:crypto';
import { seedHash } from '../engine/core/rng.ts';

/** A bearer token: 256 random bits, base64url. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of the token, hex: what is stored and looked up (one-shot `hash`: every request with a token runs it). */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A turn seed drawn when the turn opens (rules §10); its hash is public at once, the seed after resolution. */
export function newTurnSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: seedHash(seed) };
}
