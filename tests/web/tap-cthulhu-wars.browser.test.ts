import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SKIP_BROWSER, unlabelledControls, useBrowserApp } from './browser-helpers.ts';
import {
  checkFirstRadios,
  createGame,
  fieldValue,
  gameIdOf,
  newPhonePage,
  placeState,
  playUntil,
  publishedReports,
  seatAndStart,
  tapPlace,
} from './tap-helpers.ts';

/** What the players of a round are asked, by the prompt of their form. */
const KINDS: [string, RegExp][] = [
  ['direction', /^You are first player: choose the direction of play\.$/],
  ['first-player', /^Tie at \d+ Power: choose the first player among /],
  ['initiative', /^Your initiative \(\d+ Power\)/],
  ['ritual', /^Do you perform a Ritual of Annihilation /],
];

/**
 * Issue 37, "Play on the board" (tests/web/tap-helpers.ts): one whole round of Cthulhu Wars on a phone, from the
 * Action phase (the setup's first phase) to the next round's: the first player's direction, each player's
 * initiatives (a Move aimed by tapping the destination area, then Pass), Gather Power, the First Player phase
 * (its tie and direction), the Doom phase's rituals. Nothing is typed: the map and the form's selects and radios.
 */
describe.skipIf(SKIP_BROWSER)('browser: Cthulhu Wars played by tapping the map (phone, touch)', () => {
  const app = useBrowserApp();

  it('a whole round: each player moves an acolyte by tapping the destination area, passes, and performs the ritual', async () => {
    const gm = await createGame(app, 'cthulhu-wars', 'Tapped doom', async (page) => {
      await page.getByLabel('First phase of the game').selectOption('action');
    });
    const links = await seatAndStart(gm, ['Ana', 'Ben'], async (page, i) => {
      await page
        .locator('form:has(#seat-name)')
        .getByLabel('Faction', { exact: true })
        .selectOption(i === 0 ? 'gc' : 'bg');
    });
    const reports = publishedReports(app, await gameIdOf(gm));
    const plans = [
      { unit: 'gc.acolyte.1', to: 'indian-ocean' },
      { unit: 'bg.acolyte.1', to: 'east-africa' },
    ];
    const moved = new Set<number>();
    const asked: string[] = [];
    const answer = async (page: Page, seat: number) => {
      const prompt = ((await page.textContent('[data-prompt]')) ?? '').trim();
      const kind = KINDS.find(([, pattern]) => pattern.test(prompt))?.[0];
      expect(kind, prompt).toBeDefined();
      asked.push(kind!);
      const row = page.locator('#answer-actions-0-row');
      if (kind !== 'initiative') {
        await checkFirstRadios(page.locator('#order-form')); // the direction, a tie for first player, the ritual: yes
        return;
      }
      const action = row.getByLabel('Actions 1', { exact: true });
      if (moved.has(seat)) {
        await action.selectOption('pass'); // the Action phase ends when nobody has Power left
        return;
      }
      await action.selectOption('move');
      const move = row.locator('fieldset.variant[data-variant="move"] fieldset.row').first();
      await move.getByLabel('Unit', { exact: true }).selectOption(plans[seat]!.unit);
      await tapPlace(page, plans[seat]!.to);
      expect(await fieldValue(move, 'To')).toBe(plans[seat]!.to);
      expect((await placeState(page, plans[seat]!.to)).chosen).toBe(true);
      expect(await unlabelledControls(page)).toEqual([]);
      moved.add(seat);
    };
    const page = await newPhonePage(app);
    await playUntil({ gm, page, links, maxSweeps: 12 }, answer, async () => /\(round 2\)/.test(await reports()));

    // The round's questions in order: the direction, two initiatives each (Move, Pass), the new first player's
    // direction (after a tie for it, when there is one), a ritual each.
    expect(asked.join(' ')).toMatch(/^direction (initiative ){4}(first-player )?direction ritual ritual$/);
    const all = await reports();
    expect(all).toMatch(/Ana\** plays clockwise/);
    expect(all).toContain('Indian Ocean');
    expect(all).toContain('East Africa');
    expect(all).toContain('Gather Power phase');
    expect(all).toMatch(/is first player/);
    expect(all.match(/performs a Ritual of Annihilation/g)).toHaveLength(2);
    expect(all).toContain('Begins: Action phase (round 2).');
  }, 180_000);
});
