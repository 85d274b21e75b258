import { describe, expect, it } from 'vitest';
import { WEB_MESSAGES } from '../../src/i18n/web.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('web catalogue', () => {
  it.each(Object.entries(WEB_MESSAGES))('%s has both languages with the same placeholders', (_key, entry) => {
    expect(entry.es.trim()).not.toBe('');
    expect(entry.en.trim()).not.toBe('');
    expect(placeholders(entry.es)).toEqual(placeholders(entry.en));
  });
});
