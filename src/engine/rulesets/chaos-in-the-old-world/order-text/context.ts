import type { DecisionRequest } from '../../../core/decisions.ts';
import type { OrderTextContext } from '../../../core/order-text/index.ts';
import { decisions } from '../decisions.ts';
import type { God } from '../ids.ts';
import type { Player } from '../players.ts';
import { godOf } from '../rules.ts';
import type { Setup } from '../schemas.ts';
import { normalizeState, type State } from '../state.ts';

/** The context the descriptor's `orderText` gets (the stored position). */
export type CowTextContext = OrderTextContext<Setup, Player, State>;

/** The context the grammar reads with: the full position, the writer's god and the request open for the writer now. */
export interface CowReadContext extends CowTextContext {
  god: God | undefined;
  request: DecisionRequest | undefined;
}

/** Normalises the position once for a whole parse or print. */
export function readContext(ctx: CowTextContext): CowReadContext {
  const state = normalizeState(ctx.setup, ctx.players, ctx.state);
  return {
    ...ctx,
    state,
    god: godOf(state, ctx.player),
    request: decisions(ctx.setup, ctx.players, state).find((r) => r.player === ctx.player),
  };
}
