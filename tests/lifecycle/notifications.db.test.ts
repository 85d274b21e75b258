import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGame, expectOk, gmPost, putOrders, startLifecycleApp, type LifecycleApp } from './lifecycle-app.ts';
import { startHttpReceiver, startSmtpSink, type HttpReceiver, type SmtpSink } from './receivers.ts';

const SECRET_ORDERS = [{ type: 'guard', site: 'basalt', count: 2 }];
const linkIn = (raw: string) => /\/confirm-email\/([A-Za-z0-9_-]{43})/.exec(raw.replace(/=\r\n/g, ''))?.[1];

describe('notifications: real SMTP sink and HTTP receivers (injected clock, PGlite)', () => {
  let t: LifecycleApp;
  let smtp: SmtpSink;
  let hook: HttpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    hook = await startHttpReceiver();
    t = await startLifecycleApp('pglite', {
      start: '2027-05-03T08:00:00Z',
      env: { WEBHOOK_ALLOW_PRIVATE: '1', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_FROM: 'Turnkeeper <gm@turnkeeper.test>' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await hook?.close();
  });

  /** E-mail goes to confirmed addresses only: tick (the confirmation links go out), confirm, forget those mails. */
  async function confirmAddresses(addresses: string[]): Promise<void> {
    await t.app.scheduler.tick(t.clock.now());
    for (const address of addresses) {
      const index = smtp.messages.findIndex((m) => m.to.includes(address) && linkIn(m.raw) !== undefined);
      expect(index, address).toBeGreaterThanOrEqual(0);
      const token = linkIn(smtp.messages[index]!.raw);
      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/confirm-email/${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(confirmed.statusCode).toBe(200);
      smtp.messages.splice(index, 1);
    }
  }

  it('turn opened, reminder to the players without a sheet only, report published; never any orders', async () => {
    const game = await createGame(t.app, {
      emails: ['ana@players.test', 'bruno@players.test'],
      settings: { deadlinePolicy: { kind: 'duration', hours: 24 }, notify: { webhookUrl: hook.url, reminderHours: 6 } },
      start: false,
    });
    await confirmAddresses(['ana@players.test', 'bruno@players.test']);
    expectOk(await gmPost(t.app, game, '/start'));
    expect(await t.app.scheduler.tick(t.clock.now())).toMatchObject({ sent: 3, failed: 0 });
    expect(hook.bodies.at(-1)!.content).toContain('Turn 1 of Lifecycle is open');
    expect(hook.bodies.at(-1)!.embeds![0]!.url).toBe(`http://turnkeeper.test/games/${game.id}`);
    expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(['ana@players.test', 'bruno@players.test']);
    expect(smtp.messages[0]!.subject).toBe('Lifecycle: turn 1 is open');

    expectOk(await putOrders(t.app, game, 0, 1, SECRET_ORDERS)); // Ana (Amber Hawks) sends; Bruno (Cobalt Wolves) does not
    expect((await t.app.scheduler.tick(t.clock.advanceHours(17))).reminded).toBe(0); // 7 h before the deadline
    const reminder = await t.app.scheduler.tick(t.clock.advanceHours(1)); // 6 h before
    expect(reminder.reminded).toBe(2); // webhook + Bruno's e-mail
    expect(smtp.messages.slice(2).map((m) => m.to)).toEqual([['bruno@players.test']]);
    expect(smtp.messages[2]!.subject).toBe('Lifecycle: your orders for turn 1 are missing');
    expect(hook.bodies.at(-1)!.content).toContain('Orders still missing from: Cobalt Wolves.');
    expect(hook.bodies.at(-1)!.content).not.toContain('Amber Hawks');
    expect((await t.app.scheduler.tick(t.clock.advanceHours(1))).reminded).toBe(0); // once per turn

    const resolved = await t.app.scheduler.tick(t.clock.advanceHours(5));
    expect(resolved.resolved).toEqual([1]);
    expect(hook.bodies.map((b) => b.content).slice(-2)).toEqual([
      expect.stringContaining(`Report: http://turnkeeper.test/games/${game.id}/turns/1`),
      expect.stringContaining('Turn 2 of Lifecycle is open. Deadline:'),
    ]);
    expect(smtp.messages).toHaveLength(7); // 2 opened + 1 reminder + 2 reports + 2 opened
    const everything = JSON.stringify(hook.bodies) + smtp.messages.map((m) => m.raw).join('\n');
    expect(everything).not.toContain('basalt');
    expect(everything).not.toContain('guard');
  });

  it('civil disorder tells the GM (webhook and gmEmail); game over is announced', async () => {
    t.clock.set('2027-05-20T00:00:00Z');
    const game = await createGame(t.app, {
      language: 'es',
      settings: { nmrPolicy: { kind: 'none', civilDisorderAfter: 2 }, notify: { webhookUrl: hook.url, gmEmail: 'gm@players.test', emails: false } },
      start: false,
    });
    await confirmAddresses(['gm@players.test']);
    expectOk(await gmPost(t.app, game, '/start'));
    for (let turn = 1; turn <= 8; turn++) {
      t.clock.advanceHours(1);
      expectOk(await gmPost(t.app, game, `/turns/${turn}/resolve`));
    }
    await t.app.scheduler.tick(t.clock.now());
    const gmMails = smtp.messages.filter((m) => m.to.includes('gm@players.test'));
    expect(gmMails.map((m) => m.subject).sort()).toEqual(['Lifecycle: Amber Hawks en desorden civil', 'Lifecycle: Cobalt Wolves en desorden civil']);
    // Other tests' games share the database (and the tick): only this game's messages.
    const contents = hook.bodies.filter((b) => b.embeds?.[0]?.url?.includes(game.id)).map((b) => b.content);
    expect(contents.filter((c) => c.includes('desorden civil'))).toHaveLength(2);
    expect(contents.at(-1)).toContain('La partida Lifecycle ha terminado tras el turno 8');
    expect(smtp.messages.some((m) => m.to.includes('ana@players.test') && m.raw.includes(game.id))).toBe(false); // emails: false
  });

  it('a failing webhook is retried with exponential backoff and finally marked failed; the resolution never waits for it', async () => {
    const failing = await startHttpReceiver(500);
    try {
      t.clock.set('2027-06-01T00:00:00Z');
      const game = await createGame(t.app, { settings: { notify: { webhookUrl: failing.url } } });
      expectOk(await gmPost(t.app, game, '/turns/1/resolve')); // resolution succeeds while the receiver is down
      const rows = () =>
        t.prisma.notification.findMany({
          where: { gameId: game.id },
          select: { kind: true, status: true, attempts: true, nextAttemptAt: true, lastError: true },
          orderBy: { createdAt: 'asc' },
        });
      expect((await rows()).map((r) => r.kind)).toEqual(['turn_opened', 'report_published', 'turn_opened']);

      const start = t.clock.now().getTime();
      await t.app.scheduler.tick(new Date(start));
      expect(failing.hits).toBe(3);
      expect((await rows()).every((r) => r.status === 'pending' && r.attempts === 1 && r.lastError === 'webhook answered HTTP 500')).toBe(true);
      expect((await rows())[0]!.nextAttemptAt).toEqual(new Date(start + 30_000));

      await t.app.scheduler.tick(new Date(start + 29_000)); // not yet due
      expect(failing.hits).toBe(3);
      await t.app.scheduler.tick(new Date(start + 30_000)); // 2nd attempt; next after 60 s
      expect(failing.hits).toBe(6);
      expect((await rows())[0]).toMatchObject({ attempts: 2, nextAttemptAt: new Date(start + 90_000) });

      failing.status = 204; // the receiver comes back: the next attempt delivers
      await t.app.scheduler.tick(new Date(start + 90_000));
      expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
      expect(failing.bodies).toHaveLength(3);

      failing.status = 503; // down for good: 6 attempts (30 s, 1, 2, 4, 8 min apart), then failed
      expectOk(await gmPost(t.app, game, '/turns/2/resolve'));
      let at = t.clock.now().getTime();
      for (const delay of [0, 30_000, 60_000, 120_000, 240_000, 480_000]) await t.app.scheduler.tick(new Date((at += delay)));
      const last = (await rows()).slice(3);
      expect(last.map((r) => [r.status, r.attempts])).toEqual([
        ['failed', 6],
        ['failed', 6],
      ]);
      const hits = failing.hits;
      await t.app.scheduler.tick(new Date(at + 86_400_000));
      expect(failing.hits).toBe(hits);
    } finally {
      await failing.close();
    }
  });
});
