/**
 * One CSV cell: quoted when needed, and defused against spreadsheet formulas: a player name like
 * `=HYPERLINK(...)` must not run when the GM opens the file (OWASP "CSV injection").
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export interface CsvScoreHistory {
  players: { id: string; name: string; label: string }[];
  turns: { turn: number; points: Record<string, number>; totals: Record<string, number>; ranks: Record<string, number> }[];
}

export const SCORE_CSV_HEADER = ['turn', 'player_id', 'player', 'label', 'turn_points', 'total', 'rank'] as const;

/** RFC 4180 CSV of a score history, one row per turn and player (formulas defused: csvCell). */
export function scoreHistoryCsv(history: CsvScoreHistory): string {
  const lines = [SCORE_CSV_HEADER.join(',')];
  for (const turn of history.turns) {
    for (const player of history.players) {
      lines.push(
        [turn.turn, player.id, player.name, player.label, turn.points[player.id], turn.totals[player.id], turn.ranks[player.id]]
          .map((cell) => csvCell(String(cell ?? '')))
          .join(','),
      );
    }
  }
  return lines.join('\r\n') + '\r\n';
}
