import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReport } from '../../src/engine/rulesets/lords-of-chaos/presentation/build-report.ts';
import { plainText } from '../../src/engine/core/document.ts';
import { renderMapSvg } from '../../src/engine/rulesets/lords-of-chaos/presentation/map-svg.ts';
import { turnPage } from '../../src/reports/pages.ts';
import { renderHtml } from '../../src/reports/render-html.ts';
import { auth, SEATS, seedGame, startTestApp } from '../helpers/test-app.ts';
import type { SeededGame, TestApp } from '../helpers/test-app.ts';
import { FIXED_MAP, REPORT_PLAYERS, fixedTurns, reportInput } from './fixtures/fixed-game.ts';
import { launchBrowser, SKIP_BROWSER } from '../web/browser-helpers.ts';

const OUT = resolve('test-results');

describe.skipIf(SKIP_BROWSER)('report page in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
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
        mapSvg: renderMapSvg({
          map: FIXED_MAP,
          lang: 'es',
          players: REPORT_PLAYERS,
          control: turn.outcome.control,
          inhabitants: turn.outcome.inhabitants,
          conquered,
          turn: 3,
        }),
        hasPrevious: true,
        hasNext: true,
        caseFile: true,
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

  describe('game page turn slider (listening server, PGlite)', () => {
    let t: TestApp;
    let game: SeededGame;
    let base: string;

    beforeAll(async () => {
      t = await startTestApp('pglite');
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      game = await seedGame(t.app, [SEATS.ana, SEATS.bruno], { language: 'en' }); // the fixture ruleset: the slider is the server's
      const [ana, bruno] = game.players;
      // Turn 1: Ana takes Granite. Turn 2: Bruno takes Harbor.
      for (const [turn, player, site] of [
        [1, ana!, 'granite'],
        [2, bruno!, 'harbor'],
      ] as const) {
        const put = await t.app.inject({
          method: 'PUT',
          url: `/api/games/${game.id}/turns/${turn}/orders`,
          headers: auth(player.token),
          payload: { orders: [{ type: 'raid', site, count: 1 }] },
        });
        expect(put.statusCode).toBe(200);
        expect((await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/${turn}/resolve`, headers: auth(game.gmToken) })).statusCode).toBe(200);
      }
    });
    afterAll(async () => t?.close());

    const owner = (page: import('playwright-core').Page, site: string) => page.locator(`#turn-view g.site[data-site="${site}"]`).getAttribute('data-owner');

    it("moving the slider with the keyboard shows that turn's map and standings in place", async () => {
      const [ana, bruno] = game.players;
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const problems: string[] = [];
      // CSP violations and script errors show up here; HTTP failures are listed by URL (the browser's own favicon probe aside).
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()} ${response.url()}`);
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${base}/games/${game.id}`);
      const slider = page.getByLabel('Turn shown');
      expect(await slider.inputValue()).toBe('2');
      expect(await page.getByRole('button', { name: 'Show' }).isHidden()).toBe(true); // the script took over
      expect(await owner(page, 'harbor')).toBe(bruno!.id);

      await slider.focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => page.locator('#turn-view').getAttribute('data-turn')).toBe('1');
      expect(await owner(page, 'harbor')).toBe('');
      expect(await owner(page, 'granite')).toBe(ana!.id);
      expect(await page.locator('#turn-view h3').first().textContent()).toBe('Map: Turn 1');
      expect(await page.locator('form[data-turn-slider] output').textContent()).toBe('Turn 1');
      expect(await slider.getAttribute('aria-valuetext')).toBe('Turn 1');
      expect(page.url()).toBe(`${base}/games/${game.id}?turn=1`);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('turn-slider');
      await page.screenshot({ path: join(OUT, 'game-page-slider-turn-1.png'), fullPage: true });

      await page.keyboard.press('Home');
      await expect.poll(() => page.locator('#turn-view').getAttribute('data-turn')).toBe('0');
      expect(await owner(page, 'granite')).toBe('');
      expect(await page.locator('#turn-view h3').first().textContent()).toBe('Map: Starting map');
      expect(problems).toEqual([]);
      await page.close();
    });

    it('without JavaScript the slider form and the turn links render the chosen turn on the server', async () => {
      const [ana] = game.players;
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${base}/games/${game.id}`);
      await page.getByLabel('Turn shown').fill('1');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.waitForURL(`${base}/games/${game.id}?turn=1`);
      expect(await page.locator('#turn-view').getAttribute('data-turn')).toBe('1');
      expect(await owner(page, 'granite')).toBe(ana!.id);
      await page.getByRole('link', { name: 'Starting map' }).click();
      await page.waitForURL(`${base}/games/${game.id}?turn=0`);
      expect(await page.locator('#turn-view').getAttribute('data-turn')).toBe('0');
      await context.close();
    });
  });
});
