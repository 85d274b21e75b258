import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { dumpTables } from '../helpers/db-dump.ts';
import { LOC_PLAYERS } from '../rulesets/lords-of-chaos/seats.ts';
import { auth, FIXTURE_RULESET, SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';

/** encodeURIComponent, except that a lone surrogate becomes an invalid UTF-8 escape instead of throwing. */
const enc = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

const ORDER_TYPES = ['guard', 'raid', 'grant'];

/** A body that might be a valid new game (a plain name, the fixture ruleset, no setup): excluded from the fuzz. */
function couldCreateGame(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { name, ruleset, setup } = body as { name?: unknown; ruleset?: unknown; setup?: unknown };
  return typeof name === 'string' && !name.includes('\u0000') && ruleset === FIXTURE_RULESET && (setup === undefined || setup === null);
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
  // Never a real turn: a random string can be "1", " 01" or "1e0", which the API reads as turn 1 (a valid request).
  const badTurn = fc
    .oneof(
      fc.integer({ min: -5, max: 0 }).map(String),
      fc.integer({ min: 3, max: 10 ** 9 }).map(String),
      fc.string({ maxLength: 8 }),
      fc.constant('1e3'),
      fc.constant('NaN'),
    )
    .filter((n) => ![1, 2].includes(Number(n)));
  const junkBody = fc.oneof(
    fc.anything(),
    fc.json(),
    fc.string({ maxLength: 200 }),
    fc.record({ name: nasty, ruleset: fc.constantFrom(FIXTURE_RULESET, 'chess', ''), setup: fc.option(fc.anything()) }, { requiredKeys: ['name'] }),
  );
  // An order sheet whose first order can never be legal: the whole sheet is refused.
  const badOrder = fc.oneof(
    fc.anything(),
    fc.record({ type: fc.string().filter((type) => !ORDER_TYPES.includes(type)), site: fc.string() }),
    fc.record({ type: fc.constantFrom(...ORDER_TYPES), site: nasty, count: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ type: fc.constantFrom(...ORDER_TYPES), site: fc.string({ maxLength: 5 }).map((s) => `zz-${s}`), count: fc.integer({ min: -3, max: 3 }) }),
  );
  const badSheet = fc.tuple(badOrder, fc.array(fc.anything(), { maxLength: 4 })).map(([first, rest]) => ({ orders: [first, ...rest] }));
  const base = `/api/games/${game.id}`;

  return fc.oneof(
    // create game: required fields missing or wrong
    junkBody.filter((body) => !couldCreateGame(body)).map((payload) => ({ method: 'POST' as const, url: '/api/games', payload: payload as object })),
    // raw text bodies with a JSON content type
    fc
      .tuple(fc.constantFrom('/api/games', `${base}/players`, `${base}/turns/1/orders`), fc.string({ maxLength: 100 }), anyAuth)
      .map(([url, text, headers]) => ({
        method: (url.endsWith('orders') ? 'PUT' : 'POST') as 'PUT' | 'POST',
        url,
        payload: `{${text}`,
        headers: { ...headers, 'content-type': 'application/json' },
      })),
    // wrong content types
    fc
      .tuple(fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data', 'application/x-www-form-urlencoded'), fc.string({ maxLength: 50 }))
      .map(([type, text]) => ({ method: 'PUT' as const, url: `${base}/turns/1/orders`, payload: text, headers: { ...validPlayer, 'content-type': type } })),
    // seating: game already started, or bad auth, or junk
    fc.tuple(anyAuth, junkBody).map(([headers, payload]) => ({ method: 'POST' as const, url: `${base}/players`, headers, payload: payload as object })),
    fc
      .tuple(anyAuth, fc.option(junkBody))
      .map(([headers, payload]) => ({ method: 'POST' as const, url: `${base}/start`, headers, ...(payload === null ? {} : { payload: payload as object }) })),
    // orders: illegal sheets with a valid token, or anything with bad tokens, ids or turns
    badSheet.map((payload) => ({ method: 'PUT' as const, url: `${base}/turns/1/orders`, headers: validPlayer, payload })),
    junkBody
      .filter(
        (body) =>
          !(
            typeof body === 'object' &&
            body !== null &&
            Array.isArray((body as { orders?: unknown }).orders) &&
            (body as { orders: unknown[] }).orders.length === 0
          ),
      )
      .map((payload) => ({ method: 'PUT' as const, url: `${base}/turns/1/orders`, headers: validPlayer, payload: payload as object })),
    fc
      .tuple(badAuth, badSheet)
      .map(([headers, payload]) => ({ method: 'PUT' as const, url: `${base}/turns/1/orders`, headers, payload: { orders: payload.orders.slice(1) } })),
    fc
      .tuple(badId, badTurn, anyAuth)
      .map(([id, n, headers]) => ({ method: 'PUT' as const, url: `/api/games/${enc(id)}/turns/${enc(n)}/orders`, headers, payload: { orders: [] } })),
    // NUL characters where PostgreSQL would choke: ids, names, order fields
    fc
      .tuple(fc.constantFrom('a\u0000b', '\u0000'), fc.constantFrom('game', 'report', 'orders', 'name', 'site'))
      .map(([nul, where]) =>
        where === 'game'
          ? { method: 'GET' as const, url: `/api/games/${enc(nul)}` }
          : where === 'report'
            ? { method: 'GET' as const, url: `/api/games/${enc(nul)}/turns/1/report` }
            : where === 'orders'
              ? { method: 'GET' as const, url: `/api/games/${enc(nul)}/turns/1/orders`, headers: auth(game.gmToken) }
              : where === 'name'
                ? { method: 'POST' as const, url: '/api/games', payload: { name: nul, ruleset: FIXTURE_RULESET } }
                : { method: 'PUT' as const, url: `${base}/turns/1/orders`, headers: validPlayer, payload: { orders: [{ type: 'guard', site: nul }] } },
      ),
    // resolve: never with the GM token on the open turn
    fc.tuple(badAuth, fc.constantFrom('1', '2')).map(([headers, n]) => ({ method: 'POST' as const, url: `${base}/turns/${n}/resolve`, headers })),
    fc.tuple(badTurn).map(([n]) => ({ method: 'POST' as const, url: `${base}/turns/${enc(n)}/resolve`, headers: auth(game.gmToken) })),
    // reads with odd ids, turns and queries
    fc.tuple(badId, fc.oneof(badTurn, fc.constant('1')), fc.oneof(fc.string({ maxLength: 20 }), fc.constant('json')), anyAuth).map(([id, n, q, headers]) => ({
      method: 'GET' as const,
      url: `/api/games/${enc(id)}/turns/${enc(n)}/report?format=${enc(q)}`,
      headers,
    })),
    fc
      .tuple(fc.constantFrom('GET', 'DELETE', 'PATCH', 'OPTIONS') as fc.Arbitrary<'GET' | 'DELETE' | 'PATCH' | 'OPTIONS'>, fc.webPath(), anyAuth)
      .map(([method, path, headers]) => ({ method, url: `/api${path.startsWith('/') ? path : `/${path}`}`, headers })),
  );
}

describe.each(databaseKinds())('fuzzing the API with malformed requests on %s', (kind) => {
  let t: TestApp;
  let game: SeededGame;
  let other: SeededGame;
  beforeAll(async () => {
    t = await startTestApp(kind);
    game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
    other = await seedGame(t.app, [SEATS.carla]);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}/turns/1/orders`,
      headers: auth(game.players[0]!.token),
      payload: { orders: [{ type: 'guard', site: 'amber', count: 1 }] },
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

// ---------------------------------------------------------------------------------------------------------
// Every route (the app's own route list) and every web form: random params, queries, tokens and bodies,
// valid ones included, so state does change (turns resolve, tokens rotate). Whatever happens: never >= 500.
// ---------------------------------------------------------------------------------------------------------

interface PoolGame {
  id: string;
  gmToken: string;
  players: { id: string; token: string }[];
}

const FORM_KEYS = [
  'name',
  'ruleset',
  'map',
  'mapJson',
  'setup',
  'language',
  'settings',
  'warband',
  'god',
  'godKind',
  'planets',
  'data',
  'email',
  'deadline',
  'orders',
  'gm',
  'expr',
  'reason',
  'private',
  'kind',
  'player',
  'planet',
  'points',
  'deed',
  'favour',
  'turn',
  'newSeed',
  'deadlinePolicy',
  'nmrPolicy',
  'readyEarly',
  'notify',
  'webhookUrl',
  'reminderHours',
  'extendHours',
  'clear',
  'ready',
  'policy',
  'hours',
  'weekday',
  'time',
  'timeZone',
  'nmr',
  'nmrHours',
  'civilDisorderAfter',
  'text',
  'report',
  'board',
  'end',
  'lang',
  'count',
  'type',
  'sector',
  'to',
  'exchangeFor',
  'choice',
  'members',
  'beneficiary',
  'order.0.type',
  'order.0.planet',
  'order.0.count',
  'site',
  'band',
  'colour',
  'homes',
  'order.0.site',
] as const;

const plausible = fc.oneof(
  fc.constantFrom(
    'lords-of-chaos',
    'generic',
    'tic-tac-toe',
    'rock-paper-scissors',
    'vraks',
    'sarum',
    'mordian',
    'cadia',
    'Khorne',
    'major',
    '1d6',
    '4d6kh3',
    '3dcw',
    '2027-01-01T00:00:00Z',
    '2027-01-01T00:00',
    'http://127.0.0.1/x',
    'https://discord.test/h',
    'duration',
    'weekly',
    'extend',
    'none',
    'award_deed',
    'set_control',
    'invade',
    'defend',
    'cede',
    'en',
    'es',
    '1',
    '0',
    'true',
    '',
    FIXTURE_RULESET,
    'amber',
    'granite',
    'guard',
    'raid',
    'grant',
    'award_points',
    'red',
    'x\uD800y',
    'a\u0000b',
    '=cmd|x',
    '<script>x</script>',
    '[/code][url=http://e.test]x[/url]',
  ),
  fc.string({ maxLength: 30 }),
  fc.integer({ min: -5, max: 1_000_000 }).map(String),
);
const jsonValue = fc.oneof(
  plausible,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(plausible, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...FORM_KEYS), plausible, { maxKeys: 3 }),
);
/** Bodies shaped like the real ones (so that odd text reaches the services and the database). */
const nearValid = fc.oneof(
  fc.record({
    name: plausible,
    ruleset: fc.constantFrom(FIXTURE_RULESET, 'lords-of-chaos', 'generic', 'tic-tac-toe', 'rock-paper-scissors'),
    language: fc.constantFrom('es', 'en'),
  }),
  fc.record({ name: plausible, email: fc.constantFrom('a@b.test', 'x\uD800@b.test') }),
  fc.record({
    name: plausible,
    warband: plausible,
    god: fc.constantFrom('Khorne', 'Slaanesh'),
    godKind: fc.constantFrom('major', 'minor'),
    planets: fc.constantFrom(['chinchare', 'nemesis-tessera'], ['cadia']),
  }),
  fc.record({
    name: plausible,
    band: plausible,
    colour: fc.constantFrom('red', 'white', 'mauve'),
    homes: fc.constantFrom(['ivory'], ['amber', 'jasper'], ['nowhere']),
  }),
  fc.record({ expr: fc.constantFrom('1d6', '3d6', '2d6+1', 'x\uD800'), reason: plausible, private: fc.boolean() }),
  fc.record({
    kind: fc.constantFrom('set_control', 'award_deed', 'revoke_deed'),
    planet: plausible,
    player: fc.constant(null),
    deed: plausible,
    points: fc.integer({ min: -2, max: 5 }),
    reason: plausible,
  }),
  fc.record({
    kind: fc.constantFrom('set_control', 'award_points'),
    site: plausible,
    player: fc.constant(null),
    points: fc.integer({ min: -2, max: 5 }),
    reason: plausible,
  }),
  fc.record({
    notify: fc.record(
      {
        webhookUrl: fc.constantFrom('http://127.0.0.1:9/x', 'https://hooks.test/x', 'ftp://x'),
        gmEmail: fc.constantFrom('gm@x.test', 'bad'),
        reminderHours: fc.integer({ min: -1, max: 400 }),
      },
      { requiredKeys: [] },
    ),
  }),
  fc.record({ deadline: fc.constantFrom('2027-01-01T00:00:00Z', 'x'), extendHours: fc.integer({ min: -1, max: 5000 }) }, { requiredKeys: [] }),
  fc.record({ turn: fc.integer({ min: 0, max: 4 }), newSeed: fc.boolean() }),
  fc.record({ orders: fc.record({ text: plausible }) }),
  fc.record({ gm: fc.record({ report: plausible, tracks: fc.constant([]), end: fc.boolean() }) }),
  fc.record({ ready: fc.boolean() }),
);
const jsonBody = fc.oneof(
  { weight: 4, arbitrary: nearValid },
  fc.dictionary(fc.constantFrom(...FORM_KEYS), jsonValue, { maxKeys: 6 }),
  fc.record({
    orders: fc.oneof(
      fc.array(
        fc.record({
          type: fc.constantFrom('invade', 'defend', 'defendSector', 'cede', 'claimDeed'),
          planet: plausible,
          count: fc.integer({ min: -1, max: 4 }),
        }),
        { maxLength: 3 },
      ),
      fc.array(fc.record({ type: fc.constantFrom('guard', 'raid', 'grant'), site: plausible, count: fc.integer({ min: -1, max: 4 }) }), { maxLength: 3 }),
      fc.record({ text: plausible }),
      fc.record({ cell: fc.integer({ min: -1, max: 9 }) }),
    ),
  }),
  fc.anything({ maxDepth: 3 }),
);
const formBody = fc
  .dictionary(fc.constantFrom(...FORM_KEYS), fc.oneof(plausible, fc.array(plausible, { maxLength: 3 })), { maxKeys: 8 })
  .map((fields) =>
    new URLSearchParams(Object.entries(fields).flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => [key, v]))).toString(),
  );

/** A request as choices; it is built against the pool at run time (tokens rotate, seats are replaced). */
const routeCall = (routeCount: number) =>
  fc.record({
    route: fc.nat({ max: routeCount - 1 }),
    game: fc.nat({ max: 9 }),
    player: fc.nat({ max: 3 }),
    tokenKind: fc.constantFrom('gm', 'player', 'junk', 'other'),
    authKind: fc.constantFrom('none', 'gm', 'player', 'junk', 'other-gm'),
    n: fc.oneof(fc.constantFrom('0', '1', '2', '3', '9', '100000'), fc.string({ maxLength: 6 })),
    format: fc.constantFrom('html', 'bbcode', 'md', 'txt', 'x'),
    asset: fc.constantFrom('web.css', 'gm.js', 'order-form.js', 'nope.js', '..%2F..%2Fpackage.json', '%00'),
    junk: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('%00', '%ED%A0%80', '..', 'a'.repeat(300))),
    query: fc.option(fc.dictionary(fc.constantFrom('lang', 'format', 'tables', 'turn', 'notice', 'token'), plausible, { maxKeys: 3 }), { nil: undefined }),
    json: jsonBody,
    form: formBody,
    asForm: fc.boolean(),
    sameOrigin: fc.boolean(),
  });

describe.each(databaseKinds())('fuzzing every route and web form on %s', (kind) => {
  let t: TestApp;
  const pool: PoolGame[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind, {
      resolveHost: async () => {
        throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    });
    pool.push(await seedGame(t.app, [SEATS.ana, SEATS.bruno]));
    pool.push(await seedGame(t.app, [SEATS.carla], { start: false }));
    // Every shipped ruleset with a form of its own is in the pool too (Lords of Chaos draws and parses its own).
    pool.push(await seedGame(t.app, [LOC_PLAYERS.khorne, LOC_PLAYERS.nurgle], { ruleset: 'lords-of-chaos' }));
    for (const [ruleset, names] of [
      ['generic', ['Alba', 'Bruno']],
      ['tic-tac-toe', ['X', 'O']],
      ['rock-paper-scissors', ['R', 'P']],
    ] as const) {
      const created = (await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: ruleset, ruleset, language: 'en' } })).json() as {
        id: string;
        gmToken: string;
      };
      const players = [];
      for (const name of names)
        players.push(
          (await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/players`, headers: auth(created.gmToken), payload: { name } })).json(),
        );
      expect((await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/start`, headers: auth(created.gmToken) })).statusCode).toBe(200);
      pool.push({ ...created, players });
    }
  });
  afterAll(async () => t?.close());

  it('every route gets random valid and invalid params, tokens and bodies: no response >= 500', { timeout: 600_000 }, async () => {
    const routes = t.app.routeList.filter((route) => route.method !== 'OPTIONS');
    const covered = new Map<string, number>();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(routeCall(routes.length), async (call) => {
        const route = routes[call.route]!;
        const game = pool[call.game % pool.length]!;
        const other = pool[(call.game + 1) % pool.length]!;
        const player = game.players[call.player % Math.max(1, game.players.length)];
        const token = { gm: game.gmToken, player: player?.token ?? call.junk, junk: call.junk, other: other.gmToken }[call.tokenKind];
        const path = route.url.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
          const value =
            whole === '*'
              ? call.asset
              : name === 'id'
                ? call.tokenKind === 'junk'
                  ? call.junk
                  : game.id
                : name === 'n'
                  ? call.n
                  : name === 'token'
                    ? token
                    : name === 'pid'
                      ? (player?.id ?? call.junk)
                      : name === 'format'
                        ? call.format
                        : name === 'name'
                          ? call.asset
                          : call.junk;
          return /%[0-9A-F]{2}/i.test(value) ? value : encodeURIComponent(value);
        });
        const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
        const authorization = { none: null, gm: game.gmToken, player: player?.token ?? null, junk: call.junk, 'other-gm': other.gmToken }[call.authKind];
        const headers: Record<string, string> = {
          ...(authorization !== null ? { authorization: `Bearer ${authorization}` } : {}),
          ...(call.sameOrigin ? { 'sec-fetch-site': 'same-origin' } : {}),
        };
        const hasBody = !['GET', 'HEAD'].includes(route.method);
        const form = hasBody && (call.asForm || !route.url.startsWith('/api/'));
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: path + query,
          headers: { ...headers, ...(hasBody ? { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' } : {}) },
          ...(hasBody ? { payload: form ? call.form : JSON.stringify(call.json ?? null) } : {}),
        });
        covered.set(`${route.method} ${route.url}`, (covered.get(`${route.method} ${route.url}`) ?? 0) + 1);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, `${route.method} ${path}${query} -> ${response.body.slice(0, 300)}`).toBeLessThan(500);
        expect(response.body).not.toMatch(/\n\s+at .+:\d+:\d+/);
        // Keep the pool usable: rotated GM tokens and replaced seats get their new tokens.
        if (response.statusCode === 200 && /gm-token$/.test(route.url)) {
          const fresh = route.url.startsWith('/api/')
            ? (response.json() as { gmToken: string }).gmToken
            : /\/gm\/([A-Za-z0-9_-]{43})/.exec(response.body.replaceAll(`/gm/${token}`, ''))?.[1];
          const owner = pool.find((g) => g.gmToken === (route.url.startsWith('/api/') ? authorization : token));
          if (owner && fresh) owner.gmToken = fresh;
        }
        if (response.statusCode === 200 && route.url === '/api/games/:id/players/:pid/replace' && player)
          player.token = (response.json() as { token: string }).token;
      }),
      { numRuns: 3000 },
    );
    const missing = routes.map((r) => `${r.method} ${r.url}`).filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
    console.info(`every-route fuzz on ${kind}: statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  });
});
