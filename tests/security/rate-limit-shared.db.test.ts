import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeasedCounters } from '../../src/http/rate-limit/leased-counters.ts';
import { databaseCounterLeases, type CounterLeases } from '../../src/services/rate-limit-counters.ts';
import { databaseKinds, freshDatabase, type TestDatabase } from '../helpers/databases.ts';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';

const onPostgres = databaseKinds().includes('postgresql');

/** The database's leases, counting the claims (round trips) made. */
function countingLeases(db: TestDatabase): CounterLeases & { claims: number } {
  const leases = databaseCounterLeases(db.database.prisma);
  const counting = {
    claims: 0,
    claim: (...args: Parameters<CounterLeases['claim']>) => (counting.claims++, leases.claim(...args)),
    deleteEnded: () => leases.deleteEnded(),
  };
  return counting;
}

/**
 * Issue 34: "Rate-limit counters are per process: with two processes behind a proxy the limits double." On
 * PostgreSQL each process leases chunks of a budget from a shared counter row (src/http/rate-limit/leased-counters.ts).
 */
describe.each(databaseKinds())('budgets leased from one database by two stores (%s)', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await freshDatabase(kind);
  });
  afterAll(async () => db?.close());

  it('two stores never admit more than the budget together, even with concurrent requests', async () => {
    const [leasesA, leasesB] = [countingLeases(db), countingLeases(db)];
    const [a, b] = [new LeasedCounters(leasesA), new LeasedCounters(leasesB)];
    try {
      const small = await Promise.all(Array.from({ length: 60 }, (_, i) => Promise.resolve((i % 2 ? a : b).take('ip:192.0.2.1', 10, 60_000))));
      expect(small.filter((taken) => taken.allowed).length).toBe(10);
      // Spent: further requests are refused without a round trip.
      const claims = leasesA.claims + leasesB.claims;
      for (let i = 0; i < 20; i++) expect((await (i % 2 ? a : b).take('ip:192.0.2.1', 10, 60_000)).allowed).toBe(false);
      expect(leasesA.claims + leasesB.claims).toBe(claims);

      // A large budget costs a few claims for thousands of requests, and is never exceeded.
      const large = await Promise.all(Array.from({ length: 3000 }, (_, i) => Promise.resolve((i % 3 ? a : b).take('token:abc', 2000, 60_000))));
      const admitted = large.filter((taken) => taken.allowed).length;
      expect(admitted).toBeLessThanOrEqual(2000);
      // What a store leased and did not spend is lost to the others: at most an eighth of what was left at its last claim.
      expect(admitted).toBeGreaterThanOrEqual(2000 - 2000 / 8);
      expect(leasesA.claims + leasesB.claims - claims).toBeLessThan(100);
      const [row] = await db.database.prisma.$queryRaw<{ used: number }[]>`SELECT used FROM "RateLimitCounter" WHERE key = 'token:abc'`;
      expect(row!.used).toBe(2000);
    } finally {
      a.close();
      b.close();
    }
  });

  it('an ended window starts again, and the rows of ended windows are deleted', async () => {
    const prisma = db.database.prisma;
    await prisma.$executeRaw`INSERT INTO "RateLimitCounter" (key, used, "lastGrant", "windowEnds") VALUES ('ip:ended', 5, 0, now() - interval '1 second'), ('ip:gone', 5, 0, now() - interval '1 second')`;
    const store = new LeasedCounters(databaseCounterLeases(prisma));
    try {
      expect((await store.take('ip:ended', 5, 60_000)).allowed).toBe(true);
    } finally {
      store.close();
    }
    expect(await databaseCounterLeases(prisma).deleteEnded()).toBe(1);
    const keys = (await prisma.$queryRaw<{ key: string }[]>`SELECT key FROM "RateLimitCounter" ORDER BY key`).map((row) => row.key);
    expect(keys).toContain('ip:ended');
    expect(keys).not.toContain('ip:gone');
  });
});

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL share one budget', () => {
  let db: TestDatabase;
  let servers: SpawnedServer[] = [];
  beforeAll(async () => {
    db = await freshDatabase('postgresql');
    const env = {
      ...db.env,
      DEMO: '0',
      SCHEDULER: '0',
      LOG_LEVEL: 'warn',
      // Each test speaks from its own client address (X-Forwarded-For from the loopback proxy).
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_ANON_PER_MINUTE: '10',
      RATE_LIMIT_TOKEN_PER_MINUTE: '6',
      RATE_LIMIT_CREATE_PER_HOUR: '3',
    };
    servers = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.close();
  });

  /** Request i goes to process i % 2. */
  const send = (i: number, path: string, init: RequestInit & { from: string }) =>
    fetch(`${servers[i % 2]!.url}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': init.from } });

  it('anonymous requests spread over both processes are refused once the total reaches the budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await send(i, '/api/games/none', { from: '203.0.113.1' })).status);
    expect(statuses.filter((status) => status !== 429).length).toBe(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
  });

  it('so are game creations and the requests of one token', async () => {
    const created: Response[] = [];
    for (let i = 0; i < 6; i++) {
      created.push(
        await send(i, '/api/games', {
          from: '203.0.113.2',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'g', ruleset: 'generic' }),
        }),
      );
    }
    expect(created.map((response) => response.status)).toEqual([201, 201, 201, 429, 429, 429]);
    const { id, gmToken } = (await created[0]!.json()) as { id: string; gmToken: string };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await send(i, `/api/games/${id}/settings`, { from: '203.0.113.3', headers: { authorization: `Bearer ${gmToken}` } })).status);
    expect(statuses).toEqual([...Array<number>(6).fill(200), ...Array<number>(6).fill(429)]);
  });
});
