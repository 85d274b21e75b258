import type { Action } from '../answers.ts';
import { leaveArea } from '../context.ts';
import { KIND_RANK, allUnitsIn, kindOf, unitsIn } from '../world.ts';
import { problem, type ActionRule } from './types.ts';

type Capture = Extract<Action, { type: 'capture' }>;

/**
 * Capture (Action; cost not from the seed). Seed: only cultists can be captured; monsters stop each other and
 * Great Old Ones stop both monsters and each other. So the capturer needs a monster or Great Old One in the
 * cultist's area, and its best unit must outrank every protector there (monster < Great Old One). [D] Whose
 * units protect is the option `captureProtection` (default: the cultist's own faction only). The captor holds
 * the cultist until the Gather Power phase.
 */
export function captureBlock(ctx: Parameters<ActionRule['check']>[0], player: string, unit: string): 'no_capturer' | 'capture_protected' | null {
  const area = ctx.state.units[unit];
  if (area === undefined) return 'no_capturer';
  const best = unitsIn(ctx.world, ctx.state, player, area).reduce((rank, u) => Math.max(rank, KIND_RANK[kindOf(ctx.world, u) ?? 'cultist']), 0);
  if (best < KIND_RANK.monster) return 'no_capturer';
  const owner = ctx.world.unitById.get(unit)?.owner;
  const protectors = allUnitsIn(ctx.world, ctx.state, area).filter((u) => {
    const o = ctx.world.unitById.get(u)?.owner;
    return ctx.options.captureProtection === 'own-faction' ? o === owner : o !== player;
  });
  const guard = protectors.reduce((rank, u) => Math.max(rank, KIND_RANK[kindOf(ctx.world, u) ?? 'cultist']), 0);
  return guard >= KIND_RANK.monster && guard >= best ? 'capture_protected' : null;
}

export const captureRule: ActionRule<Capture> = {
  cost: (ctx) => ctx.world.setup.data.costs.capture,
  check(ctx, player, action) {
    const info = ctx.world.unitById.get(action.unit);
    if (!info) return problem('unknown_unit', 'unit', { unit: action.unit });
    if (info.owner === player) return problem('own_unit', 'unit', { unit: action.unit });
    if (ctx.state.units[action.unit] === undefined) return problem('unit_not_on_map', 'unit', { unit: action.unit });
    if (info.type.kind !== 'cultist') return problem('not_capturable', 'unit', { unit: action.unit });
    const block = captureBlock(ctx, player, action.unit);
    return block ? problem(block, 'unit', { unit: action.unit }) : null;
  },
  apply(ctx, player, action) {
    leaveArea(ctx, action.unit);
    ctx.state.captives[action.unit] = player;
    return { unit: action.unit };
  },
};
