import type { Action } from '../answers.ts';
import { placeUnit } from '../context.ts';
import { poolOf, unitTypeOf, unitsIn, unitsOnMap } from '../world.ts';
import { problem, type ActionRule } from './types.ts';

type Recruit = Extract<Action, { type: 'recruit' }>;

/**
 * Recruit a cultist (seed, footnote 4: the acolyte costs 1; priests cost more): in an area where you have a
 * unit, or any area when you have no unit on the map (footnote 5).
 */
export const recruitRule: ActionRule<Recruit> = {
  cost: (ctx, player, action) => unitTypeOf(ctx.world, player, action.unitType)?.cost ?? 0,
  check(ctx, player, action) {
    const type = unitTypeOf(ctx.world, player, action.unitType);
    if (!type) return problem('unknown_unit_type', 'unitType', { type: action.unitType });
    if (type.kind !== 'cultist') return problem('wrong_unit_kind', 'unitType', { type: action.unitType });
    if (!ctx.world.areaById.has(action.area)) return problem('unknown_area', 'area', { area: action.area });
    if (poolOf(ctx.world, ctx.state, player, type.id).length === 0) return problem('none_in_pool', 'unitType', { type: action.unitType });
    const anywhere = unitsOnMap(ctx.world, ctx.state, player).length === 0;
    if (!anywhere && unitsIn(ctx.world, ctx.state, player, action.area).length === 0) return problem('recruit_area', 'area', { area: action.area });
    return null;
  },
  apply(ctx, player, action) {
    const unit = poolOf(ctx.world, ctx.state, player, action.unitType)[0]!;
    placeUnit(ctx, unit, action.area);
    return { unit };
  },
};
