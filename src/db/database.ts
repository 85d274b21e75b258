import { join } from 'node:path';
import { createPrismaClient, type Db } from './client.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { applyMigrations } from './migrate.ts';

export interface DatabaseOptions {
  /** External PostgreSQL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize: number;
  /** Statements prepared once per connection (default true; client.ts). */
  preparedStatements?: boolean;
}

export interface Database {
  prisma: Db;
  kind: 'embedded' | 'postgresql';
  url: string;
  close(): Promise<void>;
}

/** Opens the database (starting the embedded one if needed) and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded = options.databaseUrl ? null : await startEmbeddedPostgres(join(options.dataDir, 'pglite'));
  let url = options.databaseUrl ?? embedded!.url;
  try {
    const applied = await applyMigrations(url);
    if (embedded && applied.length > 0) {
      // Migrating grows PGlite's WebAssembly memory (~45 MB on a new data directory), and WebAssembly memory never
      // shrinks: the server starts again on the migrated directory, as it does at every later start.
      await embedded.stop();
      embedded = null; // a failed restart below is not stopped twice by the catch
      embedded = await startEmbeddedPostgres(join(options.dataDir, 'pglite'));
      url = embedded.url;
    }
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  // pglite-socket 0.2.x keeps only *transactions* together: the extended-protocol messages of plain queries
  // from different connections interleave (seen: `portal "" does not exist`, rows of another query). PGlite
  // runs one query at a time anyway, so the embedded database gets a single pooled connection.
  const prisma = createPrismaClient(url, embedded ? 1 : options.poolSize, { preparedStatements: options.preparedStatements ?? true });
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
