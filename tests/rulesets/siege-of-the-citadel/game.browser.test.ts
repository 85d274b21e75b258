import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SKIP_BROWSER, screenshot, unlabelledControls, useBrowserApp } from '../../web/browser-helpers.ts';

/**
 * Issue 16's bar, "a short mission played in a real browser", by its players: the GM creates a game of the
 * mission "First strike" at /gm and makes it short through the GM data of the setup form (two event cards: the
 * mission's last round is the second; no empty monster card; the Legion's white dice always hit, so its attacks
 * score two hits and the kevlar roll shows), seats the Legion player (Lena) and Bauhaus (Bo) and starts. Then
 * each player opens their own link and answers what they are asked through the generated forms: Bo buys a
 * credit and drafts a plasma carbine, comes in by the west entrance; the Legion places the creatures his move
 * revealed; Max Steiner shoots one and Valerie Duval walks in; the Legion turns cards, sends its reinforcements
 * to the gates and attacks Valerie (the dice and kevlar in the published report); Bo plays his card; the mission
 * ends after the second round with its result and scores. The tile order and Bo's hand never show on Lena's page
 * nor on the public page.
 */

const LEGION = 'Lena';
const BAUHAUS = 'Bo';
/** Creatures of the first monster tile that fight with white dice in close combat (the razide rolls red). */
const WHITE_MELEE = /^(legionnaire|necromutant|centurion)-\d+$/;

describe.skipIf(SKIP_BROWSER)('browser: a short mission of Siege of the Citadel played by its players', () => {
  const app = useBrowserApp();

  async function newPage(width = 1100): Promise<Page> {
    const context = await app.browser.newContext({ viewport: { width, height: 900 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    return page;
  }

  /** Opens a player's page; the kind of the request they are asked (null: not asked). */
  async function visit(page: Page, link: string): Promise<string | null> {
    await page.goto(`${link}?lang=en`);
    const kind = page.locator('#order-form input[type=hidden][name="answer.kind"]');
    if ((await kind.count()) === 0) return null;
    expect(await unlabelledControls(page)).toEqual([]);
    return kind.getAttribute('value');
  }

  async function save(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Save orders', exact: true }).first().click();
    await expect.poll(() => page.textContent('main')).toContain('the step has been resolved');
  }

  /** The player's copy of the report of the step just resolved. */
  const latestReport = async (page: Page): Promise<string> =>
    ((await page.getByRole('region', { name: /^Your copy of the report of turn/ }).textContent()) ?? '').replace(/\s+/g, ' ');
  const position = async (page: Page): Promise<string> =>
    ((await page.getByRole('region', { name: 'Your position', exact: true }).textContent()) ?? '').replace(/\s+/g, ' ');
  /** The "Cards" cell of a group in the position's Groups table. */
  async function cardsOf(page: Page, group: string): Promise<string> {
    const table = page.getByRole('region', { name: 'Your position', exact: true }).locator('table').first();
    const header = await table.locator('tr').first().locator('th').allTextContents();
    const row = table.locator('tr', { hasText: group });
    return ((await row.locator('td, th').nth(header.indexOf('Cards')).textContent()) ?? '').trim();
  }

  /** A choice field drawn as radios (few options) or a select (many). */
  async function choose(scope: Locator, label: string, value: string): Promise<void> {
    const select = scope.getByRole('combobox', { name: label, exact: true });
    if ((await select.count()) > 0) await select.selectOption(value);
    else await scope.locator(`input[type=radio][value="${value}"]`).check();
  }
  const options = async (select: Locator): Promise<string[]> =>
    (await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).filter((v) => v !== '');
  /** The value ticked in a row's radio group (prefilled rows). */
  const ticked = async (row: Locator, name: string): Promise<string> =>
    row.locator(`input[type=radio][name$=".${name}"]:checked`).getAttribute('value') as Promise<string>;

  it('the Legion and Bauhaus play "First strike" to its end', async () => {
    const started = Date.now();
    // ---- The GM: a short mission through the setup form (options and GM data), two seats, start. ----
    const gm = await newPage();
    await gm.goto(`${app.base}/gm?lang=en&ruleset=siege-of-the-citadel`);
    await gm.getByLabel('Game name').fill('First strike, short');
    expect(await gm.getByLabel('Mission', { exact: true }).inputValue()).toBe('first-strike');
    await gm.getByLabel('Starting rank (single mission)').fill('4'); // 45 points: Bo may buy credits
    await gm.getByLabel('White die faces').fill('["hit", "hit"]'); // the Legion's (tile 1–2) dice always hit
    const mission = gm.locator('#setup-data-missions-1-row'); // the mission "First strike" in the data
    await expect.poll(() => mission.getByLabel('Id', { exact: true }).first().inputValue()).toBe('first-strike');
    await mission.getByLabel('Events', { exact: true }).fill('2'); // the second round is the last
    const emptyCard = mission.getByLabel('Monster cards 8', { exact: true });
    expect(await emptyCard.inputValue()).toBe('mc-12'); // "Empty corridor" becomes "Squad": every card has creatures
    await emptyCard.fill('mc-4');
    expect(await unlabelledControls(gm)).toEqual([]);
    await gm.getByRole('button', { name: 'Create the game' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Game created.');

    const seat = gm.locator('form:has(#seat-name)');
    const links: Record<string, string> = {};
    for (const [name, role, corporation] of [
      [LEGION, 'Dark Legion', null],
      [BAUHAUS, 'Corporation', 'bauhaus'],
    ] as const) {
      await gm.getByLabel('Player', { exact: true }).fill(name);
      await seat.getByRole('radio', { name: role }).check();
      if (corporation) await seat.getByRole('combobox', { name: 'Corporation' }).selectOption(corporation);
      await gm.getByRole('button', { name: 'Add player' }).click();
      await gm.waitForSelector('#invite-link');
      links[name] = await gm.inputValue('#invite-link');
    }
    expect(await unlabelledControls(gm)).toEqual([]);
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Game started');
    const gameId = (await gm.locator('a[href^="/games/"]').first().getAttribute('href'))!.split('/')[2]!.split('?')[0]!;

    const bo = await newPage();
    const lena = await newPage();

    // ---- Before the mission: Bo buys a credit (45 → 40 points: rank 3, red dice), drafts, passes. ----
    expect(await visit(lena, links[LEGION]!)).toBeNull(); // the Legion has no group: nothing to buy
    expect(await visit(bo, links[BAUHAUS]!)).toBe('buy-credits');
    expect(await bo.textContent('[data-prompt]')).toContain('You have 45 points');
    await bo.getByLabel('Credits', { exact: true }).selectOption('1');
    await save(bo);
    expect(await latestReport(bo)).toContain('Bo (Bauhaus) buys 1 credit for 5 points.');
    expect(await latestReport(bo)).toContain('Bo (Bauhaus): rank 3, red dice, 4 Extra actions.');

    expect(await visit(bo, links[BAUHAUS]!)).toBe('draft');
    await bo.getByLabel('Card', { exact: true }).selectOption('plasma-carbine');
    await bo.getByLabel('Trooper', { exact: true }).selectOption('max-steiner');
    await save(bo);
    expect(await latestReport(bo)).toContain('Bo (Bauhaus) takes Plasma carbine for Max Steiner.');
    expect(await visit(bo, links[BAUHAUS]!)).toBe('draft');
    await save(bo); // no card chosen: a pass ends Bo's draft
    expect(await latestReport(bo)).toContain('passes: done with the equipment draft');

    // ---- The rounds: whoever is asked answers, until the mission is over. ----
    let entered = false; // Bo's troopers came in (Max's move revealed section 1)
    let placedForBo = false; // the Legion placed what Max revealed
    let fought = false; // Max shot and Valerie came in
    let legionAttacked = false;
    let windowExpected = false; // Bo held his card when the Legion struck (the tile order decides)
    let windowSeen = false; // the damage of the Legion's blow waited for Bo's card
    let cardPlayed = false;
    let playCardAsked = 0;
    const bos: { hand: { id: string; name: string } | null } = { hand: null }; // Bo's card, as he sees it
    let ranged = '';
    let alongside = ''; // the creature the Legion places next to Valerie's way in
    let phoneChecked = false;
    const steps: string[] = [];

    /** The Legion's blow on Valerie as reported (after the window, if one opened): every die, kevlar, the same dice published. */
    async function checkStrike(page: Page, report: string): Promise<void> {
      expect(report).toMatch(/attacks Valerie Duval \(close combat, monster tile\): \d white dice \[(\d✓, )+\d✓\] → \d hits/);
      expect(report).toMatch(/Valerie Duval: \d hits, armour 1, kevlar 1 red die \[\d✓?\] → [01] hits?, saves (1|none) → /);
      const turn = /report of turn (\d+)/.exec((await page.locator('#latest-title').textContent()) ?? '')![1];
      const published = (await app.t.app.inject({ method: 'GET', url: `/api/games/${gameId}/turns/${turn}/report.md` })).body;
      expect(published).toMatch(/Valerie Duval\*\*: \d hits, armour 1, kevlar 1 red die \\\[\d✓?\\\]/); // Markdown escapes the brackets
      const reader = await newPage();
      await reader.goto(`${app.base}/games/${gameId}/turns/${turn}?lang=en`);
      expect(await reader.textContent('main')).toMatch(/Valerie Duval: \d hits, armour 1, kevlar 1 red die/);
      await reader.context().close();
    }

    let tilesHidden = 0;
    let handHidden = 0;
    /**
     * Hidden information, on the page just opened: the round's tiles are listed only as far as drawn (the rest is
     * a count); Lena's page and the public game page never show Bo's hand while he holds it.
     */
    async function assertHidden(page: Page): Promise<void> {
      const tiles = /The round's tiles: ([^;]*); (\d) face down/.exec(await position(page));
      if (tiles && Number(tiles[2]) > 0) {
        expect(tiles[1]!.split(', ')).toHaveLength(2 - Number(tiles[2]));
        tilesHidden += 1;
      }
      if (page === bo && !bos.hand) {
        // Bo sees his own hand: its name in his position, its id as the card offered in his form.
        const own = /Your hand: ([^.]+)\./.exec(await position(bo));
        const offered = bo.locator('input[type=radio][name="answer.card.card"], input[type=radio][name="answer.card"]');
        if (own && (await offered.count()) > 0) bos.hand = { id: (await offered.first().getAttribute('value'))!, name: own[1]! };
      }
      const hand = bos.hand;
      if (page !== lena || !hand || cardPlayed) return;
      expect(await lena.content()).not.toContain(hand.id);
      expect(await position(lena)).not.toContain(hand.name);
      expect(await cardsOf(lena, 'Bo (Bauhaus)')).toBe('1'); // only how many cards Bo holds
      const publicPage = (await app.t.app.inject({ method: 'GET', url: `/games/${gameId}?lang=en` })).body;
      expect(publicPage).not.toContain(hand.id);
      expect(publicPage).not.toContain(hand.name);
      handHidden += 1;
    }

    for (let guard = 0; guard < 30; guard++) {
      let asked = false;
      // ---- Lena, the Dark Legion ----
      const legionKind = await visit(lena, links[LEGION]!);
      await assertHidden(lena);
      if (legionKind !== null) {
        asked = true;
        steps.push(`L:${legionKind}`);
        if (legionKind === 'place-monsters') {
          const rows = lena.locator('#answer-placements fieldset.row:has(input[type=radio]:checked)'); // not the spare row
          const count = await rows.count();
          expect(count).toBeGreaterThan(0); // one row per creature, already on legal squares
          const forBo = entered && !placedForBo;
          if (forBo) {
            // What Max revealed in section 1: one creature in his line of fire (c2), one beside Valerie's way in (b7).
            const ids = await Promise.all(Array.from({ length: count }, (_, i) => ticked(rows.nth(i), 'creature')));
            const near = ids.findIndex((id) => WHITE_MELEE.test(id));
            expect(near).toBeGreaterThanOrEqual(0);
            const squares = ['c2', 'e2', 'f2', 'g2'];
            for (let i = 0, s = 0; i < count; i++)
              await rows
                .nth(i)
                .getByLabel('Square', { exact: true })
                .selectOption(i === near ? 'b7' : squares[s++]!);
            alongside = ids[near]!;
            ranged = ids.find((_, i) => i !== near)!;
            placedForBo = true;
          }
          await save(lena);
          expect(await latestReport(lena)).toContain('The Legion places:');
          if (forBo) expect(await latestReport(lena)).toMatch(/The Legion places: .*on b7/);
        } else if (legionKind === 'reveal-card') {
          // The Legion chooses which face-down card to turn: the farthest section offered.
          const select = lena.getByRole('combobox', { name: 'Section', exact: true });
          const offered =
            (await select.count()) > 0
              ? await options(select)
              : await lena.locator('input[type=radio][name="answer.section"]').evaluateAll((is) => is.map((i) => (i as HTMLInputElement).value));
          await choose(lena.locator('#order-form'), 'Section', offered.at(-1)!);
          await save(lena);
          expect(await latestReport(lena)).toMatch(/The Legion reveals the card of Section \d/);
        } else {
          expect(legionKind).toBe('legion');
          // Reinforcements: one row each at the first gate; the last goes to the south gate instead.
          const reinforcements = lena.locator('#answer-reinforcements fieldset.row:has(input[type=radio]:checked)');
          const waiting = await reinforcements.count();
          if (waiting > 1)
            await reinforcements
              .nth(waiting - 1)
              .getByRole('radio', { name: 'Citadel south gate' })
              .check();
          const creature = lena.locator('#answer-activations-0-row');
          const figures = await options(creature.getByLabel('Figure', { exact: true }));
          const victims = await options(creature.getByLabel('Target', { exact: true }));
          if (!legionAttacked && victims.includes('valerie-duval') && figures.includes(alongside)) {
            // The creature beside Valerie strikes her in close combat (white dice: two hits, so kevlar is rolled).
            await creature.getByLabel('Figure', { exact: true }).selectOption(alongside);
            await creature.getByLabel('Actions 1', { exact: true }).selectOption('attack');
            await creature.getByLabel('Mode', { exact: true }).selectOption('melee');
            await creature.getByLabel('Target', { exact: true }).selectOption('valerie-duval');
            legionAttacked = true;
            windowExpected = !cardPlayed; // Bo still holds his card: the damage will wait for his answer
          }
          await lena.getByLabel('End turn').check();
          await save(lena);
          const report = await latestReport(lena);
          if (waiting > 1) expect(report).toContain('waits at Citadel south gate');
          if (windowExpected && !windowSeen) {
            // Bo holds a Doomtrooper card ("kan spelas ut när som helst"): the damage waits for his answer.
            expect(report).toMatch(
              /rolls against Valerie Duval: \d white dice \[(\d✓, )+\d✓\] → \d hits\. Before the damage these may play a Doomtrooper card: Bo \(Bauhaus\)\./,
            );
            windowSeen = true;
          }
          if (legionAttacked && report.includes('attacks Valerie Duval')) await checkStrike(lena, report);
        }
      }

      // ---- Bo, Bauhaus ----
      const boKind = await visit(bo, links[BAUHAUS]!);
      await assertHidden(bo);
      // The optional card request is seen as asked (its kind travels as answer.kind, issue 37): Bo keeps his card.
      if (boKind === 'play-card') playCardAsked += 1;
      if (boKind === 'react') {
        // The window before the damage of the Legion's blow: Bo keeps his card for later (no card chosen: a pass).
        asked = true;
        steps.push(`B:${boKind}`);
        expect(await bo.textContent('[data-prompt]')).toContain('Before the damage (and kevlar) you may play a Doomtrooper card, or pass.');
        await save(bo);
        const report = await latestReport(bo);
        if (report.includes('attacks Valerie Duval')) await checkStrike(bo, report);
      } else if (boKind === 'doomtroopers') {
        asked = true;
        steps.push(`B:${boKind}`);
        if (!phoneChecked) {
          const phone = await newPage(390);
          await phone.goto(`${links[BAUHAUS]}?lang=en`);
          expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
          expect(await unlabelledControls(phone)).toEqual([]);
          await phone.context().close();
          phoneChecked = true;
        }
        const first = bo.locator('#answer-activations-0-row');
        if (!entered) {
          // In by the west entrance: Max steps onto a4, which reveals section 1's card (the answer stops there).
          await bo.getByLabel('Entrance', { exact: true }).selectOption('west');
          await first.getByRole('radio', { name: 'Max Steiner' }).check();
          await first.getByLabel('Actions 1', { exact: true }).selectOption('move');
          await first.getByLabel('Path 1', { exact: true }).selectOption('a4');
          await save(bo);
          expect(await latestReport(bo)).toContain('Max Steiner moves West entrance → a4.');
          expect(await latestReport(bo)).toMatch(/Monster card of Section 1 revealed: /);
          entered = true;
        } else if (!fought) {
          // Max shoots the creature in front of him; Valerie comes in beside the other one; the turn ends.
          await first.getByRole('radio', { name: 'Max Steiner' }).check();
          await first.getByLabel('Actions 1', { exact: true }).selectOption('attack');
          await first.getByLabel('Mode', { exact: true }).selectOption('ranged');
          await first.getByLabel('Target', { exact: true }).selectOption(ranged);
          await bo.locator('#answer-activations > button.add-row').click();
          const second = bo.locator('#answer-activations-1-row');
          await second.getByRole('radio', { name: 'Valerie Duval' }).check();
          await second.getByLabel('Actions 1', { exact: true }).selectOption('move');
          await second.getByLabel('Path 1', { exact: true }).selectOption('a5');
          await second.locator('button.add-row[value$=".path"]').click();
          await second.getByLabel('Path 2', { exact: true }).selectOption('a6');
          await bo.getByLabel('End turn').check();
          await save(bo);
          const report = await latestReport(bo);
          // Plasma carbine 4 dice + Bauhaus's die, red at rank 3: every die shown, hits counted.
          expect(report).toMatch(/Action 2: Max Steiner attacks .+ \(firearm, Plasma carbine\): 5 red dice \[(\d✓?, ){4}\d✓?\] → \d hits?\./);
          expect(report).toContain('Valerie Duval moves West entrance → a5 → a6.');
          fought = true;
        } else {
          // Later turns: Bo plays his Doomtrooper card (on Valerie; the first effect, or the second for Cover, whose
          // first effect only answers an attack's roll) and, once the Legion has struck, Valerie answers with her sword.
          const hand = bos.hand;
          const effect = hand?.id === 'dc-4' ? 2 : 1;
          if (hand && !cardPlayed) {
            await bo.locator(`input[type=radio][name="answer.card.card"][value="${hand.id}"]`).check();
            await bo
              .getByRole('radio', { name: `Effect ${effect}` })
              .first()
              .check();
            await bo.getByLabel('Target', { exact: true }).first().selectOption('valerie-duval');
          }
          const targets = await options(first.getByLabel('Target', { exact: true }));
          if (legionAttacked && targets.includes(alongside)) {
            await first.getByRole('radio', { name: 'Valerie Duval' }).check();
            await first.getByLabel('Actions 1', { exact: true }).selectOption('attack');
            await first.getByLabel('Mode', { exact: true }).selectOption('melee');
            await first.getByLabel('Target', { exact: true }).selectOption(alongside);
          }
          await bo.getByLabel('End turn').check();
          await save(bo);
          if (hand && !cardPlayed) {
            expect(await latestReport(bo)).toContain(`Bo (Bauhaus) plays ${hand.name}, effect ${effect}`);
            cardPlayed = true;
          }
        }
      }
      if (!asked) break;
    }

    // ---- The end: finished, result and scores on the players' pages. ----
    const game = (await app.t.app.inject({ method: 'GET', url: `/api/games/${gameId}` })).json() as { status: string; scores: Record<string, number> };
    expect(game.status).toBe('finished');
    expect(steps).toContain('L:place-monsters');
    expect(steps).toContain('L:legion');
    expect(legionAttacked).toBe(true);
    expect(windowSeen).toBe(windowExpected);
    if (windowExpected) expect(steps).toContain('B:react');
    expect(cardPlayed).toBe(true);
    expect(playCardAsked).toBeGreaterThan(0);
    expect(tilesHidden).toBeGreaterThan(0);
    expect(handHidden).toBeGreaterThan(0);
    for (const page of [bo, lena]) {
      await page.goto(`${links[page === bo ? BAUHAUS : LEGION]}?lang=en`);
      expect(await page.locator('#order-form').count()).toBe(0);
      const report = await latestReport(page);
      expect(report).toContain('The mission is over.');
      expect(report).toContain('The last round is over: the mission ends.');
      expect(report).toMatch(/Mission (failed|accomplished)\./);
      expect(report).toMatch(/Mission winners? \(most points earned in it\): /);
      expect(report).toContain('Final scores (points + 5 × credits): ');
      expect(report).toContain('Total (points + 5 × credits)');
    }
    await screenshot(bo, 'siege-of-the-citadel-finished');
    console.log(`siege browser game: ${steps.length} steps (${steps.join(' ')}), ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 150_000);
});
