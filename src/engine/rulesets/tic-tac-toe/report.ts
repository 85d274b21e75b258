import { translate, type Lang } from '../../core/catalogue.ts';
import { bold, type ReportDocument } from '../../core/document.ts';
import type { ReportInput } from '../../core/ruleset.ts';
import { TIC_TAC_TOE_TEXT } from './messages.ts';
import { MARKS, toMove } from './board.ts';
import type { Outcome, Player, Setup, State } from './schemas.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The report of one move: who played where, the board after it (a table: columns a.., rows 1..) and the result
 * (win, draw or who is next). Nothing in tic-tac-toe is secret, so every copy is the same.
 */
/** The board as a table: a header row of columns (a..), one row per board row. */
function boardTable(size: number, cells: readonly (string | null)[]): ReportDocument['blocks'][number] {
  return {
    kind: 'table',
    grid: true,
    header: [[''], ...Array.from({ length: size }, (_, col) => [LETTERS[col]!])],
    rows: Array.from({ length: size }, (_, row) => [
      [String(row + 1)],
      ...cells.slice(row * size, row * size + size).map((cell) => [cell === null ? '·' : bold(cell)]),
    ]),
  };
}

/** The position for anybody (nothing is hidden): who is to move or the result, and the board. */
export function describeTicTacToe({ setup, players, state, lang }: { setup: Setup; players: Player[]; state: State; lang: Lang }): ReportDocument {
  const t = (id: keyof typeof TIC_TAC_TOE_TEXT, params?: Record<string, string | number>) => translate(TIC_TAC_TOE_TEXT, id, lang, params);
  const name = (id: string) => players.find((player) => player.id === id)?.name ?? id;
  const who = (id: string) => ({ player: name(id), mark: MARKS[state.seats.indexOf(id)] ?? '?' });
  const next = toMove(state);
  const line =
    state.winner !== null
      ? t('won', { ...who(state.winner), cells: (state.line ?? []).join(', ') })
      : state.draw
        ? t('draw')
        : next !== null
          ? t('next', who(next))
          : '';
  return {
    title: [t('heading', { turn: state.turn })],
    blocks: [...(line ? [{ kind: 'paragraph' as const, content: [line] }] : []), boardTable(setup.size, state.cells)],
  };
}

export function ticTacToeReport({ setup, players, outcome, lang }: ReportInput<Setup, Player, State, Outcome>): ReportDocument {
  const t = (id: keyof typeof TIC_TAC_TOE_TEXT, params?: Record<string, string | number>) => translate(TIC_TAC_TOE_TEXT, id, lang, params);
  const name = (id: string) => players.find((player) => player.id === id)?.name ?? id;
  // Marks follow seat order (X first), as in the state.
  const markOf = (id: string) => MARKS[players.findIndex((player) => player.id === id)] ?? '?';
  const who = (id: string) => ({ player: name(id), mark: markOf(id) });

  const blocks: ReportDocument['blocks'] = [];
  if (outcome.player !== null)
    blocks.push({ kind: 'paragraph', content: [t(outcome.cell === null ? 'passed' : 'played', { ...who(outcome.player), cell: outcome.cell ?? '' })] });
  const size = setup.size;
  blocks.push(boardTable(size, outcome.cells));
  if (outcome.winner !== null) blocks.push({ kind: 'paragraph', content: [t('won', { ...who(outcome.winner), cells: (outcome.line ?? []).join(', ') })] });
  else if (outcome.draw) blocks.push({ kind: 'paragraph', content: [t('draw')] });
  else if (outcome.next !== null) blocks.push({ kind: 'paragraph', content: [t('next', who(outcome.next))] });
  return { title: [t('heading', { turn: outcome.turn })], blocks };
}
