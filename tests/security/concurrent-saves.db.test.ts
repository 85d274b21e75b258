import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, SEATS, seedGame, startTestApp, type SeededGame, type TestApp } from '../helpers/test-app.ts';

describe.each(databaseKinds())('concurrent saves by one player on %s', (kind) => {
  let t: TestApp;
  let game: SeededGame;
  beforeAll(async () => {
    t = await startTestApp(kind);
    game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
  });
  afterAll(async () => t?.close());

  // 100 as the issue asks; 400 as in the probe that found 69 answers 500 on PostgreSQL.
  it.each([
    [100, 0],
    [400, 1],
  ])('%i concurrent saves (with ready flags among them): all 200, versions exactly 1..n, never a 500', { timeout: 120_000 }, async (count, seat) => {
    const headers = auth(game.players[seat]!.token);
    const url = `/api/games/${game.id}/turns/1`;
    const site = seat === 0 ? 'amber' : 'cobalt';
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        i % 10 === 9
          ? t.app.inject({ method: 'PUT', url: `${url}/ready`, headers, payload: { ready: true } })
          : t.app.inject({ method: 'PUT', url: `${url}/orders`, headers, payload: { orders: [{ type: 'guard', site, count: 1 + (i % 2) }] } }),
      ),
    );
    const failures = responses.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body}`);
    expect(failures).toEqual([]);
    const versions = responses.map((r) => r.json().version as number).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    const stored = await t.db.database.prisma.orderSheet.findMany({ where: { playerId: game.players[seat]!.id }, select: { version: true } });
    expect(stored.map((s) => s.version).sort((a, b) => a - b)).toEqual(versions);
  });
});
