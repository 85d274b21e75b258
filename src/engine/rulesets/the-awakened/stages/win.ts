import type { Ctx } from '../context.ts';
import type { TurnEvent } from '../outcome.ts';
import { livePlayers, populationOf, populationTable, winTarget } from '../position.ts';
import type { EndReason, State } from '../schemas.ts';

/** Ends the game: the winners, the reason and every player's population, as one event. */
export function endGame(ctx: Ctx, state: State, reason: EndReason, winners: string[]): TurnEvent[] {
  state.over = true;
  state.winners = [...winners];
  state.endReason = reason;
  state.active = null;
  return [{ type: 'game_over', reason, winners: [...winners], population: populationTable(ctx.index, state) }];
}

/**
 * Seed "Winning the game": the first player to reach the population target (25 with 2–3 players, 20 with 4)
 * wins, at once ("the moment": checked after every change that adds population).
 */
export function winCheck(ctx: Ctx, state: State): TurnEvent[] {
  if (state.over) return [];
  const target = winTarget(ctx.setup, state);
  const winners = livePlayers(state).filter((p) => populationOf(ctx.index, state, p) >= target);
  return winners.length > 0 ? endGame(ctx, state, 'population', winners) : [];
}
