import type { Ctx } from './context.ts';
import type { Outcome, TurnEvent } from './outcome.ts';
import { cloneState, populationTable, settle } from './position.ts';
import type { Rejection } from './reasons.ts';
import { ActionsSheetSchema, MovesSheetSchema, type ActionsSheet, type MovesSheet, type State } from './schemas.ts';
import { ageStage } from './stages/age.ts';
import { buildStage } from './stages/build.ts';
import { exploreStage } from './stages/explore.ts';
import { formStage } from './stages/form.ts';
import { militaryStage } from './stages/military.ts';
import { applyMoves, checkMoves } from './stages/moves.ts';
import { eliminationStage } from './stages/elimination.ts';
import { nextTurnStage } from './stages/turn.ts';

export interface StepRun {
  state: State;
  events: TurnEvent[];
  rejected: Rejection[];
}

/** Step A of a turn: seed step 3 (moves, all at once) then step 4 (explore). Works on a copy. */
export function runMovesStep(ctx: Ctx, start: State, player: string, sheet: MovesSheet): StepRun {
  const state = cloneState(start);
  const check = checkMoves(ctx, state, player, sheet.moves);
  const events = applyMoves(state, player, check.accepted);
  events.push(...exploreStage(ctx, state, player, check.explore));
  events.push(...settle(ctx.index, state));
  return { state, events, rejected: check.rejected };
}

/**
 * Step B of a turn, in the seed's order: 5 build, 6 age military (automatic), 7 form military, 8 military
 * actions. Each list's orders apply in the order written, each on the position the earlier ones left.
 */
export function runActionsStep(ctx: Ctx, start: State, player: string, sheet: ActionsSheet): StepRun {
  const state = cloneState(start);
  const build = buildStage(ctx, state, player, sheet.build);
  const events = [...build.events, ...settle(ctx.index, state)];
  events.push(...ageStage(ctx, state, player), ...settle(ctx.index, state));
  const form = formStage(ctx, state, player, sheet.form);
  events.push(...form.events, ...settle(ctx.index, state));
  const military = militaryStage(ctx, state, player, sheet.military);
  events.push(...military.events, ...settle(ctx.index, state));
  return { state, events, rejected: [...build.rejected, ...form.rejected, ...military.rejected] };
}

/** Runs the open step for its player with an answer (anything: a wrong shape counts as doing nothing). */
export function runStep(ctx: Ctx, state: State, answer: unknown): StepRun {
  const player = state.active;
  if (state.over || player === null) return { state: cloneState(state), events: [], rejected: [{ list: 'sheet', index: 0, reason: 'game_over' }] };
  const absent = answer === undefined || answer === null;
  if (state.step === 'moves') {
    const parsed = MovesSheetSchema.safeParse(absent ? { moves: [] } : answer);
    const run = runMovesStep(ctx, state, player, parsed.success ? parsed.data : { moves: [] });
    return parsed.success ? run : { ...run, rejected: [{ list: 'sheet', index: 0, reason: 'wrong_step' }] };
  }
  const parsed = ActionsSheetSchema.safeParse(absent ? {} : answer);
  const run = runActionsStep(ctx, state, player, parsed.success ? parsed.data : { build: [], form: [], military: [] });
  return parsed.success ? run : { ...run, rejected: [{ list: 'sheet', index: 0, reason: 'wrong_step' }] };
}

/**
 * Resolves one decision step: the active player's answer (or the default: nothing), then every automatic
 * phase until the next decision — after step A, step B of the same player; after step B, the next player's
 * steps 1–2 — or the end of the game.
 */
export function resolveStep(
  ctx: Ctx,
  state: State,
  orders: Readonly<Record<string, unknown>>,
  defaulted: readonly string[],
): { outcome: Outcome; nextState: State } {
  const player = state.active;
  const step = state.step;
  const round = state.round;
  if (state.over || player === null) {
    const nextState = cloneState(state);
    return { outcome: outcomeOf(ctx, nextState, { round, player, step, defaulted: false, rejected: [], events: [] }), nextState };
  }
  const answer = orders[player];
  const run = runStep(ctx, state, answer);
  const next = run.state;
  const events = [...run.events, ...eliminationStage(ctx, next)];
  if (!next.over) {
    if (step === 'moves' && !next.eliminated.includes(player)) {
      next.step = 'actions';
    } else {
      next.turnStart = [];
      events.push(...nextTurnStage(ctx, next));
    }
  }
  const wasDefaulted = defaulted.includes(player) || answer === undefined;
  return { outcome: outcomeOf(ctx, next, { round, player, step, defaulted: wasDefaulted, rejected: run.rejected, events }), nextState: next };
}

function outcomeOf(ctx: Ctx, next: State, base: Pick<Outcome, 'round' | 'player' | 'step' | 'defaulted' | 'rejected' | 'events'>): Outcome {
  return {
    ...base,
    next: next.over || next.active === null ? null : { round: next.round, player: next.active, step: next.step },
    winners: [...next.winners],
    gameOver: next.over,
    population: populationTable(ctx.index, next),
  };
}
