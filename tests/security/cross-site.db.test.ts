import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, FIXTURE_RULESET, SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const EVIL = 'https://evil.example';

describe('cross-site requests cannot change anything (Origin / Sec-Fetch-Site), PGlite', () => {
  let t: TestApp;
  let game: SeededGame;
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { PUBLIC_URL: 'https://turnkeeper.test' } });
    game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
  });
  afterAll(async () => t?.close());

  const status = async () => (await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })).json() as { status: string; turn: number };

  it('refuses cross-site form posts to the GM console and the player page, by either header', async () => {
    const attempts = [
      { url: `/gm/${game.gmToken}/pause`, headers: { 'sec-fetch-site': 'cross-site' } },
      { url: `/gm/${game.gmToken}/pause`, headers: { origin: EVIL } },
      { url: `/gm/${game.gmToken}/resolve`, headers: { 'sec-fetch-site': 'cross-site', origin: EVIL }, payload: 'turn=1' },
      { url: `/gm/${game.gmToken}/resolve`, headers: { origin: 'null' }, payload: 'turn=1' },
      { url: `/gm/${game.gmToken}/revert`, headers: { 'sec-fetch-site': 'same-site' }, payload: 'turn=1' },
      { url: `/play/${game.players[0]!.token}`, headers: { origin: 'http://turnkeeper.test' }, payload: 'orders=' },
      { url: `/play/${game.players[0]!.token}/ready`, headers: { 'sec-fetch-site': 'cross-site' }, payload: 'ready=1' },
    ];
    for (const { url, headers, payload } of attempts) {
      const response = await t.app.inject({ method: 'POST', url, headers: { ...form, ...headers }, payload: payload ?? '' });
      expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
    }
    expect(await status()).toMatchObject({ status: 'running', turn: 1 });
  });

  it('refuses cross-site API calls without a Bearer token (game creation)', async () => {
    for (const headers of [{ origin: EVIL }, { 'sec-fetch-site': 'cross-site' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/games', headers, payload: { name: 'x', ruleset: FIXTURE_RULESET } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'cross_site_request' });
    }
  });

  it('lets same-origin forms, non-browser clients and Bearer API calls through', async () => {
    const same = await t.app.inject({
      method: 'POST',
      url: `/gm/${game.gmToken}/pause`,
      headers: { ...form, 'sec-fetch-site': 'same-origin', origin: 'https://turnkeeper.test' },
      payload: '',
    });
    expect(same.statusCode).toBe(303);
    const byOrigin = await t.app.inject({
      method: 'POST',
      url: `/gm/${game.gmToken}/resume`,
      headers: { ...form, origin: 'https://turnkeeper.test' },
      payload: '',
    });
    expect(byOrigin.statusCode).toBe(303);
    const typed = await t.app.inject({ method: 'POST', url: `/gm/${game.gmToken}/pause`, headers: { ...form, 'sec-fetch-site': 'none' }, payload: '' });
    expect(typed.statusCode).toBe(303);
    const curl = await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/resume`, headers: auth(game.gmToken) });
    expect(curl.statusCode).toBe(200);
    // A Bearer token is not an ambient credential: a cross-site page cannot attach it (no CORS is granted).
    const bearer = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}/turns/1/orders`,
      headers: { ...auth(game.players[0]!.token), origin: EVIL, 'sec-fetch-site': 'cross-site' },
      payload: { orders: [{ type: 'guard', site: 'amber', count: 1 }] },
    });
    expect(bearer.statusCode).toBe(200);
    // ...unless cookies ride along, which would make it a browser request after all.
    const withCookie = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/pause`,
      headers: { ...auth(game.gmToken), origin: EVIL, cookie: 'a=b' },
    });
    expect(withCookie.statusCode).toBe(403);
    // Reads stay open to everybody.
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}`, headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(
      200,
    );
  });

  it('guards every route that takes a method other than GET, HEAD or OPTIONS (the guard is added per route)', async () => {
    const unsafe = t.app.routeList.filter(({ method }) => !['GET', 'HEAD', 'OPTIONS'].includes(method));
    expect(unsafe.length).toBeGreaterThan(20);
    for (const { method, url } of unsafe) {
      const path = url.replace(/:[A-Za-z]+/g, 'x1');
      const response = await t.app.inject({ method: method as 'POST', url: path, headers: { ...form, 'sec-fetch-site': 'cross-site' }, payload: '' });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      // The API says why as problem details; the web routes answer with their error page, here in the pages'
      // default language (no game behind the made-up token, no Accept-Language).
      if (String(response.headers['content-type']).startsWith('application/problem+json'))
        expect(response.json(), `${method} ${url}`).toMatchObject({ code: 'cross_site_request', error: 'cross_site_request' });
      else expect(response.body, `${method} ${url}`).toContain('Las peticiones desde otro sitio');
    }
  });
});
