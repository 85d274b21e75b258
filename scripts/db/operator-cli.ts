// Shared by the operator commands (backup.ts, restore.ts, move.ts): settings as the server reads them (.env, then
// the environment), a tiny argument parser, and one way to fail (exit 2: wrong use; exit 1: the operation failed).
import { existsSync } from 'node:fs';
import { loadConfig } from '../../src/config.ts';
import { isOperatorError } from '../../src/db/backup/operator-commands.ts';

export function settings() {
  if (existsSync('.env')) process.loadEnvFile('.env'); // variables already set in the environment win
  return loadConfig();
}

/** `--name value` / `--name=value` options, `--flag` switches and positional arguments. */
export function parseArgs(
  usage: string,
  known: { options: string[]; flags: string[] },
): { options: Record<string, string>; flags: Set<string>; positional: string[] } {
  const options: Record<string, string> = {};
  const flags = new Set<string>();
  const positional: string[] = [];
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') {
      console.log(usage);
      process.exit(0);
    }
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (known.flags.includes(name)) flags.add(name);
    else if (known.options.includes(name)) {
      const value = inline ?? args[++i];
      if (value === undefined) usageError(usage, `--${name} needs a value`);
      options[name] = value;
    } else usageError(usage, `unknown option --${name}`);
  }
  return { options, flags, positional };
}

export function usageError(usage: string, message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

/** Runs a command: its refusals and failures are one line on stderr and exit 1 (a stack only for the unexpected). */
export async function runCommand(main: () => Promise<void>): Promise<void> {
  try {
    await main();
    process.exit(0);
  } catch (error) {
    process.stderr.write(
      `${isOperatorError(error) || (error instanceof Error && !process.env.DEBUG) ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`,
    );
    process.exit(1);
  }
}

export function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

export function countsLine(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([table, rows]) => `${table} ${rows}`)
    .join(', ');
}
