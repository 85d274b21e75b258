import { isCrossing, type MapIndex } from './map-index.ts';
import type { Holdings } from './position.ts';

export type Reach = { reachable: false } | { reachable: true; crossing: boolean };

/**
 * Reach to a subsector for a player who holds planets (rules §5): the target subsector itself or an adjacent one
 * must hold one of the player's planets. [D] The cost doubles (`crossing`) only when every reach source is across
 * the Eye boundary and joined by a non-gate crossing; the same subsector, a same-side neighbour or a gate crossing
 * keeps the normal cost.
 */
export function reachSubsector(index: MapIndex, held: Holdings, target: string): Reach {
  if (held.subsectorsWithPlanet.has(target)) return { reachable: true, crossing: false };
  let reachable = false;
  for (const neighbour of index.adjacency.neighbours.get(target) ?? []) {
    if (!held.subsectorsWithPlanet.has(neighbour)) continue;
    reachable = true;
    if (index.adjacency.edge(target, neighbour)!.gate || !isCrossing(index, target, neighbour)) return { reachable: true, crossing: false };
  }
  return reachable ? { reachable: true, crossing: true } : { reachable: false };
}
