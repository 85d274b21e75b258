import type { BoardIndex } from '../position.ts';
import { adjacent, has, land, occupiedByOther } from '../position.ts';
import type { Reason } from '../reasons.ts';
import type { State } from '../schemas.ts';

/** A land named in an order, as written (trimmed, lower case): land ids are lower case. */
export function landName(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim().toLowerCase();
  return trimmed === '' ? null : trimmed;
}

export interface PathProblem {
  reason: Reason;
  field: 'to' | 'via';
}

/**
 * A move of one land, or of two through a Railroad (seed step 5: "Population, Resources and Military may thus
 * move one extra Land when moving through a Land with a Railroad. A unit may pass only one Railroad during a
 * turn"). The land passed through must hold a Railroad and nobody else's pieces ([D]: you cannot pass
 * through another player's land). The destination's own rules are checked by the caller.
 */
export function checkPath(index: BoardIndex, state: State, player: string, from: string, to: string, via: string | null): PathProblem | null {
  if (via === null) return adjacent(index, from, to) ? null : { reason: 'not_adjacent', field: 'to' };
  if (via === from || via === to || !adjacent(index, from, via)) return { reason: 'not_adjacent', field: 'via' };
  if (!adjacent(index, via, to)) return { reason: 'not_adjacent', field: 'to' };
  const through = land(state, via);
  if (!has(through, 'railroad')) return { reason: 'no_railroad', field: 'via' };
  if (occupiedByOther(through, player)) return { reason: 'via_occupied', field: 'via' };
  return null;
}
