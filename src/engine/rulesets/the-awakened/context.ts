import type { FixedDraws } from '../../core/fixed-draws.ts';
import type { BoardIndex } from './position.ts';
import type { Setup } from './schemas.ts';

/** What every stage reads: the setup, the board of the game and the game's secret seed (the marker stack). */
export interface Ctx {
  setup: Setup;
  index: BoardIndex;
  gameSeed: string;
  /** Case files only: scripted draws, passed to every hiddenRandom (core/fixed-draws.ts). */
  fixedDraws?: FixedDraws;
}

/**
 * The game seed used when the server passes none (games created before hidden draws existed; this ruleset
 * never had such games). Documented in docs/rulesets/the-awakened.md.
 */
export const FALLBACK_GAME_SEED = 'the-awakened';
