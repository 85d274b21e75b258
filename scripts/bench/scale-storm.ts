// `npm run bench:scale -- --only storm`: N games (default 1,000) whose open turn has the same deadline, resolved by
// the server's own deadline scheduler (SCHEDULER_INTERVAL_MS=1000 here; 15 s by default): the time from the
// deadline to the last resolution (turnkeeper_resolutions_total{trigger="deadline"} of /metrics, polled), then to
// the last of the N reports served (reports are rendered at their first read), and the server's peak memory.
// SCALE_SERVER_ENV (scale-measure.ts) adds settings to the storm server's environment.
import { cloneGames, counts } from './scale-clone.ts';
import { cachesOf, count, extraEnv, heapOf, mb, ms, timedGets, valueTable } from './scale-measure.ts';
import type { ScaleOptions } from './scale-options.ts';
import { playGames, saveSheet, PLAYERS } from './scale-play.ts';
import { createDatabase, memoryOf, sampleRss, startServer } from './scale-server.ts';

const TEMPLATES = 4;
/** Time left between the copies' deadline being set and the deadline: the server starts meanwhile. */
const MARGIN_MS = 45_000;

async function deadlineResolutions(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const match = /^turnkeeper_resolutions_total\{[^}]*trigger="deadline"[^}]*\}\s+(\d+)/m.exec(text);
  return match ? Number(match[1]) : 0;
}

export async function stormScenario(kind: 'pglite' | 'postgres', root: string, options: ScaleOptions): Promise<string> {
  const n = options.storm;
  const log = (m: string) => console.log(`[storm ${kind}] ${m}`);
  const db = await createDatabase(kind, root, 'storm');
  try {
    const setup = await startServer(db, root);
    log(`playing ${TEMPLATES} games over HTTP up to their first turn's sheets`);
    const templates = await playGames(setup.base, 'Storm', TEMPLATES, 0, 24);
    for (const game of templates) for (let i = 0; i < PLAYERS; i++) await saveSheet(setup.base, game, i, 1);
    await setup.stop();
    log(`copying to ${n} games, every open turn due at the same moment`);
    const deadline = await db.withSql(async (client) => {
      await cloneGames(
        client,
        templates.map((g) => g.id),
        Math.ceil((n - TEMPLATES) / TEMPLATES),
      );
      const at = new Date(Date.now() + MARGIN_MS);
      await client.query(`UPDATE "Turn" SET deadline = $1 WHERE status = 'open'`, [at]);
      return at;
    });
    const stored = await db.withSql(counts);
    const ids = await db.withSql(async (client) => (await client.query<{ id: string }>('SELECT id FROM "Game"')).rows.map((r) => r.id));
    const extra = extraEnv();
    const server = await startServer(db, root, { SCHEDULER_INTERVAL_MS: '1000', ...extra });
    const wait = deadline.getTime() - Date.now();
    if (wait < 1_000) throw new Error(`the server took too long to start (${ms(server.startMs)} ms): the deadline passed before it was ready`);
    const before = memoryOf(server.pid);
    log(`server up (RSS ${mb(before.rss)}); deadline in ${(wait / 1000).toFixed(1)} s`);
    await new Promise((resolve) => setTimeout(resolve, wait));
    const peak = sampleRss(server.pid);
    const since = deadline.getTime();
    let resolved = 0;
    let firstAt = Number.NaN;
    while (resolved < stored.games) {
      resolved = await deadlineResolutions(server.base);
      if (resolved > 0 && Number.isNaN(firstAt)) firstAt = Date.now() - since;
      if (Date.now() - since > 1_800_000) throw new Error(`only ${resolved} of ${stored.games} turns resolved after 30 minutes`);
      if (resolved < stored.games) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const resolvedAt = Date.now() - since;
    const rssResolved = memoryOf(server.pid).rss;
    const heapResolved = await heapOf(server.base);
    log(`all ${resolved} resolved ${ms(resolvedAt)} ms after the deadline; reading every report once`);
    const reports = await timedGets(
      server.base,
      ids.map((id) => `/api/games/${id}/turns/1/report.html`),
      4,
    );
    const reportsAt = Date.now() - since;
    const peakRss = peak.stop();
    const after = memoryOf(server.pid);
    const heapAfter = await heapOf(server.base);
    const cachesAfter = await cachesOf(server.base);
    const backends = await db.backends();
    await server.stop();
    const values: [string, string][] = [
      [
        `games (8 players each, ${TEMPLATES} played over HTTP, the rest copies: scale-clone.ts), all with the same deadline`,
        `${count(stored.games)} (${count(stored.sheets)} sheet versions)`,
      ],
      ['server start to /health on them', `${ms(server.startMs)} ms`],
      ['deadline → first resolution seen in /metrics (polled every 100 ms; scheduler tick every 1 s)', `${ms(firstAt)} ms`],
      [
        `deadline → last of the ${count(stored.games)} resolutions committed`,
        `**${(resolvedAt / 1000).toFixed(1)} s** (${((stored.games / resolvedAt) * 1000).toFixed(0)} turns/s)`,
      ],
      [
        `then every game's turn-1 report.html read once (4 at a time; rendered at its first read)`,
        `${(reports.totalMs / 1000).toFixed(1)} s (p50 ${ms(reports.p50)} ms, max ${ms(reports.max)} ms)`,
      ],
      [`deadline → the last report served`, `**${(reportsAt / 1000).toFixed(1)} s**`],
      [
        'server RSS: before the deadline → all resolved → after the reports (sampled every 100 ms: the peak)',
        `${mb(before.rss)} → ${mb(rssResolved)} → ${mb(after.rss)} (peak **${mb(peakRss)}**; VmHWM since start ${mb(after.hwm)})`,
      ],
      [
        "of which, from /metrics (prom-client) when all were resolved → after the reports: V8 heap used / committed; external (PGlite's WebAssembly memory, the artifacts' buffers)",
        `${heapResolved} → ${heapAfter}`,
      ],
      ['the caches at the end, from /metrics (approximate bytes: GAME_CACHE_MB, PUBLISHED_CACHE_MB)', cachesAfter],
    ];
    if (backends) values.push([`postgres processes (${backends.count}) at the end: summed RSS / summed PSS`, `${mb(backends.rssMb)} / ${mb(backends.pssMb)}`]);
    const settings = Object.entries(extra)
      .map(([k, v]) => `; server setting ${k}=${v}`)
      .join('');
    return [
      `### ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: deadline storm of ${count(stored.games)} games${settings}`,
      '',
      `- database: ${db.description}`,
      '',
      ...valueTable(values),
      '',
    ].join('\n');
  } finally {
    await db.stop();
  }
}
