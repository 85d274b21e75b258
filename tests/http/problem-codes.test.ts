import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OTHER_STATUSES, PROBLEM_CODES, problemType, type ProblemCode } from '../../src/http/problem-codes.ts';
import { problemBody } from '../../src/http/problem.ts';
import type { FastifyRequest } from 'fastify';

const ROOT = new URL('../../', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Every (status, code) the server throws: ServiceError literals, conflict(), the helpers, the HTTP layer's own. */
function thrownCodes(): { status: number; code: string; where: string }[] {
  const found: { status: number; code: string; where: string }[] = [];
  for (const file of sourceFiles(join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const where = file.slice(ROOT.length);
    for (const match of text.matchAll(/new ServiceError\(\s*(\d{3}),\s*'([a-z_]+)'/g)) found.push({ status: Number(match[1]), code: match[2]!, where });
    for (const match of text.matchAll(/\bconflict\(\s*'([a-z_]+)'/g)) found.push({ status: 409, code: match[1]!, where });
    for (const match of text.matchAll(/\{ status(?:Code)?: (\d{3}), code: '([a-z_]+)'/g)) found.push({ status: Number(match[1]), code: match[2]!, where });
  }
  return found;
}

describe('the error codes: one closed list, documented', () => {
  it('lists every code thrown in src/ with the status it is thrown with', () => {
    const thrown = thrownCodes();
    expect(thrown.length).toBeGreaterThan(40);
    const wrong = thrown.filter(({ status, code }) => {
      const entry = PROBLEM_CODES[code as ProblemCode];
      return !entry || (entry.status !== status && !OTHER_STATUSES[code as ProblemCode]?.includes(status));
    });
    expect(wrong).toEqual([]);
  });

  it('documents every code with its status in docs/server.md "Errors", and nothing else', () => {
    const doc = readFileSync(join(ROOT, 'docs/server.md'), 'utf8');
    const section = doc.slice(doc.indexOf('\n## Errors'), doc.indexOf('\n## ', doc.indexOf('\n## Errors') + 1));
    const rows = new Map([...section.matchAll(/^\| `([a-z_]+)` \| ([\d, ]+) \|/gm)].map((m) => [m[1]!, m[2]!.split(', ').map(Number)]));
    for (const [code, { status }] of Object.entries(PROBLEM_CODES)) {
      expect(rows.get(code), code).toEqual([status, ...(OTHER_STATUSES[code as ProblemCode] ?? [])]);
    }
    expect([...rows.keys()].sort()).toEqual(Object.keys(PROBLEM_CODES).sort());
  });

  it('builds the problem: type from the code, the title of the code, aliases, requestId only on 5xx', () => {
    const request = { id: 'req-7' } as FastifyRequest;
    const body = problemBody(request, { status: 409, code: 'game_started', detail: 'The game has already started' });
    expect(body).toEqual({
      type: problemType('game_started'),
      title: 'Game already started',
      status: 409,
      detail: 'The game has already started',
      code: 'game_started',
      error: 'game_started',
      message: 'The game has already started',
    });
    expect(problemBody(request, { status: 500, code: 'internal_error', detail: 'Internal server error' })).toMatchObject({
      requestId: 'req-7',
      title: 'Internal server error',
    });
    // A code's extension members go along (documented per code).
    expect(problemBody(request, { status: 410, code: 'turn_withdrawn', detail: 'x', extensions: { withdrawnAt: '2026-01-01T00:00:00.000Z' } })).toMatchObject({
      withdrawnAt: '2026-01-01T00:00:00.000Z',
    });
  });
});
