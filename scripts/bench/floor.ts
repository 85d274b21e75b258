// The floor of `npm run bench:http`: a bare Fastify process on the server's kind of database, opened the way
// the server opens it (src/db/database.ts: same driver adapter, same pool size, PGlite behind its socket server),
// with no logging, no validation and no application logic. What the server costs is measured against it.
//   GET  /hello    a constant
//   GET  /select1  SELECT 1
//   POST /insert   one INSERT of the request body into a scratch table
//   PUT  /same/:name  keeps the body (raw bytes, sent as octet-stream) with the X-Content-Type and
//                     X-Content-Encoding it names, and
//   GET  /same/:name  sends them back from memory: a bare route serving the very bytes a server's route sent
// Environment: PORT, HOST (default 127.0.0.1), DATABASE_URL (PostgreSQL) or DATA_DIR (a PGlite directory of
// its own: PGlite is single-process, so the floor cannot share the server's), DATABASE_POOL_SIZE (default 20).
// Started by scripts/bench/http.ts; it prints `floor listening on <url>` when ready and stops on SIGTERM.
import Fastify from 'fastify';
import { openDatabase } from '../../src/db/database.ts';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? './data-floor',
  poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 20),
});
const db = database.prisma;
await db.$executeRawUnsafe(
  'CREATE TABLE IF NOT EXISTS bench_floor (id serial PRIMARY KEY, body jsonb NOT NULL, "createdAt" timestamptz NOT NULL DEFAULT now())',
);

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/select1', async () => {
  await db.$queryRaw`SELECT 1`;
  return { ok: true };
});
app.post('/insert', async (request) => {
  await db.$executeRaw`INSERT INTO bench_floor (body) VALUES (${JSON.stringify(request.body ?? {})}::jsonb)`;
  return { ok: true };
});

// The same bytes as one of the server's answers (its gzip copy when the harness asked for gzip): what Fastify and
// the load generator do with that many bytes and no application at all.
const same = new Map<string, { body: Buffer; type: string; encoding: string | undefined }>();
app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 }, (_request, body, done) => done(null, body));
app.put<{ Params: { name: string } }>('/same/:name', async (request) => {
  const encoding = request.headers['x-content-encoding'];
  same.set(request.params.name, {
    body: request.body as Buffer,
    type: String(request.headers['x-content-type'] ?? 'application/octet-stream'),
    encoding: typeof encoding === 'string' && encoding ? encoding : undefined,
  });
  return { ok: true };
});
app.get<{ Params: { name: string } }>('/same/:name', (request, reply) => {
  const entry = same.get(request.params.name);
  if (!entry) return reply.code(404).send();
  reply.type(entry.type);
  if (entry.encoding) reply.header('content-encoding', entry.encoding);
  return reply.send(entry.body);
});

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
console.log(`floor listening on ${address}`);

let closing = false;
async function shutdown(): Promise<void> {
  if (closing) return;
  closing = true;
  await app.close();
  await db.$executeRawUnsafe('DROP TABLE IF EXISTS bench_floor').catch(() => undefined);
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
