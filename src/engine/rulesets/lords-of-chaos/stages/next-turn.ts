import { countActions } from '../actions.ts';
import type { TurnEvent } from '../outcome.ts';
import type { Position } from '../position.ts';
import type { State } from '../schemas.ts';
import type { Stage, TurnInput } from '../turn-types.ts';
import type { DeedResults } from './deeds.ts';

export const LAST_TURN = 8;

export interface NextTurn {
  state: State;
  actions: Record<string, number>;
}

/**
 * Stage 11 (rules §4, §5): the position for the next turn and everyone's actions in it (a planet conquered in
 * turn t gives its actions from turn t+1). [D] After the last turn the state keeps turn 8 (the game is over).
 */
export function nextTurnStage(
  input: TurnInput,
  final: Position,
  inhabitants: Record<string, number>,
  scores: Record<string, number>,
  deeds: DeedResults,
): Stage<NextTurn> {
  const perPlayer = <T>(value: (id: string) => T): Record<string, T> => Object.fromEntries(input.players.map((p) => [p.id, value(p.id)]));
  const state: State = {
    turn: Math.min(input.state.turn + 1, LAST_TURN),
    control: Object.fromEntries(input.index.planetIds.map((p) => [p, final.control[p] ?? null])),
    inhabitants,
    scores,
    deedsTaken: deeds.deedsTaken,
    permanentActions: perPlayer((id) => deeds.permanentActions[id] ?? 0),
    favours: perPlayer((id) => deeds.favours[id] ?? []),
    extraSacred: deeds.extraSacred,
  };
  const actions = perPlayer((id) => countActions(input.index, final, input.playerById.get(id)!, state));
  const events: TurnEvent[] = input.players.map((p) => ({ type: 'actions', player: p.id, actions: actions[p.id]! }));
  return { result: { state, actions }, events };
}
