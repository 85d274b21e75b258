import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;
/** A Prisma client or the client of an open interactive transaction: what repositories receive. */
export type DbTx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

/** The one Prisma client factory: the same driver adapter for the embedded database and for PostgreSQL. */
export function createPrismaClient(databaseUrl: string, poolSize: number): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: poolSize });
  return new PrismaClient({ adapter });
}
