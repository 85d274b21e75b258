import type { Lang } from '../../core/catalogue.ts';
import type { World } from './world.ts';

/** Display names (raw text: the report serializers escape it). */

export function playerName(world: World, id: string): string {
  return world.players.find((p) => p.id === id)?.name ?? id;
}

export function factionName(world: World, player: string, lang: Lang): string {
  return world.factionOf.get(player)?.name[lang] ?? '';
}

export function areaName(world: World, id: string, lang: Lang): string {
  return world.areaById.get(id)?.name[lang] ?? id;
}

/** "Shoggoth 2" (type name and number). */
export function unitName(world: World, id: string, lang: Lang): string {
  const info = world.unitById.get(id);
  return info ? `${info.type.name[lang]} ${info.n}` : id;
}

export function abilityName(world: World, player: string, id: string, lang: Lang): string {
  return world.factionOf.get(player)?.abilities.find((a) => a.id === id)?.name[lang] ?? id;
}

export function unitTypeName(world: World, player: string, id: string, lang: Lang): string {
  return world.factionOf.get(player)?.units.find((u) => u.id === id)?.name[lang] ?? id;
}

/** Reason parameters as a player reads them: names instead of ids (areas, units, unit types, abilities, players). */
export function displayParams(world: World, player: string, params: Record<string, string | number>, lang: Lang): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value !== 'string') out[key] = value;
    else if (key === 'area' || key === 'from') out[key] = areaName(world, value, lang);
    else if (key === 'unit')
      out[key] = value
        .split(', ')
        .map((u) => unitName(world, u, lang))
        .join(', ');
    else if (key === 'type') out[key] = unitTypeName(world, player, value, lang);
    else if (key === 'ability') out[key] = abilityName(world, player, value, lang);
    else if (key === 'player') out[key] = playerName(world, value);
    else out[key] = value;
  }
  return out;
}
