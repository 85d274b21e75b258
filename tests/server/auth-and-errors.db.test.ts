import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { dumpTables } from '../helpers/db-dump.ts';
import { auth, FIXTURE_RULESET, SEATS, seedGame, startTestApp, type SeededGame, type TestApp, seatBody } from '../helpers/test-app.ts';

describe.each(databaseKinds())('auth, 4xx and limits on %s', (kind) => {
  let t: TestApp;
  let game: SeededGame;
  let other: SeededGame;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { BODY_LIMIT: '65536' } });
    game = await seedGame(t.app);
    other = await seedGame(t.app, [SEATS.ana]);
  });
  afterAll(async () => t?.close());

  const gmRoutes = (id: string) => [
    { method: 'POST' as const, url: `/api/games/${id}/players`, payload: seatBody(SEATS.carla) },
    { method: 'POST' as const, url: `/api/games/${id}/start` },
    { method: 'POST' as const, url: `/api/games/${id}/turns/1/resolve` },
    { method: 'GET' as const, url: `/api/games/${id}/turns/1/orders` },
    { method: 'PUT' as const, url: `/api/games/${id}/turns/1/orders`, payload: { orders: [] } },
  ];

  it('answers 401 without a token, 401 with an unknown or malformed token, 403 with another game’s token', async () => {
    const cases = [
      { headers: {}, status: 401 },
      { headers: auth('not-a-real-token'), status: 401 },
      { headers: { authorization: 'Basic dXNlcjpwYXNz' }, status: 401 },
      { headers: { authorization: 'Bearer ' }, status: 401 },
      { headers: auth(other.gmToken), status: 403 },
      { headers: auth(other.players[0]!.token), status: 403 },
    ];
    for (const route of gmRoutes(game.id)) {
      for (const { headers, status } of cases) {
        const response = await t.app.inject({ ...route, headers });
        expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(status);
        expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      }
    }
  });

  it('refuses GM actions to players (403) and player actions to the GM (403)', async () => {
    const player = auth(game.players[0]!.token);
    for (const route of gmRoutes(game.id).slice(0, 3)) {
      expect((await t.app.inject({ ...route, headers: player })).statusCode).toBe(403);
    }
    const put = await t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/1/orders`, headers: auth(game.gmToken), payload: { orders: [] } });
    expect(put.statusCode).toBe(403);
  });

  it('answers 404 for unknown games, turns, reports and routes', async () => {
    const cases = [
      { method: 'GET' as const, url: '/api/games/00000000-0000-0000-0000-000000000000' },
      { method: 'GET' as const, url: '/api/games/nope' },
      { method: 'GET' as const, url: `/api/games/${game.id}/turns/7/orders`, headers: auth(game.gmToken) },
      { method: 'GET' as const, url: `/api/games/${game.id}/turns/1/report?format=json` }, // not resolved yet
      { method: 'GET' as const, url: `/api/games/${game.id}/turns/9/report` },
      { method: 'GET' as const, url: '/api/nothing-here' },
    ];
    for (const request of cases) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
  });

  it('answers 409 for actions out of turn', async () => {
    const fresh = await seedGame(t.app, [SEATS.ana], { start: false });
    const gm = auth(fresh.gmToken);
    const early = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${fresh.id}/turns/1/orders`,
      headers: auth(fresh.players[0]!.token),
      payload: { orders: [] },
    });
    expect(early.json()).toMatchObject({ error: 'game_not_started' });
    expect(early.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${fresh.id}/turns/1/resolve`, headers: gm })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${fresh.id}/start`, headers: gm })).statusCode).toBe(200);
    const cases = [
      { method: 'POST' as const, url: `/api/games/${fresh.id}/start`, code: 'game_started' },
      { method: 'POST' as const, url: `/api/games/${fresh.id}/players`, payload: seatBody(SEATS.bruno), code: 'game_started' },
      { method: 'POST' as const, url: `/api/games/${fresh.id}/turns/2/resolve`, code: 'turn_not_open' },
    ];
    for (const { code, ...request } of cases) {
      const response = await t.app.inject({ ...request, headers: gm });
      expect(response.statusCode, request.url).toBe(409);
      expect(response.json().error).toBe(code);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${fresh.id}/turns/1/resolve`, headers: gm })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: `/api/games/${fresh.id}/turns/1/resolve`, headers: gm });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('turn_resolved');
  });

  it('rejects illegal orders with 422, a reason code and a message per order, and saves nothing', async () => {
    const token = auth(game.players[0]!.token);
    const url = `/api/games/${game.id}/turns/1/orders`;
    const legal = [{ type: 'guard', site: 'amber', count: 1 }];
    expect((await t.app.inject({ method: 'PUT', url, headers: token, payload: { orders: legal } })).statusCode).toBe(200);
    const before = await dumpTables(t.db.database.prisma);

    const response = await t.app.inject({
      method: 'PUT',
      url,
      headers: token,
      payload: {
        orders: [
          { type: 'raid', site: 'granite', count: 1 },
          { type: 'teleport', site: 'cadia' },
          { type: 'raid', site: 'atlantis', count: 1 },
          { type: 'raid', site: 'amber', count: 1 },
          { type: 'raid', site: 'delta', count: 1 },
          { type: 'raid', site: 'jasper', count: 50 },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error).toBe('illegal_orders');
    expect(body.errors.map((e: { index: number; reason: string }) => [e.index, e.reason])).toEqual([
      [1, 'invalid_order'],
      [2, 'unknown_site'],
      [3, 'own_site'],
      [4, 'unreachable'],
      [5, 'insufficient_troops'],
    ]);
    for (const error of body.errors) expect(error.message.length).toBeGreaterThan(10); // English: the game's language
    expect(body.errors[0].message).toMatch(/Unknown order type "teleport"/); // says what is wrong (issue 19)
    expect(await dumpTables(t.db.database.prisma)).toBe(before); // the previous sheet still counts
    const own = (await t.app.inject({ url, headers: token })).json();
    expect(own.orders).toEqual(legal);
  });

  it('rejects bad setup data with 422 and a problem list', async () => {
    const cases = [
      { payload: { name: 'x', ruleset: 'chess' }, code: 'unknown_ruleset' },
      { payload: { name: 'x', ruleset: FIXTURE_RULESET, setup: { sites: [] } }, code: 'invalid_setup' },
      {
        // Well formed, but a link names a site that does not exist (the ruleset's own check).
        payload: {
          name: 'x',
          ruleset: FIXTURE_RULESET,
          setup: {
            sites: [
              { id: 'p', name: 'P' },
              { id: 'q', name: 'Q' },
            ],
            links: [['p', 'zzz']],
            troops: 3,
            turns: 4,
          },
        },
        code: 'invalid_setup',
      },
    ];
    for (const { payload, code } of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/games', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().error).toBe(code);
      expect(response.json().problems.length).toBeGreaterThan(0);
    }
    const fresh = await seedGame(t.app, [SEATS.ana], { start: false });
    const players = [
      { ...SEATS.bruno, homes: ['atlantis'] },
      { ...SEATS.bruno, homes: ['amber'] }, // Ana's
      { ...SEATS.bruno, colour: 'purple' },
    ];
    for (const player of players) {
      const response = await t.app.inject({ method: 'POST', url: `/api/games/${fresh.id}/players`, headers: auth(fresh.gmToken), payload: seatBody(player) });
      expect(response.statusCode, JSON.stringify(player)).toBe(422);
      expect(response.json()).toMatchObject({
        error: 'invalid_player',
        problems: [expect.objectContaining({ code: expect.any(String), message: expect.any(String) })],
      });
    }
  });

  it('answers 400 with readable messages for malformed input, never a stack trace', async () => {
    const cases = [
      { method: 'POST' as const, url: '/api/games', payload: { ruleset: FIXTURE_RULESET } },
      { method: 'POST' as const, url: '/api/games', payload: { name: 'x', ruleset: FIXTURE_RULESET, language: 'fr' } },
      { method: 'POST' as const, url: '/api/games', payload: '{"name": ', headers: { 'content-type': 'application/json' } },
      { method: 'PUT' as const, url: `/api/games/${game.id}/turns/1/orders`, payload: { orders: 'raid' }, headers: auth(game.players[0]!.token) },
      { method: 'PUT' as const, url: `/api/games/${game.id}/turns/0/orders`, payload: { orders: [] }, headers: auth(game.players[0]!.token) },
      { method: 'PUT' as const, url: `/api/games/${game.id}/turns/x/orders`, payload: { orders: [] }, headers: auth(game.players[0]!.token) },
      { method: 'GET' as const, url: `/api/games/${game.id}/turns/1/report?format=pdf` },
      { method: 'GET' as const, url: '/api/games/%FF' }, // malformed URL encoding, refused before routing
    ];
    for (const request of cases) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.url} ${JSON.stringify(request.payload)}`).toBe(400);
      const body = response.json();
      expect(body.message).toEqual(expect.any(String));
      expect(body.error).toEqual(expect.any(String));
      expect(response.body).not.toMatch(/\bat .+:\d+:\d+/); // no stack frames
    }
    const missing = (await t.app.inject(cases[0]!)).json();
    expect(missing.message).toMatch(/name/);
  });

  it('refuses NUL characters (U+0000, unstorable in PostgreSQL) with 400 instead of a database error', async () => {
    // Regression: found by the fuzz test, a NUL in an id or a name answered 500.
    const player = auth(game.players[0]!.token);
    const cases = [
      { method: 'GET' as const, url: '/api/games/a%00b' },
      { method: 'GET' as const, url: '/api/games/%00/turns/1/report' },
      { method: 'POST' as const, url: '/api/games', payload: { name: 'a\u0000b', ruleset: FIXTURE_RULESET } },
      { method: 'POST' as const, url: '/api/games', payload: { name: 'x', ruleset: FIXTURE_RULESET, setup: { sites: [{ id: 'p', name: '\u0000' }] } } },
      { method: 'PUT' as const, url: `/api/games/${game.id}/turns/1/orders`, headers: player, payload: { orders: [{ type: 'guard', site: 'am\u0000ber' }] } },
    ];
    for (const request of cases) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json().message).toMatch(/NUL/);
    }
  });

  it('answers 413 to a body over the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      payload: { name: 'big', ruleset: FIXTURE_RULESET, setup: { padding: 'x'.repeat(70_000) } },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payload_too_large');
  });

  it('serves /health, /openapi.json listing the API routes, and /docs', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    const openapi = (await t.app.inject({ url: '/openapi.json' })).json();
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining([
        '/api/games',
        '/api/games/{id}',
        '/api/games/{id}/players',
        '/api/games/{id}/start',
        '/api/games/{id}/turns/{n}/orders',
        '/api/games/{id}/turns/{n}/resolve',
        '/api/games/{id}/turns/{n}/report',
        '/health',
      ]),
    );
    expect(openapi.paths['/api/games'].post.requestBody.content['application/json'].schema.required).toEqual(['name', 'ruleset']);
    const docs = await t.app.inject({ url: '/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});
