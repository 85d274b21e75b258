import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase, databaseKinds } from '../helpers/databases.ts';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';
import { seatBody } from '../helpers/test-app.ts';
import { links } from '../published-cache/helpers.ts';
import { LOC_PLAYERS } from '../rulesets/lords-of-chaos/seats.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';

const onPostgres = databaseKinds().includes('postgresql');

interface Answer {
  status: number;
  upstream: number;
  body: string;
}

/**
 * The production profile of docker-compose.yml (`--profile scale`: three `npm start` processes behind nginx on
 * one PostgreSQL database, no sticky routing), with a round-robin proxy in place of nginx: one Lords of Chaos game
 * driven through it. Saves go through every process; after one resolution every process serves the new report
 * within a second (LISTEN/NOTIFY, src/db/change-channel.ts); a process killed with SIGKILL under a stream of saves
 * loses no acknowledged save, and the others keep serving.
 */
describe.skipIf(!onPostgres)('three server processes behind a round-robin proxy on one PostgreSQL database', () => {
  let database: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let servers: SpawnedServer[] = [];
  let proxy: RoundRobinProxy;
  let game: { id: string; gmToken: string; players: { id: string; token: string }[] };

  const call = async (base: string, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> => {
    const response = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    return { status: response.status, upstream: Number(response.headers.get('x-upstream') ?? -1), body: await response.text() };
  };
  const viaProxy = (method: string, path: string, options?: { token?: string; body?: unknown }) => call(proxy.url, method, path, options);
  const ok = (answer: Answer, status = 200) => {
    if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${answer.body.slice(0, 300)}`);
    return JSON.parse(answer.body) as Record<string, unknown>;
  };
  const save = (player: number, turn: number) =>
    viaProxy('PUT', `/api/games/${game.id}/turns/${turn}/orders`, { token: game.players[player]!.token, body: { orders: [] } });

  beforeAll(async () => {
    database = await createPgDatabase({ migrated: true });
    dataDir = mkdtempSync(join(tmpdir(), 'turnkeeper-scale-'));
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      DATABASE_POOL_SIZE: '5',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      // The proxy is on loopback: its X-Forwarded-For is believed (docker-compose.yml sets the proxy's network).
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_ANON_PER_MINUTE: '0',
      RATE_LIMIT_TOKEN_PER_MINUTE: '0',
      RATE_LIMIT_CREATE_PER_HOUR: '0',
      RATE_LIMIT_SEATS_PER_HOUR: '0',
    };
    servers = await Promise.all([spawnServer(env), spawnServer(env), spawnServer(env)]);
    proxy = await startRoundRobinProxy(servers.map((server) => server.url));

    const created = ok(await viaProxy('POST', '/api/games', { body: { name: 'Three processes', ruleset: 'lords-of-chaos', language: 'en' } }), 201) as {
      id: string;
      gmToken: string;
    };
    const players = [];
    for (const seat of [LOC_PLAYERS.khorne, LOC_PLAYERS.nurgle]) {
      players.push(
        ok(await viaProxy('POST', `/api/games/${created.id}/players`, { token: created.gmToken, body: seatBody(seat) }), 201) as { id: string; token: string },
      );
    }
    ok(await viaProxy('POST', `/api/games/${created.id}/start`, { token: created.gmToken }));
    game = { id: created.id, gmToken: created.gmToken, players };
  }, 240_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The versions of each player's sheet for turn `turn` in the database. */
  const storedVersions = async (turn: number): Promise<Set<string>> => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ playerId: string; version: number }>(
        `SELECT s."playerId", s.version FROM "OrderSheet" s JOIN "Turn" t ON t.id = s."turnId" WHERE t."gameId" = $1 AND t.number = $2`,
        [game.id, turn],
      );
      return new Set(rows.map((row) => `${row.playerId}#${row.version}`));
    } finally {
      await client.end();
    }
  };

  it('saves through every process, one resolution, and the new report served by all three within a second', { timeout: 120_000 }, async () => {
    const saves: Answer[] = [];
    for (let i = 0; i < 6; i++) saves.push(await save(i % 2, 1));
    for (const answer of saves) expect(answer.status).toBe(200);
    expect(new Set(saves.map((answer) => answer.upstream))).toEqual(new Set([0, 1, 2]));
    const stored = await storedVersions(1);
    for (const [i, answer] of saves.entries())
      expect(stored.has(`${game.players[i % 2]!.id}#${(JSON.parse(answer.body) as { version: number }).version}`)).toBe(true);

    // Readers keep asking every process for the game's public page while the GM resolves: each process has read
    // the game's published state at most a moment before the resolution commits, as on a busy server. A process
    // that only read it again after PUBLISHED_REVALIDATE_MS (1 s) would go on showing the page without the new
    // report for up to that long. (A link to a report it does not know yet is checked at once: lookup.ts.)
    const page = `/games/${game.id}`;
    const report = `/api/games/${game.id}/turns/1/report.md`;
    const linksReport = (html: string) => links(html).some((link) => new URL(link, 'http://x').pathname === report);
    for (const server of servers) expect(linksReport((await call(server.url, 'GET', page)).body)).toBe(false);
    let reading = true;
    const readers = servers.map(async (server) => {
      while (reading) await call(server.url, 'GET', page);
    });

    const resolved = ok(await viaProxy('POST', `/api/games/${game.id}/turns/1/resolve`, { token: game.gmToken })) as { seed: string };
    const answeredAt = performance.now();
    reading = false; // the readers' last requests end while the poll below runs
    let servedAfterMs = 0;
    await expect
      .poll(
        async () => {
          const answers = await Promise.all(
            servers.map(async (server) => {
              const [shown, text] = await Promise.all([call(server.url, 'GET', page), call(server.url, 'GET', report)]);
              return linksReport(shown.body) && text.status === 200 && text.body.includes(resolved.seed);
            }),
          );
          servedAfterMs = performance.now() - answeredAt;
          return answers;
        },
        { timeout: 1000, interval: 20 },
      )
      .toEqual([true, true, true]);
    console.info(`three processes: the new report was shown and served by all three ${servedAfterMs.toFixed(0)} ms after the resolve answer`);
    await Promise.all(readers);
    // The same bytes from each.
    const bodies = await Promise.all(servers.map(async (server) => (await call(server.url, 'GET', report)).body));
    expect(new Set(bodies).size).toBe(1);
  });

  it('SIGKILL of one process under a stream of saves: every acknowledged save is stored, and the others keep serving', { timeout: 180_000 }, async () => {
    const answers: { player: number; answer: Answer; afterKill: boolean }[] = [];
    let killed = false;
    let stop = false;
    const worker = async (player: number) => {
      while (!stop) {
        // Whether the request began after the kill (a save answered by the killed process just before it died can
        // arrive after `killed` is set: CI failed once on such an answer counted as "after").
        const afterKill = killed;
        const answer = await save(player, 2);
        answers.push({ player, answer, afterKill });
      }
    };
    const acknowledged = (afterKill: boolean) => answers.filter((a) => a.answer.status === 200 && a.afterKill === afterKill).length;
    const workers = [0, 1, 0, 1].map((player) => worker(player));
    try {
      await expect.poll(() => acknowledged(false), { timeout: 60_000 }).toBeGreaterThanOrEqual(30);
      await servers[1]!.kill9();
      killed = true;
      await expect.poll(() => acknowledged(true), { timeout: 60_000 }).toBeGreaterThanOrEqual(40);
    } finally {
      stop = true;
      await Promise.all(workers);
    }

    // Only a save in flight to the killed process may fail (502 from the proxy: never acknowledged); one per worker at most.
    const failed = answers.filter((a) => a.answer.status !== 200);
    for (const { answer } of failed) expect(answer.status).toBe(502);
    expect(failed.length).toBeLessThanOrEqual(4);
    // Requests begun after the kill are served by the two others.
    for (const { answer } of answers.filter((a) => a.afterKill && a.answer.status === 200)) expect([0, 2]).toContain(answer.upstream);

    const stored = await storedVersions(2);
    const ackedKeys = answers
      .filter((a) => a.answer.status === 200)
      .map((a) => `${game.players[a.player]!.id}#${(JSON.parse(a.answer.body) as { version: number }).version}`);
    expect(ackedKeys.length).toBeGreaterThanOrEqual(70);
    expect(ackedKeys.filter((key) => !stored.has(key))).toEqual([]);

    // Reads keep being served through the proxy by the two processes left.
    for (let i = 0; i < 4; i++) expect((await viaProxy('GET', `/api/games/${game.id}`)).status).toBe(200);
  });
});
