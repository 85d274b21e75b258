import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SKIP_BROWSER, screenshot, unlabelledControls, useBrowserApp } from './browser-helpers.ts';
import { createGame, newPhonePage, placeState, save, seatAndStart, tapPlace } from './tap-helpers.ts';

/** Issue 37, "Play on the board" (tests/web/tap-helpers.ts): noughts and crosses on a phone, by tapping the cells. */
describe.skipIf(SKIP_BROWSER)('browser: tic-tac-toe played by tapping the map (phone, touch)', () => {
  const app = useBrowserApp();

  it('X and O tap their cells (taken cells unavailable) and X wins', async () => {
    const gm = await createGame(app, 'tic-tac-toe', 'Tapped noughts');
    const [x, o] = await seatAndStart(gm, ['Xena', 'Otto']);
    const xena = await newPhonePage(app);
    const otto = await newPhonePage(app);
    const move = async (page: Page, link: string, cell: string) => {
      await page.goto(`${link}?lang=en`);
      expect(await unlabelledControls(page)).toEqual([]);
      expect(await page.getByLabel('Cell').getAttribute('class')).toContain('place-target'); // where the tap goes
      await tapPlace(page, cell);
      expect(await page.getByLabel('Cell').inputValue()).toBe(cell); // the form follows the map
      expect(await placeState(page, cell)).toEqual({ open: true, chosen: true, disabled: false });
      await save(page);
    };
    await move(xena, x!, 'a1');
    await otto.goto(`${o!}?lang=en`);
    // a1 is taken: shown as unavailable, and a tap on it changes nothing.
    expect(await placeState(otto, 'a1')).toEqual({ open: false, chosen: false, disabled: true });
    await tapPlace(otto, 'a1');
    expect(await otto.getByLabel('Cell').inputValue()).toBe('');
    // The form is the source of truth: a choice there shows on the map, and the map's tap replaces it.
    await otto.getByLabel('Cell').selectOption('c3');
    expect((await placeState(otto, 'c3')).chosen).toBe(true);
    await move(otto, o!, 'b1');
    await move(xena, x!, 'a2');
    await move(otto, o!, 'b2');
    await move(xena, x!, 'a3');
    await xena.goto(`${x!}?lang=en`);
    expect(await xena.textContent('main')).toMatch(/wins|won/i);
    await screenshot(xena, 'tap-tic-tac-toe-won');
  }, 120_000);
});
