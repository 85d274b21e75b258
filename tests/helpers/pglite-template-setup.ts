// vitest globalSetup (database and browser projects): ONE embedded PGlite data directory created and migrated for
// the whole run, provided as `pgliteTemplate`. Each test's fresh database is a copy of it (tests/helpers/
// databases.ts): a copy opens in about a second and finds every migration applied, where a new directory costs
// an initdb in a child process, the schema engine and a restart (5–6 s each, ~100 of them in a run).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';
import { oneAtATime, shared } from './setup-once.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded data directory (its `pglite` folder) to copy; '' when none was made. */
    pgliteTemplate: string;
  }
}

async function makeTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'turnkeeper-template-'));
  await oneAtATime(async () => (await openDatabase({ dataDir: dir, poolSize: 1 })).close());
  return dir;
}

// One template for the run, shared by the projects that ask (database, browser), removed after the last one.
export default async function setup(project: TestProject) {
  const { value: dir, release } = await shared('pglite-template', makeTemplate, (made) => rmSync(made, { recursive: true, force: true }));
  project.provide('pgliteTemplate', join(dir, 'pglite'));
  return release;
}
