import type { Ctx } from '../context.ts';
import type { Refusal } from '../reasons.ts';
import { groupsInSeatOrder } from '../state.ts';

/**
 * Buying credits (seed "KREDIT"): before a mission, and before the points set the rank, a group may buy a
 * credit for 5 points. One decision step: every group with 5 points or more is asked how many (default 0).
 */
export const CREDIT_PRICE = 5;

export const maxCredits = (points: number): number => Math.max(0, Math.floor(points / CREDIT_PRICE));

export function purchaseAsked(ctx: Ctx): string[] {
  if (ctx.state.stage !== 'purchase' || ctx.state.rules !== 'full' || !ctx.setup.options.creditPurchase) return [];
  return groupsInSeatOrder(ctx.state)
    .filter((g) => maxCredits(g.points) > 0)
    .map((g) => g.player);
}

export function checkPurchase(ctx: Ctx, player: string, credits: number): Refusal[] {
  const group = ctx.state.groups[player];
  const max = group ? maxCredits(group.points) : 0;
  return credits > max ? [{ reason: 'too_many_credits', path: 'credits', index: 0, params: { n: max } }] : [];
}

export function applyPurchase(ctx: Ctx, player: string, credits: number): void {
  const group = ctx.state.groups[player];
  if (!group || credits <= 0) return;
  const bought = Math.min(credits, maxCredits(group.points));
  group.points -= CREDIT_PRICE * bought;
  group.credits += bought;
  group.bought += bought;
  ctx.events.push({ type: 'credits_bought', player, credits: bought, points: CREDIT_PRICE * bought });
}
