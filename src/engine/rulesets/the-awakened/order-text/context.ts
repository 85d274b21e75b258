import type { OrderTextContext } from '../../../core/order-text/index.ts';
import { FALLBACK_GAME_SEED, type Ctx } from '../context.ts';
import { indexBoard } from '../position.ts';
import type { Player, Setup, State } from '../schemas.ts';

/** The context the descriptor's `orderText` gets. */
export type AwakenedTextContext = OrderTextContext<Setup, Player, State>;

/** The context the grammar reads with: the board of the game as lookups (the stages' own context). */
export interface AwakenedReadContext extends AwakenedTextContext {
  game: Ctx;
}

export function readContext(ctx: AwakenedTextContext): AwakenedReadContext {
  return { ...ctx, game: { setup: ctx.setup, index: indexBoard(ctx.setup.data.boards[ctx.state.board]), gameSeed: FALLBACK_GAME_SEED } };
}
