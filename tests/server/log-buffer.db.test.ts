import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../helpers/spawned-server.ts';

const accessLines = (output: string, path: string) =>
  output.split('\n').filter((line) => line.includes('"msg":"request completed"') && line.includes(`"url":"${path}"`)).length;

// src/server.ts buffers log lines (4 KB, or a second at most) instead of writing each one on its own.
describe('the request log of npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'turnkeeper-log-'));
  let server: SpawnedServer | undefined;
  afterAll(async () => {
    await server?.kill9();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows a request within about a second on an idle server, and writes every line by the time it stops', { timeout: 120_000 }, async () => {
    server = await spawnServer({ DATA_DIR: dataDir, DEMO: '0', SCHEDULER: '0' });
    expect((await fetch(`${server.url}/health?first`)).status).toBe(200);
    // One short line is far below the buffer's size: only the periodic flush writes it.
    await server.waitForOutput('"url":"/health?first"', 5_000);

    const count = 300;
    for (let i = 0; i < count; i += 30) {
      await Promise.all(Array.from({ length: 30 }, () => fetch(`${server!.url}/health?burst`).then((r) => r.arrayBuffer())));
    }
    await server.stop();
    expect(accessLines(server.output(), '/health?burst')).toBe(count);
    expect(server.output()).toContain('"msg":"shutting down"');
  });
});
