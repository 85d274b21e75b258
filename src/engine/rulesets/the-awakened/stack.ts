import type { FixedDraws } from '../../core/fixed-draws.ts';
import { hiddenRandom, shuffled } from '../../core/random.ts';
import type { Marker } from './markers.ts';
import type { Setup, State } from './schemas.ts';

/**
 * The face-down land-marker stack (seed setup: "Shuffle the Land markers, store them backside up"). Its order
 * is a shuffle of the setup's markers by the game's hidden stream `land-markers`; the state stores only how
 * many were drawn, so no view, outcome, report or map can show the order of the markers still face down.
 * With the option `shuffleMarkers` off the stack is the list as written (prepared scenarios).
 */
export function markerStack(setup: Setup, gameSeed: string, fixedDraws?: FixedDraws): Marker[] {
  const markers = setup.data.markers;
  return setup.options.shuffleMarkers ? shuffled(hiddenRandom(gameSeed, 'land-markers', fixedDraws), markers) : [...markers];
}

export function markersLeft(state: State): number {
  return Math.max(0, state.markers.total - state.markers.drawn);
}

/** The next `count` markers from the top of the stack (fewer when it runs out). */
export function drawMarkers(setup: Setup, state: State, gameSeed: string, count: number, fixedDraws?: FixedDraws): Marker[] {
  if (count <= 0) return [];
  const stack = markerStack(setup, gameSeed, fixedDraws).slice(0, state.markers.total);
  return stack.slice(state.markers.drawn, state.markers.drawn + count).map((m) => ({ ...m }));
}
