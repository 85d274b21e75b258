import { describe, expect, test } from 'vitest';
import { LANGS, translate } from '../../../src/engine/core/catalogue.ts';
import { MESSAGES, type MessageKey } from '../../../src/engine/rulesets/the-awakened/messages.ts';
import { PROBLEMS, REASONS } from '../../../src/engine/rulesets/the-awakened/reasons.ts';
import { R } from './helpers.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const forms = (message: unknown): string[] => (typeof message === 'string' ? [message] : Object.values(message as Record<string, string>));

describe('the catalogue (es/en)', () => {
  test('is the ruleset’s `messages`', () => {
    expect(R.messages).toBe(MESSAGES);
  });

  test.each(Object.keys(MESSAGES) as MessageKey[])('%s: both languages, the same placeholders, plural forms for {n}', (key) => {
    const entry = MESSAGES[key];
    for (const lang of LANGS) for (const text of forms(entry[lang])) expect(text.trim().length).toBeGreaterThan(0);
    const es = new Set(forms(entry.es).flatMap(placeholders));
    const en = new Set(forms(entry.en).flatMap(placeholders));
    expect([...es].sort()).toEqual([...en].sort());
    expect(typeof entry.es === 'string').toBe(typeof entry.en === 'string');
  });

  test.each([...REASONS])('reason %s has a message in both languages', (reason) => {
    for (const lang of LANGS) expect(translate(MESSAGES, `reason.${reason}`, lang, { n: 1 })).not.toBe(`reason.${reason}`);
  });

  test.each([...PROBLEMS])('problem %s has a message in both languages', (code) => {
    for (const lang of LANGS) expect(translate(MESSAGES, `problem.${code}`, lang)).not.toBe(`problem.${code}`);
  });

  test('plural forms are chosen by n', () => {
    expect(translate(MESSAGES, 'reason.military_supply', 'en', { n: 1 })).toBe('You have only 1 military marker left.');
    expect(translate(MESSAGES, 'reason.military_supply', 'en', { n: 3 })).toBe('You have only 3 military markers left.');
    expect(translate(MESSAGES, 'reason.military_supply', 'es', { n: 1 })).toBe('Solo te queda 1 ficha militar.');
    expect(translate(MESSAGES, 'reason.military_supply', 'es', { n: 0 })).toBe('Solo te quedan 0 fichas militares.');
  });
});
