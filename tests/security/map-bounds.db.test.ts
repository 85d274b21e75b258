import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ringSetup } from '../fixtures/outposts/ruleset.ts';
import { auth, FIXTURE_RULESET, SEATS, seatBody, seedGame, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** A fixture board of `n` sites with names `nameLength` long: 500 sites of 80 characters take resvg seconds. */
const bigSetup = (n: number, nameLength: number) =>
  ringSetup(
    Array.from({ length: n }, (_, i) => `s${i}`),
    (id) => `Site ${id} ${'x'.repeat(nameLength)}`.slice(0, nameLength),
  );

// Which custom maps a ruleset accepts is its own (Lords of Chaos: tests/rulesets/lords-of-chaos/map/map-bounds.test.ts).
describe('PNG maps never block the event loop (worker thread, bounded queue, time limit), PGlite', () => {
  let t: TestApp;
  let slow: TestApp;
  let base: string;
  let bigGame: string;
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { PNG_QUEUE_MAX: '1', PNG_TIMEOUT_MS: '60000' } }); // the time limit has its own test below
    slow = await startTestApp('pglite', { env: { PNG_TIMEOUT_MS: '150' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    bigGame = await startedGame(t, bigSetup(500, 80));
  });
  afterAll(async () => {
    await t?.close();
    await slow?.close();
  });

  async function startedGame(app: TestApp, setup: object): Promise<string> {
    const created = await app.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'Big', ruleset: FIXTURE_RULESET, setup } });
    expect(created.statusCode, created.body).toBe(201);
    const { id, gmToken } = created.json();
    const seat = await app.app.inject({
      method: 'POST',
      url: `/api/games/${id}/players`,
      headers: auth(gmToken),
      payload: seatBody({ ...SEATS.ana, homes: ['s0', 's1'] }),
    });
    expect(seat.statusCode, seat.body).toBe(201);
    expect((await app.app.inject({ method: 'POST', url: `/api/games/${id}/start`, headers: auth(gmToken) })).statusCode).toBe(200);
    return id;
  }

  /**
   * Whether a render is in flight, seen through the app's own `renderPng` (the decorator the map routes call,
   * src/http/plugins/png.ts), wrapped for the test: its promise is pending from the request to the worker's answer.
   */
  function watchRenders(app: TestApp) {
    const original = app.app.renderPng;
    const watch = { inFlight: 0, started: 0, restore: () => void (app.app.renderPng = original) };
    app.app.renderPng = async (svg: string) => {
      watch.inFlight++;
      watch.started++;
      try {
        return await original(svg);
      } finally {
        watch.inFlight--;
      }
    };
    return watch;
  }

  it('while a large map (500 sites, 80-character names) is drawn as PNG, /health keeps answering', { timeout: 120_000 }, async () => {
    const renders = watchRenders(t);
    try {
      let done = false;
      const png = fetch(`${base}/api/games/${bigGame}/turns/0/map.png`).then(async (response) => {
        done = true;
        return { status: response.status, type: response.headers.get('content-type'), bytes: (await response.arrayBuffer()).byteLength };
      });
      // Behaviour, not a benchmark: count the /health answers whose whole round trip fell inside the render (sent
      // and answered while it was in flight). On the main thread the render would block them all: none would.
      let answeredDuringRender = 0;
      while (!done) {
        const sentDuringRender = renders.inFlight > 0;
        const health = await fetch(`${base}/health`);
        expect(health.status).toBe(200);
        if (sentDuringRender && renders.inFlight > 0) answeredDuringRender++;
      }
      const result = await png;
      expect(result).toMatchObject({ status: 200, type: 'image/png' });
      expect(result.bytes).toBeGreaterThan(10_000);
      expect(renders.started).toBe(1);
      expect(answeredDuringRender).toBeGreaterThanOrEqual(3);
    } finally {
      renders.restore();
    }
  });

  it('a full queue answers 503 with Retry-After at once; never a 500', { timeout: 120_000 }, async () => {
    // Six different maps (three games, two languages): requests for one map share one render (issue 17). They are
    // asked while the large map is being drawn, so one may wait (PNG_QUEUE_MAX=1) and the others find the queue full.
    const small = [await seedGame(t.app, [SEATS.ana]), await seedGame(t.app, [SEATS.ana]), await seedGame(t.app, [SEATS.ana])];
    const renders = watchRenders(t);
    try {
      const big = t.app.inject({ method: 'GET', url: `/api/games/${bigGame}/turns/0/map.png?lang=en` }); // the first test drew the Spanish one (the game's language)
      await expect.poll(() => renders.inFlight).toBe(1);
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, i) => t.app.inject({ method: 'GET', url: `/api/games/${small[i % 3]!.id}/turns/0/map.png?lang=${i % 2 ? 'es' : 'en'}` })),
      );
      expect((await big).statusCode).toBe(200);
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      const busy = responses.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.json()).toMatchObject({ error: 'busy' });
      expect(busy[0]!.headers['retry-after']).toBeDefined();
    } finally {
      renders.restore();
    }
  });

  it('a render over the time limit answers 503 and the next map is drawn by a fresh worker', { timeout: 120_000 }, async () => {
    const id = await startedGame(slow, bigSetup(500, 80));
    const tooSlow = await slow.app.inject({ method: 'GET', url: `/api/games/${id}/turns/0/map.png` });
    expect(tooSlow.statusCode).toBe(503);
    expect(tooSlow.json()).toMatchObject({ error: 'render_timeout' });
    const small = await seedGame(slow.app, [SEATS.ana]);
    const quick = await slow.app.inject({ method: 'GET', url: `/api/games/${small.id}/turns/0/map.png` });
    expect([200, 503]).toContain(quick.statusCode); // a small map draws in well under 150 ms on an idle machine
  });
});
