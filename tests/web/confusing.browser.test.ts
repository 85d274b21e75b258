import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seatSiegeOfTheCitadel, SKIP_BROWSER, useBrowserApp } from './browser-helpers.ts';

/**
 * Issue 37, "confuses": what a GM or a player meets and cannot make sense of. Each finding, as the issue words it,
 * is one test here; each failed on main before its fix.
 */
const texts = async (page: Page) => (await page.textContent('main')) ?? '';

const newPage = async (browser: Browser, options: { locale?: string } = {}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  return page;
};

async function createGame(page: Page, base: string, ruleset: string, name: string): Promise<string> {
  await page.goto(`${base}/gm?ruleset=${ruleset}&lang=en`);
  await page.getByLabel('Game name').fill(name);
  await page.getByLabel('Game language').selectOption('en');
  await page.getByRole('button', { name: 'Create the game' }).click();
  await expect.poll(() => texts(page)).toContain('Game created.');
  return page.url().split('?')[0]!;
}

/** Three players of Chaos in the Old World seated through the console, and the game started. */
async function seatOldWorld(gm: Page): Promise<void> {
  for (const [name, god] of [
    ['Ana', 'khorne'],
    ['Bruno', 'nurgle'],
    ['Carla', 'tzeentch'],
  ] as const) {
    await gm.getByLabel('Player', { exact: true }).fill(name);
    await gm.locator(`input[name="seat.god"][value="${god}"]`).check();
    await gm.getByRole('button', { name: 'Add player' }).click();
    await gm.waitForSelector('#invite-link');
  }
  await gm.getByRole('button', { name: 'Start the game' }).click();
  await expect.poll(() => texts(gm)).toContain('Game started');
}

async function seatRps(page: Page, name: string): Promise<string> {
  await page.getByLabel('Player', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Add player' }).click();
  await page.waitForSelector('#invite-link');
  return page.inputValue('#invite-link');
}

describe.skipIf(SKIP_BROWSER)('browser: what confuses a GM or a player (issue 37)', () => {
  const app = useBrowserApp();

  it('a seat refused: every problem at once, in words, in the seat form, what was typed kept', async () => {
    const gm = await newPage(app.browser);
    await createGame(gm, app.base, 'chaos-in-the-old-world', 'Old World');
    // Neither a name nor a god: both problems at once, in the seat form, with the field's label and the options.
    await gm.getByRole('button', { name: 'Add player' }).click();
    const seatProblems = gm.locator('section[aria-labelledby="add-player-title"] [role="alert"]');
    await seatProblems.first().waitFor();
    const said = (await seatProblems.allTextContents()).join(' ');
    expect(said).toContain('Player: This is required.');
    expect(said).toContain('God: Choose one of: Khorne, Nurgle, Tzeentch, Slaanesh.');
    expect(said).not.toMatch(/Invalid option|Too small|expected/);
    // The name typed stays; the god is still asked for, beside its field.
    await gm.getByLabel('Player', { exact: true }).fill('Ana');
    await gm.getByRole('button', { name: 'Add player' }).click();
    await expect.poll(() => gm.locator('#seat-god-error').textContent()).toBe('Choose one of: Khorne, Nurgle, Tzeentch, Slaanesh.');
    expect(await gm.getByLabel('Player', { exact: true }).inputValue()).toBe('Ana');
  });

  it('a correction refused: every problem at once, in words, in the corrections form, the correction chosen kept', async () => {
    const gm = await newPage(app.browser);
    await createGame(gm, app.base, 'chaos-in-the-old-world', 'Old World corrected');
    await seatOldWorld(gm);
    // A correction with no god, a delta out of bounds and no reason: the three problems at once, in the corrections
    // section (not under the dice form), and the correction chosen and the note typed are still there.
    await gm.locator('#correction-variant').selectOption('vp');
    await gm.locator('#correction-__vp-delta').fill('200');
    await gm.locator('#correction-__vp-note').fill('Hero token');
    await gm.getByRole('button', { name: 'Save the correction' }).click();
    const corrections = gm.locator('#lifecycle-corrections');
    await corrections.locator('[role="alert"]').first().waitFor();
    const problems = (await corrections.locator('[role="alert"]').allTextContents()).join(' ');
    expect(problems).toContain('God: Choose one of: Khorne, Nurgle, Tzeentch.');
    expect(problems).toContain('Delta: Write a number of at most 100.');
    expect(problems).toContain('Reason: Write the reason for the correction');
    expect(problems).not.toMatch(/Invalid option|Too big|expected/);
    expect(await gm.inputValue('#correction-variant')).toBe('vp');
    expect(await gm.locator('#correction-__vp-note').inputValue()).toBe('Hero token');
    expect(await gm.locator('section[aria-labelledby="dice-title"] [role="alert"]').count()).toBe(0);
    // Corrected, with a reason: saved.
    await gm.locator('input[name="correction.__vp.god"][value="khorne"]').check();
    await gm.locator('#correction-__vp-delta').fill('2');
    await gm.locator('#lc-reason').fill('Hero killed a champion');
    await gm.getByRole('button', { name: 'Save the correction' }).click();
    await expect.poll(() => texts(gm)).toContain('Hero killed a champion');
  });

  it('a pause shows on the player page and the public page, and the countdown stops', async () => {
    const gm = await newPage(app.browser);
    await createGame(gm, app.base, 'rock-paper-scissors', 'Paused duel');
    const ana = await seatRps(gm, 'Ana');
    await seatRps(gm, 'Bruno');
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16);
    await gm.getByLabel('Deadline of turn 1 (optional)').fill(future);
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => texts(gm)).toContain('Game started');
    await gm.getByRole('button', { name: 'Pause the game' }).click();
    await expect.poll(() => texts(gm)).toContain('Game paused');

    const player = await newPage(app.browser);
    await player.goto(ana);
    expect(await player.textContent('[data-paused]')).toContain('The game master has paused the game');
    expect(await player.textContent('[data-deadline-paused]')).toMatch(/^deadline stopped \(paused\): 2 d 23:\d\d left when the game resumes$/);
    expect(await player.locator('[data-countdown-left]').count()).toBe(0); // no clock ticking down
    await player.getByRole('link', { name: 'Public game page' }).click();
    await player.waitForLoadState();
    expect(await player.textContent('body')).toContain('Game paused: the game master has stopped the deadline clock');
    expect(await player.textContent('body')).not.toContain('Deadline:');
  });

  it('a revert is told on the public page, with when, instead of "no turn has been resolved yet"', async () => {
    const gm = await newPage(app.browser);
    await createGame(gm, app.base, 'rock-paper-scissors', 'Reverted duel');
    const links = [await seatRps(gm, 'Ana'), await seatRps(gm, 'Bruno')];
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => texts(gm)).toContain('Game started');
    const player = await newPage(app.browser);
    for (const [link, move] of [
      [links[0]!, 'Rock'],
      [links[1]!, 'Paper'],
    ] as const) {
      await player.goto(`${link}?lang=en`);
      await player.getByLabel(move).check();
      await player.getByRole('button', { name: 'Save orders', exact: true }).click();
      await expect.poll(() => texts(player)).toMatch(/Orders saved|the step has been resolved/);
    }
    await gm.reload();
    await gm.getByRole('button', { name: 'Revert to this turn' }).click();
    await expect.poll(() => texts(gm)).toMatch(/revert/i);
    await player.getByRole('link', { name: 'Public game page' }).click();
    await player.waitForLoadState();
    const page = (await player.textContent('body')) ?? '';
    expect(page).toMatch(/The game master reverted turn 1 on .*\d{4}.*: its report was withdrawn and the turn is being played again\./);
    expect(page).not.toContain('No turn has been resolved yet');
  });

  it('step-by-step game (Siege of the Citadel): the start deadline stays after the first step; the public page gives one turn number', async () => {
    const gm = await newPage(app.browser);
    const consoleUrl = await createGame(gm, app.base, 'siege-of-the-citadel', 'Citadel');
    await seatSiegeOfTheCitadel(gm);
    const deadline = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16);
    await gm.getByLabel('Deadline of turn 1 (optional)').fill(deadline);
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => texts(gm)).toContain('Game started');
    const publicUrl = (await gm.getByRole('link', { name: 'Public game page' }).getAttribute('href'))!;
    const open = async () => {
      const page = await newPage(app.browser);
      await page.goto(`${app.base}${publicUrl}`);
      return (await page.locator('h2:has-text("Turn in progress") + p').textContent()) ?? '';
    };
    // One numbering: the game's own turn, in the phase line (not also the server's step count, "Turn 1. Now: Turn 0").
    expect.soft(await open()).toMatch(/^Now: Turn \d+ — [^.]+\. Deadline: /);
    await gm.getByRole('button', { name: 'Resolve turn 1 now' }).click();
    await expect.poll(() => texts(gm)).toContain('Turn resolved.');
    await gm.goto(`${consoleUrl}?lang=en`);
    expect.soft(await gm.locator('.turn-line time').count()).toBe(1); // the deadline is still shown
    expect.soft(await gm.textContent('.turn-line')).not.toContain('No deadline');
    expect.soft(await open()).toMatch(/^Now: Turn \d+ — [^.]+\. Deadline: /);
  }, 240_000);

  it('the generic console does not say "you never see what they say" above the answers it lists', async () => {
    const gm = await newPage(app.browser);
    const consoleUrl = await createGame(gm, app.base, 'generic', 'Any game');
    const link = await seatRps(gm, 'Alba');
    await seatRps(gm, 'Bruno');
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => texts(gm)).toContain('Game started');
    const player = await newPage(app.browser);
    await player.goto(`${link}?lang=en`);
    await player.getByLabel('Your orders', { exact: true }).fill('Alba holds the bridge.');
    await player.getByRole('button', { name: 'Save orders', exact: true }).click();
    await expect.poll(() => texts(player)).toContain('Orders saved');
    await gm.goto(`${consoleUrl}?lang=en`);
    expect(await gm.textContent('.answers')).toContain('Alba holds the bridge.');
    const hint = await gm.textContent('section[aria-labelledby="players-title"] .hint');
    expect(hint).not.toContain('never what they say');
    expect(hint).toContain('you read every answer');
  });

  it("a mistyped /play/ link answers in the browser's language (Accept-Language: en)", async () => {
    const page = await newPage(app.browser, { locale: 'en-GB' });
    const response = await page.goto(`${app.base}/play/${'x'.repeat(43)}`);
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await texts(page)).toContain('This link does not belong to any game.');
    const gm = await page.goto(`${app.base}/gm/${'x'.repeat(43)}`);
    expect(gm?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });

  it('Siege of the Citadel: an empty save of a turn is refused in words and does not close the step', async () => {
    const gm = await newPage(app.browser);
    const consoleUrl = await createGame(gm, app.base, 'siege-of-the-citadel', 'Empty saves');
    const links = await seatSiegeOfTheCitadel(gm);
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => texts(gm)).toContain('Game started');
    // The GM resolves with the defaults (draft passes, the first section revealed, monsters placed) until Ana's group
    // is asked for its turn.
    const ana = await newPage(app.browser);
    const turnForm = () => ana.locator('input[name="answer.endTurn"]').count();
    for (let i = 0; i < 10; i++) {
      await ana.goto(`${links[1]!}?lang=en`);
      if ((await turnForm()) > 0) break;
      await gm.goto(`${consoleUrl}?lang=en`);
      await gm.getByRole('button', { name: /^Resolve turn \d+ now$/ }).click();
      await expect.poll(() => texts(gm)).toContain('Turn resolved.');
    }
    expect(await turnForm()).toBe(1);
    await gm.goto(`${consoleUrl}?lang=en`);
    const step = await gm.textContent('.turn-line strong');
    await ana.getByRole('button', { name: 'Save orders', exact: true }).click();
    await expect.poll(() => texts(ana)).toContain('You gave no order: choose an entrance, a card or an activation, or end the turn.');
    await gm.goto(`${consoleUrl}?lang=en`);
    expect(await gm.textContent('.turn-line strong')).toBe(step); // the step is still open, not closed and asked again
  }, 240_000);
});
