import type { PhaseInfo } from '../../core/ruleset.ts';
import type { GenericPlayer, GenericSetup, GenericState } from './schemas.ts';

export function initialGenericState(setup: GenericSetup, players: readonly GenericPlayer[]): GenericState {
  const tracks = Object.fromEntries(players.map((p) => [p.id, Object.fromEntries(setup.tracks.map((t) => [t.id, t.initial]))]));
  return { turn: 1, phase: 0, step: 1, tracks, trackHistory: [], board: setup.board, reportText: '', ended: false, winners: [] };
}

export function currentPhase(setup: GenericSetup, state: GenericState): PhaseInfo & { name: string } {
  const phase = setup.phases[state.phase] ?? setup.phases[0]!;
  return {
    turn: state.turn,
    index: state.phase,
    count: setup.phases.length,
    id: phase.id,
    name: phase.name,
    secret: phase.secret,
    acceptsOrders: phase.orders && !state.ended,
  };
}

/** The position after the current phase: next phase, or phase 0 of the next turn. */
export function advancePhase(setup: GenericSetup, state: GenericState): { turn: number; phase: number; lastOfTurn: boolean } {
  const lastOfTurn = state.phase + 1 >= setup.phases.length;
  return lastOfTurn ? { turn: state.turn + 1, phase: 0, lastOfTurn } : { turn: state.turn, phase: state.phase + 1, lastOfTurn };
}
