// API benchmark: 200 concurrent players submitting order sheets (the real route: auth, zod, rules check,
// locked insert) vs a bare Fastify route doing one comparable database write, in the same run and process.
// Usage: npm run bench:api                       (embedded PGlite in a temp DATA_DIR)
//        npm run bench:api -- --pg postgres://... (PostgreSQL; or BENCH_DATABASE_URL=...)
//        options: --duration <s> (default 10), --connections <n> (default 200)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../src/app.ts';
import { ConfigSchema } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
const pgUrl = option('pg') ?? process.env.BENCH_DATABASE_URL;
const duration = Number(option('duration') ?? 10);
const connections = Number(option('connections') ?? 200);

const dataDir = mkdtempSync(join(tmpdir(), 'turnkeeper-bench-'));
// Rate limits off: the benchmark measures throughput, not the limiter's refusals.
const config = ConfigSchema.parse({
  NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', DEMO: '0', DATA_DIR: dataDir,
  RATE_LIMIT_ANON_PER_MINUTE: '0', RATE_LIMIT_TOKEN_PER_MINUTE: '0', RATE_LIMIT_CREATE_PER_HOUR: '0',
});
const database = await openDatabase({ databaseUrl: pgUrl, dataDir, poolSize: config.DATABASE_POOL_SIZE });
const db = database.prisma;
const app = await buildApp({ db, config });
await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

// One game, `connections` players without planets (each may invade one outer planet: a legal 1-action sheet).
const post = async (path: string, body: unknown, token?: string) => {
  const response = await fetch(`${appUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, string>>;
};
const game = await post('/api/games', { name: 'Bench', ruleset: 'lords-of-chaos', language: 'en' });
const tokens: string[] = [];
for (let i = 0; i < connections; i++) {
  const player = await post(`/api/games/${game.id}/players`, { name: `P${i}`, warband: `Warband ${i}`, god: 'Malal', godKind: 'minor', planets: [] }, game.gmToken);
  tokens.push(player.token!);
}
await post(`/api/games/${game.id}/start`, {}, game.gmToken);
const sheet = JSON.stringify({ orders: [{ type: 'invade', planet: 'fenris', count: 1 }] });

// The baseline: a bare Fastify route, one INSERT of the same JSON through the same Prisma client and pool.
await db.$executeRawUnsafe('CREATE TABLE IF NOT EXISTS bench_write (id serial PRIMARY KEY, player text, body jsonb)');
const bare = Fastify({ logger: false });
bare.put('/bare/:player', async (request) => {
  await db.$executeRaw`INSERT INTO bench_write (player, body) VALUES (${(request.params as { player: string }).player}, ${JSON.stringify(request.body)}::jsonb)`;
  return { ok: true };
});
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

interface Summary { name: string; rps: number; p50: number; p99: number; total: number; non2xx: number; errors: number }

async function run(name: string, url: string, pathFor: (client: number) => string, authFor: (client: number) => Record<string, string>): Promise<Summary> {
  let next = 0;
  const failures: string[] = [];
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'PUT',
        // Each connection (autocannon client) plays one player: its context keeps the player index.
        setupRequest(request, context) {
          const player = context as { index?: number };
          player.index ??= next++ % connections;
          const headers = { 'content-type': 'application/json', ...authFor(player.index) };
          return { ...request, path: pathFor(player.index), body: sheet, headers };
        },
        onResponse(status, body) {
          if (status >= 300 && failures.length < 5) failures.push(`${status} ${body}`);
        },
      },
    ],
  });
  for (const failure of failures) console.log(`  ${name}: unexpected response ${failure.slice(0, 300)}`);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const kind = database.kind === 'embedded' ? 'embedded PGlite' : 'PostgreSQL';
console.log(`bench:api on ${kind}: ${connections} connections, ${duration} s per scenario`);
const submit = await run('PUT orders (API)', appUrl, () => `/api/games/${game.id}/turns/1/orders`, (i) => ({ authorization: `Bearer ${tokens[i]}` }));
const baseline = await run('bare Fastify + 1 INSERT', bareUrl, (i) => `/bare/p${i}`, () => ({}));
for (const s of [submit, baseline]) {
  console.log(`${s.name.padEnd(26)} ${s.rps.toFixed(0).padStart(6)} req/s   p50 ${String(s.p50).padStart(5)} ms   p99 ${String(s.p99).padStart(5)} ms   (${s.total} requests, non-2xx ${s.non2xx}, errors ${s.errors})`);
}
console.log(`ratio API / bare: ${(submit.rps / baseline.rps).toFixed(2)} (throughput), p99 ${(submit.p99 / Math.max(baseline.p99, 1)).toFixed(2)}x`);
const saved = await db.orderSheet.count({ where: { turn: { gameId: game.id } } });
console.log(`order sheet versions stored: ${saved}`);

await db.$executeRawUnsafe('DROP TABLE IF EXISTS bench_write');
await bare.close();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
