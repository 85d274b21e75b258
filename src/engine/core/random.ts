import { CaseRandom, type FixedDraws } from './fixed-draws.ts';
import { CURRENT_RNG_VERSION, SeededRandom, type RngVersion } from './rng.ts';

/**
 * The two sources of randomness a ruleset may use (issue 12):
 *
 * - the **step seed** (`ResolveInput.seed`): committed when a step opens (its SHA-256 published), revealed with
 *   the step's resolution. For dice and tie-breaks decided at resolution: anybody checks them right after.
 * - the **game seed** (`gameSeed`): one per game, its SHA-256 published when the game starts, revealed only when
 *   the game ends. For decks, hands, face-down stacks and random setup: nothing published before the end lets
 *   anybody derive them; afterwards the whole game replays.
 *
 * Every stream is named by a purpose so that draws of one kind never shift another's. `fixed`: the fixed draws
 * of a case file (core/fixed-draws.ts, `ResolveInput.fixedDraws`); the server never passes any.
 */
export function stepRandom(seed: string, purpose = 'turn', version: RngVersion = CURRENT_RNG_VERSION, fixed?: FixedDraws): SeededRandom {
  if (fixed) return fixed.stream(seed, purpose, version);
  return new SeededRandom(seed, { purpose, version });
}

/** A hidden stream of the game seed: `hiddenRandom(gameSeed, 'deck:old-world')`. Always derivation 2. */
export function hiddenRandom(gameSeed: string, purpose: string, fixed?: FixedDraws): SeededRandom {
  if (fixed) return fixed.stream(gameSeed, `hidden/${purpose}`, 2);
  return new SeededRandom(gameSeed, { purpose: `hidden/${purpose}`, version: 2 });
}

/** A uniformly shuffled copy (Fisher–Yates with `rng.int`); not recorded in `rng.draws` (hidden draws). */
export function shuffled<T>(rng: SeededRandom, items: readonly T[]): T[] {
  if (rng instanceof CaseRandom) return rng.shuffle(items, (list) => fisherYates(rng, list));
  return fisherYates(rng, items);
}

function fisherYates<T>(rng: SeededRandom, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
