import { describe, expect, it } from 'vitest';
import { bold, code } from '../../src/engine/core/document.ts';
import { renderMarkdown } from '../../src/reports/render-markdown.ts';
import { ReportQuery } from '../../src/services/published/published.ts';
import { REPORT_PLAYERS, fixedTurns, reportInput } from './fixtures/fixed-game.ts';
import { fixedTurnPage, publishedDocument, renderReport } from './fixtures/render.ts';

/** The `|` that separate cells: those not escaped by a backslash (escaped backslashes removed first). */
function separators(line: string): number {
  return (line.replaceAll('\\\\', '').match(/(?<!\\)\|/g) ?? []).length;
}

/** Issue 33: the score table as aligned text in a code block for Discord, as a real pipe table for GFM forums. */
describe('markdown flavours', () => {
  const input = reportInput(fixedTurns()[0]!, 'en');

  it('discord (the default) keeps the table as aligned text in a code block', () => {
    const doc = publishedDocument(input);
    expect(renderMarkdown(doc, { flavor: 'discord' })).toBe(renderMarkdown(doc));
    expect(renderReport(input, 'markdown')).toMatch(/```\n.*\n-+-\+-/);
  });

  it('gfm writes the score table as a pipe table, outside any code block', () => {
    const gfm = renderMarkdown(publishedDocument(input), { flavor: 'gfm' });
    const lines = gfm.split('\n');
    const rule = lines.findIndex((line) => /^\|( --- \|)+$/.test(line));
    expect(rule).toBeGreaterThan(0);
    const columns = separators(lines[rule]!) - 1;
    expect(columns).toBeGreaterThanOrEqual(3);
    const table = lines.slice(rule - 1).filter((line, i, all) => all.slice(0, i + 1).every((l) => l.startsWith('|')));
    expect(table.length).toBe(2 + REPORT_PLAYERS.length);
    for (const line of table) expect(separators(line), line).toBe(columns + 1);
    expect(lines.slice(0, rule).filter((line) => line === '```').length % 2).toBe(0);
    expect(table.join('\n')).toContain('**World Eaters**');
  });

  it('gfm escapes bars and Markdown specials in cells, so a hostile name keeps the row in its columns', () => {
    const hostile = REPORT_PLAYERS.map((player, index) => (index === 0 ? { ...player, warband: '*_|~`@everyone [x](y)' } : player));
    const gfm = renderMarkdown(publishedDocument(reportInput(fixedTurns()[0]!, 'en', hostile)), { flavor: 'gfm' });
    const row = gfm.split('\n').find((line) => line.startsWith('|') && line.includes('everyone'))!;
    expect(row).toContain('\\*\\_\\|\\~\\`\\@everyone \\[x\\](y)');
    const rule = gfm.split('\n').find((line) => /^\|( --- \|)+$/.test(line))!;
    expect(separators(row)).toBe(separators(rule));
  });

  it('gfm: a bar in a code span, an empty cell and a line break stay inside their cell', () => {
    const md = renderMarkdown(
      {
        title: ['T'],
        blocks: [{ kind: 'table', header: [['a'], ['b'], ['c']], rows: [[[code('x|y')], [], [bold('p'), { kind: 'lineBreak' }, 'q']]] }],
      },
      { flavor: 'gfm' },
    );
    expect(md).toBe('## T\n\n| a | b | c |\n| --- | --- | --- |\n| `x\\|y` |   | **p** q |\n');
  });

  it('the report query declares the flavour (and only the known ones)', () => {
    expect(ReportQuery.parse({ format: 'markdown', flavor: 'gfm' }).flavor).toBe('gfm');
    expect(ReportQuery.parse({ format: 'markdown' }).flavor).toBeUndefined();
    expect(ReportQuery.safeParse({ format: 'markdown', flavor: 'tables' }).success).toBe(false);
  });

  it('the turn page offers both Markdown copies', () => {
    const page = fixedTurnPage(input, { mapSvg: null, hasPrevious: false, caseFile: false });
    expect(page).toContain('href="/api/games/golden-game/turns/3/report.md"');
    expect(page).toContain('href="/api/games/golden-game/turns/3/report.md?flavor=gfm">Markdown with tables (GitHub, Discourse)</a>');
  });
});
