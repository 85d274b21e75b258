import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgDatabase, databaseKinds } from '../helpers/databases.ts';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

const json = { 'content-type': 'application/json' };

describe.each(databaseKinds())('kill -9 during a resolution on %s', (kind) => {
  const servers: SpawnedServer[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill9();
    for (const cleanup of cleanups) await cleanup();
  });

  it('leaves the turn open with its sheets intact; the restarted server resolves it', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'turnkeeper-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir, DEMO: '1', NODE_ENV: 'test' };
    if (kind === 'postgresql') {
      const pg = await createPgDatabase();
      cleanups.push(() => pg.drop());
      env.DATABASE_URL = pg.url;
    }

    const first = await spawnServer({ ...env, RESOLVE_TEST_DELAY_MS: '60000' });
    servers.push(first);
    const demo = JSON.parse(readFileSync(join(dataDir, 'demo-tokens.json'), 'utf8'));
    const api = (server: SpawnedServer, path: string) => `${server.url}/api/games/${demo.gameId}${path}`;
    const sheets = [[{ type: 'invade', planet: 'mordian', count: 2 }], [{ type: 'defend', planet: 'sarum', count: 1 }]];
    for (const [index, orders] of sheets.entries()) {
      const response = await fetch(api(first, '/turns/1/orders'), {
        method: 'PUT',
        headers: { ...json, authorization: `Bearer ${demo.players[index].token}` },
        body: JSON.stringify({ orders }),
      });
      expect(response.status).toBe(200);
    }
    const gm = { authorization: `Bearer ${demo.gmToken}` };
    const resolving = fetch(api(first, '/turns/1/resolve'), { method: 'POST', headers: gm }).catch((error: unknown) => error);
    await first.waitForOutput('sleeping inside the resolution transaction');
    await first.kill9();
    expect(await resolving).toBeInstanceOf(Error); // the connection died with the server

    const second = await spawnServer(env);
    servers.push(second);
    const game = await (await fetch(api(second, ''))).json();
    expect(game).toMatchObject({ turn: 1, turnStatus: 'open', status: 'running' });
    expect(game.turns).toHaveLength(1);
    expect(game.players.map((p: { submitted: boolean }) => p.submitted)).toEqual([true, true, false, false]);
    expect((await fetch(api(second, '/turns/1/report?format=json'))).status).toBe(404);
    const stored = await (await fetch(api(second, '/turns/1/orders'), { headers: gm })).json();
    const byPlayer = Object.fromEntries(stored.sheets.map((s: { player: string; orders: unknown }) => [s.player, s.orders]));
    expect(Object.values(byPlayer)).toHaveLength(2);
    expect(byPlayer[game.players[0].id]).toEqual(sheets[0]);
    expect(byPlayer[game.players[1].id]).toEqual(sheets[1]);

    const resolved = await fetch(api(second, '/turns/1/resolve'), { method: 'POST', headers: gm });
    expect(resolved.status).toBe(200);
    const report = await (await fetch(api(second, '/turns/1/report'))).json();
    expect(report.input.orders).toEqual(byPlayer);
    await second.stop();
  });
});
