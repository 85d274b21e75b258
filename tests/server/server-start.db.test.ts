import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPgDatabase, databaseKinds } from '../helpers/databases.ts';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';

describe.each(databaseKinds())('starting the server (npm start) on %s', (kind) => {
  const servers: SpawnedServer[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill9();
    for (const cleanup of cleanups) await cleanup();
  });

  async function environment(): Promise<Record<string, string>> {
    const dataDir = mkdtempSync(join(tmpdir(), 'turnkeeper-start-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    if (kind === 'pglite') return { DATA_DIR: join(dataDir, 'nested', 'data') }; // created on start
    const pg = await createPgDatabase();
    cleanups.push(() => pg.drop());
    return { DATA_DIR: dataDir, DATABASE_URL: pg.url };
  }

  it('migrates, seeds the demo game once, prints the GM and player links on every start', { timeout: 180_000 }, async () => {
    const env = await environment();
    const first = await spawnServer(env);
    servers.push(first);
    await first.waitForOutput('/docs');
    const port = new URL(first.url).port;
    const printed = first.output();
    expect(printed.includes('Created a new embedded database')).toBe(kind === 'pglite');
    const gmLink = new RegExp(`GM: +http://localhost:${port}/gm/[A-Za-z0-9_-]{43}`).exec(printed)?.[0];
    expect(gmLink).toBeDefined();
    expect(printed.match(new RegExp(`http://localhost:${port}/play/[A-Za-z0-9_-]{43}`, 'g'))).toHaveLength(4);
    expect(readFileSync(join(env.DATA_DIR!, 'demo-links.txt'), 'utf8')).toContain(gmLink!.split(/\s+/)[1]);

    const demo = JSON.parse(readFileSync(join(env.DATA_DIR!, 'demo-tokens.json'), 'utf8'));
    const game = await (await fetch(`${first.url}/api/games/${demo.gameId}`)).json();
    expect(game).toMatchObject({ name: 'Demo — El Ojo del Terror', ruleset: 'lords-of-chaos', status: 'running', turn: 1 });
    expect(game.players.map((p: { data: { god: string } }) => p.data.god)).toEqual(['Khorne', 'Nurgle', 'Tzeentch', 'Slaanesh']);
    expect((await fetch(`${first.url}/health`)).status).toBe(200);
    await first.stop();

    const second = await spawnServer(env);
    servers.push(second);
    await second.waitForOutput('/docs');
    expect(second.output()).toContain(`/gm/${demo.gmToken}`); // the same links, no second demo game
    expect(second.output()).not.toContain('Created a new embedded database');
    const again = await (await fetch(`${second.url}/api/games/${demo.gameId}`)).json();
    expect(again.id).toBe(demo.gameId);
    await second.stop();
  });

  it.runIf(kind === 'pglite')('serves with a relative DATA_DIR (the default is ./data)', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'turnkeeper-start-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await spawnServer({ DATA_DIR: relative(process.cwd(), join(dataDir, 'data')), DEMO: '0' });
    servers.push(server);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect(existsSync(join(dataDir, 'data', 'pglite', 'PG_VERSION'))).toBe(true);
    await server.stop();
  });

  it('seeds nothing with DEMO=0', { timeout: 120_000 }, async () => {
    const env = await environment();
    const server = await spawnServer({ ...env, DEMO: '0' });
    servers.push(server);
    expect(server.output()).not.toContain('/play/');
    expect(existsSync(join(env.DATA_DIR!, 'demo-links.txt'))).toBe(false);
    await server.stop();
  });
});
