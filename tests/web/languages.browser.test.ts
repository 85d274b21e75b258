import { describe, expect, it } from 'vitest';
import { addPlayerThroughConsole, SKIP_BROWSER, screenshot, unlabelledControls, useBrowserApp } from './browser-helpers.ts';
import { seatBody } from '../helpers/test-app.ts';
import { LOC_PLAYERS as PLAYERS } from '../rulesets/lords-of-chaos/seats.ts';
import { ADD_ORDER, orderIds } from './order-fields.ts';

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 };

describe.skipIf(SKIP_BROWSER)('browser: pages in each language, keyboard use, no JavaScript', () => {
  const app = useBrowserApp();

  it('Spanish: GM console and order form, refusal message, deadline countdown, "add order" without JavaScript', async () => {
    const { t, base, browser } = app;
    // A reader in New York: the deadline typed in UTC is also shown in their own time.
    const context = await browser.newContext({ ...phone, timezoneId: 'America/New_York' });
    context.setDefaultTimeout(15_000);
    const gm = await context.newPage();
    await gm.goto(`${base}/gm`);
    expect(await gm.getAttribute('html', 'lang')).toBe('es');
    await gm.getByLabel('Nombre de la partida').fill('Campaña del Ojo');
    await gm.getByRole('button', { name: 'Crear la partida' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Partida creada.');
    const link = await addPlayerThroughConsole(
      gm,
      { Jugador: 'Bruno', Banda: 'Guardia de la Muerte', Dios: 'Nurgle', 'Tipo de dios': 'major', 'Planetas iniciales': ['sarum', 'subiaco-diablo'] },
      'Añadir jugador',
    );
    expect(await gm.textContent('.notice.invite')).toContain('Cópialo y envíaselo por mensaje privado'); // and it stays in the players table (issue 37)
    await gm.getByLabel('Plazo del turno 1 (opcional)').fill('2099-12-31T20:00');
    await gm.getByRole('button', { name: 'Empezar la partida' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Partida empezada: el turno 1 está abierto.');
    expect(await gm.textContent('td[data-submitted]')).toBe('pendientes');
    expect(await unlabelledControls(gm)).toEqual([]);
    await screenshot(gm, 'gm-console-es');

    const player = await context.newPage();
    await player.goto(link);
    expect(await player.getAttribute('html', 'lang')).toBe('es');
    expect(await player.textContent('h2#orders-title')).toBe('Tus órdenes del turno 1');
    await expect.poll(() => player.textContent('[data-countdown-left]')).toMatch(/^\(quedan \d+ d \d\d:\d\d:\d\d\)$/);
    expect(await player.getAttribute('[data-countdown-left]', 'class')).not.toContain('soon'); // years away: not red
    await expect.poll(() => player.textContent('[data-local-time]')).toMatch(/^· en tu hora: .*2099.*14:00/); // 20:00 in Madrid (the Spanish game's zone) = 19:00 UTC = 14:00 in New York
    expect(await player.textContent('[data-sheet-summary]')).toMatch(/^Acciones — disponibles: \d+ · usadas: 0 · quedan: \d+$/);
    await player.selectOption(orderIds.kind(0), 'invade');
    await player.selectOption(orderIds.field(0, 'invade', 'planet'), 'cypra-mundi');
    await player.fill(orderIds.field(0, 'invade', 'count'), '3');
    await expect.poll(() => player.textContent('#answer-0-row .field-error')).toMatch(/^Esta orden cuesta 3 acciones y te quedan \d+ /);
    await player.click(ADD_ORDER);
    await player.selectOption(orderIds.kind(1), 'claimDeed');
    const deeds = await player.locator(`${orderIds.field(1, 'claimDeed', 'deed')} option`).allTextContents();
    expect(deeds).toContain('Avatar — no se cumple ahora');
    expect(deeds).toContain('La caída de Cadia — depende de este turno');
    expect(await unlabelledControls(player)).toEqual([]);
    await screenshot(player, 'player-form-es');

    const noJs = await browser.newContext({ ...phone, javaScriptEnabled: false });
    noJs.setDefaultTimeout(15_000);
    const plain = await noJs.newPage();
    await plain.goto(link);
    const orders = plain.locator('fieldset[data-array="answer"] > .rows > fieldset.row');
    expect(await orders.count()).toBe(3);
    expect(await plain.textContent('[data-sheet-summary]')).toMatch(/^Acciones — disponibles: \d+/); // the summary without JavaScript too
    await plain.selectOption(orderIds.kind(0), 'defend');
    await plain.selectOption(orderIds.field(0, 'defend', 'planet'), 'sarum');
    await plain.click(ADD_ORDER);
    await plain.waitForLoadState();
    expect(await orders.count()).toBe(7); // the typed order + 3 spare + 3 more
    expect(await plain.inputValue(orderIds.field(0, 'defend', 'planet'))).toBe('sarum'); // kept, not saved
    expect(await plain.textContent('main')).not.toContain('Órdenes guardadas');
    await plain.selectOption(orderIds.kind(6), 'defend');
    await plain.selectOption(orderIds.field(6, 'defend', 'planet'), 'subiaco-diablo');
    expect(await unlabelledControls(plain)).toEqual([]);
    await plain.getByRole('button', { name: 'Guardar órdenes' }).click();
    await expect.poll(() => plain.textContent('main')).toContain('Órdenes guardadas (versión 1).');
    const saved = await t.app.inject({
      url: `/api/games/${await gameIdFromConsole()}/turns/1/orders`,
      headers: { authorization: `Bearer ${link.split('/play/')[1]}` },
    });
    expect(saved.json().orders).toEqual([
      { type: 'defend', planet: 'sarum', count: 1 },
      { type: 'defend', planet: 'subiaco-diablo', count: 1 },
    ]);
    await noJs.close();
    await context.close();

    async function gameIdFromConsole(): Promise<string> {
      const href = await gm.getAttribute('a[href^="/games/"]', 'href');
      return href!.split('/')[2]!;
    }
  }, 180_000);

  it('GM: a map file with problems is refused with every problem and its path; the invitation link copies', async () => {
    const { base, browser } = app;
    const context = await browser.newContext({ ...phone, permissions: ['clipboard-read', 'clipboard-write'] });
    context.setDefaultTimeout(15_000);
    const gm = await context.newPage();
    await gm.goto(`${base}/gm?lang=en`);
    const broken = {
      sectors: [{ id: 'out', kind: 'outer' }],
      subsectors: [
        { id: 'A-1', sector: 'out' },
        { id: 'A-2', sector: 'missing' },
      ],
      planets: [
        { id: 'p1', subsector: 'A-1' },
        { id: 'p2', subsector: 'A-1' },
        { id: 'p3', subsector: 'A-2' },
        { id: 'p1', subsector: 'A-2' },
      ],
      adjacency: [['A-1', 'A-1']],
    };
    await gm.getByLabel('Game name').fill('Custom map game');
    // A map of one's own: the custom setup, its map loaded from a file into the JSON field.
    await gm.getByLabel('The one I write below').check();
    await gm.locator('summary', { hasText: 'Game options and data' }).click();
    await gm.getByLabel('Load from a JSON file').setInputFiles({ name: 'map.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
    await expect.poll(() => gm.getByLabel('Map (JSON)').inputValue()).toContain('"sectors"');
    await gm.getByRole('button', { name: 'Create the game' }).click();
    await expect.poll(() => gm.textContent('#problems')).toContain('The game could not be created');
    const problems = await gm.locator('#problems li code').allTextContents();
    expect(problems).toEqual(expect.arrayContaining(['map.subsectors[1].sector', 'map.planets[3].id', 'map.adjacency[0]']));
    await screenshot(gm, 'gm-create-problems');

    await gm.goto(`${base}/gm?lang=en`);
    await gm.getByLabel('Game name').fill('Copy game');
    await gm.getByRole('button', { name: 'Create the game' }).click();
    const link = await addPlayerThroughConsole(gm, {
      Player: 'Ana',
      Warband: 'World Eaters',
      God: 'Khorne',
      'God kind': 'major',
      'Starting planets': ['vraks'],
    });
    await gm.locator('button.copy[data-copy="invite-link"]').click();
    await expect.poll(() => gm.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await context.close();
  }, 120_000);

  it('English: a game in Spanish read with ?lang=en, the language switch, and the form by keyboard', async () => {
    const { t, base, browser } = app;
    const created = await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'Keyboard game', ruleset: 'lords-of-chaos', language: 'es' } });
    const { id, gmToken } = created.json() as { id: string; gmToken: string };
    const seated = await t.app.inject({
      method: 'POST',
      url: `/api/games/${id}/players`,
      headers: { authorization: `Bearer ${gmToken}` },
      payload: seatBody(PLAYERS.khorne),
    });
    const { token } = seated.json() as { token: string };
    await t.app.inject({ method: 'POST', url: `/api/games/${id}/start`, headers: { authorization: `Bearer ${gmToken}` } });

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(`${base}/play/${token}`);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/lang=en/);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.textContent('h2#orders-title')).toBe('Your orders for turn 1');

    // Keyboard: the skip link comes first and jumps to the content; an order can be written without a mouse.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.focus(orderIds.kind(0));
    await page.keyboard.press('ArrowDown'); // "Invade a planet"
    expect(await page.inputValue(orderIds.kind(0))).toBe('invade');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('answer-0-__invade-planet'); // the next visible field
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('answer-0-__invade-count');
    await expect.poll(() => page.textContent(orderIds.status(0))).toBe('Cost: 1 action.');
    await expect.poll(() => page.textContent('[data-sheet-summary]')).toBe('Actions — available: 3 · used: 1 · left: 2');
    const focusStyle = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(focusStyle).toBe('solid'); // visible focus
    await screenshot(page, 'player-form-en-desktop');
    await page.keyboard.press('Enter'); // Enter in a field submits with the first button: "Save orders"
    await expect.poll(() => page.textContent('main')).toContain('Orders saved (version 1).');
    await context.close();
  }, 120_000);
});
