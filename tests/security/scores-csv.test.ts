import { describe, expect, it } from 'vitest';
import { csvCell, scoreHistoryCsv } from '../../src/reports/csv.ts';

/** Splits a CSV line the way a spreadsheet that ignores quotes would, on `,` and (Spanish Excel) on `;`. */
const naiveCells = (line: string) => line.split(/[,;]/);
/** Proper RFC 4180 split of one line (no embedded newlines in these tests). */
function rfcCells(line: string): string[] {
  const cells: string[] = [];
  const re = /"((?:[^"]|"")*)"(?:,|$)/y;
  while (re.lastIndex < line.length) {
    const match = re.exec(line);
    if (!match) throw new Error(`unquoted or malformed cell at ${re.lastIndex} in ${line}`);
    cells.push(match[1]!.replaceAll('""', '"'));
  }
  return cells;
}

const HOSTILE = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx', 'a;=HYPERLINK("http://evil.test","x")', 'b;+1', 'c; @x', 'd,=1', 'plain "quoted"'];

describe('scores.csv', () => {
  it('quotes every field and neutralises formulas, also after a ";" (Spanish Excel splits on it)', () => {
    const players = HOSTILE.map((name, i) => ({ id: `p${i}`, name, label: name }));
    const scores = Object.fromEntries(players.map((p, i) => [p.id, i - 3]));
    const ranks = Object.fromEntries(players.map((p, i) => [p.id, players.length - i]));
    const csv = scoreHistoryCsv({ players, turns: [{ turn: 1, points: scores, totals: scores, ranks }] });
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"turn","player_id","player","label","turn_points","total","rank"');
    for (const line of lines.slice(1)) {
      const cells = rfcCells(line); // throws on any unquoted cell
      expect(cells).toHaveLength(7);
      for (const cell of [cells[2]!, cells[3]!]) expect(cell, line).not.toMatch(/^[=+\-@\t\r]/);
      // Even split naively, no piece of a text cell starts a formula (after the opening quote).
      for (const piece of naiveCells(line)) expect(piece.replace(/^\s*"?/, ''), line).not.toMatch(/^[=+@\t\r]|^-[^\d]/);
    }
    // Numbers stay numbers (negative points are not text to neutralise).
    expect(rfcCells(lines[1]!)[4]).toBe('-3');
    // The text is still readable: the original name follows the neutralising apostrophe.
    expect(rfcCells(lines[1]!)[2]).toBe("'=1+1");
    expect(csvCell('plain')).toBe('"plain"');
  });
});
