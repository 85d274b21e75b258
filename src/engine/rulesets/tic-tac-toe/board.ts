import type { Mark, Sheet, State } from './schemas.ts';

/** Board geometry and the win rule (k-in-a-row with k = size: rows, columns and the two long diagonals). */

export const MARKS: readonly Mark[] = ['X', 'O'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export function cellName(size: number, index: number): string {
  return `${LETTERS[index % size]}${Math.floor(index / size) + 1}`;
}

export function lastColumn(size: number): string {
  return LETTERS[size - 1]!;
}

/** The cell a sheet names as a row-major index, or null when it is off the board. */
export function cellIndex(sheet: Sheet, size: number): number | null {
  const [row, col] = 'cell' in sheet ? [Number(sheet.cell.slice(1)), LETTERS.indexOf(sheet.cell[0]!) + 1] : [sheet.row, sheet.col];
  if (row < 1 || row > size || col < 1 || col > size) return null;
  return (row - 1) * size + (col - 1);
}

/** The sheet's cell as players write it ("b2"), whatever form it came in. */
export function sheetCellName(sheet: Sheet): string {
  return 'cell' in sheet ? sheet.cell : `${LETTERS[sheet.col - 1] ?? '?'}${sheet.row}`;
}

export function lines(size: number): number[][] {
  const range = [...Array(size).keys()];
  return [
    ...range.map((row) => range.map((col) => row * size + col)),
    ...range.map((col) => range.map((row) => row * size + col)),
    range.map((i) => i * size + i),
    range.map((i) => i * size + (size - 1 - i)),
  ];
}

/** The first complete line of one mark, or null. */
export function winningLine(cells: (Mark | null)[], size: number): number[] | null {
  return lines(size).find((line) => cells[line[0]!] !== null && line.every((i) => cells[i] === cells[line[0]!])) ?? null;
}

export const isOver = (state: State) => state.winner !== null || state.draw;

export const markOf = (state: State, player: string): Mark | null => MARKS[state.seats.indexOf(player)] ?? null;

/** The player to move: seats alternate with every mark on the board, X first. Null once the game is over. */
export function toMove(state: State): string | null {
  if (isOver(state)) return null;
  const marks = state.cells.filter((cell) => cell !== null).length;
  return state.seats[marks % 2] ?? null;
}

/** The board as text, columns lettered and rows numbered: "   a b c\n1  X . O\n...". */
export function boardText(cells: (Mark | null)[], size: number): string {
  const header = `   ${[...Array(size).keys()].map((col) => LETTERS[col]).join(' ')}`;
  const rows = [...Array(size).keys()].map(
    (row) =>
      `${String(row + 1).padEnd(3)}${cells
        .slice(row * size, row * size + size)
        .map((cell) => cell ?? '.')
        .join(' ')}`,
  );
  return [header, ...rows].join('\n');
}
