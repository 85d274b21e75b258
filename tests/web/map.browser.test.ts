import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { ensureDemoGame, type DemoTokens } from '../../src/demo/demo-game.ts';
import { DEFAULT_RULESET_ID, getRuleset } from '../../src/engine/registry.ts';
import { SKIP_BROWSER, screenshot, unlabelledControls, useBrowserApp } from './browser-helpers.ts';

/**
 * The map on the player page (issue 19), on the demo game `npm start` seeds: legible planet names (≥ 11 CSS px)
 * on a desktop and a phone, never cut off (its own box scrolls, the page does not), zoom buttons, the player's
 * planets and this turn's targets marked (the order form's own), every warband in the legend, a full-size link
 * to the player's own view, and a plain scrollable map without JavaScript.
 */

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 };

interface Measures {
  /** Smallest rendered font size of a planet name, CSS px (its font-size × the SVG's rendered scale). */
  nameFontPx: number;
  /** Smallest on-screen height of a planet name's box (getBoundingClientRect). */
  nameBoxPx: number;
  svgWidth: number;
  pageScrollWidth: number;
  box: { left: number; right: number; scrollWidth: number; scrollHeight: number; overflow: string };
  svgRect: { width: number; height: number };
}

function measure(page: Page): Promise<Measures> {
  return page.evaluate(() => {
    const svg = document.querySelector<SVGSVGElement>('main figure.map svg')!;
    const box = svg.closest('#map-box') ?? svg.parentElement!;
    const rect = svg.getBoundingClientRect();
    const scale = rect.width / svg.viewBox.baseVal.width;
    // A planet's name is the last text drawn directly in its group (after the seat number, if any).
    const names = [...svg.querySelectorAll('g.planet')].map((g) => [...g.querySelectorAll(':scope > text')].at(-1)!);
    const boxRect = box.getBoundingClientRect();
    return {
      nameFontPx: Math.min(...names.map((text) => Number(text.getAttribute('font-size')) * scale)),
      nameBoxPx: Math.min(...names.map((text) => text.getBoundingClientRect().height)),
      svgWidth: rect.width,
      pageScrollWidth: document.documentElement.scrollWidth,
      box: { left: boxRect.left, right: boxRect.right, scrollWidth: box.scrollWidth, scrollHeight: box.scrollHeight, overflow: getComputedStyle(box).overflow },
      svgRect: { width: rect.width, height: rect.height },
    };
  });
}

/** The warbands of the legend whose entry lies wholly inside the map's box once it is scrolled to its bottom-left. */
function legendInView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const box = document.getElementById('map-box') ?? document.querySelector('main figure.map')!;
    box.scrollLeft = 0;
    box.scrollTop = box.scrollHeight;
    const view = box.getBoundingClientRect();
    return [...box.querySelectorAll('.legend-player')]
      .filter((entry) => {
        const r = entry.getBoundingClientRect();
        return r.left >= view.left && r.right <= view.right && r.top >= view.top && r.bottom <= view.bottom;
      })
      .map((entry) => entry.textContent!.replace(/\s+/g, ' ').trim());
  });
}

const planetsMarked = (page: Page, selector: string) =>
  page.$$eval(`main figure.map g.planet${selector}`, (gs) => gs.map((g) => g.getAttribute('data-planet')!).sort());
const optionValues = (page: Page, select: string) =>
  page.$$eval(`${select} option`, (options) =>
    options
      .map((o) => (o as HTMLOptionElement).value)
      .filter(Boolean)
      .sort(),
  );
const svgWidth = (page: Page) => page.$eval('#map-box svg', (svg) => svg.getBoundingClientRect().width);

describe.skipIf(SKIP_BROWSER)('browser: the map on the player page (demo game, desktop and phone)', () => {
  const app = useBrowserApp();
  let demo: DemoTokens;
  let playUrl: string;

  beforeAll(async () => {
    // The demo game `npm start` seeds (an empty database): its map is also the largest built-in one.
    demo = (await ensureDemoGame(app.t.app.db, '', app.base, false))!;
    expect(demo.players.map((p) => p.label)).toEqual(['World Eaters', 'Death Guard', 'Thousand Sons', "Emperor's Children"]);
    const ruleset = getRuleset(DEFAULT_RULESET_ID)!;
    const demoMap = (ruleset.defaultSetup() as { map: { planets: unknown[] } }).map;
    const largest = Math.max(...(ruleset.setupPresets ?? []).map((preset) => (preset.setup() as { map: { planets: unknown[] } }).map.planets.length));
    expect(demoMap.planets.length, 'the largest built-in map is the demo one; a bigger map needs its own game here').toBe(largest);
    playUrl = `${app.base}/play/${demo.players[0]!.token}?lang=en`;
  });

  it.each([
    ['desktop 1280 px', DESKTOP],
    ['phone 390 px', PHONE],
  ] as const)(
    '%s: legible names, nothing cut off, zoom, marks, every warband in the legend',
    async (name, options) => {
      const width = options.viewport!.width;
      const context = await app.browser.newContext(options);
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      await page.goto(playUrl);

      const before = await measure(page);
      console.log(
        `map on the player page, ${name}: planet names ${before.nameFontPx.toFixed(1)} px (box ${before.nameBoxPx.toFixed(1)} px), map ${before.svgWidth} px wide`,
      );
      expect(before.nameFontPx).toBeGreaterThanOrEqual(11);
      expect(before.nameBoxPx).toBeGreaterThanOrEqual(11);
      // Never cut off: the whole picture lies in the box's scrolling area, the box within the screen, the page not wider.
      expect(before.pageScrollWidth).toBeLessThanOrEqual(width);
      expect(before.box.right).toBeLessThanOrEqual(width);
      expect(before.box.left).toBeGreaterThanOrEqual(0);
      expect(before.box.overflow).toBe('auto');
      expect(before.box.scrollWidth).toBeGreaterThanOrEqual(Math.floor(before.svgRect.width));
      expect(before.box.scrollHeight).toBeGreaterThanOrEqual(Math.floor(before.svgRect.height));

      // The player's planets and the targets their order form offers are marked, with legend entries.
      expect(await planetsMarked(page, '[data-mine]')).toEqual(['ofidia', 'vraks']);
      const invade = await optionValues(page, '#answer-0-__invade-planet');
      const defend = await optionValues(page, '#answer-0-__defend-planet');
      expect(invade.length).toBeGreaterThan(3);
      expect(await planetsMarked(page, '[data-target~="invade"]')).toEqual(invade);
      expect(await planetsMarked(page, '[data-target~="defend"]')).toEqual(defend);
      expect(await page.locator('#map-box g.planet[data-planet="mordian"] circle.target').count()).toBe(1);
      expect(await page.textContent('#map-box .legend-mine')).toContain('Your planets (2)');
      expect(await page.textContent('#map-box .legend-target')).toMatch(/Within reach this turn \(\d+\)/);
      // Every warband in the legend, in view within the box (the fourth one used to lie beyond it).
      expect(await legendInView(page)).toEqual(['1 World Eaters (2)', '2 Death Guard (2)', '3 Thousand Sons (2)', "4 Emperor's Children (2)"]);

      // Zoom: labelled buttons (keyboard and pointer) scale the picture inside the box; the page never overflows.
      await expect.poll(() => page.textContent('[data-zoom-level]')).toBe('Zoom: 100%');
      const natural = await svgWidth(page);
      const zoom = async () => Math.round(((await svgWidth(page)) / natural) * 100);
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(zoom).toBe(125);
      expect(await page.textContent('[data-zoom-level]')).toBe('Zoom: 125%');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const zoomOut = page.getByRole('button', { name: 'Zoom out' });
      await zoomOut.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await expect.poll(zoom).toBe(67);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-zoom'))).toBe('out');
      await page.getByRole('button', { name: 'Actual size' }).press('Space');
      await expect.poll(zoom).toBe(100);
      await page.focus('#map-box');
      await page.keyboard.press('+');
      await expect.poll(zoom).toBe(125);
      await page.keyboard.press('0');
      await expect.poll(zoom).toBe(100);

      // Every control has a name.
      expect(await unlabelledControls(page)).toEqual([]);
      expect(
        await page.$$eval('button, a[href], [tabindex="0"]', (els) =>
          els.filter((el) => !(el.getAttribute('aria-label') || el.textContent!.trim())).map((el) => el.outerHTML),
        ),
      ).toEqual([]);
      await screenshot(page, `player-map-${width}`);
      await context.close();
    },
    90_000,
  );

  it('the full-size link opens the player’s own view of the map alone, behind their token', async () => {
    const context = await app.browser.newContext(DESKTOP);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(playUrl);
    const link = page.getByRole('link', { name: /Full-size map/ });
    const token = demo.players[0]!.token;
    expect(await link.getAttribute('href')).toBe(`/play/${token}/map.svg?lang=en`);
    const [full] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await full.waitForLoadState();
    expect(full.url()).toBe(`${app.base}/play/${token}/map.svg?lang=en`);
    // The SVG alone, at its own size: legible, with the player's marks.
    const alone = await full.evaluate(() => ({
      root: document.documentElement.nodeName,
      width: document.documentElement.getBoundingClientRect().width,
      mine: [...document.querySelectorAll('g.planet[data-mine]')].map((g) => g.getAttribute('data-planet')).sort(),
      targets: document.querySelectorAll('g.planet[data-target]').length,
    }));
    expect(alone).toMatchObject({ root: 'svg', mine: ['ofidia', 'vraks'] });
    expect(alone.width).toBe(await page.$eval('#map-box svg', (svg) => (svg as SVGSVGElement).viewBox.baseVal.width));
    expect(alone.targets).toBeGreaterThan(3);

    const response = await page.request.get(`${app.base}/play/${token}/map.svg?lang=en`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['referrer-policy']).toBe('no-referrer');
    expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
    // Another player's link shows their own planets; an unknown link shows nothing; the public map marks nobody's.
    const other = await (await page.request.get(`${app.base}/play/${demo.players[1]!.token}/map.svg`)).text();
    expect([...other.matchAll(/data-planet="([^"]+)"[^>]*data-mine="yes"/g)].map((m) => m[1]).sort()).toEqual(['sarum', 'subiaco-diablo']);
    expect((await page.request.get(`${app.base}/play/${'x'.repeat(43)}/map.svg`)).status()).toBe(404);
    const published = await (await page.request.get(`${app.base}/api/games/${demo.gameId}/turns/0/map.svg`)).text();
    expect(published).not.toMatch(/data-mine|data-target/);
    await context.close();
  }, 60_000);

  it('without JavaScript: a plain scrollable map at full size, no zoom buttons, the page does not overflow', async () => {
    const context = await app.browser.newContext({ ...PHONE, javaScriptEnabled: false });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(playUrl);
    const m = await measure(page);
    expect(m.nameFontPx).toBeGreaterThanOrEqual(11);
    expect(m.pageScrollWidth).toBeLessThanOrEqual(390);
    expect(m.box.overflow).toBe('auto');
    expect(m.box.scrollWidth).toBeGreaterThanOrEqual(Math.floor(m.svgRect.width));
    expect(await page.isVisible('[data-map-zoom]')).toBe(false);
    expect(await page.isVisible('a[data-map-full]')).toBe(true);
    expect(await legendInView(page)).toHaveLength(4);
    await screenshot(page, 'player-map-nojs-390');
    await context.close();
  }, 60_000);
});
