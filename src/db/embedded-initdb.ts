import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * Creates a new PGlite data directory in a child process, so that the server only ever opens an existing one.
 * PGlite's initdb runs a second PostgreSQL instance and copies the new directory through memory: ~5 s of CPU
 * and ~750 MB resident at its peak, of which the process kept ~140 MB after garbage collection (the first
 * `npm start` held ~980 MB with the demo). In a child, all of it is returned when the child exits.
 * Plain CommonJS run by `node -e`: the same under tsx, vitest and the built server.
 */
export async function initDataDirInChild(dataDir: string, startParams: readonly string[]): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `
    const [pglite, dataDir, params] = process.argv.slice(1);
    require(pglite).PGlite.create({ dataDir, startParams: JSON.parse(params) })
      .then((db) => db.close())
      .catch((error) => { console.error(error); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script, pglite, dataDir, JSON.stringify(startParams)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`PGlite could not create its data directory ${dataDir} (exit ${code}): ${stderr.trim()}`);
}
