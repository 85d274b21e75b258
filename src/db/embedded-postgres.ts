import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** postgresql:// URL of the socket server on 127.0.0.1 (any user/password is accepted). */
  url: string;
  stop(): Promise<void>;
}

/**
 * The default database: PGlite (PostgreSQL as WebAssembly, in-process) behind the official socket server,
 * so the app talks to it through the same driver adapter (@prisma/adapter-pg) as to production PostgreSQL.
 * PGlite runs one query at a time; the socket server multiplexes connections and keeps each transaction on
 * its own connection. `maxConnections` must stay well above the pool size: at 1–10 it dropped connections
 * under load (../shared/notes/toolchain.md). `dataDir` = null keeps everything in memory.
 */
export async function startEmbeddedPostgres(dataDir: string | null, maxConnections = 200): Promise<EmbeddedPostgres> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const url = `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`;
  return {
    url,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
