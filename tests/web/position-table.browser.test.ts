import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { scrollableTables } from '../../src/reports/scrollable-tables.ts';
import { launchBrowser, SKIP_BROWSER } from './browser-helpers.ts';

/**
 * A ruleset's position and report on the player page are forum-safe HTML (tables without a wrapper, which the page
 * puts in a focusable region, issue 37): a table wider than a phone scrolls inside its region and a long word (the revealed seed under every report) wraps: the
 * page itself never scrolls sideways (web.css `.report`).
 */
describe.skipIf(SKIP_BROWSER)('browser: wide report tables on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a seven-column position table scrolls inside the report at 390 px; a revealed seed wraps', async () => {
    const css = readFileSync(join('src', 'web', 'assets', 'web.css'), 'utf8');
    const header = ['Doomtrooper', 'Group', 'Where', 'Strength', 'Weapon', 'Equipment', 'Actions this turn'];
    const row = ['Valerie Duval', 'Bo (Bauhaus)', 'outside, at West entrance', '5', 'Plasma carbine', 'Coagulant auto-injector', '0'];
    const table = `<table>\n<tr>${header.map((h) => `<th>${h}</th>`).join('')}</tr>\n<tr>${row.map((c) => `<td>${c}</td>`).join('')}</tr>\n</table>`;
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><style>${css}</style></head>
<body><main><section class="report"><h2>Your position</h2><p>Objective: score 12 points.</p>${scrollableTables(table, 'Table: Your position')}</section>
<section class="report"><h3>Seed and verification</h3><ul><li>Revealed seed: ${'3bafa1ed9da4e274'.repeat(4)}</li><li>GET /api/games/8ef33f58-6e21-4d94-b1ad-ebb04336ace8/turns/6/case.json</li></ul></section></main></body></html>`;
    const dir = join('test-results', 'report-tables');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'wide-table.html');
    writeFileSync(file, page);
    const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await tab.goto(pathToFileURL(file).href);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await tab.locator('section.report section.table-scroll[tabindex="0"]').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(box.scroll).toBeGreaterThan(box.client); // the table scrolls in its own box
    await tab.close();
  });
});
