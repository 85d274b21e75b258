import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, FIXTURE_RULESET, SEATS, seatBody } from '../helpers/test-app.ts';
import { createGame, expectOk, gmPost, startLifecycleApp, type LifecycleApp } from '../lifecycle/lifecycle-app.ts';
import { startSmtpSink, type SmtpSink } from '../lifecycle/receivers.ts';

const linkIn = (raw: string) => /http:\/\/turnkeeper\.test\/confirm-email\/([A-Za-z0-9_-]{43})/.exec(raw.replace(/=\r\n/g, ''))?.[1];
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('e-mail only to confirmed addresses (real SMTP sink, injected clock, PGlite)', () => {
  let t: LifecycleApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startLifecycleApp('pglite', { start: '2027-03-01T10:00:00Z', env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const to = (address: string) => smtp.messages.filter((m) => m.to.includes(address));

  it('an address gets one confirmation link and nothing else until its owner confirms it (POST from the link page)', async () => {
    const game = await createGame(t.app, {
      emails: ['ana@victims.test', 'bruno@victims.test'],
      settings: { notify: { gmEmail: 'gm@victims.test' }, nmrPolicy: { kind: 'none', civilDisorderAfter: 1 } },
    });
    await t.app.scheduler.tick(t.clock.now());
    for (const address of ['ana@victims.test', 'bruno@victims.test', 'gm@victims.test']) {
      expect(
        to(address).map((m) => m.subject),
        address,
      ).toEqual(['Lifecycle: confirm your e-mail address']);
    }
    await t.app.scheduler.tick(t.clock.advanceHours(1));
    expect(smtp.messages).toHaveLength(3); // sent once, not at every tick

    const token = linkIn(to('ana@victims.test')[0]!.raw)!;
    expect(token).toBeDefined();
    const ask = await t.app.inject({ method: 'GET', url: `/confirm-email/${token}` });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('ana@victims.test');
    expect(ask.body).toContain(`action="/confirm-email/${token}?lang=en"`);
    expect(await t.prisma.emailConfirmation.count({ where: { confirmedAt: { not: null } } })).toBe(0); // GET confirms nothing
    const confirmed = await t.app.inject({ method: 'POST', url: `/confirm-email/${token}?lang=en`, headers: form, payload: '' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Address confirmed');
    expect((await t.app.inject({ method: 'GET', url: '/confirm-email/not-a-real-token-aaaaaaaaaaaaaaaa' })).statusCode).toBe(404);

    expectOk(await gmPost(t.app, game, '/turns/1/resolve')); // report + turn 2 opened + civil disorder (nobody sent orders)
    await t.app.scheduler.tick(t.clock.advanceHours(1));
    expect(to('ana@victims.test').map((m) => m.subject)).toEqual([
      'Lifecycle: confirm your e-mail address',
      'Lifecycle: report of turn 1',
      'Lifecycle: turn 2 is open',
    ]);
    expect(to('bruno@victims.test')).toHaveLength(1); // unconfirmed: still only the confirmation link
    expect(to('gm@victims.test')).toHaveLength(1); // the GM's unconfirmed address gets no civil-disorder mail
    expect(smtp.messages.every((m) => !/guard|raid/.test(m.raw))).toBe(true);
  });

  it('an address named by many games gets at most 3 confirmation links a day', async () => {
    const seated = seatBody(SEATS.ana, { email: 'target@victims.test' });
    for (let i = 0; i < 5; i++) {
      const created = expectOk(
        await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: `Spam ${i}`, ruleset: FIXTURE_RULESET, language: 'en' } }),
        201,
      );
      expectOk(await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/players`, headers: auth(created.gmToken), payload: seated }), 201);
    }
    await t.app.scheduler.tick(t.clock.advanceHours(1));
    await t.app.scheduler.tick(t.clock.advanceHours(1));
    expect(to('target@victims.test')).toHaveLength(3);
    await t.app.scheduler.tick(t.clock.advanceHours(23));
    expect(to('target@victims.test')).toHaveLength(5);
  });
});
