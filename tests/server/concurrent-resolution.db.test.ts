import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { auth, SEATS, seedGame, startTestApp, type TestApp } from '../helpers/test-app.ts';

/** Real concurrency: a listening server and parallel HTTP requests (the app's connection pool, real locks). */
async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

describe.each(databaseKinds())('exactly-once resolution under concurrency on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    base = await listen(t.app);
  });
  afterAll(async () => t?.close());

  it('50 concurrent resolve calls for one turn: one resolution, 49 × 409', { timeout: 120_000 }, async () => {
    const game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
    const put = await fetch(`${base}/api/games/${game.id}/turns/1/orders`, {
      method: 'PUT',
      headers: { ...auth(game.players[0]!.token), 'content-type': 'application/json' },
      body: JSON.stringify({ orders: [{ type: 'raid', site: 'granite', count: 2 }] }),
    });
    expect(put.status).toBe(200);

    const responses = await Promise.all(
      Array.from({ length: 50 }, () => fetch(`${base}/api/games/${game.id}/turns/1/resolve`, { method: 'POST', headers: auth(game.gmToken) })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);

    const prisma = t.db.database.prisma;
    expect(await prisma.resolution.count({ where: { turn: { gameId: game.id } } })).toBe(1);
    expect(await prisma.turn.findMany({ where: { gameId: game.id }, select: { number: true, status: true }, orderBy: { number: 'asc' } })).toEqual([
      { number: 1, status: 'resolved' },
      { number: 2, status: 'open' },
    ]);
    expect(await prisma.auditLog.count({ where: { gameId: game.id, action: 'resolve_turn' } })).toBe(1);
  });

  it('20 simultaneous saves by one player: all accepted, versions 1..20, the last one counts', { timeout: 120_000 }, async () => {
    const game = await seedGame(t.app, [SEATS.ana]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${base}/api/games/${game.id}/turns/1/orders`, {
          method: 'PUT',
          headers: { ...auth(game.players[0]!.token), 'content-type': 'application/json' },
          body: JSON.stringify({ orders: [{ type: 'guard', site: i % 2 ? 'amber' : 'basalt', count: 1 + (i % 3) }] }),
        }).then(async (response) => ({ status: response.status, body: await response.json() })),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(responses.map((r) => r.body.version).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const latest = responses.find((r) => r.body.version === 20)!;
    const own = await (await fetch(`${base}/api/games/${game.id}/turns/1/orders`, { headers: auth(game.players[0]!.token) })).json();
    expect(own).toMatchObject({ version: 20, orders: latest.body.orders });
  });

  it('a sheet accepted (200) while the GM resolves is exactly the one the resolution used', { timeout: 120_000 }, async () => {
    const game = await seedGame(t.app, [SEATS.ana, SEATS.bruno]);
    const variants = [
      [{ type: 'guard', site: 'amber', count: 1 }],
      [{ type: 'guard', site: 'basalt', count: 1 }],
      [{ type: 'guard', site: 'amber', count: 2 }],
      [{ type: 'guard', site: 'basalt', count: 2 }],
      [
        { type: 'guard', site: 'amber', count: 1 },
        { type: 'guard', site: 'basalt', count: 1 },
      ],
    ];
    const nurgleVariants = variants.map((sheet) => sheet.map((order) => ({ ...order, site: order.site === 'amber' ? 'cobalt' : 'delta' })));
    const submit = (player: number, orders: object[]) =>
      fetch(`${base}/api/games/${game.id}/turns/1/orders`, {
        method: 'PUT',
        headers: { ...auth(game.players[player]!.token), 'content-type': 'application/json' },
        body: JSON.stringify({ orders }),
      }).then(async (response) => ({ player, status: response.status, body: await response.json() }));
    const submissions = [...variants, ...variants]
      .map((orders) => submit(0, orders))
      .concat([...nurgleVariants, ...nurgleVariants].map((orders) => submit(1, orders)));
    const resolving = fetch(`${base}/api/games/${game.id}/turns/1/resolve`, { method: 'POST', headers: auth(game.gmToken) });
    const results = await Promise.all(submissions);
    expect((await resolving).status).toBe(200);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);

    const report = (await (await fetch(`${base}/api/games/${game.id}/turns/1/report`)).json()) as { input: { orders: Record<string, unknown> } };
    for (const [index, player] of game.players.entries()) {
      const accepted = results.filter((r) => r.player === index && r.status === 200).sort((a, b) => b.body.version - a.body.version);
      if (accepted.length === 0) expect(report.input.orders[player.id]).toBeUndefined();
      else expect(report.input.orders[player.id]).toEqual(accepted[0]!.body.orders);
    }
  });
});
