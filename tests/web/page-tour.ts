import type { Ruleset } from '../../src/engine/core/ruleset.ts';

/**
 * What the tours of every page of every ruleset share (tests/web/html-validity.db.test.ts and
 * tests/web/accessibility.browser.test.ts): form posts as a browser without JavaScript sends them, and a legal
 * seating of any ruleset.
 */

type AnyRuleset = Ruleset<any, any, any, any, any>;

/** A urlencoded form post, as a browser without JavaScript sends it. */
export const form = (fields: Record<string, string | readonly string[]>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of typeof value === 'string' ? [value] : value) params.append(key, v);
  return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: params.toString() };
};

export const withLang = (url: string, lang: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

/** A legal seating (as tests/rulesets/contract.test.ts): the ruleset's demo seats, else the first free choice the seat form offers. */
export function seatsFor(ruleset: AnyRuleset): { name: string; data: Record<string, unknown> }[] {
  if (ruleset.demo) return ruleset.demo.seats;
  const setup = ruleset.setupSchema.parse(ruleset.defaultSetup());
  const seated: unknown[] = [];
  return Array.from({ length: ruleset.seats?.min ?? 2 }, (_, i) => {
    const offered = ruleset.seatChoices?.(setup, seated, 'en') ?? {};
    const data = Object.fromEntries(
      Object.entries(offered).flatMap(([path, choices]) => {
        const free = choices.find((choice) => !choice.disabled);
        return free && !path.includes('.') && !path.includes('[') ? [[path, free.value]] : [];
      }),
    );
    const name = `Player ${i + 1}`;
    seated.push(ruleset.playerSchema.parse({ ...data, id: `p${i + 1}`, name }));
    return { name, data };
  });
}

/** A seat's data as the seat form posts it (`seat.<field>`; a list as repeated fields). */
export function seatFields(data: Record<string, unknown>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [`seat.${key}`, Array.isArray(value) ? value.map(String) : String(value)]));
}

/** The names of the fields inside the form with this id (the player's order form). */
export function fieldNames(html: string, formId: string): string[] {
  const start = html.indexOf(`id="${formId}"`);
  if (start < 0) return [];
  const body = html.slice(start, html.indexOf('</form>', start));
  return [...new Set([...body.matchAll(/<(?:input|select|textarea)\b[^>]*\bname="([^"]+)"/g)].map((m) => m[1]!))];
}
