import { isSacredWorld } from '../gods.ts';
import { isEyePlanet } from '../map-index.ts';
import { holdingsOf } from '../position.ts';
import { kindIn, points, type DeedContext, type DeedRule } from './types.ts';
import type { Player } from '../schemas.ts';

/** [D] The first eye and the first non-eye sacred world (map order) the player controls at the start. */
function templeWorlds(ctx: DeedContext, player: Player): string[] {
  const { index, state, start } = ctx.input;
  let eye: string | null = null;
  let outer: string | null = null;
  for (const planet of holdingsOf(start, player.id).planets) {
    if (!isSacredWorld(index, state.extraSacred, planet)) continue;
    if (isEyePlanet(index, planet)) eye ??= planet;
    else outer ??= planet;
  }
  return eye !== null && outer !== null ? [eye, outer] : [];
}

/** Templo del Caos (minor gods): a sacred world inside the Eye and another outside at the start (rules §9). */
export const temple: DeedRule = {
  id: 'temple',
  timing: 'start',
  mayClaim: kindIn('minor'),
  achieve: (ctx, player) => (templeWorlds(ctx, player).length === 2 ? points(0) : null),
  sacredPlanets: templeWorlds,
};
