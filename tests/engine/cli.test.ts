import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { PUBLIC_CASES_DIR } from '../rulesets/lords-of-chaos/fixtures.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'adjudicate-'));

function adjudicate(...args: string[]) {
  const run = spawnSync('npx', ['tsx', 'scripts/adjudicate.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

function caseFile(name: string, edit: (c: Record<string, any>) => void): string {
  const c = JSON.parse(readFileSync(`${PUBLIC_CASES_DIR}cadia-five-invasions.json`, 'utf8'));
  edit(c);
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(c));
  return path;
}

describe('adjudicate command (real process)', () => {
  test('prints the outcome as one JSON object and exits 0', () => {
    const run = adjudicate(`${PUBLIC_CASES_DIR}cadia-five-invasions.json`);
    expect(run.code).toBe(0);
    const outcome = JSON.parse(run.stdout);
    expect(outcome.control.cadia).toBe('K');
    expect(outcome.deeds).toEqual({ fall_of_cadia: ['K'] });
  });

  test('--check passes on a matching case (exit 0)', () => {
    expect(adjudicate('--check', `${PUBLIC_CASES_DIR}cadia-five-invasions.json`).code).toBe(0);
  });

  test('--check prints each differing key and exits 1', () => {
    const path = caseFile('wrong.json', (c) => {
      c.expect.control.cadia = null;
      c.expect.kills.K = 2;
    });
    const run = adjudicate('--check', path);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('control.cadia: expected null, got "K"');
    expect(run.stdout).toContain('kills.K: expected 2, got 3');
  });

  test('bad JSON: exit 2 with a message on stderr', () => {
    const path = join(dir, 'broken.json');
    writeFileSync(path, '{"name": ');
    const run = adjudicate(path);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('invalid JSON');
    expect(run.stdout).toBe('');
  });

  test('map problems: exit 2 listing each problem with its path', () => {
    const path = caseFile('bad-map.json', (c) => {
      c.map.planets[0].subsector = 'NOWHERE';
      c.map.adjacency.push(['X1-1', 'X1-1']);
    });
    const run = adjudicate('--check', path);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('map.planets[0].subsector');
    expect(run.stderr).toContain(`map.adjacency[${7}]`);
  });

  test('schema and cross-reference problems: exit 2', () => {
    const noSeed = caseFile('no-seed.json', (c) => delete c.seed);
    expect(adjudicate(noSeed)).toMatchObject({ code: 2, stderr: expect.stringContaining('seed') });
    const ghost = caseFile('ghost.json', (c) => (c.orders.Z = []));
    expect(adjudicate(ghost)).toMatchObject({ code: 2, stderr: expect.stringContaining('orders.Z') });
  });
});
