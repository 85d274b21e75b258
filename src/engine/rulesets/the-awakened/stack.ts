import type { FixedDraws } from '../../core/fixed-draws.ts';
import { hiddenRandom, shuffled } from '../../core/random.ts';
import type { Marker } from './markers.ts';
import type { Setup, State } from './schemas.ts';

/**
 * The face-down land-marker stack (seed setup: "Shuffle the Land markers, store them backside up"). Its order
 * is a shuffle of the setup's markers by the game's hidden stream `land-markers`; the state stores only how
 * many were drawn, so no view, outcome, report or map can show the order of the markers still face down.
 * With the option `shuffleMarkers` off the stack is the list as written (prepared scenarios).
 *
 * After a GM revert drew a new hidden stream (`reseedHidden`), the markers still face down are shuffled by it
 * (`land-markers:rest`): the rest of the stack is `state.markers.rest`'s markers in that order.
 */
export function markerStack(setup: Setup, gameSeed: string, fixedDraws?: FixedDraws): Marker[] {
  const markers = setup.data.markers;
  return setup.options.shuffleMarkers ? shuffled(hiddenRandom(gameSeed, 'land-markers', fixedDraws), markers) : [...markers];
}

/** The stack from marker `from` on (0: the whole stack; after a revert's new stream, the rest it shuffled). */
function stackFrom(setup: Setup, state: Pick<State, 'markers'>, gameSeed: string, fixedDraws?: FixedDraws): { from: number; markers: Marker[] } {
  const rest = state.markers.rest;
  if (rest) return { from: rest.from, markers: shuffled(hiddenRandom(gameSeed, 'land-markers:rest', fixedDraws), rest.markers) };
  return { from: 0, markers: markerStack(setup, gameSeed, fixedDraws).slice(0, state.markers.total) };
}

export function markersLeft(state: State): number {
  return Math.max(0, state.markers.total - state.markers.drawn);
}

/** The next `count` markers from the top of the stack (fewer when it runs out). */
export function drawMarkers(setup: Setup, state: State, gameSeed: string, count: number, fixedDraws?: FixedDraws): Marker[] {
  if (count <= 0) return [];
  const stack = stackFrom(setup, state, gameSeed, fixedDraws);
  const at = state.markers.drawn - stack.from;
  return stack.markers.slice(at, at + count).map((m) => ({ ...m }));
}

/**
 * A GM revert drew a new hidden stream: the markers still face down (under the stream the game had until now,
 * `previousGameSeed`) are kept in a canonical order, to be shuffled by the new one from here on. Even a stack
 * written in order (`shuffleMarkers` off) is shuffled: the players have seen the withdrawn draws.
 */
export function reseedMarkers(setup: Setup, state: State, previousGameSeed: string): State {
  const stack = stackFrom(setup, state, previousGameSeed);
  const left = stack.markers.slice(state.markers.drawn - stack.from).map((m) => ({ ...m }));
  left.sort((a, b) => canonical(a).localeCompare(canonical(b)));
  return { ...state, markers: { ...state.markers, rest: { from: state.markers.drawn, markers: left } } };
}

const canonical = (marker: Marker): string => JSON.stringify(Object.entries(marker).sort(([a], [b]) => a.localeCompare(b)));
