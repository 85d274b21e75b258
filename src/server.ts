import './wasm-tiering.ts';
import { existsSync } from 'node:fs';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig, publicUrl } from './config.ts';
import { openDatabase, PREPARE_EMBEDDED_ENV, prepareEmbeddedDataDir } from './db/database.ts';
import { startDemo } from './demo/demo-game.ts';

// Run again as a child by openDatabase to create and migrate a new embedded data directory: that only, then exit.
const prepareOnly = process.env[PREPARE_EMBEDDED_ENV];
if (prepareOnly) {
  await prepareEmbeddedDataDir(prepareOnly);
  process.exit(0);
}

/** Start: open the database (embedded PGlite unless DATABASE_URL), migrate, seed the demo, listen, print links. */
if (existsSync('.env')) process.loadEnvFile('.env'); // variables already set in the environment win
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
  preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
  // This program again (scripts/start.mjs under npm start, src/server.ts under tsx) with this process's flags.
  ...(process.argv[1] ? { prepareInChild: { args: [...process.execArgv.filter((arg) => !arg.startsWith('--inspect')), process.argv[1]] } } : {}),
});
// Log lines go out asynchronously: while one write is in flight the next lines gather and go in one write, so a busy
// server does not make a write system call per line (pino flushes what is left when the process exits).
const logStream = pino.destination({ dest: 1, sync: false });
const app = await buildApp({ db: database.prisma, config, runScheduler: config.SCHEDULER, logStream });
const address = await app.listen({ port: config.PORT, host: config.HOST });
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
  await app.close();
  await database.close();
  logStream.flushSync();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
