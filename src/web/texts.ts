import type { Language } from '../i18n/index.ts';
import { LANGUAGES, translate } from '../i18n/index.ts';
import { WEB_MESSAGES } from '../i18n/web.ts';

export type T = (key: string, params?: Record<string, string | number>) => string;

/** The web catalogue bound to one language. */
export function texts(lang: Language): T {
  return (key, params) => translate(WEB_MESSAGES, key, lang, params);
}

/** Page language: `?lang=` when valid, else the game's language. */
export function pageLanguage(query: unknown, fallback: Language): Language {
  const wanted = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).lang : undefined;
  return typeof wanted === 'string' && (LANGUAGES as readonly string[]).includes(wanted) ? (wanted as Language) : fallback;
}
