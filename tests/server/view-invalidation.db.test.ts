import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';
import { LOC_PLAYERS } from '../rulesets/lords-of-chaos/seats.ts';
import { auth, seedGame, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createGame, expectOk, gmPost, putOrders, startLifecycleApp, type LifecycleApp } from '../lifecycle/lifecycle-app.ts';

/**
 * Issue 17: the game JSON is cached per game and the position of an open step is memoised; neither may outlive a
 * change. Every GM action, resolution, scheduler extension and save that changes what the view shows must show at
 * once, and a replaced or rotated token must be refused at once by the routes that save or check a sheet.
 */
const onPostgres = databaseKinds().includes('postgresql');

function viewOf(body: any) {
  return {
    status: body.status as string,
    turn: body.turn as number,
    turnStatus: body.turnStatus as string,
    deadline: body.deadline as string | null,
    names: body.players.map((p: any) => p.name) as string[],
    submitted: body.players.map((p: any) => p.submitted) as boolean[],
    ready: body.players.map((p: any) => p.ready) as boolean[],
    seeds: body.turns.map((turn: any) => turn.seed !== null) as boolean[],
    granite: (body.summary.control.granite ?? null) as string | null,
  };
}

describe.each(databaseKinds())('the cached game JSON and memoised positions follow every change on %s', (kind) => {
  let t: LifecycleApp;
  beforeAll(async () => {
    t = await startLifecycleApp(kind);
  });
  afterAll(async () => t?.close());

  const view = async (id: string) => viewOf(expectOk(await t.app.inject({ url: `/api/games/${id}` })));
  const check = async (game: { id: string; players: { token: string }[] }, turn: number, orders: unknown[]) =>
    expectOk(
      await t.app.inject({
        method: 'POST',
        url: `/api/games/${game.id}/turns/${turn}/orders/check`,
        headers: auth(game.players[0]!.token),
        payload: { orders },
      }),
    );

  it('sends and ready flags, pause and resume, deadlines, a replaced seat, a resolution, a revert', async () => {
    const game = await createGame(t.app, { settings: { deadlinePolicy: { kind: 'duration', hours: 48 } } });
    const [ana, bruno] = game.players;
    const first = await view(game.id);
    expect(first).toMatchObject({
      status: 'running',
      turn: 1,
      turnStatus: 'open',
      submitted: [false, false],
      ready: [false, false],
      seeds: [false],
      granite: null,
    });

    // The cached answer is revalidated, not recomputed: same ETag, and 304 for a reader who has it.
    const again = await t.app.inject({ url: `/api/games/${game.id}` });
    const etag = again.headers.etag as string;
    expect((await t.app.inject({ url: `/api/games/${game.id}`, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    expectOk(await putOrders(t.app, game, 0, 1, [{ type: 'guard', site: 'amber', count: 1 }]));
    expect((await view(game.id)).submitted).toEqual([true, false]);
    expect((await t.app.inject({ url: `/api/games/${game.id}`, headers: { 'if-none-match': etag } })).statusCode).toBe(200);

    expectOk(await t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/1/ready`, headers: auth(ana!.token), payload: { ready: true } }));
    expect((await view(game.id)).ready).toEqual([true, false]);
    expectOk(await putOrders(t.app, game, 0, 1, [{ type: 'guard', site: 'amber', count: 2 }])); // a new version is not ready
    expect((await view(game.id)).ready).toEqual([false, false]);

    expectOk(await gmPost(t.app, game, '/pause'));
    expect((await view(game.id)).status).toBe('paused');
    expectOk(await gmPost(t.app, game, '/resume'));
    expect((await view(game.id)).status).toBe('running');

    expectOk(await gmPost(t.app, game, '/deadline', { deadline: '2026-12-24T18:00:00Z' }));
    expect((await view(game.id)).deadline).toBe('2026-12-24T18:00:00.000Z');

    const replaced = expectOk(await gmPost(t.app, game, `/players/${bruno!.id}/replace`, { name: 'Berta' }));
    expect((await view(game.id)).names).toEqual(['Ana', 'Berta']);
    game.players[1] = { id: bruno!.id, token: replaced.token };

    // A correction for turn 1: the position shown changes when turn 1 is resolved with it, and not before.
    expectOk(await gmPost(t.app, game, '/adjustments', { kind: 'set_control', site: 'granite', player: ana!.id, reason: 'Test' }), 201);
    expect((await view(game.id)).granite).toBeNull();
    const grantGranite = [{ type: 'grant', site: 'granite', to: bruno!.id }];
    expect((await check(game, 1, grantGranite)).errors.map((e: any) => e.reason)).toEqual(['not_your_site']);

    expectOk(await gmPost(t.app, game, '/turns/1/resolve'));
    expect(await view(game.id)).toMatchObject({ turn: 2, turnStatus: 'open', seeds: [true, false], submitted: [false, false], granite: ana!.id });
    expect((await check(game, 2, grantGranite)).ok).toBe(true);

    // Revert to turn 1: turn 1 opens again (same turn row), its sheets kept, the seed hidden again, the correction
    // pending again; the position checked against is the one before turn 1 again.
    expectOk(await gmPost(t.app, game, '/revert', { turn: 1 }));
    expect(await view(game.id)).toMatchObject({ turn: 1, turnStatus: 'open', seeds: [false], submitted: [true, false], granite: null });
    expect((await check(game, 1, grantGranite)).errors.map((e: any) => e.reason)).toEqual(['not_your_site']);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/2/orders/check`, headers: auth(ana!.token), payload: { orders: [] } })).json()
        .error,
    ).toBe('turn_not_open');
  });

  it('a missed deadline extended by the scheduler shows the new deadline at once', async () => {
    const game = await createGame(t.app, {
      settings: { deadlinePolicy: { kind: 'duration', hours: 24 }, nmrPolicy: { kind: 'extend', hours: 12, civilDisorderAfter: 2 } },
    });
    const before = (await view(game.id)).deadline!;
    expect((await t.app.scheduler.tick(new Date(new Date(before).getTime() + 1_000))).extended).toEqual([1]);
    expect((await view(game.id)).deadline).toBe(new Date(new Date(before).getTime() + 12 * 3_600_000).toISOString());
  });

  it('replaced and rotated tokens are refused at once by the sheet routes; the new ones work', async () => {
    const game = await createGame(t.app);
    const [ana] = game.players;
    const sheetRoutes = (token: string) => [
      t.app.inject({
        method: 'PUT',
        url: `/api/games/${game.id}/turns/1/orders`,
        headers: auth(token),
        payload: { orders: [{ type: 'guard', site: 'amber', count: 1 }] },
      }),
      t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/orders/check`, headers: auth(token), payload: { orders: [] } }),
      t.app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/1/ready`, headers: auth(token), payload: { ready: false } }),
    ];
    const statuses = async (token: string) => (await Promise.all(sheetRoutes(token))).map((r) => r.statusCode);
    expect(await statuses(ana!.token)).toEqual([200, 200, 200]);
    const replaced = expectOk(await gmPost(t.app, game, `/players/${ana!.id}/replace`));
    expect(await statuses(ana!.token)).toEqual([401, 401, 401]);
    expect(await statuses(replaced.token)).toEqual([200, 200, 200]);

    // The GM's token is never a player's (403 on the sheet routes); once rotated it is unknown (401).
    expect(await statuses(game.gmToken)).toEqual([403, 403, 403]);
    expectOk(await gmPost(t.app, game, '/gm-token'));
    expect(await statuses(game.gmToken)).toEqual([401, 401, 401]);
  });
});

// The game JSON follows the public pages' freshness (PUBLISHED_REVALIDATE_MS): with 0 another process validates it
// on every request and sees every change at once; with the default it sees them within the window. The other
// processes are `npm start` servers, which run the shipped rulesets only: these games are Lords of Chaos.
describe.skipIf(!onPostgres)('another server process sees every change (PostgreSQL)', () => {
  let t: TestApp;
  let other: SpawnedServer;
  let lazy: SpawnedServer;
  beforeAll(async () => {
    t = await startTestApp('postgresql');
    const env = { ...t.db.env, DEMO: '0', SCHEDULER: '0', LOG_LEVEL: 'warn', RATE_LIMIT_ANON_PER_MINUTE: '0', RATE_LIMIT_TOKEN_PER_MINUTE: '0' };
    [other, lazy] = await Promise.all([spawnServer({ ...env, PUBLISHED_REVALIDATE_MS: '0' }), spawnServer(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([other?.stop(), lazy?.stop()]);
    await t?.close();
  });

  it('with the default PUBLISHED_REVALIDATE_MS, a process that cached the game JSON shows a change made elsewhere once its window has passed', async () => {
    const game = await seedGame(t.app, [LOC_PLAYERS.khorne, LOC_PLAYERS.nurgle], { ruleset: 'lords-of-chaos' });
    const viewInLazy = async () => viewOf(await (await fetch(`${lazy.url}/api/games/${game.id}`)).json());
    expect((await viewInLazy()).submitted).toEqual([false, false]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}/turns/1/orders`,
      headers: auth(game.players[1]!.token),
      payload: { orders: [{ type: 'defend', planet: 'sarum', count: 1 }] },
    });
    expect(saved.statusCode).toBe(200);
    await expect.poll(async () => (await viewInLazy()).submitted).toEqual([false, true]);
  });

  it("with PUBLISHED_REVALIDATE_MS=0, changes made through process A show at once in process B's cached game JSON and memoised position, and its old tokens are refused", async () => {
    const game = await seedGame(t.app, [LOC_PLAYERS.khorne, LOC_PLAYERS.nurgle], { ruleset: 'lords-of-chaos' });
    const inB = (path: string, init: RequestInit = {}) => fetch(`${other.url}${path}`, init);
    const viewInB = async () => viewOf(await (await inB(`/api/games/${game.id}`)).json());
    const checkInB = async (token: string, orders: unknown[]) =>
      inB(`/api/games/${game.id}/turns/1/orders/check`, {
        method: 'POST',
        headers: { ...auth(token), 'content-type': 'application/json' },
        body: JSON.stringify({ orders }),
      });
    const asA = (method: string, url: string, payload?: object, token = game.gmToken) =>
      t.app.inject({ method: method as 'POST', url: `/api/games/${game.id}${url}`, headers: auth(token), ...(payload ? { payload } : {}) });

    // B computes and caches both.
    expect(await viewInB()).toMatchObject({ names: ['Ana', 'Bruno'], submitted: [false, false], status: 'running' });
    const newPlanet = { type: 'cede', planet: 'nova-prime', to: game.players[1]!.id };
    const before = (await (await checkInB(game.players[0]!.token, [newPlanet])).json()).errors.map((e: { reason: string }) => e.reason);
    expect(before).toHaveLength(1);

    // A: a save, a pause, a replaced seat: B's next answers show them.
    expect((await asA('PUT', '/turns/1/orders', { orders: [{ type: 'defend', planet: 'sarum', count: 1 }] }, game.players[1]!.token)).statusCode).toBe(200);
    expect((await viewInB()).submitted).toEqual([false, true]);
    expect((await asA('POST', '/pause')).statusCode).toBe(200);
    expect((await viewInB()).status).toBe('paused');
    const replaced = await asA('POST', `/players/${game.players[0]!.id}/replace`, { name: 'Alba' });
    expect(replaced.statusCode).toBe(200);
    expect((await viewInB()).names).toEqual(['Alba', 'Bruno']);
    expect((await checkInB(game.players[0]!.token, [])).status).toBe(401);
    const token = replaced.json().token as string;

    // A corrects the setup (a planet added to Khorne's; the map is otherwise as it was): B checks against it.
    const db = t.db.database.prisma;
    const { setup } = await db.game.findUniqueOrThrow({ where: { id: game.id }, select: { setup: true } });
    const map = (setup as { map: { planets: Record<string, unknown>[] } }).map;
    const vraks = map.planets.find((p) => p.id === 'vraks')!;
    const corrected = { ...(setup as object), map: { ...map, planets: [...map.planets, { ...vraks, id: 'nova-prime', name: 'Nova Prime' }] } };
    const correction = await asA('PUT', '/setup', { setup: corrected, reason: 'A planet was missing' });
    expect(correction.statusCode, correction.body).toBe(200);
    const after = await (await checkInB(token, [newPlanet])).json();
    expect(after.errors.map((e: { reason: string }) => e.reason)).toEqual(['not_owner']);
    expect(before).not.toEqual(['not_owner']);
    expect(Object.keys((await (await inB(`/api/games/${game.id}`)).json()).summary.control)).toContain('nova-prime');
  });
});
