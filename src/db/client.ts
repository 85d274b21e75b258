import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';
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
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, onConnect });
  const adapter = new PrismaPg(pool, { ...(options.preparedStatements !== false ? { statementNameGenerator: statementNames() } : {}), disposeExternalPool: true });
  // Batch transactions ($transaction([...])) take these defaults too: with Prisma's 2 s maxWait, 400 concurrent
  // saves on the one-connection embedded database failed with P2028 (transaction could not start in time).
  return new PrismaClient({ adapter, transactionOptions: TX_OPTIONS });
}
