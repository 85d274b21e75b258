import type { Action } from '../answers.ts';
import { placeUnit } from '../context.ts';
import { problem, type ActionRule } from './types.ts';

type Move = Extract<Action, { type: 'move' }>;

/** Move (Action; not from the seed: published cost per unit moved): each named unit goes to an adjacent area. */
export const moveRule: ActionRule<Move> = {
  cost: (ctx, _player, action) => ctx.world.setup.data.costs.movePerUnit * action.moves.length,
  check(ctx, player, action) {
    const seen = new Set<string>();
    for (const [i, move] of action.moves.entries()) {
      const info = ctx.world.unitById.get(move.unit);
      if (!info) return problem('unknown_unit', `moves[${i}].unit`, { unit: move.unit });
      if (info.owner !== player) return problem('not_your_unit', `moves[${i}].unit`, { unit: move.unit });
      const from = ctx.state.units[move.unit];
      if (from === undefined) return problem('unit_not_on_map', `moves[${i}].unit`, { unit: move.unit });
      if (seen.has(move.unit)) return problem('duplicate_unit', `moves[${i}].unit`, { unit: move.unit });
      seen.add(move.unit);
      if (!ctx.world.areaById.has(move.to)) return problem('unknown_area', `moves[${i}].to`, { area: move.to });
      if (!(ctx.world.neighbours.get(from) ?? []).includes(move.to)) return problem('not_adjacent', `moves[${i}].to`, { area: move.to, from });
    }
    return null;
  },
  apply(ctx, _player, action) {
    for (const move of action.moves) placeUnit(ctx, move.unit, move.to);
    return {};
  },
};
