// `npm run bench:scale -- --only processes` (PostgreSQL): order saves and published reads through a round-robin
// proxy (tests/operations/round-robin-proxy.ts, the stand-in for nginx of `docker compose --profile scale`) to one
// server process, then to three; then a kill -9 of one of the three under a stream of saves, with every acknowledged
// save looked up in the database and the reads served by the two left.
import { startRoundRobinProxy } from '../../tests/operations/round-robin-proxy.ts';
import { load } from './http-support.ts';
import { alternating, count, getLoad, JSON_BODY, loadTable, ms, rate, saveLoad, valueTable, type Row } from './scale-measure.ts';
import type { ScaleOptions } from './scale-options.ts';
import { playGames } from './scale-play.ts';
import { createDatabase, startFloor, startServer, type Server } from './scale-server.ts';

const TEMPLATES = 10;
const KILL_PHASE_MS = 8_000;

export async function processesScenario(root: string, options: ScaleOptions): Promise<string> {
  const log = (m: string) => console.log(`[processes] ${m}`);
  const db = await createDatabase('postgres', root, 'processes');
  const servers: Server[] = [];
  try {
    for (let i = 0; i < 3; i++) servers.push(await startServer(db, root));
    log(`playing ${TEMPLATES} games over HTTP (one turn resolved each)`);
    const templates = await playGames(servers[0]!.base, 'Processes', TEMPLATES, 1, 24);
    const floor = await startFloor(db, root);
    const { connections, duration } = options;
    // A sheet every turn accepts (no orders): the save itself, not the rules' refusals, is measured.
    const body = JSON.stringify({ orders: [] });
    const saves = templates.flatMap((g) => g.players.map((p) => ({ path: `/api/games/${g.id}/turns/${g.openTurn}/orders`, token: p.token, body })));
    const reads = templates.map((g) => `/api/games/${g.id}/turns/1/report.html`);
    const pages = templates.map((g) => `/games/${g.id}`);
    const rows: Row[] = [];
    // The floor behind the same proxy, counted in alternation with each load.
    const floorProxy = await startRoundRobinProxy([floor.base]);
    const hello = (seconds: number) => getLoad(floorProxy.url, ['/hello'], connections, seconds);
    const insert = (seconds: number) => load({ url: `${floorProxy.url}/insert`, method: 'POST', headers: JSON_BODY, body, connections, duration: seconds });
    for (const upstreams of [1, 3]) {
      const proxy = await startRoundRobinProxy(servers.slice(0, upstreams).map((s) => s.base));
      const who = upstreams === 1 ? '1 process' : '3 processes';
      log(`${who}: saves and reads`);
      await getLoad(proxy.url, [...reads, ...pages], connections, 1); // warm-up of every process
      rows.push(
        await alternating(
          `PUT orders (80 players in turn), ${who}`,
          'POST /insert via the proxy',
          (t) => saveLoad(proxy.url, saves, connections, t),
          insert,
          duration,
        ),
      );
      rows.push(
        await alternating(
          `GET …/turns/1/report.html (10 games in turn), ${who}`,
          'GET /hello via the proxy',
          (t) => getLoad(proxy.url, reads, connections, t),
          hello,
          duration,
        ),
      );
      rows.push(
        await alternating(
          `GET /games/:id public page (10 games in turn), ${who}`,
          'GET /hello via the proxy',
          (t) => getLoad(proxy.url, pages, connections, t),
          hello,
          duration,
        ),
      );
      await proxy.close();
    }
    await floorProxy.close();
    await floor.stop();

    // kill -9 of one process under a stream of saves (8 workers, each its own players, one request at a time).
    log('kill -9 of one process under saves');
    const proxy = await startRoundRobinProxy(servers.map((s) => s.base));
    const acked: { game: string; player: string; version: number }[] = [];
    const failures: Record<string, number> = {};
    let killedAt = Number.NaN;
    let stop = false;
    const started = performance.now();
    const stamps: { at: number; ok: boolean }[] = [];
    const worker = async (w: number) => {
      for (let i = w; !stop; i = (i + 8) % saves.length) {
        const save = saves[i]!;
        const game = templates[Math.floor(i / 8)]!;
        let status: number | string;
        try {
          const response = await fetch(`${proxy.url}${save.path}`, {
            method: 'PUT',
            headers: { ...JSON_BODY, authorization: `Bearer ${save.token}` },
            body: save.body,
          });
          status = response.status;
          const text = await response.text();
          if (status === 200) acked.push({ game: game.id, player: game.players[i % 8]!.id, version: (JSON.parse(text) as { version: number }).version });
        } catch (error) {
          status = (error as Error).message;
        }
        stamps.push({ at: performance.now() - started, ok: status === 200 });
        if (status !== 200) failures[String(status)] = (failures[String(status)] ?? 0) + 1;
      }
    };
    const workers = Array.from({ length: 8 }, (_, w) => worker(w));
    await new Promise((resolve) => setTimeout(resolve, KILL_PHASE_MS));
    killedAt = performance.now() - started;
    await servers[1]!.kill9();
    await new Promise((resolve) => setTimeout(resolve, KILL_PHASE_MS));
    stop = true;
    await Promise.all(workers);
    const readsAfter = await Promise.all(Array.from({ length: 30 }, async (_, i) => (await fetch(`${proxy.url}${reads[i % reads.length]}`)).status));
    await proxy.close();
    const stored = await db.withSql(async (client) => {
      const { rows: found } = await client.query<{ key: string }>(
        `SELECT t."gameId" || '/' || s."playerId" || '#' || s.version AS key FROM "OrderSheet" s JOIN "Turn" t ON t.id = s."turnId" WHERE t."gameId" = ANY($1)`,
        [templates.map((g) => g.id)],
      );
      return new Set(found.map((r) => r.key));
    });
    const missing = acked.filter((a) => !stored.has(`${a.game}/${a.player}#${a.version}`));
    const okBefore = stamps.filter((s) => s.ok && s.at < killedAt).length / (killedAt / 1000);
    const okAfter = stamps.filter((s) => s.ok && s.at >= killedAt).length / ((stamps.at(-1)!.at - killedAt) / 1000);
    const values: [string, string][] = [
      ['saves acknowledged (200) over the run, 8 workers one request at a time each', count(acked.length)],
      [`acknowledged saves **missing** from the database after a kill -9 of one of the three at ${(killedAt / 1000).toFixed(1)} s`, `**${missing.length}**`],
      [
        'requests that failed (never acknowledged: in flight to the killed process)',
        Object.entries(failures)
          .map(([status, n]) => `${n}× ${status}`)
          .join(', ') || '0',
      ],
      ['acknowledged saves per second: before the kill → after (two processes left)', `${rate(okBefore)} → ${rate(okAfter)}`],
      ['GET report.html through the proxy after the kill (30 requests)', readsAfter.every((s) => s === 200) ? 'all 200' : `statuses ${readsAfter.join(', ')}`],
    ];
    const gain = (label: string) => {
      const one = rows.find((r) => r.label.startsWith(label) && r.label.endsWith('1 process'))!.result.rps;
      const three = rows.find((r) => r.label.startsWith(label) && r.label.endsWith('3 processes'))!.result.rps;
      return `${label}: ${(three / one).toFixed(2)}× (${rate(one)} → ${rate(three)} req/s)`;
    };
    return [
      `### PostgreSQL: three processes against one`,
      '',
      `- database: ${db.description}; every server process with DATABASE_POOL_SIZE 20; the proxy (Node, round robin) runs in the harness's process`,
      '',
      ...loadTable(rows),
      '',
      `Three processes against one: ${['PUT orders', 'GET …/turns/1/report.html', 'GET /games/:id public page'].map(gain).join('; ')}.`,
      '',
      ...valueTable(values),
      '',
      `- p99 of the saves across the kill is not measured (each worker waits for its answer); the ${ms(KILL_PHASE_MS)} ms phases are wall-clock.`,
      '',
    ].join('\n');
  } finally {
    for (const server of servers) await server.stop().catch(() => undefined);
    await db.stop();
  }
}
