import { mapGraph, type MapGraph } from '../../core/map-graph.ts';
import { half } from './rounding.ts';
import type { Ability, Area, Faction, Setup, UnitKind, UnitType } from './setup.ts';
import type { Direction, Player, State } from './types.ts';

/** One unit figure: `<faction>.<type>.<n>`, n = 1..count. */
export interface UnitInfo {
  id: string;
  faction: string;
  owner: string;
  type: UnitType;
  n: number;
}

/** Lookups built once from the setup and the seated players (pure, sorted, no Map in any output). */
export interface World {
  setup: Setup;
  players: Player[];
  playerIds: string[];
  factionOf: Map<string, Faction>;
  playerOfFaction: Map<string, string>;
  areas: Area[];
  /** The map: areas in data order and their links (neighbours in map order). */
  map: MapGraph;
  areaIds: readonly string[];
  areaById: Map<string, Area>;
  neighbours: ReadonlyMap<string, readonly string[]>;
  units: UnitInfo[];
  unitById: Map<string, UnitInfo>;
  /** Unit ids per player in a stable order (type order of the faction sheet, then number). */
  unitsOf: Map<string, string[]>;
}

export const KIND_RANK: Record<UnitKind, number> = { cultist: 0, monster: 1, goo: 2 };

export function buildWorld(setup: Setup, players: readonly Player[]): World {
  const factions = new Map(setup.data.factions.map((f) => [f.id, f]));
  const factionOf = new Map<string, Faction>();
  const playerOfFaction = new Map<string, string>();
  for (const p of players) {
    const faction = factions.get(p.faction);
    if (!faction) continue;
    factionOf.set(p.id, faction);
    playerOfFaction.set(faction.id, p.id);
  }
  const areas = setup.data.map.areas;
  const map = mapGraph(
    areas.map((a) => a.id),
    setup.data.map.adjacency,
  );
  const units: UnitInfo[] = [];
  const unitsOf = new Map<string, string[]>();
  for (const p of players) {
    const faction = factionOf.get(p.id);
    const own: string[] = [];
    if (faction) {
      for (const type of faction.units) {
        for (let n = 1; n <= type.count; n++) {
          const info = { id: `${faction.id}.${type.id}.${n}`, faction: faction.id, owner: p.id, type, n };
          units.push(info);
          own.push(info.id);
        }
      }
    }
    unitsOf.set(p.id, own);
  }
  return {
    setup,
    players: [...players],
    playerIds: players.map((p) => p.id),
    factionOf,
    playerOfFaction,
    areas,
    map,
    areaIds: map.nodes,
    areaById: new Map(areas.map((a) => [a.id, a])),
    neighbours: map.neighbours,
    units,
    unitById: new Map(units.map((u) => [u.id, u])),
    unitsOf,
  };
}

// ---- Queries on a position -------------------------------------------------------------------------------

export function ownerOf(world: World, unit: string): string | undefined {
  return world.unitById.get(unit)?.owner;
}

/** A player's units in an area (stable order). */
export function unitsIn(world: World, state: State, player: string, area: string): string[] {
  return (world.unitsOf.get(player) ?? []).filter((u) => state.units[u] === area);
}

/** Every unit in an area, any owner (stable order: seat order, then sheet order). */
export function allUnitsIn(world: World, state: State, area: string): string[] {
  return world.units.filter((u) => state.units[u.id] === area).map((u) => u.id);
}

export function unitsOnMap(world: World, state: State, player: string): string[] {
  return (world.unitsOf.get(player) ?? []).filter((u) => state.units[u] !== undefined);
}

/** In the pool: neither on the map nor captive. */
export function inPool(state: State, unit: string): boolean {
  return state.units[unit] === undefined && state.captives[unit] === undefined;
}

export function poolOf(world: World, state: State, player: string, typeId: string): string[] {
  return (world.unitsOf.get(player) ?? []).filter((u) => world.unitById.get(u)?.type.id === typeId && inPool(state, u));
}

export function kindOf(world: World, unit: string): UnitKind | undefined {
  return world.unitById.get(unit)?.type.kind;
}

/** The player controlling the gate of an area: the owner of the unit on it ([D] digest), else null. */
export function gateController(world: World, state: State, area: string): string | null {
  const holder = state.gates[area];
  if (holder === undefined || holder === null) return null;
  return state.units[holder] === area ? (ownerOf(world, holder) ?? null) : null;
}

export function controlledGates(world: World, state: State, player: string): string[] {
  return world.areaIds.filter((a) => state.gates[a] !== undefined && gateController(world, state, a) === player);
}

export function abandonedGates(world: World, state: State): string[] {
  return world.areaIds.filter((a) => state.gates[a] !== undefined && gateController(world, state, a) === null);
}

/** Faction Great Old Ones of a player on the map (footnote 3: only the faction's own). */
export function greatOldOnesInPlay(world: World, state: State, player: string): string[] {
  return unitsOnMap(world, state, player).filter((u) => kindOf(world, u) === 'goo');
}

/**
 * The cost of the next ritual: the marker's space. Past the last space the track is exhausted (null: no more
 * rituals) when it ends the game (option `ritualTrackEnds`), else the last value stays the price.
 */
export function ritualCost(setup: Setup, state: State): number | null {
  const track = setup.data.ritualTrack;
  if (state.ritual < track.length) return track[state.ritual]!;
  return setup.options.ritualTrackEnds ? null : (track.at(-1) ?? null);
}

/** Combat of one unit (GM override, else its sheet value or formula against an opponent). */
export function unitCombat(world: World, state: State, unit: string, opponent: string | null): number {
  const override = state.combat[unit];
  if (override !== undefined) return override;
  const info = world.unitById.get(unit);
  if (!info) return 0;
  const combat = info.type.combat;
  if (typeof combat === 'number') return combat;
  const owner = info.owner;
  let total = combat.plus;
  for (const term of combat.sum) {
    switch (term) {
      case 'own-spellbooks':
        total += state.spellbooks[owner]?.length ?? 0;
        break;
      case 'opponent-spellbooks':
        total += opponent ? (state.spellbooks[opponent]?.length ?? 0) : 0;
        break;
      case 'own-cultists':
        total += unitsOnMap(world, state, owner).filter((u) => kindOf(world, u) === 'cultist').length;
        break;
      case 'own-gates':
        total += controlledGates(world, state, owner).length;
        break;
      case 'ritual-cost':
        total += ritualCost(world.setup, state) ?? world.setup.data.ritualTrack.at(-1) ?? 0;
        break;
      case 'opponent-doom-half':
        total += opponent ? half(state.doom[opponent] ?? 0) : 0;
        break;
    }
  }
  return Math.max(0, total);
}

export function combatIn(world: World, state: State, player: string, area: string, opponent: string | null): number {
  return unitsIn(world, state, player, area).reduce((sum, u) => sum + unitCombat(world, state, u, opponent), 0);
}

/** Players seen clockwise (seat order) or counter-clockwise, starting with `from`. */
export function turnOrder(world: World, first: string, direction: Direction): string[] {
  const ids = world.playerIds;
  const start = Math.max(0, ids.indexOf(first));
  const step = direction === 'clockwise' ? 1 : -1;
  return ids.map((_, i) => ids[(((start + i * step) % ids.length) + ids.length) % ids.length]!);
}

export function abilityOf(world: World, player: string, id: string): Ability | undefined {
  return world.factionOf.get(player)?.abilities.find((a) => a.id === id);
}

export function unitTypeOf(world: World, player: string, id: string): UnitType | undefined {
  return world.factionOf.get(player)?.units.find((u) => u.id === id);
}

/** Sort unit ids by value (cheapest first: kind, cost, combat, then sheet order): default hit assignment. */
export function byCheapest(world: World, state: State, units: readonly string[]): string[] {
  const order = new Map(world.units.map((u, i) => [u.id, i]));
  const key = (u: string) => {
    const info = world.unitById.get(u);
    return info ? [KIND_RANK[info.type.kind], info.type.cost, unitCombat(world, state, u, null), order.get(u) ?? 0] : [9, 99, 99, 0];
  };
  return [...units].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i]! !== kb[i]!) return ka[i]! - kb[i]!;
    return 0;
  });
}
