import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHash } from '../../src/engine/core/rng.ts';
import { verifyRoll } from '../../src/engine/dice/index.ts';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { expectStatus, seedSession, type SessionGame } from './session-helpers.ts';

describe.each(databaseKinds())('dice routes on %s', (kind) => {
  let t: TestApp;
  let game: SessionGame;
  beforeAll(async () => {
    t = await startTestApp(kind);
    game = await seedSession(t.app);
  });
  afterAll(async () => t?.close());

  const headers = (who: 'gm' | 'public' | number) => (who === 'gm' ? auth(game.gmToken) : who === 'public' ? {} : auth(game.players[who]!.token));
  const roll = (who: 'gm' | 'public' | number, payload: object, id = game.id) =>
    t.app.inject({ method: 'POST', url: `/api/games/${id}/rolls`, headers: headers(who), payload });
  const list = async (who: 'gm' | 'public' | number) =>
    expectStatus(await t.app.inject({ method: 'GET', url: `/api/games/${game.id}/rolls`, headers: headers(who) }), 200).json().rolls as {
      id: string;
      turn: number;
      counter: number;
      by: string;
      reason: string;
      private: boolean;
      total: number | null;
      seed: string | null;
      seedHash: string;
      record: Parameters<typeof verifyRoll>[0];
    }[];

  it('rolls for the GM and players, with counters 0, 1, 2... and a stored record', async () => {
    const first = expectStatus(await roll(0, { expr: '2d6+1', reason: 'Attack on the bridge' }), 201).json();
    expect(first).toMatchObject({ turn: 1, counter: 0, by: game.players[0]!.id, reason: 'Attack on the bridge', private: false, expr: '2d6+1', seed: null });
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.total).toBeLessThanOrEqual(13);
    const custom = expectStatus(await roll('gm', { expr: '3dcw', reason: 'Combat' }), 201).json();
    expect(custom.counter).toBe(1);
    expect(Object.values(custom.tally as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(3);
    expect((await roll('public', { expr: 'd6', reason: 'x' })).statusCode).toBe(401);
    const other = await seedSession(t.app, { start: false });
    expect((await roll(0, { expr: 'd6', reason: 'x' }, other.id)).statusCode).toBe(403);
    const gmOfOther = await t.app.inject({
      method: 'POST',
      url: `/api/games/${other.id}/rolls`,
      headers: auth(other.gmToken),
      payload: { expr: 'd6', reason: 'x' },
    });
    expect(gmOfOther.statusCode).toBe(409); // not started: no open turn
  });

  it('answers parse errors with 422, the catalogue message and the position', async () => {
    const bad = await roll(1, { expr: '4d6kh5', reason: 'Stats' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      error: 'invalid_dice',
      position: 5,
      expr: '4d6kh5',
      message: 'Keep/drop at character 6 must name between 1 and 4 of the 4 dice (got 5).',
      problems: [{ path: 'expr', code: 'keep_out_of_range' }],
    });
    expect((await roll(1, { expr: '2dzz', reason: 'x' })).json().problems[0].code).toBe('unknown_custom_die');
    expect((await roll(1, { expr: 'd6' })).statusCode).toBe(400);
  });

  it('shows private rolls only to the GM and the roller', async () => {
    expectStatus(await roll('gm', { expr: 'd20', reason: 'GM-SECRET ambush', private: true }), 201);
    expectStatus(await roll(2, { expr: 'd8', reason: 'CARLA-PRIVATE scouting', private: true }), 201);
    const reasons = async (who: 'gm' | 'public' | number) => (await list(who)).map((r) => r.reason);
    expect(await reasons('gm')).toEqual(expect.arrayContaining(['GM-SECRET ambush', 'CARLA-PRIVATE scouting']));
    expect(await reasons(2)).toContain('CARLA-PRIVATE scouting');
    expect(await reasons(2)).not.toContain('GM-SECRET ambush');
    for (const who of ['public', 0, 1] as const) {
      const seen = await reasons(who);
      expect(seen, String(who)).not.toContain('GM-SECRET ambush');
      expect(seen, String(who)).not.toContain('CARLA-PRIVATE scouting');
      expect(seen, String(who)).toContain('Attack on the bridge');
    }
  });

  it('never gives two concurrent rolls the same counter (20 at once)', async () => {
    const before = (await list('gm')).length;
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => roll(i % 3, { expr: '1d100', reason: `concurrent ${i}` })));
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const counters = responses.map((r) => r.json().counter as number).sort((a, b) => a - b);
    expect(counters).toEqual(Array.from({ length: 20 }, (_, i) => before + i));
    const stored = (await list('gm')).map((r) => r.counter);
    expect(new Set(stored).size).toBe(stored.length);
  });

  it('no route alters or removes a roll', async () => {
    const before = await list('gm');
    const target = before[0]!;
    const attempts = [
      ...['PUT', 'PATCH', 'DELETE'].flatMap((method) =>
        [`/api/games/${game.id}/rolls`, `/api/games/${game.id}/rolls/${target.id}`].map((url) => ({ method, url })),
      ),
      { method: 'POST', url: `/api/games/${game.id}/rolls/${target.id}` },
    ] as const;
    for (const attempt of attempts) {
      for (const who of ['gm', 0] as const) {
        const response = await t.app.inject({
          method: attempt.method,
          url: attempt.url,
          headers: headers(who),
          payload: { expr: '1d2', reason: 'rewrite', counter: 0 },
        });
        // The list answers another method with 405 and its Allow header; a single roll has no address at all.
        expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(attempt.url.endsWith('/rolls') ? 405 : 404);
      }
    }
    // An extra field (trying to choose the counter) is refused; the stored rolls are unchanged.
    expect((await roll('gm', { expr: '1d2', reason: 'rewrite', counter: 0 })).statusCode).toBe(400);
    expect(await list('gm')).toEqual(before);
  });

  it('replays every stored roll from the revealed seed after the resolution, and shows them in the report', async () => {
    const rolls = await list('gm');
    expect(rolls.every((r) => r.seed === null)).toBe(true);
    expectStatus(
      await t.app.inject({
        method: 'POST',
        url: `/api/games/${game.id}/turns/1/resolve`,
        headers: auth(game.gmToken),
        payload: { gm: { report: 'Dice turn' } },
      }),
      200,
    );
    const revealed = await list('public');
    expect(revealed.length).toBeGreaterThan(20);
    for (const stored of revealed) {
      expect(stored.seed).not.toBeNull();
      expect(seedHash(stored.seed!)).toBe(stored.seedHash);
      expect(verifyRoll(stored.record, stored.seed!), `roll ${stored.counter}`).toEqual({ ok: true });
    }
    for (const stored of await list('gm')) expect(verifyRoll(stored.record, stored.seed!)).toEqual({ ok: true });
    // A tampered record does not verify.
    const tampered = structuredClone(revealed[0]!.record);
    tampered.result.total = (tampered.result.total ?? 0) + 1;
    expect(verifyRoll(tampered, revealed[0]!.seed!).ok).toBe(false);

    const publicReport = (await t.app.inject({ url: `/api/games/${game.id}/turns/1/report?format=markdown` })).body;
    expect(publicReport).toContain('Attack on the bridge');
    expect(publicReport).not.toContain('GM-SECRET');
    const gmReport = (await t.app.inject({ url: `/api/games/${game.id}/turns/1/report?format=markdown`, headers: auth(game.gmToken) })).body;
    expect(gmReport).toContain('GM-SECRET ambush');
    // Rolls need an open turn: the next one is open now, so rolling works again with its own counters.
    expect(expectStatus(await roll(0, { expr: 'd6', reason: 'next turn' }), 201).json()).toMatchObject({ turn: 2, counter: 0 });
  });
});
