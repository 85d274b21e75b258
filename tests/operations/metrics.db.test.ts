import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDLE_COLLECTION_DEFAULTS, startIdleCollection } from '../../src/idle-collection.ts';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';

/** The samples of one metric: its labels and value, from the text exposition. */
function samples(text: string, name: string): { labels: Record<string, string>; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const match = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries([...(match[1] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { labels, value: Number(match[2]) };
    });
}

/** Every label value of the exposition. */
const labelValues = (text: string) => [...text.matchAll(/\w+="((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);

describe.each(databaseKinds())('GET /metrics (%s)', (kind) => {
  let t: TestApp;
  let game: SeededGame;
  beforeAll(async () => {
    t = await startTestApp(kind);
    game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
  });
  afterAll(async () => t?.close());

  const metrics = async () => {
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('counts requests by route pattern, method and status class: never the address asked, a token, a game id or a name', async () => {
    const player = game.players[0]!;
    expect((await t.app.inject({ url: `/play/${player.token}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/games/${game.id}`, headers: auth(game.gmToken) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/games/${game.id}/turns/1/orders`, headers: auth(player.token) })).statusCode).toBeLessThan(500);
    expect((await t.app.inject({ url: `/no-such-page/${player.token}` })).statusCode).toBe(404);

    const text = await metrics();
    const counts = samples(text, 'turnkeeper_http_request_duration_seconds_count');
    const seen = (route: string, status: string) =>
      counts.find((s) => s.labels.route === route && s.labels.status_class === status && s.labels.method === 'GET')?.value ?? 0;
    expect(seen('/play/:token', '2xx')).toBe(1);
    expect(seen('/api/games/:id', '2xx')).toBeGreaterThanOrEqual(1);
    expect(seen('unmatched', '4xx')).toBe(1);
    // The latency histogram has its buckets per series.
    expect(samples(text, 'turnkeeper_http_request_duration_seconds_bucket').some((s) => s.labels.route === '/play/:token' && s.labels.le === '+Inf')).toBe(
      true,
    );
    const secrets = [game.id, game.gmToken, ...game.players.flatMap((p) => [p.id, p.token]), SEATS.ana.name, SEATS.bruno.name];
    for (const value of labelValues(text)) for (const secret of secrets) expect(value).not.toContain(secret);
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('counts resolutions by trigger, and shows the database pool, the scheduler backlog and the process', async () => {
    const before = samples(await metrics(), 'turnkeeper_resolutions_total');
    expect(before.map((s) => s.labels.trigger).sort()).toEqual(['answers', 'automatic', 'deadline', 'gm', 'ready_early']);
    const gmBefore = before.find((s) => s.labels.trigger === 'gm')!.value;
    expect((await t.app.inject({ method: 'POST', url: `/api/games/${game.id}/turns/1/resolve`, headers: auth(game.gmToken) })).statusCode).toBe(200);

    const text = await metrics();
    expect(samples(text, 'turnkeeper_resolutions_total').find((s) => s.labels.trigger === 'gm')!.value).toBe(gmBefore + 1);
    const one = (name: string) => samples(text, name)[0]?.value;
    expect(one('turnkeeper_db_pool_max_connections')).toBe(kind === 'pglite' ? 1 : 60);
    expect(one('turnkeeper_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(one('turnkeeper_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(one('turnkeeper_db_pool_waiting_requests')).toBe(0);
    // The resolution queued its notifications (none delivered: no scheduler runs here); no turn is past its deadline.
    expect(one('turnkeeper_notification_queue_depth')).toBeGreaterThanOrEqual(0);
    expect(one('turnkeeper_due_turns')).toBe(0);
    expect(one('process_resident_memory_bytes')).toBeGreaterThan(0);
    // The resolution parsed the game's setup and read its position: the per-game caches hold them (GAME_CACHE_MB).
    const caches = (name: string) => Object.fromEntries(samples(text, name).map((s) => [s.labels.cache, s.value]));
    expect(Object.keys(caches('turnkeeper_cache_bytes')).sort()).toEqual(['game', 'published']);
    expect(caches('turnkeeper_cache_bytes').game).toBeGreaterThan(0);
    expect(caches('turnkeeper_cache_entries').game).toBeGreaterThan(0);
    expect(one('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts the idle collections of the process (IDLE_COLLECTION; src/server.ts starts them)', async () => {
    const count = async () => samples(await metrics(), 'turnkeeper_idle_collections_total')[0]?.value;
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(0);
    const stop = startIdleCollection({ ...IDLE_COLLECTION_DEFAULTS, growthBytes: 0, intervalMs: 20 });
    try {
      await expect.poll(count).toBeGreaterThan(before!);
      expect(samples(await metrics(), 'turnkeeper_idle_collection_seconds_total')[0]?.value).toBeGreaterThan(0);
    } finally {
      stop();
    }
  });
});

describe('who may read GET /metrics', () => {
  const started: TestApp[] = [];
  afterAll(async () => Promise.all(started.map((t) => t.close())));
  const start = async (env: Record<string, string>) => {
    const t = await startTestApp('pglite', { env });
    started.push(t);
    return t;
  };
  const TOKEN = 'metrics-secret-0123456789';

  it('without METRICS_TOKEN: loopback and private addresses only (the client address as TRUST_PROXY says)', async () => {
    const t = await start({ TRUST_PROXY: 'loopback' });
    const from = (remoteAddress: string, headers: Record<string, string> = {}) => t.app.inject({ url: '/metrics', remoteAddress, headers });
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.10', '::ffff:10.0.0.7', 'fd12:3456::1'])
      expect((await from(address)).statusCode, address).toBe(200);
    for (const address of ['203.0.113.9', '8.8.8.8', '2001:db8::1', '::ffff:8.8.8.8']) expect((await from(address)).statusCode, address).toBe(403);
    // Through the proxy on loopback: the forwarded client's address decides, not the proxy's.
    expect((await from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await from('127.0.0.1', { 'x-forwarded-for': '10.0.0.8' })).statusCode).toBe(200);
  });

  it('with METRICS_TOKEN: only a request presenting it as a Bearer token, from any address', async () => {
    const t = await start({ METRICS_TOKEN: TOKEN });
    const from = (remoteAddress: string, authorization?: string) =>
      t.app.inject({ url: '/metrics', remoteAddress, headers: authorization ? { authorization } : {} });
    expect((await from('127.0.0.1')).statusCode).toBe(401);
    expect((await from('10.0.0.2', `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await from('10.0.0.2', `Basic ${TOKEN}`)).statusCode).toBe(401);
    const allowed = await from('203.0.113.9', `Bearer ${TOKEN}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('turnkeeper_http_request_duration_seconds');
    expect(allowed.body).not.toContain(TOKEN);
  });

  it('METRICS=0: no route', async () => {
    const t = await start({ METRICS: '0' });
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});
