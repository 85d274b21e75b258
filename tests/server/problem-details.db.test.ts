import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_CODES, problemType } from '../../src/http/problem-codes.ts';
import { auth, SEATS, seatBody, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';

const JSON_TYPE = { 'content-type': 'application/json' };

/** Every JSON error: problem+json with the RFC 9457 members, a documented code and the deprecated aliases. */
function expectProblem(response: LightMyRequestResponse, status: number, code: string, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
  expect(response.headers['content-type'], what).toBe('application/problem+json; charset=utf-8');
  expect(response.headers.etag, `${what}: an error carries no ETag`).toBeUndefined();
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(PROBLEM_CODES), what).toContain(body.code);
  expect(body, what).toMatchObject({ type: problemType(code), title: PROBLEM_CODES[code as keyof typeof PROBLEM_CODES].title, status, code, error: code });
  expect(typeof body.detail === 'string' && body.detail.length > 0, what).toBe(true);
  expect(body.message, what).toBe(body.detail);
  for (const problem of (body.problems as unknown[] | undefined) ?? []) {
    expect(problem, what).toMatchObject({ path: expect.any(String), code: expect.any(String), message: expect.any(String) });
  }
  return body;
}

describe('problem details on every route and error kind, PGlite', () => {
  let t: TestApp;
  let game: SeededGame;
  let other: SeededGame;
  let resolved: SeededGame;
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { BODY_LIMIT: '4096' } });
    game = await seedGame(t.app);
    other = await seedGame(t.app, [SEATS.ana]);
    resolved = await seedGame(t.app, [SEATS.ana, SEATS.bruno], { language: 'es' });
    const resolve = await t.app.inject({ method: 'POST', url: `/api/games/${resolved.id}/turns/1/resolve`, headers: auth(resolved.gmToken) });
    expect(resolve.statusCode, resolve.body).toBe(200);
  });
  afterAll(async () => t?.close());

  const cases = (): { kind: string; request: InjectOptions; status: number; code: string; check?: (body: Record<string, unknown>) => void }[] => [
    {
      kind: 'bad body',
      request: { method: 'POST', url: '/api/games', payload: { name: 7 } },
      status: 400,
      code: 'bad_request',
      check: (body) => expect(body.problems).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'body.name', code: 'invalid_type' })])),
    },
    {
      kind: 'bad params',
      request: { method: 'GET', url: `/api/games/${game.id}/turns/abc/orders`, headers: auth(game.gmToken) },
      status: 400,
      code: 'bad_request',
      check: (body) => expect(body.problems).toEqual([expect.objectContaining({ path: 'params.n' })]),
    },
    { kind: 'bad query', request: { method: 'GET', url: `/api/games/${game.id}/rolls?turn=x` }, status: 400, code: 'bad_request' },
    { kind: 'malformed JSON', request: { method: 'POST', url: '/api/games', headers: JSON_TYPE, payload: '{"name": ' }, status: 400, code: 'bad_json' },
    { kind: 'empty JSON body', request: { method: 'POST', url: '/api/games', headers: JSON_TYPE, payload: '' }, status: 400, code: 'bad_json' },
    { kind: 'malformed URL encoding (before routing)', request: { method: 'GET', url: '/api/games/%E0%A4%A' }, status: 400, code: 'bad_request' },
    {
      kind: 'NUL in a field',
      request: { method: 'POST', url: '/api/games', payload: { name: 'a\u0000b', ruleset: 'outposts' } },
      status: 400,
      code: 'bad_request',
    },
    { kind: 'no token', request: { method: 'GET', url: `/api/games/${game.id}/audit` }, status: 401, code: 'unauthorized' },
    {
      kind: 'unknown token',
      request: { method: 'GET', url: `/api/games/${game.id}/turns/1/orders`, headers: auth('not-a-real-token') },
      status: 401,
      code: 'unauthorized',
    },
    {
      kind: "another game's token",
      request: { method: 'GET', url: `/api/games/${game.id}/settings`, headers: auth(other.gmToken) },
      status: 403,
      code: 'forbidden',
    },
    {
      kind: 'cross-site API call',
      request: { method: 'POST', url: '/api/games', headers: { 'sec-fetch-site': 'cross-site' }, payload: { name: 'x', ruleset: 'outposts' } },
      status: 403,
      code: 'cross_site_request',
    },
    { kind: 'unknown game', request: { method: 'GET', url: '/api/games/00000000-0000-0000-0000-000000000000' }, status: 404, code: 'not_found' },
    { kind: 'unknown game (published scope)', request: { method: 'GET', url: '/games/nope/feed.xml' }, status: 404, code: 'not_found' },
    { kind: 'unpublished report', request: { method: 'GET', url: `/api/games/${game.id}/turns/1/report` }, status: 404, code: 'not_found' },
    { kind: 'unknown route', request: { method: 'GET', url: '/api/nothing-here' }, status: 404, code: 'not_found' },
    { kind: 'wrong method', request: { method: 'DELETE', url: `/api/games/${game.id}` }, status: 405, code: 'method_not_allowed' },
    { kind: 'state conflict', request: { method: 'POST', url: `/api/games/${game.id}/start`, headers: auth(game.gmToken) }, status: 409, code: 'game_started' },
    {
      kind: 'illegal orders',
      request: {
        method: 'PUT',
        url: `/api/games/${game.id}/turns/1/orders`,
        headers: auth(game.players[0]!.token),
        payload: { orders: [{ type: 'nonsense' }] },
      },
      status: 422,
      code: 'illegal_orders',
      check: (body) => {
        expect(body.problems).toEqual([expect.objectContaining({ path: 'orders.0', code: expect.any(String) })]);
        expect(body.errors).toEqual([expect.objectContaining({ index: 0, reason: (body.problems as { code: string }[])[0]!.code })]); // deprecated alias
      },
    },
    {
      kind: 'bad player data',
      request: { method: 'POST', url: `/api/games/${game.id}/players`, headers: auth(game.gmToken), payload: seatBody(SEATS.carla, { name: '' }) },
      status: 400,
      code: 'bad_request',
    },
    {
      kind: 'check route (web scope)',
      request: { method: 'POST', url: `/api/games/${game.id}/turns/1/orders/check`, headers: auth(game.players[0]!.token), payload: { nope: 1 } },
      status: 400,
      code: 'bad_request',
    },
    {
      kind: 'body too large',
      request: { method: 'POST', url: '/api/games', payload: { name: 'x'.repeat(5000), ruleset: 'outposts' } },
      status: 413,
      code: 'payload_too_large',
    },
    {
      kind: 'unsupported media type',
      request: { method: 'POST', url: '/api/games', headers: { 'content-type': 'application/xml' }, payload: '<game/>' },
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      kind: 'unsupported content encoding',
      request: { method: 'POST', url: '/api/games', headers: { ...JSON_TYPE, 'content-encoding': 'x-unknown' }, payload: '{}' },
      status: 415,
      code: 'unsupported_media_type',
    },
  ];

  it('answers each error kind as problem+json with a documented code', async () => {
    const kinds = cases();
    for (const { kind, request, status, code, check } of kinds) {
      const body = expectProblem(await t.app.inject(request), status, code, kind);
      check?.(body);
    }
    expect(new Set(kinds.map((c) => c.status))).toEqual(new Set([400, 401, 403, 404, 405, 409, 413, 415, 422]));
  });

  it('410 for a withdrawn turn: problem+json with the withdrawnAt extension', async () => {
    const revert = await t.app.inject({ method: 'POST', url: `/api/games/${resolved.id}/revert`, headers: auth(resolved.gmToken), payload: { turn: 1 } });
    expect(revert.statusCode, revert.body).toBe(200);
    const body = expectProblem(await t.app.inject({ url: `/api/games/${resolved.id}/turns/1/report?format=json` }), 410, 'turn_withdrawn', 'withdrawn report');
    expect(Number.isNaN(Date.parse(String(body.withdrawnAt)))).toBe(false);
  });

  it('405 names the methods the path takes in Allow', async () => {
    const cases = [
      { method: 'DELETE' as const, url: `/api/games/${game.id}`, allow: 'GET, HEAD' },
      { method: 'GET' as const, url: `/api/games/${game.id}/start`, allow: 'POST' },
      { method: 'PATCH' as const, url: `/api/games/${game.id}/turns/1/orders`, allow: 'GET, HEAD, PUT' },
      { method: 'PUT' as const, url: '/openapi.json', allow: 'GET, HEAD' },
    ];
    for (const { method, url, allow } of cases) {
      const response = await t.app.inject({ method, url });
      expectProblem(response, 405, 'method_not_allowed', `${method} ${url}`);
      expect(response.headers.allow, `${method} ${url}`).toBe(allow);
    }
  });

  it('never answers 304 for an error, even sent the ETag its body would have; 2xx reads still get 304', async () => {
    const first = await t.app.inject({ url: '/api/games/nope' });
    // The tag error bodies got before (SHA-1 of the bytes): sent back, it used to turn the 404 into 304.
    const oldTag = `"${createHash('sha1').update(first.body).digest('base64')}"`;
    for (const tag of [oldTag, `W/${oldTag}`, '*']) {
      expectProblem(await t.app.inject({ url: '/api/games/nope', headers: { 'if-none-match': tag } }), 404, 'not_found', `If-None-Match ${tag}`);
    }
    for (const url of [`/api/games/${game.id}`, `/api/games/${game.id}/rolls`]) {
      const ok = await t.app.inject({ url });
      expect(ok.statusCode).toBe(200);
      const again = await t.app.inject({ url, headers: { 'if-none-match': String(ok.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
    }
    // A write is never answered 304, whatever If-None-Match says.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}/turns/1/ready`,
      headers: { ...auth(game.players[1]!.token), 'if-none-match': '*' },
      payload: { ready: false },
    });
    expect(put.statusCode, put.body).toBe(200);
  });

  it('marks what a token reads private: Cache-Control private, no-store and Vary: Authorization', async () => {
    const player = auth(resolved.players[0]!.token);
    const gm = auth(resolved.gmToken);
    const reads = [
      { url: `/api/games/${resolved.id}/position`, headers: player },
      { url: `/api/games/${resolved.id}/turns/1/orders`, headers: player },
      { url: `/api/games/${resolved.id}/turns/1/orders`, headers: gm },
      { url: `/api/games/${resolved.id}/audit`, headers: gm },
      { url: `/api/games/${resolved.id}/settings`, headers: gm },
      { url: `/api/games/${resolved.id}/adjustments`, headers: gm },
      { url: `/api/games/${resolved.id}/rolls`, headers: player },
      { url: `/api/games/${resolved.id}/export`, headers: gm },
      { url: `/api/games/${resolved.id}/turns/1/orders`, headers: auth(other.gmToken) }, // 403: private too
    ];
    for (const { url, headers } of reads) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
      expect(String(response.headers.vary).split(/,\s*/), url).toContain('Authorization');
    }
    // Without a token the public view keeps its own caching (it still varies by token).
    const position = await t.app.inject({ url: `/api/games/${resolved.id}/position` });
    expect(position.statusCode).toBe(200);
    expect(position.headers['cache-control']).toBeUndefined();
    expect(String(position.headers.vary)).toContain('Authorization');
  });

  it('serves /openapi.json brotli- or gzip-compressed when asked, with an ETag per copy', async () => {
    const plain = await t.app.inject({ url: '/openapi.json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ url: '/openapi.json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await t.app.inject({ url: '/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    const again = await t.app.inject({ url: '/openapi.json', headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("answers browsers with an error page in the game's language (the cross-site 403 of an English game in English)", async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' };
    const english = await t.app.inject({ method: 'POST', url: `/gm/${game.gmToken}/pause`, headers: form, payload: '' });
    expect(english.statusCode).toBe(403);
    expect(english.headers['content-type']).toContain('text/html');
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('Requests from another site cannot change anything here');
    const spanish = await t.app.inject({ method: 'POST', url: `/gm/${resolved.gmToken}/pause`, headers: { ...form, 'accept-language': 'en' }, payload: '' });
    expect(spanish.body).toContain('<html lang="es"'); // the game's language wins over the browser's
    expect(spanish.body).toContain('Las peticiones desde otro sitio');
    const asked = await t.app.inject({ method: 'POST', url: `/gm/${resolved.gmToken}/pause?lang=en`, headers: form, payload: '' });
    expect(asked.body).toContain('<html lang="en"');
    // No game behind the address: the browser's language.
    const page = await t.app.inject({ url: '/no-such-page', headers: { accept: 'text/html', 'accept-language': 'de, en;q=0.8' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<html lang="en"');
    // A form address asked with GET by a browser: 405 with Allow, as a page.
    const wrongMethod = await t.app.inject({ url: `/gm/${game.gmToken}/pause`, headers: { accept: 'text/html' } });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
    expect(wrongMethod.body).toContain('This address does not take this kind of request');
    // The published pages' 404 too.
    const published = await t.app.inject({ url: `/games/${game.id}/turns/9`, headers: { accept: 'text/html' } });
    expect(published.statusCode).toBe(404);
    expect(published.body).toContain('<html lang="en"');
  });
});

describe('429 as problem details, PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { RATE_LIMIT_ANON_PER_MINUTE: '2' } });
  });
  afterAll(async () => t?.close());

  it('answers the request over the budget 429 rate_limited with Retry-After and retryAfter', async () => {
    let response!: LightMyRequestResponse;
    for (let i = 0; i < 3; i++) response = await t.app.inject({ url: '/api/games/nope' });
    const body = expectProblem(response, 429, 'rate_limited', 'over the budget');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(body.retryAfter).toBe(Number(response.headers['retry-after']));
  });
});
