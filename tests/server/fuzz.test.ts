import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { dumpTables } from '../helpers/db-dump.ts';
import { auth, PLAYERS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';

/** encodeURIComponent, except that a lone surrogate becomes an invalid UTF-8 escape instead of throwing. */
const enc = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

const ORDER_TYPES = ['invade', 'defend', 'defendSector', 'cede', 'claimDeed'];

/** A body that might be a valid new game (a plain name, our ruleset, no map): excluded from the fuzz. */
function couldCreateGame(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { name, ruleset, map } = body as { name?: unknown; ruleset?: unknown; map?: unknown };
  return typeof name === 'string' && !name.includes('\u0000') && ruleset === 'lords-of-chaos' && (map === undefined || map === null);
}

/**
 * Every generated request is malformed in at least one way (bad token, id, turn, body or encoding), so none
 * may change stored data; and none may answer >= 500.
 */
function malformedRequest(game: SeededGame, other: SeededGame) {
  const validPlayer = auth(game.players[0]!.token);
  const badAuth = fc.oneof(
    fc.constant({}),
    fc.string({ maxLength: 60 }).map((token) => ({ authorization: `Bearer ${token}` })),
    fc.string({ maxLength: 80 }).map((value) => ({ authorization: value })),
    fc.constant(auth(other.gmToken)),
    fc.constant(auth(other.players[0]!.token)),
  );
  const anyAuth = fc.oneof(badAuth, fc.constant(validPlayer), fc.constant(auth(game.gmToken)));
  const nasty = fc.oneof(fc.string({ unit: 'binary', maxLength: 20 }), fc.constantFrom('a\u0000b', '\u0000', '\uD800', '\u202E'));
  const badId = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.uuid(), fc.constant('%00'), fc.constant('..%2F..%2Fetc'), fc.constant(other.id));
  const badTurn = fc.oneof(fc.integer({ min: -5, max: 0 }).map(String), fc.integer({ min: 3, max: 10 ** 9 }).map(String), fc.string({ maxLength: 8 }), fc.constant('1e3'), fc.constant('NaN'));
  const junkBody = fc.oneof(
    fc.anything(),
    fc.json(),
    fc.string({ maxLength: 200 }),
    fc.record({ name: nasty, ruleset: fc.constantFrom('lords-of-chaos', 'chess', ''), map: fc.option(fc.anything()) }, { requiredKeys: ['name'] }),
  );
  // An order sheet whose first order can never be legal: the whole sheet is refused.
  const badOrder = fc.oneof(
    fc.anything(),
    fc.record({ type: fc.string().filter((type) => !ORDER_TYPES.includes(type)), planet: fc.string() }),
    fc.record({ type: fc.constantFrom(...ORDER_TYPES), planet: nasty, count: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ type: fc.constantFrom(...ORDER_TYPES), planet: fc.string({ maxLength: 5 }).map((s) => `zz-${s}`), count: fc.integer({ min: -3, max: 3 }) }),
  );
  const badSheet = fc.tuple(badOrder, fc.array(fc.anything(), { maxLength: 4 })).map(([first, rest]) => ({ orders: [first, ...rest] }));
  const base = `/api/games/${game.id}`;

  return fc.oneof(
    // create game: required fields missing or wrong
    junkBody.filter((body) => !couldCreateGame(body))
      .map((payload) => ({ method: 'POST' as const, url: '/api/games', payload: payload as object })),
    // raw text bodies with a JSON content type
    fc.tuple(fc.constantFrom('/api/games', `${base}/players`, `${base}/turns/1/orders`), fc.string({ maxLength: 100 }), anyAuth)
      .map(([url, text, headers]) => ({ method: (url.endsWith('orders') ? 'PUT' : 'POST') as 'PUT' | 'POST', url, payload: `{${text}`, headers: { ...headers, 'content-type': 'application/json' } })),
    // wrong content types
    fc.tuple(fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data', 'application/x-www-form-urlencoded'), fc.string({ maxLength: 50 }))
      .map(([type, text]) => ({ method: 'PUT' as const, url: `${base}/turns/1/orders`, payload: text, headers: { ...validPlayer, 'content-type': type } })),
    // seating: game already started, or bad auth, or junk
    fc.tuple(anyAuth, junkBody).map(([headers, payload]) => ({ method: 'POST' as const, url: `${base}/players`, headers, payload: payload as object })),
    fc.tuple(anyAuth, fc.option(junkBody)).map(([headers, payload]) => ({ method: 'POST' as const, url: `${base}/start`, headers, ...(payload === null ? {} : { payload: payload as object }) })),
    // orders: illegal sheets with a valid token, or anything with bad tokens, ids or turns
    badSheet.map((payload) => ({ method: 'PUT' as const, url: `${base}/turns/1/orders`, headers: validPlayer, payload })),
    junkBody.filter((body) => !(typeof body === 'object' && body !== null && Array.isArray((body as { orders?: unknown }).orders) && (body as { orders: unknown[] }).orders.length === 0))
      .map((payload) => ({ method: 'PUT' as const, url: `${base}/turns/1/orders`, headers: validPlayer, payload: payload as object })),
    fc.tuple(badAuth, badSheet).map(([headers, payload]) => ({ method: 'PUT' as const, url: `${base}/turns/1/orders`, headers, payload: { orders: payload.orders.slice(1) } })),
    fc.tuple(badId, badTurn, anyAuth).map(([id, n, headers]) => ({ method: 'PUT' as const, url: `/api/games/${enc(id)}/turns/${enc(n)}/orders`, headers, payload: { orders: [] } })),
    // NUL characters where PostgreSQL would choke: ids, names, order fields
    fc.tuple(fc.constantFrom('a\u0000b', '\u0000'), fc.constantFrom('game', 'report', 'orders', 'name', 'planet')).map(([nul, where]) =>
      where === 'game' ? { method: 'GET' as const, url: `/api/games/${enc(nul)}` }
      : where === 'report' ? { method: 'GET' as const, url: `/api/games/${enc(nul)}/turns/1/report` }
      : where === 'orders' ? { method: 'GET' as const, url: `/api/games/${enc(nul)}/turns/1/orders`, headers: auth(game.gmToken) }
      : where === 'name' ? { method: 'POST' as const, url: '/api/games', payload: { name: nul, ruleset: 'lords-of-chaos' } }
      : { method: 'PUT' as const, url: `${base}/turns/1/orders`, headers: validPlayer, payload: { orders: [{ type: 'defend', planet: nul }] } }),
    // resolve: never with the GM token on the open turn
    fc.tuple(badAuth, fc.constantFrom('1', '2')).map(([headers, n]) => ({ method: 'POST' as const, url: `${base}/turns/${n}/resolve`, headers })),
    fc.tuple(badTurn).map(([n]) => ({ method: 'POST' as const, url: `${base}/turns/${enc(n)}/resolve`, headers: auth(game.gmToken) })),
    // reads with odd ids, turns and queries
    fc.tuple(badId, fc.oneof(badTurn, fc.constant('1')), fc.oneof(fc.string({ maxLength: 20 }), fc.constant('json')), anyAuth).map(([id, n, q, headers]) => ({
      method: 'GET' as const, url: `/api/games/${enc(id)}/turns/${enc(n)}/report?format=${enc(q)}`, headers,
    })),
    fc.tuple(fc.constantFrom('GET', 'DELETE', 'PATCH', 'OPTIONS') as fc.Arbitrary<'GET' | 'DELETE' | 'PATCH' | 'OPTIONS'>, fc.webPath(), anyAuth)
      .map(([method, path, headers]) => ({ method, url: `/api${path.startsWith('/') ? path : `/${path}`}`, headers })),
  );
}

describe.each(databaseKinds())('fuzzing the API with malformed requests on %s', (kind) => {
  let t: TestApp;
  let game: SeededGame;
  let other: SeededGame;
  beforeAll(async () => {
    t = await startTestApp(kind);
    game = await seedGame(t.app, [PLAYERS.khorne, PLAYERS.nurgle]);
    other = await seedGame(t.app, [PLAYERS.tzeentch]);
    const put = await t.app.inject({
      method: 'PUT', url: `/api/games/${game.id}/turns/1/orders`, headers: auth(game.players[0]!.token),
      payload: { orders: [{ type: 'defend', planet: 'vraks', count: 1 }] },
    });
    expect(put.statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  it('1,000 malformed requests: no response >= 500, stored data unchanged', { timeout: 300_000 }, async () => {
    const before = await dumpTables(t.db.database.prisma);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(malformedRequest(game, other), async (request) => {
        const response = await t.app.inject(request);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, `${request.method} ${request.url} -> ${response.body}`).toBeLessThan(500);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.body).not.toMatch(/\n\s+at .+:\d+:\d+/); // never a stack trace
      }),
      { numRuns: 1000 },
    );
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(1000);
    expect(await dumpTables(t.db.database.prisma)).toBe(before);
  });
});
