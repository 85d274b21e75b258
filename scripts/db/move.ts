// `npm run db:move -- --to <postgresql://… | directory> [--from <…>] [--force]` (docs/operations.md).
import { databaseSpec, describeSpec, moveCommand } from '../../src/db/backup/operator-commands.ts';
import { parseArgs, runCommand, settings, usageError } from './operator-cli.ts';

const USAGE = `usage: npm run db:move -- --to <postgresql://… | new data directory> [--from <postgresql://… | data directory>] [--force]
  Copies every row of the server's database (DATABASE_URL, else DATA_DIR) or --from into an empty database,
  compares every table, and commits only if all arrived intact. Stop the server first; the source is left as it was.`;

const { options, flags } = parseArgs(USAGE, { options: ['to', 'from'], flags: ['force'] });
if (!options.to) usageError(USAGE, '--to is required');
await runCommand(async () => {
  const config = settings();
  const from = databaseSpec(options.from, config);
  const to = databaseSpec(options.to, config);
  const started = performance.now();
  const tables = await moveCommand(from, to, { force: flags.has('force') }, ({ table, rows }) => console.log(`  ${table}: ${rows} rows copied and compared`));
  console.log(
    `Moved ${describeSpec(from)} into ${describeSpec(to)}: ${tables.reduce((sum, t) => sum + t.rows, 0)} rows in ${tables.length} tables, ${Math.round(performance.now() - started)} ms.`,
  );
  console.log(
    to.kind === 'postgresql'
      ? `  Now set DATABASE_URL=${options.to} (in .env or the environment) and start the server. ${from.kind === 'pglite' ? `${from.dataDir} is left as it was.` : ''}`
      : `  Now set DATA_DIR=${options.to}, unset DATABASE_URL, and start the server.`,
  );
});
