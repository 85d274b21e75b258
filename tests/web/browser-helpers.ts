import { afterAll, beforeAll, inject } from 'vitest';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { CHROMIUM, CHROMIUM_ARGS } from '../helpers/chromium.ts';
import { requireProject } from '../helpers/project.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

export { CHROMIUM };
export const SCREENSHOTS = join('test-results', 'screenshots');

/**
 * Browser tests need chromium. In CI (CI=true) a missing browser fails the run; on a developer machine without
 * it the browser tests are skipped with a warning (install: `apt-get install -y chromium`).
 */
export const SKIP_BROWSER = !existsSync(CHROMIUM) && process.env.CI !== 'true';
if (SKIP_BROWSER) console.warn(`Browser tests skipped: ${CHROMIUM} not found (apt-get install -y chromium)`);

/**
 * The run's Chromium (tests/helpers/browser-server-setup.ts), connected to; its own when there is none. Close it
 * when done: a connected browser closes its contexts and disconnects, leaving the shared one to the other files.
 */
export async function launchBrowser(): Promise<Browser> {
  requireProject('browser', 'A browser');
  const endpoint = inject('browserEndpoint');
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
}

/** The real app listening on 127.0.0.1 (random port) with the embedded database. */
export async function startListeningApp(env: Record<string, string> = {}): Promise<{ t: TestApp; base: string }> {
  const t = await startTestApp('pglite', { env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, base: `http://127.0.0.1:${port}` };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Every visible form control has an accessible label (a <label>, aria-label or aria-labelledby). */
export async function unlabelledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')];
    return controls
      .filter((el) => el.type !== 'hidden' && !el.closest('template') && el.offsetParent !== null)
      .filter((el) => (el.labels?.length ?? 0) === 0 && !el.getAttribute('aria-label') && !el.getAttribute('aria-labelledby'))
      .map((el) => el.name || el.id);
  });
}

/**
 * A seat of the GM console's form, field by field: its label → the value. A text field is filled, a list (select)
 * or a group of radios (few choices) gets the value chosen, and a group of checkboxes (a list of values) gets each
 * value ticked.
 */
export type SeatFields = Record<string, string | string[]>;

/** Lords of Chaos seats as the console's seat form takes them (label → value): three warbands of the default map. */
export const LOC_SEATS = {
  ana: { Player: 'Ana', Warband: 'World Eaters', God: 'Khorne', 'God kind': 'major', 'Starting planets': ['vraks', 'ofidia'] },
  bruno: { Player: 'Bruno', Warband: 'Death Guard', God: 'Nurgle', 'God kind': 'major', 'Starting planets': ['sarum', 'subiaco-diablo'] },
  carla: { Player: 'Carla', Warband: 'Thousand Sons', God: 'Tzeentch', 'God kind': 'major', 'Starting planets': ['iocanthos', 'thracian-primaris'] },
} satisfies Record<string, SeatFields>;

/** Seats a player through the GM console form (`submit`: its button) and returns the invitation link shown once. */
export async function addPlayerThroughConsole(page: Page, fields: SeatFields, submit = 'Add player'): Promise<string> {
  const form = page.locator('form:has(#seat-name)');
  for (const [label, value] of Object.entries(fields)) {
    if (Array.isArray(value)) {
      const boxes = form.getByRole('group', { name: label });
      for (const one of value) await boxes.locator(`input[type=checkbox][value="${one}"]`).check();
      continue;
    }
    const select = form.getByRole('combobox', { name: label, exact: true });
    const radios = form.getByRole('group', { name: label, exact: true }).locator(`input[type=radio][value="${value}"]`);
    if ((await select.count()) > 0) await select.selectOption(value);
    else if ((await radios.count()) > 0) await radios.check();
    else await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByRole('button', { name: submit }).click();
  await page.waitForSelector('#invite-link');
  return page.inputValue('#invite-link');
}

/** Siege of the Citadel's two seats, through the console: Lena plays the Dark Legion, Ana the Bauhaus corporation. */
export async function seatSiegeOfTheCitadel(page: Page): Promise<string[]> {
  return [
    await addPlayerThroughConsole(page, { Player: 'Lena', Role: 'legion' }),
    await addPlayerThroughConsole(page, { Player: 'Ana', Role: 'corporation', Corporation: 'bauhaus' }),
  ];
}

/** For a test file: the app listening on a free port and one shared browser, both closed after the file. */
export function useBrowserApp(env: Record<string, string> = {}): { readonly t: TestApp; readonly base: string; readonly browser: Browser } {
  const shared = {} as { t: TestApp; base: string; browser: Browser };
  beforeAll(async () => {
    Object.assign(shared, await startListeningApp(env));
    shared.browser = await launchBrowser();
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.t?.close();
  });
  return shared;
}
