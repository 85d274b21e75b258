import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { firstDifference, goldenFiles } from './golden.ts';

describe('golden files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'golden-'));
  const goldens = goldenFiles(dir);
  const saved = process.env.UPDATE_GOLDEN;
  afterEach(() => {
    if (saved === undefined) delete process.env.UPDATE_GOLDEN;
    else process.env.UPDATE_GOLDEN = saved;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('a matching golden passes; a missing one fails and is not written', () => {
    delete process.env.UPDATE_GOLDEN;
    writeFileSync(join(dir, 'a.txt'), 'one\ntwo\n');
    goldens.check('a.txt', 'one\ntwo\n');
    expect(() => goldens.check('missing.txt', 'x')).toThrow(/golden missing\.txt is missing/);
    expect(goldens.read('missing.txt')).toBeNull();
  });

  test('a mismatch names the first different line before the full diff', () => {
    delete process.env.UPDATE_GOLDEN;
    writeFileSync(join(dir, 'b.txt'), 'same\n<rect width="1"/>\n');
    expect(() => goldens.check('b.txt', 'same\n<rect x="0" width="1"/>\n')).toThrow(
      'golden b.txt differs at line 2:\n  golden: <rect width="1"/>\n  actual: <rect x="0" width="1"/>',
    );
  });

  test('UPDATE_GOLDEN=1 writes (also into new folders) instead of comparing', () => {
    process.env.UPDATE_GOLDEN = '1';
    goldens.check('new/c.txt', 'fresh');
    expect(readFileSync(join(dir, 'new', 'c.txt'), 'utf8')).toBe('fresh');
    expect(goldens.read('new/c.txt')).toBe('fresh');
  });

  test.each([
    ['a\nb', 'a\nc', 'differs at line 2:\n  golden: b\n  actual: c'],
    ['a\n', 'a\nextra\n', 'differs at line 2:\n  golden: \n  actual: extra'],
    ['a', 'a\nb', 'differs at line 2:\n  golden: (no such line)\n  actual: b'],
    [
      `${'x'.repeat(100)}A${'y'.repeat(100)}`,
      `${'x'.repeat(100)}B${'y'.repeat(100)}`,
      `differs at line 1:\n  golden: …${'x'.repeat(60)}A${'y'.repeat(59)}…\n  actual: …${'x'.repeat(60)}B${'y'.repeat(59)}…`,
    ],
  ])('firstDifference %#', (expected, actual, message) => {
    expect(firstDifference(expected, actual)).toBe(message);
  });
});
