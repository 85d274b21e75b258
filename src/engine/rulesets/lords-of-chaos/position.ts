import type { MapIndex } from './map-index.ts';

/** What one player holds in a position (rules §2: "control a subsector/sector" = every planet in it). */
export interface Holdings {
  planets: string[]; // map order
  resources: number; // Resources symbols on held planets
  subsectors: string[]; // whole subsectors held, map order
  sectors: string[]; // whole sectors held, map order
  subsectorsWithPlanet: Set<string>; // subsectors where the player holds at least one planet (reach, §5)
}

/** Derived view of a control map: per-player holdings and whole-subsector/sector owners. */
export interface Position {
  control: Readonly<Record<string, string | null>>;
  holdings: ReadonlyMap<string, Holdings>;
  subsectorOwner: ReadonlyMap<string, string>; // whole subsectors only
  sectorOwner: ReadonlyMap<string, string>; // whole sectors only
}

const EMPTY: Holdings = Object.freeze({
  planets: [],
  resources: 0,
  subsectors: [],
  sectors: [],
  subsectorsWithPlanet: new Set<string>(),
}) as Holdings;

export function holdingsOf(position: Position, player: string): Holdings {
  return position.holdings.get(player) ?? EMPTY;
}

export function controllerOf(position: Position, planet: string): string | null {
  return position.control[planet] ?? null;
}

/** O(planets + subsectors + sectors). */
export function analysePosition(index: MapIndex, control: Readonly<Record<string, string | null>>): Position {
  const holdings = new Map<string, Holdings>();
  const of = (player: string): Holdings => {
    let h = holdings.get(player);
    if (!h) holdings.set(player, (h = { planets: [], resources: 0, subsectors: [], sectors: [], subsectorsWithPlanet: new Set() }));
    return h;
  };
  for (const planetId of index.planetIds) {
    const owner = control[planetId];
    if (owner == null) continue;
    const h = of(owner);
    h.planets.push(planetId);
    if (index.planetById.get(planetId)?.resources) h.resources += 1;
    h.subsectorsWithPlanet.add(index.subsectorOfPlanet.get(planetId)!);
  }
  const subsectorOwner = new Map<string, string>();
  for (const subsector of index.subsectorIds) {
    const owner = soleOwner(index.planetsOfSubsector.get(subsector), control);
    if (owner === null) continue;
    subsectorOwner.set(subsector, owner);
    of(owner).subsectors.push(subsector);
  }
  const sectorOwner = new Map<string, string>();
  for (const sector of index.sectorIds) {
    const owner = soleOwner(index.planetsOfSector.get(sector), control);
    if (owner === null) continue;
    sectorOwner.set(sector, owner);
    of(owner).sectors.push(sector);
  }
  return { control, holdings, subsectorOwner, sectorOwner };
}

/** The single player holding every listed planet, or null (an empty list has no owner). */
function soleOwner(planets: readonly string[] | undefined, control: Readonly<Record<string, string | null>>): string | null {
  if (!planets || planets.length === 0) return null;
  const first = control[planets[0]!] ?? null;
  if (first === null) return null;
  for (const planet of planets) if ((control[planet] ?? null) !== first) return null;
  return first;
}
