import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/app.ts';
import { ConfigSchema, type Config } from '../../src/config.ts';
import type { HostResolver } from '../../src/notifications/safe-target.ts';
import { freshDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';

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

/** The real app on a fresh database of `kind` (one per test file), driven with `app.inject`. */
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

/** Default-map players, one per major god, each on its own starting planets. */
export const PLAYERS = {
  khorne: { name: 'Ana', warband: 'World Eaters', god: 'Khorne', godKind: 'major', planets: ['vraks', 'ofidia'] },
  nurgle: { name: 'Bruno', warband: 'Death Guard', god: 'Nurgle', godKind: 'major', planets: ['sarum', 'subiaco-diablo'] },
  tzeentch: { name: 'Carla', warband: 'Thousand Sons', god: 'Tzeentch', godKind: 'major', planets: ['iocanthos', 'thracian-primaris'] },
} as const;

/** The API body that seats a Lords of Chaos player: the name, and the ruleset's player data. */
export function seatBody(player: { name: string; warband: string; god: string; godKind: string; planets: readonly string[] }, extra: Record<string, unknown> = {}) {
  const { name, ...data } = player;
  return { name, data: { ...data, planets: [...data.planets] }, ...extra };
}

export interface SeededGame {
  id: string;
  gmToken: string;
  players: { id: string; token: string }[];
}

function expectStatus(response: LightMyRequestResponse, status: number): void {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
}

/** A game with the given players through the API; started (turn 1 open) unless `start: false`. */
export async function seedGame(
  app: FastifyInstance,
  players: readonly (typeof PLAYERS)[keyof typeof PLAYERS][] = [PLAYERS.khorne, PLAYERS.nurgle],
  options: { start?: boolean; language?: 'es' | 'en' } = {},
): Promise<SeededGame> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/games',
    payload: { name: 'Test game', ruleset: 'lords-of-chaos', language: options.language ?? 'en' },
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
