import { conquestsBy, anyone, points, type DeedRule } from './types.ts';

/** La caída de Cadia: receive the planet with id `cadia` by conquest this turn (rules §9). */
export const fallOfCadia: DeedRule = {
  id: 'fall_of_cadia',
  timing: 'turn',
  mayClaim: anyone,
  achieve: (ctx, player) => (conquestsBy(ctx, player.id).some((b) => b.planet === 'cadia') ? points(12) : null),
};
