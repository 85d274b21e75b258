import { describe, expect, it } from 'vitest';
import { addPlayerThroughConsole, LOC_SEATS, SKIP_BROWSER, screenshot, unlabelledControls, useBrowserApp } from './browser-helpers.ts';
import { ADD_ORDER, orderIds } from './order-fields.ts';
import { createGame, gameIdOf, newPhonePage, placeState, publishedReport, resolveNow, save, tapPlace } from './tap-helpers.ts';

/** Issue 37, "Play on the board" (tests/web/tap-helpers.ts): a turn of Lords of Chaos on a phone, aimed by tapping planets. */
describe.skipIf(SKIP_BROWSER)('browser: Lords of Chaos played by tapping the map (phone, touch)', () => {
  const app = useBrowserApp();

  it('orders aimed by tapping planets (out of reach: unavailable), the GM resolves, the report shows them', async () => {
    const gm = await createGame(app, 'lords-of-chaos', 'Tapped crusade');
    const khorneLink = await addPlayerThroughConsole(gm, LOC_SEATS.ana);
    const nurgleLink = await addPlayerThroughConsole(gm, LOC_SEATS.bruno);
    await gm.getByRole('button', { name: 'Start the game' }).tap();
    await expect.poll(() => gm.textContent('main')).toContain('Game started');

    const ana = await newPhonePage(app);
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

    const bruno = await newPhonePage(app);
    await bruno.goto(`${nurgleLink}?lang=en`);
    await bruno.selectOption(orderIds.kind(0), 'invade');
    await tapPlace(bruno, 'cypra-mundi');
    expect(await bruno.inputValue(orderIds.field(0, 'invade', 'planet'))).toBe('cypra-mundi');
    await save(bruno);

    await resolveNow(gm);
    const report = await publishedReport(app, await gameIdOf(gm), 1);
    for (const planet of ['Agripinaa', 'Vraks', 'Cypra Mundi']) expect(report).toContain(planet);
  }, 120_000);
});
