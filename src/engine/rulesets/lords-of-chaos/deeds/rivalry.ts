import { sacredGods } from '../gods.ts';
import { holdingsOf } from '../position.ts';
import { kindIn, points, type DeedRule } from './types.ts';

/** Rivalidad entre dioses (major, minor): at the start, control 2 sacred worlds of one god not your own (rules §9). */
export const rivalry: DeedRule = {
  id: 'rivalry',
  timing: 'start',
  mayClaim: kindIn('major', 'minor'),
  achieve(ctx, player) {
    const { index, state, start } = ctx.input;
    const perGod = new Map<string, number>();
    for (const planet of holdingsOf(start, player.id).planets) {
      for (const god of sacredGods(index, state.extraSacred, planet)) {
        if (god !== player.god) perGod.set(god, (perGod.get(god) ?? 0) + 1);
      }
    }
    return [...perGod.values()].some((n) => n >= 2) ? points(7) : null;
  },
};
