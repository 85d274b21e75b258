import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';

const DIR = join(import.meta.dirname, 'golden');

/**
 * Compares `text` with the golden file `name` (tests/rulesets/cthulhu-wars/golden/). `UPDATE_GOLDEN=1` rewrites
 * it instead: every rewritten golden is then read and checked by hand before it is committed.
 */
export function golden(name: string, text: string): void {
  const file = join(DIR, name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    if (process.env.UPDATE_GOLDEN !== '1') throw new Error(`golden ${name} is missing: run with UPDATE_GOLDEN=1 and check it by reading`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return;
  }
  expect(text).toBe(readFileSync(file, 'utf8'));
}
