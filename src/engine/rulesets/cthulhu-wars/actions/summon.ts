import type { Action } from '../answers.ts';
import { placeUnit } from '../context.ts';
import { poolOf, unitTypeOf, unitsIn } from '../world.ts';
import { controlsGate } from './gates.ts';
import { problem, type ActionRule } from './types.ts';

type Summon = Extract<Action, { type: 'summon' }>;
type Awaken = Extract<Action, { type: 'awaken' }>;

/** Summon a monster (Action; not from the seed: at a gate you control, cost from the faction sheet). */
export const summonRule: ActionRule<Summon> = {
  cost: (ctx, player, action) => unitTypeOf(ctx.world, player, action.unitType)?.cost ?? 0,
  check(ctx, player, action) {
    const type = unitTypeOf(ctx.world, player, action.unitType);
    if (!type) return problem('unknown_unit_type', 'unitType', { type: action.unitType });
    if (type.kind !== 'monster') return problem('wrong_unit_kind', 'unitType', { type: action.unitType });
    if (!ctx.world.areaById.has(action.area)) return problem('unknown_area', 'area', { area: action.area });
    if (poolOf(ctx.world, ctx.state, player, type.id).length === 0) return problem('none_in_pool', 'unitType', { type: action.unitType });
    if (!controlsGate(ctx, player, action.area)) return problem('no_controlled_gate', 'area', { area: action.area });
    return null;
  },
  apply(ctx, player, action) {
    const unit = poolOf(ctx.world, ctx.state, player, action.unitType)[0]!;
    placeUnit(ctx, unit, action.area);
    return { unit };
  },
};

/**
 * Awaken a Great Old One (Action; not from the seed: at a gate you control, cost and conditions from the
 * faction sheet — start area only, another unit present; other conditions are the GM's).
 */
export const awakenRule: ActionRule<Awaken> = {
  cost: (ctx, player, action) => unitTypeOf(ctx.world, player, action.unitType)?.cost ?? 0,
  check(ctx, player, action) {
    const type = unitTypeOf(ctx.world, player, action.unitType);
    if (!type) return problem('unknown_unit_type', 'unitType', { type: action.unitType });
    if (type.kind !== 'goo') return problem('wrong_unit_kind', 'unitType', { type: action.unitType });
    if (!ctx.world.areaById.has(action.area)) return problem('unknown_area', 'area', { area: action.area });
    if (poolOf(ctx.world, ctx.state, player, type.id).length === 0) return problem('none_in_pool', 'unitType', { type: action.unitType });
    if (!controlsGate(ctx, player, action.area)) return problem('no_controlled_gate', 'area', { area: action.area });
    const faction = ctx.world.factionOf.get(player);
    if (type.startAreaOnly && faction && faction.startArea !== action.area) return problem('awaken_start_area', 'area', { area: faction.startArea });
    if (type.requiresUnit !== undefined) {
      const present = unitsIn(ctx.world, ctx.state, player, action.area).some((u) => ctx.world.unitById.get(u)?.type.id === type.requiresUnit);
      if (!present) return problem('awaken_requires_unit', 'area', { type: type.requiresUnit });
    }
    return null;
  },
  apply(ctx, player, action) {
    const unit = poolOf(ctx.world, ctx.state, player, action.unitType)[0]!;
    placeUnit(ctx, unit, action.area);
    return { unit };
  },
};
