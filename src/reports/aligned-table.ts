/**
 * A table as aligned plain text, for formats that render no tables (Discord Markdown, phpBB BBCode without
 * [table]): cells padded to their column's width, ` | ` between them, a `-+-` rule under the header. Cells are
 * already escaped for the format's code block.
 */
export function alignedTableLines(cells: readonly (readonly string[])[]): string[] {
  const [head = [], ...body] = cells;
  const widths = head.map((_, column) => Math.max(...cells.map((row) => width(row[column] ?? ''))));
  const line = (row: readonly string[]) =>
    widths
      .map((w, column) => (row[column] ?? '') + ' '.repeat(w - width(row[column] ?? '')))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  return [line(head), rule, ...body.map(line)];
}

/** Display width in code points (report text has no wide CJK characters by construction of the catalogue). */
function width(text: string): number {
  return [...text].length;
}
