import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../helpers/test-app.ts';
import { launchBrowser, SKIP_BROWSER, screenshot, startListeningApp, unlabelledControls } from '../web/browser-helpers.ts';

describe.skipIf(SKIP_BROWSER)('browser: one turn of a generic game through the web pages (English)', () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  beforeAll(async () => {
    ({ t, base } = await startListeningApp());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  async function newPage(javaScript = true): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, javaScriptEnabled: javaScript });
    context.setDefaultTimeout(15_000);
    return context.newPage();
  }

  it('create, seat, secret orders, dice, resolve with tracks and board, public orders, reports', async () => {
    const gm = await newPage();
    await gm.goto(`${base}/gm/session?lang=en`);
    await gm.getByLabel('Game name').fill('Any Game Night');
    await gm.getByLabel('Game language').selectOption('en');
    await gm.getByLabel(/^Tracks/).fill('VP = 0\nDoom = 3');
    await gm.getByLabel(/^Board/).fill('Everybody at home.');
    expect(await unlabelledControls(gm)).toEqual([]);
    await gm.getByRole('button', { name: 'Create the game' }).click();
    await gm.waitForURL(/\/gm\/[A-Za-z0-9_-]+\?/);
    await expect.poll(() => gm.textContent('main')).toContain('Game created.');

    const links: string[] = [];
    for (const name of ['Alba', 'Bruno', 'Carla']) {
      await gm.getByLabel('Player name').fill(name);
      await gm.getByRole('button', { name: 'Add player' }).click();
      await gm.waitForSelector('#invite-link');
      links.push(await gm.inputValue('#invite-link'));
    }
    expect(links.every((link) => /\/play\/[A-Za-z0-9_-]{43}$/.test(link))).toBe(true);
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => gm.textContent('#phase')).toContain('Turn 1 — Orders');

    // Alba (no JavaScript: plain form posts) and Bruno send secret orders.
    const alba = await newPage(false);
    await alba.goto(links[0]!);
    expect(await alba.getAttribute('#phase', 'data-secret')).toBe('yes');
    await alba.getByLabel('Orders for this phase').fill('ALBA: fleet to the bridge');
    await alba.getByRole('button', { name: 'Save orders' }).click();
    await expect.poll(() => alba.textContent('#notice')).toContain('Orders saved (version 1).');
    await alba.fill('#dice-expr', '2d6+1');
    await alba.getByLabel('Reason').fill('Scouting');
    await alba.getByRole('button', { name: 'Roll' }).click();
    await expect.poll(() => alba.textContent('#rolls')).toMatch(/#0 Alba, Scouting: 2d6 \[\d, \d\] \+ 1 = \d+/);

    const bruno = await newPage();
    await bruno.goto(links[1]!);
    await bruno.getByLabel('Orders for this phase').fill('BRUNO: hold the line');
    await bruno.getByRole('button', { name: 'Save orders' }).click();
    await expect.poll(() => bruno.textContent('#notice')).toContain('Orders saved');
    expect(await bruno.textContent('main')).not.toContain('ALBA: fleet');
    expect(await unlabelledControls(bruno)).toEqual([]);

    // The GM reads every order, updates tracks and the board, and resolves.
    await gm.reload();
    expect(await gm.textContent('#sheets')).toContain('ALBA: fleet to the bridge');
    expect(await gm.locator('[data-submitted="yes"]').count()).toBe(2);
    await gm.getByLabel('Report text').fill('The bridge falls to Alba.');
    await gm.getByLabel('Alba: add to VP').fill('2');
    await gm.getByLabel('Bruno: set Doom to').fill('5');
    await gm.getByLabel('Board after this phase').fill('Alba holds the bridge.');
    expect(await unlabelledControls(gm)).toEqual([]);
    await screenshot(gm, 'session-gm-resolve');
    await gm.getByRole('button', { name: 'Resolve and publish the report' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Phase resolved; the report is published.');
    expect(await gm.textContent('#phase')).toContain('Turn 1 — Diplomacy');

    // Everybody reads the report; the public Diplomacy phase shows orders as soon as they are sent.
    await alba.goto(links[0]!);
    expect(await alba.textContent('#report-1')).toContain('The bridge falls to Alba.');
    expect(await alba.textContent('#report-1')).toContain('BRUNO: hold the line');
    expect(await alba.textContent('#report-1')).toContain('Scouting');
    expect(await alba.textContent('#tracks')).toMatch(/Alba\s*2\s*3/);
    expect(await alba.textContent('#board')).toContain('Alba holds the bridge.');
    expect(await alba.getAttribute('#phase', 'data-secret')).toBe('no');
    await alba.getByLabel('Orders for this phase').fill('Alba proposes peace');
    await alba.getByRole('button', { name: 'Save orders' }).click();
    await bruno.goto(links[1]!);
    expect(await bruno.textContent('#public-orders')).toContain('Alba proposes peace');
    expect(await bruno.textContent('#tracks')).toMatch(/Bruno\s*0\s*5/);
    await screenshot(bruno, 'session-player-public-phase');
  });
});
