import type { Viewer } from '../../core/ruleset.ts';
import type { Outcome, SiegeEvent } from './outcome.ts';
import type { Group, State } from './state.ts';

/**
 * What a viewer may see. Hidden until the mission ends: the order of the round's tiles not yet drawn, the
 * face-down monster cards, the event deck, the Doomtrooper and secret-mission decks, every other group's hand
 * and secret mission (their sizes stay visible: they lie face down on the table). The GM sees everything.
 */
export interface GroupView extends Group {
  handCount: number;
  hasSecret: boolean;
}

export interface StateView extends Omit<State, 'groups' | 'sections'> {
  groups: Record<string, GroupView>;
  sections: Record<string, { cards: string[]; faceDown: number }>;
  eventsLeft: number;
  tilesLeft: number;
  doomDeckCount: number;
  secretDeckCount: number;
}

const seesAll = (viewer: Viewer, state: State): boolean => viewer.role === 'gm' || state.stage === 'over';

export function stateView(state: State, viewer: Viewer): StateView {
  const all = seesAll(viewer, state);
  const self = viewer.role === 'player' ? viewer.id : null;
  const groups: Record<string, GroupView> = {};
  for (const [id, g] of Object.entries(state.groups)) {
    const own = all || id === self;
    groups[id] = { ...g, hand: own ? [...g.hand] : [], secret: own ? g.secret : null, handCount: g.hand.length, hasSecret: g.secret !== null };
  }
  const sections = Object.fromEntries(Object.entries(state.sections).map(([id, s]) => [id, { cards: all ? [...s.cards] : [], faceDown: s.cards.length }]));
  const round = state.round ? { ...state.round, order: all ? [...state.round.order] : state.round.order.slice(0, Math.max(0, state.round.index + 1)) } : null;
  const tilesLeft = state.round ? Math.max(0, state.round.order.length - state.round.index - 1) : 0;
  return {
    ...state,
    groups,
    sections,
    round,
    events: { deck: all ? [...state.events.deck] : [], drawn: [...state.events.drawn] },
    doomDeck: all ? [...state.doomDeck] : [],
    secretDeck: all ? [...state.secretDeck] : [],
    eventsLeft: state.events.deck.length,
    tilesLeft,
    doomDeckCount: state.doomDeck.length,
    secretDeckCount: state.secretDeck.length,
  };
}

/** An event as a viewer may see it: cards dealt to somebody else show only how many. */
export function eventView(event: SiegeEvent, viewer: Viewer): SiegeEvent {
  if (viewer.role === 'gm') return event;
  const self = viewer.role === 'player' ? viewer.id : null;
  if (event.type === 'cards_dealt' && event.player !== self) return { ...event, cards: event.cards.map(() => '') };
  if (event.type === 'secret_dealt' && event.player !== self) return { ...event, card: '' };
  return event;
}

export function outcomeView(outcome: Outcome, viewer: Viewer): Outcome {
  return { ...outcome, events: outcome.events.map((e) => eventView(e, viewer)) };
}
