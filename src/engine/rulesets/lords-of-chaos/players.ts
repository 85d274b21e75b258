import { z } from 'zod';
import type { Problem } from '../../core/ruleset.ts';
import { indexMap } from './map-index.ts';
import { labelled } from '../../core/forms.ts';
import { GOD_KINDS, MAJOR_GODS, PlayerSchema, type GameMap, type Player } from './schemas.ts';

/** A seated player: the warband, its god, and its starting planets. */
export const LocPlayerSchema = PlayerSchema.extend({
  warband: labelled(z.string().min(1).max(100), { label: { es: 'Banda', en: 'Warband' } }),
  god: labelled(z.string().min(1).max(64), { label: { es: 'Dios', en: 'God' } }),
  godKind: labelled(z.enum(GOD_KINDS), { label: { es: 'Tipo de dios', en: 'God kind' }, widget: 'select' }),
  planets: labelled(z.array(z.string().min(1).max(64)).max(1000), {
    label: { es: 'Planetas iniciales', en: 'Starting planets' },
    help: { es: 'Los planetas con los que empieza (normalmente dos).', en: 'The planets it starts with (usually two).' },
  }),
});
export type LocPlayer = Player & { warband: string; planets: string[] };

const isMajorGod = (god: string) => (MAJOR_GODS as readonly string[]).includes(god);

/**
 * A new player against the map and the players already seated: unique id, starting planets that exist and
 * are free, and a god consistent with its kind (major kind ⇔ one of the four major gods; rules §3).
 */
export function validatePlayer(map: GameMap, seated: readonly LocPlayer[], player: LocPlayer): Problem[] {
  const problems: Problem[] = [];
  if (seated.some((p) => p.id === player.id)) {
    problems.push({ path: 'id', code: 'duplicate_player', message: `A player with id "${player.id}" is already seated.` });
  }
  if (player.godKind === 'major' && !isMajorGod(player.god)) {
    problems.push({ path: 'god', code: 'not_a_major_god', message: `"${player.god}" is not a major god (${MAJOR_GODS.join(', ')}).` });
  }
  if (player.godKind !== 'major' && isMajorGod(player.god)) {
    problems.push({ path: 'godKind', code: 'major_god_kind', message: `${player.god} is a major god: its kind must be "major".` });
  }
  const index = indexMap(map);
  const taken = new Map<string, string>();
  for (const p of seated) for (const planet of p.planets) taken.set(planet, p.id);
  const own = new Set<string>();
  player.planets.forEach((planet, i) => {
    const path = `planets[${i}]`;
    if (!index.planetById.has(planet)) {
      problems.push({ path, code: 'unknown_planet', message: `There is no planet "${planet}" on the map.` });
    } else if (taken.has(planet)) {
      problems.push({ path, code: 'planet_taken', message: `Planet "${planet}" already belongs to ${taken.get(planet)}.` });
    } else if (own.has(planet)) {
      problems.push({ path, code: 'duplicate_planet', message: `Planet "${planet}" is listed twice.` });
    }
    own.add(planet);
  });
  return problems;
}
