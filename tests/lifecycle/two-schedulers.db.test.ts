import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { spawnServer } from '../helpers/spawned-server.ts';
import { auth, PLAYERS } from '../helpers/test-app.ts';
import { createGame, expectOk, putOrders, startLifecycleApp, type Game, type LifecycleApp } from './lifecycle-app.ts';

const onPostgres = databaseKinds().includes('postgresql');

describe.skipIf(!onPostgres)('several schedulers on one PostgreSQL database never resolve a turn twice', () => {
  let t: LifecycleApp;
  beforeAll(async () => {
    t = await startLifecycleApp('postgresql', { start: '2027-09-01T00:00:00Z' });
  });
  afterAll(async () => t?.close());

  const resolutionCounts = async (games: Game[]) =>
    Promise.all(games.map((game) => t.prisma.resolution.count({ where: { turn: { gameId: game.id } } })));

  it('two app instances (separate pools) ticking concurrently: one resolution and at most one extension per turn', { timeout: 120_000 }, async () => {
    const other = await t.spawnApp({ separateClient: true });
    const plain: Game[] = [];
    const nmr: Game[] = [];
    for (let i = 0; i < 12; i++) {
      const game = await createGame(t.app, { settings: { deadlinePolicy: { kind: 'duration', hours: 1 } } });
      expectOk(await putOrders(t.app, game, 0, 1, [{ type: 'defend', planet: 'vraks', count: 1 }]));
      plain.push(game);
    }
    for (let i = 0; i < 4; i++) {
      nmr.push(await createGame(t.app, { settings: { deadlinePolicy: { kind: 'duration', hours: 1 }, nmrPolicy: { kind: 'extend', hours: 2 } } }));
    }
    const due = t.clock.advanceHours(1);
    const reports = await Promise.all([t.app, other, t.app, other].map((app) => app.scheduler.tick(due)));
    expect(reports.flatMap((r) => r.resolved)).toHaveLength(12);
    expect(reports.flatMap((r) => r.extended)).toHaveLength(4);
    expect(await resolutionCounts(plain)).toEqual(Array(12).fill(1));
    expect(await resolutionCounts(nmr)).toEqual(Array(4).fill(0));
    expect(await t.prisma.auditLog.count({ where: { action: 'nmr_extend' } })).toBe(4);

    const later = t.clock.advanceHours(2);
    const second = await Promise.all([other, t.app, other].map((app) => app.scheduler.tick(later)));
    // The extended turns 1 are due now, and so are the plain games' turns 2 (opened an hour after them).
    expect(second.flatMap((r) => r.resolved).sort()).toEqual([...Array(4).fill(1), ...Array(12).fill(2)]);
    expect(await resolutionCounts(nmr)).toEqual(Array(4).fill(1));
    expect(await resolutionCounts(plain)).toEqual(Array(12).fill(2));
    expect(await t.prisma.auditLog.count({ where: { action: 'resolve_turn', gameId: { in: [...plain, ...nmr].map((g) => g.id) } } })).toBe(28);
  });

  it('two spawned server processes with schedulers: turns falling due while both run are resolved exactly once', { timeout: 180_000 }, async () => {
    const games: Game[] = [];
    for (let i = 0; i < 6; i++) games.push(await createGame(t.app, { players: [PLAYERS.khorne, PLAYERS.nurgle] }));
    const env = { ...t.db.env, DEMO: '0', SCHEDULER: '1', SCHEDULER_INTERVAL_MS: '200', LOG_LEVEL: 'warn' };
    // Both at the same instant: they also contend for Prisma's migration lock at start (src/db/migrate.ts retries).
    const servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    try {
      // The turns fall due now in real time (the spawned servers use the system clock; this app's clock is set in
      // 2027, and the API refuses a deadline before its now): written to the rows directly.
      const past = new Date(Date.now() - 1_000);
      await t.prisma.turn.updateMany({ where: { gameId: { in: games.map((game) => game.id) }, status: 'open' }, data: { deadline: past } });
      for (let i = 0; i < 100 && (await resolutionCounts(games)).some((n) => n === 0); i++) await new Promise((r) => setTimeout(r, 200));
      await new Promise((r) => setTimeout(r, 1_000)); // several more ticks of both schedulers
      expect(await resolutionCounts(games)).toEqual(Array(6).fill(1));
      for (const game of games) {
        const turns = await t.prisma.turn.findMany({ where: { gameId: game.id }, select: { number: true, status: true }, orderBy: { number: 'asc' } });
        expect(turns).toEqual([{ number: 1, status: 'resolved' }, { number: 2, status: 'open' }]);
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
    // No error logged (a lost race is not an error); read once stopped: log lines are buffered until then.
    for (const server of servers) expect(server.output()).not.toMatch(/"level":50/);
  });
});
