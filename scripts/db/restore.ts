// `npm run db:restore -- <file> [--to <postgresql://… | directory>] [--force]` (docs/operations.md).
import { databaseSpec, describeSpec, restoreCommand } from '../../src/db/backup/operator-commands.ts';
import { countsLine, parseArgs, runCommand, settings, usageError } from './operator-cli.ts';

const USAGE = `usage: npm run db:restore -- <backup file> [--to <postgresql://… | data directory>] [--force]
  Restores a backup made by db:backup into the server's database (DATABASE_URL, else DATA_DIR) or --to.
  Stop the server first. The embedded database that was there is kept aside (pglite.before-restore-<time>);
  a PostgreSQL database that holds games is replaced only with --force.`;

const { options, flags, positional } = parseArgs(USAGE, { options: ['to'], flags: ['force'] });
if (positional.length !== 1) usageError(USAGE, 'name one backup file');
await runCommand(async () => {
  const config = settings();
  const to = databaseSpec(options.to, config);
  const restored = await restoreCommand(positional[0]!, to, { force: flags.has('force'), binDir: config.PG_BIN_DIR });
  console.log(`Restored ${positional[0]} into ${describeSpec(to)}`);
  console.log(`  rows: ${countsLine(restored.counts)}`);
  if (restored.previous) console.log(`  the database that was there is kept in ${restored.previous} (delete it once you are satisfied)`);
  console.log('  Start the server as usual (npm start).');
});
