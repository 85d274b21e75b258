import { describe, expect, test } from 'vitest';
import { LANGS, translate, type Message } from '../../../src/engine/core/catalogue.ts';
import { MESSAGES } from '../../../src/engine/rulesets/cthulhu-wars/messages.ts';
import { REASONS } from '../../../src/engine/rulesets/cthulhu-wars/reasons.ts';
import { cw } from './helpers.ts';

const placeholders = (m: Message) =>
  [...new Set((typeof m === 'string' ? [m] : [m.one, m.other]).flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((x) => x[1]!)))].sort();

describe('the catalogue', () => {
  test('is the descriptor’s', () => expect(cw.messages).toBe(MESSAGES));

  test.each(Object.keys(MESSAGES))('%s: both languages, the same placeholders', (key) => {
    const entry = MESSAGES[key as keyof typeof MESSAGES] as Record<string, Message>;
    for (const lang of LANGS) {
      const m = entry[lang]!;
      expect(typeof m === 'string' ? m.length : m.one.length * m.other.length).toBeGreaterThan(0);
    }
    expect(placeholders(entry.es!)).toEqual(placeholders(entry.en!));
  });

  test('every reason code has its message', () => {
    for (const reason of REASONS) expect(Object.keys(MESSAGES)).toContain(`reason.${reason}`);
    expect(Object.keys(MESSAGES).filter((k) => k.startsWith('reason.')).length).toBe(REASONS.length);
  });

  test.each([
    [1, 'You must assign exactly 1 kill (you assigned 0).', 'Debes asignar exactamente 1 muerte (has asignado 0).'],
    [2, 'You must assign exactly 2 kills (you assigned 0).', 'Debes asignar exactamente 2 muertes (has asignado 0).'],
  ])('plural forms by n (%d): never "1 kills"', (n, en, es) => {
    expect(translate(MESSAGES, 'reason.wrong_kill_count', 'en', { n, given: 0 })).toBe(en);
    expect(translate(MESSAGES, 'reason.wrong_kill_count', 'es', { n, given: 0 })).toBe(es);
  });
});
