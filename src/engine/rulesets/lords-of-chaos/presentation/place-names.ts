import type { Language } from '../../../core/catalogue.ts';
import type { GameMap } from '../schemas.ts';

/** Display names of map items in the page language (map `names` > `name` > id). */
export interface MapNames {
  planet(id: string): string;
  sector(id: string): string;
  subsector(id: string): string;
}

type Named = { id: string; name?: string | undefined; names?: { es?: string | undefined; en?: string | undefined } | undefined };

function lookup(items: readonly Named[], lang: Language): (id: string) => string {
  const byId = new Map(items.map((item) => [item.id, item.names?.[lang] ?? item.name ?? item.id] as const));
  return (id) => byId.get(id) ?? id;
}

export function mapNames(map: GameMap, lang: Language): MapNames {
  return {
    planet: lookup(map.planets, lang),
    sector: lookup(map.sectors, lang),
    subsector: lookup(map.subsectors, lang),
  };
}
