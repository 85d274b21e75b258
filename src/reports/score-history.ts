import type { ReportPlayer } from './players.ts';
import { rankByTotal } from './score-table.ts';

export interface ResolvedTurnScores {
  turn: number;
  turnPoints: Record<string, number>;
  scores: Record<string, number>;
}

export interface ScoreHistory {
  players: { id: string; name: string; warband: string | null; seat: number }[];
  turns: { turn: number; points: Record<string, number>; totals: Record<string, number>; ranks: Record<string, number> }[];
}

/** Per-turn points, totals and ranks of every player, oldest turn first. */
export function scoreHistory(players: readonly ReportPlayer[], turns: readonly ResolvedTurnScores[]): ScoreHistory {
  const ids = players.map((player) => player.id);
  return {
    players: players.map((player, seat) => ({ id: player.id, name: player.name, warband: player.warband ?? null, seat: seat + 1 })),
    turns: [...turns]
      .sort((a, b) => a.turn - b.turn)
      .map((turn) => {
        const ranks = rankByTotal(turn.scores, ids);
        return {
          turn: turn.turn,
          points: Object.fromEntries(ids.map((id) => [id, turn.turnPoints[id] ?? 0])),
          totals: Object.fromEntries(ids.map((id) => [id, turn.scores[id] ?? 0])),
          ranks: Object.fromEntries(ids.map((id) => [id, ranks.get(id)!])),
        };
      }),
  };
}

export const SCORE_CSV_HEADER = ['turn', 'player_id', 'player', 'warband', 'turn_points', 'total', 'rank'] as const;

/** RFC 4180 CSV, one row per turn and player, every field quoted (see csvCell). */
export function scoreHistoryCsv(history: ScoreHistory): string {
  const lines = [SCORE_CSV_HEADER.map(csvCell).join(',')];
  for (const turn of history.turns) {
    for (const player of history.players) {
      lines.push(
        [turn.turn, player.id, player.name, player.warband ?? '', turn.points[player.id] ?? 0, turn.totals[player.id] ?? 0, turn.ranks[player.id] ?? 0]
          .map(csvCell)
          .join(','),
      );
    }
  }
  return lines.join('\r\n') + '\r\n';
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field, always quoted. Text is defused against spreadsheet formulas (OWASP "CSV injection"): a
 * leading = + - @ tab or CR gets an apostrophe, and so does such a character right after a `,` or `;` inside
 * the text, because spreadsheets that split on `;` (Excel in Spanish) may start a new cell there. Numbers are
 * written as they are (a negative score stays a number).
 */
export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : neutralise(value);
  return `"${text.replaceAll('"', '""')}"`;
}

function neutralise(text: string): string {
  const start = FORMULA_START.test(text) ? `'${text}` : text;
  return start.replace(/([,;]\s*)(?=[=+\-@\t\r])/g, "$1'");
}
