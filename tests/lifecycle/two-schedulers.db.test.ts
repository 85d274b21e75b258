import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { spawnServer } from '../helpers/spawned-server.ts';
import { LOC_PLAYERS } from '../rulesets/lords-of-chaos/seats.ts';
import { createGame, expectOk, putOrders, startLifecycleApp, type Game, type LifecycleApp } from './lifecycle-app.ts';

const onPostgres = databaseKinds().includes('postgresql');

describe.skipIf(!onPostgres)('several schedulers on one PostgreSQL database never resolve a turn twice', () => {
  let t: LifecycleApp;
  beforeAll(async () => {
    t = await startLifecycleApp('postgresql', { start: '2027-09-01T00:00:00Z' });
  });
  afterAll(async () => t?.close());

  const resolutionCounts = async (games: Game[]) => Promise.all(games.map((game) => t.prisma.resolution.count({ where: { turn: { gameId: game.id } } })));

  it('two app instances (separate pools) ticking concurrently: one resolution and at most one extension per turn', { timeout: 120_000 }, async () => {
    const other = await t.spawnApp({ separateClient: true });
    const plain: Game[] = [];
    const nmr: Game[] = [];
    for (let i = 0; i < 12; i++) {
      const game = await createGame(t.app, { settings: { deadlinePolicy: { kind: 'duration', hours: 1 } } });
      expectOk(await putOrders(t.app, game, 0, 1, [{ type: 'guard', site: 'amber', count: 1 }]));
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

  // The spawned servers are `npm start`, which runs the shipped rulesets only: these games are Lords of Chaos.
  it(
    'two spawned server processes with schedulers: turns due at their start and turns falling due while both run are resolved exactly once',
    { timeout: 180_000 },
    async () => {
      const seats = [LOC_PLAYERS.khorne, LOC_PLAYERS.nurgle];
      const atStart: Game[] = [];
      const whileRunning: Game[] = [];
      for (let i = 0; i < 3; i++) atStart.push(await createGame(t.app, { ruleset: 'lords-of-chaos', players: seats }));
      for (let i = 0; i < 3; i++) whileRunning.push(await createGame(t.app, { ruleset: 'lords-of-chaos', players: seats }));
      // Due in real time (the spawned servers use the system clock; this app's clock is set in 2027, and the API refuses
      // a deadline before its now): written to the rows directly.
      const fallDue = (games: Game[]) =>
        t.prisma.turn.updateMany({ where: { gameId: { in: games.map((game) => game.id) }, status: 'open' }, data: { deadline: new Date(Date.now() - 1_000) } });
      await fallDue(atStart);
      const env = { ...t.db.env, DEMO: '0', SCHEDULER: '1', SCHEDULER_INTERVAL_MS: '200', LOG_LEVEL: 'warn' };
      // Both at the same instant: they also contend for Prisma's migration lock at start (src/db/migrate.ts retries).
      // Each runs a catch-up tick before it listens (src/lifecycle/app-lifecycle.ts): once both listen, BOTH have
      // ticked with the first games due, whoever resolved them.
      const servers = await Promise.all([spawnServer(env), spawnServer(env)]);
      try {
        expect(await resolutionCounts(atStart)).toEqual(Array(3).fill(1));
        await fallDue(whileRunning);
        await expect.poll(async () => (await resolutionCounts(whileRunning)).every((n) => n > 0), { timeout: 60_000 }).toBe(true);
      } finally {
        // A graceful stop waits for each scheduler's tick in flight (Scheduler.stop): every attempt has ended below.
        await Promise.all(servers.map((server) => server.stop()));
      }
      expect(await resolutionCounts([...atStart, ...whileRunning])).toEqual(Array(6).fill(1));
      for (const game of [...atStart, ...whileRunning]) {
        const turns = await t.prisma.turn.findMany({ where: { gameId: game.id }, select: { number: true, status: true }, orderBy: { number: 'asc' } });
        expect(turns).toEqual([
          { number: 1, status: 'resolved' },
          { number: 2, status: 'open' },
        ]);
      }
      // No error logged (a lost race is not an error); read once stopped: log lines are buffered until then.
      for (const server of servers) expect(server.output()).not.toMatch(/"level":50/);
    },
  );
});
