import { hiddenRandom, shuffled } from '../../core/random.ts';
import type { Player } from './players.ts';
import type { Setup } from './schemas.ts';
import { normalizeState, type State } from './state.ts';

/**
 * A GM revert drew a new hidden stream (`gameSeed`): every god's Chaos deck is shuffled again from it, and the
 * Old World deck is drawn again from its cards and the ones set aside at setup (which cards were set aside was
 * hidden too), so nothing the withdrawn rounds revealed tells what comes next. Hands stay with their owners;
 * discard piles, the track and the ruination deck are public.
 */
export function reseedHidden(setup: Setup, players: readonly Player[], stored: unknown, gameSeed: string): State {
  const next = structuredClone(normalizeState(setup, players, stored));
  for (const god of next.gods) next.decks[god] = shuffled(hiddenRandom(gameSeed, `reseed:chaos-deck:${god}`), next.decks[god] ?? []);
  const { deck, aside } = next.oldWorld;
  const pool = shuffled(hiddenRandom(gameSeed, 'reseed:old-world'), [...deck, ...aside]);
  next.oldWorld = { ...next.oldWorld, deck: pool.slice(0, deck.length), aside: pool.slice(deck.length) };
  return next;
}
