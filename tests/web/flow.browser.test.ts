import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addPlayerThroughConsole, LOC_SEATS, SKIP_BROWSER, screenshot, unlabelledControls, useBrowserApp } from './browser-helpers.ts';
import { ADD_ORDER, orderIds, type OrderKind } from './order-fields.ts';

/**
 * Chooses order `row`'s type, target and count through the form controls, as a player does (with JavaScript the
 * next empty order appears on "Add another"; without it three empty orders are there).
 */
async function fillOrder(page: Page, row: number, type: OrderKind, target: string, count?: number): Promise<void> {
  if (!(await page.isVisible(orderIds.kind(row)))) await page.click(ADD_ORDER);
  await page.selectOption(orderIds.kind(row), type);
  const targetField = { invade: 'planet', defend: 'planet', defendSector: 'sector', cede: 'planet', claimDeed: 'deed' }[type];
  await page.selectOption(orderIds.field(row, type, targetField), target);
  if (count !== undefined) await page.fill(orderIds.field(row, type, 'count'), String(count));
}

/** The actions summary above the form ("Actions — available: 3 · used: 1 · left: 2"): what is left. */
const actionsLeft = async (page: Page) => /left: (\d+)/.exec((await page.textContent('[data-sheet-summary]')) ?? '')?.[1];

describe.skipIf(SKIP_BROWSER)('browser: a GM runs a turn with three players (English, phone-sized screen)', () => {
  const app = useBrowserApp();

  it('create, invite, order (one refusal, one player without JavaScript), resolve, read the report', async () => {
    const { base, browser } = app;
    const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 };
    const gmContext = await browser.newContext(phone);
    gmContext.setDefaultTimeout(15_000);
    const gm = await gmContext.newPage();

    // The GM creates the game.
    await gm.goto(`${base}/gm?lang=en`);
    expect(await gm.getAttribute('html', 'lang')).toBe('en');
    await gm.getByLabel('Game name').fill('The Eye Campaign');
    await gm.getByLabel('Game language').selectOption('en');
    expect(await unlabelledControls(gm)).toEqual([]);
    await screenshot(gm, 'gm-create');
    await gm.getByRole('button', { name: 'Create the game' }).click();
    await gm.waitForURL(/\/gm\/[A-Za-z0-9_-]+\?/);
    await expect.poll(() => gm.textContent('main')).toContain('Game created.');
    const consoleUrl = gm.url().split('?')[0]!;

    // ... seats three players and copies their invitation links.
    const khorneLink = await addPlayerThroughConsole(gm, LOC_SEATS.ana);
    await screenshot(gm, 'gm-invite');
    const nurgleLink = await addPlayerThroughConsole(gm, LOC_SEATS.bruno);
    const tzeentchLink = await addPlayerThroughConsole(gm, LOC_SEATS.carla);
    for (const link of [khorneLink, nurgleLink, tzeentchLink]) expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/play\/[A-Za-z0-9_-]{43}$/);
    expect(await unlabelledControls(gm)).toEqual([]);

    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Game started: turn 1 is open.');
    expect(await gm.locator('[data-submitted="no"]').count()).toBe(3);

    // World Eaters (JavaScript on): actions left update as orders are added.
    const playerContext = await browser.newContext(phone);
    playerContext.setDefaultTimeout(15_000);
    const khorne = await playerContext.newPage();
    await khorne.goto(khorneLink);
    expect(await khorne.textContent('[data-sheet-summary]')).toBe('Actions — available: 3 · used: 0 · left: 3');
    await fillOrder(khorne, 0, 'invade', 'agripinaa', 1);
    await expect.poll(() => actionsLeft(khorne)).toBe('2');
    await expect.poll(() => khorne.textContent(orderIds.status(0))).toBe('Cost: 1 action.');
    await fillOrder(khorne, 1, 'defend', 'vraks', 1);
    await expect.poll(() => actionsLeft(khorne)).toBe('1');
    expect(await khorne.isVisible(orderIds.kind(2))).toBe(false); // the next empty order waits for "Add another"
    // Only reachable planets are offered, with their cost: a crossing costs double.
    const invadeOptions = await khorne.locator(`${orderIds.field(0, 'invade', 'planet')} option`).allTextContents();
    expect(invadeOptions).toContain('Mordian — 1 action each');
    expect(invadeOptions.some((text) => text.startsWith('Fenris'))).toBe(false);
    expect(invadeOptions.find((text) => text.startsWith('Skalathrax'))).toBe('Skalathrax — 1 action each'); // Cadian Gate: no doubling
    expect(await unlabelledControls(khorne)).toEqual([]);
    await screenshot(khorne, 'player-form');
    await khorne.getByRole('button', { name: 'Save orders' }).click();
    await expect.poll(() => khorne.textContent('main')).toContain('Orders saved (version 1).');

    // Death Guard: an order over budget is refused with its message, before and on saving; nothing is saved.
    const nurgle = await playerContext.newPage();
    await nurgle.goto(nurgleLink);
    await fillOrder(nurgle, 0, 'invade', 'cypra-mundi', 1);
    await fillOrder(nurgle, 1, 'invade', 'belis-corona', 5);
    // The refusal in plain words beside the count to change, the order framed as refused.
    await expect.poll(() => nurgle.textContent('#answer-1-row .field-error')).toMatch(/^This order costs 5 actions and you have \d+ left/);
    expect(await nurgle.getAttribute(orderIds.field(1, 'invade', 'count'), 'aria-invalid')).toBe('true');
    await nurgle.getByRole('button', { name: 'Save orders' }).click();
    await expect.poll(() => nurgle.textContent('#error-summary')).toContain('Your orders were NOT saved');
    expect(await nurgle.textContent('#error-summary')).toMatch(/Order 2: This order costs 5 actions and you have \d+ left/);
    await screenshot(nurgle, 'player-refused');
    await gm.goto(consoleUrl);
    expect(await gm.locator('[data-submitted="no"]').count()).toBe(2);
    expect(await nurgle.textContent('#answer-1-row .field-error')).toMatch(/^This order costs 5 actions/); // shown again after the refused save
    await nurgle.fill(orderIds.field(1, 'invade', 'count'), '1');
    await expect.poll(() => actionsLeft(nurgle)).toBe('0');
    expect(await nurgle.locator('#answer-1-row .field-error').count()).toBe(0);
    await nurgle.getByRole('button', { name: 'Save orders' }).click();
    await expect.poll(() => nurgle.textContent('main')).toContain('Orders saved (version 1).');

    // Thousand Sons, with JavaScript disabled: the plain form submits the sheet.
    const noJsContext = await browser.newContext({ ...phone, javaScriptEnabled: false });
    noJsContext.setDefaultTimeout(15_000);
    const tzeentch = await noJsContext.newPage();
    await tzeentch.goto(tzeentchLink);
    await fillOrder(tzeentch, 0, 'invade', 'gudrun', 1);
    await fillOrder(tzeentch, 1, 'invade', 'eustis-majoris', 1);
    expect(await tzeentch.isVisible(orderIds.field(0, 'invade', 'planet'))).toBe(true);
    expect(await tzeentch.isVisible(orderIds.field(0, 'cede', 'planet'))).toBe(false); // fields of other order types stay out of the way (CSS only)
    await tzeentch.getByRole('button', { name: 'Save orders' }).click();
    await expect.poll(() => tzeentch.textContent('main')).toContain('Orders saved (version 1).');
    expect(await actionsLeft(tzeentch)).toBe('2');
    expect(await tzeentch.textContent(orderIds.status(0))).toBe('Cost: 1 action.');
    await screenshot(tzeentch, 'player-saved-nojs');

    // The GM sees who has sent orders (not what) and resolves.
    await gm.goto(consoleUrl);
    expect(await gm.locator('[data-submitted="yes"]').count()).toBe(3);
    // Lords of Chaos adjudicates itself: the console lists who has sent orders, never what they are.
    expect(await gm.locator('.answers').count()).toBe(0);
    expect(await gm.locator('text=invade').count()).toBe(0);
    await screenshot(gm, 'gm-console-submitted');
    const confirmation = new Promise<string>((resolve) =>
      gm.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await gm.getByRole('button', { name: 'Resolve turn 1 now' }).click();
    expect(await confirmation).toBe('Resolve turn 1 now? Missing orders can no longer be sent.');
    await expect.poll(() => gm.textContent('main')).toContain('Turn resolved.');
    await screenshot(gm, 'gm-console-resolved');

    // The players find the report of turn 1 from their page; it shows the conquests and the new scores.
    await khorne.goto(khorneLink);
    expect(await khorne.textContent('main')).toContain('Your orders for turn 2');
    await khorne.getByRole('link', { name: 'Report of turn 1' }).click();
    await khorne.waitForLoadState();
    const report = (await khorne.textContent('main')) ?? '';
    for (const planet of ['Agripinaa', 'Cypra Mundi', 'Belis Corona', 'Gudrun', 'Eustis Majoris']) expect(report).toContain(planet);
    const scores = await khorne.evaluate(() =>
      [...document.querySelectorAll('table tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
    // Rules §8: World Eaters 3 planets + 1 Resources + 1 subsector = 5; Death Guard 4 + 2 + 2 + outer sector 3 = 11;
    // Thousand Sons 4 + 1 + 2 + 3 = 10.
    const totalColumn = scores.find((cells) => cells.includes('Total'))?.indexOf('Total') ?? -1;
    expect(totalColumn).toBeGreaterThan(0);
    const total = (warband: string) => scores.find((cells) => cells.some((cell) => cell.includes(warband)))?.[totalColumn];
    expect(total('World Eaters')).toBe('5');
    expect(total('Death Guard')).toBe('11');
    expect(total('Thousand Sons')).toBe('10');
    await screenshot(khorne, 'report-turn-1');

    await khorne.goto(khorneLink);
    await khorne.getByRole('link', { name: 'Public game page' }).click();
    await khorne.waitForLoadState();
    expect(await khorne.textContent('h1')).toContain('The Eye Campaign');
    await screenshot(khorne, 'public-game');

    // To the end of the game: the GM resolves turns 2..8 from the console (nobody sends more orders; the game
    // lasts 8 turns), then no page asks for orders any more and the last report is published.
    gm.on('dialog', (dialog) => void dialog.accept());
    for (let turn = 2; turn <= 8; turn++) {
      await gm.goto(consoleUrl + '?lang=en');
      await gm.getByRole('button', { name: `Resolve turn ${turn} now` }).click();
      await expect.poll(() => gm.textContent('main')).toContain('Turn resolved.');
    }
    await gm.goto(consoleUrl + '?lang=en');
    expect(await gm.getByRole('button', { name: /Resolve turn \d+ now/ }).count()).toBe(0);
    await khorne.goto(khorneLink);
    expect(await khorne.locator('#order-form').count()).toBe(0);
    await khorne.getByRole('link', { name: 'Report of turn 8' }).click();
    await khorne.waitForLoadState();
    await screenshot(khorne, 'report-final');
    await gmContext.close();
    await playerContext.close();
    await noJsContext.close();
  }, 240_000);
});
