// `npm run bench:scale -- --only first-start`: a newcomer's first start (goal ≤ 3 s): from spawning `npm start`'s
// node process on a new data directory (PGlite: the shipped migrated template is copied) or a new, empty
// PostgreSQL database (the migrations run) to the first 200 from /health. Three starts, each on a new one.
import { cpuMicros } from './http-support.ts';
import { mb, ms, valueTable } from './scale-measure.ts';
import { createDatabase, memoryOf, startServer } from './scale-server.ts';

const STARTS = 3;

export async function firstStartScenario(kind: 'pglite' | 'postgres', root: string): Promise<string> {
  const rows: [string, string][] = [];
  let description = '';
  for (let i = 0; i < STARTS; i++) {
    const db = await createDatabase(kind, root, `first-${i}`);
    description = db.description;
    try {
      const server = await startServer(db, root);
      const memory = memoryOf(server.pid);
      rows.push([
        `start ${i + 1}: npm start → /health 200 on a new ${kind === 'pglite' ? 'data directory' : 'database'}`,
        `**${ms(server.startMs)} ms** (CPU ${ms(cpuMicros(server.pid) / 1000)} ms; RSS ${mb(memory.rss)})`,
      ]);
      await server.stop();
      const again = await startServer(db, root);
      rows.push([
        `start ${i + 1}, again on the same data`,
        `${ms(again.startMs)} ms (CPU ${ms(cpuMicros(again.pid) / 1000)} ms; RSS ${mb(memoryOf(again.pid).rss)})`,
      ]);
      await again.stop();
    } finally {
      await db.stop();
    }
  }
  return [
    `### ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: first start`,
    '',
    `- database: ${description}; goal ≤ 3 s. CPU: user + system time of the server's node process when /health first answered (/proc): what the start itself costs, less dependent than wall time on what else the machine runs (PostgreSQL's own work, migrations included, is not in it)`,
    '',
    ...valueTable(rows),
    '',
  ].join('\n');
}
