import type { Viewer } from '../../core/ruleset.ts';
import type { GameEvent, Outcome } from './outcome.ts';
import type { State } from './types.ts';
import { gateController, type World } from './world.ts';

/**
 * What a viewer may see. Hidden: each player's Elder Sign values (their owner and the GM see them) and the
 * face-down pool (the GM only) — until the game is over, when everything is shown.
 */
export function canSeeSignsOf(viewer: Viewer, player: string): boolean {
  return viewer.role === 'gm' || (viewer.role === 'player' && viewer.id === player);
}

export type StateView = Omit<State, 'elderSignPool' | 'elderSigns'> & {
  elderSignPool: number[] | null;
  elderSignPoolSize: number;
  elderSigns: Record<string, { id: string; value?: number }[]>;
};

export function stateView(state: State, viewer: Viewer): StateView {
  const over = state.phase === 'over';
  const copy = JSON.parse(JSON.stringify(state)) as State;
  const elderSigns = Object.fromEntries(
    Object.keys(copy.elderSigns)
      .sort()
      .map((player) => [
        player,
        (copy.elderSigns[player] ?? []).map((s) => (over || canSeeSignsOf(viewer, player) ? { id: s.id, value: s.value } : { id: s.id })),
      ]),
  );
  return {
    ...copy,
    elderSigns,
    elderSignPool: over || viewer.role === 'gm' ? copy.elderSignPool : null,
    elderSignPoolSize: copy.elderSignPool.length,
  };
}

/** An outcome as a viewer may see it: Elder Sign values drawn by others are left out. */
export function outcomeView(outcome: Outcome, viewer: Viewer): Outcome {
  const events = outcome.events.map((event): GameEvent => {
    if (event.type === 'elder-sign' && !canSeeSignsOf(viewer, event.player)) {
      const { value: _value, ...rest } = event;
      return rest as GameEvent;
    }
    return event;
  });
  return JSON.parse(JSON.stringify({ ...outcome, events })) as Outcome;
}

/** The public summary: gates (area -> controlling player or null) and Doom as the score. */
export function publicSummary(world: World, state: State): { turn: number; control: Record<string, string | null>; scores: Record<string, number> } {
  const control: Record<string, string | null> = {};
  for (const area of world.areaIds) if (state.gates[area] !== undefined) control[area] = gateController(world, state, area);
  return { turn: state.round, control, scores: Object.fromEntries(world.playerIds.map((p) => [p, state.doom[p] ?? 0])) };
}
