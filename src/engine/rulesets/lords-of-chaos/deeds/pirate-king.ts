import { holdingsOf } from '../position.ts';
import { anyone, points, type DeedRule } from './types.ts';

/** Rey Pirata: at the start, control 3+ whole outer subsectors in 2+ different sectors (rules §9). */
export const pirateKing: DeedRule = {
  id: 'pirate_king',
  timing: 'start',
  mayClaim: anyone,
  achieve(ctx, player) {
    const { index, start } = ctx.input;
    const outer = holdingsOf(start, player.id).subsectors.filter((sub) => {
      const sector = index.sectorOfSubsector.get(sub);
      return sector !== undefined && index.sectorKind.get(sector) === 'outer';
    });
    const sectors = new Set(outer.map((sub) => index.sectorOfSubsector.get(sub)));
    return outer.length >= 3 && sectors.size >= 2 ? points(6) : null;
  },
};
