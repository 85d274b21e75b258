import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SKIP_BROWSER, useBrowserApp } from './browser-helpers.ts';

/**
 * Issue 37, "blocks play": a GM meeting the product for the first time. Player links are never lost (a reload
 * does not post the seat again, and the console shows every seat's link and whether it was opened); a seat can get
 * a new link and be removed before the start; a start deadline in the past is refused in the start form, as typed;
 * a refused creation keeps what was typed. Rock-paper-scissors: the seat form asks only for a name.
 */
const texts = async (page: Page) => (await page.textContent('main')) ?? '';

async function createGame(page: Page, base: string, name: string): Promise<string> {
  await page.goto(`${base}/gm?ruleset=rock-paper-scissors&lang=en`);
  await page.getByLabel('Game name').fill(name);
  await page.getByLabel('Game language').selectOption('en');
  await page.getByRole('button', { name: 'Create the game' }).click();
  await expect.poll(() => texts(page)).toContain('Game created.');
  return page.url().split('?')[0]!;
}

async function seat(page: Page, name: string): Promise<string> {
  await page.getByLabel('Player', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Add player' }).click();
  await page.waitForSelector('#invite-link');
  return page.inputValue('#invite-link');
}

const newPage = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept()); // new link and remove ask for confirmation
  return page;
};

describe.skipIf(SKIP_BROWSER)('browser: seats, links and the start deadline in the GM console (issue 37)', () => {
  const app = useBrowserApp();

  it('a reload never seats twice; every seat keeps its link, its state, a new link and a remove; a past start deadline is refused as typed', async () => {
    const gm = await newPage(app.browser);
    const consoleUrl = await createGame(gm, app.base, 'Links that stay');
    const ana = await seat(gm, 'Ana');
    const bruno = await seat(gm, 'Bruno');
    // A reload shows the page again, it does not post the form again ("Bruno is already seated").
    await gm.reload();
    expect(await texts(gm)).not.toContain('could not be added');
    expect(await gm.locator('tbody tr').count()).toBe(2);
    expect(await gm.inputValue('#invite-link')).toBe(bruno);

    // Any later visit: each seat's link, and whether the player opened it.
    await gm.goto(`${consoleUrl}?lang=en`);
    const row = (name: string) => gm.locator('tbody tr', { has: gm.getByRole('rowheader', { name }) });
    expect(await row('Ana').locator('input.copy-source').inputValue()).toBe(ana);
    expect(await row('Ana').locator('[data-link-state]').getAttribute('data-link-state')).toBe('not-opened');
    const player = await newPage(app.browser);
    await player.goto(ana);
    expect(await texts(player)).toContain('The game has not started yet');
    await gm.reload();
    expect(await row('Ana').locator('[data-link-state]').getAttribute('data-link-state')).toBe('opened');

    // A new link for Ana: the old one stops working, the new one is shown and works.
    await row('Ana').getByRole('button', { name: 'Make a new link for Ana' }).click();
    await expect.poll(() => texts(gm)).toContain('New link made');
    const renewed = await gm.inputValue('#invite-link');
    expect(renewed).not.toBe(ana);
    expect(await row('Ana').locator('input.copy-source').inputValue()).toBe(renewed);
    expect((await player.goto(ana))?.status()).toBe(404);
    expect((await player.goto(renewed))?.status()).toBe(200);

    // Remove Bruno before the start, and seat him again.
    await row('Bruno').getByRole('button', { name: 'Remove Bruno from the game' }).click();
    await expect.poll(() => texts(gm)).toContain('Seat removed.');
    expect(await gm.locator('tbody tr').count()).toBe(1);
    expect((await player.goto(bruno))?.status()).toBe(404);
    await seat(gm, 'Bruno');
    expect(await gm.locator('tbody tr').count()).toBe(2);

    // A start deadline in the past: refused in the start form, the deadline as typed, the game not started.
    const past = '2020-01-01T10:00';
    await gm.getByLabel('Deadline of turn 1 (optional)').fill(past);
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await gm.locator('#start-error').waitFor();
    expect(await gm.textContent('#start-error')).toContain('That deadline is in the past');
    expect(await gm.inputValue('#start-deadline')).toBe(past);
    expect(await texts(gm)).toContain('Start the game');
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16);
    await gm.getByLabel('Deadline of turn 1 (optional)').fill(future);
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => texts(gm)).toContain('Game started: turn 1 is open.');
  });
});

describe.skipIf(SKIP_BROWSER)('browser: the game-creation budget counts games created, and a refusal keeps the form (issue 37)', () => {
  const app = useBrowserApp({ RATE_LIMIT_CREATE_PER_HOUR: '2' });

  it('refused forms and joins do not count; the refusal keeps what was typed', async () => {
    const gm = await newPage(app.browser);
    // A refused form (no name) does not spend the budget.
    await gm.goto(`${app.base}/gm?ruleset=rock-paper-scissors&lang=en`);
    await gm.getByRole('button', { name: 'Create the game' }).click();
    await expect.poll(() => texts(gm)).toContain('Write a name for the game.');
    await createGame(gm, app.base, 'First');
    await createGame(gm, app.base, 'Second');
    // The budget is spent: the form comes back with the name as typed and when to try again.
    await gm.goto(`${app.base}/gm?ruleset=rock-paper-scissors&lang=en`);
    await gm.getByLabel('Game name').fill('Third, typed with care');
    await gm.getByRole('button', { name: 'Create the game' }).click();
    await expect.poll(() => texts(gm)).toContain('Many games were created from this address in the last hour');
    expect(await gm.inputValue('#name, [name="name"]')).toBe('Third, typed with care');
  });
});
