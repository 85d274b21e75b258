import type { GameMap, Planet, Sector, Subsector } from '../schemas.ts';
import type { Language } from '../../../core/catalogue.ts';

/** Lookup tables over a map, built once per render (the 1,000-planet map needs O(1) lookups). */
export interface MapIndex {
  map: GameMap;
  planets: Map<string, Planet>;
  subsectors: Map<string, Subsector>;
  sectors: Map<string, Sector>;
  /** planet id -> its sector (undefined only on an invalid map). */
  sectorOfPlanet(planetId: string): Sector | undefined;
}

export function indexMap(map: GameMap): MapIndex {
  const planets = new Map(map.planets.map((planet) => [planet.id, planet]));
  const subsectors = new Map(map.subsectors.map((subsector) => [subsector.id, subsector]));
  const sectors = new Map(map.sectors.map((sector) => [sector.id, sector]));
  return {
    map,
    planets,
    subsectors,
    sectors,
    sectorOfPlanet(planetId) {
      const planet = planets.get(planetId);
      const subsector = planet ? subsectors.get(planet.subsector) : undefined;
      return subsector ? sectors.get(subsector.sector) : undefined;
    },
  };
}

type Named = { id: string; name?: string | undefined; names?: { es?: string | undefined; en?: string | undefined } | undefined };

/** A map element's display name: its name in the language, else its plain name, else its id. */
export function displayName(item: Named | undefined, fallbackId: string, lang: Language): string {
  if (!item) return fallbackId;
  return item.names?.[lang] ?? item.name ?? item.id;
}
