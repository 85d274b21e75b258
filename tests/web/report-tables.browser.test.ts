import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { scrollableTables } from '../../src/reports/scrollable-tables.ts';
import { SKIP_BROWSER, launchBrowser } from './browser-helpers.ts';

/**
 * A report or position table (forum HTML: a bare <table>, wrapped by the page in a focusable region, issue 37)
 * wider than a 390 px phone scrolls inside its region, and a long unbroken word (a seed, its hash) wraps: the page never scrolls sideways. On a wide screen
 * the table keeps its full width.
 */
describe.skipIf(SKIP_BROWSER)('browser: wide report tables on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const css = readFileSync(new URL('../../src/web/assets/web.css', import.meta.url), 'utf8');
  const columns = ['Player', 'Faction', 'Power', 'Doom', 'Spellbooks', 'Elder Signs', 'Gates', 'Captives', 'Notes'];
  const page = `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>${css}</style></head><body><main>
<section class="report"><h2>Your position</h2>${scrollableTables(
    `<table><tr>${columns.map((c) => `<th>${c}</th>`).join('')}</tr>
<tr>${columns.map(() => '<td>Great Cthulhu</td>').join('')}</tr></table>`,
    'Table: Your position',
  )}
<h3>Seed and verification</h3><ul><li>Revealed seed: ${'f2af178fac3aa6106099c1eb735a61e1'.repeat(2)}</li><li>printf '%s' '${'ab'.repeat(40)}' | sha256sum</li></ul></section></main></body></html>`;

  it.each([
    [390, true],
    [1100, false],
  ])('at %i px wide (scrolls inside: %s)', async (width, scrolls) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const tab = await context.newPage();
    await tab.setContent(page);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const table = await tab.locator('section.table-scroll[tabindex="0"]').evaluate((t) => ({ scroll: t.scrollWidth, client: t.clientWidth }));
    expect(table.scroll > table.client).toBe(scrolls);
    await context.close();
  });
});
