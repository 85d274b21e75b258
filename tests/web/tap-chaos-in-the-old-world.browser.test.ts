import { describe, expect, it } from 'vitest';
import { SKIP_BROWSER, useBrowserApp } from './browser-helpers.ts';
import { createGame, gameIdOf, newPhonePage, publishedReports, save, seatAndStart, tapFirstOpen, tapPlace } from './tap-helpers.ts';

/** Issue 37, "Play on the board" (tests/web/tap-helpers.ts): Chaos in the Old World on a phone, by tapping regions. */
describe.skipIf(SKIP_BROWSER)('browser: Chaos in the Old World played by tapping the map (phone, touch)', () => {
  const app = useBrowserApp();

  it('each god summons a cultist to a region tapped on the map', async () => {
    const gm = await createGame(app, 'chaos-in-the-old-world', 'Tapped chaos');
    const gods = ['Khorne', 'Nurgle', 'Tzeentch'];
    const links = await seatAndStart(gm, ['Ana', 'Ben', 'Cleo'], async (page, i) => {
      await page.getByRole('radio', { name: gods[i]!, exact: true }).check();
    });
    const page = await newPhonePage(app);
    const regions: string[] = [];
    const done = new Set<number>();
    for (let guard = 0; guard < 4 && done.size < 3; guard++) {
      for (const [i, link] of links.entries()) {
        if (done.has(i)) continue;
        await page.goto(`${link}?lang=en`);
        if ((await page.locator('#order-form').count()) === 0) continue;
        await page.getByLabel('Answer').selectOption({ label: 'Summon a follower' });
        await page.getByRole('radio', { name: /^Cultist\b/ }).check();
        const region = page.getByRole('group', { name: 'Summon a follower' }).getByLabel('Region', { exact: true });
        const closed = await page.locator('#map-box svg [data-place].place-closed').count();
        const id = await tapFirstOpen(page);
        expect(await region.inputValue()).toBe(id);
        if (closed > 0) {
          // A region the summon does not offer: unavailable, a tap on it changes nothing.
          const shut = (await page.locator('#map-box svg [data-place].place-closed').first().getAttribute('data-place'))!;
          await tapPlace(page, shut);
          expect(await region.inputValue()).toBe(id);
        }
        regions.push(await region.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]!.textContent!.split(' — ')[0]!.trim()));
        await save(page);
        done.add(i);
      }
    }
    expect(done.size).toBe(3);
    const reports = await publishedReports(app, await gameIdOf(gm))();
    for (const region of regions) expect(reports).toContain(region);
  }, 120_000);
});
