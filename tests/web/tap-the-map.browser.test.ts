import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addPlayerThroughConsole, SKIP_BROWSER, screenshot, unlabelledControls, useBrowserApp } from './browser-helpers.ts';
import { ADD_ORDER, orderIds } from './order-fields.ts';

/**
 * Issue 37, "Play on the board": on a phone (390×844, touch) the players play by tapping the map and pressing the
 * form's buttons, never typing a coordinate. The map marks its places `data-place`, the form's place fields
 * `data-place-field` (docs/forms.md, "Picking on the map"); a tap fills the active field, the places it does not
 * offer are marked unavailable, the chosen ones highlighted, and the form stays the source of truth.
 */
describe.skipIf(SKIP_BROWSER)('browser: playing by tapping the map (phone, touch)', () => {
  const app = useBrowserApp();

  async function newPage(): Promise<Page> {
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    return page;
  }

  /** The GM creates a game of `ruleset` on /gm; `setup` touches the generated setup form. Returns the console. */
  async function createGame(ruleset: string, name: string, setup: (gm: Page) => Promise<void> = async () => {}): Promise<Page> {
    const gm = await newPage();
    await gm.goto(`${app.base}/gm?lang=en&ruleset=${ruleset}`);
    await gm.getByLabel('Game name').fill(name);
    await setup(gm);
    await gm.getByRole('button', { name: 'Create the game' }).tap();
    await expect.poll(() => gm.textContent('main')).toContain('Game created.');
    return gm;
  }

  /** Seats the players (`choose` fills each seat's own fields) and starts; returns their links. */
  async function seat(gm: Page, names: string[], choose: (gm: Page, seat: number) => Promise<void> = async () => {}): Promise<string[]> {
    const links: string[] = [];
    for (const [i, name] of names.entries()) {
      await gm.getByLabel('Player', { exact: true }).fill(name);
      await choose(gm, i);
      await gm.getByRole('button', { name: 'Add player' }).tap();
      await gm.waitForSelector('#invite-link');
      links.push(await gm.inputValue('#invite-link'));
    }
    await gm.getByRole('button', { name: 'Start the game' }).tap();
    await expect.poll(() => gm.textContent('main')).toContain('Game started');
    return links;
  }

  /** Taps a place of the map (scrolled into the map box's view first, as a player pans to it). */
  async function tapPlace(page: Page, id: string): Promise<void> {
    const place = page.locator(`#map-box svg [data-place="${id}"]`).first();
    await place.scrollIntoViewIfNeeded();
    // At its centre, as a finger does: whatever is drawn there (a mark, a piece, a name) gets the touch.
    const box = (await place.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  }
  const placeState = (page: Page, id: string) =>
    page
      .locator(`#map-box svg [data-place="${id}"]`)
      .first()
      .evaluate((el) => ({
        open: el.classList.contains('place-open'),
        chosen: el.classList.contains('place-chosen'),
        disabled: el.getAttribute('aria-disabled') === 'true',
      }));

  async function save(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Save orders', exact: true }).tap();
    await expect.poll(() => page.textContent('main')).toMatch(/the step has been resolved|Orders saved/);
  }

  it('tic-tac-toe: X and O tap their cells (taken cells unavailable) and X wins', async () => {
    const gm = await createGame('tic-tac-toe', 'Tapped noughts');
    const [x, o] = await seat(gm, ['Xena', 'Otto']);
    const xena = await newPage();
    const otto = await newPage();
    const move = async (page: Page, link: string, cell: string) => {
      await page.goto(`${link}?lang=en`);
      expect(await unlabelledControls(page)).toEqual([]);
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

  /** The GM resolves the open turn from the console; the published report of turn `turn` as text. */
  async function resolve(gm: Page, turn: number): Promise<string> {
    await gm.reload();
    await gm.getByRole('button', { name: /^Resolve turn \d+ now$/ }).tap();
    await expect.poll(() => gm.textContent('main')).toMatch(/Turn resolved/);
    const gameId = (await gm.locator('a[href^="/games/"]').first().getAttribute('href'))!.split('/')[2]!.split('?')[0]!;
    const report = await app.t.app.inject({ method: 'GET', url: `/api/games/${gameId}/turns/${turn}/report.md?lang=en` });
    expect(report.statusCode).toBe(200);
    return report.body;
  }

  it('lords-of-chaos: orders aimed by tapping planets (out of reach: unavailable), the GM resolves, the report shows them', async () => {
    const gm = await createGame('lords-of-chaos', 'Tapped crusade');
    const labels = { name: 'Player', warband: 'Warband', god: 'God', godKind: 'God kind', planets: 'Starting planets', submit: 'Add player' };
    const khorneLink = await addPlayerThroughConsole(
      gm,
      { name: 'Ana', warband: 'World Eaters', god: 'Khorne', godKind: 'major', planets: ['vraks', 'ofidia'] },
      labels,
    );
    const nurgleLink = await addPlayerThroughConsole(
      gm,
      { name: 'Bruno', warband: 'Death Guard', god: 'Nurgle', godKind: 'major', planets: ['sarum', 'subiaco-diablo'] },
      labels,
    );
    await gm.getByRole('button', { name: 'Start the game' }).tap();
    await expect.poll(() => gm.textContent('main')).toContain('Game started');

    const ana = await newPage();
    await ana.goto(`${khorneLink}?lang=en`);
    await ana.selectOption(orderIds.kind(0), 'invade');
    expect(await placeState(ana, 'fenris')).toMatchObject({ open: false, disabled: true }); // out of reach
    await tapPlace(ana, 'fenris');
    expect(await ana.inputValue(orderIds.field(0, 'invade', 'planet'))).toBe('');
    await tapPlace(ana, 'agripinaa');
    expect(await ana.inputValue(orderIds.field(0, 'invade', 'planet'))).toBe('agripinaa');
    await ana.locator(ADD_ORDER).tap();
    await ana.selectOption(orderIds.kind(1), 'defend');
    await tapPlace(ana, 'vraks');
    expect(await ana.inputValue(orderIds.field(1, 'defend', 'planet'))).toBe('vraks');
    expect(await placeState(ana, 'agripinaa')).toMatchObject({ chosen: true });
    expect(await unlabelledControls(ana)).toEqual([]);
    await screenshot(ana, 'tap-lords-of-chaos-orders');
    await save(ana);

    const bruno = await newPage();
    await bruno.goto(`${nurgleLink}?lang=en`);
    await bruno.selectOption(orderIds.kind(0), 'invade');
    await tapPlace(bruno, 'cypra-mundi');
    expect(await bruno.inputValue(orderIds.field(0, 'invade', 'planet'))).toBe('cypra-mundi');
    await save(bruno);

    const report = await resolve(gm, 1);
    for (const planet of ['Agripinaa', 'Vraks', 'Cypra Mundi']) expect(report).toContain(planet);
  }, 120_000);
});
