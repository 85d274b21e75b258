import type { Viewer } from '../../core/ruleset.ts';
import type { Event, Outcome } from './events.ts';
import { GODS, type God } from './ids.ts';
import type { Player } from './players.ts';
import type { GodMap, State } from './state.ts';

/**
 * Hidden information: each god's hand (its own player and the GM see it), every chaos deck's order, the Old
 * World deck's order and the cards set aside at setup (the GM only). Everything else is public. When the game
 * is over the game seed is revealed, so the whole position is shown to everybody.
 */
export type PositionView = Omit<State, 'hands' | 'decks' | 'oldWorld'> & {
  hands: GodMap<string[] | null>;
  handSizes: GodMap<number>;
  deckSizes: GodMap<number>;
  decks?: GodMap<string[]>;
  oldWorld: { track: [string | null, string | null]; discard: string[]; deckSize: number; deck?: string[]; aside?: string[] };
};

/** The viewer's god: from the seats (lots) when known, else the god the player asked for (outcomes stored before seats were recorded). */
export function viewerGod(players: readonly Player[], viewer: Viewer, seats?: GodMap<string>): God | null {
  if (viewer.role !== 'player') return null;
  if (seats) return GODS.find((g) => seats[g] === viewer.id) ?? null;
  return players.find((p) => p.id === viewer.id)?.god ?? null;
}

const seesAll = (viewer: Viewer, state: Pick<State, 'result'> | null): boolean => viewer.role === 'gm' || (state !== null && state.result !== null);

export function playerView(players: readonly Player[], state: State, viewer: Viewer): PositionView {
  const all = seesAll(viewer, state);
  const own = viewerGod(players, viewer, state.seats);
  const hands: GodMap<string[] | null> = {};
  const handSizes: GodMap<number> = {};
  const deckSizes: GodMap<number> = {};
  for (const god of state.gods) {
    hands[god] = all || god === own ? [...(state.hands[god] ?? [])] : null;
    handSizes[god] = state.hands[god]?.length ?? 0;
    deckSizes[god] = state.decks[god]?.length ?? 0;
  }
  const { hands: _h, decks, oldWorld, opening, ...rest } = state;
  return {
    ...structuredClone(rest),
    hands,
    handSizes,
    deckSizes,
    ...(all ? { decks: structuredClone(decks) } : {}),
    oldWorld: {
      track: [...oldWorld.track],
      discard: [...oldWorld.discard],
      deckSize: oldWorld.deck.length,
      ...(all ? { deck: [...oldWorld.deck], aside: [...oldWorld.aside] } : {}),
    },
    opening: viewEvents(opening, own, viewer.role === 'gm'),
  };
}

/** Events as a viewer may see them: cards drawn by other gods become null (the count stays). */
export function viewEvents(events: readonly Event[], own: God | null, all: boolean): Event[] {
  return events.map((e) => (e.type === 'cards_drawn' && !all && e.god !== own ? { ...e, cards: null } : structuredClone(e)));
}

export function outcomeView(players: readonly Player[], outcome: Outcome, viewer: Viewer): Outcome {
  const all = viewer.role === 'gm' || outcome.result !== null;
  return { ...structuredClone(outcome), events: viewEvents(outcome.events, viewerGod(players, viewer, outcome.seats), all) };
}
