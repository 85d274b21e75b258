import type { PlaceMonsters } from '../answers.ts';
import { figure, occupied, squareOf, type Ctx } from '../context.ts';
import type { Reason, Refusal } from '../reasons.ts';
import { chebyshev, parseSquare, squareKey, squareLabel, type Square } from '../rules/grid.ts';

/**
 * Placing revealed creatures (seed "AVSLÖJA MONSTERKORT": the Legion player places them on any squares of the
 * section; training "VISA MONSTERKORT": not on the squares next to the Doomtrooper). A decision step of the
 * Legion player that interrupts the turn; at the deadline each creature takes the first free legal square in
 * reading order. Without a grid the creatures are simply in the section (the Legion may add a note where).
 */

const nextToTrooperForbidden = (ctx: Ctx): boolean => ctx.state.rules === 'training' || !ctx.setup.options.placeNextToTrooper;

/** Legal squares for a pending creature, ignoring the other creatures of the same answer. */
export function legalSquares(ctx: Ctx, creatureId: string): Square[] {
  const grid = ctx.grid;
  const c = figure(ctx, creatureId);
  if (!grid || !c || c.section === null) return [];
  const taken = occupied(ctx);
  const trigger = ctx.state.pending?.trigger ? figure(ctx, ctx.state.pending.trigger) : undefined;
  const near = trigger && nextToTrooperForbidden(ctx) ? squareOf(trigger) : null;
  return grid.squaresOf(c.section).filter((s) => !taken.has(squareKey(s)) && (near === null || chebyshev(near, s) > 1));
}

export function checkPlacement(ctx: Ctx, answer: PlaceMonsters): Refusal[] {
  const pending = ctx.state.pending?.creatures ?? [];
  const refusals: Refusal[] = [];
  const placed = new Set<string>();
  const used = new Set<string>();
  answer.placements.forEach((p, i) => {
    const refuse = (reason: Reason, field: string, params?: Record<string, string | number>) =>
      refusals.push({ reason, path: `placements[${i}].${field}`, index: i, ...(params ? { params } : {}) });
    if (!pending.includes(p.creature)) return refuse('placement_unknown', 'creature', { creature: p.creature });
    if (placed.has(p.creature)) return refuse('placement_duplicate', 'creature', { creature: p.creature });
    placed.add(p.creature);
    if (!ctx.grid) return;
    const s = p.square === undefined ? null : parseSquare(p.square);
    const section = figure(ctx, p.creature)?.section;
    if (!s || ctx.grid.sectionAt(s.x, s.y) === null) return refuse('not_a_square', 'square', { square: p.square ?? '' });
    if (ctx.grid.sectionAt(s.x, s.y) !== section) return refuse('wrong_section', 'square', { square: squareLabel(s), section: section ?? '' });
    const legal = legalSquares(ctx, p.creature).some((q) => q.x === s.x && q.y === s.y);
    if (used.has(squareKey(s)) || occupied(ctx).has(squareKey(s))) return refuse('square_occupied', 'square', { square: squareLabel(s) });
    if (!legal) return refuse('next_to_trooper', 'square', { square: squareLabel(s) });
    used.add(squareKey(s));
  });
  if (ctx.grid && refusals.length === 0) {
    for (const id of pending) {
      if (placed.has(id)) continue;
      if (legalSquares(ctx, id).some((s) => !used.has(squareKey(s)))) {
        refusals.push({ reason: 'placement_missing', path: 'placements', index: answer.placements.length, params: { creature: id } });
        break;
      }
    }
  }
  return refusals;
}

/** Places the pending creatures: as answered, the rest on their first free legal square (none left: back to the pool). */
export function applyPlacement(ctx: Ctx, answer: PlaceMonsters | null): void {
  const pending = ctx.state.pending;
  if (!pending) return;
  const chosen = new Map((answer?.placements ?? []).map((p) => [p.creature, p]));
  const used = new Set<string>();
  const placements: { figure: string; section: string; square: string | null; note: string | null }[] = [];
  let defaulted = answer === null;
  for (const id of pending.creatures) {
    const c = figure(ctx, id);
    if (!c) continue;
    const wanted = chosen.get(id);
    if (!ctx.grid) {
      c.status = 'board';
      c.note = wanted?.note ?? null;
      placements.push({ figure: id, section: c.section ?? '', square: null, note: c.note });
      continue;
    }
    const legal = legalSquares(ctx, id).filter((s) => !used.has(squareKey(s)));
    const asked = wanted?.square ? parseSquare(wanted.square) : null;
    let square = asked && legal.some((s) => s.x === asked.x && s.y === asked.y) ? asked : null;
    if (!square) {
      square = legal[0] ?? null;
      if (answer !== null && square !== null) defaulted = true;
    }
    if (!square) {
      ctx.state.figures = ctx.state.figures.filter((f) => f.id !== id);
      continue;
    }
    used.add(squareKey(square));
    c.status = 'board';
    c.square = squareLabel(square);
    c.note = wanted?.note ?? null;
    placements.push({ figure: id, section: c.section ?? '', square: c.square, note: c.note });
  }
  ctx.state.pending = null;
  ctx.events.push({ type: 'creatures_placed', placements, defaulted });
}
