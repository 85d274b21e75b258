import type { Ctx } from '../context.ts';
import type { TurnEvent } from '../outcome.ts';
import { land, totals } from '../position.ts';
import type { Rejection } from '../reasons.ts';
import type { FormOrder, State } from '../schemas.ts';
import { landName } from './paths.ts';

/**
 * Seed step 7 (Form Military), orders in the order written: one resource and one population of a land become
 * one "M" military unit there, while the colour has military markers left (20, GM data `supply.military`).
 * Military does not count against the land's population cap.
 */
export function formStage(ctx: Ctx, state: State, player: string, orders: readonly FormOrder[]): { events: TurnEvent[]; rejected: Rejection[] } {
  const events: TurnEvent[] = [];
  const rejected: Rejection[] = [];
  orders.forEach((order, i) => {
    const reject = (reason: Rejection['reason'], field?: string, params?: Rejection['params']) =>
      rejected.push({ list: 'form', index: i, reason, ...(field ? { field } : {}), ...(params ? { params } : {}) });
    const id = landName(order.land);
    if (id === null || !ctx.index.spec.has(id)) return reject('unknown_land', 'land', { land: order.land });
    const l = land(state, id);
    if (l.owner !== player || l.population + l.resources + l.military.m + l.military.v === 0) return reject('not_your_land', 'land', { land: id });
    if (order.count > l.population) return reject('not_enough_population', 'count', { land: id, n: l.population });
    if (order.count > l.resources) return reject('not_enough_resources', 'count', { land: id, n: l.resources });
    const left = ctx.setup.data.supply.military - totals(ctx.index, state, player).military;
    if (order.count > left) return reject('military_supply', 'count', { n: Math.max(0, left) });
    const target = state.lands[id]!;
    target.population -= order.count;
    target.resources -= order.count;
    target.military.m += order.count;
    events.push({ type: 'form', player, land: id, count: order.count });
  });
  return { events, rejected };
}
