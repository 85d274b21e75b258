import { describe, expect, it } from 'vitest';
import type { Message } from '../../../src/engine/core/catalogue.ts';
import { MAP_MESSAGES } from '../../../src/engine/rulesets/lords-of-chaos/messages/map.ts';
import { REPORT_MESSAGES } from '../../../src/engine/rulesets/lords-of-chaos/messages/report.ts';
import { LOC_WEB_MESSAGES } from '../../../src/engine/rulesets/lords-of-chaos/messages/web.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const forms = (message: Message): string[] => (typeof message === 'string' ? [message] : [message.one, message.other]);

const CATALOGUES = { report: REPORT_MESSAGES, 'player page': LOC_WEB_MESSAGES, map: MAP_MESSAGES };
const ENTRIES = Object.entries(CATALOGUES).flatMap(([name, catalogue]) =>
  Object.entries(catalogue as Record<string, Record<'es' | 'en', Message>>).map(([key, entry]) => [`${name}: ${key}`, entry] as const),
);

describe('the Lords of Chaos catalogues', () => {
  it.each(ENTRIES)('%s has both languages with the same placeholders, and no "(s)" plural', (_key, entry) => {
    for (const text of [...forms(entry.es), ...forms(entry.en)]) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/\w\((s|es)\)/); // "order(s)", "acción(es)": plural forms instead (issue 19)
    }
    const es = forms(entry.es).map(placeholders);
    const en = forms(entry.en).map(placeholders);
    for (const list of [...es, ...en]) expect(list).toEqual(es[0]);
  });
});
