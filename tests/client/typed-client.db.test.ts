import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPT = join(ROOT, 'tests/client/scripted-game.ts');

/** What the script exports. It is imported by path, not statically: its types come from the generated spec, which
 * only exists while this test runs, so the project's typecheck leaves it to the tsc run below (tsconfig exclude). */
interface PlayedGame {
  steps: number;
  status: string;
  scores: Record<string, number>;
  reportTurns: number[];
  positionTurn: number | null;
  round: number | null;
}
interface ScriptedGame {
  playLordsOfChaosTurn(baseUrl: string): Promise<PlayedGame>;
  playChaosRound(baseUrl: string): Promise<PlayedGame>;
}
const script = (): Promise<ScriptedGame> => import(pathToFileURL(SCRIPT).href);

/** tsc --strict on the script with `turnkeeper-api` mapped to the generated types: its diagnostics, '' when none. */
async function typeCheck(dir: string): Promise<string> {
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2023',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2023', 'DOM'],
        strict: true,
        noUncheckedIndexedAccess: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
        paths: { 'turnkeeper-api': [join(dir, 'turnkeeper-api.d.ts')] },
      },
      files: [SCRIPT],
    }),
  );
  try {
    await promisify(execFile)(process.execPath, [join(ROOT, 'node_modules/typescript-7/bin/tsc'), '--project', join(dir, 'tsconfig.json')], { cwd: ROOT });
    return '';
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return `${failed.stdout ?? ''}${failed.stderr ?? ''}` || failed.message;
  }
}

/** The spec does not depend on the database: generated and type-checked once per run, from the first app. */
let checked: Promise<string> | null = null;
let dir: string | null = null;

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.each(databaseKinds())('a typed client generated from /openapi.json on %s (issue 33)', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t?.close());

  it('generates the types with openapi-typescript and tsc --strict accepts the scripted game (0 diagnostics)', async () => {
    checked ??= (async () => {
      const response = await fetch(`${baseUrl}/openapi.json`);
      expect(response.status).toBe(200);
      const types = astToString(await openapiTS((await response.json()) as Parameters<typeof openapiTS>[0]));
      dir = mkdtempSync(join(tmpdir(), 'turnkeeper-client-'));
      writeFileSync(join(dir, 'turnkeeper-api.d.ts'), types);
      expect(types).toContain('"/api/games/{id}/turns/{n}/orders"');
      return typeCheck(dir);
    })();
    expect(await checked).toBe('');
  });

  it('plays a Lords of Chaos turn through the typed client against the listening server', async () => {
    const played = await (await script()).playLordsOfChaosTurn(baseUrl);
    expect(played).toMatchObject({ steps: 1, status: 'running', reportTurns: [1], positionTurn: 2 });
    expect(Object.keys(played.scores)).toHaveLength(2);
  });

  it('plays a Chaos in the Old World round through the typed client: every god passes, the GM resolves each step', async () => {
    const played = await (await script()).playChaosRound(baseUrl);
    expect(played.round).toBe(2);
    expect(played.status).toBe('running');
    expect(played.steps).toBeGreaterThanOrEqual(3); // at least one summoning turn per god
    expect(played.reportTurns).toEqual(Array.from({ length: played.steps }, (_, i) => i + 1));
    expect(played.positionTurn).toBe(played.steps + 1);
    expect(Object.keys(played.scores)).toHaveLength(3);
  });
});
