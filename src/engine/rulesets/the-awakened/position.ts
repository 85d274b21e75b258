import { mapGraph, type MapGraph } from '../../core/map-graph.ts';
import { boardKey, type Board, type LandSpec } from './boards.ts';
import { BUILDINGS, type Building } from './constants.ts';
import { baseProduction, production, type Marker } from './markers.ts';
import type { TurnEvent } from './outcome.ts';
import type { LandState, Setup, State } from './schemas.ts';

/** A board with lookups: the land graph (lands in board order, neighbours in board order), specs by id. */
export interface BoardIndex extends MapGraph {
  board: Board;
  order: readonly string[];
  spec: ReadonlyMap<string, LandSpec>;
}

export function indexBoard(board: Board): BoardIndex {
  // Adjacency is symmetric even if a hand-edited board lists an edge once (validateSetup reports it).
  const graph = mapGraph(
    board.lands.map((land) => land.id),
    board.lands.flatMap((land) => land.adjacent.map((other) => [land.id, other] as const)),
  );
  return { ...graph, board, order: graph.nodes, spec: new Map(board.lands.map((land) => [land.id, land])) };
}

export function boardOf(setup: Setup, state: Pick<State, 'board'>): Board {
  return setup.data.boards[state.board];
}

export function boardForPlayers(setup: Setup, playerCount: number): Board {
  return setup.data.boards[boardKey(playerCount)];
}

export function adjacent(index: BoardIndex, a: string, b: string): boolean {
  return index.adjacent(a, b);
}

export function emptyLand(): LandState {
  return { marker: null, owner: null, population: 0, resources: 0, military: { m: 0, v: 0 }, buildings: [] };
}

export function land(state: State, id: string): LandState {
  return state.lands[id] ?? emptyLand();
}

export function militaryCount(land: LandState): number {
  return land.military.m + land.military.v;
}

/** The owner's pieces in the land: population, stored resources, military. */
export function hasPieces(land: LandState): boolean {
  return land.population + land.resources + militaryCount(land) > 0;
}

/** Another player's pieces are in the land: nobody else may enter it (seed: "unoccupied or controlled by the active player"). */
export function occupiedByOther(land: LandState, player: string): boolean {
  return land.owner !== null && land.owner !== player && hasPieces(land);
}

export function has(land: LandState, building: Building): boolean {
  return land.buildings.includes(building);
}

export function sortBuildings(buildings: Building[]): Building[] {
  return BUILDINGS.filter((b) => buildings.includes(b));
}

export function isChamber(state: State, landId: string): boolean {
  return Object.values(state.chambers).includes(landId);
}

/** Population a land can hold: the marker's first number, +1 with a City (seed steps 1 and 5). */
export function capOf(land: LandState): number {
  return (land.marker?.cap ?? 0) + (has(land, 'city') ? 1 : 0);
}

/** Resources the land produces for its population now (modifier, then Factory). */
export function productionOf(land: LandState): number {
  return land.marker ? production(land.marker.mod, land.population, has(land, 'factory')) : 0;
}

export function baseProductionOf(marker: Marker | null, population: number): number {
  return marker ? baseProduction(marker.mod, population) : 0;
}

export interface Totals {
  population: number;
  resources: number;
  military: number;
  lands: number;
}

/** A player's pieces on the board. */
export function totals(index: BoardIndex, state: State, player: string): Totals {
  const out: Totals = { population: 0, resources: 0, military: 0, lands: 0 };
  for (const id of index.order) {
    const l = land(state, id);
    if (l.owner !== player) continue;
    out.population += l.population;
    out.resources += l.resources;
    out.military += militaryCount(l);
    out.lands += 1;
  }
  return out;
}

export function populationOf(index: BoardIndex, state: State, player: string): number {
  return totals(index, state, player).population;
}

export function buildingsOnBoard(index: BoardIndex, state: State, building: Building): number {
  return index.order.filter((id) => has(land(state, id), building)).length;
}

/** The players still in the game, in turn order. */
export function livePlayers(state: State): string[] {
  return state.order.filter((p) => !state.eliminated.includes(p));
}

/** The population target of the game: 25 with 2–3 players, 20 with 4 (options). */
export function winTarget(setup: Setup, state: State): number {
  return state.seats.length >= 4 ? setup.options.winPopulationFour : setup.options.winPopulationSmall;
}

export function populationTable(index: BoardIndex, state: State): Record<string, number> {
  return Object.fromEntries(state.seats.map((p) => [p, populationOf(index, state, p)]));
}

/**
 * Keeps every land consistent after a change ([D] decisions 4 and 5 in docs/rulesets/the-awakened.md):
 * a Defence with none of its owner's population or military left is destroyed (abandoned); a land with no
 * pieces and no buildings has no owner. A land with only buildings stays its last owner's until somebody
 * else moves in.
 */
export function settle(index: BoardIndex, state: State): TurnEvent[] {
  const events: TurnEvent[] = [];
  for (const id of index.order) {
    const l = state.lands[id];
    if (!l) continue;
    if (has(l, 'defence') && l.population + militaryCount(l) === 0) {
      l.buildings = l.buildings.filter((b) => b !== 'defence');
      events.push({ type: 'defence_abandoned', land: id, player: l.owner });
    }
    if (!hasPieces(l) && l.buildings.length === 0) l.owner = null;
  }
  return events;
}

/** A deep copy to work on (resolution is pure: the input state is never changed). */
export function cloneState(state: State): State {
  return structuredClone(state);
}
