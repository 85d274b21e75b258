import { describe, expect, it } from 'vitest';
import { compareExpect, parseCase, runCase } from '../../../../src/engine/rulesets/lords-of-chaos/case-file.ts';
import { readOwnCaseFiles } from './case-files.ts';

/**
 * Runs every own case file (tests/cases/lords-of-chaos/*.json; expectations computed by hand from the rules,
 * the arithmetic is in each description). Spec: ../shared/spec/adjudication-cases.md.
 */
const cases = readOwnCaseFiles();

/**
 * `deeds` and `eliminated` list only what happened this turn (spec), so in our cases an expected `{}` means
 * "nothing this turn" and is checked exactly (the generic object comparison would accept anything).
 */
const EXACT_WHEN_EMPTY = ['deeds', 'eliminated'] as const;

describe('own Lords of Chaos cases', () => {
  it('has at least 60 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, { name, json }) => {
    expect(json.name).toBe(name);
    expect(typeof json.description === 'string' && json.description.length > 20).toBe(true);
    const parsed = parseCase(json);
    if (!parsed.ok) expect.fail(`case does not parse: ${JSON.stringify(parsed.problems)}`);
    const outcome = runCase(parsed.value);
    const diffs = compareExpect(parsed.value.expect, outcome);
    for (const key of EXACT_WHEN_EMPTY) {
      const expected = parsed.value.expect[key];
      if (expected !== undefined && JSON.stringify(expected) === '{}' && Object.keys(outcome[key]).length > 0) {
        diffs.push(`${key}: expected nothing this turn, got ${JSON.stringify(outcome[key])}`);
      }
    }
    expect(diffs).toEqual([]);
    // Same seed, same outcome (rules §10).
    expect(runCase(parsed.value)).toEqual(outcome);
  });
});
