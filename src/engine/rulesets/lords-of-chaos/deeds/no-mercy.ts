import { anyone, points, type DeedRule } from './types.ts';

/**
 * Sin piedad, sin perdón: [D] an invasion without allies (no alliance, or a failed one) whose merged attack value
 * is 4+; success is not needed (rules §9).
 */
export const noMercy: DeedRule = {
  id: 'no_mercy',
  timing: 'turn',
  mayClaim: anyone,
  achieve(ctx, player) {
    for (const battle of ctx.battles.values()) {
      for (const side of battle.sides) {
        if (side.alliance === null && side.members[0] === player.id && side.attack >= 4) return points(5);
      }
    }
    return null;
  },
};
