// `npm run bench:scale -- --only memory`: the server's memory, read from outside (/proc VmRSS and VmHWM), after
// 500 games created over HTTP and a 100-player game with ~12,000 saved sheet versions (the goal of issue 35: ≤ 300 MB
// on PGlite, ≤ 200 MB on PostgreSQL), and after its reads. On PostgreSQL the postgres processes are given apart.
// SCALE_SERVER_ENV='NAME=value …' adds settings to the server's environment (to weigh a setting: run with and without).
import { BENCH_PLAYERS, load, startBenchmarkGame } from './http-support.ts';
import { cachesOf, count, extraEnv, getLoad, heapOf, idleCollectionsOf, JSON_BODY, mb, ms, valueTable } from './scale-measure.ts';
import type { ScaleOptions } from './scale-options.ts';
import { ok } from './scale-play.ts';
import { createDatabase, memoryOf, startServer } from './scale-server.ts';

const GAMES = 500;
const VERSIONS = 12_000;

export async function memoryScenario(kind: 'pglite' | 'postgres', root: string, options: ScaleOptions): Promise<string> {
  const log = (m: string) => console.log(`[memory ${kind}] ${m}`);
  const db = await createDatabase(kind, root, 'memory');
  const extra = extraEnv();
  try {
    const server = await startServer(db, root, extra);
    const base = server.base;
    const values: [string, string][] = [];
    const atStart = memoryOf(server.pid);
    values.push(['server RSS at the first /health (new data directory / database)', mb(atStart.rss)]);
    log(`creating ${GAMES} games`);
    let created = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (created < GAMES) {
          created++;
          await ok(base, 'POST', '/api/games', { name: `Game ${created}`, ruleset: 'lords-of-chaos', language: 'en' });
        }
      }),
    );
    const afterGames = memoryOf(server.pid);
    values.push([`after ${GAMES} × POST /api/games (4 at a time)`, mb(afterGames.rss)]);
    log(`the ${BENCH_PLAYERS}-player game and ${count(VERSIONS)} sheet versions`);
    const { gameId, gmToken, players } = await startBenchmarkGame(base, ok);
    let next = 0;
    const seeded = await load({
      url: `${base}/api/games/${gameId}/turns/1/orders`,
      method: 'PUT',
      headers: JSON_BODY,
      body: players[0]!.sheet,
      connections: options.connections,
      amount: VERSIONS,
      vary: () => {
        const player = players[next++ % players.length]!;
        return { headers: { authorization: `Bearer ${player.token}` }, body: player.sheet };
      },
    });
    const sheets = (await ok(base, 'GET', `/api/games/${gameId}/turns/1/orders`, undefined, gmToken)).sheets as { version: number }[];
    const versions = sheets.reduce((sum, sheet) => sum + sheet.version, 0);
    const afterSaves = memoryOf(server.pid);
    values.push([
      `after ${count(versions)} sheet versions of the ${BENCH_PLAYERS}-player game (PUT orders, ${options.connections} connections; ${seeded.errors} errors)`,
      `**${mb(afterSaves.rss)}** (goal ${kind === 'pglite' ? 300 : 200} MB)`,
    ]);
    await getLoad(base, [`/api/games/${gameId}`, `/games/${gameId}`], options.connections, options.duration);
    const afterReads = memoryOf(server.pid);
    values.push([`after ${options.duration} s of reads of its game JSON and public page`, mb(afterReads.rss)]);
    // Idle: the server gives back what the burst grew once it is quiet (src/idle-collection.ts: two collections
    // after a quiet second, a settling one six quiet seconds later), so it is read at 5 s and again at 15 s.
    let waited = 0;
    for (const seconds of [5, 15]) {
      await new Promise((resolve) => setTimeout(resolve, (seconds - waited) * 1000));
      waited = seconds;
      const idle = memoryOf(server.pid);
      values.push([`${seconds} s later, idle (VmRSS; VmHWM: the peak since the start)`, `${mb(idle.rss)} (peak ${mb(idle.hwm)})`]);
    }
    values.push(['idle collections so far (a full collection when the server falls quiet after work: IDLE_COLLECTION)', await idleCollectionsOf(base)]);
    values.push(["of which, from /metrics (prom-client): V8 heap used / committed; external (PGlite's WebAssembly memory is there)", await heapOf(base)]);
    values.push(['the caches, from /metrics (approximate bytes: GAME_CACHE_MB, PUBLISHED_CACHE_MB)', await cachesOf(base)]);
    const backends = await db.backends();
    if (backends)
      values.push([
        `postgres processes (${backends.count}): summed RSS (shared pages counted in each) / summed PSS`,
        `${mb(backends.rssMb)} / ${mb(backends.pssMb)}`,
      ]);
    await server.stop();
    const settings = Object.keys(extra).length
      ? `; server settings: ${Object.entries(extra)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')}`
      : '';
    return [
      `### ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: memory after ${GAMES} games and a ${BENCH_PLAYERS}-player game's history${settings}`,
      '',
      `- database: ${db.description}; server start to /health ${ms(server.startMs)} ms`,
      '',
      ...valueTable(values),
      '',
    ].join('\n');
  } finally {
    await db.stop();
  }
}
