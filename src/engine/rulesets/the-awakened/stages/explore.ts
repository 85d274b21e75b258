import type { Ctx } from '../context.ts';
import type { TurnEvent } from '../outcome.ts';
import type { State } from '../schemas.ts';
import { drawMarkers } from '../stack.ts';

/**
 * Seed step 4 (Explore): "If Population has been moved into an unexplored Land, pick the topmost Land marker
 * and place it on the Land" — one marker per land, in the order the land was first entered in the answer.
 */
export function exploreStage(ctx: Ctx, state: State, player: string, lands: readonly string[]): TurnEvent[] {
  const todo = lands.filter((id) => state.lands[id]?.marker === null);
  const drawn = drawMarkers(ctx.setup, state, ctx.gameSeed, todo.length, ctx.fixedDraws);
  const events: TurnEvent[] = [];
  todo.forEach((id, i) => {
    const marker = drawn[i];
    if (!marker) return;
    state.lands[id]!.marker = marker;
    state.markers.drawn += 1;
    events.push({ type: 'explore', player, land: id, marker: { ...marker }, draw: state.markers.drawn });
  });
  return events;
}
