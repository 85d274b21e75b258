import { holdingsOf } from '../position.ts';
import { godIs, points, type DeedRule } from './types.ts';

/** Plaga de Nurgle (Nurgle): control 2+ planets with Extreme Conditions at the start (rules §9). */
export const plague: DeedRule = {
  id: 'plague',
  timing: 'start',
  mayClaim: godIs('Nurgle'),
  achieve(ctx, player) {
    const { index, start } = ctx.input;
    const extreme = holdingsOf(start, player.id).planets.filter((p) => index.planetById.get(p)?.extreme === true);
    return extreme.length >= 2 ? points(7) : null;
  },
};
