import type { Action } from '../answers.ts';
import { abilityOf, unitsOnMap } from '../world.ts';
import { problem, type ActionRule } from './types.ts';

type AbilityAction = Extract<Action, { type: 'ability' }>;

/**
 * A faction ability used as the Action ("As your Action...") or as an unlimited action, per its timing on the
 * faction sheet: it needs its spellbook and, when named, a unit of its type on the map. The engine charges
 * its cost; its effect is the GM's (a correction before the next step).
 */
export const abilityRule: ActionRule<AbilityAction> = {
  cost: (ctx, player, action) => abilityOf(ctx.world, player, action.ability)?.cost ?? 0,
  check(ctx, player, action) {
    const ability = abilityOf(ctx.world, player, action.ability);
    if (!ability) return problem('unknown_ability', 'ability', { ability: action.ability });
    if (ability.timing !== 'action' && ability.timing !== 'unlimited') return problem('ability_timing', 'ability', { ability: action.ability });
    if (ability.spellbook !== undefined && !(ctx.state.spellbooks[player] ?? []).includes(ability.spellbook)) {
      return problem('ability_spellbook', 'ability', { ability: action.ability });
    }
    if (ability.unit !== undefined && !unitsOnMap(ctx.world, ctx.state, player).some((u) => ctx.world.unitById.get(u)?.type.id === ability.unit)) {
      return problem('ability_unit', 'ability', { ability: action.ability });
    }
    return null;
  },
  apply: () => ({}),
};
