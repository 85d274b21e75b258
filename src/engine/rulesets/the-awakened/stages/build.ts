import { BUILDING_COST } from '../constants.ts';
import type { Ctx } from '../context.ts';
import type { TurnEvent } from '../outcome.ts';
import { buildingsOnBoard, has, isChamber, land, sortBuildings } from '../position.ts';
import type { Rejection } from '../reasons.ts';
import type { BuildOrder, State } from '../schemas.ts';
import { landName } from './paths.ts';

/**
 * Seed step 5 (Construct Buildings), orders in the order written: two stored resources of a land of the
 * player become a building there; one of each type per land; none on a cryo chamber; at most 13 of each type
 * on the board (GM data `supply.buildings`).
 */
export function buildStage(ctx: Ctx, state: State, player: string, orders: readonly BuildOrder[]): { events: TurnEvent[]; rejected: Rejection[] } {
  const events: TurnEvent[] = [];
  const rejected: Rejection[] = [];
  orders.forEach((order, i) => {
    const reject = (reason: Rejection['reason'], field?: string, params?: Rejection['params']) =>
      rejected.push({ list: 'build', index: i, reason, ...(field ? { field } : {}), ...(params ? { params } : {}) });
    const id = landName(order.land);
    if (id === null || !ctx.index.spec.has(id)) return reject('unknown_land', 'land', { land: order.land });
    const l = land(state, id);
    if (l.owner !== player || l.population + l.resources + l.military.m + l.military.v === 0) return reject('not_your_land', 'land', { land: id });
    if (isChamber(state, id)) return reject('cryo_chamber', 'land', { land: id });
    if (has(l, order.building)) return reject('building_exists', 'building', { land: id, building: order.building });
    const limit = ctx.setup.data.supply.buildings;
    if (buildingsOnBoard(ctx.index, state, order.building) >= limit) return reject('building_supply', 'building', { building: order.building, n: limit });
    if (l.resources < BUILDING_COST) return reject('not_enough_resources', 'land', { land: id, n: l.resources });
    const target = state.lands[id]!;
    target.resources -= BUILDING_COST;
    target.buildings = sortBuildings([...target.buildings, order.building]);
    events.push({ type: 'build', player, land: id, building: order.building });
  });
  return { events, rejected };
}
