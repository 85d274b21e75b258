import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addPlayerThroughConsole, LOC_SEATS, seatSiegeOfTheCitadel, SKIP_BROWSER, useBrowserApp } from './browser-helpers.ts';

/**
 * Issue 37: findings first fixed with database or unit tests only, each played here through the web pages as a
 * GM and players meet them. Each failed before its fix (see the commit that added this file).
 */
const texts = async (page: Page) => (await page.textContent('main')) ?? '';

const newPage = async (browser: Browser) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  return page;
};

describe.skipIf(SKIP_BROWSER)('browser: more findings of issue 37, through the web pages', () => {
  const app = useBrowserApp();

  it('Lords of Chaos resolves by itself once every player has saved orders and marked them ready ("as soon as the players asked have answered")', async () => {
    const gm = await newPage(app.browser);
    await gm.goto(`${app.base}/gm?ruleset=lords-of-chaos&lang=en`);
    await gm.getByLabel('Game name').fill('Ready campaign');
    await gm.getByLabel('Game language').selectOption('en');
    // The resolution setting, chosen explicitly (its label names the ready mark since the fix; the value is the same).
    await gm.locator('input[name="resolveWhen"][value="answers"]').check();
    await gm.getByRole('button', { name: 'Create the game' }).click();
    await expect.poll(() => texts(gm)).toContain('Game created.');
    const links = [await addPlayerThroughConsole(gm, LOC_SEATS.ana), await addPlayerThroughConsole(gm, LOC_SEATS.bruno)];
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => texts(gm)).toContain('Game started: turn 1 is open.');

    const player = await newPage(app.browser);
    for (const link of links) {
      await player.goto(`${link}?lang=en`);
      await player.getByRole('button', { name: 'Save orders', exact: true }).click();
      await expect.poll(() => texts(player)).toContain('Orders saved (version 1).');
      await player.getByRole('button', { name: 'Mark my orders ready' }).click();
      await expect.poll(() => texts(player)).toMatch(/Your orders are marked ready\.|resolved/);
    }
    // No GM action: the public page shows turn 1 resolved and turn 2 open.
    await player.getByRole('link', { name: 'Public game page' }).click();
    await player.waitForLoadState();
    const page = (await player.textContent('body')) ?? '';
    expect(page).not.toContain('No turn has been resolved yet');
    expect(page).toContain('Report of turn 1');
    expect(page).toMatch(/Turn 2/);
  });

  it("Cthulhu Wars: a direction the GM applied by default reads as a default in the published report, not as the player's choice", async () => {
    const gm = await newPage(app.browser);
    await gm.goto(`${app.base}/gm?ruleset=cthulhu-wars&lang=en`);
    await gm.getByLabel('Game name').fill('Nobody chose');
    await gm.getByLabel('Game language').selectOption('en');
    await gm.getByRole('button', { name: 'Create the game' }).click();
    await expect.poll(() => texts(gm)).toContain('Game created.');
    for (const [name, faction] of [
      ['Ana', 'gc'],
      ['Ben', 'bg'],
    ] as const) {
      await gm.getByLabel('Player', { exact: true }).fill(name);
      await gm.locator('form:has(#seat-name)').getByLabel('Faction', { exact: true }).selectOption(faction);
      await gm.getByRole('button', { name: 'Add player' }).click();
      await gm.waitForSelector('#invite-link');
    }
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => texts(gm)).toContain('Game started');
    // Turn 1 asks the first player for the direction of play; nobody answers and the GM resolves with the default.
    await gm.getByRole('button', { name: 'Resolve turn 1 now' }).click();
    await expect.poll(() => texts(gm)).toContain('Turn resolved.');
    await gm.getByRole('link', { name: 'Public game page' }).first().click();
    await gm.getByRole('link', { name: 'Report of turn 1' }).click();
    await gm.waitForLoadState();
    const report = ((await gm.textContent('body')) ?? '').replace(/\s+/g, ' ');
    expect(report).toMatch(/(Ana|Ben) did not choose in time: play goes clockwise \(the default\)\./);
    expect(report).not.toMatch(/(Ana|Ben) plays clockwise/);
  });

  it('Siege of the Citadel: a player offered the optional card can decline it; the save is accepted and the card stays in hand', async () => {
    const gm = await newPage(app.browser);
    await gm.goto(`${app.base}/gm?ruleset=siege-of-the-citadel&lang=en`);
    await gm.getByLabel('Game name').fill('Keep the card');
    await gm.getByLabel('Game language').selectOption('en');
    await gm.getByRole('button', { name: 'Create the game' }).click();
    await expect.poll(() => texts(gm)).toContain('Game created.');
    const consoleUrl = gm.url().split('?')[0]!;
    const links = await seatSiegeOfTheCitadel(gm);
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => texts(gm)).toContain('Game started');
    // The GM resolves with the defaults until Ana, holding her dealt card, is offered to play it on another's turn.
    const ana = await newPage(app.browser);
    // The request offers two variants, play or decline, in a list (the decline variant has no field of its own).
    const decline = ana.locator('#order-form select:has(option[value="decline"])');
    for (let i = 0; i < 12; i++) {
      await ana.goto(`${links[1]!}?lang=en`);
      if ((await texts(ana)).includes('You may play a Doomtrooper card now')) break;
      await gm.goto(`${consoleUrl}?lang=en`);
      await gm.getByRole('button', { name: /^Resolve turn \d+ now$/ }).click();
      await expect.poll(() => texts(gm)).toContain('Turn resolved.');
    }
    const hand = /Your hand: ([^.]+)\./.exec((await texts(ana)).replace(/\s+/g, ' '))?.[1];
    expect(hand).toBeTruthy();
    expect(await texts(ana)).toContain('You may play a Doomtrooper card now');
    expect(await decline.count()).toBe(1); // before the fix the request had no way to say no
    expect(await decline.locator('option[value="decline"]').textContent()).toContain("Don't play a card (it stays in your hand)");
    await decline.selectOption('decline');
    await ana.getByRole('button', { name: 'Save orders', exact: true }).click();
    await expect.poll(() => texts(ana)).toMatch(/Orders saved|the step has been resolved/);
    expect(await texts(ana)).not.toContain('NOT saved');
    expect((await texts(ana)).replace(/\s+/g, ' ')).toContain(`Your hand: ${hand}.`);
  });
});
