import type { Action } from '../answers.ts';
import type { Ctx } from '../context.ts';
import type { Reason } from '../reasons.ts';
import type { Initiative } from '../types.ts';

/** A refusal of one action: the reason and the field of the action it is about. */
export interface ActionProblem {
  reason: Reason;
  path?: string;
  params?: Record<string, string | number>;
}

/** One kind of action (one file each): its cost, its legality on the position, and its effect. */
export interface ActionRule<A extends Action = Action> {
  cost(ctx: Ctx, player: string, action: A): number;
  /** Legality on the current position (power is checked by the caller after this). */
  check(ctx: Ctx, player: string, action: A, initiative: Initiative): ActionProblem | null;
  /** Applies a legal action (power already paid); returns the unit it placed or captured, if any. */
  apply(ctx: Ctx, player: string, action: A): { unit?: string };
}

export const problem = (reason: Reason, path?: string, params?: Record<string, string | number>): ActionProblem => ({
  reason,
  ...(path !== undefined ? { path } : {}),
  ...(params !== undefined ? { params } : {}),
});
