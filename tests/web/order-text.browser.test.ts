import { describe, expect, it } from 'vitest';
import { getRuleset } from '../../src/engine/registry.ts';
import { auth } from '../helpers/test-app.ts';
import { SKIP_BROWSER, useBrowserApp } from './browser-helpers.ts';

/**
 * Issue 36 in a browser: a Lords of Chaos player pastes the orders they would post in the forum; a refused text
 * stays as typed with each problem naming its line; the saved sheet reads back as text. The GM enters another
 * player's orders sent by private message; that player sees them marked as entered by the GM.
 */
describe.skipIf(SKIP_BROWSER)('browser: orders as text, by the player and by the GM', () => {
  const app = useBrowserApp();

  it('pastes orders on the player page and in the GM console', async () => {
    const { t, base, browser } = app;
    const loc = getRuleset('lords-of-chaos')!;
    const game = (
      await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'Por texto', ruleset: 'lords-of-chaos', language: 'es' } })
    ).json() as { id: string; gmToken: string };
    const seats: { id: string; token: string }[] = [];
    for (const seat of loc.demo!.seats)
      seats.push((await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/players`, headers: auth(game.gmToken), payload: seat })).json());
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/start`, headers: auth(game.gmToken) })).statusCode).toBe(200);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();

    await page.goto(`${base}/play/${seats[0]!.token}?lang=es`);
    await page.getByText('Escribir las órdenes como texto').click();
    const box = page.getByLabel('Tus órdenes, una por línea');
    await box.fill('Defiendo Vraks con 2\nDefiendo Sarum');
    await page.getByRole('button', { name: 'Guardar el texto' }).click();
    await page.locator('#order-text-problems').waitFor();
    expect(await page.textContent('#order-text-problems')).toMatch(/Línea 2/);
    expect(await box.inputValue()).toBe('Defiendo Vraks con 2\nDefiendo Sarum'); // as typed
    await box.fill('Defiendo Vraks con 2\nDefiendo Ofidia');
    await page.getByRole('button', { name: 'Guardar el texto' }).click();
    await expect.poll(() => page.url()).toContain('saved=1');
    await page.getByText('Escribir las órdenes como texto').click();
    expect((await page.textContent('[data-saved-text]'))?.split('\n')).toHaveLength(2);

    const gm = await context.newPage();
    await gm.goto(`${base}/gm/${game.gmToken}?lang=es`);
    await gm.getByLabel('Jugador', { exact: true }).last().selectOption(seats[1]!.id);
    await gm.getByLabel('Órdenes, una por línea').fill('Defiendo Sarum con 2');
    await gm.getByRole('button', { name: 'Guardar para este jugador' }).click();
    await expect.poll(async () => (await gm.textContent('main')) ?? '').toContain('Órdenes guardadas para el jugador.');

    const mortarion = await context.newPage();
    await mortarion.goto(`${base}/play/${seats[1]!.token}?lang=es`);
    await mortarion.locator('[data-entered-by-gm]').waitFor();
    await context.close();
  });
});
