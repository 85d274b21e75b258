import type { Region, Setup } from './schemas.ts';

/** The map as lookups: regions in standard region order, neighbours, ids. */
export interface MapIndex {
  order: string[];
  byId: ReadonlyMap<string, Region>;
  neighbours: ReadonlyMap<string, ReadonlySet<string>>;
}

const cache = new WeakMap<object, MapIndex>();

export function indexMap(setup: Setup): MapIndex {
  const cached = cache.get(setup.data);
  if (cached) return cached;
  const order = setup.data.regions.map((r) => r.id);
  const byId = new Map(setup.data.regions.map((r) => [r.id, r]));
  const neighbours = new Map<string, Set<string>>(order.map((id) => [id, new Set<string>()]));
  for (const [a, b] of setup.data.adjacency) {
    if (a === b || !byId.has(a) || !byId.has(b)) continue;
    neighbours.get(a)!.add(b);
    neighbours.get(b)!.add(a);
  }
  const index = { order, byId, neighbours };
  cache.set(setup.data, index);
  return index;
}
