import type { Ctx } from '../context.ts';
import { turnOrder } from '../world.ts';

/**
 * Phase 3, First Player (seed): the player with the most Power becomes first player and chooses the
 * direction; when several share the highest value, the previous first player chooses among them.
 */
export function firstPlayerStage(ctx: Ctx): void {
  const { world, state } = ctx;
  const order = turnOrder(world, state.firstPlayer, state.direction);
  const highest = Math.max(...order.map((p) => state.power[p] ?? 0));
  const tied = order.filter((p) => (state.power[p] ?? 0) === highest);
  if (tied.length === 1) setFirstPlayer(ctx, tied[0]!, tied, null, false);
  else state.pending = { kind: 'first-player', player: state.firstPlayer, tied };
}

export function setFirstPlayer(ctx: Ctx, player: string, tied: string[], chooser: string | null, defaulted: boolean): void {
  ctx.state.firstPlayer = player;
  ctx.events.push({ type: 'first-player', player, power: ctx.state.power[player] ?? 0, tied: tied.length > 1 ? [...tied] : [], chooser, defaulted });
  ctx.state.pending = { kind: 'direction', player };
}

/** Default at the deadline: the previous first player keeps the marker when tied, else the first tied in turn order. */
export function defaultFirstPlayer(previous: string, tied: readonly string[]): string {
  return tied.includes(previous) ? previous : tied[0]!;
}
