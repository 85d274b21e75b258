import type { MapIndex } from './map-index.ts';
import type { Player, State } from './schemas.ts';

/** Gods a warband serves: its own god plus every favour won through deeds (rules §3). */
export function servedGods(player: Player, favours: readonly string[] | undefined): Set<string> {
  return new Set([player.god, ...(favours ?? [])]);
}

/** Gods a planet is sacred to: the map's `sacredTo` plus gods added by Templo del Caos (state.extraSacred). */
export function sacredGods(index: MapIndex, extraSacred: State['extraSacred'], planet: string): string[] {
  const gods: string[] = [];
  const base = index.planetById.get(planet)?.sacredTo;
  if (base) gods.push(base);
  for (const god of extraSacred[planet] ?? []) if (!gods.includes(god)) gods.push(god);
  return gods;
}

export function isSacredWorld(index: MapIndex, extraSacred: State['extraSacred'], planet: string): boolean {
  return sacredGods(index, extraSacred, planet).length > 0;
}
