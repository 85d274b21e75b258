import type { Action } from '../answers.ts';
import type { ActionRule } from './types.ts';

type Pass = Extract<Action, { type: 'pass' }>;

/**
 * Pass (Action; NOT from the seed, published rule): give up all remaining Power. It lets a player with Power
 * but nothing worth doing end their part of the Action phase, which otherwise ends only when nobody has Power.
 */
export const passRule: ActionRule<Pass> = {
  cost: () => 0,
  check: () => null,
  apply(ctx, player) {
    ctx.state.power[player] = 0;
    return {};
  },
};
