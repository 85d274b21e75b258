import { entrancesFor, groupOf, type Ctx } from '../context.ts';
import type { Reason } from '../reasons.ts';
import type { Figure } from '../state.ts';
import { isSquare, squareKey, squareLabel, touching, type GridIndex, type Square } from './grid.ts';

/**
 * One step of a move on the grid, as the adjudicator checks it (rules/actions.ts) and as the player's form offers
 * the squares within reach (rules/reach.ts): the same rule for both.
 */

/**
 * The squares a figure off the board may step onto first: a creature its own entrance's; a Doomtrooper its group's
 * entrance, else the one its answer names, else any entrance of the Doomtroopers.
 */
export function entrySquares(ctx: Ctx, f: Figure, entrance: string | null): string[] {
  const group = groupOf(ctx, f);
  const squaresOf = (id: string | null | undefined) => ctx.mission.entrances.find((e) => e.id === id)?.squares ?? [];
  if (f.kind === 'creature') return squaresOf(f.entrance);
  if (group?.entrance) return squaresOf(group.entrance);
  if (entrance !== null) return squaresOf(entrance);
  return entrancesFor(ctx, false).flatMap((e) => e.squares);
}

/** The squares a Doomtrooper leaves the board from (a path's last step `off`): those of the Doomtroopers' entrances. */
export const exitSquares = (ctx: Ctx): string[] => entrancesFor(ctx, false).flatMap((e) => e.squares);

/**
 * Why a step onto `s` is refused, null when it is legal: from `at` (null: from off the board, onto one of `entry`),
 * to a touching square of the board that no other figure holds (`blocked`: squareKey of the squares held).
 */
export function stepProblem(grid: GridIndex, at: Square | null, s: Square, entry: readonly string[], blocked: ReadonlySet<string>): Reason | null {
  if (!isSquare(grid, s)) return 'not_a_square';
  if (at === null) {
    if (!entry.includes(squareLabel(s))) return 'must_enter_at_entrance';
  } else if (!touching(grid, at, s)) return 'not_adjacent_step';
  if (blocked.has(squareKey(s))) return 'square_occupied';
  return null;
}
