import { sacredGods } from '../gods.ts';
import { holdingsOf } from '../position.ts';
import { kindIn, points, type DeedRule } from './types.ts';

/** Avatar (major gods): at the start, control every sacred world of your god (rules §9). */
export const avatar: DeedRule = {
  id: 'avatar',
  timing: 'start',
  mayClaim: kindIn('major'),
  permanentAction: true,
  achieve(ctx, player) {
    const { index, state, start } = ctx.input;
    const sacred = index.planetIds.filter((p) => sacredGods(index, state.extraSacred, p).includes(player.god));
    if (sacred.length === 0) return null;
    const held = new Set(holdingsOf(start, player.id).planets);
    return sacred.every((p) => held.has(p)) ? points(10) : null;
  },
};
