import { countActions } from './actions.ts';
import type { OrderCheck, SheetCheck } from './outcome.ts';
import { checkOrder, type ValidationContext } from './validate-order.ts';

/**
 * Checks one player's sheet (rules §5). [D] Budget in written order: an order that costs more than the actions
 * still left is rejected (`insufficient_actions`) and later orders are still checked; rejected orders cost nothing.
 */
export function checkOrders(ctx: ValidationContext, orders: readonly unknown[]): SheetCheck {
  const available = countActions(ctx.index, ctx.start, ctx.player, ctx.state);
  let left = available;
  const ceded = new Set<string>();
  const checks: OrderCheck[] = orders.map((raw, index): OrderCheck => {
    const verdict = checkOrder(ctx, raw, ceded);
    if (!verdict.ok) return { index, order: raw, ok: false, reason: verdict.reason };
    if (verdict.cost > left) return { index, order: raw, ok: false, reason: 'insufficient_actions', cost: verdict.cost, left };
    left -= verdict.cost;
    if (verdict.order.type === 'cede') ceded.add(verdict.order.planet);
    return { index, order: verdict.order, ok: true, cost: verdict.cost, crossing: verdict.crossing };
  });
  return { player: ctx.player.id, actionsAvailable: available, actionsUsed: available - left, actionsLeft: left, checks };
}
