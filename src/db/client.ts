import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient, type Prisma } from '../generated/prisma/client.ts';
import { statementNames } from './statement-names.ts';
import { TX_OPTIONS } from './transaction-options.ts';

export type Db = PrismaClient;
/** A Prisma client or the client of an open interactive transaction: what repositories receive. */
export type DbTx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

/** The one Prisma client factory: the same driver adapter for the embedded database and for PostgreSQL. */
export function createPrismaClient(databaseUrl: string, poolSize: number, options: { preparedStatements?: boolean } = {}): PrismaClient {
  // Statements are prepared once per connection (statement-names.ts). The driver believes a new connection has
  // none; the embedded database keeps ONE session for every socket connection, so statements prepared on an
  // earlier (idle-closed) connection would still exist there and collide: a new connection first drops them,
  // before the pool hands it out (pg-pool awaits `onConnect`; a failure there fails the query that asked).
  const onConnect = async (client: pg.ClientBase) => {
    await client.query('DEALLOCATE ALL');
  };
  // `min: 1`: once connected, a server keeps one session open even when idle, so that `npm run db:restore` and
  // `db:move` on PostgreSQL see a running server by its session (docs/operations.md) however long it sat idle
  // (pg-pool closes idle connections after 10 s; the test that restores over a running server failed when it had).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, min: Math.min(1, poolSize), onConnect });
  const names = options.preparedStatements !== false ? statementNames() : null;
  const adapter = new PrismaPg(pool, { ...(names ? { statementNameGenerator: names } : {}), disposeExternalPool: true });
  // Batch transactions ($transaction([...])) take these defaults too: with Prisma's 2 s maxWait, 400 concurrent
  // saves on the one-connection embedded database failed with P2028 (transaction could not start in time).
  const client = new PrismaClient({ adapter, transactionOptions: TX_OPTIONS });
  drivers.set(client, { pool, names });
  return client;
}

/** The driver under each client this module made: its pool, and the prepared statements' names (null: none). */
const drivers = new WeakMap<object, { pool: pg.Pool; names: ((query: { sql: string }) => string) | null }>();

/**
 * The rows of one statement, sent by the driver (pg) on the client's own pool, past Prisma's query engine: for
 * the few statements on the hottest path (the order save), where Prisma's interpreter, spans and result mapping
 * were an eighth of the server's CPU per save (issue 17, docs/performance.md). The statement is prepared under the same name
 * Prisma's adapter would give it. Inside a transaction (`db` a transaction's client) it goes through Prisma.
 * Rows come with pg's own type parsing: only for statements returning text, booleans and 32-bit integers (a
 * timestamp without time zone would be read as local time, a bigint as a string).
 */
export async function driverRows<T>(db: DbTx, sql: Prisma.Sql): Promise<T[]> {
  const driver = drivers.get(db);
  if (!driver) return db.$queryRaw<T[]>(sql);
  const text = sql.text;
  const name = driver.names?.({ sql: text });
  const result = await driver.pool.query<T & pg.QueryResultRow>({ text, values: sql.values as unknown[], ...(name ? { name } : {}) });
  return result.rows;
}

/** The pool size of a client this module made; null for a transaction's client (statements cannot be grouped there). */
export function driverPoolSize(db: DbTx): number | null {
  return drivers.get(db)?.pool.options.max ?? null;
}

/** The driver pool's connections right now (GET /metrics): open, idle, and requests waiting for one; null for a transaction's client. */
export function driverPoolStats(db: DbTx): { total: number; idle: number; waiting: number; max: number } | null {
  const pool = drivers.get(db)?.pool;
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 } : null;
}
