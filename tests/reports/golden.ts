import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), 'golden');

/**
 * Compares output with tests/reports/golden/<name>. A missing file is written (first run); set
 * UPDATE_GOLDEN=1 to regenerate deliberately, then read the diff before committing it.
 */
export function expectGolden(name: string, actual: string): void {
  const file = join(GOLDEN_DIR, name);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, actual);
    return;
  }
  expect(actual, `golden file ${name} (UPDATE_GOLDEN=1 to regenerate)`).toBe(readFileSync(file, 'utf8'));
}
