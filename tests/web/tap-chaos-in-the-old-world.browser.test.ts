import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SKIP_BROWSER, unlabelledControls, useBrowserApp } from './browser-helpers.ts';
import { createGame, gameIdOf, newPhonePage, playUntil, publishedReports, seatAndStart, tapFirstOpen, tapPlace } from './tap-helpers.ts';

/**
 * Issue 37, "Play on the board" (tests/web/tap-helpers.ts): one whole round of Chaos in the Old World on a phone,
 * three gods (the fewest the game seats): the Summoning phase in power order (each god summons a cultist to a
 * region tapped on the map, then passes), the Battle, Corruption and End phases (the upgrades a dial owes, chosen
 * with the form's checkboxes; a heroes step, when the GM must act, resolved from the console), until round 2
 * begins. Nothing is typed.
 */
describe.skipIf(SKIP_BROWSER)('browser: Chaos in the Old World played by tapping the map (phone, touch)', () => {
  const app = useBrowserApp();

  it('a whole round: each god summons a cultist to a region tapped on the map and passes; the round ends', async () => {
    const gm = await createGame(app, 'chaos-in-the-old-world', 'Tapped chaos');
    const gods = ['Khorne', 'Nurgle', 'Tzeentch'];
    const links = await seatAndStart(gm, ['Ana', 'Ben', 'Cleo'], async (page, i) => {
      await page.getByRole('radio', { name: gods[i]!, exact: true }).check();
    });
    const reports = publishedReports(app, await gameIdOf(gm));
    const regions: string[] = [];
    const regionNames: Record<number, string> = {}; // each god's, as the reports print it
    const summoned = new Set<number>();
    const answer = async (page: Page, seat: number) => {
      const prompt = ((await page.textContent('[data-prompt]')) ?? '').trim();
      const upgrades = /^(\w+): choose (\d+) upgrade cards? and announce/.exec(prompt);
      if (upgrades) {
        // A dial's notch owes upgrade cards: the first ones offered, ticked.
        const boxes = page.getByRole('group', { name: 'Upgrades' }).locator('input[type=checkbox]:not([disabled])');
        for (const box of (await boxes.all()).slice(0, Number(upgrades[2]))) await box.check();
        return;
      }
      expect(prompt).toMatch(new RegExp(`^${gods[seat]}: summon a follower, play a chaos card or pass`));
      if (summoned.has(seat)) {
        await page.getByLabel('Answer').selectOption({ label: 'Pass' }); // a pass is final: the phase ends when all have
        return;
      }
      await page.getByLabel('Answer').selectOption({ label: 'Summon a follower' });
      await page.getByRole('radio', { name: /^Cultist\b/ }).check();
      const region = page.getByRole('group', { name: 'Summon a follower' }).getByLabel('Region', { exact: true });
      const id = await tapFirstOpen(page, regions); // each god its own region
      expect(await region.inputValue()).toBe(id);
      const shut = page.locator('#map-box svg [data-place].place-closed').first();
      if ((await shut.count()) > 0) {
        // A region the summon does not offer: unavailable, a tap on it changes nothing.
        await tapPlace(page, (await shut.getAttribute('data-place'))!);
        expect(await region.inputValue()).toBe(id);
      }
      expect(await unlabelledControls(page)).toEqual([]);
      regions.push(id);
      regionNames[seat] = await region.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]!.textContent!.split(' — ')[0]!.trim());
      summoned.add(seat);
    };
    const page = await newPhonePage(app);
    await playUntil({ gm, page, links, maxSweeps: 12 }, answer, async () => /\bRound 2\b/.test(await reports()));

    const all = await reports();
    expect(summoned.size).toBe(3);
    for (const [seat, god] of gods.entries()) {
      expect(all).toMatch(new RegExp(`${god}\\** summons a Cultist in \\**${regionNames[seat]}\\** \\(cost 1`));
      expect(all).toMatch(new RegExp(`${god}\\** passes\\.`));
    }
    // The cultists corrupt their regions at the round's end; round 2 opens with its Old World and Draw phases.
    for (const name of Object.values(regionNames)) expect(all).toMatch(new RegExp(`${name}\\**: \\**[A-Za-z]+\\** \\+1 → \\d+ corruption`));
    expect(all).toMatch(/### Round 2\n/);
  }, 180_000);
});
