// `npm run bench:scale` (issue 35, "Scale, measured"): the server at scale, measured from outside. Scenarios:
//   first-start  a newcomer's first start on a new database, to /health (scale-first-start.ts)
//   memory       RSS after 500 games and a 100-player game's ~12,000 saved versions (scale-memory.ts)
//   games        reads and saves at 10 games and at N (10,000 on PostgreSQL, 1,000 on PGlite), size per game/turn (scale-games.ts)
//   storm        N games (1,000) with the same deadline, resolved by the scheduler: time to the last report, peak RSS (scale-storm.ts)
//   processes    PostgreSQL: 1 process against 3 behind a round-robin proxy, and a kill -9 under saves (scale-processes.ts)
// Usage: npm run bench:scale [-- --only <scenario>]… [--db pglite|postgres|both] [--games N] [--duration S] [--no-write|--write]
// Each scenario's result replaces its own block of docs/performance.md ("Scale", between bench:scale markers).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { installExitHandlers, releaseAll, removeDirLater } from './http-support.ts';
import { firstStartScenario } from './scale-first-start.ts';
import { gamesScenario } from './scale-games.ts';
import { memoryScenario } from './scale-memory.ts';
import { parseOptions, type DbKind, type Scenario } from './scale-options.ts';
import { processesScenario } from './scale-processes.ts';
import { stormScenario } from './scale-storm.ts';

const DOC = join(process.cwd(), 'docs', 'performance.md');
const OUTER = { start: '<!-- bench:scale start -->', end: '<!-- bench:scale end -->' };
const marker = (key: string, end = false) => `<!-- bench:scale ${key} ${end ? 'end' : 'start'} -->`;
const ORDER: Scenario[] = ['first-start', 'memory', 'games', 'storm', 'processes'];

const argv = process.argv.slice(2);
const options = parseOptions(argv);
const loadAvg = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');

function header(scenario: Scenario, db: DbKind, before: string): string {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src', 'scripts']).toString().trim() ? ' (with uncommitted changes)' : '';
  const command = `npm run bench:scale -- --only ${scenario} --db ${db}${argv.includes('--games') ? ` --games ${argv[argv.indexOf('--games') + 1]}` : ''}`;
  return `- ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at ${commit}${dirty}, \`${command}\`; load average (1/5/15 min) before ${before}, after ${loadAvg()} on ${os.cpus().length} cores shared with other work`;
}

function writeBlock(key: string, body: string): void {
  let doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
  if (!doc.includes(OUTER.start)) doc = `${doc.trimEnd()}\n\n${OUTER.start}\n${OUTER.end}\n`;
  const block = `${marker(key)}\n${body.trim()}\n${marker(key, true)}`;
  const start = doc.indexOf(marker(key));
  const end = doc.indexOf(marker(key, true));
  if (start >= 0 && end > start) doc = doc.slice(0, start) + block + doc.slice(end + marker(key, true).length);
  else doc = doc.replace(OUTER.end, `${block}\n\n${OUTER.end}`);
  writeFileSync(DOC, doc);
}

installExitHandlers();
execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const root = mkdtempSync(join(os.tmpdir(), 'turnkeeper-bench-scale-'));
removeDirLater(root);
console.log(`bench:scale ${argv.join(' ')}${options.smoke ? ' (smoke run)' : ''}; load average ${loadAvg()}`);

let failed = false;
try {
  for (const scenario of ORDER.filter((s) => options.scenarios.includes(s))) {
    const kinds = scenario === 'processes' ? options.databases.filter((d) => d === 'postgres') : options.databases;
    for (const db of kinds) {
      const before = loadAvg();
      const body =
        scenario === 'first-start'
          ? await firstStartScenario(db, root)
          : scenario === 'memory'
            ? await memoryScenario(db, root, options)
            : scenario === 'games'
              ? await gamesScenario(db, root, options)
              : scenario === 'storm'
                ? await stormScenario(db, root, options)
                : await processesScenario(root, options);
      const text = `${body.trim()}\n\n${header(scenario, db, before)}\n`;
      console.log(`\n${text}`);
      if (options.write) writeBlock(`${scenario} ${db}`, text);
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await releaseAll();
}
process.exit(failed ? 1 : 0);
