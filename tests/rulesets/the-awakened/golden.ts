import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), 'golden');

export function updating(): boolean {
  return process.env.UPDATE_GOLDEN === '1';
}

export function readGolden(name: string): string | null {
  const file = join(GOLDEN_DIR, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * Compares text with tests/rulesets/the-awakened/golden/<name>. UPDATE_GOLDEN=1 (re)writes it; a missing
 * file fails (goldens are written on purpose and read before they are committed).
 */
export function expectGolden(name: string, actual: string): void {
  const file = join(GOLDEN_DIR, name);
  if (updating()) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, actual);
    return;
  }
  expect(existsSync(file), `golden ${name} missing (UPDATE_GOLDEN=1 writes it)`).toBe(true);
  expect(actual, `golden ${name} (UPDATE_GOLDEN=1 to regenerate)`).toBe(readFileSync(file, 'utf8'));
}
