import { holdingsOf } from '../position.ts';
import { anyone, points, type DeedRule } from './types.ts';

/**
 * Invencible: [D] a planet the claimant controlled at the start reaches Defence >= 5 this turn (Extreme included)
 * with at least one defend/defendSector of the claimant's own, and is still the claimant's after the invasions.
 */
export const invincible: DeedRule = {
  id: 'invincible',
  timing: 'turn',
  mayClaim: anyone,
  achieve(ctx, player) {
    const defences = ctx.defences;
    for (const planet of holdingsOf(ctx.input.start, player.id).planets) {
      const defence = defences.get(planet);
      if (!defence || defence.value < 5) continue;
      if (!defence.sources.some((s) => s.kind !== 'extreme' && s.player === player.id)) continue;
      if (ctx.afterInvasions.control[planet] === player.id) return points(5);
    }
    return null;
  },
};
