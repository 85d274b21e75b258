import { readableOnAnyTheme } from '../../src/engine/core/colors.ts';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/index.ts';
import { buildReport } from '../../src/engine/rulesets/lords-of-chaos/presentation/build-report.ts';
import { ALLOWED_HTML_TAGS, renderHtml } from '../../src/reports/render-html.ts';
import { renderBbcode } from '../../src/reports/render-bbcode.ts';
import { renderReport } from './fixtures/render.ts';
import { REPORT_PLAYERS, fixedTurns, reportInput } from './fixtures/fixed-game.ts';
import { scanTags, tagsBalanced } from './markup-scan.ts';

const HOSTILE_NAMES = ['<script>alert(1)</script>', '[b]bold[/b][url=http://x]y[/url]', '*_|~`@everyone', 'A & B "quoted" \'single\''];

/** The fixed game with every warband renamed to a hostile name (player names are user input). */
function hostileInputs() {
  const players = REPORT_PLAYERS.map((player, index) => ({ ...player, warband: HOSTILE_NAMES[index % HOSTILE_NAMES.length]! }));
  return fixedTurns().flatMap((turn) => LANGUAGES.map((lang) => reportInput(turn, lang, players)));
}

describe('html fragment', () => {
  it.each(hostileInputs().map((input) => [`turn ${input.turn} ${input.game.language}`, input] as const))(
    'uses only the allowed tags, without attributes, properly nested (%s)',
    (_, input) => {
      const html = renderReport(input, 'html');
      const { tags, strayLessThan } = scanTags(html);
      expect(strayLessThan).toBe(0);
      expect(tags.length).toBeGreaterThan(20);
      for (const tag of tags) {
        expect(ALLOWED_HTML_TAGS as readonly string[]).toContain(tag.name);
        expect(tag.attributes).toBe('');
      }
      expect(tagsBalanced(tags)).toBe(true);
      expect(html).not.toMatch(/<script|style=|\son\w+=/i);
    },
  );

  it('escapes hostile names as entities', () => {
    const html = renderReport(hostileInputs()[0]!, 'html');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('A &amp; B &quot;quoted&quot; &#39;single&#39;');
    expect(html).not.toContain('<script');
  });

  it('page variant prints no title and uses h2 sections', () => {
    const doc = buildReport(reportInput(fixedTurns()[0]!, 'en'));
    const html = renderHtml(doc, { title: false, headingTag: 'h2' });
    expect(html).not.toContain('<h3>');
    expect(html.startsWith('<p>')).toBe(true);
    expect(html).toContain('<h2>Scores</h2>');
  });
});

describe('markdown', () => {
  it.each(hostileInputs().map((input) => [`turn ${input.turn} ${input.game.language}`, input] as const))(
    'contains no HTML tag and escapes formatting in names (%s)',
    (_, input) => {
      const markdown = renderReport(input, 'markdown');
      // Outside code blocks every `<` is escaped, so no tag can form.
      const prose = markdown.replace(/```[\s\S]*?```/g, '');
      expect(prose).not.toMatch(/(^|[^\\])<[a-zA-Z/!]/m);
      if (input.turn === 3) {
        // Every warband takes part in turn 3, so every hostile name is in the prose.
        expect(prose).toContain('\\<script>alert(1)\\</script>');
        expect(prose).toContain('\\*\\_\\|\\~\\`\\@everyone');
        expect(prose).toContain('\\[b\\]bold\\[/b\\]');
      }
    },
  );

  it('keeps table cells verbatim inside a code block, without backticks that would end it', () => {
    const markdown = renderReport(hostileInputs()[0]!, 'markdown');
    const table = /```\n([\s\S]*?)```/.exec(markdown)?.[1] ?? '';
    expect(table).toContain('<script>alert(1)</script>');
    expect(table).not.toContain('`');
  });
});

describe('bbcode', () => {
  it('does not let a name open a tag', () => {
    const bbcode = renderReport(hostileInputs()[0]!, 'bbcode');
    expect(bbcode).not.toContain('[b]bold');
    expect(bbcode).not.toContain('[url=');
    expect(bbcode).toContain('[\u200Bb]bold[\u200B/b]');
  });

  it('only uses phpBB tags it knows, balanced', () => {
    for (const tables of [false, true]) {
      const doc = buildReport(reportInput(fixedTurns()[0]!, 'es'));
      const bbcode = renderBbcode(doc, { tables });
      const tags = [...bbcode.matchAll(/\[(\/?)([a-z*]+)(=[^\]]*)?\]/g)].map((match) => ({
        closing: match[1] === '/',
        name: match[2]!,
        attributes: match[3] ?? '',
      }));
      const allowed = ['b', 'i', 'color', 'size', 'list', '*', ...(tables ? ['table', 'tr', 'th', 'td'] : [])];
      for (const tag of tags) expect(allowed).toContain(tag.name);
      expect(tagsBalanced(tags, ['*'])).toBe(true);
    }
  });

  it("colours every warband name with its map colour's hue, at a lightness that reads on light and dark themes", () => {
    const bbcode = renderReport(reportInput(fixedTurns()[0]!, 'en'), 'bbcode');
    // The map's #332288 (dark indigo, unreadable on a dark theme) becomes a lighter indigo (issue 19).
    expect(bbcode).toContain(`[color=${readableOnAnyTheme('#332288')}][b]Death Guard[/b][/color]`);
    expect(readableOnAnyTheme('#332288')).not.toBe('#332288');
    expect(readableOnAnyTheme('#CC6677')).toBe('#CC6677'); // already readable on both: kept
  });
});
