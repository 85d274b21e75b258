import { expect } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * Issue 37, "Play on the board": the helpers of the tests/web/tap-*.browser.test.ts files (one game each, so the
 * run spreads them over its workers). On a phone (390×844, touch) the players play by tapping the map and pressing
 * the form's buttons, never typing a coordinate. The map marks its places `data-place`, the form's place fields
 * `data-place-field` (docs/forms.md, "Picking on the map"); a tap fills the active field, the places it does not
 * offer are marked unavailable, the chosen ones highlighted, and the form stays the source of truth.
 */

/** What `useBrowserApp()` gives a test file. */
export interface BrowserApp {
  readonly t: TestApp;
  readonly base: string;
  readonly browser: Browser;
}

/** A phone: 390×844, touch, the page accepting the confirmation dialogs. */
export async function newPhonePage(app: BrowserApp): Promise<Page> {
  const context = await app.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  return page;
}

/** The GM creates a game of `ruleset` on /gm; `setup` touches the generated setup form. Returns the console. */
export async function createGame(app: BrowserApp, ruleset: string, name: string, setup: (gm: Page) => Promise<void> = async () => {}): Promise<Page> {
  const gm = await newPhonePage(app);
  await gm.goto(`${app.base}/gm?lang=en&ruleset=${ruleset}`);
  await gm.getByLabel('Game name').fill(name);
  await setup(gm);
  await gm.getByRole('button', { name: 'Create the game' }).tap();
  await expect.poll(() => gm.textContent('main')).toContain('Game created.');
  return gm;
}

/** Seats the players (`choose` fills each seat's own fields) and starts; returns their links. */
export async function seatAndStart(gm: Page, names: string[], choose: (gm: Page, seat: number) => Promise<void> = async () => {}): Promise<string[]> {
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

/** The id of the game the GM's console shows. */
export async function gameIdOf(gm: Page): Promise<string> {
  return (await gm.locator('a[href^="/games/"]').first().getAttribute('href'))!.split('/')[2]!.split('?')[0]!;
}

/** Taps a place of the map (scrolled into the map box's view first, as a player pans to it). */
export async function tapPlace(page: Page, id: string): Promise<void> {
  const place = page.locator(`#map-box svg [data-place="${id}"]`).first();
  await place.scrollIntoViewIfNeeded();
  // At its centre, as a finger does: whatever is drawn there (a mark, a piece, a name) gets the touch.
  const box = (await place.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** How the map shows a place: offered to the active field, chosen in the form, unavailable. */
export const placeState = (page: Page, id: string) =>
  page
    .locator(`#map-box svg [data-place="${id}"]`)
    .first()
    .evaluate((el) => ({
      open: el.classList.contains('place-open'),
      chosen: el.classList.contains('place-chosen'),
      disabled: el.getAttribute('aria-disabled') === 'true',
    }));

/** The places the active field offers now, in the map's order. */
export const openPlaces = (page: Page) =>
  page.locator('#map-box svg [data-place].place-open').evaluateAll((els) => els.map((el) => el.getAttribute('data-place')!));

/** Taps the first place the active field offers (`except` left out) and returns its id. */
export async function tapFirstOpen(page: Page, except: string[] = []): Promise<string> {
  const id = (await openPlaces(page)).find((candidate) => !except.includes(candidate));
  expect(id).toBeDefined();
  await tapPlace(page, id!);
  return id!;
}

/** Presses "Save orders"; the answer is saved, or it was the last one and the step resolved. */
export async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save orders', exact: true }).tap();
  await expect.poll(() => page.textContent('main')).toMatch(/the step has been resolved|Orders saved/);
}

/** The value of a choice field drawn as a select (many choices) or radios (few). */
export async function fieldValue(scope: Locator, label: string): Promise<string> {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  if ((await select.count()) > 0) return select.inputValue();
  const checked = scope.getByRole('group', { name: label, exact: true }).locator('input[type=radio]:checked');
  return (await checked.count()) > 0 ? ((await checked.getAttribute('value')) ?? '') : '';
}

/** Chooses `value` in a choice field drawn as a select (many choices) or radios (few). */
export async function choose(scope: Locator, label: string, value: string): Promise<void> {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  if ((await select.count()) > 0) await select.selectOption(value);
  else await scope.getByRole('group', { name: label, exact: true }).locator(`input[type=radio][value="${value}"]`).check();
}

/** Ticks the first open radio of every group in `scope` (an answer with nothing on the map). */
export async function checkFirstRadios(scope: Page | Locator): Promise<void> {
  const radios = scope.locator('input[type=radio]');
  const names = await radios.evaluateAll((inputs) => [...new Set(inputs.map((i) => (i as HTMLInputElement).name))]);
  for (const name of names) await scope.locator(`input[type=radio][name="${name}"]:not([disabled])`).first().check();
}

/** The GM's console: "Resolve turn N now", as at a deadline (a step that waits for the GM, or for nobody). */
export async function resolveNow(gm: Page): Promise<void> {
  await gm.reload();
  await gm.getByRole('button', { name: /^Resolve turn \d+ now$/ }).tap();
  await expect.poll(() => gm.textContent('main')).toMatch(/Turn resolved/);
}

/** The published report of server turn `turn` as Markdown (null: not published). */
export async function publishedReport(app: BrowserApp, gameId: string, turn: number): Promise<string | null> {
  const report = await app.t.app.inject({ method: 'GET', url: `/api/games/${gameId}/turns/${turn}/report.md?lang=en` });
  return report.statusCode === 200 ? report.body : null;
}

/**
 * Every published report of the game so far, as Markdown (a sequential game resolves a step per answer); each
 * call reads only the reports published since the last one.
 */
export function publishedReports(app: BrowserApp, gameId: string): () => Promise<string> {
  const out: string[] = [];
  return async () => {
    for (;;) {
      const report = await publishedReport(app, gameId, out.length + 1);
      if (report === null) return out.join('\n');
      out.push(report);
    }
  };
}

/**
 * Plays a step-by-step game until `over` says so: each player in seat order is opened on `page` and, when asked
 * something they have not answered yet (the key is the open server turn), answers it through `answer` (which fills
 * the form by tapping; `save` is pressed after it). A sweep in which nobody is asked is a step that waits for the
 * GM alone: the GM resolves it from the console. Returns the number of answers saved.
 */
export async function playUntil(
  options: { gm: Page; page: Page; links: string[]; maxSweeps: number },
  answer: (page: Page, seat: number) => Promise<void>,
  over: () => Promise<boolean>,
): Promise<number> {
  const { gm, page, links, maxSweeps } = options;
  const answered = new Set<string>();
  let saves = 0;
  for (let sweep = 0; sweep < maxSweeps; sweep++) {
    let asked = false;
    for (const [seat, link] of links.entries()) {
      await page.goto(`${link}?lang=en`);
      if ((await page.locator('#order-form').count()) === 0) continue;
      const key = `${seat}@${await page.locator('#order-form input[name=turn]').inputValue()}`;
      if (answered.has(key)) continue; // answered: the step waits for somebody else
      answered.add(key);
      asked = true;
      await answer(page, seat);
      await save(page);
      saves += 1;
      if (await over()) return saves;
    }
    if (!asked) {
      await resolveNow(gm);
      if (await over()) return saves;
    }
  }
  throw new Error(`not over after ${maxSweeps} sweeps (${saves} answers saved)`);
}
