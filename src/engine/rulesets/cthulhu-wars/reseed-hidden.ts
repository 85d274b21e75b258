import { hiddenRandom, shuffled } from '../../core/random.ts';
import { normalizeState } from './position.ts';
import type { State } from './types.ts';
import type { World } from './world.ts';

/**
 * A GM revert drew a new hidden stream (`gameSeed`): the face-down Elder Sign pool is shuffled again from it,
 * so the values drawn in the withdrawn steps say nothing about the next draws. Elder Signs already held stay
 * with their owners.
 */
export function reseedHidden(world: World, stored: unknown, gameSeed: string): State {
  const next = structuredClone(normalizeState(world, stored, gameSeed));
  next.elderSignPool = shuffled(hiddenRandom(gameSeed, 'reseed:elder-signs'), next.elderSignPool);
  return next;
}
