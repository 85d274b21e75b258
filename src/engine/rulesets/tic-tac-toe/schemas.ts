import { z } from 'zod';
import { labelled } from '../../core/forms.ts';

/** Board side, 3..5; a line of `size` marks (a whole row, column or diagonal) wins. */
export const SetupSchema = z.object({
  size: labelled(z.number().int().min(3).max(5), { label: { es: 'Lado del tablero (3 a 5)', en: 'Board side (3 to 5)' } }),
});
export const PlayerSchema = z.object({ id: z.string().min(1), name: z.string().min(1) });

/**
 * One move: `{ cell: "b2" }` (column letter, row number; a1 is the top-left corner) or `{ row, col }`
 * (1-based, row 1 at the top). A cell outside the board parses and is rejected as `off_board`.
 */
export const CellSheetSchema = z
  .object({
    cell: labelled(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z][0-9]{1,2}$/),
      { label: { es: 'Casilla', en: 'Cell' }, place: 'one' },
    ),
  })
  .strict();
export const RowColSheetSchema = z.object({ row: z.number().int().min(0).max(99), col: z.number().int().min(0).max(99) }).strict();
export const SheetSchema = z.union([CellSheetSchema, RowColSheetSchema]);

export type Setup = z.infer<typeof SetupSchema>;
export type Player = z.infer<typeof PlayerSchema>;
export type Sheet = z.infer<typeof SheetSchema>;
export type Mark = 'X' | 'O';

export interface State {
  /** The server step being played (a step without a move still counts). */
  turn: number;
  /** Row-major, `size * size` cells. */
  cells: (Mark | null)[];
  /** Player ids in seat order: X first, then O. */
  seats: string[];
  winner: string | null;
  /** The winning line's cell names. */
  line: string[] | null;
  draw: boolean;
}

export interface Outcome {
  turn: number;
  /** Who was to move (null: nobody, e.g. a game started with one player). */
  player: string | null;
  mark: Mark | null;
  /** The cell played; null when the player to move sent nothing. */
  cell: string | null;
  /** The board after the move. */
  cells: (Mark | null)[];
  winner: string | null;
  line: string[] | null;
  draw: boolean;
  /** Who moves next (null once the game is over). */
  next: string | null;
}
