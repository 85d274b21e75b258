import { mapGraph, type MapGraph } from '../../core/map-graph.ts';
import type { GameMap, Planet, Sector, SectorKind, Subsector } from './schemas.ts';

/**
 * A precomputed lookup structure over a map (rules §2), built once per map object and cached.
 * Everything the validator and the resolution stages ask about the map is O(1) or O(degree) here.
 */
export interface MapIndex {
  readonly map: GameMap;
  /** Planet ids in map order (the order every stage iterates in). */
  readonly planetIds: readonly string[];
  readonly planetById: ReadonlyMap<string, Planet>;
  readonly subsectorById: ReadonlyMap<string, Subsector>;
  readonly sectorById: ReadonlyMap<string, Sector>;
  readonly planetOrder: ReadonlyMap<string, number>;
  readonly subsectorOfPlanet: ReadonlyMap<string, string>;
  readonly sectorOfSubsector: ReadonlyMap<string, string>;
  readonly sectorOfPlanet: ReadonlyMap<string, string>;
  readonly sectorKind: ReadonlyMap<string, SectorKind>;
  readonly subsectorIds: readonly string[];
  readonly sectorIds: readonly string[];
  readonly planetsOfSubsector: ReadonlyMap<string, readonly string[]>;
  readonly planetsOfSector: ReadonlyMap<string, readonly string[]>;
  /** The subsector graph (rules §2); an edge's value says whether it is a Cadian Gate crossing. */
  readonly adjacency: MapGraph<{ gate: boolean }>;
  /** Planet ids of every eye sector, in map order ("the Eye", §2). */
  readonly eyePlanets: readonly string[];
}

const cache = new WeakMap<GameMap, MapIndex>();

export function indexMap(map: GameMap): MapIndex {
  const cached = cache.get(map);
  if (cached) return cached;
  const built = buildIndex(map);
  cache.set(map, built);
  return built;
}

function push<K, V>(into: Map<K, V[]>, key: K, value: V): void {
  const list = into.get(key);
  if (list) list.push(value);
  else into.set(key, [value]);
}

function buildIndex(map: GameMap): MapIndex {
  const sectorKind = new Map(map.sectors.map((s) => [s.id, s.kind] as const));
  const sectorOfSubsector = new Map(map.subsectors.map((s) => [s.id, s.sector] as const));
  const planetById = new Map<string, Planet>();
  const planetOrder = new Map<string, number>();
  const subsectorOfPlanet = new Map<string, string>();
  const sectorOfPlanet = new Map<string, string>();
  const planetsOfSubsector = new Map<string, string[]>();
  const planetsOfSector = new Map<string, string[]>();
  const eyePlanets: string[] = [];
  map.planets.forEach((planet, i) => {
    if (planetById.has(planet.id)) return; // duplicates are a map problem (map-validation.ts); keep the first
    planetById.set(planet.id, planet);
    planetOrder.set(planet.id, i);
    subsectorOfPlanet.set(planet.id, planet.subsector);
    push(planetsOfSubsector, planet.subsector, planet.id);
    const sector = sectorOfSubsector.get(planet.subsector);
    if (sector !== undefined) {
      sectorOfPlanet.set(planet.id, sector);
      push(planetsOfSector, sector, planet.id);
      if (sectorKind.get(sector) === 'eye') eyePlanets.push(planet.id);
    }
  });
  // An edge listed twice is a map problem (map-validation.ts); it is a gate when either listing says so.
  const adjacency = mapGraph(
    map.subsectors.map((s) => s.id),
    map.adjacency.map(([a, b, data]) => [a, b, { gate: data?.gate === true }] as const),
    (first, again) => ({ gate: first.gate || again.gate }),
  );
  return {
    map,
    planetIds: [...planetById.keys()],
    planetById,
    subsectorById: new Map(map.subsectors.map((s) => [s.id, s])),
    sectorById: new Map(map.sectors.map((s) => [s.id, s])),
    planetOrder,
    subsectorOfPlanet,
    sectorOfSubsector,
    sectorOfPlanet,
    sectorKind,
    subsectorIds: map.subsectors.map((s) => s.id),
    sectorIds: map.sectors.map((s) => s.id),
    planetsOfSubsector,
    planetsOfSector,
    adjacency,
    eyePlanets,
  };
}

export function isEyeSubsector(index: MapIndex, subsector: string): boolean {
  const sector = index.sectorOfSubsector.get(subsector);
  return sector !== undefined && index.sectorKind.get(sector) === 'eye';
}

export function isEyePlanet(index: MapIndex, planet: string): boolean {
  const sector = index.sectorOfPlanet.get(planet);
  return sector !== undefined && index.sectorKind.get(sector) === 'eye';
}

/** An adjacency joining an outer subsector with an eye subsector (rules §2). */
export function isCrossing(index: MapIndex, a: string, b: string): boolean {
  return isEyeSubsector(index, a) !== isEyeSubsector(index, b);
}
