import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateMap } from '../../../../src/engine/rulesets/lords-of-chaos/map-validation.ts';

/** Every map in a case file (own cases and the public ones in public/) passes the semantic validation. */
const root = join(import.meta.dirname, '..', '..', '..', 'cases', 'lords-of-chaos');
const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('case-file maps', () => {
  it('finds the public cases and our own', () => {
    expect(files.filter((f) => f.startsWith('public')).length).toBeGreaterThanOrEqual(10);
    expect(files.filter((f) => !f.startsWith('public')).length).toBeGreaterThanOrEqual(60);
  });

  it.each(files)('%s', (file) => {
    const json = JSON.parse(readFileSync(join(root, file), 'utf8')) as { map: unknown };
    const result = validateMap(json.map);
    expect(result.ok ? [] : result.problems, relative(root, join(root, file))).toEqual([]);
  });
});
