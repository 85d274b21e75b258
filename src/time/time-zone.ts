import { DateTime, IANAZone } from 'luxon';
import { parseDeadlinePolicy } from './deadline-policy.ts';

/**
 * The game's time zone (issue 19): deadlines are typed and shown in it, with the reader's own time beside them on
 * pages. `settings.timeZone` when the GM chose one, else the weekly deadline policy's zone, else UTC.
 */
export function gameTimeZone(game: { settings?: unknown; deadlinePolicy?: unknown }): string {
  const chosen = (game.settings as { timeZone?: unknown } | null | undefined)?.timeZone;
  if (typeof chosen === 'string' && isTimeZone(chosen)) return chosen;
  const policy = parseDeadlinePolicy(game.deadlinePolicy);
  return policy?.kind === 'weekly' ? policy.timeZone : 'UTC';
}

export function isTimeZone(zone: string): boolean {
  return zone === 'UTC' || IANAZone.isValidZone(zone);
}

/** The default zone of a new game: Spain's for games in Spanish (the forums it was made for), else UTC. */
export function defaultTimeZone(language: 'es' | 'en'): string {
  return language === 'es' ? 'Europe/Madrid' : 'UTC';
}

/** An instant as people read it in a zone: "sáb 21 nov 2026, 19:00 CET" / "Sat 21 Nov 2026, 19:00 GMT". */
export function formatInZone(instant: string | Date, lang: 'es' | 'en', zone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  const shown = DateTime.fromJSDate(date, { zone: isTimeZone(zone) ? zone : 'UTC' }).setLocale(lang === 'es' ? 'es' : 'en-GB');
  return shown.toFormat('ccc d LLL yyyy, HH:mm ZZZZ');
}

/**
 * A time the GM typed (a datetime-local "2026-11-21T19:00") read in the game's zone; a value with its own offset
 * or Z is taken as written. Null when it is not a time. A local time skipped by a DST change moves forward.
 */
export function parseLocalInZone(raw: string, zone: string): Date | null {
  const text = raw.trim();
  if (text === '') return null;
  const withOffset = /(Z|[+-]\d\d:\d\d)$/.test(text);
  const parsed = withOffset ? DateTime.fromISO(text, { setZone: true }) : DateTime.fromISO(text, { zone: isTimeZone(zone) ? zone : 'UTC' });
  return parsed.isValid ? parsed.toJSDate() : null;
}

/** Every zone the runtime knows, for the GM's list (UTC first). */
export function timeZoneChoices(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}
