import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerRuleset } from '../../src/engine/registry.ts';
import { skirmish } from '../fixtures/skirmish/ruleset.ts';
import { SKIP_BROWSER, screenshot, unlabelledControls, useBrowserApp } from '../web/browser-helpers.ts';

registerRuleset(skirmish);

/**
 * Issue 12, done when: a sample ruleset with a mid-round decision (a roll, then the defender assigns hits) and a
 * hidden deck is played start to finish in a real browser, each step resolving as soon as the asked player answers.
 */
describe.skipIf(SKIP_BROWSER)('browser: the sample board game "Skirmish" from start to finish (English)', () => {
  const app = useBrowserApp();

  async function newPage(): Promise<Page> {
    const context = await app.browser.newContext({ viewport: { width: 1000, height: 900 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    return page;
  }

  it('attack with the hidden card, the defender assigns the hits (one refusal), until a side wins', async () => {
    const gm = await newPage();
    await gm.goto(`${app.base}/gm?lang=en`);
    await gm.getByLabel('Ruleset').selectOption('skirmish');
    await gm.waitForURL(/ruleset=skirmish/);
    await gm.getByLabel('Game name').fill('Border skirmish');
    await gm.getByLabel('Units per side').fill('2');
    await gm.getByRole('button', { name: 'Create the game' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Game created.');
    const links: string[] = [];
    for (const name of ['Ana', 'Ben']) {
      await gm.getByLabel('Player', { exact: true }).fill(name);
      await gm.getByRole('button', { name: 'Add player' }).click();
      await gm.waitForSelector('#invite-link');
      links.push(await gm.inputValue('#invite-link'));
    }
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Game started');

    const players = [await newPage(), await newPage()];
    let refused = false;
    let steps = 0;
    for (; steps < 40; steps++) {
      await players[0]!.goto(links[0]!);
      await players[1]!.goto(links[1]!);
      const asked = [];
      for (const page of players) if ((await page.locator('#order-form').count()) > 0) asked.push(page);
      if (asked.length === 0) break; // nobody is asked: the game is over
      expect(asked).toHaveLength(1); // one decision at a time, and only that player is asked
      const page = asked[0]!;
      expect(await unlabelledControls(page)).toEqual([]);
      const prompt = (await page.textContent('[data-prompt]')) ?? '';
      if (prompt.includes('Play your card')) {
        // The hand is the player's secret: the other page shows the card as hidden.
        const card = page.locator('[name="answer.card"]');
        if ((await card.first().getAttribute('type')) === 'radio') await card.first().check();
        else await card.selectOption({ index: 1 });
      } else {
        expect(prompt).toMatch(/Choose the \d unit\(s\) that take the hits/);
        const n = Number(/Choose the (\d)/.exec(prompt)![1]);
        if (!refused) {
          // Nothing ticked: refused, the problem shown next to the units field, nothing resolved.
          await page.getByRole('button', { name: 'Save orders', exact: true }).click();
          await expect.poll(() => page.locator('.field-error').count()).toBeGreaterThan(0);
          expect(await page.locator('fieldset:has(input[name="answer.units"]) .field-error').first().textContent()).toBe(`Choose exactly ${n}.`);
          await screenshot(page, 'skirmish-refused-hits');
          refused = true;
        }
        const boxes = page.locator('input[name="answer.units"]');
        for (let i = 0; i < n; i++) await boxes.nth(i).check();
      }
      await page.getByRole('button', { name: 'Save orders', exact: true }).click();
      // The asked player was the only one: the step is resolved at once.
      await expect.poll(() => page.textContent('main')).toContain('the step has been resolved');
    }
    expect(steps).toBeGreaterThan(1);
    expect(refused).toBe(true);
    // After the end: the latest report names the winner, and the public page lists every step's report.
    await players[0]!.goto(links[0]!);
    expect(await players[0]!.textContent('main')).toMatch(/wins the skirmish|a draw/);
    await screenshot(players[0]!, 'skirmish-over');
    await players[0]!.getByRole('link', { name: 'Public game page' }).click();
    expect(await players[0]!.locator('a[href*="/turns/"]').count()).toBeGreaterThanOrEqual(steps);
  }, 180_000);
});
