import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { PUBLIC_CASES_DIR } from '../rulesets/lords-of-chaos/fixtures.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'adjudicate-'));

/** `npm run adjudicate` as its own process: node with tsx's loader (what the tsx command runs, without npx). */
function adjudicate(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/adjudicate.ts', ...args], { cwd: ROOT, encoding: 'utf8' }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

function caseFile(name: string, edit: (c: Record<string, any>) => void): string {
  const c = JSON.parse(readFileSync(`${PUBLIC_CASES_DIR}cadia-five-invasions.json`, 'utf8'));
  edit(c);
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(c));
  return path;
}

// Each test starts its own process: they run side by side.
describe.concurrent('adjudicate command (real process)', () => {
  test('prints the outcome as one JSON object and exits 0', async () => {
    const run = await adjudicate(`${PUBLIC_CASES_DIR}cadia-five-invasions.json`);
    expect(run.code).toBe(0);
    const outcome = JSON.parse(run.stdout);
    expect(outcome.control.cadia).toBe('K');
    expect(outcome.deeds).toEqual({ fall_of_cadia: ['K'] });
  });

  test('--check passes on a matching case (exit 0)', async () => {
    expect((await adjudicate('--check', `${PUBLIC_CASES_DIR}cadia-five-invasions.json`)).code).toBe(0);
  });

  test('--check prints each differing key and exits 1', async () => {
    const path = caseFile('wrong.json', (c) => {
      c.expect.control.cadia = null;
      c.expect.kills.K = 2;
    });
    const run = await adjudicate('--check', path);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('control.cadia: expected null, got "K"');
    expect(run.stdout).toContain('kills.K: expected 2, got 3');
  });

  test('bad JSON: exit 2 with a message on stderr', async () => {
    const path = join(dir, 'broken.json');
    writeFileSync(path, '{"name": ');
    const run = await adjudicate(path);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('invalid JSON');
    expect(run.stdout).toBe('');
  });

  test('map problems: exit 2 listing each problem with its path', async () => {
    const path = caseFile('bad-map.json', (c) => {
      c.map.planets[0].subsector = 'NOWHERE';
      c.map.adjacency.push(['X1-1', 'X1-1']);
    });
    const run = await adjudicate('--check', path);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('map.planets[0].subsector');
    expect(run.stderr).toContain(`map.adjacency[${7}]`);
  });

  test('schema and cross-reference problems: exit 2', async () => {
    const noSeed = caseFile('no-seed.json', (c) => delete c.seed);
    expect(await adjudicate(noSeed)).toMatchObject({ code: 2, stderr: expect.stringContaining('seed') });
    const ghost = caseFile('ghost.json', (c) => (c.orders.Z = []));
    expect(await adjudicate(ghost)).toMatchObject({ code: 2, stderr: expect.stringContaining('orders.Z') });
  });
});
