import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { caseSupportOf } from '../../../src/engine/core/case-support.ts';
import { compareExpect } from '../../../src/engine/core/case-file.ts';
import { CASE_SPECS, type CaseSpec } from './case-specs.ts';
import { goldenFiles } from '../../helpers/golden.ts';
import { prettyJson } from './json.ts';
import { ALBA, BRUNO, position, R } from './helpers.ts';

const { check: expectGolden } = goldenFiles(join(import.meta.dirname, 'golden'));

const CASES = join(import.meta.dirname, '..', '..', 'cases', 'the-awakened');

/** A spec as the generic case-file JSON (core/case-file.ts): setup, players, position, steps, expect. */
export function caseJson(spec: CaseSpec): Record<string, unknown> {
  const base = R.defaultSetup();
  const setup = { options: { ...base.options, ...(spec.options ?? {}) }, data: { ...base.data, ...(spec.data ?? {}) } };
  const players = spec.players ?? [ALBA, BRUNO];
  const custom = spec.options !== undefined || spec.data !== undefined;
  const state = spec.sketch ? position(spec.sketch, { players, setup, ...(spec.at ?? {}) }).state : undefined;
  return {
    ruleset: 'the-awakened',
    name: spec.name,
    description: spec.description,
    ...(custom ? { setup } : {}),
    players,
    ...(spec.gameSeed ? { gameSeed: spec.gameSeed } : {}),
    ...(state ? { state } : {}),
    steps: spec.steps.map((orders, i) => ({ orders, seed: `step-${i + 1}` })),
    expect: spec.expect,
  };
}

describe('case files of tests/cases/the-awakened', () => {
  test('file names are unique', () => {
    expect(new Set(CASE_SPECS.map((s) => s.file)).size).toBe(CASE_SPECS.length);
  });

  test.each(CASE_SPECS.map((s) => [s.file, s] as const))('%s: the file is the spec, and the case passes', (file, spec) => {
    const json = caseJson(spec);
    expectGolden(join('..', '..', '..', 'cases', 'the-awakened', file), `${prettyJson(json)}\n`);
    const parsed = caseSupportOf(R).parse(JSON.parse(readFileSync(join(CASES, file), 'utf8')));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    expect(compareExpect(parsed.value.expect, parsed.value.run())).toEqual([]);
  });

  test('every case file in the folder comes from a spec or a scripted game', () => {
    const specs = new Set(CASE_SPECS.map((s) => s.file));
    const files = readdirSync(CASES).filter((f) => f.endsWith('.json'));
    expect(files.filter((f) => !specs.has(f) && !f.startsWith('game-'))).toEqual([]);
  });
});
