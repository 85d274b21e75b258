import { mkdirSync, writeFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReport } from '../../src/reports/build-report.ts';
import { plainText } from '../../src/reports/document.ts';
import { renderMapSvg } from '../../src/reports/map-svg.ts';
import { turnPage } from '../../src/reports/pages.ts';
import { renderHtml } from '../../src/reports/render-html.ts';
import { FIXED_MAP, REPORT_PLAYERS, fixedTurns, reportInput } from './fixtures/fixed-game.ts';

const CHROMIUM = '/usr/bin/chromium';
const OUT = resolve('test-results');

describe.skipIf(!existsSync(CHROMIUM))('report page in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'mobile', width: 390, height: 844 },
  ]) {
    it(`shows the map with every planet and the report (${viewport.name})`, async () => {
      const turn = fixedTurns()[0]!;
      const input = reportInput(turn, 'es');
      const doc = buildReport(input);
      const conquered = turn.outcome.events.flatMap((event) => (event.type === 'conquest' ? [event.planet] : []));
      const html = turnPage({
        game: input.game,
        turn: 3,
        title: plainText(doc.title),
        reportHtml: renderHtml(doc, { title: false, headingTag: 'h2' }),
        mapSvg: renderMapSvg({ map: FIXED_MAP, lang: 'es', players: REPORT_PLAYERS, control: turn.outcome.control, inhabitants: turn.outcome.inhabitants, conquered, turn: 3 }),
        hasPrevious: true,
        hasNext: true,
      });
      mkdirSync(OUT, { recursive: true });
      const file = join(OUT, `report-page-${viewport.name}.html`);
      writeFileSync(file, html);

      const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
      await page.goto(pathToFileURL(file).href);
      const planets = page.locator('svg g.planet circle.planet-node');
      expect(await planets.count()).toBe(FIXED_MAP.planets.length);
      for (const box of await Promise.all((await planets.all()).map((node) => node.boundingBox()))) {
        expect(box).not.toBeNull();
        expect(box!.width).toBeGreaterThan(4);
        expect(box!.height).toBeGreaterThan(4);
      }
      // Nothing makes the whole page scroll sideways (the map and tables scroll inside their own boxes).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Turno 3');
      await expect.poll(() => page.getByRole('heading', { name: 'Puntuaciones' }).isVisible()).toBe(true);
      await page.screenshot({ path: join(OUT, `report-page-${viewport.name}.png`), fullPage: true });
      await page.close();
    });
  }
});
