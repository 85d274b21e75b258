import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, SKIP_BROWSER, startListeningApp } from '../web/browser-helpers.ts';
import type { TestApp } from '../helpers/test-app.ts';

describe.skipIf(SKIP_BROWSER)('/docs works under its CSP (Chromium)', () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  beforeAll(async () => {
    ({ t, base } = await startListeningApp());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('Swagger UI lists the operations and the browser reports no CSP violation', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content Security Policy/.test(message.text())) problems.push(message.text());
    });
    await page.goto(`${base}/docs`);
    await page.waitForSelector('.opblock', { timeout: 20_000 });
    expect(await page.locator('.opblock').count()).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
