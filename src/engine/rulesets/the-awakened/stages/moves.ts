import type { Ctx } from '../context.ts';
import type { TurnEvent } from '../outcome.ts';
import { hasPieces, land, militaryCount, occupiedByOther } from '../position.ts';
import type { Rejection } from '../reasons.ts';
import type { MoveOrder, State } from '../schemas.ts';
import { markersLeft } from '../stack.ts';
import { checkPath, landName } from './paths.ts';

export interface CheckedMove {
  index: number;
  from: string;
  to: string;
  via: string | null;
  population: number;
  resources: number;
}

export interface MovesCheck {
  accepted: CheckedMove[];
  rejected: Rejection[];
  /** Unexplored lands population enters, in the order of the orders that first enter them. */
  explore: string[];
}

/**
 * Seed step 3 (Move Population and Resources), checked as one simultaneous set of moves:
 * - each population and stored resource moves at most once: an order takes them from what stood in its land
 *   when the step began (pieces arriving this step stay);
 * - to an adjacent land (or two through a Railroad) that is unoccupied or the player's own;
 * - resources only into a land holding the player's population or military once the step's moves are made
 *   ("Resources cannot be sent into a Land without Population or Military": moving with population is fine,
 *   resources alone into an empty land are not);
 * - population entering an unexplored land needs a marker left in the stack ([D] an exhausted stack leaves
 *   further lands unexplorable).
 */
export function checkMoves(ctx: Ctx, state: State, player: string, orders: readonly MoveOrder[]): MovesCheck {
  const { index } = ctx;
  const rejected: Rejection[] = [];
  const accepted: CheckedMove[] = [];
  const explore: string[] = [];
  const left = markersLeft(state);
  const movable = new Map<string, { population: number; resources: number }>();
  const movableIn = (id: string) => {
    if (!movable.has(id)) movable.set(id, { population: land(state, id).population, resources: land(state, id).resources });
    return movable.get(id)!;
  };

  orders.forEach((order, i) => {
    const reject = (reason: Rejection['reason'], field?: string, params?: Rejection['params']) =>
      rejected.push({ list: 'moves', index: i, reason, ...(field ? { field } : {}), ...(params ? { params } : {}) });
    const from = landName(order.from);
    const to = landName(order.to);
    const via = landName(order.via);
    if (from === null || !index.spec.has(from)) return reject('unknown_land', 'from', { land: order.from });
    if (to === null || !index.spec.has(to)) return reject('unknown_land', 'to', { land: order.to });
    if (via !== null && !index.spec.has(via)) return reject('unknown_land', 'via', { land: order.via ?? '' });
    if (from === to) return reject('same_land', 'to', { land: from });
    if (order.population + order.resources === 0) return reject('nothing_to_move');
    const origin = land(state, from);
    if (origin.owner !== player || !hasPieces(origin)) return reject('not_your_land', 'from', { land: from });
    const available = movableIn(from);
    if (order.population > available.population) return reject('not_enough_population', 'population', { land: from, n: available.population });
    if (order.resources > available.resources) return reject('not_enough_resources', 'resources', { land: from, n: available.resources });
    const path = checkPath(index, state, player, from, to, via);
    if (path) return reject(path.reason, path.field, { land: path.field === 'via' ? (via ?? '') : to, from });
    const target = land(state, to);
    if (occupiedByOther(target, player)) return reject('land_occupied', 'to', { land: to });
    if (order.population > 0 && target.marker === null && !explore.includes(to)) {
      if (explore.length >= left) return reject('no_land_markers', 'to', { land: to });
      explore.push(to);
    }
    available.population -= order.population;
    available.resources -= order.resources;
    accepted.push({ index: i, from, to, via, population: order.population, resources: order.resources });
  });

  // Resources alone must end where the player's population or military will be once the moves are made.
  const populationAfter = new Map<string, number>();
  const after = (id: string) => populationAfter.get(id) ?? (land(state, id).owner === player ? land(state, id).population : 0);
  for (const move of accepted) {
    populationAfter.set(move.from, after(move.from) - move.population);
    populationAfter.set(move.to, after(move.to) + move.population);
  }
  const kept = accepted.filter((move) => {
    if (move.population > 0) return true;
    const target = land(state, move.to);
    const military = target.owner === player ? militaryCount(target) : 0;
    if (after(move.to) > 0 || military > 0) return true;
    rejected.push({ list: 'moves', index: move.index, reason: 'resources_unaccompanied', field: 'to', params: { land: move.to } });
    return false;
  });
  rejected.sort((a, b) => a.index - b.index);
  return { accepted: kept, rejected, explore };
}

/** Moves the pieces of the accepted orders (all at once); a land entered changes hands with its buildings. */
export function applyMoves(state: State, player: string, moves: readonly CheckedMove[]): TurnEvent[] {
  const events: TurnEvent[] = [];
  for (const move of moves) {
    const origin = state.lands[move.from]!;
    origin.population -= move.population;
    origin.resources -= move.resources;
  }
  for (const move of moves) {
    const target = state.lands[move.to]!;
    events.push({ type: 'move', player, from: move.from, to: move.to, via: move.via, population: move.population, resources: move.resources });
    events.push(...enter(state, player, move.to));
    target.population += move.population;
    target.resources += move.resources;
  }
  return events;
}

/** The player's pieces enter a land: it becomes theirs, with whatever buildings an earlier owner left. */
export function enter(state: State, player: string, landId: string): TurnEvent[] {
  const target = state.lands[landId]!;
  if (target.owner === player) return [];
  const previous = target.owner;
  target.owner = player;
  return target.buildings.length > 0 ? [{ type: 'land_taken', player, land: landId, from: previous, buildings: [...target.buildings] }] : [];
}
