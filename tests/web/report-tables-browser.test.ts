import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchBrowser, SKIP_BROWSER } from './browser-helpers.ts';

/**
 * A ruleset's position and reports are drawn as plain tables (the forum-safe HTML has no wrappers): on a 390 px
 * phone a wide one scrolls inside its own box instead of making the whole player page scroll sideways.
 */
describe.skipIf(SKIP_BROWSER)('browser: wide report tables on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a nine-column table in a .report section scrolls by itself at 390 px; at 1100 px it fills the width', async () => {
    const css = readFileSync('src/web/assets/web.css', 'utf8');
    const header = Array.from({ length: 9 }, (_, i) => `<th>Column heading ${i + 1}</th>`).join('');
    const row = Array.from({ length: 9 }, (_, i) => `<td>Border Princes ${i}</td>`).join('');
    const body = `<main><section class="report"><h2>Position</h2><table><tr>${header}</tr><tr>${row}</tr></table></section></main>`;
    for (const width of [390, 1100]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.setContent(`<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>${css}</style></head><body>${body}</body></html>`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const table = await page.locator('table').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, display: getComputedStyle(el).display }));
      if (width === 390) expect(table.scroll).toBeGreaterThan(table.client); // it scrolls inside its own box
      else expect(table.display).toBe('table');
      await page.close();
    }
  });
});
