import { anyone, points, type DeedRule } from './types.ts';

/** Señor del Ojo del Terror: control every planet of every eye sector at the start (rules §9). */
export const eyeLord: DeedRule = {
  id: 'eye_lord',
  timing: 'start',
  mayClaim: anyone,
  achieve(ctx, player) {
    const { index, start } = ctx.input;
    if (index.eyePlanets.length === 0) return null;
    return index.eyePlanets.every((p) => start.control[p] === player.id) ? points(20) : null;
  },
};
