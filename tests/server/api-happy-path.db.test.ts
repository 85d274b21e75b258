import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRuleset } from '../../src/engine/registry.ts';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, FIXTURE_RULESET, SEATS, startTestApp, type TestApp, seatBody } from '../helpers/test-app.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe.each(databaseKinds())('API happy path on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('creates, seats, starts, takes and revises orders, resolves once, reports, opens the next turn', async () => {
    const { app } = t;
    const created = await app.inject({ method: 'POST', url: '/api/games', payload: { name: 'Campaign', ruleset: FIXTURE_RULESET, language: 'en' } });
    expect(created.statusCode).toBe(201);
    const { id, gmToken } = created.json();
    expect(gmToken).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits

    const seat = async (player: Parameters<typeof seatBody>[0]) => {
      const response = await app.inject({ method: 'POST', url: `/api/games/${id}/players`, headers: auth(gmToken), payload: seatBody(player) });
      expect(response.statusCode).toBe(201);
      return response.json() as { id: string; token: string };
    };
    const ana = await seat(SEATS.ana);
    const bruno = await seat(SEATS.bruno);

    const before = (await app.inject({ url: `/api/games/${id}` })).json();
    expect(before).toMatchObject({ status: 'setup', turn: null, seedHash: null });

    const started = await app.inject({ method: 'POST', url: `/api/games/${id}/start`, headers: auth(gmToken) });
    expect(started.statusCode).toBe(200);
    const publishedHash = started.json().seedHash as string;
    expect(publishedHash).toMatch(/^[0-9a-f]{64}$/);

    const game = (await app.inject({ url: `/api/games/${id}` })).json();
    expect(game).toMatchObject({ id, name: 'Campaign', ruleset: FIXTURE_RULESET, status: 'running', turn: 1, seedHash: publishedHash });
    expect(game.summary.control).toMatchObject({ amber: ana.id, basalt: ana.id, cobalt: bruno.id, granite: null });
    expect(game.players.map((p: { submitted: boolean }) => p.submitted)).toEqual([false, false]);

    const first = await app.inject({
      method: 'PUT',
      url: `/api/games/${id}/turns/1/orders`,
      headers: auth(ana.token),
      payload: { orders: [{ type: 'raid', site: 'granite', count: 2 }] },
    });
    expect(first.statusCode).toBe(200);
    const sheet = first.json();
    expect(sheet).toMatchObject({ version: 1, costs: [2] });
    expect(sheet.totals.troopsLeft).toBe(sheet.totals.troopsAvailable - 2);
    expect(sheet.lines).toEqual([`Troops — available: ${sheet.totals.troopsAvailable} · used: 2 · left: ${sheet.totals.troopsLeft}`]);

    const revised = await app.inject({
      method: 'PUT',
      url: `/api/games/${id}/turns/1/orders`,
      headers: auth(ana.token),
      payload: {
        orders: [
          { type: 'raid', site: 'granite', count: 1 },
          { type: 'guard', site: 'amber', count: 1 },
        ],
      },
    });
    expect(revised.statusCode).toBe(200);
    expect(revised.json()).toMatchObject({ version: 2, costs: [1, 1] });
    expect(await t.db.database.prisma.orderSheet.count({ where: { playerId: ana.id } })).toBe(2); // every version kept

    const own = (await app.inject({ url: `/api/games/${id}/turns/1/orders`, headers: auth(ana.token) })).json();
    expect(own).toMatchObject({
      version: 2,
      orders: [
        { type: 'raid', site: 'granite', count: 1 },
        { type: 'guard', site: 'amber', count: 1 },
      ],
    });
    const submitted = (await app.inject({ url: `/api/games/${id}` })).json().players.map((p: { submitted: boolean }) => p.submitted);
    expect(submitted).toEqual([true, false]);

    const resolved = await app.inject({ method: 'POST', url: `/api/games/${id}/turns/1/resolve`, headers: auth(gmToken) });
    expect(resolved.statusCode).toBe(200);
    const resolution = resolved.json();
    expect(resolution).toMatchObject({ turn: 1, gameOver: false, nextTurn: { number: 2 } });
    expect(sha256(resolution.seed)).toBe(publishedHash); // the commitment published at open holds

    const report = await app.inject({ url: `/api/games/${id}/turns/1/report?format=json` });
    expect(report.statusCode).toBe(200);
    const body = report.json();
    expect(body.turn).toMatchObject({ number: 1, seedHash: publishedHash, seed: resolution.seed });
    expect(body.input.orders).toEqual({ [ana.id]: own.orders }); // the last version counts
    expect(body.outcome.rejected).toEqual([]);

    const after = (await app.inject({ url: `/api/games/${id}` })).json();
    expect(after).toMatchObject({ status: 'running', turn: 2, turnStatus: 'open', seedHash: resolution.nextTurn.seedHash });
    expect(after.turns[0]).toMatchObject({ number: 1, status: 'resolved', seed: resolution.seed });
    expect(after.turns[1]).toMatchObject({ number: 2, status: 'open', seed: null });
    expect(after.scores).toEqual(body.nextState.scores);

    const late = await app.inject({ method: 'PUT', url: `/api/games/${id}/turns/1/orders`, headers: auth(bruno.token), payload: { orders: [] } });
    expect(late.statusCode).toBe(409);
    const next = await app.inject({ method: 'PUT', url: `/api/games/${id}/turns/2/orders`, headers: auth(bruno.token), payload: { orders: [] } });
    expect(next.statusCode).toBe(200);
  });

  it('lets anybody re-run the adjudication from the public report and get the stored outcome', async () => {
    const { app } = t;
    const created = (await app.inject({ method: 'POST', url: '/api/games', payload: { name: 'Verify', ruleset: FIXTURE_RULESET } })).json();
    const tokens = [];
    for (const player of [SEATS.ana, SEATS.bruno, SEATS.carla]) {
      tokens.push(
        (await app.inject({ method: 'POST', url: `/api/games/${created.id}/players`, headers: auth(created.gmToken), payload: seatBody(player) })).json().token,
      );
    }
    await app.inject({ method: 'POST', url: `/api/games/${created.id}/start`, headers: auth(created.gmToken) });
    // Two bands raid the same site, as strong: which one takes it is drawn from the seed.
    for (const token of tokens.slice(1)) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/games/${created.id}/turns/1/orders`,
        headers: auth(token),
        payload: { orders: [{ type: 'raid', site: 'harbor', count: 1 }] },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await app.inject({ method: 'POST', url: `/api/games/${created.id}/turns/1/resolve`, headers: auth(created.gmToken) })).statusCode).toBe(200);
    const report = (await app.inject({ url: `/api/games/${created.id}/turns/1/report` })).json();

    const ruleset = getRuleset(report.game.ruleset)!;
    const rerun = ruleset.resolve({ ...report.input, setup: ruleset.setupSchema.parse(report.input.setup) });
    expect(JSON.parse(JSON.stringify(rerun.outcome))).toEqual(report.outcome);
    expect(report.outcome.draws.length).toBeGreaterThan(0); // the seed decided something
    expect(sha256(report.input.seed)).toBe(report.turn.seedHash);
  });

  it('publishes deadlines: the one given at start, then turnHours after each opening', async () => {
    const { app } = t;
    const created = (
      await app.inject({
        method: 'POST',
        url: '/api/games',
        payload: { name: 'Timed', ruleset: FIXTURE_RULESET, settings: { turnHours: 48 } },
      })
    ).json();
    await app.inject({ method: 'POST', url: `/api/games/${created.id}/players`, headers: auth(created.gmToken), payload: seatBody(SEATS.ana) });
    const deadline = '2030-01-02T20:00:00.000Z';
    const started = await app.inject({ method: 'POST', url: `/api/games/${created.id}/start`, headers: auth(created.gmToken), payload: { deadline } });
    expect(started.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/games/${created.id}` })).json().deadline).toBe(deadline);
    const resolved = (await app.inject({ method: 'POST', url: `/api/games/${created.id}/turns/1/resolve`, headers: auth(created.gmToken) })).json();
    const next = Date.parse(resolved.nextTurn.deadline) - Date.parse((await app.inject({ url: `/api/games/${created.id}` })).json().turns[0].resolvedAt);
    expect(next).toBe(48 * 3_600_000);
  });
});
