import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { expectStatus, seedSession } from './session-helpers.ts';

/** The player page and GM console of every game draw the ruleset's `renderMap` of the current position. */
describe('player and GM pages show the ruleset map (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(async () => t?.close());

  const page = async (url: string) => expectStatus(await t.app.inject({ method: 'GET', url }), 200).body;
  /** The inline SVG of a page's map section, or null. */
  const mapOf = (body: string) => /<figure class="map"[^>]*>\s*(<svg[\s\S]*?<\/svg>)\s*<\/figure>/.exec(body)?.[1] ?? null;
  const cells = (svg: string) => [...svg.matchAll(/<rect class="cell" data-cell="([a-z]\d)"[^>]*>\s*<title>([^<]*)<\/title>/g)].map((m) => [m[1], m[2]]);
  const served = async (gameId: string, step: number, query = '') =>
    expectStatus(await t.app.inject({ method: 'GET', url: `/api/games/${gameId}/turns/${step}/map.svg${query}` }), 200)
      .body.replace(/^\s*<\?xml[^>]*\?>\s*/, '')
      .trim();

  it('tic-tac-toe: the player page and GM console embed the board before the open step (9 cells), the same SVG as map.svg', async () => {
    const game = expectStatus(
      await t.app.inject({
        method: 'POST',
        url: '/api/games',
        payload: { name: 'Noughts <&> crosses', ruleset: 'tic-tac-toe', language: 'en', setup: { size: 3 } },
      }),
      201,
    ).json() as { id: string; gmToken: string };
    const seat = async (name: string) =>
      expectStatus(
        await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/players`, headers: auth(game.gmToken), payload: { name } }),
        201,
      ).json() as { token: string };
    const x = await seat('Alba');
    await seat('Bruno');
    expect(mapOf(await page(`/play/${x.token}`))).toBeNull(); // not started: no position to draw
    expectStatus(await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/start`, headers: auth(game.gmToken) }), 200);

    const start = mapOf(await page(`/play/${x.token}`));
    expect(start).not.toBeNull();
    expect(cells(start!).map(([cell]) => cell)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3']);
    expect(start).toBe(await served(game.id, 0));
    expect(mapOf(await page(`/gm/${game.gmToken}`))).toBe(start);

    // The move resolves its step at once (sequential: the only answer the step waits for).
    expectStatus(
      await t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/1/orders`, headers: auth(x.token), payload: { orders: { cell: 'b1' } } }),
      200,
    );
    const after = mapOf(await page(`/play/${x.token}?lang=es`));
    expect(after).toBe(await served(game.id, 1, '?lang=es')); // drawn in the page language
    expect(
      cells(after!)
        .filter(([, title]) => !/vac[ií]a$/.test(title!))
        .map(([cell]) => cell),
    ).toEqual(['b1']);
    expect(mapOf(await page(`/gm/${game.gmToken}`))).toBe(await served(game.id, 1));
  });

  it('the generic ruleset draws no map: no SVG on its pages', async () => {
    const game = await seedSession(t.app);
    for (const body of [await page(`/play/${game.players[0]!.token}`), await page(`/gm/${game.gmToken}`)]) {
      expect(body).toContain('Start: everybody at home.'); // the text board is still there (the position's document)
      expect(body).not.toContain('<svg');
      expect(mapOf(body)).toBeNull();
    }
  });
});
