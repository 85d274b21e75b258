import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/app.ts';
import { ConfigSchema, type Config } from '../../src/config.ts';
import type { HostResolver } from '../../src/notifications/safe-target.ts';
import { registerRuleset } from '../../src/engine/registry.ts';
import { outposts } from '../fixtures/outposts/ruleset.ts';
import { SEATS, type Seat } from '../fixtures/outposts/seats.ts';
import { checkAnswersAgainstSpec } from './contract-hook.ts';
import { freshDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';

// Tests of the server seat the neutral fixture ruleset (tests/fixtures/outposts), not one of the shipped games.
registerRuleset(outposts);
export { SEATS, type Seat };
/** The fixture's id: the ruleset `seedGame` and `createGame` (tests/lifecycle/lifecycle-app.ts) seat by default. */
export const FIXTURE_RULESET = outposts.id;

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  close(): Promise<void>;
}

/** Generous rate limits for tests that send many requests from one address (tests of the limits set their own). */
export const TEST_RATE_LIMITS = {
  RATE_LIMIT_ANON_PER_MINUTE: '1000000',
  RATE_LIMIT_TOKEN_PER_MINUTE: '1000000',
  RATE_LIMIT_CREATE_PER_HOUR: '1000000',
  RATE_LIMIT_SEATS_PER_HOUR: '1000000',
  RATE_LIMIT_JOINS_PER_HOUR: '1000000',
};

export function testConfig(overrides: Record<string, string> = {}): Config {
  return ConfigSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: '0', ...TEST_RATE_LIMITS, ...overrides });
}

/**
 * The real app on a fresh database of `kind` (one per test file), driven with `app.inject`: every answer is checked
 * against the app's OpenAPI document (contract-hook.ts; an undeclared status or member fails the test).
 */
export async function startTestApp(
  kind: DatabaseKind,
  options: { env?: Record<string, string>; logStream?: DestinationStream; resolveHost?: HostResolver } = {},
): Promise<TestApp> {
  const db = await freshDatabase(kind);
  const app = await buildApp({
    db: db.database.prisma,
    config: testConfig(options.env),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
  });
  await app.ready();
  checkAnswersAgainstSpec(app, kind);
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The API body that seats a player: the name, and the rest as the ruleset's player data. */
export function seatBody(player: Seat, extra: Record<string, unknown> = {}) {
  const { name, ...data } = player;
  return { name, data, ...extra };
}

export interface SeededGame {
  id: string;
  gmToken: string;
  players: { id: string; token: string }[];
}

function expectStatus(response: LightMyRequestResponse, status: number): void {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
}

/**
 * A game with the given players through the API; started (turn 1 open) unless `start: false`. The neutral
 * fixture ruleset unless `ruleset` names another (then `players` are that ruleset's seats).
 */
export async function seedGame(
  app: FastifyInstance,
  players: readonly Seat[] = [SEATS.ana, SEATS.bruno],
  options: { start?: boolean; language?: 'es' | 'en'; ruleset?: string; setup?: unknown } = {},
): Promise<SeededGame> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/games',
    payload: {
      name: 'Test game',
      ruleset: options.ruleset ?? FIXTURE_RULESET,
      language: options.language ?? 'en',
      ...(options.setup !== undefined ? { setup: options.setup } : {}),
    },
  });
  expectStatus(created, 201);
  const { id, gmToken } = created.json() as { id: string; gmToken: string };
  const seated = [];
  for (const player of players) {
    const response = await app.inject({ method: 'POST', url: `/api/games/${id}/players`, headers: auth(gmToken), payload: seatBody(player) });
    expectStatus(response, 201);
    seated.push(response.json() as { id: string; token: string });
  }
  if (options.start !== false) expectStatus(await app.inject({ method: 'POST', url: `/api/games/${id}/start`, headers: auth(gmToken) }), 200);
  return { id, gmToken, players: seated };
}
