import { sacredGods } from '../gods.ts';
import { holdingsOf } from '../position.ts';
import { MAJOR_GODS } from '../schemas.ts';
import { kindIn, points, type DeedContext, type DeedRule } from './types.ts';
import type { Player } from '../schemas.ts';

function heldEyeSectors(ctx: DeedContext, player: Player): string[] {
  const { index, start } = ctx.input;
  return holdingsOf(start, player.id).sectors.filter((s) => index.sectorKind.get(s) === 'eye');
}

/** Consagración (undivided, renegade): control a whole eye sector at the start; 7 + a favour (rules §9). */
export const consecration: DeedRule = {
  id: 'consecration',
  timing: 'start',
  mayClaim: kindIn('undivided', 'renegade'),
  achieve: (ctx, player) => (heldEyeSectors(ctx, player).length > 0 ? points(7) : null),
  /** [D] A major god with a sacred world in (any of) the controlled eye sector(s). */
  favourGods(ctx, player) {
    const { index, state } = ctx.input;
    const gods = new Set<string>();
    for (const sector of heldEyeSectors(ctx, player)) {
      for (const planet of index.planetsOfSector.get(sector) ?? []) {
        for (const god of sacredGods(index, state.extraSacred, planet)) gods.add(god);
      }
    }
    return MAJOR_GODS.filter((god) => gods.has(god));
  },
};
