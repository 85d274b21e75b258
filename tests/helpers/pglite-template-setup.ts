// vitest globalSetup (database and browser projects): ONE embedded PGlite data directory created and migrated for
// the whole run, provided as `pgliteTemplate`. Each test's fresh database is a copy of it (tests/helpers/
// databases.ts): a copy opens in about a second and finds every migration applied, where a new directory costs
// an initdb in a child process, the schema engine and a restart (5–6 s each, ~100 of them in a run).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded data directory (its `pglite` folder) to copy; '' when none was made. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'turnkeeper-template-'));
  const database = await openDatabase({ dataDir: dir, poolSize: 1 });
  await database.close();
  project.provide('pgliteTemplate', join(dir, 'pglite'));
  return () => rmSync(dir, { recursive: true, force: true });
}
