import { compileWebAssemblyWithBaselineOnly } from './v8-flags.ts';
import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { startIdleCollection } from './idle-collection.ts';
import { BufferedLogDestination } from './log-destination.ts';
import { loadConfig, publicUrl } from './config.ts';
import { openChangeChannel } from './db/change-channel.ts';
import { openDatabase, PREPARE_EMBEDDED_ENV, prepareEmbeddedDataDir } from './db/database.ts';
import { startServerOperations } from './db/backup/server-operations.ts';
import { startDemo } from './demo/demo-game.ts';
import { forgetPublished } from './services/published/publication-head.ts';
import { onServiceEvent } from './services/service-events.ts';

const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

// Run again as a child by openDatabase to create and migrate a new embedded data directory: that only, then exit.
const prepareOnly = process.env[PREPARE_EMBEDDED_ENV];
if (prepareOnly) {
  await prepareEmbeddedDataDir(prepareOnly);
  process.exit(0);
}

/** Start: open the database (embedded PGlite unless DATABASE_URL), migrate, seed the demo, listen, print links. */
if (existsSync('.env')) process.loadEnvFile('.env'); // variables already set in the environment win
const config = loadConfig();
if (!config.DATABASE_URL) compileWebAssemblyWithBaselineOnly(); // PGlite's memory: src/v8-flags.ts
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
  preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
  // This program again (scripts/start.mjs under npm start, src/server.ts under tsx) with this process's flags.
  ...(process.argv[1] ? { prepareInChild: { args: [...process.execArgv.filter((arg) => !arg.startsWith('--inspect')), process.argv[1]] } } : {}),
});
// Log lines are buffered and written 4 KB at a time, and at least once a second (src/log-destination.ts); whatever
// waits is written on exit.
const logStream = new BufferedLogDestination(1, LOG_BUFFER_BYTES);
setInterval(() => logStream.flush(), LOG_FLUSH_MS).unref();
process.on('exit', () => logStream.flush());
const app = await buildApp({ db: database.prisma, config, runScheduler: config.SCHEDULER, logStream });
// Several processes on one PostgreSQL database (docs/operations.md): a resolution, revert, extension or import made
// by any of them is announced on a LISTEN/NOTIFY channel, and every process forgets what it read of that game's
// published versions at once instead of up to PUBLISHED_REVALIDATE_MS later, which stays the fallback when a
// notification is missed (docs/operations.md: tests/operations/three-processes.db.test.ts measures it).
const changes =
  database.kind === 'postgresql'
    ? openChangeChannel(database.url, 'turnkeeper_published', {
        onMessage: forgetPublished,
        onError: (error) => app.log.warn({ err: error }, 'published changes channel'),
      })
    : null;
const stopAnnouncing = onServiceEvent((event) => {
  if (event.kind === 'published') changes?.notify(event.gameId);
});
const address = await app.listen({ port: config.PORT, host: config.HOST });
const stopIdleCollection = config.IDLE_COLLECTION ? startIdleCollection() : () => {};
const operations = await startServerOperations(database, config, app.log); // backups: docs/operations.md
const listening = app.server.address();
const port = listening && typeof listening === 'object' ? listening.port : config.PORT;
const baseUrl = config.PUBLIC_URL ? publicUrl(config) : `http://localhost:${port}`;
const demoLines = await startDemo(database.prisma, config, baseUrl);

if (database.created) console.log(`Created a new embedded database in ${config.DATA_DIR}`);
console.log(`Turnkeeper listening on ${address} (database: ${database.kind === 'embedded' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`);
for (const line of demoLines) console.log(line);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // GET /ready answers 503 for SHUTDOWN_DRAIN_MS first, so that a proxy or orchestrator polling it stops sending
  // requests here; then the server stops listening and finishes the requests in flight.
  app.startDraining();
  if (config.SHUTDOWN_DRAIN_MS > 0) await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
  await app.close();
  stopIdleCollection();
  stopAnnouncing();
  await changes?.close();
  await operations.close();
  await database.close();
  process.exit(0); // the 'exit' handler above writes what the log still holds
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
