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

/** The first language of `Accept-Language` (by q) that we speak, or null. */
export function acceptedLanguage(header: string | undefined): Language | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { primary: (tag ?? '').trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q.slice(2)) || 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const found = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.primary));
  return found ? (found.primary as Language) : null;
}
