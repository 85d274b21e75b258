import { cthulhuWars as cw } from '../../../src/engine/rulesets/cthulhu-wars/index.ts';
import type { Sheet } from '../../../src/engine/rulesets/cthulhu-wars/answers.ts';
import type { GameEvent, Outcome } from '../../../src/engine/rulesets/cthulhu-wars/outcome.ts';
import { settledState } from '../../../src/engine/rulesets/cthulhu-wars/pipeline.ts';
import type { Options, Setup } from '../../../src/engine/rulesets/cthulhu-wars/setup.ts';
import type { Player, State } from '../../../src/engine/rulesets/cthulhu-wars/types.ts';
import { buildWorld } from '../../../src/engine/rulesets/cthulhu-wars/world.ts';

export { cw };

/** Great Cthulhu (a), Yellow Sign (b), Black Goat (c), Crawling Chaos (d), Windwalker (e): seat order = clockwise. */
export const ALBA: Player = { id: 'a', name: 'Alba', faction: 'gc' };
export const BRUNO: Player = { id: 'b', name: 'Bruno', faction: 'ys' };
export const CARLA: Player = { id: 'c', name: 'Carla', faction: 'bg' };
export const DARIO: Player = { id: 'd', name: 'Darío', faction: 'cc' };
export const ELENA: Player = { id: 'e', name: 'Elena', faction: 'ww' };
export const P2 = [ALBA, BRUNO];
export const P3 = [ALBA, BRUNO, CARLA];

export const SETUP: Setup = cw.defaultSetup();

export function withOptions(options: Partial<Options>, base: Setup = SETUP): Setup {
  return { ...base, options: { ...base.options, ...options } };
}

export function withData(data: Partial<Setup['data']>, base: Setup = SETUP): Setup {
  return { ...base, data: { ...base.data, ...data } };
}

export interface Game {
  setup: Setup;
  players: Player[];
}

export const G2: Game = { setup: SETUP, players: P2 };
export const G3: Game = { setup: SETUP, players: P3 };

/** A hand-written position made whole and settled (its open decision computed), as a case file's `state` is. */
export function position(partial: Partial<State> | Record<string, unknown>, game: Game = G2): State {
  return settledState(buildWorld(game.setup, game.players), partial);
}

export interface Played {
  state: State;
  outcome: Outcome;
  events: GameEvent[];
}

export function play(state: State, orders: Record<string, unknown>, game: Game = G2, seed = 'step', defaulted?: string[]): Played {
  const result = cw.resolve({
    setup: game.setup,
    players: game.players,
    state,
    orders: orders as Record<string, Sheet>,
    seed,
    gameSeed: 'game',
    ...(defaulted ? { defaulted } : {}),
  });
  return { state: result.nextState, outcome: result.outcome, events: result.outcome.events };
}

/** "player:kind" of every open request. */
export function asked(state: State, game: Game = G2): string[] {
  return cw.decisions!(game.setup, game.players, state).map((r) => `${r.player}:${r.kind}`);
}

/** The reason codes checkSheet gives (the answer is first parsed by the request's own schema, as the server does). */
export function reasons(state: State, player: string, sheet: unknown, game: Game = G2): string[] {
  const request = cw.decisions!(game.setup, game.players, state).find((r) => r.player === player);
  if (!request) return ['not_asked'];
  const parsed = request.schema!.safeParse(sheet);
  if (!parsed.success) return ['invalid_sheet'];
  return cw.checkSheet(game.setup, game.players, state, player, parsed.data as Sheet, 'en').errors.map((e) => e.reason);
}

export function eventsOf<T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** Every default answer of the open step (what the deadline would apply). */
export function defaults(state: State, game: Game = G2): Record<string, unknown> {
  return Object.fromEntries(cw.decisions!(game.setup, game.players, state).map((r) => [r.player, r.defaultAnswer]));
}

/** Reason codes of a sheet checked as `sheetSchema` parses it (ids not limited to this game's: semantic reasons). */
export function rawReasons(state: State, player: string, sheet: unknown, game: Game = G2): string[] {
  const parsed = cw.sheetSchema.safeParse(sheet);
  if (!parsed.success) return ['invalid_sheet'];
  return cw.checkSheet(game.setup, game.players, state, player, parsed.data, 'en').errors.map((e) => e.reason);
}

import { makeCtx, type Ctx } from '../../../src/engine/rulesets/cthulhu-wars/context.ts';
import { normalizeState } from '../../../src/engine/rulesets/cthulhu-wars/position.ts';

/** Runs one stage function on a whole (unsettled) position: its result and events. */
export function runStage(stage: (ctx: Ctx) => void, partial: Record<string, unknown>, game: Game = G2): { state: State; events: GameEvent[] } {
  const world = buildWorld(game.setup, game.players);
  const ctx = makeCtx(world, normalizeState(world, partial, 'game'));
  stage(ctx);
  return { state: ctx.state, events: ctx.events };
}
