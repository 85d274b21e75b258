import { occupied, type Ctx } from '../context.ts';
import { lineOfSight, parseSquare, squareLabel, type Square } from './grid.ts';

/**
 * Sight on the mission's grid: straight lines (rules/grid.ts lineOfSight), except to and from the six squares of
 * a stair section, where the seed gives a table ("SIKTEN I TRAPPAN"):
 *
 * - squares 1 and 2 (the foot) see only the sections next to the stair section and the top of the stairs (5, 6);
 * - squares 3 and 4 see 1, 2, 5 and 6 — all next to them, so only close combat;
 * - squares 5 and 6 (the top) see down to 1 and 2 and the squares of the stair section's top level.
 *
 * Where the table allows sight, walls and figures still block a line to another section (decision 15).
 */
export function clearSight(ctx: Ctx, a: Square, b: Square, except: readonly string[]): boolean {
  const grid = ctx.grid;
  if (!grid) return true;
  const blocked = occupied(ctx, except);
  const stairs = ctx.mission.stairs;
  if (!stairs) return lineOfSight(grid, a, b, blocked);
  const step = (s: Square) => stairs.squares.indexOf(squareLabel(s)) + 1; // 0: not a stair square
  const sa = step(a);
  const sb = step(b);
  if (sa === 0 && sb === 0) return lineOfSight(grid, a, b, blocked);
  const foot = (n: number) => n === 1 || n === 2;
  const middle = (n: number) => n === 3 || n === 4;
  const head = (n: number) => n === 5 || n === 6;
  if (sa !== 0 && sb !== 0) {
    const pair = (x: number, y: number) =>
      (foot(x) && head(y)) || (middle(x) && !middle(y)) || (foot(x) && foot(y)) || (middle(x) && middle(y)) || (head(x) && head(y));
    return pair(sa, sb) || pair(sb, sa);
  }
  const [k, other] = sa !== 0 ? [sa, b] : [sb, a];
  if (middle(k)) return false;
  if (head(k)) return stairs.top.includes(squareLabel(other));
  const section = grid.sectionAt(other.x, other.y);
  if (section === null || section === stairs.section || !adjacentSections(ctx, stairs.section).includes(section)) return false;
  return lineOfSight(grid, a, b, blocked);
}

/** Sections sharing an edge of squares with a section. */
export function adjacentSections(ctx: Ctx, section: string): string[] {
  const grid = ctx.grid;
  if (!grid) return [];
  const out = new Set<string>();
  for (const s of grid.squaresOf(section)) {
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const other = grid.sectionAt(s.x + dx, s.y + dy);
      if (other !== null && other !== section) out.add(other);
    }
  }
  return [...out].sort();
}

export const squareOrNull = (label: string | null): Square | null => (label === null ? null : parseSquare(label));
