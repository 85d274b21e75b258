import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceError } from '../../src/services/errors.ts';
import { openSheetTarget } from '../../src/services/sheet-access.ts';
import { submitSheet } from '../../src/services/submit-orders.ts';
import { auth } from '../helpers/test-app.ts';
import { createGame, expectOk, gmPost, putOrders, startLifecycleApp, type LifecycleApp } from '../lifecycle/lifecycle-app.ts';

const ANA_GUARDS = [{ type: 'guard', site: 'amber', count: 1 }];
const HOUR = 3_600_000;

/**
 * Issues 34 and 37: a deadline holds. A start or a new deadline in the past is refused (it would resolve the step
 * at the scheduler's next tick with nobody's orders); after the deadline a save or a ready flag is refused
 * (409 deadline_passed) until the GM extends it, whether or not this process remembers the token; and an answer
 * racing the resolution of its own step is told the step is resolved (409), never judged on the next step.
 * The clock is moved by hand (ManualClock); the scheduler does not run.
 */
describe('deadlines hold (injected clock, PGlite)', () => {
  let t: LifecycleApp;
  beforeAll(async () => {
    t = await startLifecycleApp('pglite', { start: '2027-03-01T12:00:00Z' });
  });
  afterAll(async () => t?.close());

  const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

  it('a start or a deadline change in the past is refused with 422 deadline_in_past; a future one is taken', async () => {
    const game = await createGame(t.app, { start: false });
    for (const deadline of [at(-60_000), at(0)]) {
      const refused = await gmPost(t.app, game, '/start', { deadline });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ error: 'deadline_in_past' });
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/games/${game.id}` })).json()).toMatchObject({ status: 'setup' });
    expectOk(await gmPost(t.app, game, '/start', { deadline: at(HOUR) }));
    const change = await gmPost(t.app, game, '/deadline', { deadline: at(-1) });
    expect(change.statusCode).toBe(422);
    expect(change.json()).toMatchObject({ error: 'deadline_in_past' });
  });

  it('the GM console keeps a refused start deadline as typed and says why in the start form', async () => {
    const game = await createGame(t.app, { start: false });
    const typed = '2027-02-27T10:00'; // before the clock (game in UTC)
    const page = await t.app.inject({
      method: 'POST',
      url: `/gm/${game.gmToken}/start?lang=en`,
      payload: `deadline=${encodeURIComponent(typed)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.statusCode).toBe(422);
    const start = page.body.slice(page.body.indexOf('id="start"'));
    expect(start).toContain('That deadline is in the past');
    expect(start).toContain(`value="${typed}"`);
  });

  it('after the deadline saves and ready flags are refused (409 deadline_passed), remembered token or not, until the GM extends it', async () => {
    const game = await createGame(t.app, { start: false });
    expectOk(await gmPost(t.app, game, '/start', { deadline: at(HOUR) }));
    expectOk(await putOrders(t.app, game, 0, 1, ANA_GUARDS)); // this process now remembers the token's facts
    t.clock.advanceMs(HOUR + 1);
    for (const player of [0, 1]) {
      const late = await putOrders(t.app, game, player, 1, ANA_GUARDS);
      expect(late.statusCode, late.body).toBe(409);
      expect(late.json()).toMatchObject({ error: 'deadline_passed' });
    }
    const ready = await t.app.inject({
      method: 'PUT',
      url: `/api/games/${game.id}/turns/1/ready`,
      headers: auth(game.players[1]!.token),
      payload: { ready: true },
    });
    expect(ready.statusCode).toBe(409);
    // The form says it in the player's words.
    const form = await t.app.inject({
      method: 'POST',
      url: `/play/${game.players[1]!.token}?lang=en`,
      payload: 'orders=%5B%5D',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.body).toContain('The deadline of this turn has passed');
    // The GM extends: the remembered deadline is stale, the one in the database counts.
    expectOk(await gmPost(t.app, game, '/deadline', { extendHours: 2 }));
    expect(expectOk(await putOrders(t.app, game, 0, 1, ANA_GUARDS)).version).toBe(2);
    expect(expectOk(await putOrders(t.app, game, 1, 1, [])).version).toBe(1);
  });

  it('a paused game stops the clock: answers are taken while paused, past the old deadline', async () => {
    const game = await createGame(t.app, { start: false });
    expectOk(await gmPost(t.app, game, '/start', { deadline: at(HOUR) }));
    expectOk(await gmPost(t.app, game, '/pause'));
    t.clock.advanceMs(2 * HOUR);
    expectOk(await putOrders(t.app, game, 0, 1, ANA_GUARDS));
  });

  it('an answer racing the resolution of its own step gets 409 turn_resolved, not a judgement on the next step', async () => {
    const created = expectOk(
      await t.app.inject({ method: 'POST', url: '/api/games', payload: { name: 'Race', ruleset: 'tic-tac-toe', language: 'en' } }),
      201,
    ) as { id: string; gmToken: string };
    const x = expectOk(
      await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/players`, headers: auth(created.gmToken), payload: { name: 'Xena' } }),
      201,
    ) as { id: string; token: string };
    const o = expectOk(
      await t.app.inject({ method: 'POST', url: `/api/games/${created.id}/players`, headers: auth(created.gmToken), payload: { name: 'Otto' } }),
      201,
    ) as { id: string; token: string };
    expectOk(await gmPost(t.app, { id: created.id, gmToken: created.gmToken, players: [] }, '/start'));
    // X's request is checked (the target read) while turn 1 is open...
    const stale = await openSheetTarget(t.prisma, { role: 'player', playerId: x.id }, created.id, 1);
    // ...then X's other answer resolves turn 1 and O's resolves turn 2 (b2 is taken now).
    const move = (token: string, turn: number, cell: string) =>
      t.app.inject({ method: 'PUT', url: `/api/games/${created.id}/turns/${turn}/orders`, headers: auth(token), payload: { orders: { cell } } });
    expect(expectOk(await move(x.token, 1, 'a1')).resolved).toBe(true);
    expect(expectOk(await move(o.token, 2, 'b2')).resolved).toBe(true);
    const late = await submitSheet(t.prisma, stale, { cell: 'b2' }, t.app.lifecycle).then(
      () => null,
      (error: unknown) => error,
    );
    expect(late).toBeInstanceOf(ServiceError);
    expect(late).toMatchObject({ status: 409, code: 'turn_resolved' });
  });
});
