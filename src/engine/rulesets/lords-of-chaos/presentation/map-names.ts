import type { Language } from '../../../core/catalogue.ts';

type Named = { id: string; name?: string | undefined; names?: { es?: string | undefined; en?: string | undefined } | undefined };

/** A map element's display name: its name in the language, else its plain name, else its id. */
export function displayName(item: Named | undefined, fallbackId: string, lang: Language): string {
  if (!item) return fallbackId;
  return item.names?.[lang] ?? item.name ?? item.id;
}
