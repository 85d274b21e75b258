import { describe, expect, it } from 'vitest';
import { SKIP_BROWSER, screenshot, unlabelledControls, useBrowserApp } from './browser-helpers.ts';
import { createGame, fieldValue, gameIdOf, newPhonePage, openPlaces, placeState, publishedReports, save, seatAndStart, tapPlace } from './tap-helpers.ts';

/** Issue 37, "Play on the board" (tests/web/tap-helpers.ts): a round of Siege of the Citadel on a phone, by tapping squares. */
describe.skipIf(SKIP_BROWSER)('browser: Siege of the Citadel played by tapping the map (phone, touch)', () => {
  const app = useBrowserApp();

  it('Bauhaus comes in by tapping its entrance and the squares of its path; the Legion answers', async () => {
    const gm = await createGame(app, 'siege-of-the-citadel', 'Tapped siege');
    const seatForm = gm.locator('form:has(#seat-name)');
    const links = await seatAndStart(gm, ['Lena', 'Bo'], async (page, i) => {
      await seatForm.getByRole('radio', { name: i === 0 ? 'Dark Legion' : 'Corporation' }).check();
      if (i === 1) await seatForm.getByRole('combobox', { name: 'Corporation' }).selectOption('bauhaus');
    });
    const reports = publishedReports(app, await gameIdOf(gm));
    const page = await newPhonePage(app);
    const kindOf = async () => {
      const kind = page.locator('#order-form input[type=hidden][name="answer.kind"]');
      return (await kind.count()) === 0 ? null : kind.getAttribute('value');
    };
    let entered = false;
    let roundOver = false; // the tiles drawn decide who answers when: play until the round is over
    for (let guard = 0; guard < 16 && !roundOver; guard++) {
      for (const link of links) {
        await page.goto(`${link}?lang=en`);
        const kind = await kindOf();
        if (kind === null || kind === 'play-card') continue; // a card may be played at any time: Bo keeps his
        if (kind === 'buy-credits') {
          const credits = page.getByLabel('Credits', { exact: true });
          if ((await credits.locator('option').count()) > 0) await credits.selectOption('0');
          else await page.locator('input[type=radio][name="answer.credits"][value="0"]').check();
        } else if (kind === 'doomtroopers' && !entered) {
          await tapPlace(page, 'west');
          expect(await page.getByLabel('Entrance', { exact: true }).inputValue()).toBe('west');
          const first = page.locator('#answer-activations-0-row');
          await first.getByRole('radio', { name: 'Max Steiner' }).check();
          await first.getByLabel('Actions 1', { exact: true }).selectOption('move');
          expect(await placeState(page, 'a4')).toMatchObject({ open: true, disabled: false });
          // Squares out of reach of Bo's troopers this turn (from any entrance: none is his yet) are not offered: the
          // map shows them closed (issue 37; every square was open before).
          const closed = await page
            .locator('#map-box svg [data-place].place-closed')
            .evaluateAll((els) => els.map((el) => el.getAttribute('data-place')!).filter((id) => /^[a-z]{1,2}\d+$/.test(id)));
          expect(closed.length).toBeGreaterThan(0);
          await tapPlace(page, 'a4');
          expect(await first.getByLabel('Path 1', { exact: true }).inputValue()).toBe('a4');
          // The path's last step tapped again is taken back; tapped once more, it is the path again.
          await tapPlace(page, 'a4');
          expect(await first.getByLabel('Path 1', { exact: true }).inputValue()).toBe('');
          await tapPlace(page, 'a4');
          expect(await first.getByLabel('Path 1', { exact: true }).inputValue()).toBe('a4');
          expect((await placeState(page, 'a4')).chosen).toBe(true);
          expect(await unlabelledControls(page)).toEqual([]);
          await screenshot(page, 'tap-siege-path');
          entered = true;
        } else if (kind === 'reveal-card') {
          // The farthest section offered (its badge on the map): the creatures stay away from Bo's way in.
          const open = await openPlaces(page);
          await tapPlace(page, open.at(-1)!);
          expect(await fieldValue(page.locator('#order-form'), 'Section')).toBe(open.at(-1));
        } else if (kind === 'legion' || kind === 'doomtroopers') {
          await page.getByLabel('End turn').check();
        }
        await save(page);
      }
      roundOver = entered && (await reports()).includes('Round 1 ends.');
    }
    expect(entered).toBe(true);
    const all = await reports();
    expect(all).toMatch(/Max Steiner\** moves West entrance → a4\./);
    expect(all).toContain('Round 1 ends.');
  }, 180_000);
});
