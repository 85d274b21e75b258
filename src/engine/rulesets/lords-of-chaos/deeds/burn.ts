import { anyone, points, type DeedRule } from './types.ts';

/** Arded en la Disformidad: be credited with eliminating 2+ players this turn; 5 per player (rules §9, §11). */
export const burn: DeedRule = {
  id: 'burn',
  timing: 'turn',
  mayClaim: anyone,
  achieve(ctx, player) {
    let count = 0;
    for (const credited of ctx.eliminated.values()) if (credited.includes(player.id)) count += 1;
    return count >= 2 ? points(5 * count) : null;
  },
};
