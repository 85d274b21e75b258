import { describe, expect, it } from 'vitest';
import { SKIP_BROWSER, unlabelledControls, useBrowserApp } from './browser-helpers.ts';
import { checkFirstRadios, createGame, fieldValue, gameIdOf, newPhonePage, placeState, publishedReports, save, seatAndStart, tapPlace } from './tap-helpers.ts';

/** Issue 37, "Play on the board" (tests/web/tap-helpers.ts): Cthulhu Wars on a phone, by tapping areas. */
describe.skipIf(SKIP_BROWSER)('browser: Cthulhu Wars played by tapping the map (phone, touch)', () => {
  const app = useBrowserApp();

  it('each player moves an acolyte by tapping the destination area', async () => {
    const gm = await createGame(app, 'cthulhu-wars', 'Tapped doom', async (page) => {
      await page.getByLabel('First phase of the game').selectOption('action');
    });
    const links = await seatAndStart(gm, ['Ana', 'Ben'], async (page, i) => {
      await page
        .locator('form:has(#seat-name)')
        .getByLabel('Faction', { exact: true })
        .selectOption(i === 0 ? 'gc' : 'bg');
    });
    const plans: Record<number, { unit: string; to: string }> = {
      0: { unit: 'gc.acolyte.1', to: 'indian-ocean' },
      1: { unit: 'bg.acolyte.1', to: 'east-africa' },
    };
    const page = await newPhonePage(app);
    const done = new Set<number>();
    for (let guard = 0; guard < 4 && done.size < 2; guard++) {
      for (const [i, link] of links.entries()) {
        if (done.has(i)) continue;
        await page.goto(`${link}?lang=en`);
        if ((await page.locator('#order-form').count()) === 0) continue;
        const row = page.locator('#answer-actions-0-row');
        if ((await row.count()) === 0) {
          await checkFirstRadios(page); // the first player and their direction: not on the map
          await save(page);
          continue;
        }
        await row.getByLabel('Actions 1', { exact: true }).selectOption('move');
        const move = row.locator('fieldset.variant[data-variant="move"] fieldset.row').first();
        await move.getByLabel('Unit', { exact: true }).selectOption(plans[i]!.unit);
        await tapPlace(page, plans[i]!.to);
        expect(await fieldValue(move, 'To')).toBe(plans[i]!.to);
        expect((await placeState(page, plans[i]!.to)).chosen).toBe(true);
        expect(await unlabelledControls(page)).toEqual([]);
        await save(page);
        done.add(i);
      }
    }
    expect(done.size).toBe(2);
    const reports = await publishedReports(app, await gameIdOf(gm))();
    expect(reports).toContain('Indian Ocean');
    expect(reports).toContain('East Africa');
  }, 120_000);
});
