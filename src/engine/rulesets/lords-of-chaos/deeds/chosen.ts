import { sacredGods } from '../gods.ts';
import { holdingsOf } from '../position.ts';
import { MAJOR_GODS } from '../schemas.ts';
import { anyone, points, type DeedRule } from './types.ts';

/** Elegido del Caos: at the start, control a sacred world of each of the 4 major gods; 8 + a favour (rules §9). */
export const chosen: DeedRule = {
  id: 'chosen',
  timing: 'start',
  mayClaim: anyone,
  achieve(ctx, player) {
    const { index, state, start } = ctx.input;
    const gods = new Set<string>();
    for (const planet of holdingsOf(start, player.id).planets) {
      for (const god of sacredGods(index, state.extraSacred, planet)) gods.add(god);
    }
    return MAJOR_GODS.every((god) => gods.has(god)) ? points(8) : null;
  },
  /** [D] Any major god. */
  favourGods: () => [...MAJOR_GODS],
};
