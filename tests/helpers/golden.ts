import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';

/**
 * Golden files: text a test compares its output with, checked in beside it (`golden/` by convention).
 *
 * - `UPDATE_GOLDEN=1` rewrites the goldens instead of comparing. A rewritten golden is a claim: read its diff
 *   and check it by hand before committing it.
 * - A missing golden fails: a test must never pass by writing its own expectation.
 * - A mismatch names the first line that differs (both versions, cut around the first different character)
 *   before vitest's full diff.
 */
export interface GoldenFiles {
  readonly dir: string;
  /** Compares `actual` with the golden `name` (a path below `dir`), or rewrites it under UPDATE_GOLDEN=1. */
  check(name: string, actual: string): void;
  /** The golden's text, null when there is none. */
  read(name: string): string | null;
}

export function updatingGoldens(): boolean {
  return process.env.UPDATE_GOLDEN === '1';
}

export function goldenFiles(dir: string): GoldenFiles {
  return {
    dir,
    check(name, actual) {
      const file = join(dir, name);
      if (updatingGoldens()) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, actual);
        return;
      }
      expect(existsSync(file), `golden ${name} is missing (UPDATE_GOLDEN=1 writes it; then check it by hand)`).toBe(true);
      const expected = readFileSync(file, 'utf8');
      if (actual !== expected) expect(actual, `golden ${name} ${firstDifference(expected, actual)}\n(UPDATE_GOLDEN=1 rewrites it)`).toBe(expected);
    },
    read(name) {
      const file = join(dir, name);
      return existsSync(file) ? readFileSync(file, 'utf8') : null;
    },
  };
}

const CONTEXT = 60;

/** "differs at line 12:\n  golden: …\n  actual: …" for the first line that differs. */
export function firstDifference(expected: string, actual: string): string {
  const want = expected.split('\n');
  const got = actual.split('\n');
  let line = 0;
  while (line < want.length && line < got.length && want[line] === got[line]) line++;
  const a = want[line];
  const b = got[line];
  let column = 0;
  while (a !== undefined && b !== undefined && column < a.length && a[column] === b[column]) column++;
  const cut = (text: string | undefined) => {
    if (text === undefined) return '(no such line)';
    const start = Math.max(0, column - CONTEXT);
    return `${start > 0 ? '…' : ''}${text.slice(start, column + CONTEXT)}${column + CONTEXT < text.length ? '…' : ''}`;
  };
  return `differs at line ${line + 1}:\n  golden: ${cut(a)}\n  actual: ${cut(b)}`;
}
