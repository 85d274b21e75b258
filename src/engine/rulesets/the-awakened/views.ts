import type { Ctx } from './context.ts';
import { land, populationTable, winTarget } from './position.ts';
import type { State } from './schemas.ts';
import { markersLeft } from './stack.ts';

/**
 * What anybody sees of a position. The game has no secret held by a player; the one hidden thing, the order
 * of the face-down land markers, is never in the state (stack.ts), so every viewer gets the same view.
 */
export function positionView(ctx: Ctx, state: State) {
  return {
    round: state.round,
    active: state.active,
    step: state.step,
    order: [...state.order],
    colours: { ...state.colours },
    chambers: { ...state.chambers },
    target: winTarget(ctx.setup, state),
    population: populationTable(ctx.index, state),
    markers: { left: markersLeft(state), total: state.markers.total },
    lands: ctx.index.order.map((id) => ({ id, name: ctx.index.spec.get(id)?.name ?? id, ...structuredClone(land(state, id)) })),
    turnStart: structuredClone(state.turnStart),
    eliminated: [...state.eliminated],
    winners: [...state.winners],
    over: state.over,
    endReason: state.endReason,
  };
}

/** `publicState`: the round, each player's population (the score of the race), and who holds each land (`summary.control`). */
export function publicState(ctx: Ctx, state: State) {
  return {
    turn: state.round,
    scores: populationTable(ctx.index, state),
    summary: { control: Object.fromEntries(ctx.index.order.map((id) => [id, land(state, id).owner])) },
  };
}
