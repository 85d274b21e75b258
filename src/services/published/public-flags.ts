import type { DbTx } from '../../db/client.ts';
import type { DecisionRequest } from '../../engine/core/decisions.ts';
import type { Viewer } from '../../engine/core/ruleset.ts';
import type { TurnRow } from '../../repositories/turns-repository.ts';
import { loadGameHeader } from '../game-position.ts';
import { openStepPosition } from '../open-step.ts';
import { rulesetOf } from '../ruleset-context.ts';

const NONE: ReadonlySet<string> = new Set();

/**
 * The seats of an open step whose flags (has sent, is ready) only the GM and the seat itself may know (issue 34).
 * A secret, optional request while the step waits for a required answer is a chance to act out of turn (Siege of
 * the Citadel: a Doomtrooper card played during another group's turn): whether such an answer exists at all is
 * the secret, until the step is resolved. **Decision:** in a step that asks nobody for a required answer (a
 * simultaneous turn of optional secret orders: Lords of Chaos, the generic ruleset) sending is what every seat is
 * asked to do, so who has sent and who is ready stay public there, as the game page has always shown them.
 */
export function privateFlagSeats(requests: readonly DecisionRequest[]): ReadonlySet<string> {
  if (!requests.some((request) => request.required)) return NONE;
  const seats = requests.filter((request) => request.secret && !request.required).map((request) => request.player);
  return seats.length === 0 ? NONE : new Set(seats);
}

/** May `viewer` know whether `player` has sent or is ready? The GM and the seat itself always. */
export function mayKnowFlags(viewer: Viewer, player: string, hidden: ReadonlySet<string>): boolean {
  return !hidden.has(player) || viewer.role === 'gm' || (viewer.role === 'player' && viewer.id === player);
}

/** The open step `turn` of a game: who it asks, and whose flags are private (`privateFlagSeats`). */
export async function openStepSeats(
  db: DbTx,
  gameId: string,
  turn: Pick<TurnRow, 'id' | 'status'>,
): Promise<{ asked: Set<string>; hidden: ReadonlySet<string> }> {
  const header = await loadGameHeader(db, gameId);
  const step = await openStepPosition(db, rulesetOf(header.ruleset), header, turn);
  return { asked: new Set(step.requests.map((request) => request.player)), hidden: privateFlagSeats(step.requests) };
}
