import { sacredGods, servedGods } from './gods.ts';
import type { MapIndex } from './map-index.ts';
import { holdingsOf, type Position } from './position.ts';
import type { Player, State } from './schemas.ts';

/** The parts of rules §4's table, for reports and tests. */
export interface ActionsBreakdown {
  base: 1;
  hasPlanet: number; // +1 if at least one planet
  hasSubsector: number; // +1 flat if at least one whole subsector
  resources: number; // +1 per Resources symbol
  sectors: number; // +2 per whole sector
  sacredWorlds: number; // +1 per held sacred world of a served god [D]
  permanent: number; // deeds' permanent bonuses
  total: number;
}

type Bonuses = Pick<State, 'permanentActions' | 'favours' | 'extraSacred'>;

export function actionsBreakdown(index: MapIndex, position: Position, player: Player, bonuses: Bonuses): ActionsBreakdown {
  const held = holdingsOf(position, player.id);
  const served = servedGods(player, bonuses.favours[player.id]);
  let sacredWorlds = 0;
  for (const planet of held.planets) {
    // One world counts once even when it is sacred to several served gods.
    if (sacredGods(index, bonuses.extraSacred, planet).some((god) => served.has(god))) sacredWorlds += 1;
  }
  const parts = {
    base: 1 as const,
    hasPlanet: held.planets.length > 0 ? 1 : 0,
    hasSubsector: held.subsectors.length > 0 ? 1 : 0,
    resources: held.resources,
    sectors: 2 * held.sectors.length,
    sacredWorlds,
    permanent: bonuses.permanentActions[player.id] ?? 0,
  };
  const total = parts.base + parts.hasPlanet + parts.hasSubsector + parts.resources + parts.sectors + parts.sacredWorlds + parts.permanent;
  return { ...parts, total };
}

/** Actions a player has in a turn, computed on the position at the start of that turn (rules §4). */
export function countActions(index: MapIndex, position: Position, player: Player, bonuses: Bonuses): number {
  return actionsBreakdown(index, position, player, bonuses).total;
}
