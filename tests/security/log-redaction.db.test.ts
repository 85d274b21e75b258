import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/http/plugins/logging.ts';
import { setInviteLink } from '../../src/services/invitations.ts';
import { auth, SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';

/** Percent-encodes every character of `text` (a token written so that no plain substring of it remains). */
const encodeAll = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

describe('tokens never reach the log, whatever the URL spelling (captured log stream)', () => {
  let t: TestApp;
  let game: SeededGame;
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { LOG_LEVEL: 'trace' }, logStream });
    game = await seedGame(t.app, [SEATS.ana]);
  });
  afterAll(async () => t?.close());

  it('redacts /play/<token>, /gm/<token>, their percent-encoded spellings and ?token= from every log line', async () => {
    const player = game.players[0]!.token;
    const gm = game.gmToken;
    const urls = [
      `/play/${player}`,
      `/%70lay/${player}`,
      `/p%6Cay/${player}?lang=en`,
      `/play/${encodeAll(player)}`,
      `/%67m/${gm}`,
      `/gm/${gm}/pause`,
      `/GM/${gm}`,
      `/play//${player}`,
      `/api/games/${game.id}?token=${gm}`,
      `/api/games/${game.id}?lang=en&Token=${encodeAll(gm)}`,
      `/play/${player}?token=${player}`,
      `/confirm-email/${player}`,
    ];
    for (const url of urls) await t.app.inject({ method: url.endsWith('/pause') ? 'POST' : 'GET', url });
    await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/orders`, headers: auth(gm) });
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(urls.length);
    for (const token of [player, gm]) {
      expect(log).not.toContain(token.slice(0, 16));
      expect(log).not.toContain(encodeAll(token).slice(0, 24));
    }
    expect(log).toContain('/play/[redacted]');
    expect(log).toContain('/gm/[redacted]');
  });

  it('redacts invite codes (/join/<code>), ?t= and token-shaped values anywhere in the path or query, in any spelling; game ids stay readable (issue 34)', async () => {
    const player = game.players[0]!.token;
    const gm = game.gmToken;
    const setup = await seedGame(t.app, [SEATS.bruno], { start: false });
    const code = (await setInviteLink(t.app.db, { role: 'gm' }, setup.id, true)).code!;
    const encodeTimes = (text: string, times: number): string => (times === 0 ? text : encodeTimes(encodeAll(text), times - 1));
    const mixed = (token: string) => `${token.slice(0, 10)}${encodeAll(token.slice(10, 20))}${token.slice(20)}`;
    const requests: { method: 'GET' | 'POST'; url: string }[] = [
      { method: 'GET', url: `/join/${code}` },
      { method: 'POST', url: `/join/${code}` },
      { method: 'GET', url: `/JOIN/${code}?lang=en` },
      { method: 'GET', url: `/%6Aoin/${code}` },
      { method: 'GET', url: `/join//${encodeAll(code)}` },
      { method: 'GET', url: `/api/games/${game.id}?t=${gm}` },
      { method: 'GET', url: `/api/games/${game.id}?lang=en&T=${player}` },
      { method: 'GET', url: `/api/games/${game.id}?%74=${mixed(gm)}` },
      { method: 'GET', url: `/api/games/${gm}` },
      { method: 'GET', url: `/api/games/${game.id}/turns/1/orders/${player}` },
      { method: 'GET', url: `/${player}` },
      { method: 'GET', url: `/games/${game.id}/${mixed(player)}.json` },
      { method: 'GET', url: `/games/${game.id}/p-${encodeAll(code)}` },
      { method: 'GET', url: `/games/${game.id}?${gm}` },
      { method: 'GET', url: `/games/${game.id}?lang=en&link=${code}` },
      { method: 'GET', url: `/games/${game.id}?x=${encodeTimes(player, 2)}` },
      { method: 'GET', url: `/games/${game.id}?x=${encodeTimes(gm, 4)}` },
      { method: 'GET', url: `/games/${game.id}/turns/1?note=${encodeURIComponent(`see /play/ ${code} now`)}` },
    ];
    const before = lines.length;
    for (const { method, url } of requests)
      await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=Eve' } : {}),
      });
    const written = lines.slice(before);
    const log = written.join('');
    expect(written.filter((line) => line.includes('"msg":"request completed"') || line.includes('"msg":"request errored"'))).toHaveLength(requests.length);
    for (const token of [player, gm, code]) {
      for (const piece of [
        token.slice(0, 16),
        token.slice(14, 30),
        token.slice(-16),
        encodeAll(token).slice(0, 24),
        encodeAll(token).slice(-24),
        encodeTimes(token, 2).slice(0, 40),
      ]) {
        expect(log, piece).not.toContain(piece);
      }
    }
    expect(log).toContain('/join/[redacted]');
    expect(log).toContain(`/api/games/${game.id}?t=[redacted]`);
    expect(log).toContain(`/api/games/${game.id}?lang=en&T=[redacted]`);
    expect(log).toContain(`/api/games/${game.id}/turns/1/orders/[redacted]`);
    expect(log).toContain(`/games/${game.id}?lang=en&link=[redacted]`);
  });

  it('leaves ordinary URLs as they are: game ids (UUIDs), versions, languages (the quick return)', async () => {
    const before = lines.length;
    const urls = [
      `/api/games/${game.id}`,
      `/api/games/${game.id}/turns/1/report?format=json&lang=en`,
      `/games/${game.id}?lang=es&turn=0`,
      `/api/games/${game.id}/turns/1/map.svg?v=0123456789abcdef`,
      `/api/games/${game.id}/position`,
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    const logged = lines
      .slice(before)
      .map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url)
      .filter((url) => url !== undefined);
    expect(logged).toEqual(urls);
  });

  it('writes one access line per request: id, method, redacted URL, address, status and time, no headers and no body', async () => {
    const player = game.players[0]!.token;
    const before = lines.length;
    const orders = { orders: [{ type: 'guard', site: 'secret-site-name' }] };
    const sent = Date.now();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}/turns/1/orders`,
      headers: { ...auth(player), cookie: `session=${player}` },
      payload: orders,
    });
    expect(response.statusCode).toBeLessThan(500);
    const written = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const access = written.filter((line) => line.msg === 'request completed');
    expect(access).toHaveLength(1);
    const line = access[0]!;
    expect(line).toMatchObject({
      level: 30,
      req: { method: 'PUT', url: `/api/games/${game.id}/turns/1/orders`, remoteAddress: '127.0.0.1' },
      res: { statusCode: response.statusCode },
    });
    expect(typeof line.reqId).toBe('string');
    expect(typeof line.responseTime).toBe('number');
    expect(Object.keys(line.req as object).sort()).toEqual(['method', 'remoteAddress', 'url']);
    // pino's shape and order: level, time, the logger's bindings, the fields, the message last.
    expect(Object.keys(line)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'msg']);
    expect(line.time).toBeGreaterThanOrEqual(sent); // epoch milliseconds of this request, between its sending and now
    expect(line.time).toBeLessThanOrEqual(Date.now());
    const text = lines.slice(before).join('');
    expect(text).not.toContain(player.slice(0, 16));
    expect(text).not.toContain('secret-site-name');
  });

  it("lines logged through a request's own logger (made only when used) carry its request id, as its access line does", async () => {
    const before = lines.length;
    const response = await t.app.inject({ method: 'GET', url: '/api/games/no-such-game' });
    expect(response.statusCode).toBe(404);
    const written = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const rejected = written.find((line) => line.msg === 'request rejected');
    const access = written.find((line) => line.msg === 'request completed');
    expect(rejected).toMatchObject({ level: 30, statusCode: 404, code: 'not_found' });
    expect(typeof rejected!.reqId).toBe('string');
    expect(rejected!.reqId).toBe(access!.reqId);
    // Two requests, two ids: the lazily made logger is bound to its own request.
    const again = lines.length;
    await t.app.inject({ method: 'GET', url: '/api/games/no-such-game' });
    const second = lines
      .slice(again)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'request rejected');
    expect(second!.reqId).not.toBe(rejected!.reqId);
  });

  it('keeps the rest of the URL readable', () => {
    expect(redactUrl('/gm/abc/players/p1/replace?lang=en')).toBe('/gm/[redacted]/players/p1/replace?lang=en');
    expect(redactUrl('/api/games/g1/turns/2/report?format=json&token=abc')).toBe('/api/games/g1/turns/2/report?format=json&token=[redacted]');
    expect(redactUrl('/gm?lang=es')).toBe('/gm?lang=es');
    expect(redactUrl('/games/g1')).toBe('/games/g1');
    // The quick return for URLs that cannot hold a token must not catch any spelling that can.
    expect(redactUrl('/api/games/0b7f3b2e/turns/1/report.md?v=3&lang=en')).toBe('/api/games/0b7f3b2e/turns/1/report.md?v=3&lang=en');
    expect(redactUrl('/pLaY/abc')).toBe('/pLaY/[redacted]');
    expect(redactUrl('/x?aCcEsS_ToKeN=abc')).toBe('/x?aCcEsS_ToKeN=[redacted]');
    expect(redactUrl('/Confirm-Email/abc')).toBe('/Confirm-Email/[redacted]');
    expect(redactUrl('/join/abc?lang=en')).toBe('/join/[redacted]?lang=en');
    expect(redactUrl('/api/games/0b7f3b2e-5c1d-4e8f-9a2b-3c4d5e6f7a8b/turns/1/report?format=json&t=abc')).toBe(
      '/api/games/0b7f3b2e-5c1d-4e8f-9a2b-3c4d5e6f7a8b/turns/1/report?format=json&t=[redacted]',
    );
    // 42 base64url characters are not a token; 43 are, wherever they stand.
    expect(redactUrl(`/x/${'a'.repeat(42)}?y=${'b'.repeat(42)}`)).toBe(`/x/${'a'.repeat(42)}?y=${'b'.repeat(42)}`);
    expect(redactUrl(`/x/${'a'.repeat(43)}/z?y=${'b'.repeat(43)}&w=1`)).toBe('/x/[redacted]/z?y=[redacted]&w=1');
    expect(redactUrl(`/x/a.${'a'.repeat(80)}.json`)).toBe('/x/[redacted]');
  });
});
