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

export interface CsvScoreHistory {
  players: { id: string; name: string; label: string }[];
  turns: { turn: number; points: Record<string, number>; totals: Record<string, number>; ranks: Record<string, number> }[];
}

export const SCORE_CSV_HEADER = ['turn', 'player_id', 'player', 'label', 'turn_points', 'total', 'rank'] as const;

/** RFC 4180 CSV of a score history, one row per turn and player, every field quoted (see csvCell). */
export function scoreHistoryCsv(history: CsvScoreHistory): string {
  const lines = [SCORE_CSV_HEADER.map(csvCell).join(',')];
  for (const turn of history.turns) {
    for (const player of history.players) {
      lines.push(
        [turn.turn, player.id, player.name, player.label, turn.points[player.id] ?? 0, turn.totals[player.id] ?? 0, turn.ranks[player.id] ?? 0]
          .map(csvCell)
          .join(','),
      );
    }
  }
  return lines.join('\r\n') + '\r\n';
}
