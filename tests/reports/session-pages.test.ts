import { describe, expect, it } from 'vitest';
import { rollDice } from '../../src/engine/dice/index.ts';
import { sessionGamePage, sessionTurnPage } from '../../src/reports/session-pages.ts';
import type { SessionGamePageInput } from '../../src/reports/session-pages.ts';
import { scanTags, tagsBalanced } from './markup-scan.ts';

/** The public pages of rulesets other than Lords of Chaos: user text (names, board, report, reasons) is escaped. */

const HOSTILE = '<script>alert(1)</script>';
const game = { id: 'g1', name: `Game ${HOSTILE}`, language: 'en' as const, status: 'running', rulesetName: 'Generic (any game)' };
const players = [
  { id: 'a', name: `Alba ${HOSTILE}` },
  { id: 'b', name: 'Bruno & "co"' },
];

function gameInput(overrides: Partial<SessionGamePageInput> = {}): SessionGamePageInput {
  return {
    game,
    players,
    phase: { turn: 2, index: 0, count: 2, id: 'orders', name: `Orders ${HOSTILE}`, secret: true, acceptsOrders: true },
    scores: { a: 3, b: 1 },
    view: { tracks: { a: { vp: 3 }, b: { vp: 1 } }, board: `Board ${HOSTILE}`, winners: [] },
    setup: { tracks: [{ id: 'vp', name: `VP ${HOSTILE}` }, { id: 'doom', name: 'Doom' }] },
    steps: [{ number: 1, title: `Turn 1 — ${HOSTILE}` }],
    hasScoreHistory: true,
    ...overrides,
  };
}

function expectSafe(html: string): void {
  expect(html.startsWith('<!doctype html>\n')).toBe(true);
  const { tags, strayLessThan } = scanTags(html.slice('<!doctype html>'.length));
  expect(strayLessThan).toBe(0);
  expect(tags.some((tag) => tag.name === 'script')).toBe(false);
  expect(tagsBalanced(tags, ['br', 'meta', 'link', 'input'])).toBe(true);
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
}

describe('session public pages', () => {
  it('game page: escaped names, phase, public tracks only (columns from the view), board, step links', () => {
    const html = sessionGamePage(gameInput());
    expectSafe(html);
    expect(html).toContain('Bruno &amp; &quot;co&quot;');
    expect(html).toContain('Now: Turn 2 — Orders');
    // "Doom" is declared but absent from the public view: no column.
    expect(html).not.toContain('Doom');
    expect(html).toContain('<a href="/games/g1/turns/1">');
    expect(html).toContain('/api/games/g1/turns/1/report.bbcode');
  });

  it.each([
    ['scores only (no tracks in the view)', { view: { turn: 1, control: {}, scores: { a: 3, b: 1 } } }, 'class="scores"', 'class="tracks"'],
    ['no public score', { view: null, scores: {}, hasScoreHistory: false }, '<h2>Players</h2>', 'scores.csv'],
  ] as const)('game page with %s', (_, overrides, present, absent) => {
    const html = sessionGamePage(gameInput(overrides as Partial<SessionGamePageInput>));
    expect(html).toContain(present);
    expect(html).not.toContain(absent);
  });

  it('turn page: escaped report and roll reasons, every public roll, the seed and the records to verify', () => {
    const rolled = rollDice('2d6+1', { seed: 's', counter: 0 });
    if (!rolled.ok) throw new Error('fixture');
    const html = sessionTurnPage({
      game,
      step: { number: 3, title: 'Turn 2 — Orders', report: `Report ${HOSTILE}`, seed: 'the-seed', seedHash: 'the-hash' },
      rolls: [{ counter: 0, by: null, reason: `why ${HOSTILE}`, record: rolled.roll }],
      previous: 2,
      next: null,
      langParam: 'en',
    });
    expectSafe(html);
    expect(html).toContain('<td>GM</td>');
    expect(html).toContain('<code>2d6+1</code>');
    expect(html).toContain('<code>the-seed</code>');
    expect(html).toContain('/api/games/g1/rolls?turn=3');
    expect(html).toContain('href="/games/g1/turns/2?lang=en" rel="prev"');
    expect(html).not.toContain('rel="next"');
  });
});
