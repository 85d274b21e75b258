import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, SEATS } from '../helpers/test-app.ts';
import { createGame, expectOk, gameView, gmPost, putOrders, startLifecycleApp, type LifecycleApp } from './lifecycle-app.ts';

const ANA_GUARDS = [{ type: 'guard', site: 'amber', count: 1 }];
const BRUNO_GUARDS = [{ type: 'guard', site: 'cobalt', count: 1 }];
const HOUR = 3_600_000;

describe('deadline scheduler (injected clock, PGlite)', () => {
  let t: LifecycleApp;
  beforeAll(async () => {
    t = await startLifecycleApp('pglite', { start: '2026-10-19T10:00:00Z' });
  });
  afterAll(async () => t?.close());

  const turnsOf = async (gameId: string) =>
    t.prisma.turn.findMany({ where: { gameId }, select: { number: true, status: true, deadline: true }, orderBy: { number: 'asc' } });

  it('weekly deadlines in Madrid and New York across the October DST change resolve exactly at the deadline', async () => {
    t.clock.set('2026-10-19T10:00:00Z');
    const madrid = await createGame(t.app, { settings: { deadlinePolicy: { kind: 'weekly', weekday: 7, time: '21:00', timeZone: 'Europe/Madrid' } } });
    const newYork = await createGame(t.app, { settings: { deadlinePolicy: { kind: 'weekly', weekday: 7, time: '21:00', timeZone: 'America/New_York' } } });
    expect((await gameView(t.app, madrid.id)).deadline).toBe('2026-10-25T20:00:00.000Z'); // 21:00 CET (the change is that night)
    expect((await gameView(t.app, newYork.id)).deadline).toBe('2026-10-26T01:00:00.000Z'); // 21:00 EDT

    await t.app.scheduler.tick(new Date('2026-10-25T19:59:59Z'));
    expect((await turnsOf(madrid.id)).map((turn) => turn.status)).toEqual(['open']);

    await t.app.scheduler.tick(new Date('2026-10-25T20:00:00Z'));
    expect(await turnsOf(madrid.id)).toEqual([
      { number: 1, status: 'resolved', deadline: new Date('2026-10-25T20:00:00Z') },
      { number: 2, status: 'open', deadline: new Date('2026-11-01T20:00:00Z') }, // next Sunday 21:00 CET
    ]);
    expect((await turnsOf(newYork.id)).map((turn) => turn.status)).toEqual(['open']);

    await t.app.scheduler.tick(new Date('2026-10-26T01:00:00Z'));
    expect(await turnsOf(newYork.id)).toEqual([
      { number: 1, status: 'resolved', deadline: new Date('2026-10-26T01:00:00Z') },
      { number: 2, status: 'open', deadline: new Date('2026-11-02T02:00:00Z') }, // 21:00 EST after the 1 November change
    ]);
    const audit = await t.prisma.auditLog.findFirst({ where: { gameId: madrid.id, action: 'resolve_turn' }, select: { actor: true, details: true } });
    expect(audit).toMatchObject({ actor: 'system', details: { turn: 1, trigger: 'deadline' } });
  });

  it('catch-up after downtime: a turn that fell due while the server was down is resolved when it starts', async () => {
    t.clock.set('2026-11-10T09:00:00Z');
    const before = await t.spawnApp();
    const game = await createGame(before, { settings: { deadlinePolicy: { kind: 'duration', hours: 48 } } });
    expectOk(await putOrders(before, game, 0, 1, ANA_GUARDS));
    await before.close(); // the server goes down
    t.clock.set('2026-11-15T09:00:00Z'); // 3 days after the deadline
    expect((await turnsOf(game.id)).map((turn) => turn.status)).toEqual(['open']);

    await t.spawnApp({ runScheduler: true }); // start-up runs a catch-up tick before serving
    expect(await turnsOf(game.id)).toEqual([
      { number: 1, status: 'resolved', deadline: new Date('2026-11-12T09:00:00Z') },
      { number: 2, status: 'open', deadline: new Date('2026-11-17T09:00:00Z') }, // 48 h after the catch-up resolution
    ]);
    const resolution = await t.prisma.resolution.findFirst({ where: { turn: { gameId: game.id, number: 1 } }, select: { orders: true } });
    expect(resolution?.orders).toEqual({ [game.players[0]!.id]: ANA_GUARDS });
  });

  it('pause stops the deadline clock; resume moves the deadline by the paused time; a paused game is not resolved', async () => {
    t.clock.set('2026-12-01T00:00:00Z');
    const game = await createGame(t.app, { settings: { deadlinePolicy: { kind: 'duration', hours: 10 } } });
    t.clock.advanceHours(4);
    expect(expectOk(await gmPost(t.app, game, '/pause'))).toMatchObject({ status: 'paused', turn: 1, remainingMs: 6 * HOUR });
    expect((await gameView(t.app, game.id)).status).toBe('paused');

    t.clock.advanceHours(100);
    await t.app.scheduler.tick(t.clock.now());
    expect((await turnsOf(game.id)).map((turn) => turn.status)).toEqual(['open']);
    const refused = await gmPost(t.app, game, '/turns/1/resolve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('game_paused');
    expect((await gmPost(t.app, game, '/pause')).statusCode).toBe(409);

    expect(expectOk(await gmPost(t.app, game, '/resume'))).toMatchObject({ status: 'running', deadline: '2026-12-05T14:00:00.000Z' }); // 104 h + 6 h left
    await t.app.scheduler.tick(new Date('2026-12-05T13:59:00Z'));
    expect((await turnsOf(game.id)).map((turn) => turn.status)).toEqual(['open']);
    await t.app.scheduler.tick(new Date('2026-12-05T14:00:00Z'));
    expect((await turnsOf(game.id)).map((turn) => turn.status)).toEqual(['resolved', 'open']);
  });

  it('a pause with months left on the clock (more than 2^31 ms) is kept to the millisecond, not a 500', async () => {
    t.clock.set('2026-12-01T00:00:00Z');
    const game = await createGame(t.app, { settings: { deadlinePolicy: { kind: 'duration', hours: 24 * 365 } } });
    expect(expectOk(await gmPost(t.app, game, '/pause'))).toMatchObject({ status: 'paused', remainingMs: 365 * 24 * HOUR });
    t.clock.advanceHours(10);
    expect(expectOk(await gmPost(t.app, game, '/resume'))).toMatchObject({ status: 'running', deadline: '2027-12-01T10:00:00.000Z' });
  });

  it('the GM extends, sets and clears the deadline (GM only, one change at a time)', async () => {
    t.clock.set('2026-12-10T00:00:00Z');
    const game = await createGame(t.app, { settings: { deadlinePolicy: { kind: 'duration', hours: 24 } } });
    expect(expectOk(await gmPost(t.app, game, '/deadline', { extendHours: 5 })).deadline).toBe('2026-12-11T05:00:00.000Z');
    expect(expectOk(await gmPost(t.app, game, '/deadline', { deadline: '2026-12-20T21:00:00+01:00' })).deadline).toBe('2026-12-20T20:00:00.000Z');
    expect((await gmPost(t.app, game, '/deadline', { extendHours: 5, deadline: '2026-12-20T21:00:00Z' })).statusCode).toBe(400);
    expect((await gmPost(t.app, game, '/deadline', {})).statusCode).toBe(400);
    const asPlayer = await t.app.inject({
      method: 'POST',
      url: `/api/games/${game.id}/deadline`,
      headers: auth(game.players[0]!.token),
      payload: { extendHours: 1 },
    });
    expect(asPlayer.statusCode).toBe(403);
    await t.app.scheduler.tick(new Date('2026-12-15T00:00:00Z'));
    expect((await gameView(t.app, game.id)).turn).toBe(1);
    expect(expectOk(await gmPost(t.app, game, '/deadline', { clear: true })).deadline).toBeNull();
    await t.app.scheduler.tick(new Date('2027-06-01T00:00:00Z'));
    expect((await gameView(t.app, game.id)).turnStatus).toBe('open');
  });

  it('missed orders: one extension per turn, civil disorder after K missed turns, the GM replaces the player', async () => {
    t.clock.set('2027-01-01T00:00:00Z');
    const game = await createGame(t.app, {
      players: [SEATS.ana, SEATS.bruno],
      settings: { deadlinePolicy: { kind: 'duration', hours: 24 }, nmrPolicy: { kind: 'extend', hours: 12, civilDisorderAfter: 2 } },
    });
    const [ana, bruno] = game.players;
    const view = async () => (await gameView(t.app, game.id)).players.find((p: { id: string }) => p.id === bruno!.id);

    // Turn 1: both send orders: resolved at the deadline, no extension.
    expectOk(await putOrders(t.app, game, 0, 1, ANA_GUARDS));
    expectOk(await putOrders(t.app, game, 1, 1, BRUNO_GUARDS));
    expect((await t.app.scheduler.tick(t.clock.advanceHours(24))).resolved).toContain(1);

    // Turn 2: Bruno misses: extended once by 12 h, then resolved; missedTurns 1.
    expectOk(await putOrders(t.app, game, 0, 2, ANA_GUARDS));
    const first = await t.app.scheduler.tick(t.clock.advanceHours(24));
    expect(first.extended).toEqual([2]);
    expect((await gameView(t.app, game.id)).deadline).toBe(new Date(t.clock.now().getTime() + 12 * HOUR).toISOString());
    expect((await t.app.scheduler.tick(t.clock.advanceHours(1))).extended).toEqual([]); // not due yet, and never twice
    expect((await t.app.scheduler.tick(t.clock.advanceHours(11))).resolved).toContain(2);
    expect(await view()).toMatchObject({ status: 'active', missedTurns: 1 });

    // Turn 3: missed again -> extended, resolved, civil disorder (K = 2); audited.
    expectOk(await putOrders(t.app, game, 0, 3, ANA_GUARDS));
    expect((await t.app.scheduler.tick(t.clock.advanceHours(24))).extended).toEqual([3]);
    expect((await t.app.scheduler.tick(t.clock.advanceHours(12))).resolved).toContain(3);
    expect(await view()).toMatchObject({ status: 'civil_disorder', missedTurns: 2 });
    const flagged = await t.prisma.auditLog.findFirst({ where: { gameId: game.id, action: 'civil_disorder' }, select: { actor: true, details: true } });
    expect(flagged).toMatchObject({ actor: 'system', details: { playerId: bruno!.id, missedTurns: 2, turn: 3 } });

    // Turn 4: only the player in civil disorder is missing: no extension, resolved at the deadline.
    expectOk(await putOrders(t.app, game, 0, 4, ANA_GUARDS));
    const turn4 = await t.app.scheduler.tick(t.clock.advanceHours(24));
    expect(turn4.extended).toEqual([]);
    expect(turn4.resolved).toContain(4);

    // Replace: a new token for the seat; the old one is refused, the new one plays and sees the seat's history.
    const replaced = expectOk(await gmPost(t.app, game, `/players/${bruno!.id}/replace`, { name: 'Dana' }));
    expect(replaced.id).toBe(bruno!.id);
    expect(replaced.token).not.toBe(bruno!.token);
    expect((await putOrders(t.app, game, 1, 5, BRUNO_GUARDS)).statusCode).toBe(401);
    const fresh = { ...game, players: [ana!, { id: bruno!.id, token: replaced.token }] };
    expectOk(await putOrders(t.app, fresh, 1, 5, BRUNO_GUARDS));
    const history = expectOk(await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/turns/1/orders`, headers: auth(replaced.token) }));
    expect(history).toMatchObject({ player: bruno!.id, version: 1, orders: BRUNO_GUARDS });
    expect(await view()).toMatchObject({ name: 'Dana', status: 'active', missedTurns: 0 });
    const audit = expectOk(await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/audit`, headers: auth(game.gmToken) }));
    expect(audit.entries.find((e: { action: string }) => e.action === 'replace_player')).toMatchObject({
      actor: 'gm',
      details: { playerId: bruno!.id, previousName: 'Bruno', name: 'Dana', previousStatus: 'civil_disorder' },
    });
    expect(JSON.stringify(audit)).not.toContain(replaced.token);
  });
});
