import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { spawnServer } from '../helpers/spawned-server.ts';
import { fetchAll, fetchHttp, gmAddresses, playGeneric, playLordsOfChaos, publishedAddresses, type Answer, type PlayedGame } from './campaign.ts';
import { newServerEnv, runDbCommand, SERVER_ENV } from './commands.ts';

function expectSameBytes(before: Map<string, Answer>, after: Map<string, Answer>): void {
  expect([...after.keys()]).toEqual([...before.keys()]);
  for (const [url, answer] of before) {
    const again = after.get(url)!;
    expect({ url, status: again.status, type: again.type }).toEqual({ url, status: answer.status, type: answer.type });
    expect(again.body.equals(answer.body), `${url}: the bytes differ`).toBe(true);
  }
}

/** PostgreSQL when this run has it; otherwise the move is tested between two embedded databases. */
const other = databaseKinds().includes('postgresql') ? 'postgresql' : 'pglite';

/**
 * Issue 35: "Moving the whole server from the embedded database to PostgreSQL in one documented command, data
 * intact" — `npm run db:move -- --to postgresql://…`, and back; and a PGlite backup restored into PostgreSQL.
 */
describe(`npm run db:move: the embedded database -> ${other} -> a new embedded database`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  let embeddedEnv: Record<string, string>;
  let games: PlayedGame[];
  let urls: string[];
  let published: Map<string, Answer>;
  let gmReads: Map<string, Answer>;
  let moved: { env: Record<string, string>; url: string };

  beforeAll(async () => {
    const db = await newServerEnv('pglite');
    embeddedEnv = { ...SERVER_ENV, ...db.env };
    const server = await spawnServer(embeddedEnv);
    try {
      const http = fetchHttp(server.url);
      games = [await playLordsOfChaos(http, 4), await playGeneric(http)];
      urls = games.flatMap((game) => publishedAddresses(game.id, game.resolved));
      published = await fetchAll(http, urls);
      gmReads = await fetchAll(http, gmAddresses(games[0]!.id, games[0]!.resolved), games[0]!.gmToken);
      const refused = await runDbCommand('move', ['--to', join(mkdtempSync(join(tmpdir(), 'turnkeeper-ops-')), 'data')], embeddedEnv);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/A server is running on .*: stop it before moving it/);
    } finally {
      await server.stop();
    }
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`moves every row into ${other} in one command; the server there serves the same bytes`, async () => {
    const target = await newServerEnv(other);
    cleanups.push(target.drop);
    const to = target.url ?? join(target.env.DATA_DIR!, 'moved');
    const run = await runDbCommand('move', ['--to', to], embeddedEnv);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Game: 2 rows copied and compared/);
    expect(run.stdout).toMatch(/Resolution: \d+ rows copied and compared/);
    const env = { ...SERVER_ENV, ...(target.url ? target.env : { DATA_DIR: to, DATABASE_URL: '' }) };
    moved = { env, url: to };
    const server = await spawnServer(env);
    try {
      const http = fetchHttp(server.url);
      expectSameBytes(published, await fetchAll(http, urls));
      expectSameBytes(gmReads, await fetchAll(http, [...gmReads.keys()], games[0]!.gmToken));
    } finally {
      await server.stop();
    }
    // Into a database that is not empty: refused, nothing written.
    const again = await runDbCommand('move', ['--to', to], embeddedEnv);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/not empty|already holds an embedded database/);
  });

  it('moves back into a new embedded data directory, data intact', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'turnkeeper-ops-')), 'data');
    const run = await runDbCommand('move', ['--from', moved.url, '--to', dataDir], moved.env);
    expect(run.status, run.stderr).toBe(0);
    const server = await spawnServer({ ...SERVER_ENV, DATA_DIR: dataDir, DATABASE_URL: '' });
    try {
      expectSameBytes(published, await fetchAll(fetchHttp(server.url), urls));
    } finally {
      await server.stop();
    }
  });

  it(`a backup of the embedded database taken while no server runs, restored into ${other}`, async () => {
    const backup = await runDbCommand('backup', [], embeddedEnv);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('no server was running: taken directly');
    const file = /Backup written: (\S+)/.exec(backup.stdout)![1]!;
    const target = await newServerEnv(other);
    cleanups.push(target.drop);
    const to = target.url ?? join(target.env.DATA_DIR!, 'restored');
    const restored = await runDbCommand('restore', [file, '--to', to], embeddedEnv);
    expect(restored.status, restored.stderr).toBe(0);
    const server = await spawnServer({ ...SERVER_ENV, ...(target.url ? target.env : { DATA_DIR: to, DATABASE_URL: '' }) });
    try {
      expectSameBytes(published, await fetchAll(fetchHttp(server.url), urls));
    } finally {
      await server.stop();
    }
  });
});
