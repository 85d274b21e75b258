import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbiddenReason } from '../../src/notifications/safe-target.ts';
import { auth } from '../helpers/test-app.ts';
import { createGame, expectOk, startLifecycleApp, type LifecycleApp } from '../lifecycle/lifecycle-app.ts';
import { startHttpReceiver, type HttpReceiver } from '../lifecycle/receivers.ts';

/** A test resolver: `hooks.example.test` resolves to whatever `answer` says (127.0.0.1 unless changed). */
const dns = { answer: ['127.0.0.1'] };
const resolveHost = async (host: string) => {
  if (host === 'hooks.example.test') return dns.answer;
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

/** Answers 302 to `location`. */
async function startRedirector(location: string): Promise<{ url: string; hits: number; close(): Promise<void> }> {
  const state = { hits: 0 };
  const server: Server = createServer((_request, response) => {
    state.hits++;
    response.writeHead(302, { location }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    get hits() {
      return state.hits;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('webhooks cannot reach private addresses (SSRF), PGlite', () => {
  let strict: LifecycleApp;
  let permissive: LifecycleApp;
  let receiver: HttpReceiver;
  beforeAll(async () => {
    receiver = await startHttpReceiver();
    strict = await startLifecycleApp('pglite', { resolveHost });
    permissive = await startLifecycleApp('pglite', { resolveHost, env: { WEBHOOK_ALLOW_PRIVATE: '1' } });
  });
  afterAll(async () => {
    await strict?.close();
    await permissive?.close();
    await receiver?.close();
  });

  it('classifies addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:8.8.8.8',
      '64:ff9b::a00:1',
    ]) {
      expect(forbiddenReason(address), address).not.toBeNull();
    }
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111']) expect(forbiddenReason(address), address).toBeNull();
  });

  it('refuses private targets when the GM sets them: 422 unsafe_webhook with a clear message (API and console form)', async () => {
    const game = await createGame(strict.app, { start: false });
    const port = new URL(receiver.url).port;
    for (const url of [
      receiver.url,
      `http://localhost:${port}/hook`.replace('localhost', '127.1'),
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/hook',
      'http://100.64.1.1/hook',
      `http://[::1]:${port}/hook`,
      'http://[fd12:3456::1]/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:7f00:1]/hook',
      'http://[::ffff:0:7f00:1]/hook', // IPv4-translated 127.0.0.1 (issue 34; every form: ssrf-special-ranges.test.ts)
      'http://2130706433/hook', // 127.0.0.1 as one decimal number
      'http://0x7f.0.0.1/hook',
      'http://224.0.0.251/hook',
      `http://hooks.example.test:${port}/hook`, // a name that resolves to 127.0.0.1
    ]) {
      const response = await strict.app.inject({
        method: 'PATCH',
        url: `/api/games/${game.id}/settings`,
        headers: auth(game.gmToken),
        payload: { notify: { webhookUrl: url } },
      });
      expect(response.statusCode, url).toBe(422);
      expect(response.json(), url).toMatchObject({ error: 'unsafe_webhook', message: expect.stringMatching(/not allowed/) });
    }
    const form = await strict.app.inject({
      method: 'POST',
      url: `/gm/${game.gmToken}/settings?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `policy=none&nmr=none&webhookUrl=${encodeURIComponent(receiver.url)}`,
    });
    expect(form.statusCode).toBe(422);
    expect(form.body).toContain('not allowed');
    const settings = expectOk(await strict.app.inject({ method: 'GET', url: `/api/games/${game.id}/settings`, headers: auth(game.gmToken) }));
    expect(settings.notify.webhookUrl).toBeUndefined();
  });

  it('checks again at delivery time: a name that resolves elsewhere by then (DNS rebinding) is not contacted', async () => {
    dns.answer = ['93.184.216.34']; // public when the GM sets it...
    const port = new URL(receiver.url).port;
    const game = await createGame(strict.app, { settings: { notify: { webhookUrl: `http://hooks.example.test:${port}/hook` } } });
    dns.answer = ['127.0.0.1']; // ...loopback when the notification goes out
    const hits = receiver.hits;
    const tick = await strict.app.scheduler.tick(strict.clock.now());
    expect(tick.failed).toBeGreaterThan(0);
    expect(receiver.hits).toBe(hits);
    const rows = await strict.prisma.notification.findMany({ where: { gameId: game.id, channel: 'webhook' } });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.lastError).toMatch(/127\.0\.0\.1.*not allowed/);
  });

  it('with WEBHOOK_ALLOW_PRIVATE the connection goes to the resolved (pinned) address, and redirects are never followed', async () => {
    dns.answer = ['127.0.0.1'];
    const port = new URL(receiver.url).port;
    // The system resolver does not know hooks.example.test: reaching the receiver proves the pinned address was used.
    const game = await createGame(permissive.app, { settings: { notify: { webhookUrl: `http://hooks.example.test:${port}/hook` } } });
    const before = receiver.hits;
    expect((await permissive.app.scheduler.tick(permissive.clock.now())).sent).toBeGreaterThan(0);
    expect(receiver.hits).toBeGreaterThan(before);
    expect(receiver.bodies.at(-1)!.embeds![0]!.url).toContain(game.id);

    const redirector = await startRedirector(receiver.url);
    try {
      const redirected = await createGame(permissive.app, { settings: { notify: { webhookUrl: redirector.url } } });
      const hits = receiver.hits;
      const tick = await permissive.app.scheduler.tick(permissive.clock.now());
      expect(tick.failed).toBeGreaterThan(0);
      expect(redirector.hits).toBeGreaterThan(0);
      expect(receiver.hits).toBe(hits); // the redirect target was never contacted
      const row = await permissive.prisma.notification.findFirst({ where: { gameId: redirected.id, channel: 'webhook' } });
      expect(row!.lastError).toMatch(/302.*redirects are not followed/);
    } finally {
      await redirector.close();
    }
  });
});
