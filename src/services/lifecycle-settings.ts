import { gameTimeZone, isTimeZone } from '../time/time-zone.ts';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import {
  DeadlinePolicySchema,
  effectiveDeadlinePolicy,
  NmrPolicySchema,
  parseNmrPolicy,
  type DeadlinePolicy,
  type NmrPolicy,
} from '../time/deadline-policy.ts';
import { NotifySettingsSchema, parseNotifySettings, type NotifySettings } from '../notifications/notify-settings.ts';
import { assertWebhookAllowed, DEFAULT_WEBHOOK_POLICY, UnsafeTargetError, type WebhookPolicy } from '../notifications/safe-target.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { lifecycleRepository, type LifecycleSettingsUpdate } from '../repositories/lifecycle-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { notFound, ServiceError } from './errors.ts';
import { lockGame } from './gm-common.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';

export interface LifecycleSettingsPatch {
  /** null: no deadlines (the GM resolves). Applies to turns opened from now on; use /deadline for the open one. */
  deadlinePolicy?: DeadlinePolicy | null | undefined;
  nmrPolicy?: NmrPolicy | undefined;
  readyEarly?: boolean | undefined;
  notify?: NotifySettings | undefined;
  /** The game's time zone (IANA): deadlines are typed and shown in it; a weekly policy uses it too. */
  timeZone?: string | undefined;
}

const view = (game: { deadlinePolicy: unknown; nmrPolicy: unknown; readyEarly: boolean; notify: unknown; settings: unknown }) => ({
  timeZone: gameTimeZone(game),
  deadlinePolicy: effectiveDeadlinePolicy(game),
  nmrPolicy: parseNmrPolicy(game.nmrPolicy),
  readyEarly: game.readyEarly,
  notify: parseNotifySettings(game.notify),
});

export async function getLifecycleSettings(db: Db, actor: Actor, gameId: string) {
  const game = await lifecycleRepository.findGame(db, gameId);
  if (!game) throw notFound('Game');
  requireGm(actor);
  return view(game);
}

/**
 * `webhooks`: where a webhook may point. A URL resolving to a loopback, private, link-local... address is
 * refused with 422 `unsafe_webhook` (SSRF), unless the server allows private targets (WEBHOOK_ALLOW_PRIVATE).
 */
export async function updateLifecycleSettings(
  db: Db,
  actor: Actor,
  gameId: string,
  patch: LifecycleSettingsPatch,
  webhooks: WebhookPolicy = DEFAULT_WEBHOOK_POLICY,
) {
  requireGm(actor);
  if (patch.notify?.webhookUrl) {
    try {
      await assertWebhookAllowed(patch.notify.webhookUrl, webhooks);
    } catch (error) {
      if (!(error instanceof UnsafeTargetError)) throw error;
      throw new ServiceError(422, 'unsafe_webhook', error.message, {
        problems: [{ path: 'notify.webhookUrl', code: 'unsafe_webhook', message: error.message }],
      });
    }
  }
  return db.$transaction(async (tx) => {
    await lockGame(tx, gameId);
    const data: LifecycleSettingsUpdate = {};
    if (patch.deadlinePolicy !== undefined) data.deadlinePolicy = patch.deadlinePolicy;
    if (patch.deadlinePolicy !== undefined || patch.timeZone !== undefined) {
      // One source of truth: the policy replaces the legacy settings.turnHours.
      const current = (await lifecycleRepository.findGame(tx, gameId))?.settings;
      const { turnHours: _legacy, ...settings } = (typeof current === 'object' && current !== null ? current : {}) as Record<string, unknown>;
      data.settings = { ...settings, ...(patch.timeZone !== undefined ? { timeZone: patch.timeZone } : {}) };
      if (patch.deadlinePolicy === undefined && typeof _legacy === 'number') data.deadlinePolicy = { kind: 'duration', hours: _legacy };
    }
    if (patch.nmrPolicy !== undefined) data.nmrPolicy = patch.nmrPolicy;
    if (patch.readyEarly !== undefined) data.readyEarly = patch.readyEarly;
    if (patch.notify !== undefined) data.notify = patch.notify;
    await lifecycleRepository.updateSettings(tx, gameId, data);
    // The webhook URL carries its own secret: the audit log only says whether one is set.
    const notify = patch.notify ? { ...patch.notify, webhookUrl: patch.notify.webhookUrl ? 'set' : undefined } : undefined;
    await auditLogRepository.record(tx, gameId, 'gm', 'settings', JSON.parse(JSON.stringify({ ...patch, notify })) as Prisma.InputJsonValue);
    return view((await lifecycleRepository.findGame(tx, gameId))!);
  }, TX_OPTIONS);
}

/** The lifecycle settings a GM may change (API and console). */
export const SettingsBody = z
  .object({
    // OpenAPI 3.0 wants a type beside `nullable` (a oneOf of two objects, or null).
    deadlinePolicy: DeadlinePolicySchema.nullable().meta({ type: 'object' }).optional(),
    nmrPolicy: NmrPolicySchema.optional(),
    readyEarly: z.boolean().optional(),
    notify: NotifySettingsSchema.optional(),
    timeZone: z
      .string()
      .max(64)
      .refine(isTimeZone, 'unknown IANA time zone')
      .optional()
      .describe('The game time zone (IANA, e.g. Europe/Madrid): deadlines are typed and shown in it'),
  })
  .strict();

/** The game's own language (pages answer in it unless the reader asks for another), or null for an unknown game. */
export async function gameLanguage(db: Db, gameId: string): Promise<'es' | 'en' | null> {
  return (await lifecycleRepository.findGame(db, gameId))?.language ?? null;
}

/** The game's notification settings as stored (the settings form keeps what it does not show). */
export async function currentNotify(db: Db, gameId: string): Promise<Record<string, unknown>> {
  return { ...(((await lifecycleRepository.findGame(db, gameId))?.notify ?? {}) as Record<string, unknown>) };
}

/** A seat's player name (the console names a replaced seat). */
export async function seatName(db: Db, gameId: string, playerId: string): Promise<string | null> {
  return (await lifecycleRepository.listPlayers(db, gameId)).find((p) => p.id === playerId)?.name ?? null;
}
