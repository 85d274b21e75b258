import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { initDataDirInChild } from './embedded-initdb.ts';

export interface EmbeddedPostgres {
  /** postgresql:// URL of the socket server: a Unix socket in a directory only this user can enter. */
  url: string;
  /** PGlite's own dump of the data directory, a gzipped tar (a crash-consistent image: src/db/backup/embedded-backup.ts). */
  dumpDataDir(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * Added to PGlite's own start parameters. PostgreSQL's shared memory lives in PGlite's WebAssembly heap, which
 * is zero-filled when allocated (so all of it is resident) and never shrinks: with initdb's `shared_buffers =
 * 128MB` it was 146 MB, and filling it cost ~0.4 s of CPU at every start. Pages that do not fit in the
 * smaller buffer pool are read back from the operating system's file cache (docs/performance.md, "Start time
 * and memory", has the numbers).
 */
export const EMBEDDED_SETTINGS: readonly string[] = ['-c', 'shared_buffers=16MB'];

/** A Unix socket path must stay under ~107 bytes; `/.s.PGSQL.5432` is appended to the directory. */
const MAX_SOCKET_DIR = 80;

/**
 * Where the socket lives: `<dataDir>/../socket` beside the database when that path is short enough, else a
 * fresh private directory under the system temp directory. Always mode 0700 and owned by this process's user:
 * the socket server accepts any user name and password, so the directory is the access control (issue 18:
 * on 127.0.0.1 any local user could read the open turns' seeds and sheets).
 */
function privateSocketDir(dataDir: string | null): { dir: string; temporary: boolean } {
  // Absolute: the driver reads a relative host (DATA_DIR=./data, the default) as a host name, not a socket.
  const beside = dataDir ? resolve(dataDir, '..', 'pglite-socket') : null;
  if (beside && beside.length <= MAX_SOCKET_DIR) {
    mkdirSync(beside, { recursive: true, mode: 0o700 });
    chmodSync(beside, 0o700);
    return { dir: beside, temporary: false };
  }
  return { dir: mkdtempSync(join(tmpdir(), 'turnkeeper-db-')), temporary: true }; // mkdtemp: 0700
}

/**
 * The default database: PGlite (PostgreSQL as WebAssembly, in-process) behind the official socket server,
 * so the app talks to it through the same driver adapter (@prisma/adapter-pg) as to production PostgreSQL.
 * PGlite runs one query at a time; the socket server multiplexes connections and keeps each transaction on
 * its own connection. `maxConnections` must stay well above the pool size: at 1–10 it dropped connections
 * under load (../shared/notes/toolchain.md). `dataDir` = null keeps everything in memory.
 *
 * The socket server is a Unix socket (0600) in a 0700 directory, never a TCP port, and the data directory
 * is 0700: other local users can neither connect nor read the files.
 */
export async function startEmbeddedPostgres(dataDir: string | null, maxConnections = 200): Promise<EmbeddedPostgres> {
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
  }
  // Loaded here: a server on PostgreSQL never needs PGlite's JavaScript (~30 ms and 5 MB at start).
  const [{ PGlite }, { PGLiteSocketServer }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite-socket')]);
  const startParams = [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS];
  if (dataDir) await initDataDirInChild(dataDir, startParams);
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), startParams });
  const socket = privateSocketDir(dataDir);
  const path = join(socket.dir, '.s.PGSQL.5432');
  if (existsSync(path)) unlinkSync(path); // left by a process that was killed; PGlite's data is single-process anyway
  const server = new PGLiteSocketServer({ db, path, maxConnections });
  try {
    await server.start();
    chmodSync(path, 0o600);
  } catch (error) {
    await db.close();
    throw error;
  }
  const url = `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socket.dir)}&sslmode=disable`;
  return {
    url,
    dumpDataDir: () => db.dumpDataDir('gzip'),
    async stop() {
      await server.stop();
      await db.close();
      if (socket.temporary) rmSync(socket.dir, { recursive: true, force: true });
    },
  };
}
