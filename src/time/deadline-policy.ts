import { DateTime, IANAZone } from 'luxon';
import { z } from 'zod';

/**
 * Per-game deadline policy (Game.deadlinePolicy), pure. `duration`: a deadline `hours` after the turn opens.
 * `weekly`: the next occurrence of `weekday` at local `time` in the IANA `timeZone`, strictly after the turn
 * opens — computed in local time, so a daylight-saving change keeps the wall-clock time (21:00 stays 21:00).
 */
export const DeadlinePolicySchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('duration'),
      hours: z
        .number()
        .positive()
        .max(24 * 365),
    })
    .strict(),
  z
    .object({
      kind: z.literal('weekly'),
      /** ISO weekday: 1 = Monday ... 7 = Sunday. */
      weekday: z.number().int().min(1).max(7),
      time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM (24 h)'),
      timeZone: z
        .string()
        .min(1)
        .max(64)
        .refine((zone) => IANAZone.isValidZone(zone), 'unknown IANA time zone'),
    })
    .strict(),
]);
export type DeadlinePolicy = z.infer<typeof DeadlinePolicySchema>;

/**
 * Missed-orders (NMR) policy (Game.nmrPolicy). `none`: nothing happens at the deadline. `extend`: the first
 * time a turn reaches its deadline with an active player who has not sent a sheet, the deadline moves `hours`
 * later (once per turn). Either way, `civilDisorderAfter` = K flags a player who missed K turns in a row.
 */
export const NmrPolicySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none'), civilDisorderAfter: z.number().int().min(1).max(100).optional() }).strict(),
  z
    .object({
      kind: z.literal('extend'),
      hours: z
        .number()
        .positive()
        .max(24 * 30),
      civilDisorderAfter: z.number().int().min(1).max(100).optional(),
    })
    .strict(),
]);
export type NmrPolicy = z.infer<typeof NmrPolicySchema>;

export const DEFAULT_NMR_POLICY: NmrPolicy = { kind: 'none' };

/** The deadline of a turn that opens at `openedAt` under `policy`. */
export function deadlineFor(policy: DeadlinePolicy, openedAt: Date): Date {
  if (policy.kind === 'duration') return new Date(openedAt.getTime() + policy.hours * 3_600_000);
  const [hour, minute] = policy.time.split(':').map(Number) as [number, number];
  const opened = DateTime.fromJSDate(openedAt, { zone: policy.timeZone });
  let candidate = opened.set({ hour, minute, second: 0, millisecond: 0 });
  candidate = candidate.plus({ days: (policy.weekday - candidate.weekday + 7) % 7 });
  if (candidate.toMillis() <= opened.toMillis()) candidate = candidate.plus({ weeks: 1 });
  // A local time skipped by a spring-forward change does not exist: luxon moves it forward by the gap.
  return candidate.toJSDate();
}

/** Parses a stored policy; null when none is set or the stored value is not a valid policy. */
export function parseDeadlinePolicy(stored: unknown): DeadlinePolicy | null {
  const parsed = DeadlinePolicySchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * The one deadline policy of a game (issue 19: the settings showed "no deadline" while turns got 48 h): the stored
 * policy, else the legacy `settings.turnHours` of games created before it was stored as a policy.
 */
export function effectiveDeadlinePolicy(game: { deadlinePolicy: unknown; settings?: unknown }): DeadlinePolicy | null {
  const policy = parseDeadlinePolicy(game.deadlinePolicy);
  if (policy) return policy;
  const hours = (game.settings as { turnHours?: unknown } | null | undefined)?.turnHours;
  return typeof hours === 'number' && hours > 0 && hours <= 24 * 365 ? { kind: 'duration', hours } : null;
}

export function parseNmrPolicy(stored: unknown): NmrPolicy {
  const parsed = NmrPolicySchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_NMR_POLICY;
}
