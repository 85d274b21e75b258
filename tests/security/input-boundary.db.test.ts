import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, FIXTURE_RULESET, SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';

/** A JSON text with a lone UTF-16 surrogate escaped as \uD800 (JSON.stringify writes it that way too). */
const LONE = '\\ud800';
const json = { 'content-type': 'application/json' };

describe.each(databaseKinds())('the input boundary on %s', (kind) => {
  let t: TestApp;
  let game: SeededGame;
  beforeAll(async () => {
    t = await startTestApp(kind);
    game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
  });
  afterAll(async () => t?.close());

  it('refuses a lone UTF-16 surrogate in any text field with a clear 400 (never 500, nothing stored)', async () => {
    const gm = auth(game.gmToken);
    const player = auth(game.players[0]!.token);
    const requests = [
      { method: 'POST' as const, url: '/api/games', headers: json, payload: `{"name":"x${LONE}","ruleset":"${FIXTURE_RULESET}"}` },
      { method: 'POST' as const, url: '/api/games', headers: json, payload: `{"name":"x","ruleset":"generic","setup":{"board":"${LONE}"}}` },
      { method: 'POST' as const, url: `/api/games/${game.id}/players`, headers: { ...json, ...gm }, payload: `{"name":"a${LONE}b"}` },
      {
        method: 'PUT' as const,
        url: `/api/games/${game.id}/turns/1/orders`,
        headers: { ...json, ...player },
        payload: `{"orders":[{"type":"guard","site":"am${LONE}ber"}]}`,
      },
      { method: 'POST' as const, url: `/api/games/${game.id}/rolls`, headers: { ...json, ...player }, payload: `{"expr":"1d6","reason":"r${LONE}"}` },
      {
        method: 'POST' as const,
        url: `/api/games/${game.id}/adjustments`,
        headers: { ...json, ...gm },
        payload: `{"kind":"set_control","site":"amber","player":null,"reason":"${LONE}"}`,
      },
      {
        method: 'PATCH' as const,
        url: `/api/games/${game.id}/settings`,
        headers: { ...json, ...gm },
        payload: `{"notify":{"gmEmail":"a@b.test"},"${LONE}":1}`,
      },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', message: expect.stringMatching(/surrogate|UTF-16/i) });
    }
    const view = await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/orders`, headers: player });
    expect(view.json().version ?? 0).toBe(0); // nothing saved
  });

  it('refuses a 60,000-deep JSON body with 400 before any schema check (no stack overflow)', async () => {
    const deep = '['.repeat(60_000) + ']'.repeat(60_000);
    const deepObject = '{"a":'.repeat(60_000) + '1' + '}'.repeat(60_000);
    for (const [url, method, payload] of [
      ['/api/games', 'POST', `{"name":"deep","ruleset":"generic","setup":${deep}}`],
      [`/api/games/${game.id}/turns/1/orders`, 'PUT', `{"orders":${deepObject}}`],
      ['/api/games', 'POST', deep],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { ...json, ...auth(game.players[0]!.token) }, payload });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', message: expect.stringMatching(/nest/i) });
    }
    // Ordinary nesting (a map, a generic setup) is far below the limit.
    const fine = await t.app.inject({ method: 'POST', url: '/api/games', headers: json, payload: JSON.stringify({ name: 'ok', ruleset: FIXTURE_RULESET }) });
    expect(fine.statusCode).toBe(201);
  });

  it('bounds the body size (413)', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), ruleset: 'generic' });
    const response = await t.app.inject({ method: 'POST', url: '/api/games', headers: json, payload: big });
    expect(response.statusCode).toBe(413);
  });
});
