import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDeadline } from '../../src/web/format-time.ts';
import { join } from 'node:path';
import { addPlayerThroughConsole, LOC_SEATS, SCREENSHOTS, SKIP_BROWSER, screenshot, useBrowserApp } from './browser-helpers.ts';

/** One word longer than a phone is wide: it must wrap, not widen the page. */
const LONG_NAME = 'Ana' + 'a'.repeat(60);

/** A UTC day `days` from today at `hour`:00, as the console's datetime-local fields take it (an English game's zone is UTC) and as an ISO time. */
function dayAt(days: number, hour: number): { field: string; iso: string } {
  const date = new Date();
  date.setUTCHours(hour, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  const iso = date.toISOString();
  return { field: iso.slice(0, 16), iso };
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const auditLines = (page: Page) =>
  page.locator('#lifecycle-audit li').evaluateAll((items) => items.map((item) => (item.textContent ?? '').replace(/\s+/g, ' ').trim()));

describe.skipIf(SKIP_BROWSER)('browser: the audit log reads as sentences (issue 19)', () => {
  const app = useBrowserApp();

  it('a GM adds players, starts, moves the deadline, pauses, resumes and resolves: the log says so, on a desktop and a phone', async () => {
    const { base, browser } = app;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
    context.setDefaultTimeout(15_000);
    const gm = await context.newPage();
    // Deadlines a few days away (a pause stores what is left of the clock).
    const first = dayAt(4, 20);
    const moved = dayAt(3, 18);
    const extended = dayAt(4, 18);
    const en = (at: { iso: string }) => escape(formatDeadline(at.iso, 'en'));
    const es = (at: { iso: string }) => escape(formatDeadline(at.iso, 'es'));
    gm.on('dialog', (dialog) => void dialog.accept()); // resolving asks for confirmation (gm.js)

    await gm.goto(`${base}/gm?lang=en`);
    await gm.getByLabel('Game name').fill('The Audit Campaign');
    await gm.getByLabel('Game language').selectOption('en');
    await gm.getByRole('button', { name: 'Create the game' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Game created.');
    const consoleUrl = gm.url().split('?')[0]!;
    await addPlayerThroughConsole(gm, { ...LOC_SEATS.ana, Player: LONG_NAME });
    await addPlayerThroughConsole(gm, LOC_SEATS.bruno);
    await gm.getByLabel('Deadline of turn 1 (optional)').fill(first.field);
    await gm.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Game started: turn 1 is open.');

    await gm.getByLabel('New deadline').fill(moved.field);
    await gm.getByRole('button', { name: 'Change the deadline' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Deadline changed.');
    await gm.getByLabel('Extend the deadline (hours)').fill('24');
    await gm.getByRole('button', { name: 'Extend', exact: true }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Deadline changed.');
    await gm.getByRole('button', { name: 'Pause the game' }).click();
    await gm.getByText('Game paused: the deadline clock is stopped.').waitFor();
    await gm.getByRole('button', { name: 'Resume the game' }).click();
    await gm.getByText('Game resumed').waitFor();
    await gm.getByRole('button', { name: 'Resolve turn 1 now' }).click();
    await expect.poll(() => gm.textContent('main')).toContain('Turn resolved.');

    const time = String.raw`^\S{2,5} \d{1,2} \S{3,5} \d{4}, \d\d:\d\d UTC · `;
    const expected = [
      /^The GM resolved turn 1$/,
      new RegExp(`^The GM resumed the game; the deadline of turn 1 is now ${en(extended)}$`),
      /^The GM paused the game with \d+ (days?|hours?)( and \d+ (hours?|minutes?))? left before the deadline of turn 1$/,
      new RegExp(`^The GM extended the deadline of turn 1 by 24 hours, to ${en(extended)} \\(was ${en(moved)}\\)$`),
      new RegExp(`^The GM moved the deadline of turn 1 to ${en(moved)} \\(was ${en(first)}\\)$`),
      /^The GM started the game: turn 1 is open \(seed hash [0-9a-f]{12}…\)$/,
      /^The GM added the player Bruno \(Death Guard\)$/,
      new RegExp(`^The GM added the player ${LONG_NAME} \\(World Eaters\\)$`),
      /^The GM created the game “The Audit Campaign” \(Lords of Chaos\)$/,
    ];
    const checkLog = async () => {
      const lines = await auditLines(gm);
      expect(lines).toHaveLength(expected.length);
      lines.forEach((line, i) => {
        expect(line).toMatch(new RegExp(time));
        expect(line.replace(new RegExp(time), '')).toMatch(expected[i]!);
        expect(line).not.toMatch(/\b[a-z]+_[a-z_]+\b|\{"|@/); // no raw code, no JSON, no e-mail
      });
    };
    await checkLog();
    await screenshot(gm, 'gm-audit-desktop');

    // A phone: the same sentences, and nothing wider than the screen (the long name wraps).
    await gm.setViewportSize({ width: 390, height: 844 });
    await gm.goto(`${consoleUrl}?lang=en`);
    await checkLog();
    expect(await gm.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await gm.locator('#lifecycle-audit').boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await screenshot(gm, 'gm-audit-phone');
    await gm.locator('#lifecycle-audit').screenshot({ path: join(SCREENSHOTS, 'gm-audit-phone-log.png') });

    // The page's language: the same log in Spanish.
    await gm.goto(`${consoleUrl}?lang=es`);
    const spanish = await auditLines(gm);
    expect(spanish[0]).toMatch(/· El máster resolvió el turno 1$/);
    expect(spanish[4]).toMatch(new RegExp(`· El máster cambió el plazo del turno 1: ahora ${es(moved)} \\(antes: ${es(first)}\\)$`));
    expect(spanish.at(-1)).toMatch(/· El máster creó la partida «The Audit Campaign» \(Señores del Caos\)$/);
    expect(await gm.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  }, 120_000);
});
