// `npm install` (postinstall): builds the migrated embedded data directory that every new embedded database is
// copied from (src/db/embedded-template.ts), so a newcomer's first `npm start` and the test suite's fresh
// databases skip PGlite's initdb and the migrations. Does nothing when the template for this build exists.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/database.ts';
import { templatePath } from '../../src/db/embedded-template.ts';

if (!existsSync('prisma/migrations')) process.exit(0);
const template = templatePath();
if (existsSync(template)) process.exit(0);
const started = performance.now();
const scratch = mkdtempSync(join(tmpdir(), 'turnkeeper-template-'));
try {
  const database = await openDatabase({ dataDir: scratch, poolSize: 1 });
  await database.close();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
console.log(`${existsSync(template) ? 'Built' : 'Could not build'} the embedded database template in ${((performance.now() - started) / 1000).toFixed(1)} s`);
