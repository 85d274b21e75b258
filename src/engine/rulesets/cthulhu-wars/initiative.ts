import { ruleOf } from './actions/index.ts';
import { unlimitedBattleAllowed } from './actions/battle.ts';
import { isUnlimited, type Action } from './answers.ts';
import { cloneState, makeCtx, type Ctx } from './context.ts';
import type { Refusal } from './reasons.ts';
import type { Initiative, State } from './types.ts';
import { abilityOf, type World } from './world.ts';

/**
 * The initiative (seed, Action phase): on it, and only then, a player performs zero or more unlimited actions
 * and exactly one Action, in any order. [D] A battle ends the list (what follows depends on it): the player is
 * asked again after the battle ("continue"). A battle counts as the Action unless the player may battle as an
 * unlimited action; then it stays open ("fight first, decide afterwards", seed) and counts as the Action
 * unless another Action follows after the battle.
 */

export function freshInitiative(player: string): Initiative {
  return { player, mainDone: false, battled: [], flexibleBattle: false };
}

export function isMain(world: World, player: string, action: Action): boolean {
  return !isUnlimited(action, (id) => abilityOf(world, player, id)?.timing);
}

export interface ListCheck {
  refusals: Refusal[];
  costs: (number | null)[];
}

/**
 * Checks an initiative answer on a copy of the position, action by action in order (each sees the effects of
 * the ones before). `continuing`: the answer after a battle of the same initiative.
 */
export function checkActionList(world: World, state: State, player: string, actions: readonly Action[], continuing: boolean): ListCheck {
  const ctx = makeCtx(world, cloneState(state));
  const initiative: Initiative = continuing && state.initiative ? { ...state.initiative, battled: [...state.initiative.battled] } : freshInitiative(player);
  const refusals: Refusal[] = [];
  const costs: (number | null)[] = [];
  actions.forEach((action, index) => {
    const refusal = checkOne(ctx, player, action, initiative, index, index === actions.length - 1);
    if (refusal) {
      refusals.push(refusal);
      costs.push(null);
      return;
    }
    const cost = ruleOf(action).cost(ctx, player, action);
    costs.push(cost);
    ctx.state.power[player] = (ctx.state.power[player] ?? 0) - cost;
    ruleOf(action).apply(ctx, player, action);
    markDone(ctx, player, action, initiative);
  });
  if (refusals.length === 0 && !continuing && !initiative.mainDone && actions.at(-1)?.type !== 'battle') {
    refusals.push({ index: actions.length === 0 ? 0 : actions.length - 1, path: 'actions', reason: 'no_action' });
  }
  return { refusals, costs };
}

function checkOne(ctx: Ctx, player: string, action: Action, initiative: Initiative, index: number, last: boolean): Refusal | null {
  const at = (reason: Refusal['reason'], path?: string, params?: Refusal['params']): Refusal => ({
    index,
    path: path === undefined ? `actions[${index}]` : `actions[${index}].${path}`,
    reason,
    ...(params ? { params } : {}),
  });
  if (action.type === 'battle' && !last) return at('battle_not_last', 'type');
  if (action.type !== 'battle' && isMain(ctx.world, player, action) && initiative.mainDone) return at('second_action', 'type');
  const rule = ruleOf(action);
  const problem = rule.check(ctx, player, action, initiative);
  if (problem) return at(problem.reason, problem.path, problem.params);
  const cost = rule.cost(ctx, player, action);
  const power = ctx.state.power[player] ?? 0;
  if (cost > power) return at('insufficient_power', 'type', { cost, power });
  return null;
}

/** Book-keeping after an action: the Action is taken, an area battled. */
function markDone(ctx: Ctx, player: string, action: Action, initiative: Initiative): void {
  if (action.type === 'battle') {
    initiative.battled.push(action.area);
    if (!initiative.mainDone) {
      if (unlimitedBattleAllowed(ctx, player)) initiative.flexibleBattle = true;
      else initiative.mainDone = true;
    }
    return;
  }
  if (isMain(ctx.world, player, action)) initiative.mainDone = true;
}

export interface ListResult {
  /** A battle was declared (last action): the battle steps follow. */
  battle: { area: string; opponent: string } | null;
  /** The game ended on the way (Elder Signs revealed to the threshold). */
  ended: boolean;
}

/**
 * Applies a checked initiative answer to the position for real: pays each action, applies it, reports it.
 * Stops after an Elder Sign reveal that ends the game (option `instantEndOnReveal`).
 */
export function applyActionList(ctx: Ctx, player: string, actions: readonly Action[], endsGame: () => boolean): ListResult {
  const initiative = ctx.state.initiative!;
  for (const action of actions) {
    const rule = ruleOf(action);
    const cost = rule.cost(ctx, player, action);
    ctx.state.power[player] = Math.max(0, (ctx.state.power[player] ?? 0) - cost);
    const main = action.type === 'battle' ? !initiative.mainDone && !unlimitedBattleAllowed(ctx, player) : isMain(ctx.world, player, action);
    const eventIndex = ctx.events.length;
    const { unit } = rule.apply(ctx, player, action);
    ctx.events.splice(eventIndex, 0, {
      type: 'action',
      player,
      action,
      main,
      cost,
      power: ctx.state.power[player] ?? 0,
      ...(unit !== undefined ? { unit } : {}),
    });
    markDone(ctx, player, action, initiative);
    if (action.type === 'battle') return { battle: { area: action.area, opponent: action.opponent }, ended: false };
    if (action.type === 'reveal-signs' && endsGame()) return { battle: null, ended: true };
  }
  return { battle: null, ended: false };
}
