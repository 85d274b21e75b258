import { describe, expect, it } from 'vitest';
import { SKIP_BROWSER, useBrowserApp } from './browser-helpers.ts';
import { createGame, fieldValue, gameIdOf, newPhonePage, placeState, publishedReports, save, seatAndStart, tapFirstOpen } from './tap-helpers.ts';

/** Issue 37, "Play on the board" (tests/web/tap-helpers.ts): The Awakened on a phone, by tapping lands. */
describe.skipIf(SKIP_BROWSER)('browser: The Awakened played by tapping the map (phone, touch)', () => {
  const app = useBrowserApp();

  it('each player moves population between lands tapped on the map', async () => {
    const gm = await createGame(app, 'the-awakened', 'Tapped awakening');
    const links = await seatAndStart(gm, ['Ana', 'Ben'], async (page) => {
      const form = page.locator('form:has(#seat-name)');
      const groups = await form
        .locator('input[type=radio][name^="seat."]')
        .evaluateAll((inputs) => [...new Set(inputs.map((i) => (i as HTMLInputElement).name))]);
      for (const name of groups) await form.locator(`input[type=radio][name="${name}"]:not([disabled])`).first().check();
    });
    const page = await newPhonePage(app);
    const moved = new Set<number>();
    for (let guard = 0; guard < 6 && moved.size < 2; guard++) {
      for (const [i, link] of links.entries()) {
        await page.goto(`${link}?lang=en`);
        if ((await page.locator('#order-form').count()) === 0) continue;
        const row = page.locator('#answer-moves-0-row');
        if ((await row.count()) === 0 || moved.has(i)) {
          await save(page); // the build and military step: nothing this round
          continue;
        }
        const from = await tapFirstOpen(page);
        expect(await fieldValue(row, 'From')).toBe(from);
        const to = await tapFirstOpen(page, [from]);
        expect(await fieldValue(row, 'To')).toBe(to);
        await row.getByLabel('Population', { exact: true }).fill('1'); // how many: a count, not a place
        expect((await placeState(page, from)).chosen && (await placeState(page, to)).chosen).toBe(true);
        await save(page);
        moved.add(i);
      }
    }
    expect(moved.size).toBe(2);
    expect(await publishedReports(app, await gameIdOf(gm))()).toMatch(/move|moves/i);
  }, 120_000);
});
