import type { Action } from '../answers.ts';
import type { Ctx } from '../context.ts';
import { SPELLBOOKS_TO_WIN } from '../constants.ts';
import { combatIn, unitsIn } from '../world.ts';
import { problem, type ActionRule } from './types.ts';

type BattleAction = Extract<Action, { type: 'battle' }>;

/**
 * May this player battle as an unlimited action? Not from the seed (which only says "as long as you may fight
 * either as your Action or as an unlimited action"): with all six spellbooks when the option
 * `unlimitedBattleWithAllSpellbooks` is on (published rule), or when the GM grants it (a faction ability).
 */
export function unlimitedBattleAllowed(ctx: Ctx, player: string): boolean {
  if (ctx.state.unlimitedBattle[player] === true) return true;
  return ctx.options.unlimitedBattleWithAllSpellbooks && (ctx.state.spellbooks[player]?.length ?? 0) >= SPELLBOOKS_TO_WIN;
}

/**
 * Battle (seed): in an area where your total Combat is 1 or more and the chosen other faction has units (any
 * Combat); never twice in one area in one initiative step. Cost not from the seed (published: 1).
 */
export const battleRule: ActionRule<BattleAction> = {
  cost: (ctx) => ctx.world.setup.data.costs.battle,
  check(ctx, player, action, initiative) {
    if (!ctx.world.playerIds.includes(action.opponent)) return problem('unknown_player', 'opponent', { player: action.opponent });
    if (action.opponent === player) return problem('self_battle', 'opponent');
    if (!ctx.world.areaById.has(action.area)) return problem('unknown_area', 'area', { area: action.area });
    if (unitsIn(ctx.world, ctx.state, action.opponent, action.area).length === 0) return problem('no_enemy_units', 'area', { area: action.area });
    if (combatIn(ctx.world, ctx.state, player, action.area, action.opponent) < 1) return problem('no_combat', 'area', { area: action.area });
    if (initiative.battled.includes(action.area)) return problem('area_already_battled', 'area', { area: action.area });
    if (initiative.mainDone && !unlimitedBattleAllowed(ctx, player)) return problem('battle_not_unlimited', 'type');
    return null;
  },
  apply: () => ({}),
};
