import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { compareExpect, parseCase, runCase } from '../../../src/engine/rulesets/lords-of-chaos/case-file.ts';
import { PUBLIC_CASES_DIR } from './fixtures.ts';

const files = readdirSync(PUBLIC_CASES_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('public adjudication cases (spec: adjudication-cases.md)', () => {
  test('all ten public cases are here', () => {
    expect(files).toHaveLength(10);
  });

  test.each(files)('%s', (file) => {
    const parsed = parseCase(JSON.parse(readFileSync(`${PUBLIC_CASES_DIR}${file}`, 'utf8')));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    expect(Object.keys(parsed.value.expect).length).toBeGreaterThan(0);
    expect(compareExpect(parsed.value.expect, runCase(parsed.value))).toEqual([]);
  });
});

describe('compareExpect', () => {
  const parsed = parseCase(JSON.parse(readFileSync(`${PUBLIC_CASES_DIR}cadia-one-invasion.json`, 'utf8')));
  if (!parsed.ok) throw new Error('fixture');
  const outcome = runCase(parsed.value);

  test('objects compare only the listed entries', () => {
    expect(compareExpect({ control: { cadia: null } }, outcome)).toEqual([]);
    expect(compareExpect({ control: { cadia: 'K' } }, outcome)).toEqual(['control.cadia: expected "K", got null']);
  });

  test('rejected compares as a whole set, in any order', () => {
    const withTwo = {
      ...outcome,
      rejected: [
        { player: 'K', index: 1, reason: 'unreachable' as const },
        { player: 'A', index: 0, reason: 'invalid_order' as const },
      ],
    };
    expect(
      compareExpect(
        {
          rejected: [
            { player: 'A', index: 0, reason: 'invalid_order' },
            { player: 'K', index: 1, reason: 'unreachable' },
          ],
        },
        withTwo,
      ),
    ).toEqual([]);
    expect(compareExpect({ rejected: [{ player: 'A', index: 0, reason: 'invalid_order' }] }, withTwo)).toHaveLength(1);
    expect(compareExpect({ rejected: [] }, outcome)).toEqual([]);
  });

  test('oneOf at entry and at key level', () => {
    expect(compareExpect({ control: { cadia: { oneOf: ['K', null] } } }, outcome)).toEqual([]);
    expect(compareExpect({ control: { cadia: { oneOf: ['K', 'N'] } } }, outcome)).toHaveLength(1);
    expect(compareExpect({ draws: { oneOf: [[], [{ what: 'x', among: ['a'], chosen: 'a' }]] } }, outcome)).toEqual([]);
  });

  test('a missing entry is a difference', () => {
    expect(compareExpect({ deeds: { skulls: ['K'] } }, outcome)).toEqual(['deeds.skulls: expected ["K"], got (missing)']);
  });
});
