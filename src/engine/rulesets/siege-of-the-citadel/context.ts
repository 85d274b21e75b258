import type { FixedDraws } from '../../core/fixed-draws.ts';
import type { SeededRandom } from '../../core/rng.ts';
import type { CreatureType } from './ids.ts';
import type { SiegeEvent } from './outcome.ts';
import type { Player } from './players.ts';
import { indexGrid, parseSquare, squareKey, type GridIndex, type Square } from './rules/grid.ts';
import { creatureStats, rowOfRank } from './rules/ranks.ts';
import type { Equipment, Mission, Setup, TrooperData } from './setup.ts';
import { figureById, type Figure, type Group, type State } from './state.ts';

/**
 * What every stage works on: the setup, the mission and its grid, a working copy of the state, the dice
 * (null while only checking an answer: nothing is rolled) and the events of the step so far.
 */
export interface Ctx {
  setup: Setup;
  players: readonly Player[];
  mission: Mission;
  grid: GridIndex | null;
  state: State;
  rng: SeededRandom | null;
  gameSeed: string;
  events: SiegeEvent[];
  /** Case files only: scripted draws, passed to every hiddenRandom (core/fixed-draws.ts). */
  fixedDraws?: FixedDraws;
}

export function missionOf(setup: Setup, id: string): Mission {
  return setup.data.missions.find((m) => m.id === id) ?? setup.data.missions[0]!;
}

export function makeCtx(setup: Setup, players: readonly Player[], state: State, rng: SeededRandom | null, gameSeed: string, fixedDraws?: FixedDraws): Ctx {
  const mission = missionOf(setup, state.mission);
  return {
    setup,
    players,
    mission,
    grid: mission.grid ? indexGrid(mission.grid) : null,
    state,
    rng,
    gameSeed,
    events: [],
    ...(fixedDraws ? { fixedDraws } : {}),
  };
}

export const full = (ctx: Ctx): boolean => ctx.state.rules === 'full';

export function trooperData(ctx: Ctx, figure: Figure): TrooperData | undefined {
  return ctx.setup.data.troopers.find((t) => t.id === figure.type);
}

export function equipmentOf(ctx: Ctx, id: string): Equipment | undefined {
  return ctx.setup.data.equipment.find((e) => e.id === id);
}

export function groupOf(ctx: Ctx, figure: Figure): Group | undefined {
  return figure.kind === 'trooper' ? ctx.state.groups[figure.owner] : undefined;
}

export const statsOf = (ctx: Ctx, figure: Figure) => creatureStats(ctx.setup.data, ctx.state.tier, figure.type as CreatureType);

/** Armour of a figure: Doomtroopers the data's (seed: 1), creatures their tile's. */
export function armourOf(ctx: Ctx, figure: Figure): number {
  return figure.kind === 'trooper' ? ctx.setup.data.doomtrooper.armour : statsOf(ctx, figure).armour;
}

/** Squares per move action: 3 (seed), Mishima 4 (full rules), creatures their tile's. */
export function moveAllowance(ctx: Ctx, figure: Figure): number {
  if (figure.kind === 'creature') return statsOf(ctx, figure).move;
  const group = groupOf(ctx, figure);
  return ctx.setup.data.doomtrooper.move + (full(ctx) && group?.corporation === 'mishima' ? 1 : 0);
}

export const colourOfGroup = (ctx: Ctx, group: Group) => rowOfRank(ctx.setup.data, group.rank).colour;

export function squareOf(figure: Figure): Square | null {
  return figure.square === null ? null : parseSquare(figure.square);
}

/** Squares holding a figure on the board, except the listed figures. */
export function occupied(ctx: Ctx, except: readonly string[] = []): Set<string> {
  const out = new Set<string>();
  for (const f of ctx.state.figures) {
    if (f.status !== 'board' || except.includes(f.id)) continue;
    const s = squareOf(f);
    if (s) out.add(squareKey(s));
  }
  return out;
}

export function figureAt(ctx: Ctx, square: Square): Figure | undefined {
  return ctx.state.figures.find((f) => {
    if (f.status !== 'board') return false;
    const s = squareOf(f);
    return s !== null && s.x === square.x && s.y === square.y;
  });
}

export const figure = (ctx: Ctx, id: string): Figure | undefined => figureById(ctx.state, id);

/** Points never go below 0 unless the option allows it. */
export function addPoints(ctx: Ctx, group: Group, delta: number): number {
  const before = group.points;
  group.points = ctx.setup.options.negativePoints ? group.points + delta : Math.max(0, group.points + delta);
  return group.points - before;
}

/** The entrances of the mission for troopers or for the Legion. */
export const entrancesFor = (ctx: Ctx, legion: boolean) => ctx.mission.entrances.filter((e) => e.legion === legion);

/**
 * The entrances the Legion's reinforcements may use: its entrances into sections bordering the citadel walls
 * (seed "SPELPLANEN OCH CITADELLET": "Legionens förstärkningar kan bara ta sig in på sektioner som med två av
 * sina sidor gränsar till citadellets väggar"; the mission data marks those sections `citadel`).
 */
export const reinforcementGates = (ctx: Ctx) => entrancesFor(ctx, true).filter((e) => ctx.mission.sections.some((s) => s.id === e.section && s.citadel));
