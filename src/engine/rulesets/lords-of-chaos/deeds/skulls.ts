import { conquestsBy, godIs, points, type DeedRule } from './types.ts';

/** ¡Cráneos para el trono de cráneos! (Khorne): receive 3+ planets by conquest this turn (rules §9). */
export const skulls: DeedRule = {
  id: 'skulls',
  timing: 'turn',
  mayClaim: godIs('Khorne'),
  achieve: (ctx, player) => (conquestsBy(ctx, player.id).length >= 3 ? points(8) : null),
};
