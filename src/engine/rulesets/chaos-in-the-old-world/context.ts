import type { FixedDraws } from '../../core/fixed-draws.ts';
import type { RngVersion } from '../../core/rng.ts';
import type { Event } from './events.ts';
import type { Player } from './players.ts';
import type { Setup } from './schemas.ts';
import type { State } from './state.ts';

/**
 * What a stage works on: the setup, the players, a private working copy of the position (stages mutate it;
 * `resolve` clones the stored state first, so the whole is a pure function) and the events so far.
 * `seed` is the step seed (null in initialState: nothing may be rolled there).
 */
export interface Ctx {
  setup: Setup;
  players: readonly Player[];
  state: State;
  events: Event[];
  seed: string | null;
  rngVersion?: RngVersion;
  gameSeed: string;
  /** Case files only: scripted draws, passed to every stepRandom / hiddenRandom (core/fixed-draws.ts). */
  fixedDraws?: FixedDraws;
}

/** The game seed used when a stored game has none (games created before hidden draws existed). */
export const FALLBACK_GAME_SEED = 'chaos-in-the-old-world/no-game-seed';
