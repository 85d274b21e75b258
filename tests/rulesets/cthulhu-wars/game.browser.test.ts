import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SKIP_BROWSER, screenshot, unlabelledControls, useBrowserApp } from '../../web/browser-helpers.ts';

/**
 * Issue 15's bar, "a short game with one full battle played in a real browser", by its players. The GM creates
 * the game at /gm and makes it one round long through the setup form: the Action phase first, the game ends
 * when somebody has 2 Doom at the end of a Doom phase, 29 starting Power (enough to awaken a Great Old One and
 * bring it to a battle in the first round), and the Black Goat starts with five acolytes (the sixth waits in
 * its pool). Ana plays Great Cthulhu, Ben the Black Goat; each answers what they are asked from their own page:
 *
 * - Action phase, one initiative per step: Ana awakens Cthulhu, summons a Starspawn, moves both and four
 *   acolytes to the Indian Ocean, builds a gate there, summons a Deep One at it; Ben recruits his sixth acolyte,
 *   awakens Shub-Niggurath, summons a Dark Young and marches them with five acolytes through East Africa to the
 *   Indian Ocean. Ana declares the battle there.
 * - The battle: Ana declares Devour before it; the GM's pause, before Ben's pre-battle step (the GM applies its
 *   effect from the console: Ben gives up an acolyte) and resolves; Ben has no pre-battle ability; the server
 *   rolls (every die on both players' pages and in the published report); nobody can use a post-battle ability,
 *   so both assign the kills, then the pains they received in one answer (secretly, cheapest units first, Great
 *   Old Ones last); the pained units retreat (attacker, then defender); Ana has nothing more after it.
 * - The rest of the phase: whoever lost acolytes recruits them back while Power lasts, then passes.
 * - Gather Power, First Player (most Power; a tie is Ana's to choose) and its direction, Doom: both perform a
 *   ritual in turn order; the first one's Elder Sign is seen by its owner and never by the other player nor
 *   on the public page while the game goes on. The Doom threshold ends the game: winner and signs shown.
 *
 * The dice are the server's (a fresh seed each step): the test reads what was rolled and answers accordingly.
 */

const ANA = 'Ana';
const BEN = 'Ben';
const HOME: Record<string, string> = { [ANA]: 'south-pacific', [BEN]: 'west-africa' };
/** The order in which each player gives up units to kills, then to pains (their Great Old One last). */
const LOSSES: Record<string, string[]> = {
  [ANA]: ['gc.deep-one.1', 'gc.starspawn.1', 'gc.acolyte.4', 'gc.acolyte.5', 'gc.acolyte.6', 'gc.acolyte.3', 'gc.cthulhu.1'],
  [BEN]: ['bg.dark-young.1', 'bg.acolyte.2', 'bg.acolyte.4', 'bg.acolyte.5', 'bg.acolyte.6', 'bg.acolyte.3', 'bg.shub-niggurath.1'],
};
const FACTIONS: Record<string, string> = { gc: 'Great Cthulhu', bg: 'Black Goat' };
const TYPES: Record<string, string> = {
  acolyte: 'Acolyte',
  'deep-one': 'Deep One',
  starspawn: 'Starspawn',
  cthulhu: 'Cthulhu',
  'dark-young': 'Dark Young',
  'shub-niggurath': 'Shub-Niggurath',
};
/** "Deep One 1 — Great Cthulhu", as the forms name a unit. */
const unitLabel = (id: string) => {
  const [faction, type, n] = id.split('.');
  return `${TYPES[type!]} ${n} — ${FACTIONS[faction!]}`;
};
/** A side's roll as reports show it: "Ana: 9 dice [2, 6!, 4*, …] → 1 kill, 2 pains." */
const ROLL = /(Ana|Ben): (\d+) dice \[((?:[1-6][!*]?, )*[1-6][!*]?)\] → (\d+) kills?, (\d+) pains?\./g;

type Action =
  | { type: 'awaken' | 'summon' | 'recruit'; unitType: string; area: string }
  | { type: 'move'; units: string[]; to: string }
  | { type: 'build-gate'; area: string; unit: string }
  | { type: 'battle'; area: string; opponent: string }
  | { type: 'pass' };

const ANA_MARCH = ['gc.cthulhu.1', 'gc.starspawn.1', 'gc.acolyte.3', 'gc.acolyte.4', 'gc.acolyte.5', 'gc.acolyte.6'];
const BEN_MARCH = ['bg.shub-niggurath.1', 'bg.dark-young.1', 'bg.acolyte.2', 'bg.acolyte.3', 'bg.acolyte.4', 'bg.acolyte.5', 'bg.acolyte.6'];

describe.skipIf(SKIP_BROWSER)('browser: a short game of Cthulhu Wars played by its players', () => {
  const app = useBrowserApp();

  async function newPage(width = 1100): Promise<Page> {
    const context = await app.browser.newContext({ viewport: { width, height: 900 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    return page;
  }

  /** Opens a player's page; the prompt of the request they are asked (null: not asked). */
  async function visit(page: Page, link: string): Promise<string | null> {
    await page.goto(`${link}?lang=en`);
    if ((await page.locator('#order-form').count()) === 0) return null;
    expect(await unlabelledControls(page)).toEqual([]);
    return ((await page.textContent('[data-prompt]')) ?? '').trim();
  }

  /** Saves the answer; `resolves`: the last answer of the step (else the step waits for the other player). */
  async function save(page: Page, resolves = true): Promise<void> {
    await page.getByRole('button', { name: 'Save orders', exact: true }).first().click();
    await expect.poll(() => page.textContent('main')).toMatch(resolves ? /the step has been resolved/ : /Orders saved|the step has been resolved/);
  }

  const text = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ');
  /** The player's copy of the report of the step just resolved. */
  const latestReport = (page: Page) => text(page.getByRole('region', { name: /^Your copy of the report of turn/ }));
  const position = (page: Page) => text(page.getByRole('region', { name: 'Your position', exact: true }));
  /** A row of the players table in the position, cell by cell ("Ana | Great Cthulhu | 4 | 4 | 0 | 1: worth 2 | 2 | 0"). */
  const playerRow = async (page: Page, name: string) =>
    (await page.getByRole('region', { name: 'Your position', exact: true }).locator('tr', { hasText: name }).first().locator('td').allTextContents())
      .map((c) => c.trim())
      .join(' | ');

  /** A choice field drawn as radios (few options) or a select (many). */
  async function choose(scope: Locator, label: string, value: string): Promise<void> {
    const select = scope.getByRole('combobox', { name: label, exact: true });
    if ((await select.count()) > 0) await select.selectOption(value);
    else await scope.getByRole('group', { name: label, exact: true }).locator(`input[type=radio][value="${value}"]`).check();
  }
  async function options(scope: Locator, label: string): Promise<string[]> {
    const select = scope.getByRole('combobox', { name: label, exact: true });
    const values =
      (await select.count()) > 0
        ? await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
        : await scope
            .getByRole('group', { name: label, exact: true })
            .locator('input[type=radio]')
            .evaluateAll((is) => is.map((i) => (i as HTMLInputElement).value));
    return values.filter((v) => v !== '');
  }

  /** Fills the initiative form's one Action (the first row of the list). */
  async function fillAction(page: Page, action: Action): Promise<void> {
    const row = page.locator('#answer-actions-0-row');
    await row.getByLabel('Actions 1', { exact: true }).selectOption(action.type);
    const variant = row.locator(`fieldset.variant[data-variant="${action.type}"]`);
    switch (action.type) {
      case 'awaken':
      case 'summon':
      case 'recruit':
        await variant.getByLabel('Unit type', { exact: true }).selectOption(action.unitType);
        await variant.getByLabel('Area', { exact: true }).selectOption(action.area);
        break;
      case 'build-gate':
        await variant.getByLabel('Area', { exact: true }).selectOption(action.area);
        await variant.getByLabel('Unit', { exact: true }).selectOption(action.unit);
        break;
      case 'battle':
        await variant.getByLabel('Area', { exact: true }).selectOption(action.area);
        await variant.getByRole('radio', { name: new RegExp(`^${action.opponent} `) }).check();
        break;
      case 'move':
        for (const [k, unit] of action.units.entries()) {
          if (k > 0) await variant.locator('button.add-row').last().click(); // one more move row
          const move = variant.locator('fieldset.row').nth(k);
          await move.getByLabel('Unit', { exact: true }).selectOption(unit);
          await move.getByLabel('To', { exact: true }).selectOption(action.to);
        }
        break;
      case 'pass':
        break;
    }
  }

  /** After the plan: recruit a lost acolyte back at home while one is in the pool, else pass. */
  async function recruitOrPass(page: Page, name: string): Promise<Action> {
    const row = page.locator('#answer-actions-0-row');
    await row.getByLabel('Actions 1', { exact: true }).selectOption('recruit');
    const acolyte = row.locator('fieldset.variant[data-variant="recruit"]').getByLabel('Unit type', { exact: true }).locator('option[value="acolyte"]');
    const inPool = !(await acolyte.evaluate((o) => (o as HTMLOptionElement).disabled));
    return inPool ? { type: 'recruit', unitType: 'acolyte', area: HOME[name]! } : { type: 'pass' };
  }

  it('Great Cthulhu and the Black Goat: initiatives, one full battle, gather, first player, doom, the end', async () => {
    const started = Date.now();
    // ---- The GM: a one-round game through the setup form, two seats, start. ----
    const gm = await newPage();
    await gm.goto(`${app.base}/gm?lang=en&ruleset=cthulhu-wars`);
    await gm.getByLabel('Game name').fill('One round of Cthulhu Wars');
    await gm.getByLabel('First phase of the game').selectOption('action');
    await gm.getByLabel('Doom that ends the game').fill('2');
    const power = gm.locator('fieldset:has(> legend:text-is("Power"))');
    await power.getByLabel('Start', { exact: true }).fill('29');
    const goat = gm.locator('#setup-data-factions-2-row'); // the Black Goat's sheet in the GM data
    expect(await goat.getByLabel('Id', { exact: true }).first().inputValue()).toBe('bg');
    const startUnits = goat.locator('#setup-data-factions-2-startUnits-0-row');
    expect(await startUnits.getByLabel('Type', { exact: true }).inputValue()).toBe('acolyte');
    await startUnits.getByLabel('Count', { exact: true }).fill('5');
    expect(await unlabelledControls(gm)).toEqual([]);
    await gm.getByRole('button', { name: 'Create the game' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Game created.');
    const links: Record<string, string> = {};
    for (const [name, faction] of [
      [ANA, 'gc'],
      [BEN, 'bg'],
    ] as const) {
      await gm.getByLabel('Player', { exact: true }).fill(name);
      await gm.locator('form:has(#seat-name)').getByLabel('Faction', { exact: true }).selectOption(faction);
      await gm.getByRole('button', { name: 'Add player' }).click();
      await gm.waitForSelector('#invite-link');
      links[name] = await gm.inputValue('#invite-link');
    }
    expect(await unlabelledControls(gm)).toEqual([]);
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Game started');
    const gameId = (await gm.locator('a[href^="/games/"]').first().getAttribute('href'))!.split('/')[2]!.split('?')[0]!;
    const status = async () => ((await app.t.app.inject({ method: 'GET', url: `/api/games/${gameId}` })).json() as { status: string }).status;

    const pages: Record<string, Page> = { [ANA]: await newPage(), [BEN]: await newPage() };
    const plans: Record<string, Action[]> = {
      [ANA]: [
        { type: 'awaken', unitType: 'cthulhu', area: 'south-pacific' },
        { type: 'summon', unitType: 'starspawn', area: 'south-pacific' },
        { type: 'move', units: ANA_MARCH, to: 'indian-ocean' },
        { type: 'build-gate', area: 'indian-ocean', unit: 'gc.acolyte.3' },
        { type: 'summon', unitType: 'deep-one', area: 'indian-ocean' },
        { type: 'battle', area: 'indian-ocean', opponent: BEN },
      ],
      [BEN]: [
        { type: 'recruit', unitType: 'acolyte', area: 'west-africa' },
        { type: 'awaken', unitType: 'shub-niggurath', area: 'west-africa' },
        { type: 'summon', unitType: 'dark-young', area: 'west-africa' },
        { type: 'move', units: BEN_MARCH, to: 'east-africa' },
        { type: 'move', units: BEN_MARCH, to: 'indian-ocean' },
      ],
    };
    /** What the players did, step by step ("Ana: awaken", "Ben: assign"...). */
    const steps: string[] = [];
    const expectReport = async (page: Page, ...lines: (string | RegExp)[]) => {
      const report = await latestReport(page);
      for (const line of lines) {
        if (typeof line === 'string') expect(report).toContain(line);
        else expect(report).toMatch(line);
      }
    };
    let devoured = false;
    let rolls: RegExpExecArray[] = [];
    const assigned: Record<string, { kills: string[]; pains: string[] }> = {};
    const retreated: string[] = [];
    let nothingToAssign: string | null = null;
    let phoneChecked = false;
    let firstRitual: { name: string; value: string } | null = null;
    let signHidden = 0;
    let gathered = '';
    /** The report the player sees on opening their page (none before the first step). */
    const seen = async (page: Page) => ((await page.getByRole('region', { name: /^Your copy of the report of turn/ }).count()) > 0 ? latestReport(page) : '');

    for (let guard = 0; guard < 60; guard++) {
      let asked = false;
      for (const name of [ANA, BEN]) {
        const page = pages[name]!;
        const other = name === ANA ? BEN : ANA;
        const prompt = await visit(page, links[name]!);
        if (prompt === null) continue;
        asked = true;
        let resolves: boolean;
        if (prompt.startsWith('You are first player') || prompt.startsWith('Tie at')) {
          const before = await seen(page);
          if (before.includes('Begins: Gather Power phase')) gathered = before;
        }
        if (prompt.startsWith('You are first player')) {
          steps.push(`${name}: direction`);
          await page.getByRole('radio', { name: 'Counter-clockwise' }).check();
          await save(page);
          await expectReport(page, `${name} plays counter-clockwise.`);
        } else if (prompt.startsWith('Tie at')) {
          steps.push(`${name}: first player`);
          await page.getByRole('radio', { name, exact: true }).check();
          await save(page);
          await expectReport(page, new RegExp(`${name} is first player: tie at \\d+ among`));
        } else if (prompt.startsWith('Your initiative')) {
          if (!phoneChecked) {
            // The same question on a 390 px phone: no sideways scrolling, every control labelled.
            const phone = await newPage(390);
            await phone.goto(`${links[name]}?lang=en`);
            expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
            expect(await unlabelledControls(phone)).toEqual([]);
            await phone.context().close();
            phoneChecked = true;
          }
          const action = plans[name]!.shift() ?? (await recruitOrPass(page, name));
          steps.push(`${name}: ${action.type}`);
          await fillAction(page, action);
          await save(page);
          if (action.type === 'recruit')
            await expectReport(
              page,
              new RegExp(
                `${name}: Recruit a cultist: Acolyte \\d, ${action.area === 'west-africa' ? 'West Africa' : 'South Pacific'} \\(cost 1\\), \\d+ left\\.`,
              ),
            );
          if (action.type === 'move')
            await expectReport(
              page,
              new RegExp(`${name}: Move: (.+ → (East Africa|Indian Ocean), ){${action.units.length - 1}}.+ \\(cost ${action.units.length}\\)`),
            );
          if (action.type === 'build-gate') await expectReport(page, `${name}: Build a gate: Indian Ocean (cost 3)`);
          if (action.type === 'battle')
            await expectReport(page, `${name}: Battle: Indian Ocean — ${BEN} (cost 1)`, `Battle in Indian Ocean: ${ANA} attacks ${BEN}.`);
        } else if (prompt === 'Battle in Indian Ocean: do you use pre-battle abilities?') {
          steps.push(`${name}: pre-battle`);
          await page.getByRole('checkbox', { name: 'Devour' }).check();
          await save(page);
          await expectReport(
            page,
            `${ANA} (attacker) uses pre-battle: Devour.`,
            "Pause: the GM applies the attacker's pre-battle abilities before the defender chooses theirs.",
          );
        } else if (prompt.startsWith('Battle in Indian Ocean: assign')) {
          steps.push(`${name}: assign`);
          // The server's dice, every die, on the player's page before they assign.
          const report = await latestReport(page);
          const found = [...report.matchAll(ROLL)];
          expect(found.map((r) => r[1])).toEqual([ANA, BEN]);
          if (rolls.length === 0) rolls = found;
          const [, kills, pains] = /assign (\d+) kills?, then (\d+) pains?/.exec(prompt)!.map(Number);
          const byOther = rolls.find((r) => r[1] === other)!;
          expect(kills).toBeLessThanOrEqual(Number(byOther[4]));
          expect(pains).toBeLessThanOrEqual(Number(byOther[5]));
          const offered = await page.locator('input[name="answer.kills"]').evaluateAll((is) => is.map((i) => (i as HTMLInputElement).value));
          const order = LOSSES[name]!.filter((u) => offered.includes(u));
          expect(order).toHaveLength(offered.length); // only units in the battle are offered
          const mine = { kills: order.slice(0, kills), pains: order.slice(kills!, kills! + pains!) };
          for (const unit of mine.kills)
            await page
              .getByRole('group', { name: 'Kills' })
              .getByRole('checkbox', { name: unitLabel(unit), exact: true })
              .check();
          for (const unit of mine.pains)
            await page
              .getByRole('group', { name: 'Pains' })
              .getByRole('checkbox', { name: unitLabel(unit), exact: true })
              .check();
          assigned[name] = mine;
          resolves = Object.keys(assigned).length === 2;
          await save(page, resolves);
          const otherPrompt = resolves ? null : await visit(pages[other]!, links[other]!);
          if (!resolves && !otherPrompt?.startsWith('Battle in Indian Ocean: assign')) {
            // The other side was not asked (the step went on without it): only when its opponent's dice gave it
            // nothing to assign (a blank roll, one chance in 2^8 or 2^9); the rules then make its assignment at once.
            const byMe = rolls.find((r) => r[1] === name)!;
            expect(Number(byMe[4]) + Number(byMe[5]), `${other} was not asked: ${rolls.map((r) => r[0]).join(' ')}`).toBe(0);
            nothingToAssign = other;
          } else if (!resolves) {
            // Secret until both have answered: the other side sees nothing of it.
            expect(await pages[other]!.textContent('main')).not.toContain(`${name} assigns`);
          } else {
            const names = (units: string[]) =>
              units.length > 0
                ? units
                    .map((u) => unitLabel(u).split(' — ')[0])
                    .sort()
                    .join(', ')
                : '—';
            const report2 = await latestReport(page);
            for (const who of Object.keys(assigned)) {
              const line = new RegExp(`${who} assigns kills: ([^;]*); pains: ([^.]*)\\.`).exec(report2)!;
              expect(line[1]!.split(', ').sort().join(', ')).toBe(names(assigned[who]!.kills));
              expect(line[2]!.split(', ').sort().join(', ')).toBe(names(assigned[who]!.pains));
            }
          }
        } else if (prompt === 'Battle in Indian Ocean: retreat each pained unit to a safe adjacent area.') {
          steps.push(`${name}: retreat`);
          const units = await options(page.locator('#answer-moves-0-row'), 'Unit');
          if (assigned[name]) expect(units.sort()).toEqual(assigned[name]!.pains.sort());
          const destinations: string[] = [];
          for (const [k, unit] of units.entries()) {
            if (k > 0) await page.locator('#answer-moves > button.add-row').click();
            const row = page.locator(`#answer-moves-${k}-row`);
            await choose(row, 'Unit', unit);
            const to = await options(row, 'To');
            expect(to).not.toContain('indian-ocean');
            const dest = to.includes('south-pacific') ? 'south-pacific' : to.includes('east-africa') ? 'east-africa' : to[0]!;
            await choose(row, 'To', dest);
            destinations.push(dest);
          }
          await save(page);
          const report = await latestReport(page);
          for (const unit of units) expect(report).toMatch(new RegExp(`${name}'s ${unitLabel(unit).split(' — ')[0]} retreats from Indian Ocean to `));
          retreated.push(name);
        } else if (prompt.startsWith('After the battle')) {
          steps.push(`${name}: after the battle`);
          await save(page); // nothing more: the battle was the Action
        } else if (prompt.startsWith('Do you perform a Ritual of Annihilation')) {
          steps.push(`${name}: ritual`);
          if (firstRitual) {
            // The other player's Elder Sign: a count, never its value, while the game goes on.
            expect(firstRitual.name).toBe(other);
            expect(await playerRow(page, other)).toContain('1 (hidden)');
            expect(await position(page)).not.toContain('worth');
            const report = await latestReport(page);
            expect(report).toContain(`${other} takes an Elder Sign (es1).`);
            expect(report).not.toContain('worth');
            const publicPage = (await app.t.app.inject({ method: 'GET', url: `/games/${gameId}?lang=en` })).body;
            expect(publicPage).toContain('1 (hidden)');
            expect(publicPage).not.toContain('worth');
            signHidden += 1;
          }
          await page.getByRole('radio', { name: 'Yes' }).check();
          await save(page);
          if (!firstRitual && (await status()) !== 'finished') {
            await expectReport(
              page,
              new RegExp(`${name} performs a Ritual of Annihilation: pays 5, \\+\\d Doom → \\d+, 1 Elder Sign; the marker moves to 1\\.`),
            );
            const own = /\| 1: worth (\d) \|/.exec(await playerRow(page, name))!; // its owner sees its value
            expect(await latestReport(page)).toContain(`${name} takes an Elder Sign (es1) worth ${own[1]}.`);
            firstRitual = { name, value: own[1]! };
          }
        } else {
          await screenshot(page, 'cthulhu-wars-unexpected-question');
          throw new Error(`unexpected question for ${name}: ${prompt}`);
        }
      }
      if (asked) continue;
      if ((await status()) === 'finished') break;
      // Nobody asked and the game goes on: the GM's pause after Devour. Ben gives up an acolyte; the GM applies
      // it as a correction (chosen by name in the console) and resolves the step.
      expect(devoured).toBe(false);
      devoured = true;
      steps.push('GM: Devour');
      await gm.reload();
      const console_ = ((await gm.textContent('main')) ?? '').replace(/\s+/g, ' ');
      expect(console_).toMatch(/Turn \d+ · Phase: Battle/);
      expect(await gm.locator('td', { hasText: /^not asked$/ }).count()).toBe(2); // the step is the GM's
      const correction = gm.locator('form:has(#correction-variant)');
      await correction.getByLabel('Correction', { exact: true }).selectOption('eliminate');
      await correction
        .locator('fieldset.variant[data-variant="eliminate"]')
        .getByLabel('Unit', { exact: true })
        .selectOption({ label: 'Acolyte 3 — Black Goat (Indian Ocean)' });
      await correction.getByLabel('Reason', { exact: true }).fill('Devour: Ben gives up an acolyte');
      expect(await unlabelledControls(gm)).toEqual([]);
      await correction.getByRole('button', { name: 'Save the correction' }).click();
      await expect.poll(() => gm.textContent('main')).toContain('Devour: Ben gives up an acolyte');
      await gm.getByRole('button', { name: /^Resolve turn \d+ now$/ }).click();
      await expect.poll(() => gm.textContent('main')).toContain('Turn resolved');
    }

    // ---- The battle as its players saw it. ----
    expect(devoured).toBe(true);
    expect(rolls).toHaveLength(2);
    for (const [, who, count, dice, kills, pains] of rolls) {
      const faces = dice!.split(', ');
      expect(faces).toHaveLength(Number(count));
      expect(faces.filter((f) => f === '6!')).toHaveLength(Number(kills));
      expect(faces.filter((f) => f === '4*' || f === '5*')).toHaveLength(Number(pains));
      expect(Number(count)).toBe(who === ANA ? 9 : 8); // Cthulhu 6 + Starspawn 3; Shub-Niggurath (5 cultists + 1 gate) + Dark Young 2
    }
    // Both sides chose where their results went (unless the dice gave one of them nothing at all).
    expect(Object.keys(assigned).sort()).toEqual([ANA, BEN].filter((p) => p !== nothingToAssign));
    expect(Object.keys(assigned).length).toBeGreaterThan(0);
    expect(retreated.length).toBeGreaterThan(0);
    // The published report of the roll shows the same dice to everybody.
    const rollTurn = steps.indexOf('GM: Devour') + 1; // the step after the pause: one step per entry before it
    const published = (await app.t.app.inject({ method: 'GET', url: `/api/games/${gameId}/turns/${rollTurn}/report.md` })).body;
    for (const [, who, count, dice] of rolls) expect(published).toContain(`**${who}**: ${count} dice \\[${dice!.replaceAll('*', '\\*')}\\]`);
    expect(published).toContain('**Eliminate a unit**: Acolyte 3 (Black Goat) — Devour: Ben gives up an acolyte');

    // ---- Gather Power, First Player, Doom, the end. ----
    expect(await status()).toBe('finished');
    expect(firstRitual).not.toBeNull();
    expect(signHidden).toBe(1);
    for (const name of [ANA, BEN]) {
      const page = pages[name]!;
      await page.goto(`${links[name]}?lang=en`);
      expect(await page.locator('#order-form').count()).toBe(0);
      const report = await latestReport(page);
      expect(report).toContain('The game ends: somebody reached the Doom threshold.');
      expect(report).toMatch(/(Winner: (Ana|Ben)|Winners \(a tie\): Ana, Ben)\./);
      expect(report).toContain(`${firstRitual!.name}: Elder Signs [${firstRitual!.value}]`); // revealed at the end
    }
    // Gather Power and First Player, as the first player saw them before choosing.
    for (const name of [ANA, BEN])
      expect(gathered).toMatch(new RegExp(`${name} gathers \\d+ Power \\(\\d+ cultists?, \\d gates?, \\d abandoned, bonus 0\\) → \\d+\\.`));
    expect(gathered).toMatch(/Begins: First Player phase \(round 1\)\./);
    expect(steps.filter((s) => s.endsWith(': ritual'))).toHaveLength(2);
    await screenshot(pages[ANA]!, 'cthulhu-wars-finished');
    console.log(`cthulhu-wars browser game: ${steps.length} steps (${steps.join('; ')}), ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 150_000);
});
