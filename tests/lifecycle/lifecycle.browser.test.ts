import { describe, expect, it } from 'vitest';
import { SKIP_BROWSER, useBrowserApp } from '../web/browser-helpers.ts';
import { auth, SEATS, seedGame } from '../helpers/test-app.ts';

describe.skipIf(SKIP_BROWSER)('browser: lifecycle controls (English)', () => {
  const app = useBrowserApp();

  it('the GM pauses, resumes and reverts a turn from the console', async () => {
    const { t, base, browser } = app;
    const game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
    const resolved = await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/resolve`, headers: auth(game.gmToken) });
    expect(resolved.statusCode).toBe(200);
    const page = await browser.newPage();
    page.on('dialog', (dialog) => void dialog.accept()); // the undo asks for confirmation (gm.js)
    await page.goto(`${base}/gm/${game.gmToken}?lang=en`);

    await page.getByRole('button', { name: 'Pause the game' }).click();
    await page.getByText('Game paused: the deadline clock is stopped.').waitFor();
    expect(await page.textContent('#lifecycle-clock')).toContain('Paused since');
    await page.getByRole('button', { name: 'Resume the game' }).click();
    await page.getByText('Game resumed').waitFor();

    await page.getByLabel('Turn to reopen').selectOption('1');
    await page.getByRole('button', { name: 'Revert to this turn' }).click();
    await page.getByText('Game reverted').waitFor();
    expect(await page.textContent('#lifecycle-audit')).toMatch(
      /The GM undid turns 1 and 2: turn 1 is open again[\s\S]*The GM resumed the game[\s\S]*The GM paused the game during turn 2/,
    );
    const view = (await t.app.inject({ url: `/api/games/${game.id}` })).json();
    expect(view.turns.map((turn: { number: number; status: string }) => [turn.number, turn.status])).toEqual([[1, 'open']]);
    await page.close();
  });

  it('a player marks the orders ready and takes it back', async () => {
    const { t, base, browser } = app;
    const game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
    const page = await browser.newPage();
    await page.goto(`${base}/play/${game.players[0]!.token}?lang=en`);
    await page.getByRole('button', { name: 'Mark my orders ready' }).click();
    await page.getByText('Your orders are marked ready.').waitFor();
    expect((await t.app.inject({ url: `/api/games/${game.id}` })).json().players[0].ready).toBe(true);
    await page.getByRole('button', { name: 'Not ready yet' }).click();
    await page.getByRole('button', { name: 'Mark my orders ready' }).waitFor();
    expect((await t.app.inject({ url: `/api/games/${game.id}` })).json().players[0].ready).toBe(false);
    await page.close();
  });
});
