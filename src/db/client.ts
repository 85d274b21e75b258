import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { TX_OPTIONS } from './transaction-options.ts';

export type Db = PrismaClient;
/** A Prisma client or the client of an open interactive transaction: what repositories receive. */
export type DbTx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

/** The one Prisma client factory: the same driver adapter for the embedded database and for PostgreSQL. */
export function createPrismaClient(databaseUrl: string, poolSize: number): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: poolSize });
  // Batch transactions ($transaction([...])) take these defaults too: with Prisma's 2 s maxWait, 400 concurrent
  // saves on the one-connection embedded database failed with P2028 (transaction could not start in time).
  return new PrismaClient({ adapter, transactionOptions: TX_OPTIONS });
}
