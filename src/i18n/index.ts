/**
 * One i18n catalogue for every user-facing string (reports, API messages, web pages).
 * Catalogue files export `Messages` objects keyed by message id; each entry has both languages.
 * Placeholders are `{name}` and are filled by `format`.
 */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Entry = Record<Language, string>;
export type Messages = Record<string, Entry>;

export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : whole,
  );
}

export function translate(catalogue: Messages, id: string, lang: Language, params?: Record<string, string | number>): string {
  const entry = catalogue[id];
  if (!entry) return id;
  return format(entry[lang], params);
}
