import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRuleset } from '../../src/engine/registry.ts';
import { setInviteLink } from '../../src/services/invitations.ts';
import { auth, FIXTURE_RULESET, SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';

const LIMITS = { RATE_LIMIT_ANON_PER_MINUTE: '30', RATE_LIMIT_TOKEN_PER_MINUTE: '60', RATE_LIMIT_CREATE_PER_HOUR: '3', RATE_LIMIT_JOINS_PER_HOUR: '2' };

/** A urlencoded form post, as a browser sends it. */
const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('rate limits: per IP for anonymous requests, per token for players and GMs (PGlite)', () => {
  let t: TestApp;
  let game: SeededGame;
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: LIMITS });
    game = await seedGame(t.app, [SEATS.ana, SEATS.bruno], {}); // 1 game created, the rest with the GM token
  });
  afterAll(async () => t?.close());

  it('game creation is strictest: a few per IP per hour, API and web form sharing one budget', async () => {
    const create = () => t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'g', ruleset: FIXTURE_RULESET }, remoteAddress: '192.0.2.7' });
    expect((await create()).statusCode).toBe(201);
    expect((await create()).statusCode).toBe(201);
    expect((await create()).statusCode).toBe(201);
    const refused = await create();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited' });
    expect(refused.headers['retry-after']).toBeDefined();
    const form = await t.app.inject({
      method: 'POST',
      url: '/gm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `name=g&ruleset=${FIXTURE_RULESET}`,
      remoteAddress: '192.0.2.7',
    });
    expect(form.statusCode).toBe(429);
    // Another address still creates.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'g', ruleset: FIXTURE_RULESET }, remoteAddress: '192.0.2.8' })).statusCode,
    ).toBe(201);
  });

  it('only games created count against the creation budget: refused forms and requests to join do not (issue 37)', async () => {
    const from = { remoteAddress: '192.0.2.30' };
    const open = await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'open table', ruleset: 'generic' }, remoteAddress: '192.0.2.31' });
    const { code } = await setInviteLink(t.app.db, { role: 'gm' }, open.json().id, true);
    const join = (name: string) => t.app.inject({ method: 'POST', url: `/join/${code}`, ...form({ name }), ...from });

    // Refused creations, and a form that only asked for another row: nothing created, nothing counted.
    expect((await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: '', ruleset: 'generic' }, ...from })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/gm', ...form({ name: '', ruleset: 'generic' }), ...from })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/gm', ...form({ name: 'g', ruleset: 'generic', __add: 'setup.phases' }), ...from })).statusCode).toBe(
      200,
    );
    // Requests to join spend their own budget (2 here), and only when they are taken: a refused one does not count.
    expect((await join('Ana')).statusCode).toBe(303);
    expect((await join('')).statusCode).toBe(422);
    expect((await join('Bea')).statusCode).toBe(303);
    const third = await join('Cai');
    expect(third.statusCode).toBe(429);
    expect(third.body).toContain('Desde esta dirección se han pedido muchas plazas'); // the page says why, the form as typed
    expect(third.body).toContain('value="Cai"');
    expect(third.headers['retry-after']).toBeDefined();

    // The creation budget (3) is whole: three games (API and web form), then 429.
    expect((await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'g1', ruleset: 'generic' }, ...from })).statusCode).toBe(201);
    const preset = getRuleset(FIXTURE_RULESET)!.setupPresets![0]!.id;
    expect((await t.app.inject({ method: 'POST', url: '/gm', ...form({ name: 'g2', ruleset: FIXTURE_RULESET, preset }), ...from })).statusCode).toBe(303);
    expect((await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'g3', ruleset: 'generic' }, ...from })).statusCode).toBe(201);
    const fourth = await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'g4', ruleset: 'generic' }, ...from });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ error: 'rate_limited', message: expect.stringContaining('new games') });
  });

  it('a flood of anonymous requests gets 429 while players and the GM with tokens keep being served', async () => {
    const flood = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        t.app.inject({ method: 'GET', url: i % 2 ? `/api/games/${game.id}` : `/games/${game.id}`, headers: i % 3 === 0 ? auth(`bogus-${i}`) : {} }),
      ),
    );
    const statuses = flood.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(80);
    // Bogus tokens are no way around the IP budget (they are 401 or 429, never a fresh bucket).
    expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })).statusCode).toBe(429);
    // X-Forwarded-For is not believed without TRUST_PROXY: no fresh bucket either.
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}`, headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(429);

    // Same address, valid tokens: served.
    const player = auth(game.players[0]!.token);
    for (let i = 0; i < 10; i++) {
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/games/${game.id}/turns/1/orders`,
        headers: player,
        payload: { orders: [{ type: 'guard', site: 'amber', count: 1 }] },
      });
      expect(put.statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: `/play/${game.players[1]!.token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/gm/${game.gmToken}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/settings`, headers: auth(game.gmToken) })).statusCode).toBe(200);
    // Another client address is not affected by this one's flood.
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}`, remoteAddress: '198.51.100.4' })).statusCode).toBe(200);
    // The health check is never limited.
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('a token has its own budget too', async () => {
    const headers = auth(game.players[1]!.token);
    const responses = [];
    for (let i = 0; i < 70; i++) responses.push((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/orders`, headers })).statusCode);
    expect(responses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(responses.filter((status) => status === 200).length).toBeLessThanOrEqual(60);
  });
});
