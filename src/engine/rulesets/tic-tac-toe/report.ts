import type { LegacyReportInput } from '../../core/ruleset.ts';
import { translate } from '../../core/catalogue.ts';
import { TIC_TAC_TOE_TEXT } from './messages.ts';
import { MARKS, boardText } from './board.ts';
import type { Outcome, Player, Setup } from './schemas.ts';

/**
 * The report of one move: who played where, the board after it and the result (win, draw or who is next).
 * Nothing in tic-tac-toe is secret, so every copy is the same.
 */
export function renderReport({ setup, players, outcome, lang }: LegacyReportInput<Setup, Player, Outcome>): string {
  const t = (id: keyof typeof TIC_TAC_TOE_TEXT, params?: Record<string, string | number>) => translate(TIC_TAC_TOE_TEXT, id, lang, params);
  const name = (id: string) => players.find((player) => player.id === id)?.name ?? id;
  // Marks follow seat order (X first), as in the state.
  const markOf = (id: string) => MARKS[players.findIndex((player) => player.id === id)] ?? '?';
  const who = (id: string) => ({ player: name(id), mark: markOf(id) });

  const lines = [t('heading', { turn: outcome.turn })];
  if (outcome.player !== null) lines.push(t(outcome.cell === null ? 'passed' : 'played', { ...who(outcome.player), cell: outcome.cell ?? '' }));
  lines.push('', boardText(outcome.cells, setup.size), '');
  if (outcome.winner !== null) lines.push(t('won', { ...who(outcome.winner), cells: (outcome.line ?? []).join(', ') }));
  else if (outcome.draw) lines.push(t('draw'));
  else if (outcome.next !== null) lines.push(t('next', who(outcome.next)));
  return `${lines.join('\n')}\n`;
}
