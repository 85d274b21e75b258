import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { createPrismaClient, type Db } from '../../src/db/client.ts';
import { ManualClock } from '../../src/time/clock.ts';
import type { HostResolver } from '../../src/notifications/safe-target.ts';
import { checkAnswersAgainstSpec } from '../helpers/contract-hook.ts';
import { freshDatabase, type DatabaseKind, type TestDatabase } from '../helpers/databases.ts';
import { auth, FIXTURE_RULESET, SEATS, seatBody, testConfig, type Seat } from '../helpers/test-app.ts';

/** The real app on a fresh database with a hand-moved clock; the scheduler is driven with `tick()`. */
export interface LifecycleApp {
  app: FastifyInstance;
  db: TestDatabase;
  prisma: Db;
  clock: ManualClock;
  /** Builds another app on the same database (a restart, or a second server process). */
  spawnApp(options?: { runScheduler?: boolean; env?: Record<string, string>; separateClient?: boolean }): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function startLifecycleApp(
  kind: DatabaseKind,
  options: { env?: Record<string, string>; start?: string; resolveHost?: HostResolver } = {},
): Promise<LifecycleApp> {
  const db = await freshDatabase(kind);
  const clock = new ManualClock(options.start ?? '2026-10-01T12:00:00Z');
  const extra: FastifyInstance[] = [];
  const clients: Db[] = [];
  const make = (runScheduler: boolean, env: Record<string, string> = {}, prisma: Db = db.database.prisma) =>
    buildApp({
      db: prisma,
      config: testConfig({ SCHEDULER: '0', PUBLIC_URL: 'http://turnkeeper.test', ...options.env, ...env }),
      clock,
      runScheduler,
      ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    });
  const app = await make(false);
  await app.ready();
  checkAnswersAgainstSpec(app, kind);
  return {
    app,
    db,
    prisma: db.database.prisma,
    clock,
    async spawnApp(spawnOptions = {}) {
      // separateClient: its own connection pool, like a second server process on the same database.
      const prisma = spawnOptions.separateClient ? createPrismaClient(db.database.url, 20) : db.database.prisma;
      if (spawnOptions.separateClient) clients.push(prisma);
      const other = await make(spawnOptions.runScheduler ?? false, spawnOptions.env, prisma);
      extra.push(other);
      await other.ready();
      checkAnswersAgainstSpec(other, kind);
      return other;
    },
    async close() {
      for (const other of extra) await other.close().catch(() => undefined); // some were closed by the test
      for (const client of clients) await client.$disconnect();
      await app.close();
      await db.close();
    },
  };
}

export function expectOk(response: LightMyRequestResponse, status = 200): any {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return response.body ? response.json() : null;
}

export interface Game {
  id: string;
  gmToken: string;
  players: { id: string; token: string }[];
}

/** A game through the API with lifecycle settings applied before the start (the neutral fixture unless `ruleset`). */
export async function createGame(
  app: FastifyInstance,
  options: {
    settings?: Record<string, unknown>;
    players?: readonly Seat[];
    ruleset?: string;
    emails?: (string | undefined)[];
    start?: boolean;
    language?: 'es' | 'en';
    resolveWhen?: 'answers' | 'deadline' | 'gm';
  } = {},
): Promise<Game> {
  const created = expectOk(
    await app.inject({
      method: 'POST',
      url: '/api/games',
      payload: {
        name: 'Lifecycle',
        ruleset: options.ruleset ?? FIXTURE_RULESET,
        language: options.language ?? 'en',
        ...(options.resolveWhen ? { resolveWhen: options.resolveWhen } : {}),
      },
    }),
    201,
  );
  const players = [];
  for (const [i, player] of (options.players ?? [SEATS.ana, SEATS.bruno]).entries()) {
    const email = options.emails?.[i];
    players.push(
      expectOk(
        await app.inject({
          method: 'POST',
          url: `/api/games/${created.id}/players`,
          headers: auth(created.gmToken),
          payload: seatBody(player, email ? { email } : {}),
        }),
        201,
      ),
    );
  }
  if (options.settings) {
    expectOk(await app.inject({ method: 'PATCH', url: `/api/games/${created.id}/settings`, headers: auth(created.gmToken), payload: options.settings }));
  }
  if (options.start !== false) expectOk(await app.inject({ method: 'POST', url: `/api/games/${created.id}/start`, headers: auth(created.gmToken) }));
  return { id: created.id, gmToken: created.gmToken, players };
}

export async function gameView(app: FastifyInstance, id: string): Promise<any> {
  return expectOk(await app.inject({ method: 'GET', url: `/api/games/${id}` }));
}

export async function putOrders(app: FastifyInstance, game: Game, player: number, turn: number, orders: unknown[]) {
  return app.inject({ method: 'PUT', url: `/api/games/${game.id}/turns/${turn}/orders`, headers: auth(game.players[player]!.token), payload: { orders } });
}

export async function gmPost(app: FastifyInstance, game: Game, path: string, payload?: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/games/${game.id}${path}`,
    headers: auth(game.gmToken),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}
