import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SKIP_BROWSER, unlabelledControls, useBrowserApp } from './browser-helpers.ts';
import {
  choose,
  createGame,
  fieldValue,
  gameIdOf,
  newPhonePage,
  placeState,
  playUntil,
  publishedReports,
  seatAndStart,
  tapFirstOpen,
  tapPlace,
} from './tap-helpers.ts';

/**
 * Issue 37, "Play on the board" (tests/web/tap-helpers.ts): one whole round of The Awakened on a phone, two
 * players (the fewest): each plays both steps of their turn by tapping lands: step A moves population and
 * resources out of the cryo chamber to a land tapped on the map (exploring it), step B builds a Factory there and
 * forms a military unit in the chamber, until round 2 begins. Counts are numbers; no land is typed.
 */
describe.skipIf(SKIP_BROWSER)('browser: The Awakened played by tapping the map (phone, touch)', () => {
  const app = useBrowserApp();

  it('a whole round: each player moves to a land, builds there and forms military, all tapped on the map', async () => {
    const gm = await createGame(app, 'the-awakened', 'Tapped awakening');
    const links = await seatAndStart(gm, ['Ana', 'Ben'], async (page) => {
      const form = page.locator('form:has(#seat-name)');
      const groups = await form
        .locator('input[type=radio][name^="seat."]')
        .evaluateAll((inputs) => [...new Set(inputs.map((i) => (i as HTMLInputElement).name))]);
      for (const name of groups) await form.locator(`input[type=radio][name="${name}"]:not([disabled])`).first().check();
    });
    const reports = publishedReports(app, await gameIdOf(gm));
    const lands: Record<number, { from: string; to: string }> = {};
    const answer = async (page: Page, seat: number) => {
      const move = page.locator('#answer-moves-0-row');
      if ((await move.count()) > 0) {
        // Step A: out of the chamber (the only land of the player's: the first the map offers) to a land next to it.
        const from = await tapFirstOpen(page);
        expect(await fieldValue(move, 'From')).toBe(from);
        const to = await tapFirstOpen(page, [from]);
        expect(await fieldValue(move, 'To')).toBe(to);
        await move.getByLabel('Population', { exact: true }).fill('2'); // how many: counts, not places
        await move.getByLabel('Resources', { exact: true }).fill('2');
        expect((await placeState(page, from)).chosen && (await placeState(page, to)).chosen).toBe(true);
        expect(await unlabelledControls(page)).toEqual([]);
        lands[seat] = { from, to };
        return;
      }
      // Step B: a row's own field first (it makes that row the one a tap fills), then its land on the map.
      const { from, to } = lands[seat]!;
      const build = page.locator('#answer-build-0-row');
      await choose(build, 'Building', 'factory');
      await tapPlace(page, to);
      expect(await fieldValue(build, 'Land')).toBe(to);
      const form = page.locator('#answer-form-0-row');
      await form.getByLabel('Units', { exact: true }).fill('1');
      await tapPlace(page, from);
      expect(await fieldValue(form, 'Land')).toBe(from);
      expect(await fieldValue(build, 'Land')).toBe(to); // the earlier row kept its land
    };
    const page = await newPhonePage(app);
    await playUntil({ gm, page, links, maxSweeps: 6 }, answer, async () => (await reports()).includes('Round 2 begins.'));

    const all = await reports();
    for (const player of ['Ana', 'Ben']) {
      expect(all).toMatch(new RegExp(`${player}\\** moves 2 population and 2 resources from `));
      expect(all).toMatch(new RegExp(`${player}\\** builds a Factory in `));
      expect(all).toMatch(new RegExp(`${player}\\** forms 1 military unit in `));
    }
    expect(all).toMatch(/explored: marker/);
  }, 180_000);
});
