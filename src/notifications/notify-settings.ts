import { z } from 'zod';

/** Per-game notification settings (Game.notify). */
export const NotifySettingsSchema = z
  .object({
    /** Discord-compatible webhook: receives `{content, embeds}` JSON. */
    webhookUrl: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional(),
    /** E-mail the players who gave an address (default on when SMTP is configured). */
    emails: z.boolean().optional(),
    /** Where the GM is told about civil disorder (optional). */
    gmEmail: z.email().max(320).optional(),
    /** Remind players without a sheet this many hours before the deadline (0/absent: no reminder). */
    reminderHours: z
      .number()
      .min(0)
      .max(24 * 14)
      .optional(),
  })
  .strict();
export type NotifySettings = z.infer<typeof NotifySettingsSchema>;

export function parseNotifySettings(stored: unknown): NotifySettings {
  const parsed = NotifySettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : {};
}
