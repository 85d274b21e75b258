// `npm run bench:scale -- --only games`: reads and saves of 10 games played over HTTP with 20 games in the database
// (the 10 and a copy of each, made before any load), then with N (copies of those copies, scale-clone.ts), after a
// restart each time; the database's size per game and per turn (the copies' rows); the server's memory from outside.
import { cloneGames, counts } from './scale-clone.ts';
import { load } from './http-support.ts';
import { alternating, bytes, count, getLoad, JSON_BODY, loadTable, mb, ms, rate, saveLoad, timedGets, valueTable, type Row } from './scale-measure.ts';
import type { ScaleOptions } from './scale-options.ts';
import { playGames, type PlayedGame } from './scale-play.ts';
import { createDatabase, memoryOf, startFloor, startServer, type ScaleDatabase } from './scale-server.ts';

const TEMPLATES = 10;
const RESOLVED = 2;

interface Point {
  games: number;
  rows: Row[];
  values: [string, string][];
}

async function measurePoint(
  db: ScaleDatabase,
  root: string,
  templates: PlayedGame[],
  others: string[],
  games: number,
  options: ScaleOptions,
  log: (m: string) => void,
): Promise<Point> {
  const values: [string, string][] = [];
  const server = await startServer(db, root);
  values.push([`start to /health with ${count(games)} games`, `${ms(server.startMs)} ms`]);
  values.push([`server RSS at /health`, mb(memoryOf(server.pid).rss)]);
  // First reads after the restart: nothing of these games is cached yet.
  const reports = templates.map((g) => `/api/games/${g.id}/turns/1/report.html`);
  const cold = await timedGets(server.base, reports);
  values.push([
    `first GET of report.html of the ${templates.length} template games after the start (one at a time)`,
    `p50 ${ms(cold.p50)} ms, max ${ms(cold.max)} ms`,
  ]);
  if (others.length > 0) {
    const coldOthers = await timedGets(
      server.base,
      others.map((id) => `/api/games/${id}/turns/1/report.html`),
    );
    values.push([
      `first GET of report.html of ${others.length} other games picked at random (one at a time)`,
      `p50 ${ms(coldOthers.p50)} ms, max ${ms(coldOthers.max)} ms`,
    ]);
  }
  const floor = await startFloor(db, root);
  const { connections, duration } = options;
  const paths = (make: (g: PlayedGame) => string) => templates.map(make);
  const rows: Row[] = [];
  log(`reads and saves with ${games} games`);
  const select = (seconds: number) => getLoad(floor.base, ['/select1'], connections, seconds);
  for (const [label, list] of [
    ['GET /api/games/:id (game JSON)', paths((g) => `/api/games/${g.id}`)],
    ['GET /games/:id (public page)', paths((g) => `/games/${g.id}`)],
    ['GET …/turns/1/report.html', paths((g) => `/api/games/${g.id}/turns/1/report.html`)],
    ['GET /games/:id/turns/2 (turn page)', paths((g) => `/games/${g.id}/turns/2`)],
  ] as const) {
    await getLoad(server.base, list, connections, 1); // warm-up
    rows.push(
      await alternating(`${label}, the 10 games in turn`, 'GET /select1', (seconds) => getLoad(server.base, list, connections, seconds), select, duration),
    );
  }
  // A sheet every turn accepts (no orders): the save itself, not the rules' refusals, is measured.
  const body = JSON.stringify({ orders: [] });
  const saves = templates.flatMap((g) => g.players.map((p) => ({ path: `/api/games/${g.id}/turns/${g.openTurn}/orders`, token: p.token, body })));
  rows.push(
    await alternating(
      'PUT orders (an empty sheet), the 80 players of the 10 games in turn',
      'POST /insert',
      (seconds) => saveLoad(server.base, saves, connections, seconds),
      (seconds) => load({ url: `${floor.base}/insert`, method: 'POST', headers: JSON_BODY, body, connections, duration: seconds }),
      duration,
    ),
  );
  const memory = memoryOf(server.pid);
  values.push(['server RSS after the loads (VmRSS; VmHWM the peak)', `${mb(memory.rss)} (peak ${mb(memory.hwm)})`]);
  const backends = await db.backends();
  if (backends) values.push([`postgres processes (${backends.count}): summed RSS / summed PSS`, `${mb(backends.rssMb)} / ${mb(backends.pssMb)}`]);
  await floor.stop();
  await server.stop();
  return { games, rows, values };
}

export async function gamesScenario(kind: 'pglite' | 'postgres', root: string, options: ScaleOptions): Promise<string> {
  const n = options.games[kind];
  const log = (m: string) => console.log(`[games ${kind}] ${m}`);
  const db = await createDatabase(kind, root, 'games');
  try {
    const setup = await startServer(db, root);
    log(`playing ${TEMPLATES} games over HTTP (${RESOLVED} turns resolved each)`);
    const played = performance.now();
    const templates = await playGames(setup.base, 'Scale', TEMPLATES, RESOLVED, 24);
    const playMs = performance.now() - played;
    await setup.stop();
    // One copy of each before anything else touches them: the copies made below are copies of these, with the rows
    // of play only (the save loads of the first measurement add versions to the played games).
    const pristine = await db.withSql(async (client) => {
      await cloneGames(
        client,
        templates.map((g) => g.id),
        1,
      );
      return (await client.query<{ id: string }>(`SELECT id FROM "Game" WHERE name LIKE '% #%'`)).rows.map((r) => r.id);
    });
    const first = await measurePoint(db, root, templates, [], TEMPLATES + pristine.length, options, log);
    const base = await db.withSql(counts);
    const small = await db.size();
    log(`copying to ${n} games`);
    const copying = performance.now();
    const copies = Math.ceil((n - base.games) / pristine.length);
    await db.withSql((client) => cloneGames(client, pristine, copies, pristine.length + 1));
    const copyMs = performance.now() - copying;
    const big = await db.withSql(counts);
    const large = await db.size();
    const others = await db.withSql(async (client) =>
      (await client.query<{ id: string }>(`SELECT id FROM "Game" WHERE name LIKE '% #%' ORDER BY random() LIMIT 100`)).rows.map((r) => r.id),
    );
    const second = await measurePoint(db, root, templates, others, big.games, options, log);
    const perGame = (large.database - small.database) / (big.games - base.games);
    const perTurn = (large.database - small.database) / (big.resolvedTurns - base.resolvedTurns);
    const values: [string, string][] = [
      [
        `${TEMPLATES} games played over HTTP (create, 8 seats, start, 2 saves per player per turn, ${RESOLVED} resolutions; 4 at a time)`,
        `${(playMs / 1000).toFixed(1)} s`,
      ],
      [
        `copied to ${count(big.games)} games by SQL (${count(big.turns)} turns, ${count(big.resolvedTurns)} resolved; ${count(big.sheets)} sheet versions, of which ${count(base.sheets)} before the copies: the played games' saves under load included)`,
        `${(copyMs / 1000).toFixed(1)} s`,
      ],
      [`pg_database_size: ${count(base.games)} games → ${count(big.games)}`, `${bytes(small.database)} → ${bytes(large.database)}`],
      ['per game (8 players, 3 turns of which 2 resolved, 32 sheet versions)', `**${bytes(perGame)}**`],
      ["per resolved turn (the game's rows divided by its resolved turns)", `**${bytes(perTurn)}**`],
    ];
    if (small.dir !== undefined && large.dir !== undefined) {
      values.push([
        `PGlite data directory on disk (du): ${count(base.games)} → ${count(big.games)} games`,
        `${bytes(small.dir)} → ${bytes(large.dir)} (${bytes((large.dir - small.dir) / (big.games - base.games))} per game)`,
      ]);
    }
    const lines = [
      `### ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${count(big.games)} games`,
      '',
      `- database: ${db.description}`,
      '',
      ...valueTable(values),
      '',
    ];
    for (const point of [first, second]) {
      lines.push(`With **${count(point.games)} games** in the database:`, '', ...loadTable(point.rows), '', ...valueTable(point.values), '');
    }
    const ratio = (label: string) => {
      const a = first.rows.find((r) => r.label.startsWith(label))!;
      const b = second.rows.find((r) => r.label.startsWith(label))!;
      const share = (row: Row) => row.result.rps / Math.max(row.floor!.result.rps, 0.001);
      return `${label}: ${share(a).toFixed(2)} → ${share(b).toFixed(2)} of its floor (${rate(a.result.rps)} → ${rate(b.result.rps)} req/s; p99 ${ms(a.result.p99)} → ${ms(b.result.p99)} ms)`;
    };
    lines.push(
      `Flatness, ${count(first.games)} → ${count(second.games)} games (each figure as a share of the floor counted in alternation with it):`,
      '',
      ...['GET /api/games/:id', 'GET /games/:id (public', 'GET …/turns/1/report.html', 'GET /games/:id/turns/2', 'PUT orders'].map((l) => `- ${ratio(l)}`),
      '',
    );
    return lines.join('\n');
  } finally {
    await db.stop();
  }
}
