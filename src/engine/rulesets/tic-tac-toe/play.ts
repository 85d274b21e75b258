import type { Lang, OrderError, ResolveResult } from '../../core/ruleset.ts';
import { format } from '../../core/catalogue.ts';
import { TIC_TAC_TOE_REASON_MESSAGES } from './messages.ts';
import { MARKS, cellIndex, cellName, isOver, lastColumn, markOf, sheetCellName, toMove, winningLine } from './board.ts';
import type { TicTacToeReason } from './reasons.ts';
import { SheetSchema, type Outcome, type Setup, type Sheet, type State } from './schemas.ts';

/**
 * Whose turn it is is the server's check (activePlayers → 409 not_your_turn); here only the move itself:
 * the game must be on, the cell on the board and empty.
 */
export function checkMove(setup: Setup, state: State, sheet: Sheet, lang: Lang): OrderError[] {
  const cell = sheetCellName(sheet);
  const index = cellIndex(sheet, setup.size);
  const reject = (reason: TicTacToeReason, params: Record<string, string | number> = {}): OrderError[] => [
    { index: 0, reason, message: format(TIC_TAC_TOE_REASON_MESSAGES[reason][lang], { cell, size: setup.size, last: lastColumn(setup.size), ...params }) },
  ];
  if (isOver(state)) return reject('game_over');
  if (index === null) return reject('off_board');
  const taken = state.cells[index];
  if (taken) return reject('occupied_cell', { mark: taken });
  return [];
}

/**
 * One server step = one move of the player to move; other sheets are ignored. Without a (legal) sheet the
 * step passes and the same player is still to move.
 */
export function resolveMove(setup: Setup, state: State, orders: Record<string, unknown>): ResolveResult<State, Outcome> {
  const player = toMove(state);
  const parsed = player === null ? null : SheetSchema.safeParse(orders[player]);
  const index = parsed?.success ? cellIndex(parsed.data, setup.size) : null;
  const placed = index !== null && state.cells[index] === null && player !== null ? index : null;
  const mark = player === null ? null : markOf(state, player);

  const cells = [...state.cells];
  if (placed !== null) cells[placed] = mark;
  const line = placed === null ? null : winningLine(cells, setup.size);
  const winner = line ? player : state.winner;
  const draw = state.draw || (winner === null && cells.every((cell) => cell !== null));
  const nextState: State = {
    turn: state.turn + 1,
    cells,
    seats: state.seats,
    winner,
    line: line ? line.map((i) => cellName(setup.size, i)) : state.line,
    draw,
  };
  const outcome: Outcome = {
    turn: state.turn,
    player,
    mark,
    cell: placed === null ? null : cellName(setup.size, placed),
    cells,
    winner: nextState.winner,
    line: nextState.line,
    draw,
    next: toMove(nextState),
  };
  return { outcome, nextState, gameOver: isOver(nextState) };
}

export function initialState(setup: Setup, seats: string[]): State {
  return { turn: 1, cells: Array<null>(setup.size * setup.size).fill(null), seats: seats.slice(0, MARKS.length), winner: null, line: null, draw: false };
}
