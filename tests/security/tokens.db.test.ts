import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';
import { LOC_PLAYERS } from '../rulesets/lords-of-chaos/seats.ts';
import { auth, SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';

const onPostgres = databaseKinds().includes('postgresql');

describe.each(databaseKinds())('GM token rotation on %s', (kind) => {
  let t: TestApp;
  let game: SeededGame;
  beforeAll(async () => {
    t = await startTestApp(kind);
    game = await seedGame(t.app, [SEATS.ana]);
  });
  afterAll(async () => t?.close());

  it('POST /api/games/:id/gm-token gives a new GM token; the old one is refused at once; audited without the token', async () => {
    const old = game.gmToken;
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/gm-token`, headers: auth(game.players[0]!.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/gm-token` })).statusCode).toBe(401);
    const rotated = await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/gm-token`, headers: auth(old) });
    expect(rotated.statusCode).toBe(200);
    const { gmToken } = rotated.json() as { gmToken: string };
    expect(gmToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/settings`, headers: auth(old) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/gm/${old}` })).statusCode).toBe(404);
    const audit = await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/audit`, headers: auth(gmToken) });
    expect(audit.statusCode).toBe(200);
    expect(audit.json().entries.map((e: { action: string }) => e.action)).toContain('rotate_gm_token');
    expect(audit.body).not.toContain(gmToken);
    expect(audit.body).not.toContain(old);
    game.gmToken = gmToken;
  });

  it('the GM console has a button for it: the new console link is shown once, the old link stops working', async () => {
    const old = game.gmToken;
    const page = await t.app.inject({ method: 'GET', url: `/gm/${old}?lang=en` });
    expect(page.body).toContain(`action="/gm/${old}/gm-token?lang=en"`);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/gm/${old}/gm-token?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.headers['cache-control']).toBe('no-store');
    const link = /\/gm\/([A-Za-z0-9_-]{43})/.exec(rotated.body.replaceAll(`/gm/${old}`, ''))?.[1];
    expect(link).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: `/gm/${old}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/gm/${link}` })).statusCode).toBe(200);
    game.gmToken = link!;
    // Other rulesets' console has the same button.
    const generic = await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'g', ruleset: 'generic' } });
    const console = await t.app.inject({ method: 'GET', url: `/gm/${generic.json().gmToken}?lang=es` });
    expect(console.body).toContain(`action="/gm/${generic.json().gmToken}/gm-token?lang=es"`);
  });
});

describe.skipIf(!onPostgres)('a replaced token stops working at once in another server process (PostgreSQL)', () => {
  let t: TestApp;
  let other: SpawnedServer;
  beforeAll(async () => {
    t = await startTestApp('postgresql');
    other = await spawnServer({ ...t.db.env, DEMO: '0', SCHEDULER: '0', LOG_LEVEL: 'warn' });
  }, 120_000);
  afterAll(async () => {
    await other?.stop();
    await t?.close();
  });

  it('player token replaced and GM token rotated in process A: process B refuses both old tokens on the next request', async () => {
    // Process B is an `npm start` server, which runs the shipped rulesets only: a Lords of Chaos game.
    const game = await seedGame(t.app, [LOC_PLAYERS.khorne, LOC_PLAYERS.nurgle], { ruleset: 'lords-of-chaos' });
    const asB = (token: string, path = `/api/games/${game.id}/turns/1/orders`) => fetch(`${other.url}${path}`, { headers: auth(token) }).then((r) => r.status);
    const oldPlayer = game.players[0]!.token;
    expect(await asB(oldPlayer)).toBe(200); // B has seen (and would have remembered) this token
    const save = (token: string) =>
      fetch(`${other.url}/api/games/${game.id}/turns/1/orders`, {
        method: 'PUT',
        headers: { ...auth(token), 'content-type': 'application/json' },
        body: JSON.stringify({ orders: [{ type: 'defend', planet: 'vraks', count: 1 }] }),
      }).then((r) => r.status);
    expect(await save(oldPlayer)).toBe(200); // B now remembers where this token saves (sheet-hints.ts)
    expect(await asB(game.gmToken, `/api/games/${game.id}/settings`)).toBe(200);

    const replaced = await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/players/${game.players[0]!.id}/replace`, headers: auth(game.gmToken) });
    expect(replaced.statusCode).toBe(200);
    expect(await asB(oldPlayer)).toBe(401);
    expect(await save(oldPlayer)).toBe(401);
    expect(await asB(replaced.json().token)).toBe(200);
    expect(await save(replaced.json().token)).toBe(200);

    const rotated = await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/gm-token`, headers: auth(game.gmToken) });
    expect(rotated.statusCode).toBe(200);
    expect(await asB(game.gmToken, `/api/games/${game.id}/settings`)).toBe(401);
    expect(await asB(rotated.json().gmToken, `/api/games/${game.id}/settings`)).toBe(200);
  });
});
