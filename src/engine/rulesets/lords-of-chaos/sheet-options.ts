import { checkSheet } from './check-sheet-api.ts';
import { DEED_IDS, DEEDS_IN_ORDER } from './deeds/index.ts';
import { resolveTurn } from './pipeline.ts';
import type { GameMap, Player, State } from './schemas.ts';
import { planetTargets, probe, targetOption, type TargetOption } from './targets.ts';

export type { TargetOption } from './targets.ts';

/**
 * What the order form offers one player this turn (presentation/sheet-choices.ts turns it into the form's
 * choices): reachable targets with their cost per unit, the planets they may cede, and the deeds open to them
 * with a hint. Everything is asked of the engine itself (checkSheet on one-order probe sheets, resolveTurn on a
 * claims-only sheet), so the form can never offer something the adjudicator would judge differently. The
 * invasion and defence targets come from targets.ts, which the map's highlights use too.
 */

export type DeedHint = 'achievable' | 'not_met' | 'depends';

export interface DeedOption {
  id: string;
  hint: DeedHint;
  /** The deed grants a favour of a god the player may choose (rules §9: chosen, consecration). */
  needsChoice: boolean;
}

export interface OrderOptions {
  actionsAvailable: number;
  invade: TargetOption[];
  defend: TargetOption[];
  defendSector: TargetOption[];
  cede: string[];
  recipients: string[];
  /** Planets that may be named in an exchange: any planet another player controls. */
  exchangeFor: string[];
  deeds: DeedOption[];
}

/** Deeds whose condition is checked "at the start of the turn" (rules §9): the position decides them now. */
export const START_OF_TURN_DEEDS: ReadonlySet<string> = new Set(DEEDS_IN_ORDER.filter((d) => d.timing === 'start').map((d) => d.id));

/** Deeds that grant a god's favour: the claim may name the god (`choice`). */
export const DEEDS_WITH_CHOICE: ReadonlySet<string> = new Set(DEEDS_IN_ORDER.filter((d) => d.favourGods !== undefined).map((d) => d.id));

export function orderOptions(map: GameMap, players: Player[], state: State, player: string): OrderOptions {
  const planetIds = map.planets.map((p) => p.id);
  const actionsAvailable = checkSheet(map, players, state, player, []).actionsAvailable;
  const { invade, defend } = planetTargets(map, players, state, player);
  const defendSector = map.sectors.flatMap(
    (sector) => targetOption(map, players, state, player, { type: 'defendSector', sector: sector.id, count: 1 }, sector.id) ?? [],
  );
  const mine = planetIds.filter((planet) => state.control[planet] === player);
  const others = players.filter((p) => p.id !== player).map((p) => p.id);
  const exchangeFor = planetIds.filter((planet) => {
    const owner = state.control[planet];
    return owner !== undefined && owner !== null && owner !== player;
  });
  return {
    actionsAvailable,
    invade,
    defend,
    defendSector,
    cede: mine,
    recipients: others,
    exchangeFor,
    deeds: deedOptions(map, players, state, player),
  };
}

/**
 * Deeds open to the player (not taken, allowed for their god) with a hint: for start-of-turn deeds the engine
 * resolves a sheet holding only the claims, which awards exactly the deeds whose condition the current
 * position meets; the other deeds depend on what happens this turn.
 */
export function deedOptions(map: GameMap, players: Player[], state: State, player: string): DeedOption[] {
  const open = DEED_IDS.filter((deed) => {
    const result = probe(map, players, state, player, { type: 'claimDeed', deed, ...(DEEDS_WITH_CHOICE.has(deed) ? { choice: 'Khorne' } : {}) });
    return result.ok;
  });
  const claims = open
    .filter((deed) => START_OF_TURN_DEEDS.has(deed))
    .map((deed) => ({ type: 'claimDeed', deed, ...(DEEDS_WITH_CHOICE.has(deed) ? { choice: 'Khorne' } : {}) }));
  const awarded = new Set<string>();
  if (claims.length > 0) {
    const outcome = resolveTurn({ map, players, state, orders: { [player]: claims }, seed: 'web-deed-hints' });
    for (const [deed, winners] of Object.entries(outcome.deeds)) if (winners.includes(player)) awarded.add(deed);
  }
  return open.map((deed) => ({
    id: deed,
    hint: START_OF_TURN_DEEDS.has(deed) ? (awarded.has(deed) ? 'achievable' : 'not_met') : 'depends',
    needsChoice: DEEDS_WITH_CHOICE.has(deed),
  }));
}
