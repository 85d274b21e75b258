import { existsSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';
import { fetchAll, fetchHttp, gmAddresses, json, playGeneric, playLordsOfChaos, publishedAddresses, type Answer, type PlayedGame } from './campaign.ts';
import { newServerEnv, runDbCommand, SERVER_ENV } from './commands.ts';

function expectSameBytes(before: Map<string, Answer>, after: Map<string, Answer>): void {
  expect([...after.keys()]).toEqual([...before.keys()]);
  for (const [url, answer] of before) {
    const again = after.get(url)!;
    expect({ url, status: again.status, type: again.type }).toEqual({ url, status: answer.status, type: answer.type });
    expect(again.body.equals(answer.body), `${url}: the bytes differ`).toBe(true);
  }
}

/**
 * Issue 35: "A test backs up a running server, restores it into a fresh one (both databases) and compares every
 * published artifact byte for byte." The servers are started as `npm start` starts them and the commands run as an
 * operator types them.
 */
describe.each(databaseKinds())('npm run db:backup of a running server on %s, npm run db:restore into a fresh one', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  let source: SpawnedServer;
  let sourceEnv: Record<string, string>;
  let games: PlayedGame[];
  let urls: string[];
  let published: Map<string, Answer>;
  let gmReads: Map<string, Answer>;
  let backupFile: string;
  let target: { env: Record<string, string>; to: string; server: SpawnedServer };

  beforeAll(async () => {
    const db = await newServerEnv(kind);
    cleanups.push(db.drop);
    sourceEnv = { ...SERVER_ENV, ...db.env };
    source = await spawnServer(sourceEnv);
    cleanups.push(() => source.stop());
    const http = fetchHttp(source.url);
    games = [await playLordsOfChaos(http, 5), await playGeneric(http)];
    urls = games.flatMap((game) => publishedAddresses(game.id, game.resolved));
    published = await fetchAll(http, urls);
    gmReads = await fetchAll(http, gmAddresses(games[0]!.id, games[0]!.resolved), games[0]!.gmToken);
    // Every address answers with content, but the generic game's maps (it has none) and case files (it has a
    // hidden track: published when it ends).
    const empty = [...published].filter(([url, answer]) => answer.status !== 200 && !/\/turns\/\d+\/(map\.(svg|png)|case\.json)$/.test(url));
    expect(empty.map(([url, answer]) => `${answer.status} ${url}`)).toEqual([]);
    // 11 addresses per game and 16 per resolved turn: Lords of Chaos 5 turns, the generic game 3.
    expect(games.map((game) => game.resolved)).toEqual([5, 3]);
    expect(published.size).toBe(150);
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('backs up while the server runs and serves', async () => {
    const http = fetchHttp(source.url);
    const backup = runDbCommand('backup', [], sourceEnv);
    // The server answers while the backup is made (reads of every kind, as forum readers keep coming).
    let served = 0;
    let done = false;
    void backup.then(() => (done = true));
    while (!done) {
      for (const url of urls.slice(0, 10)) {
        const answer = await http('GET', url);
        expect(answer.status).toBe(published.get(url)!.status);
        served++;
      }
    }
    const run = await backup;
    expect(run.status, run.stderr).toBe(0);
    backupFile = /Backup written: (\S+)/.exec(run.stdout)![1]!;
    expect(existsSync(backupFile)).toBe(true);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(run.stdout).toContain(kind === 'pglite' ? 'made by the running server' : 'pg_dump');
    expect(served).toBeGreaterThan(0);

    // A change after the backup: not in it.
    const [loc] = games;
    const after = await http('POST', `/api/games/${loc!.id}/turns/${loc!.resolved + 1}/resolve`, { token: loc!.gmToken, body: {} });
    expect(after.status, after.body.toString()).toBe(200);
  });

  it('restores into a fresh database: every published artifact byte for byte, the change made after it absent', async () => {
    const db = await newServerEnv(kind);
    cleanups.push(db.drop);
    const targetEnv = { ...SERVER_ENV, ...db.env };
    const to = kind === 'pglite' ? db.env.DATA_DIR! : db.url!;
    const run = await runDbCommand('restore', [backupFile, '--to', to], targetEnv);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Game 2\b/);

    const restored = await spawnServer(targetEnv);
    cleanups.push(() => restored.stop());
    target = { env: targetEnv, to, server: restored };
    const http = fetchHttp(restored.url);
    expectSameBytes(published, await fetchAll(http, urls));
    expectSameBytes(gmReads, await fetchAll(http, [...gmReads.keys()], games[0]!.gmToken));
    const [loc] = games;
    expect(json(await http('GET', `/api/games/${loc!.id}`)).turn).toBe(loc!.resolved + 1);
    // And the game goes on there, with the links the players already hold.
    const saved = await http('PUT', `/api/games/${loc!.id}/turns/${loc!.resolved + 1}/orders`, { token: loc!.players[2]!.token, body: { orders: [] } });
    expect(saved.status, saved.body.toString()).toBe(200);
  });

  it('refuses to restore over a database a running server has open', async () => {
    const to = kind === 'pglite' ? sourceEnv.DATA_DIR! : sourceEnv.DATABASE_URL!;
    const run = await runDbCommand('restore', [backupFile, '--to', to], sourceEnv);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(kind === 'pglite' ? /A server is running on .*: stop it/ : /other session\(s\) are connected/);
  });

  it('restores over a database that holds games only when told to, and keeps what was there', async () => {
    await target.server.stop();
    const refused = await runDbCommand('restore', [backupFile, '--to', target.to], target.env);
    if (kind === 'postgresql') {
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/holds 2 game\(s\): add --force/);
      const forced = await runDbCommand('restore', [backupFile, '--to', target.to, '--force'], target.env);
      expect(forced.status, forced.stderr).toBe(0);
    } else {
      // The embedded database that was there is moved aside, never deleted.
      expect(refused.status, refused.stderr).toBe(0);
      const kept = /kept in (\S+)/.exec(refused.stdout)![1]!;
      expect(existsSync(`${kept}/PG_VERSION`)).toBe(true);
    }
    const again = await spawnServer(target.env);
    cleanups.push(() => again.stop());
    const urlsOfLoc = urls.filter((url) => url.includes(games[0]!.id));
    expectSameBytes(new Map(urlsOfLoc.map((url) => [url, published.get(url)!])), await fetchAll(fetchHttp(again.url), urlsOfLoc));
  });
});
