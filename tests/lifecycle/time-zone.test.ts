import { describe, expect, it } from 'vitest';
import { defaultTimeZone, formatInZone, gameTimeZone, isTimeZone, parseLocalInZone } from '../../src/time/time-zone.ts';

/** Issue 19: deadlines are typed and shown in the game's time zone. */
describe('the game time zone', () => {
  it.each([
    ['winter in Madrid (UTC+1)', '2026-11-21T19:00', 'Europe/Madrid', '2026-11-21T18:00:00.000Z'],
    ['summer in Madrid (UTC+2)', '2026-07-01T19:00', 'Europe/Madrid', '2026-07-01T17:00:00.000Z'],
    ['New York in January (UTC−5)', '2099-01-02T18:30', 'America/New_York', '2099-01-02T23:30:00.000Z'],
    ['UTC', '2099-01-02T18:30', 'UTC', '2099-01-02T18:30:00.000Z'],
    ['an explicit offset is taken as written', '2026-11-21T19:00+05:00', 'Europe/Madrid', '2026-11-21T14:00:00.000Z'],
    ['Z is taken as written', '2026-11-21T19:00Z', 'America/New_York', '2026-11-21T19:00:00.000Z'],
    ['a time skipped by the spring change moves forward', '2026-03-29T02:30', 'Europe/Madrid', '2026-03-29T01:30:00.000Z'],
  ])('%s: %s in %s is %s', (_name, typed, zone, instant) => {
    expect(parseLocalInZone(typed, zone)?.toISOString()).toBe(instant);
  });

  it.each(['', 'tomorrow', '2026-13-40T25:00'])('%j is not a time', (typed) => {
    expect(parseLocalInZone(typed, 'Europe/Madrid')).toBeNull();
  });

  it('shows an instant in the zone with its abbreviation, in each language', () => {
    expect(formatInZone('2026-11-21T18:00:00.000Z', 'en', 'Europe/Madrid')).toBe('Sat 21 Nov 2026, 19:00 CET');
    expect(formatInZone('2026-07-01T17:00:00.000Z', 'en', 'Europe/Madrid')).toBe('Wed 1 Jul 2026, 19:00 CEST');
    expect(formatInZone('2026-11-21T18:00:00.000Z', 'es', 'Europe/Madrid')).toMatch(/^sáb 21 nov 2026, 19:00 /);
    expect(formatInZone('2026-11-21T18:00:00.000Z', 'en', 'UTC')).toBe('Sat 21 Nov 2026, 18:00 UTC');
    expect(formatInZone('2026-11-21T18:00:00.000Z', 'en', 'Not/AZone')).toBe('Sat 21 Nov 2026, 18:00 UTC');
  });

  it("the game zone: the GM's choice, else the weekly policy's, else UTC; defaults by language", () => {
    expect(
      gameTimeZone({ settings: { timeZone: 'America/Mexico_City' }, deadlinePolicy: { kind: 'weekly', weekday: 7, time: '21:00', timeZone: 'Europe/Madrid' } }),
    ).toBe('America/Mexico_City');
    expect(gameTimeZone({ settings: {}, deadlinePolicy: { kind: 'weekly', weekday: 7, time: '21:00', timeZone: 'Europe/Madrid' } })).toBe('Europe/Madrid');
    expect(gameTimeZone({ settings: { timeZone: 'Mars/Olympus' }, deadlinePolicy: null })).toBe('UTC');
    expect(defaultTimeZone('es')).toBe('Europe/Madrid');
    expect(defaultTimeZone('en')).toBe('UTC');
    expect(isTimeZone('Europe/Madrid') && isTimeZone('UTC') && !isTimeZone('Europe/Nowhere')).toBe(true);
  });
});
