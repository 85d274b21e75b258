import { translate } from '../../core/catalogue.ts';
import { bold, type ReportDocument } from '../../core/document.ts';
import type { ReportInput } from '../../core/ruleset.ts';
import { TIC_TAC_TOE_TEXT } from './messages.ts';
import { MARKS } from './board.ts';
import type { Outcome, Player, Setup, State } from './schemas.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The report of one move: who played where, the board after it (a table: columns a.., rows 1..) and the result
 * (win, draw or who is next). Nothing in tic-tac-toe is secret, so every copy is the same.
 */
export function ticTacToeReport({ setup, players, outcome, lang }: ReportInput<Setup, Player, State, Outcome>): ReportDocument {
  const t = (id: keyof typeof TIC_TAC_TOE_TEXT, params?: Record<string, string | number>) => translate(TIC_TAC_TOE_TEXT, id, lang, params);
  const name = (id: string) => players.find((player) => player.id === id)?.name ?? id;
  // Marks follow seat order (X first), as in the state.
  const markOf = (id: string) => MARKS[players.findIndex((player) => player.id === id)] ?? '?';
  const who = (id: string) => ({ player: name(id), mark: markOf(id) });

  const blocks: ReportDocument['blocks'] = [];
  if (outcome.player !== null) blocks.push({ kind: 'paragraph', content: [t(outcome.cell === null ? 'passed' : 'played', { ...who(outcome.player), cell: outcome.cell ?? '' })] });
  const size = setup.size;
  blocks.push({
    kind: 'table',
    header: [[''], ...Array.from({ length: size }, (_, col) => [LETTERS[col]!])],
    rows: Array.from({ length: size }, (_, row) => [
      [String(row + 1)],
      ...outcome.cells.slice(row * size, row * size + size).map((cell) => [cell === null ? '·' : bold(cell)]),
    ]),
  });
  if (outcome.winner !== null) blocks.push({ kind: 'paragraph', content: [t('won', { ...who(outcome.winner), cells: (outcome.line ?? []).join(', ') })] });
  else if (outcome.draw) blocks.push({ kind: 'paragraph', content: [t('draw')] });
  else if (outcome.next !== null) blocks.push({ kind: 'paragraph', content: [t('next', who(outcome.next))] });
  return { title: [t('heading', { turn: outcome.turn })], blocks };
}
