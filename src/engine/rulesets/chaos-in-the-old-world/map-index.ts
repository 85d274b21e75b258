import { mapGraph, type MapGraph } from '../../core/map-graph.ts';
import type { Region, Setup } from './schemas.ts';

/** The map as lookups: the region graph (regions in standard region order), regions by id. */
export interface MapIndex extends MapGraph {
  /** Region ids in standard region order (the graph's nodes). */
  order: readonly string[];
  byId: ReadonlyMap<string, Region>;
}

const cache = new WeakMap<object, MapIndex>();

export function indexMap(setup: Setup): MapIndex {
  const cached = cache.get(setup.data);
  if (cached) return cached;
  const graph = mapGraph(
    setup.data.regions.map((r) => r.id),
    setup.data.adjacency,
  );
  const index = { ...graph, order: graph.nodes, byId: new Map(setup.data.regions.map((r) => [r.id, r])) };
  cache.set(setup.data, index);
  return index;
}
