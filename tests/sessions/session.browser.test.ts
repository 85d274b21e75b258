import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SKIP_BROWSER, screenshot, unlabelledControls, useBrowserApp } from '../web/browser-helpers.ts';

/**
 * Every ruleset through the same pages (issue 11): the GM picks the game on /gm, fills the setup form generated
 * from its schema, seats players, starts; players answer through forms generated from the open request's schema.
 */
describe.skipIf(SKIP_BROWSER)('browser: generic, tic-tac-toe and rock-paper-scissors through the same pages (English)', () => {
  const app = useBrowserApp();

  async function newPage(javaScript = true): Promise<Page> {
    const context = await app.browser.newContext({ viewport: { width: 1000, height: 900 }, javaScriptEnabled: javaScript });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    return page;
  }

  /** The GM creates a game of `ruleset` on /gm; `setup` fills the generated setup form. Returns the console. */
  async function createGame(ruleset: string, name: string, setup: (gm: Page) => Promise<void> = async () => {}): Promise<Page> {
    const gm = await newPage();
    await gm.goto(`${app.base}/gm?lang=en`);
    await gm.getByLabel('Ruleset').selectOption(ruleset); // the page reloads with that game's setup form
    await gm.waitForURL(new RegExp(`ruleset=${ruleset}`));
    await gm.getByLabel('Game name').fill(name);
    await setup(gm);
    expect(await unlabelledControls(gm)).toEqual([]);
    await gm.getByRole('button', { name: 'Create the game' }).click();
    await gm.waitForURL(/\/gm\/[A-Za-z0-9_-]+\?/);
    await expect.poll(() => gm.textContent('main')).toContain('Game created.');
    return gm;
  }

  async function seat(gm: Page, names: string[]): Promise<string[]> {
    const links: string[] = [];
    for (const name of names) {
      await gm.getByLabel('Player', { exact: true }).fill(name);
      await gm.getByRole('button', { name: 'Add player' }).click();
      await gm.waitForSelector('#invite-link');
      links.push(await gm.inputValue('#invite-link'));
    }
    expect(links.every((link) => /\/play\/[A-Za-z0-9_-]{43}$/.test(link))).toBe(true);
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Game started');
    return links;
  }

  it('generic: a two-phase setup, secret orders (one player without JavaScript), dice, the GM resolves with tracks, public phase', async () => {
    const gm = await createGame('generic', 'Any Game Night', async (page) => {
      // The second phase row of the generated form ("Phases of each turn") is empty: a public Diplomacy phase.
      await page.locator('#setup-phases-1-id').fill('diplomacy');
      await page.locator('#setup-phases-1-name').fill('Diplomacy');
      await page.locator('#setup-phases-1-orders').check();
    });
    const links = await seat(gm, ['Alba', 'Bruno', 'Carla']);

    const alba = await newPage(false);
    await alba.goto(links[0]!);
    await alba.getByLabel('Your orders', { exact: true }).fill('ALBA: fleet to the bridge');
    await alba.getByRole('button', { name: 'Save orders', exact: true }).click();
    await expect.poll(() => alba.textContent('main')).toContain('Orders saved (version 1).');
    await alba.getByLabel('Roll (for example 2d6+1)').fill('2d6+1');
    await alba.getByLabel('Reason').fill('Scouting');
    await alba.getByRole('button', { name: 'Roll' }).click();
    await expect.poll(() => alba.textContent('main')).toMatch(/Scouting/);

    const bruno = await newPage();
    await bruno.goto(links[1]!);
    await bruno.getByLabel('Your orders', { exact: true }).fill('BRUNO: hold the line');
    await bruno.getByRole('button', { name: 'Save orders', exact: true }).click();
    await expect.poll(() => bruno.textContent('main')).toContain('Orders saved');
    expect(await bruno.textContent('main')).not.toContain('ALBA: fleet'); // secret phase
    expect(await unlabelledControls(bruno)).toEqual([]);

    // The GM reads the orders, writes the report, adds 2 VP to Alba and resolves (Carla sent nothing).
    await gm.reload();
    expect(await gm.textContent('ul.answers')).toContain('ALBA: fleet to the bridge');
    expect(await gm.locator('[data-submitted="yes"]').count()).toBe(2);
    await gm.getByLabel('Report of the phase').fill('The bridge falls to Alba.');
    const change = gm.locator('#gm-tracks-0-row');
    await change.getByLabel('Alba').check();
    await change.getByLabel('VP').check();
    await change.getByLabel('Add (or subtract)').fill('2');
    expect(await unlabelledControls(gm)).toEqual([]);
    await screenshot(gm, 'session-gm-resolve');
    await gm.getByRole('button', { name: 'Resolve turn 1 now' }).click();
    await expect
      .poll(async () => (await gm.locator('.problems, [role=status]').allTextContents()).join(' '))
      .toContain('Turn resolved. The report is published.');

    // Everybody reads the report; the public Diplomacy phase shows orders as soon as they are sent.
    await alba.goto(links[0]!);
    const report = await alba.textContent('main');
    expect(report).toContain('The bridge falls to Alba.');
    expect(report).toContain('BRUNO: hold the line');
    expect(await alba.textContent('#position-title + *, section[aria-labelledby=position-title]')).toMatch(/Alba\s*2/);
    await alba.getByLabel('Your orders', { exact: true }).fill('Alba proposes peace');
    await alba.getByRole('button', { name: 'Save orders', exact: true }).click();
    await expect.poll(() => alba.textContent('main')).toContain('Orders saved');
    // Her own public answer is listed with the others', as everybody reads it (issue 19).
    expect(await alba.textContent('section[aria-labelledby=others-title]')).toContain('Alba (you): Alba proposes peace');
    await bruno.goto(links[1]!);
    expect(await bruno.textContent('main')).toContain('Alba proposes peace');
    await screenshot(bruno, 'session-player-public-phase');

    // The GM ends the game in the Diplomacy phase and names the winner: the game is over for everybody.
    await gm.reload();
    await gm.getByLabel('Report of the phase').fill('Peace is signed; Alba rules the bridge.');
    await gm.getByLabel('End the game').check();
    await gm.getByRole('group', { name: 'Winners (only when ending)' }).getByLabel('Alba').check();
    await gm.getByRole('button', { name: 'Resolve turn 2 now' }).click();
    await expect
      .poll(async () => (await gm.locator('.problems, [role=status]').allTextContents()).join(' '))
      .toContain('Turn resolved. The report is published.');
    await alba.goto(links[0]!);
    expect(await alba.locator('#order-form').count()).toBe(0);
    expect(await alba.textContent('main')).toContain('Peace is signed; Alba rules the bridge.');
  }, 120_000);

  it('tic-tac-toe: players take turns choosing a free cell; a taken cell is not offered; X wins', async () => {
    const gm = await createGame('tic-tac-toe', 'Noughts and crosses');
    const [x, o] = await seat(gm, ['Xena', 'Otto']);
    const xena = await newPage();
    const otto = await newPage(false);
    const move = async (page: Page, link: string, cell: string, notice = 'the step has been resolved') => {
      await page.goto(link);
      await page.getByLabel('Cell').selectOption(cell);
      await page.getByRole('button', { name: 'Save orders', exact: true }).click();
      await expect.poll(() => page.textContent('main')).toContain(notice);
    };
    await move(xena, x!, 'a1');
    // The step resolved as soon as X answered: now it is O's turn, and a1 is no longer offered.
    await otto.goto(o!);
    expect(await otto.locator('select[name="answer.cell"] option[value="a1"]').count()).toBe(0);
    await xena.goto(x!);
    expect(await xena.textContent('main')).toContain('Otto');
    await move(otto, o!, 'b1');
    await move(xena, x!, 'a2');
    await move(otto, o!, 'b2');
    await move(xena, x!, 'a3');
    await gm.reload();
    expect(await gm.textContent('main')).toMatch(/Xena/);
    await xena.goto(x!);
    expect(await xena.textContent('main')).toMatch(/wins|won/i);
    await screenshot(xena, 'tic-tac-toe-won');
  }, 120_000);

  it('rock-paper-scissors: both throw through radio buttons; the throw resolves when both have answered', async () => {
    const gm = await createGame('rock-paper-scissors', 'Best of three', async (page) => {
      await page.getByLabel('Rounds to win').fill('1');
    });
    const [a, b] = await seat(gm, ['Ana', 'Ben']);
    const ana = await newPage();
    const ben = await newPage();
    await ana.goto(a!);
    await ana.getByLabel('Rock').check();
    await ana.getByRole('button', { name: 'Save orders', exact: true }).click();
    await expect.poll(() => ana.textContent('main')).toContain('Orders saved');
    await ben.goto(b!);
    expect(await ben.locator('#others-title').count()).toBe(0); // Ana's throw stays secret
    await ben.getByLabel('Paper').check();
    await ben.getByRole('button', { name: 'Save orders', exact: true }).click();
    await expect.poll(() => ben.textContent('main')).toContain('the step has been resolved');
    await ana.goto(a!);
    const page = await ana.textContent('main');
    expect(page).toMatch(/Ben/);
    expect(page).toMatch(/Paper/i);
    expect(page, page ?? '').toMatch(/wins|won/i);
  }, 120_000);
});
