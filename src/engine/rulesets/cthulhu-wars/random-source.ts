import type { FixedDraws } from '../../core/fixed-draws.ts';
import { stepRandom } from '../../core/random.ts';
import type { RngVersion } from '../../core/rng.ts';
import type { SeededRandom } from '../../core/rng.ts';

/** Named streams of the step seed (stepRandom): dice decided at resolution, revealed right after the step. */
export type RandomSource = (purpose: string) => SeededRandom;

export function stepRandomSource(seed: string, rngVersion?: RngVersion, fixedDraws?: FixedDraws): RandomSource {
  return (purpose) => stepRandom(seed, purpose, rngVersion, fixedDraws);
}
