import type { ReportPlayer } from '../engine/rulesets/lords-of-chaos/presentation/players.ts';
import { rankByTotal } from '../engine/rulesets/lords-of-chaos/presentation/score-table.ts';

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

/** RFC 4180 CSV, one row per turn and player. */
export function scoreHistoryCsv(history: ScoreHistory): string {
  const lines = [SCORE_CSV_HEADER.join(',')];
  for (const turn of history.turns) {
    for (const player of history.players) {
      lines.push(
        [turn.turn, player.id, player.name, player.warband ?? '', turn.points[player.id], turn.totals[player.id], turn.ranks[player.id]]
          .map((cell) => csvCell(String(cell ?? '')))
          .join(','),
      );
    }
  }
  return lines.join('\r\n') + '\r\n';
}

/**
 * Quotes when needed, and defuses spreadsheet formulas: a player name like `=HYPERLINK(...)` must not run
 * when the GM opens the file (OWASP "CSV injection").
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
