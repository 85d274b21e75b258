import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULESETS } from '../../src/engine/registry.ts';
import { auth } from '../helpers/test-app.ts';
import { SKIP_BROWSER, useBrowserApp } from './browser-helpers.ts';
import { fieldNames, form, seatFields, seatsFor } from './page-tour.ts';

/**
 * Issue 37: axe-core finds no violation (WCAG 2.x A and AA, and its best practices) on any page type of any
 * registered ruleset, on a desktop and on a phone: the home page, the GM's creation form, the GM console (before
 * the start with a join request waiting, running, after a step, finished), the join page, the player page
 * (waiting for approval, asked, after a step, finished), the public game page, the per-step report page and the
 * 404 pages. On the phone, the player page puts the question and its save button before the map, the map fits
 * the screen's width and the page never scrolls sideways (wide tables scroll inside their own region).
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

const VIEWPORTS: Record<'desktop' | 'phone', BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

/** One line per violated rule: the page, the viewport, the rule and its impact, and the first elements concerned. */
function violationLines(label: string, results: AxeResults): string[] {
  return results.violations.map((v) => {
    const targets = v.nodes.slice(0, 3).map((node) => node.target.join(' '));
    return `${label} ${v.id} (${v.impact ?? '?'}) ${v.help}: ${v.nodes.length}× ${targets.join(' | ')}${v.nodes.length > 3 ? ' …' : ''}`;
  });
}

/** What the phone layout asks of the player page (issue 37). */
interface PhoneLayout {
  pageScrollWidth: number;
  innerWidth: number;
  saveTop: number | null;
  mapTop: number | null;
  mapWidth: number | null;
  viewport: string;
}

function phoneLayout(page: Page): Promise<PhoneLayout> {
  return page.evaluate(() => {
    const top = (el: Element | null) => (el ? el.getBoundingClientRect().top + window.scrollY : null);
    const map = document.querySelector('.map-section');
    return {
      pageScrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      saveTop: top(document.querySelector('#order-form .form-buttons button[value="save"]')),
      mapTop: top(map),
      mapWidth: map ? map.getBoundingClientRect().width : null,
      viewport: document.querySelector('meta[name=viewport]')?.getAttribute('content') ?? '',
    };
  });
}

describe.skipIf(SKIP_BROWSER)('browser: axe-core finds no violation on any page of any ruleset, desktop and phone', () => {
  const app = useBrowserApp();
  const contexts = {} as Record<keyof typeof VIEWPORTS, { context: BrowserContext; page: Page }>;

  beforeAll(async () => {
    for (const [name, options] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, BrowserContextOptions][]) {
      const context = await app.browser.newContext(options);
      await context.addInitScript({ content: AXE_SOURCE });
      contexts[name] = { context, page: await context.newPage() };
    }
  });
  afterAll(async () => {
    for (const { context } of Object.values(contexts)) await context?.close();
  });

  /**
   * Opens `url` in both viewports and runs axe on each; returns one line per violation. `exclude`: parts of the
   * page (CSS selectors) left out in each viewport because they are audited elsewhere. The setup form's fields
   * (thousands of controls on the big games: axe took 10–17 s per viewport on them) are audited once, on the
   * desktop's creation page: the console's copy is the same builder's, and what a phone changes (layout: scrolling
   * regions, page width) is audited on the rest of every page, the player pages' forms included.
   */
  async function audit(
    label: string,
    url: string,
    onPhone?: (page: Page) => Promise<void>,
    exclude: { desktop?: string[]; phone?: string[] } = {},
  ): Promise<string[]> {
    const found: string[] = [];
    for (const [name, { page }] of Object.entries(contexts) as [keyof typeof VIEWPORTS, { page: Page }][]) {
      await page.goto(`${app.base}${url}`, { waitUntil: 'load' });
      const results = (await page.evaluate(
        ({ tags, exclude }) => {
          // Taken out of the page, not only out of the results: axe reads the whole tree whatever it reports.
          for (const selector of exclude) for (const node of document.querySelectorAll(selector)) node.remove();
          return (window as unknown as { axe: { run: (c: Document, o: object) => Promise<unknown> } }).axe.run(document, {
            runOnly: { type: 'tag', values: tags },
            resultTypes: ['violations'],
          });
        },
        { tags: TAGS, exclude: exclude[name] ?? [] },
      )) as AxeResults;
      found.push(...violationLines(`${label} [${name}]`, results));
      if (name === 'phone' && onPhone) await onPhone(page);
    }
    return found;
  }

  function report(found: string[]): void {
    expect(found, `${found.length} axe-core violations:\n${found.join('\n')}`).toEqual([]);
  }

  it('the home page and the 404 pages', async () => {
    report([
      ...(await audit('home (en)', '/?lang=en')),
      ...(await audit('home (es)', '/?lang=es')),
      ...(await audit('404', '/nothing-here?lang=en')),
      ...(await audit('404 gm', '/gm/not-a-token?lang=en')),
      ...(await audit('404 play', '/play/not-a-token?lang=es')),
      ...(await audit('404 join', '/join/not-a-code?lang=en')),
    ]);
  });

  it.each(Object.keys(RULESETS))(
    '%s: creation, console, join, player, public and report pages',
    async (id) => {
      const { app: server } = app.t;
      const ruleset = RULESETS[id]!;
      const found: string[] = [];
      const check = async (label: string, url: string, onPhone?: (page: Page) => Promise<void>, exclude?: { desktop?: string[]; phone?: string[] }) =>
        found.push(...(await audit(`${id} ${label}`, url, onPhone, exclude)));
      // The setup form's fields: on the creation page (inside its <details>) and in the console's setup section.
      const creationSetupFields = 'main form > details > :not(summary):not(.hint)';
      const consoleSetupFields = 'section[aria-labelledby="setup-title"] form .field';

      await check('create form', `/gm?ruleset=${id}&lang=en`, undefined, { phone: [creationSetupFields] });
      const created = await server.inject({ method: 'POST', url: '/api/games', payload: { name: `Axe ${id}`, ruleset: id, language: 'en' } });
      expect(created.statusCode, created.body).toBe(201);
      const { id: gameId, gmToken } = created.json() as { id: string; gmToken: string };
      const gm = `/gm/${gmToken}`;
      const seats = seatsFor(ruleset);
      const players: { token: string }[] = [];
      for (const seat of seats.slice(0, -1)) {
        const seated = await server.inject({ method: 'POST', url: `/api/games/${gameId}/players`, headers: auth(gmToken), payload: seat });
        expect(seated.statusCode, seated.body).toBe(201);
        players.push(seated.json() as { token: string });
      }

      // The last seat asks through the invitation link; the GM sees the request, then approves it.
      expect((await server.inject({ method: 'POST', url: `${gm}/invite?lang=en`, ...form({ open: '1' }) })).statusCode).toBe(303);
      const opened = await server.inject({ url: `${gm}?lang=en` });
      const join = /id="join-link" value="http:\/\/[^"]+(\/join\/[A-Za-z0-9_-]+)"/.exec(opened.body)?.[1];
      expect(join, 'the invitation link').toBeDefined();
      await check('join page', `${join}?lang=en`);
      const last = seats.at(-1)!;
      const asked = await server.inject({ method: 'POST', url: `${join}?lang=en`, ...form({ name: last.name, ...seatFields(last.data) }) });
      expect(asked.statusCode, asked.body.slice(0, 2000)).toBe(303);
      const privateLink = asked.headers.location!.split('?')[0]!;
      await check('player page, waiting for approval', `${privateLink}?lang=en`);
      // Its setup form's fields are the creation form's (the same builder), audited there.
      await check('console in setup, join request waiting', `${gm}?lang=en`, undefined, { desktop: [consoleSetupFields], phone: [consoleSetupFields] });
      const waiting = await server.inject({ url: `${gm}?lang=en` });
      const request = /name="request" value="([0-9a-f-]{36})"/.exec(waiting.body)?.[1];
      expect(request, 'the join request').toBeDefined();
      const approved = await server.inject({ method: 'POST', url: `${gm}/join-requests?lang=en`, ...form({ request: request!, answer: 'approve' }) });
      expect(approved.statusCode).toBe(303);
      const links = [...players.map((p) => `/play/${p.token}`), privateLink];

      const started = await server.inject({ method: 'POST', url: `${gm}/start?lang=en`, ...form({}) });
      expect(started.statusCode, started.body.slice(0, 2000)).toBe(303);
      await check('console running', `${gm}?lang=en`);
      await check('console running, setup correction opened', `${gm}?lang=en&setup=1`, undefined, {
        desktop: [consoleSetupFields],
        phone: [consoleSetupFields],
      });
      // Every player asked gets the phone layout checked; one not asked (waiting for others) shows the waiting page.
      let askedPages = 0;
      for (const [i, link] of links.entries()) {
        const html = (await server.inject({ url: `${link}?lang=en` })).body;
        const isAsked = fieldNames(html, 'order-form').length > 0;
        if (isAsked) askedPages++;
        await check(`player ${i + 1} page, ${isAsked ? 'asked' : 'waiting for others'}`, `${link}?lang=en`, async (page) => {
          const layout = await phoneLayout(page);
          const where = `${id} player ${i + 1} page [phone]`;
          if (layout.pageScrollWidth > layout.innerWidth)
            found.push(`${where}: the page scrolls sideways (${layout.pageScrollWidth} > ${layout.innerWidth} px)`);
          if (/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?\b/.test(layout.viewport))
            found.push(`${where}: the viewport forbids pinch zoom (${layout.viewport})`);
          if (layout.mapWidth !== null && layout.mapWidth > layout.innerWidth) found.push(`${where}: the map is wider than the screen (${layout.mapWidth} px)`);
          if (isAsked && (layout.saveTop === null || (layout.mapTop !== null && layout.saveTop >= layout.mapTop)))
            found.push(`${where}: the save button (top ${layout.saveTop}) does not come before the map (top ${layout.mapTop})`);
        });
      }
      expect(askedPages, 'someone is asked').toBeGreaterThan(0);

      // The GM resolves the step (missing answers take the ruleset's default): the console, the players, the public pages.
      const resolved = await server.inject({ method: 'POST', url: `${gm}/resolve?lang=en`, ...form({}) });
      expect(resolved.statusCode, resolved.body.slice(0, 2000)).toBeLessThan(400);
      await check('console after the step', `${gm}?lang=en`);
      await check('player 1 page after the step', `${links[0]}?lang=en`);
      await check('public game page', `/games/${gameId}?lang=en`);
      const turn1 = await server.inject({ url: `/games/${gameId}/turns/1?lang=en` });
      expect(turn1.statusCode, 'the report of the step').toBe(200);
      await check('report page', `/games/${gameId}/turns/1?lang=es`);

      // The game over (as the ruleset's last step leaves it): the console, a player's page and the public page.
      await server.db.game.update({ where: { id: gameId }, data: { status: 'finished' } });
      await check('console finished', `${gm}?lang=en`);
      await check('player 1 page finished', `${links[0]}?lang=en`);
      await check('public game page finished', `/games/${gameId}?lang=en`);
      report(found);
    },
    600_000,
  );
});
