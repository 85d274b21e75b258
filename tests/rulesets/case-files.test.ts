import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { compareExpect } from '../../src/engine/core/case-file.ts';
import { caseSupportOf } from '../../src/engine/core/case-support.ts';
import { RULESETS } from '../../src/engine/registry.ts';

/** Every ruleset's case files (tests/cases/<id>/, recursively) pass through the same support the CLI uses. */
const CASES = join(import.meta.dirname, '..', 'cases');

function caseFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? caseFiles(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : [],
  );
}

/** The shipped rulesets (a test file in the same worker may have registered the server tests' fixture ruleset). */
const SHIPPED = Object.values(RULESETS).filter((r) => existsSync(join(import.meta.dirname, '..', '..', 'src', 'engine', 'rulesets', r.id)));

describe.each(SHIPPED.map((r) => [r.id, r] as const))('case files of %s', (id, ruleset) => {
  const files = caseFiles(join(CASES, id));
  test('ships case files (tests/cases/<id>/)', () => expect(files.length).toBeGreaterThan(0));
  test.skipIf(files.length === 0).each(files.map((f) => [f.slice(CASES.length + 1), f]))('%s', (_name, file) => {
    const json: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const parsed = caseSupportOf(ruleset, json).parse(json);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems, null, 2));
    const result = parsed.value.run();
    const compare = parsed.value.compare ?? compareExpect;
    expect(compare(parsed.value.expect, result)).toEqual([]);
    // The expectation is not vacuous: every case expects something.
    expect(Object.keys(parsed.value.expect).length).toBeGreaterThan(0);
  });
});

/**
 * Issue 31: every seed ruleset ships cases of what each viewer sees (`views/`, each expecting `views`) and cases
 * with fixed dice and draws computed by hand (`dice/`, each scripting at least one stream).
 */
describe.each(['chaos-in-the-old-world', 'cthulhu-wars', 'siege-of-the-citadel', 'the-awakened'])('views and fixed-draw cases of %s', (id) => {
  const read = (folder: string) => caseFiles(join(CASES, id, folder)).map((f) => JSON.parse(readFileSync(f, 'utf8')) as Record<string, any>);

  test('at least ten views cases, each expecting what viewers see', () => {
    const cases = read('views');
    expect(cases.length).toBeGreaterThanOrEqual(10);
    for (const c of cases) expect(Object.keys(c.expect?.views ?? {}).length, c.name).toBeGreaterThan(0);
  });

  test('at least ten fixed-draw cases, each scripting a stream', () => {
    const cases = read('dice');
    expect(cases.length).toBeGreaterThanOrEqual(10);
    for (const c of cases) {
      const scripted = [c.draws, ...(c.steps ?? []).map((s: Record<string, unknown>) => s.draws)].filter((d) => d && Object.keys(d).length > 0);
      expect(scripted.length, c.name).toBeGreaterThan(0);
    }
  });
});

describe('the generic case format', () => {
  const ttt = RULESETS['tic-tac-toe']!;
  const base = JSON.parse(readFileSync(join(CASES, 'tic-tac-toe', 'x-wins-top-row.json'), 'utf8')) as Record<string, unknown>;

  test('a wrong expectation is reported key by key', () => {
    const parsed = caseSupportOf(ttt).parse({ ...base, expect: { state: { winner: 'O' }, gameOver: false } });
    if (!parsed.ok) throw new Error('parse');
    expect(compareExpect(parsed.value.expect, parsed.value.run())).toEqual(['state.winner: expected "O", got "X"', 'gameOver: expected false, got true']);
  });

  test('malformed cases list every problem with its path', () => {
    const parsed = caseSupportOf(ttt).parse({
      ...base,
      ruleset: 'generic',
      setup: { size: 9 },
      expect: { winner: 'X' },
      steps: [{ orders: { Z: {} }, seed: 's' }],
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems.map((p) => `${p.path}:${p.code}`)).toEqual(
      expect.arrayContaining(['ruleset:wrong_ruleset', 'setup.size:invalid_shape', 'expect.winner:unknown_expect_key']),
    );
  });

  test('{ oneOf } accepts any candidate; rejected compares as a set', () => {
    expect(compareExpect({ a: { oneOf: [1, 2] } }, { a: 2 })).toEqual([]);
    expect(compareExpect({ a: { oneOf: [1, 2] } }, { a: 3 })).toHaveLength(1);
    expect(compareExpect({ rejected: [{ x: 1 }, { x: 2 }] }, { rejected: [{ x: 2 }, { x: 1 }] })).toEqual([]);
    expect(compareExpect({ rejected: [{ x: 1 }] }, { rejected: [{ x: 2 }] })).toHaveLength(1);
  });
});
