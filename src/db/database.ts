import { join } from 'node:path';
import { createPrismaClient, type Db } from './client.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { applyMigrations } from './migrate.ts';

export interface DatabaseOptions {
  /** External PostgreSQL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize: number;
}

export interface Database {
  prisma: Db;
  kind: 'embedded' | 'postgresql';
  url: string;
  close(): Promise<void>;
}

/** Opens the database (starting the embedded one if needed) and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const embedded = options.databaseUrl ? null : await startEmbeddedPostgres(join(options.dataDir, 'pglite'));
  const url = options.databaseUrl ?? embedded!.url;
  try {
    await applyMigrations(url);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const prisma = createPrismaClient(url, options.poolSize);
  return {
    prisma,
    kind: embedded ? 'embedded' : 'postgresql',
    url,
    async close() {
      await prisma.$disconnect();
      await embedded?.stop();
    },
  };
}
