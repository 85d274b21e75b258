import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'golden');

/**
 * Compares with golden/<name>. UPDATE_GOLDEN=1 rewrites it (then read the diff: a golden is a claim checked by
 * hand). A missing golden fails (so that a test can never pass by writing its own expectation silently).
 */
export function expectGolden(name: string, actual: string): void {
  const file = join(DIR, name);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, actual);
    return;
  }
  expect(existsSync(file), `golden ${name} missing (UPDATE_GOLDEN=1 to write it, then check it by hand)`).toBe(true);
  expect(actual, `golden ${name} (UPDATE_GOLDEN=1 to regenerate)`).toBe(readFileSync(file, 'utf8'));
}
