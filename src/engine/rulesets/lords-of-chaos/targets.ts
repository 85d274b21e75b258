import { checkSheet } from './check-sheet-api.ts';
import type { GameMap, Player, State } from './schemas.ts';

/**
 * The planets (and sectors) a player may name in an invasion or a defence this turn, with their cost per unit.
 * Asked of the engine itself (checkSheet on one-order probe sheets), so the order form (sheet-options.ts)
 * and the map's highlights (presentation/map-svg.ts) can never offer something the adjudicator would judge
 * differently. Pure.
 */

export interface TargetOption {
  id: string;
  /** Actions per unit (×N): 1, or 2 across a non-gate crossing / for sector defence (rules §5). */
  unitCost: number;
  crossing: boolean;
}

export interface PlanetTargets {
  invade: TargetOption[];
  defend: TargetOption[];
}

type Probe = { ok: true; cost: number; crossing: boolean } | { ok: false; reason: string };

export function probe(map: GameMap, players: readonly Player[], state: State, player: string, order: Record<string, unknown>): Probe {
  const check = checkSheet(map, players, state, player, [order]).checks[0];
  if (!check) return { ok: false, reason: 'invalid_order' };
  return check.ok ? { ok: true, cost: check.cost, crossing: check.crossing } : { ok: false, reason: check.reason };
}

/**
 * A target is offered when a one-unit order on it is legal. A target refused only for `insufficient_actions`
 * is still reachable: every player has at least 1 action (rules §4 base), so a one-unit order that does not
 * fit costs 2 per unit (crossing, or sector defence).
 */
export function targetOption(
  map: GameMap,
  players: readonly Player[],
  state: State,
  player: string,
  order: Record<string, unknown>,
  id: string,
): TargetOption | null {
  const result = probe(map, players, state, player, order);
  if (result.ok) return { id, unitCost: result.cost, crossing: result.crossing };
  if (result.reason === 'insufficient_actions') return { id, unitCost: 2, crossing: order.type !== 'defendSector' };
  return null;
}

/** The planets `player` may invade and defend on the start-of-turn position `state` (normalized), in map order. */
export function planetTargets(map: GameMap, players: readonly Player[], state: State, player: string): PlanetTargets {
  const targets = (type: 'invade' | 'defend') =>
    map.planets.flatMap((planet) => targetOption(map, players, state, player, { type, planet: planet.id, count: 1 }, planet.id) ?? []);
  return { invade: targets('invade'), defend: targets('defend') };
}
