import { describe, expect, it } from 'vitest';
import type { Message } from '../../src/engine/core/catalogue.ts';
import { translate } from '../../src/engine/core/catalogue.ts';
import { WEB_MESSAGES } from '../../src/i18n/web.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const forms = (message: Message): string[] => (typeof message === 'string' ? [message] : [message.one, message.other]);

const CATALOGUES = { web: WEB_MESSAGES };
const ENTRIES = Object.entries(CATALOGUES).flatMap(([name, catalogue]) =>
  Object.entries(catalogue as Record<string, Record<'es' | 'en', Message>>).map(([key, entry]) => [`${name}: ${key}`, entry] as const),
);

describe("the server's page catalogue", () => {
  it.each(ENTRIES)('%s has both languages with the same placeholders, and no "(s)" plural', (_key, entry) => {
    for (const text of [...forms(entry.es), ...forms(entry.en)]) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/\w\((s|es)\)/); // "order(s)", "acción(es)": plural forms instead (issue 19)
    }
    const es = forms(entry.es).map(placeholders);
    const en = forms(entry.en).map(placeholders);
    for (const list of [...es, ...en]) expect(list).toEqual(es[0]);
  });

  it.each([
    ['es', 1, 'Hay 1 orden que no se puede dar.'],
    ['es', 3, 'Hay 3 órdenes que no se pueden dar.'],
    ['en', 1, '1 order cannot be given.'],
    ['en', 2, '2 orders cannot be given.'],
  ] as const)('%s, %i refused: the count agrees with its noun', (lang, n, start) => {
    expect(translate<string>(WEB_MESSAGES, 'player.refusedBody', lang, { n })).toMatch(new RegExp(`^${start.replace('.', '\\.')}`));
  });
});
