import { holdingsOf } from '../position.ts';
import { anyone, points, type DeedRule } from './types.ts';

/** La Llamada del Arma Demonio: at the start, control a planet in 3 different outer sectors; 5 + 1 action (rules §9). */
export const daemonWeapon: DeedRule = {
  id: 'daemon_weapon',
  timing: 'start',
  mayClaim: anyone,
  permanentAction: true,
  achieve(ctx, player) {
    const { index, start } = ctx.input;
    const sectors = new Set<string>();
    for (const planet of holdingsOf(start, player.id).planets) {
      const sector = index.sectorOfPlanet.get(planet);
      if (sector !== undefined && index.sectorKind.get(sector) === 'outer') sectors.add(sector);
    }
    return sectors.size >= 3 ? points(5) : null;
  },
};
