import { hiddenRandom, shuffled } from '../../core/random.ts';
import { missionOf } from './context.ts';
import type { Setup } from './setup.ts';
import type { State } from './state.ts';

/**
 * A GM revert drew a new hidden stream (`gameSeed`): what is still face down is shuffled again from it, so the
 * cards and tiles the withdrawn steps revealed say nothing about what comes next. Stays as it is: every hand and
 * secret mission (their owners hold them), the revealed cards, the events drawn and the tiles already drawn.
 *
 * - the Doomtrooper and secret-mission decks are shuffled;
 * - the face-down monster cards of every section still holding some are gathered, shuffled and dealt again, as
 *   many to each section as it held;
 * - the event deck is drawn again from every event card not drawn yet (as many cards as it held): which cards
 *   were set aside at the mission's start was hidden too;
 * - the tiles of the current round not drawn yet are shuffled (later rounds shuffle from the new seed anyway).
 */
export function reseedHidden(setup: Setup, state: State, gameSeed: string): State {
  const next = structuredClone(state);
  const draw = (purpose: string) => hiddenRandom(gameSeed, `reseed:${purpose}`);
  next.doomDeck = shuffled(draw('doomtrooper-cards'), next.doomDeck);
  next.secretDeck = shuffled(draw('secret-missions'), next.secretDeck);

  const mission = missionOf(setup, next.mission);
  const faceDown = mission.sections.map((s) => s.id).filter((id) => (next.sections[id]?.cards.length ?? 0) > 0);
  const pool = shuffled(
    draw('monster-cards'),
    faceDown.flatMap((id) => next.sections[id]!.cards),
  );
  for (const id of faceDown) next.sections[id] = { cards: pool.splice(0, next.sections[id]!.cards.length) };

  if (next.events.deck.length > 0) {
    const notDrawn = withoutOnce(
      setup.data.events.map((e) => e.id),
      next.events.drawn,
    );
    next.events = { ...next.events, deck: shuffled(draw('events'), notDrawn).slice(0, next.events.deck.length) };
  }

  if (next.round) {
    const seen = next.round.order.slice(0, next.round.index + 1);
    next.round = { ...next.round, order: [...seen, ...shuffled(draw(`tiles:round-${next.round.number}`), next.round.order.slice(next.round.index + 1))] };
  }
  return next;
}

/** `items` without one occurrence of each of `removed` (cards are ids; copies repeat). */
function withoutOnce(items: readonly string[], removed: readonly string[]): string[] {
  const rest = [...items];
  for (const id of removed) {
    const at = rest.indexOf(id);
    if (at !== -1) rest.splice(at, 1);
  }
  return rest;
}
