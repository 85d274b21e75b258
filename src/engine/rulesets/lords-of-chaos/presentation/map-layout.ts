import type { GameMap } from '../schemas.ts';

export interface Point {
  x: number;
  y: number;
}

export interface MapLayout {
  /** planet id -> position in map units. */
  positions: Map<string, Point>;
  /** true when the map's own x/y coordinates were used. */
  fromMap: boolean;
}

const PLANET_SPACING = 70; // between neighbouring planets of a subsector (room for a label)
const SUBSECTOR_GAP = 70;
const SECTOR_GAP = 110;

const cache = new WeakMap<GameMap, MapLayout>();

/**
 * Planet positions: the map's x/y when every planet has both, else an automatic layout that depends only
 * on the map (so it is the same on every turn): eye sectors in the middle, outer sectors on a ring around
 * them, subsectors on a small ring inside their sector, planets on a ring inside their subsector.
 */
export function layoutMap(map: GameMap): MapLayout {
  const cached = cache.get(map);
  if (cached) return cached;
  const layout = map.planets.every((planet) => planet.x !== undefined && planet.y !== undefined)
    ? { positions: new Map(map.planets.map((planet) => [planet.id, { x: planet.x!, y: planet.y! }])), fromMap: true }
    : { positions: automaticLayout(map), fromMap: false };
  cache.set(map, layout);
  return layout;
}

/** A cluster: children placed on a ring; `radius` is the space the cluster needs around its centre. */
interface Cluster {
  radius: number;
  place(center: Point, out: Map<string, Point>): void;
}

function automaticLayout(map: GameMap): Map<string, Point> {
  const planetsBySubsector = groupBy(map.planets, (planet) => planet.subsector);
  const subsectorsBySector = groupBy(map.subsectors, (subsector) => subsector.sector);
  const sectorCluster = (sectorId: string): Cluster =>
    ring(
      (subsectorsBySector.get(sectorId) ?? []).map((subsector) =>
        ring(
          (planetsBySubsector.get(subsector.id) ?? []).map((planet) => leaf(planet.id)),
          PLANET_SPACING,
          0,
          0,
        ),
      ),
      SUBSECTOR_GAP,
    );
  const eye = map.sectors.filter((sector) => sector.kind === 'eye').map((sector) => sectorCluster(sector.id));
  const outer = map.sectors.filter((sector) => sector.kind !== 'eye').map((sector) => sectorCluster(sector.id));
  const positions = new Map<string, Point>();
  // Eye sectors side by side when there are two (start at 9 o'clock), outer ones from 12 o'clock.
  const eyeCluster = ring(eye, SECTOR_GAP, 0, Math.PI);
  const origin = { x: 0, y: 0 };
  if (eye.length > 0) eyeCluster.place(origin, positions);
  const innerRadius = eye.length > 0 ? eyeCluster.radius + SECTOR_GAP : 0;
  ring(outer, SECTOR_GAP, innerRadius).place(origin, positions);
  // Planets of subsectors missing from the sectors list (invalid map): park them in a row below.
  let spare = 0;
  for (const planet of map.planets) {
    if (!positions.has(planet.id)) positions.set(planet.id, { x: spare++ * PLANET_SPACING, y: -innerRadius - 400 });
  }
  return positions;
}

function leaf(id: string): Cluster {
  return { radius: 0, place: (center, out) => out.set(id, center) };
}

/**
 * Places clusters evenly on a circle big enough that neighbours do not overlap (chord between two
 * neighbours >= their radii + gap), and at least `minRing` from the centre.
 */
function ring(children: Cluster[], gap: number, minRing = 0, startAngle = -Math.PI / 2): Cluster {
  const count = children.length;
  if (count === 0) return { radius: 0, place: () => {} };
  const first = children[0]!;
  if (count === 1 && minRing === 0) return { radius: first.radius, place: (center, out) => first.place(center, out) };
  let ringRadius = minRing;
  const step = (2 * Math.PI) / count;
  if (count > 1) {
    for (let index = 0; index < count; index += 1) {
      const next = children[(index + 1) % count]!;
      const needed = (children[index]!.radius + next.radius + gap) / (2 * Math.sin(step / 2));
      ringRadius = Math.max(ringRadius, needed);
    }
  }
  ringRadius = Math.max(ringRadius, minRing + Math.max(...children.map((child) => child.radius)));
  const radius = ringRadius + Math.max(...children.map((child) => child.radius));
  return {
    radius,
    place(center, out) {
      children.forEach((child, index) => {
        // Clockwise from the start angle (sectors and subsectors start at 12 o'clock, planets at 3).
        const angle = startAngle + index * step;
        child.place({ x: center.x + ringRadius * Math.cos(angle), y: center.y + ringRadius * Math.sin(angle) }, out);
      });
    },
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Convex hull (Andrew's monotone chain), counter-clockwise, of at least one point. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length <= 2) return sorted;
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const point of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, point) <= 0) lower.pop();
    lower.push(point);
  }
  const upper: Point[] = [];
  for (let index = sorted.length - 1; index >= 0; index -= 1) {
    const point = sorted[index]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, point) <= 0) upper.pop();
    upper.push(point);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** The hull of discs of radius `pad` around the points (a rounded region around a group of planets). */
export function paddedHull(points: readonly Point[], pad: number): Point[] {
  const ring: Point[] = [];
  const steps = 16;
  // The hull of discs only depends on the discs around the centres' hull vertices.
  for (const point of convexHull(points)) {
    for (let step = 0; step < steps; step += 1) {
      const angle = (2 * Math.PI * step) / steps;
      ring.push({ x: point.x + pad * Math.cos(angle), y: point.y + pad * Math.sin(angle) });
    }
  }
  return convexHull(ring);
}
