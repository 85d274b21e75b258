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
