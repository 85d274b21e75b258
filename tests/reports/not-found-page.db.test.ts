import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGame, startTestApp, SEATS, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 37: a mistyped public address (an unknown game, a turn not played yet) answered a bare page. It is now a
 * page like the other public pages (their style, a way to the front page), in the reader's language, valid HTML.
 */
describe('the not-found page of the public pages (PGlite)', () => {
  let t: TestApp;
  let gameId: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    gameId = (await seedGame(t.app, [SEATS.ana, SEATS.bruno])).id;
  });
  afterAll(async () => t?.close());

  it.each([
    ['an unknown game, English', '/games/00000000-0000-4000-8000-000000000000?lang=en', 'Page not found', 'Go to the front page'],
    ['a turn not played yet, Spanish', 'TURN', 'Página no encontrada', 'Ir a la portada'],
  ])('%s', async (_name, url, title, home) => {
    const address = url === 'TURN' ? `/games/${gameId}/turns/9?lang=es` : url;
    const page = await t.app.inject({ url: address, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`<h1>${title}</h1>`);
    expect(page.body).toContain(`>${home}</a>`);
    expect(page.body).toMatch(/<style>[^<]{200,}<\/style>/); // the public pages' own style, not a bare page
    const report = await new HtmlValidate({ extends: ['html-validate:recommended'] }).validateString(page.body);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });
});
