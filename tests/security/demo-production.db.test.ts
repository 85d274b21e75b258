import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';

describe('the demo game in production (npm start, PGlite)', () => {
  const servers: SpawnedServer[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill9();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const start = async (env: Record<string, string>) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'turnkeeper-demo-'));
    dirs.push(dataDir);
    // Resolves on the listening line, printed once the demo is seeded (src/server.ts): the demo's lines follow it,
    // and each test waits for the line it reads.
    const server = await spawnServer({ DATA_DIR: dataDir, NODE_ENV: 'production', SCHEDULER: '0', ...env });
    servers.push(server);
    return { server, dataDir };
  };

  it('NODE_ENV=production with DEMO=1: no demo game, nothing printed or stored', { timeout: 120_000 }, async () => {
    const { server, dataDir } = await start({ DEMO: '1' });
    await server.waitForOutput('DEMO=force'); // "No demo game in production ...: set DEMO=force to seed one anyway"
    expect(readdirSync(dataDir).filter((f) => f.startsWith('demo'))).toEqual([]);
    await server.stop(); // log lines are buffered until then (src/server.ts): all of them are read below
    expect(server.output()).not.toMatch(/\/(gm|play)\/[A-Za-z0-9_-]{20,}/);
  });

  it('DEMO=force: the demo game exists, but its tokens are neither printed nor stored in plain text', { timeout: 120_000 }, async () => {
    const { server, dataDir } = await start({ DEMO: 'force' });
    await server.waitForOutput('/games/');
    expect(existsSync(join(dataDir, 'demo-tokens.json'))).toBe(false);
    expect(existsSync(join(dataDir, 'demo-links.txt'))).toBe(false);
    const gameId = /\/games\/([0-9a-f-]{36})/.exec(server.output())![1]!;
    const game = await (await fetch(`${server.url}/api/games/${gameId}`)).json();
    expect(game).toMatchObject({ name: 'Demo — El Ojo del Terror', status: 'running' });
    await server.stop(); // log lines are buffered until then (src/server.ts): all of them are read below
    const output = server.output();
    expect(output).not.toMatch(/\/(gm|play)\/[A-Za-z0-9_-]{20,}/);
    expect(output).not.toMatch(/Bearer [A-Za-z0-9_-]{20,}/);
  });
});
