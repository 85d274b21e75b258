import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { EMBEDDED_SETTINGS } from './embedded-postgres.ts';
import { readLocalMigrations } from './migrate.ts';

/**
 * A migrated, empty embedded data directory, kept per PGlite version, start settings and committed migrations in
 * `node_modules/.cache/turnkeeper/` (never committed: `npm install` builds it, scripts/db/build-template.ts). A new
 * embedded database is a copy of it, a fraction of a second, instead of PGlite's initdb and every migration in a
 * child process (~5–9 s: issue 35, a newcomer's first start); the test suite's fresh databases are copies too.
 * Without a template (another version, migrations added since the install) the first database made the slow way
 * is kept as the template for the next one.
 */
export function templatePath(root = process.cwd()): string {
  return join(root, 'node_modules', '.cache', 'turnkeeper', `pglite-${templateKey(root)}`);
}

/** What a data directory made now would depend on: PGlite's version, its start settings and the migrations. */
export function templateKey(root = process.cwd()): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion()).update('\0').update(EMBEDDED_SETTINGS.join(' ')).update('\0');
  for (const { name, sql } of readLocalMigrations(root)) hash.update(name).update('\0').update(sql).update('\0');
  return hash.digest('hex').slice(0, 24);
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  // The package's own package.json, found upwards from its entry point.
  for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (parsed.name === '@electric-sql/pglite') return parsed.version ?? 'unknown';
  }
  return 'unknown';
}

/** Copies the template into `target` (a new data directory); false when there is no template for this build. */
export function copyTemplate(target: string, root = process.cwd()): boolean {
  const template = templatePath(root);
  if (!existsSync(join(template, 'PG_VERSION'))) return false;
  mkdirSync(dirname(target), { recursive: true });
  cpSync(template, target, { recursive: true, errorOnExist: true, force: false });
  return true;
}

/**
 * Keeps a closed, migrated, still empty data directory as the template (copied aside, then renamed into place:
 * processes making databases at the same time never see half a template). Best effort: a read-only
 * node_modules just means the next database is made the slow way again.
 */
export function saveTemplate(source: string, root = process.cwd()): void {
  const template = templatePath(root);
  if (existsSync(template)) return;
  const partial = `${template}.${process.pid}.${Date.now()}.partial`;
  try {
    mkdirSync(dirname(template), { recursive: true });
    cpSync(source, partial, { recursive: true });
    renameSync(partial, template);
  } catch {
    rmSync(partial, { recursive: true, force: true });
  }
}
