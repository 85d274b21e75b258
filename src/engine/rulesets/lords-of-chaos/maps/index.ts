import { MapSchema } from '../schemas.ts';
import type { GameMap } from '../schemas.ts';
import eyeOfTerrorJson from './eye-of-terror.json' with { type: 'json' };

/**
 * Built-in Lords of Chaos maps. Each JSON file is parsed through MapSchema when the module loads, so a
 * broken map fails loudly at start-up (tests/rulesets/lords-of-chaos/map also runs the semantic validation on every map here).
 */

/** "El Ojo del Terror": 5 outer sectors in a ring around 3 eye sectors, with the Cadian Gate (rules §2). */
export const DEFAULT_MAP: GameMap = MapSchema.parse(eyeOfTerrorJson);

/** Every built-in map by id. */
export const MAPS: Record<string, GameMap> = {
  [DEFAULT_MAP.id ?? 'eye-of-terror']: DEFAULT_MAP,
};
