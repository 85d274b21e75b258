import type { Action } from '../answers.ts';
import type { Ctx } from '../context.ts';
import { kindOf, unitsIn } from '../world.ts';
import { problem, type ActionRule } from './types.ts';

type BuildGate = Extract<Action, { type: 'build-gate' }>;
type ControlGate = Extract<Action, { type: 'control-gate' }>;
type AbandonGate = Extract<Action, { type: 'abandon-gate' }>;

/** Build a gate (Action; not from the seed: published cost 3): in an area without a gate where you have a cultist, who stands on it. */
export const buildGateRule: ActionRule<BuildGate> = {
  cost: (ctx) => ctx.world.setup.data.costs.buildGate,
  check(ctx, player, action) {
    if (!ctx.world.areaById.has(action.area)) return problem('unknown_area', 'area', { area: action.area });
    if (ctx.state.gates[action.area] !== undefined) return problem('gate_exists', 'area', { area: action.area });
    const cultists = unitsIn(ctx.world, ctx.state, player, action.area).filter((u) => kindOf(ctx.world, u) === 'cultist');
    if (cultists.length === 0) return problem('no_cultist_here', 'area', { area: action.area });
    if (action.unit !== undefined && !cultists.includes(action.unit)) return problem('unit_not_there', 'unit', { unit: action.unit, area: action.area });
    return null;
  },
  apply(ctx, player, action) {
    const cultists = unitsIn(ctx.world, ctx.state, player, action.area).filter((u) => kindOf(ctx.world, u) === 'cultist');
    const holder = action.unit ?? cultists[0]!;
    ctx.state.gates[action.area] = ctx.options.gateHolders.includes('cultist') ? holder : null;
    return { unit: holder };
  },
};

/** Unlimited action ([D] gate control): put one of your units in the area on its abandoned gate. */
export const controlGateRule: ActionRule<ControlGate> = {
  cost: () => 0,
  check(ctx, player, action) {
    if (!ctx.world.areaById.has(action.area)) return problem('unknown_area', 'area', { area: action.area });
    const holder = ctx.state.gates[action.area];
    if (holder === undefined) return problem('no_gate', 'area', { area: action.area });
    if (holder !== null && ctx.state.units[holder] === action.area) return problem('gate_held', 'area', { area: action.area });
    const info = ctx.world.unitById.get(action.unit);
    if (!info) return problem('unknown_unit', 'unit', { unit: action.unit });
    if (info.owner !== player) return problem('not_your_unit', 'unit', { unit: action.unit });
    if (ctx.state.units[action.unit] !== action.area) return problem('unit_not_there', 'unit', { unit: action.unit, area: action.area });
    if (!ctx.options.gateHolders.includes(info.type.kind)) return problem('cannot_hold_gate', 'unit', { unit: action.unit });
    return null;
  },
  apply(ctx, _player, action) {
    ctx.state.gates[action.area] = action.unit;
    return { unit: action.unit };
  },
};

/** Unlimited action: take your unit off the gate of the area (the gate is abandoned; the unit stays). */
export const abandonGateRule: ActionRule<AbandonGate> = {
  cost: () => 0,
  check(ctx, player, action) {
    if (!ctx.world.areaById.has(action.area)) return problem('unknown_area', 'area', { area: action.area });
    const holder = ctx.state.gates[action.area];
    if (holder === undefined) return problem('no_gate', 'area', { area: action.area });
    if (holder === null || ctx.world.unitById.get(holder)?.owner !== player || ctx.state.units[holder] !== action.area) {
      return problem('not_your_gate', 'area', { area: action.area });
    }
    return null;
  },
  apply(ctx, _player, action) {
    const holder = ctx.state.gates[action.area]!;
    ctx.state.gates[action.area] = null;
    ctx.events.push({ type: 'gate-abandoned', area: action.area, unit: holder });
    return {};
  },
};

/** Used by summon and awaken: the player's unit stands on the area's gate. */
export function controlsGate(ctx: Ctx, player: string, area: string): boolean {
  const holder = ctx.state.gates[area];
  return holder !== undefined && holder !== null && ctx.state.units[holder] === area && ctx.world.unitById.get(holder)?.owner === player;
}
