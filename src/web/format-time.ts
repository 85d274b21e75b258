import type { Language } from '../i18n/index.ts';
import { formatInZone } from '../time/time-zone.ts';

/** A time as shown on pages, in the game's zone with its abbreviation, e.g. "sáb 21 nov 2026, 19:00 CET". */
export function formatDeadline(iso: string, lang: Language, zone = 'UTC'): string {
  return formatInZone(iso, lang, zone);
}
