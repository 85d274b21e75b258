import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SKIP_BROWSER, screenshot, unlabelledControls, useBrowserApp } from '../../web/browser-helpers.ts';

/**
 * The Awakened played to its end in the browser (a one-round game): each player asked answers their steps on
 * their own page, the game finishes and its seed is revealed. The other seed games are played in the browser by
 * tests/rulesets/<id>/game.browser.test.ts (whole games on the desktop) and tests/web/tap-<id>.browser.test.ts
 * (a round by tapping the map on a phone); every page type of every ruleset is audited by
 * tests/web/accessibility.browser.test.ts (labels included).
 */
describe.skipIf(SKIP_BROWSER)('browser: The Awakened played to its end by its players', () => {
  const app = useBrowserApp();

  async function newPage(): Promise<Page> {
    const context = await app.browser.newContext({ viewport: { width: 1100, height: 900 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    return page;
  }

  /** Fills the seat form's own fields (radios and selects) with the first free choice, as a GM would. */
  async function chooseSeatFields(gm: Page): Promise<void> {
    const form = gm.locator('form:has(#seat-name)');
    const groups = await form
      .locator('input[type=radio][name^="seat."]')
      .evaluateAll((inputs) => [...new Set(inputs.map((i) => (i as HTMLInputElement).name))]);
    for (const name of groups) await form.locator(`input[type=radio][name="${name}"]:not([disabled])`).first().check();
    for (const select of await form.locator('select[name^="seat."]').all()) {
      const values = await select
        .locator('option:not([disabled])')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
      if (values.length > 0) await select.selectOption(values[0]!);
    }
  }

  it('the-awakened: two players finish a one-round game, each answering their steps in the browser', async () => {
    const gm = await newPage();
    await gm.goto(`${app.base}/gm?lang=en&ruleset=the-awakened`);
    await gm.getByLabel('Game name').fill('One round');
    await gm.getByLabel('Round limit (0: none)').fill('1');
    await gm.getByRole('button', { name: 'Create the game' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Game created.');
    const links: string[] = [];
    for (const name of ['Ana', 'Ben']) {
      await gm.getByLabel('Player', { exact: true }).fill(name);
      await chooseSeatFields(gm);
      await gm.getByRole('button', { name: 'Add player' }).click();
      await gm.waitForSelector('#invite-link');
      links.push(await gm.inputValue('#invite-link'));
    }
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Game started');

    // Each step asks one player (moves, then build and military); answering resolves it at once.
    const player = await newPage();
    let answered = 0;
    for (let round = 0; round < 12; round++) {
      let asked = false;
      for (const link of links) {
        await player.goto(`${link}?lang=en`);
        if ((await player.locator('#order-form').count()) === 0) continue;
        asked = true;
        expect(await unlabelledControls(player)).toEqual([]);
        await player.getByRole('button', { name: 'Save orders', exact: true }).click(); // "do nothing" is a legal answer
        await expect.poll(() => player.textContent('main')).toContain('the step has been resolved');
        answered += 1;
      }
      if (!asked) break;
    }
    expect(answered).toBeGreaterThanOrEqual(4); // two steps per player
    await player.goto(`${links[0]}?lang=en`);
    expect(await player.locator('#order-form').count()).toBe(0);
    const gameId = (await player.locator('a[href^="/games/"]').first().getAttribute('href'))!.split('/')[2]!.split('?')[0]!;
    const game = (await app.t.app.inject({ method: 'GET', url: `/api/games/${gameId}` })).json() as { status: string; gameSeed: string | null };
    expect(game.status).toBe('finished');
    expect(game.gameSeed).toBeTruthy(); // revealed at the end: the marker stack can be checked
    await screenshot(player, 'the-awakened-finished');
  }, 120_000);
});
