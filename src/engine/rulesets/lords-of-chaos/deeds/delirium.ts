import { godIs, points, type DeedRule } from './types.ts';

/** Delirium Tremens (Slaanesh): kill 2+ inhabitants this turn, on one or several planets (rules §9). */
export const delirium: DeedRule = {
  id: 'delirium',
  timing: 'turn',
  mayClaim: godIs('Slaanesh'),
  achieve: (ctx, player) => ((ctx.kills[player.id] ?? 0) >= 2 ? points(6) : null),
};
