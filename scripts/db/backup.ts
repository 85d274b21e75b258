// `npm run db:backup [-- --dir <dir>]`: a consistent backup of the server's database while it runs (docs/operations.md).
import { backupCommand } from '../../src/db/backup/operator-commands.ts';
import { backupDir } from '../../src/operations-settings.ts';
import { parseArgs, runCommand, settings, size } from './operator-cli.ts';

const USAGE = `usage: npm run db:backup [-- --dir <directory>]
  Backs up the server's database (DATABASE_URL, else the embedded one in DATA_DIR) into BACKUP_DIR
  (default DATA_DIR/backups) or --dir: pg_dump for PostgreSQL, PGlite's own dump for the embedded database
  (made by the running server, or directly when none runs).`;

const { options } = parseArgs(USAGE, { options: ['dir'], flags: [] });
await runCommand(async () => {
  const config = settings();
  const made = await backupCommand(config, options.dir ?? backupDir(config));
  console.log(`Backup written: ${made.file}`);
  console.log(
    `  ${made.kind === 'pglite' ? 'embedded database (PGlite dump)' : 'PostgreSQL (pg_dump custom format)'}, ${size(made.bytes)}, ${made.ms} ms, ${made.how}`,
  );
  console.log(`  Restore: npm run db:restore -- ${made.file}`);
});
