import { anyone, points, type DeedRule } from './types.ts';

/** Reclutamiento por la fuerza: kill 3+ inhabitants this turn; +1 permanent action, no points (rules §9). */
export const conscription: DeedRule = {
  id: 'conscription',
  timing: 'turn',
  mayClaim: anyone,
  permanentAction: true,
  achieve: (ctx, player) => ((ctx.kills[player.id] ?? 0) >= 3 ? points(0) : null),
};
