import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { RULESETS } from '../../src/engine/registry.ts';
import { SKIP_BROWSER, screenshot, unlabelledControls, useBrowserApp } from '../web/browser-helpers.ts';

/**
 * The four seed games through the same pages as every other ruleset (issues 13–16): the GM creates the game at
 * /gm, seats the players through the seat form generated from the ruleset's player schema (taking the first
 * free god, colour or corporation offered), starts; each player asked opens their link and sees their question
 * as a labelled form; the GM resolves the open steps from the console (missing answers take the ruleset's
 * default) and the reports are published. Each game's own rules are covered by tests/rulesets/<id>/.
 */
const SEED_GAMES = ['the-awakened', 'chaos-in-the-old-world', 'cthulhu-wars', 'siege-of-the-citadel'].filter((id) => id in RULESETS);

describe.skipIf(SKIP_BROWSER)('browser: the seed games through the unified pages (English)', () => {
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

  it.each(SEED_GAMES)(
    '%s: create, seat, start, answer forms shown to the players asked, GM resolves, reports published',
    async (id) => {
      const ruleset = RULESETS[id]!;
      const gm = await newPage();
      await gm.goto(`${app.base}/gm?lang=en`);
      await gm.getByLabel('Ruleset').selectOption(id);
      await gm.waitForURL(new RegExp(`ruleset=${id}`));
      await gm.getByLabel('Game name').fill(`Seed game ${id}`);
      expect(await unlabelledControls(gm)).toEqual([]);
      await gm.getByRole('button', { name: 'Create the game' }).click();
      await expect.poll(() => gm.textContent('main')).toContain('Game created.');

      const links: string[] = [];
      for (let seat = 0; seat < (ruleset.seats?.min ?? 2); seat++) {
        await gm.getByLabel('Player', { exact: true }).fill(`Player ${seat + 1}`);
        await chooseSeatFields(gm);
        await gm.getByRole('button', { name: 'Add player' }).click();
        await gm.waitForSelector('#invite-link');
        links.push(await gm.inputValue('#invite-link'));
      }
      expect(await unlabelledControls(gm)).toEqual([]);
      await gm.getByRole('button', { name: 'Start the game' }).click();
      await expect.poll(() => gm.textContent('main')).toContain('Game started');

      // Two steps: the players asked see their question as a labelled form; the GM resolves what is still open.
      const player = await newPage();
      for (let step = 1; step <= 2; step++) {
        let asked = 0;
        for (const link of links) {
          await player.goto(`${link}?lang=en`);
          if ((await player.locator('#order-form').count()) === 0) continue;
          asked += 1;
          expect((await player.textContent('[data-prompt]'))?.trim().length).toBeGreaterThan(0);
          expect(await unlabelledControls(player)).toEqual([]);
          if (step === 1) await screenshot(player, `${id}-first-question`);
        }
        await gm.reload();
        const resolve = gm.getByRole('button', { name: /^Resolve turn \d+ now$/ });
        if ((await resolve.count()) === 0) break; // the step resolved by itself or the game ended
        expect(asked + (await gm.locator('[data-asked="yes"]').count())).toBeGreaterThan(0);
        await resolve.click();
        await expect.poll(() => gm.textContent('main')).toMatch(/Turn resolved|problem/);
      }
      // The published game page lists the reports of the resolved steps.
      const gameId = (await gm.locator('a[href^="/games/"]').first().getAttribute('href'))!.split('/')[2]!.split('?')[0]!;
      const report = await app.t.app.inject({ method: 'GET', url: `/api/games/${gameId}/turns/1/report.md` });
      expect(report.statusCode).toBe(200);
      expect(report.body.length).toBeGreaterThan(20);
    },
    120_000,
  );
});
