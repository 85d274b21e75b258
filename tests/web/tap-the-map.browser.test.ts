import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
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

  /** Every published report of the game so far, as Markdown (a sequential game resolves a step per answer). */
  async function publishedReports(gm: Page): Promise<string> {
    await gm.reload();
    const gameId = (await gm.locator('a[href^="/games/"]').first().getAttribute('href'))!.split('/')[2]!.split('?')[0]!;
    const out: string[] = [];
    for (let turn = 1; turn < 40; turn++) {
      const report = await app.t.app.inject({ method: 'GET', url: `/api/games/${gameId}/turns/${turn}/report.md?lang=en` });
      if (report.statusCode !== 200) break;
      out.push(report.body);
    }
    return out.join('\n');
  }

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

  /** The value of a choice field drawn as a select (many choices) or radios (few). */
  async function fieldValue(scope: Locator, label: string): Promise<string> {
    const select = scope.getByRole('combobox', { name: label, exact: true });
    if ((await select.count()) > 0) return select.inputValue();
    const checked = scope.getByRole('group', { name: label, exact: true }).locator('input[type=radio]:checked');
    return (await checked.count()) > 0 ? ((await checked.getAttribute('value')) ?? '') : '';
  }
  /** Ticks the first open radio of every group of the form (an answer with nothing on the map). */
  async function checkFirstRadios(page: Page): Promise<void> {
    const names = await page.locator('#order-form input[type=radio]').evaluateAll((inputs) => [...new Set(inputs.map((i) => (i as HTMLInputElement).name))]);
    for (const name of names) await page.locator(`#order-form input[type=radio][name="${name}"]:not([disabled])`).first().check();
  }

  /** Taps the first place the active field offers (`except` left out) and returns its id. */
  async function tapFirstOpen(page: Page, except: string[] = []): Promise<string> {
    const ids = await page.locator('#map-box svg [data-place].place-open').evaluateAll((els) => els.map((el) => el.getAttribute('data-place')!));
    const id = ids.find((candidate) => !except.includes(candidate));
    expect(id).toBeDefined();
    await tapPlace(page, id!);
    return id!;
  }

  it('cthulhu-wars: each player moves an acolyte by tapping the destination area', async () => {
    const gm = await createGame('cthulhu-wars', 'Tapped doom', async (page) => {
      await page.getByLabel('First phase of the game').selectOption('action');
    });
    const links = await seat(gm, ['Ana', 'Ben'], async (page, i) => {
      await page
        .locator('form:has(#seat-name)')
        .getByLabel('Faction', { exact: true })
        .selectOption(i === 0 ? 'gc' : 'bg');
    });
    const plans: Record<number, { unit: string; to: string }> = {
      0: { unit: 'gc.acolyte.1', to: 'indian-ocean' },
      1: { unit: 'bg.acolyte.1', to: 'east-africa' },
    };
    const page = await newPage();
    const done = new Set<number>();
    for (let guard = 0; guard < 4 && done.size < 2; guard++) {
      for (const [i, link] of links.entries()) {
        if (done.has(i)) continue;
        await page.goto(`${link}?lang=en`);
        if ((await page.locator('#order-form').count()) === 0) continue;
        const row = page.locator('#answer-actions-0-row');
        if ((await row.count()) === 0) {
          await checkFirstRadios(page); // the first player and their direction: not on the map
          await save(page);
          continue;
        }
        await row.getByLabel('Actions 1', { exact: true }).selectOption('move');
        const move = row.locator('fieldset.variant[data-variant="move"] fieldset.row').first();
        await move.getByLabel('Unit', { exact: true }).selectOption(plans[i]!.unit);
        await tapPlace(page, plans[i]!.to);
        expect(await fieldValue(move, 'To')).toBe(plans[i]!.to);
        expect((await placeState(page, plans[i]!.to)).chosen).toBe(true);
        expect(await unlabelledControls(page)).toEqual([]);
        await save(page);
        done.add(i);
      }
    }
    expect(done.size).toBe(2);
    const reports = await publishedReports(gm);
    expect(reports).toContain('Indian Ocean');
    expect(reports).toContain('East Africa');
  }, 120_000);

  it('chaos-in-the-old-world: each god summons a cultist to a region tapped on the map', async () => {
    const gm = await createGame('chaos-in-the-old-world', 'Tapped chaos');
    const gods = ['Khorne', 'Nurgle', 'Tzeentch'];
    const links = await seat(gm, ['Ana', 'Ben', 'Cleo'], async (page, i) => {
      await page.getByRole('radio', { name: gods[i]!, exact: true }).check();
    });
    const page = await newPage();
    const regions: string[] = [];
    const done = new Set<number>();
    for (let guard = 0; guard < 4 && done.size < 3; guard++) {
      for (const [i, link] of links.entries()) {
        if (done.has(i)) continue;
        await page.goto(`${link}?lang=en`);
        if ((await page.locator('#order-form').count()) === 0) continue;
        await page.getByLabel('Answer').selectOption({ label: 'Summon a follower' });
        await page.getByRole('radio', { name: /^Cultist\b/ }).check();
        const region = page.getByRole('group', { name: 'Summon a follower' }).getByLabel('Region', { exact: true });
        const closed = await page.locator('#map-box svg [data-place].place-closed').count();
        const id = await tapFirstOpen(page);
        expect(await region.inputValue()).toBe(id);
        if (closed > 0) {
          // A region the summon does not offer: unavailable, a tap on it changes nothing.
          const shut = (await page.locator('#map-box svg [data-place].place-closed').first().getAttribute('data-place'))!;
          await tapPlace(page, shut);
          expect(await region.inputValue()).toBe(id);
        }
        regions.push(await region.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]!.textContent!.split(' — ')[0]!.trim()));
        await save(page);
        done.add(i);
      }
    }
    expect(done.size).toBe(3);
    const reports = await publishedReports(gm);
    for (const region of regions) expect(reports).toContain(region);
  }, 120_000);

  it('the-awakened: each player moves population between lands tapped on the map', async () => {
    const gm = await createGame('the-awakened', 'Tapped awakening');
    const links = await seat(gm, ['Ana', 'Ben'], async (page) => {
      const form = page.locator('form:has(#seat-name)');
      const groups = await form
        .locator('input[type=radio][name^="seat."]')
        .evaluateAll((inputs) => [...new Set(inputs.map((i) => (i as HTMLInputElement).name))]);
      for (const name of groups) await form.locator(`input[type=radio][name="${name}"]:not([disabled])`).first().check();
    });
    const page = await newPage();
    const moved = new Set<number>();
    for (let guard = 0; guard < 6 && moved.size < 2; guard++) {
      for (const [i, link] of links.entries()) {
        await page.goto(`${link}?lang=en`);
        if ((await page.locator('#order-form').count()) === 0) continue;
        const row = page.locator('#answer-moves-0-row');
        if ((await row.count()) === 0 || moved.has(i)) {
          await save(page); // the build and military step: nothing this round
          continue;
        }
        const from = await tapFirstOpen(page);
        expect(await fieldValue(row, 'From')).toBe(from);
        const to = await tapFirstOpen(page, [from]);
        expect(await fieldValue(row, 'To')).toBe(to);
        await row.getByLabel('Population', { exact: true }).fill('1'); // how many: a count, not a place
        expect((await placeState(page, from)).chosen && (await placeState(page, to)).chosen).toBe(true);
        await save(page);
        moved.add(i);
      }
    }
    expect(moved.size).toBe(2);
    expect(await publishedReports(gm)).toMatch(/move|moves/i);
  }, 120_000);

  it('siege-of-the-citadel: Bauhaus comes in by tapping its entrance and the squares of its path; the Legion answers', async () => {
    const gm = await createGame('siege-of-the-citadel', 'Tapped siege');
    const seatForm = gm.locator('form:has(#seat-name)');
    const links = await seat(gm, ['Lena', 'Bo'], async (page, i) => {
      await seatForm.getByRole('radio', { name: i === 0 ? 'Dark Legion' : 'Corporation' }).check();
      if (i === 1) await seatForm.getByRole('combobox', { name: 'Corporation' }).selectOption('bauhaus');
    });
    const page = await newPage();
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
          const open = await page.locator('#map-box svg [data-place].place-open').evaluateAll((els) => els.map((el) => el.getAttribute('data-place')!));
          await tapPlace(page, open.at(-1)!);
          expect(await fieldValue(page.locator('#order-form'), 'Section')).toBe(open.at(-1));
        } else if (kind === 'legion' || kind === 'doomtroopers') {
          await page.getByLabel('End turn').check();
        }
        await save(page);
      }
      roundOver = entered && (await publishedReports(gm)).includes('Round 1 ends.');
    }
    expect(entered).toBe(true);
    const reports = await publishedReports(gm);
    expect(reports).toMatch(/Max Steiner\** moves West entrance → a4\./);
    expect(reports).toContain('Round 1 ends.');
  }, 180_000);
});
