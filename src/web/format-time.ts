import type { Language } from '../i18n/index.ts';

/** A deadline as shown on pages (UTC, explicit), e.g. "21 nov 2026, 18:00 UTC". */
export function formatDeadline(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
  return `${text} UTC`;
}
