import type { SeededRandom } from '../../../core/rng.ts';
import type { Colour, Face } from '../ids.ts';
import type { Roll } from '../outcome.ts';
import type { Data } from '../setup.ts';

/**
 * Rolls `count` dice of a colour: each die is `rng.int(1, faces)` and a hit when that face is a hit (the
 * faces are GM data). Every die is kept so the report shows it.
 */
export function rollDice(rng: SeededRandom, data: Data, colour: Colour, count: number): Roll {
  const faces: readonly Face[] = data.dice[colour];
  const dice = Array.from({ length: Math.max(0, count) }, () => {
    const value = rng.int(1, faces.length);
    return { value, hit: faces[value - 1] === 'hit' };
  });
  return { colour, dice, hits: dice.filter((d) => d.hit).length };
}
