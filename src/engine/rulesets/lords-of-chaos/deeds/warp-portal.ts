import { conquestsBy, godIs, points, type DeedRule } from './types.ts';

/**
 * Portal Disforme (Tzeentch): conquer 2+ planets this turn through crossings. [D] A conquest counts when the
 * claimant received the planet and its own invasion of that planet paid crossing (double) costs.
 */
export const warpPortal: DeedRule = {
  id: 'warp_portal',
  timing: 'turn',
  mayClaim: godIs('Tzeentch'),
  achieve(ctx, player) {
    const through = conquestsBy(ctx, player.id).filter((b) => b.contender.crossing[player.id] === true);
    return through.length >= 2 ? points(9) : null;
  },
};
