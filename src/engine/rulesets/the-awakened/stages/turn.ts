import type { Ctx } from '../context.ts';
import type { TurnEvent } from '../outcome.ts';
import { livePlayers, populationOf, settle } from '../position.ts';
import type { State } from '../schemas.ts';
import { eliminationStage, firstStepOf } from './elimination.ts';
import { growthStage } from './growth.ts';
import { resourcesStage } from './resources.ts';
import { endGame, winCheck } from './win.ts';

/** [D] Option `roundLimit` (not in the seed): after the last round the most population wins (ties share). */
function roundLimitReached(ctx: Ctx, state: State): TurnEvent[] {
  const live = livePlayers(state);
  const population = live.map((p) => populationOf(ctx.index, state, p));
  const best = Math.max(...population);
  return endGame(
    ctx,
    state,
    'round-limit',
    live.filter((_, i) => population[i] === best),
  );
}

/**
 * Ends the active player's turn and starts the next one: the next player still in the game, clockwise; a new
 * round when the order wraps. The new turn's automatic steps run at once — 1 (population), a win check, 2
 * (resources, Exodus with its win check) — and it stops at that player's first decision (step A; step B for
 * a player with only stored resources who could build), or at the end of the game. A player out of the game,
 * or with nothing to decide this turn, is passed over.
 */
export function nextTurnStage(ctx: Ctx, state: State): TurnEvent[] {
  const events: TurnEvent[] = [];
  let current = state.active;
  for (let guard = 0; guard <= state.order.length && !state.over; guard++) {
    if (livePlayers(state).length === 0) {
      events.push(...endGame(ctx, state, 'no-players', []));
      break;
    }
    const at = current === null ? -1 : state.order.indexOf(current);
    const next = nextLive(state, at);
    if (current !== null && state.order.indexOf(next) <= at) {
      state.round += 1;
      events.push({ type: 'round_start', round: state.round });
      if (ctx.setup.options.roundLimit > 0 && state.round > ctx.setup.options.roundLimit) {
        events.push(...roundLimitReached(ctx, state));
        break;
      }
    }
    const start = startTurn(ctx, state, next);
    events.push(...start);
    if (state.over) break;
    const step = state.eliminated.includes(next) ? null : firstStepOf(ctx, state, next);
    if (step !== null) {
      state.active = next;
      state.step = step;
      state.turnStart = start;
      return events;
    }
    if (!state.eliminated.includes(next)) events.push({ type: 'turn_passed', player: next });
    current = next;
  }
  return events;
}

function nextLive(state: State, at: number): string {
  const n = state.order.length;
  for (let k = 1; k <= n; k++) {
    const candidate = state.order[(at + k + n) % n]!;
    if (!state.eliminated.includes(candidate)) return candidate;
  }
  return state.order[0]!;
}

/** Seed steps 1 and 2 of a player's turn (automatic), with the checks that follow them. */
export function startTurn(ctx: Ctx, state: State, player: string): TurnEvent[] {
  const events: TurnEvent[] = [{ type: 'turn_start', player, round: state.round }];
  events.push(...growthStage(ctx, state, player));
  events.push(...settle(ctx.index, state));
  events.push(...winCheck(ctx, state));
  if (state.over) return events;
  events.push(...resourcesStage(ctx, state, player));
  events.push(...settle(ctx.index, state));
  events.push(...winCheck(ctx, state));
  if (state.over) return events;
  events.push(...eliminationStage(ctx, state));
  return events;
}
