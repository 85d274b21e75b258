import type { DecisionRequest } from '../../../core/decisions.ts';
import type { OrderTextContext } from '../../../core/order-text/index.ts';
import { buildRequests } from '../decisions.ts';
import { settledState } from '../pipeline.ts';
import type { Setup } from '../setup.ts';
import type { Pending, Player, State } from '../types.ts';
import { buildWorld, type World } from '../world.ts';

/** The context the descriptor's `orderText` gets (the stored position). */
export type CwTextContext = OrderTextContext<Setup, Player, State>;

/** The kinds of answer a pasted text can make (one per answer shape of answers.ts). */
export type AnswerKind = 'direction' | 'first-player' | 'actions' | 'abilities' | 'assign' | 'retreat' | 'ritual';

/** The context the grammar reads with: the settled position, its lookups and the request open for the writer. */
export interface CwReadContext extends CwTextContext {
  world: World;
  pending: Pending | null;
  request: DecisionRequest | undefined;
  /** What the open request asks of the writer (null: nothing now). */
  asked: AnswerKind | null;
}

/** The answer kind of a request kind (decisions.ts). */
export function answerKindOfRequest(kind: string | undefined): AnswerKind | null {
  switch (kind) {
    case 'direction':
    case 'first-player':
    case 'retreat':
    case 'ritual':
      return kind;
    case 'initiative':
    case 'continue':
      return 'actions';
    case 'pre-battle':
    case 'post-battle':
      return 'abilities';
    case 'assign':
    case 'assign-kills':
    case 'assign-extra':
    case 'assign-pains':
      return 'assign';
    default:
      return null;
  }
}

/** Settles the position once for a whole parse or print (as checkSheet does). */
export function readContext(ctx: CwTextContext): CwReadContext {
  const world = buildWorld(ctx.setup, ctx.players);
  const state = settledState(world, ctx.state);
  const request = buildRequests(world, state).find((r) => r.player === ctx.player);
  return { ...ctx, state, world, pending: state.pending, request, asked: answerKindOfRequest(request?.kind) };
}
