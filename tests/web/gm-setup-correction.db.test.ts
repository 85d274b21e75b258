import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGame, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { form } from './page-tour.ts';

const decode = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&');

/** The values of a page's `setup.*` fields (inputs and text areas; boxes only when ticked), as a browser would post them. */
function setupValues(html: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input\b[^>]*\bname="setup\.[^"]*"[^>]*>/g)) {
    if (/\btype="(checkbox|radio)"/.test(tag) && !/\bchecked\b/.test(tag)) continue; // not posted unless ticked
    const name = /\bname="([^"]*)"/.exec(tag)![1]!;
    values[name] = decode(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  for (const [, name, content] of html.matchAll(/<textarea\b[^>]*\bname="(setup\.[^"]*)"[^>]*>([\s\S]*?)<\/textarea>/g)) values[name!] = decode(content!);
  return values;
}

/**
 * The GM console after the start draws the setup correction form only when the GM opens it (`?setup=1`): a map
 * game's setup form holds every area's fields (0.65–0.9 MB of HTML on the seed games' consoles) that every console
 * load, on a phone too, carried before. A correction is then made as before: refused with its problems beside the
 * form (what was typed kept), saved with a reason.
 */
describe('the setup correction form on the GM console after the start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  it('is a link until opened; opened, it corrects the setup with a reason', async () => {
    const game = await seedGame(t.app);
    const gm = `/gm/${game.gmToken}`;
    const running = await t.app.inject({ url: `${gm}?lang=en` });
    expect(running.statusCode).toBe(200);
    expect(running.body).not.toContain('name="setup.troops"');
    expect(running.body).toContain(`href="${gm}?setup=1&amp;lang=en#setup-title"`);
    expect(running.body).toContain('Open the correction form');

    const opened = await t.app.inject({ url: `${gm}?lang=en&setup=1` });
    expect(opened.body).toContain('name="setup.troops"');
    expect(opened.body).not.toContain('Open the correction form');
    const values = setupValues(opened.body);
    expect(values['setup.troops']).toBeDefined();

    // Without a reason: refused, the form still open with what was typed.
    const refused = await t.app.inject({ method: 'POST', url: `${gm}/setup?lang=en`, ...form({ ...values, 'setup.troops': '7', reason: '' }) });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.body).toMatch(/name="setup\.troops"[^>]*value="7"/);

    const saved = await t.app.inject({
      method: 'POST',
      url: `${gm}/setup?lang=en`,
      ...form({ ...values, 'setup.troops': '7', reason: 'Agreed at the table' }),
    });
    expect(saved.statusCode, saved.body.slice(0, 2000)).toBe(303);
    expect(setupValues((await t.app.inject({ url: `${gm}?lang=en&setup=1` })).body)['setup.troops']).toBe('7');
    // Back on the console: the link again, not the form.
    const after = await t.app.inject({ url: saved.headers.location! });
    expect(after.body).toContain('Setup saved.');
    expect(after.body).not.toContain('name="setup.troops"');
  });

  it('before the start the setup is edited on the console itself', async () => {
    const game = await seedGame(t.app, undefined, { start: false });
    const page = await t.app.inject({ url: `/gm/${game.gmToken}?lang=en` });
    expect(page.body).toContain('name="setup.troops"');
    expect(page.body).not.toContain('Open the correction form');
  });
});
