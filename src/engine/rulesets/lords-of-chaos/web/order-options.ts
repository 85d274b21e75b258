import { checkSheet, resolveTurn } from '../index.ts';
import { DEED_IDS, DEEDS_IN_ORDER } from '../deeds/index.ts';
import type { GameMap, Player, State } from '../schemas.ts';

/**
 * What the order form offers one player this turn: reachable targets with their cost per unit, the planets
 * they may cede, and the deeds open to them with a hint. Everything is asked of the engine itself
 * (checkSheet on one-order probe sheets, resolveTurn on a claims-only sheet), so the form can never offer
 * something the adjudicator would judge differently.
 */

export interface TargetOption {
  id: string;
  /** Actions per unit (×N): 1, or 2 across a non-gate crossing / for sector defence (rules §5). */
  unitCost: number;
  crossing: boolean;
}

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

export const MAJOR_GOD_CHOICES = ['Khorne', 'Nurgle', 'Tzeentch', 'Slaanesh'] as const;

type Probe = { ok: true; cost: number; crossing: boolean } | { ok: false; reason: string };

function probe(map: GameMap, players: Player[], state: State, player: string, order: Record<string, unknown>): Probe {
  const check = checkSheet(map, players, state, player, [order]).checks[0];
  if (!check) return { ok: false, reason: 'invalid_order' };
  return check.ok ? { ok: true, cost: check.cost, crossing: check.crossing } : { ok: false, reason: check.reason };
}

/**
 * A target is offered when a one-unit order on it is legal. A target refused only for `insufficient_actions`
 * is still reachable: every player has at least 1 action (rules §4 base), so a one-unit order that does not
 * fit costs 2 per unit (crossing, or sector defence).
 */
function targetOption(map: GameMap, players: Player[], state: State, player: string, order: Record<string, unknown>, id: string): TargetOption | null {
  const result = probe(map, players, state, player, order);
  if (result.ok) return { id, unitCost: result.cost, crossing: result.crossing };
  if (result.reason === 'insufficient_actions') return { id, unitCost: 2, crossing: order.type !== 'defendSector' };
  return null;
}

export function orderOptions(map: GameMap, players: Player[], state: State, player: string): OrderOptions {
  const planetIds = map.planets.map((p) => p.id);
  const actionsAvailable = checkSheet(map, players, state, player, []).actionsAvailable;
  const targets = (type: 'invade' | 'defend') =>
    planetIds.flatMap((planet) => targetOption(map, players, state, player, { type, planet, count: 1 }, planet) ?? []);
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
    invade: targets('invade'),
    defend: targets('defend'),
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
