import { describe, expect, it } from 'vitest';
import { deadlineFor, DeadlinePolicySchema, type DeadlinePolicy } from '../../src/time/deadline-policy.ts';

const sundayAt = (time: string, timeZone: string): DeadlinePolicy => ({ kind: 'weekly', weekday: 7, time, timeZone });

describe('deadline policy (pure, DST-correct)', () => {
  it.each([
    // Europe/Madrid: summer time ends Sunday 2026-10-25 03:00 CEST -> 02:00 CET.
    ['Madrid, week before the change (CEST, UTC+2)', sundayAt('21:00', 'Europe/Madrid'), '2026-10-12T10:00:00Z', '2026-10-18T19:00:00.000Z'],
    ['Madrid, the Sunday of the change (CET, UTC+1)', sundayAt('21:00', 'Europe/Madrid'), '2026-10-19T10:00:00Z', '2026-10-25T20:00:00.000Z'],
    ['Madrid, opened exactly at a deadline: the next week', sundayAt('21:00', 'Europe/Madrid'), '2026-10-25T20:00:00Z', '2026-11-01T20:00:00.000Z'],
    ['Madrid, opened on Sunday before 21:00: the same day', sundayAt('21:00', 'Europe/Madrid'), '2026-10-25T10:00:00Z', '2026-10-25T20:00:00.000Z'],
    // America/New_York: DST ends Sunday 2026-11-01 02:00 EDT -> 01:00 EST.
    ['New York, before the change (EDT, UTC-4)', sundayAt('21:00', 'America/New_York'), '2026-10-20T12:00:00Z', '2026-10-26T01:00:00.000Z'],
    ['New York, across the change (EST, UTC-5)', sundayAt('21:00', 'America/New_York'), '2026-10-27T12:00:00Z', '2026-11-02T02:00:00.000Z'],
    // Spring forward: Madrid 2026-03-29 02:00 -> 03:00; 02:30 does not exist that night and moves forward by the gap.
    ['Madrid, a skipped local time', sundayAt('02:30', 'Europe/Madrid'), '2026-03-25T12:00:00Z', '2026-03-29T01:30:00.000Z'],
    // New York spring forward 2026-03-08: Monday 09:00 EST (UTC-5) then EDT (UTC-4).
    [
      'New York Monday 09:00 after spring forward',
      { kind: 'weekly', weekday: 1, time: '09:00', timeZone: 'America/New_York' },
      '2026-03-06T12:00:00Z',
      '2026-03-09T13:00:00.000Z',
    ],
    [
      'New York Monday 09:00 before spring forward',
      { kind: 'weekly', weekday: 1, time: '09:00', timeZone: 'America/New_York' },
      '2026-02-27T12:00:00Z',
      '2026-03-02T14:00:00.000Z',
    ],
  ] as const)('%s', (_name, policy, openedAt, expected) => {
    expect(deadlineFor(policy, new Date(openedAt)).toISOString()).toBe(expected);
  });

  it('duration counts real hours, also across a DST change (48 h = 47 h on the local clock that night)', () => {
    const opened = new Date('2026-10-24T19:00:00Z'); // Saturday 21:00 CEST
    expect(deadlineFor({ kind: 'duration', hours: 48 }, opened).toISOString()).toBe('2026-10-26T19:00:00.000Z'); // Monday 20:00 CET
  });

  it('refuses unknown time zones and malformed times', () => {
    expect(DeadlinePolicySchema.safeParse(sundayAt('21:00', 'Europe/Atlantis')).success).toBe(false);
    expect(DeadlinePolicySchema.safeParse(sundayAt('25:00', 'Europe/Madrid')).success).toBe(false);
    expect(DeadlinePolicySchema.safeParse({ kind: 'duration', hours: 0 }).success).toBe(false);
    expect(DeadlinePolicySchema.safeParse(sundayAt('21:00', 'Europe/Madrid')).success).toBe(true);
  });
});
