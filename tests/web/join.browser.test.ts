import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SKIP_BROWSER, screenshot, unlabelledControls, useBrowserApp } from './browser-helpers.ts';

/**
 * Issue 19, "done when": a newcomer opens the server's root URL, creates a game, invites the players through one
 * shared link and runs a turn without reading docs. Two players join from the link (one on a phone), the GM
 * approves them, starts, both throw, and the turn resolves.
 */
describe.skipIf(SKIP_BROWSER)('browser: from the front door to a resolved turn through one invitation link', () => {
  const app = useBrowserApp();

  async function newPage(width = 1100): Promise<Page> {
    const context = await app.browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
    context.setDefaultTimeout(15_000);
    return context.newPage();
  }

  it('create from /, post one link, players pick their seats, the GM approves, the turn is played', async () => {
    const gm = await newPage();
    await gm.goto(`${app.base}/?lang=en`);
    await gm.getByRole('link', { name: 'Create a game' }).click();
    await gm.getByLabel('Ruleset').selectOption('rock-paper-scissors');
    await gm.waitForURL(/ruleset=rock-paper-scissors/);
    await gm.getByLabel('Game name').fill('Forum duel');
    await gm.getByLabel('Rounds to win').fill('1');
    await gm.getByRole('button', { name: 'Create the game' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Game created.');

    await gm.getByRole('button', { name: 'Create an invitation link' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Invitation link created');
    const joinLink = await gm.inputValue('#join-link');
    expect(joinLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/join\/[A-Za-z0-9_-]{43}$/);

    // Ana on a desktop, Ben on a 390 px phone: each asks for a seat and lands on their own private link.
    const privateLinks: string[] = [];
    for (const [name, width] of [
      ['Ana', 1100],
      ['Ben', 390],
    ] as const) {
      const player = await newPage(width);
      await player.goto(joinLink);
      expect(await player.textContent('h1')).toBe('Join Forum duel');
      expect(await unlabelledControls(player)).toEqual([]);
      if (width === 390) expect(await player.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await player.getByLabel('Your name (as the forum knows you)').fill(name);
      await player.getByRole('button', { name: 'Ask for this seat' }).click();
      await player.waitForURL(/\/play\/[A-Za-z0-9_-]{43}/);
      expect(await player.textContent('main')).toContain('is waiting for the GM');
      privateLinks.push(player.url().split('?')[0]!);
      if (width === 390) await screenshot(player, 'join-waiting-phone');
    }

    await gm.reload();
    expect(await gm.textContent('#joining')).toContain('2 requests waiting');
    expect(await unlabelledControls(gm)).toEqual([]);
    await gm.getByRole('button', { name: 'Approve Ana' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Request approved');
    await gm.getByRole('button', { name: 'Approve Ben' }).click();
    await expect.poll(() => gm.textContent('#joining')).toContain('No requests waiting.');
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Game started');

    const [anaLink, benLink] = privateLinks;
    const ana = await newPage();
    await ana.goto(`${anaLink}?lang=en`);
    await ana.getByLabel('Rock').check();
    await ana.getByRole('button', { name: 'Save orders', exact: true }).click();
    await expect.poll(() => ana.textContent('main')).toContain('Orders saved');
    const ben = await newPage(390);
    await ben.goto(`${benLink}?lang=en`);
    await ben.getByLabel('Paper').check();
    await ben.getByRole('button', { name: 'Save orders', exact: true }).click();
    await expect.poll(() => ben.textContent('main')).toContain('the step has been resolved');
    await ana.goto(`${anaLink}?lang=en`);
    const after = await ana.textContent('main');
    expect(after).toMatch(/Ben/);
    expect(after).toMatch(/paper/i);
    expect(after).toMatch(/wins|won/i);
  }, 120_000);
});
