import type { DecisionRequest } from '../../../core/decisions.ts';
import type { OrderTextContext } from '../../../core/order-text/index.ts';
import { makeCtx, type Ctx } from '../context.ts';
import { decisions } from '../decisions.ts';
import type { RequestKind } from '../ids.ts';
import type { Player } from '../players.ts';
import type { Setup } from '../setup.ts';
import type { State } from '../state.ts';

/** The context the descriptor's `orderText` gets (the stored position). */
export type SiegeTextContext = OrderTextContext<Setup, Player, State>;

/** The context the grammar reads with: the engine's view of the position and the request open for the writer. */
export interface SiegeReadContext extends SiegeTextContext {
  game: Ctx;
  request: DecisionRequest | undefined;
  /** The kind asked of the writer now, or null when they are asked nothing. */
  asked: RequestKind | null;
}

export function readContext(ctx: SiegeTextContext): SiegeReadContext {
  const game = makeCtx(ctx.setup, ctx.players, ctx.state, null, '');
  const request = decisions(ctx.setup, ctx.players, ctx.state).find((r) => r.player === ctx.player);
  return { ...ctx, game, request, asked: (request?.kind as RequestKind | undefined) ?? null };
}
