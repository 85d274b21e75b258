import { theAwakened } from '../../../src/engine/rulesets/the-awakened/index.ts';
import type { Building, Step } from '../../../src/engine/rulesets/the-awakened/constants.ts';
import { boardKey } from '../../../src/engine/rulesets/the-awakened/boards.ts';
import type { Ctx } from '../../../src/engine/rulesets/the-awakened/context.ts';
import { emptyLand, indexBoard } from '../../../src/engine/rulesets/the-awakened/position.ts';
import type { LandState, Options, Player, Setup, Sheet, State } from '../../../src/engine/rulesets/the-awakened/schemas.ts';
import type { Outcome } from '../../../src/engine/rulesets/the-awakened/outcome.ts';
import { runStep } from '../../../src/engine/rulesets/the-awakened/pipeline.ts';

export const R = theAwakened;
export const ALBA: Player = { id: 'a', name: 'Alba', colour: 'red' };
export const BRUNO: Player = { id: 'b', name: 'Bruno', colour: 'blue' };
export const CARME: Player = { id: 'c', name: 'Carme', colour: 'green' };
export const DARIO: Player = { id: 'd', name: 'Darío', colour: 'white' };
export const PLAYERS = [ALBA, BRUNO, CARME, DARIO];

export function setupWith(options: Partial<Options> = {}, data: Partial<Setup['data']> = {}): Setup {
  const base = R.defaultSetup();
  return { options: { ...base.options, ...options }, data: { ...base.data, ...data } };
}

/** A land written compactly: marker "3|=<3" (or null: unexplored), owner, pieces, buildings. */
export interface LandSketch {
  marker?: string | null;
  owner?: string | null;
  p?: number;
  r?: number;
  m?: number;
  v?: number;
  b?: readonly Building[];
}

export function marker(text: string): LandState['marker'] {
  const [cap, mod] = text.split('|');
  return { cap: Number(cap), mod: mod! };
}

/**
 * A position on the board for `players.length` players, built without randomness: chamber spaces in board
 * order go to the players in seat order, each holding 4 population and 5 resources unless sketched otherwise;
 * turn order = seat order; `active` on `step`. Every other land is empty and unexplored unless sketched.
 */
export function position(
  sketch: Record<string, LandSketch>,
  opts: { players?: Player[]; setup?: Setup; active?: string; step?: Step; round?: number; drawn?: number; chambersEmpty?: boolean } = {},
): { setup: Setup; players: Player[]; state: State } {
  const players = opts.players ?? [ALBA, BRUNO];
  const setup = opts.setup ?? R.defaultSetup();
  const key = boardKey(players.length);
  const board = setup.data.boards[key];
  const index = indexBoard(board);
  const lands: State['lands'] = Object.fromEntries(index.order.map((id) => [id, emptyLand()]));
  const spaces = board.lands.filter((l) => l.chamber).map((l) => l.id);
  const chambers: Record<string, string> = {};
  players.forEach((p, i) => {
    const space = spaces[i]!;
    chambers[p.id] = space;
    lands[space] = opts.chambersEmpty
      ? { ...emptyLand(), marker: { cap: setup.options.chamberCap, mod: setup.options.chamberModifier } }
      : { ...emptyLand(), marker: { cap: setup.options.chamberCap, mod: setup.options.chamberModifier }, owner: p.id, population: 4, resources: 5 };
  });
  for (const [id, s] of Object.entries(sketch)) {
    if (!lands[id]) throw new Error(`no land ${id}`);
    const before = lands[id]!;
    lands[id] = {
      marker: s.marker === undefined ? before.marker : s.marker === null ? null : marker(s.marker),
      owner: s.owner === undefined ? before.owner : s.owner,
      population: s.p ?? (s.owner !== undefined ? 0 : before.population),
      resources: s.r ?? (s.owner !== undefined ? 0 : before.resources),
      military: { m: s.m ?? 0, v: s.v ?? 0 },
      buildings: [...(s.b ?? [])],
    };
  }
  const seats = players.map((p) => p.id);
  const state: State = {
    version: 1,
    board: key,
    seats,
    order: [...seats],
    colours: Object.fromEntries(players.map((p) => [p.id, p.colour!])),
    chambers,
    lands,
    markers: { drawn: opts.drawn ?? 0, total: setup.data.markers.length },
    round: opts.round ?? 1,
    active: opts.active ?? seats[0]!,
    step: opts.step ?? 'moves',
    turnStart: [],
    eliminated: [],
    winners: [],
    over: false,
    endReason: null,
  };
  return { setup, players, state };
}

export function ctxOf(setup: Setup, state: State, gameSeed = 'test'): Ctx {
  return { setup, index: indexBoard(setup.data.boards[state.board]), gameSeed };
}

/** Resolves the open step with the active player's answer (checked first: a refused answer fails the test). */
export function play(g: { setup: Setup; players: Player[]; state: State }, answer: Sheet | undefined, gameSeed = 'test'): { outcome: Outcome; state: State } {
  const player = g.state.active!;
  if (answer !== undefined) {
    const check = R.checkSheet(g.setup, g.players, g.state, player, answer, 'en');
    if (check.errors.length > 0) throw new Error(`refused: ${JSON.stringify(check.errors)}`);
  }
  const result = R.resolve({
    setup: g.setup,
    players: g.players,
    state: g.state,
    orders: answer === undefined ? {} : { [player]: answer },
    seed: 'step',
    gameSeed,
  });
  return { outcome: JSON.parse(JSON.stringify(result.outcome)) as Outcome, state: JSON.parse(JSON.stringify(result.nextState)) as State };
}

/** The reasons a sheet is refused with (in order). */
export function reasons(g: { setup: Setup; players: Player[]; state: State }, answer: Sheet, player = g.state.active ?? 'a'): string[] {
  return R.checkSheet(g.setup, g.players, g.state, player, answer, 'en').errors.map((e) => e.reason);
}

export const moves = (...list: { from: string; to: string; via?: string; population?: number; resources?: number }[]): Sheet => ({
  moves: list.map((m) => ({ population: 0, resources: 0, ...m })),
});

export function actions(sheet: { build?: { land: string; building: Building }[]; form?: { land: string; count: number }[]; military?: unknown[] }): Sheet {
  const military = (sheet.military ?? []).map((o) => {
    const order = o as Record<string, unknown>;
    return order.type === 'raid' ? { m: 0, v: 0, option: 'none', buildings: [], moveIn: 0, ...order } : { m: 0, v: 0, ...order };
  });
  return { build: sheet.build ?? [], form: sheet.form ?? [], military } as Sheet;
}

/** A land's pieces as a compact string: "a P3 R1 M1 V0 [city]". */
export function show(state: State, id: string): string {
  const l = state.lands[id]!;
  return `${l.owner ?? '-'} P${l.population} R${l.resources} M${l.military.m} V${l.military.v}${l.buildings.length ? ` [${l.buildings.join(',')}]` : ''}`;
}

/** The open step's own stages only (no next turn): the position right after the answer's orders. */
export function stepOnly(g: { setup: Setup; players: Player[]; state: State }, answer: Sheet, gameSeed = 'test'): State {
  const run = runStep(ctxOf(g.setup, g.state, gameSeed), g.state, answer);
  if (run.rejected.length > 0) throw new Error(`refused: ${JSON.stringify(run.rejected)}`);
  return JSON.parse(JSON.stringify(run.state)) as State;
}
