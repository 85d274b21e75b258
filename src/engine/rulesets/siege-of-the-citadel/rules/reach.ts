import { groupOf, moveAllowance, occupied, squareOf, type Ctx } from '../context.ts';
import type { Figure, Turn } from '../state.ts';
import { CREATURE_ACTIONS, FREE_TROOPER_ACTIONS, MAX_TROOPER_ACTIONS } from './actions.ts';
import { MAX_EXTRA_ACTIONS } from '../stages/cards.ts';
import { NEIGHBOUR_OFFSETS, parseSquare, squareKey, squareLabel, type Square } from './grid.ts';
import { stepProblem } from './steps.ts';

/**
 * The squares within a figure's reach this turn, for the player's form (the path's choices, the squares the map
 * leaves open): every square a path of legal steps (rules/steps.ts, the adjudicator's own rule) reaches in the move
 * actions the figure has left. An upper bound, never narrower than what the adjudicator accepts from this
 * position: every action left may be a move (a card in hand may add an Extra action), the figures in `movers` may
 * step out of the way earlier in the same answer, and a move that reveals monster cards (which ends the answer
 * there) is not foreseen. The check still decides (reason codes).
 */
export function reachableSquares(ctx: Ctx, turn: Turn, f: Figure, entry: readonly string[], movers: readonly string[] = []): string[] {
  const grid = ctx.grid;
  const steps = moveAllowance(ctx, f) * movesLeft(ctx, turn, f);
  if (!grid || steps <= 0) return [];
  const blocked = occupied(ctx, [f.id, ...movers]);
  const reached = new Map<string, Square>();
  let frontier: (Square | null)[] = [f.status === 'board' ? squareOf(f) : null];
  for (let i = 0; i < steps && frontier.length > 0; i++) {
    const next: Square[] = [];
    for (const at of frontier) {
      const candidates =
        at === null ? entry.map(parseSquare).filter((s): s is Square => s !== null) : NEIGHBOUR_OFFSETS.map(([dx, dy]) => ({ x: at.x + dx, y: at.y + dy }));
      for (const s of candidates) {
        if (reached.has(squareKey(s)) || stepProblem(grid, at, s, entry, blocked) !== null) continue;
        reached.set(squareKey(s), s);
        next.push(s);
      }
    }
    frontier = next;
  }
  return [...reached.values()].map(squareLabel);
}

/**
 * Actions the figure may still take this turn (rules/actions.ts `canAct`): a creature's two; a Doomtrooper's two
 * free ones, then Extra actions from its group's pool, plus those a card of the hand would add (one card an answer).
 */
function movesLeft(ctx: Ctx, turn: Turn, f: Figure): number {
  if (turn.done.includes(f.id)) return 0;
  const used = turn.actions[f.id] ?? 0;
  if (f.kind === 'creature') return Math.max(0, CREATURE_ACTIONS - used);
  const group = groupOf(ctx, f);
  const card = Math.max(
    0,
    ...(group?.hand ?? []).flatMap((id) =>
      (ctx.setup.data.doomtrooperCards.find((c) => c.id === id)?.effects ?? []).map((e) => (e.kind === 'extra-actions' ? e.amount : 0)),
    ),
  );
  const extra = Math.min(MAX_EXTRA_ACTIONS, (group?.extra ?? 0) + card);
  return Math.max(0, Math.min(MAX_TROOPER_ACTIONS - used, Math.max(0, FREE_TROOPER_ACTIONS - used) + extra));
}
