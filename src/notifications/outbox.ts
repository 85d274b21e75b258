import { gameTimeZone } from '../time/time-zone.ts';
import { notificationsRepository } from '../repositories/notifications-repository.ts';
import { getRuleset } from '../engine/registry.ts';
import { DateTime } from 'luxon';
import type { DbTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { format, type Language } from '../i18n/index.ts';
import { NOTIFICATION_MESSAGES, type NotificationMessageId } from '../i18n/notifications.ts';
import { emailConfirmationsRepository, normalizeAddress } from '../repositories/email-confirmations-repository.ts';
import { parseNotifySettings } from './notify-settings.ts';

/**
 * The notification outbox. Rows are written in the SAME transaction as the event that causes them (a turn
 * opened, a report published...), so a rolled-back event sends nothing; the deliverer (deliver.ts) sends them
 * later, outside any resolution, with retries. Texts are rendered here, in the game's language.
 */
export interface OutboxGame {
  id: string;
  name: string;
  language: Language;
  notify: unknown;
  deadlinePolicy: unknown;
  /** The game's settings (its time zone). */
  settings?: unknown;
  /** The game's ruleset id: players are named by its label (a warband, a faction). */
  ruleset: string;
}

export interface OutboxPlayer {
  id: string;
  name: string;
  /** The seat's ruleset data (the label comes from it). */
  data: unknown;
  email: string | null;
}

export interface NotificationPayload {
  subject: string;
  text: string;
  url?: string;
}

export type NotificationEvent =
  | { kind: 'turn_opened'; turn: number; deadline: Date | null }
  | { kind: 'reminder'; turn: number; deadline: Date; missing: OutboxPlayer[] }
  | { kind: 'report_published'; turn: number }
  | { kind: 'game_over'; turn: number }
  | { kind: 'deadline_extended'; turn: number; deadline: Date }
  | { kind: 'civil_disorder'; player: OutboxPlayer; missed: number };

interface Message {
  channel: 'webhook' | 'email';
  target: string;
  payload: NotificationPayload;
}

/** How the game names the seat: the ruleset's label (a warband, a faction), else the player's name. */
function labelFor(game: OutboxGame, player: OutboxPlayer): string {
  const data = typeof player.data === 'object' && player.data !== null ? player.data : {};
  return getRuleset(game.ruleset)?.playerLabel?.({ ...data, id: player.id, name: player.name }, game.language) || player.name;
}

/** Deadlines in the game's time zone when it has a weekly policy, else UTC (explicit either way). */
export function formatDeadlineFor(game: Pick<OutboxGame, 'deadlinePolicy' | 'language'> & { settings?: unknown }, deadline: Date): string {
  const zone = gameTimeZone(game);
  return (
    DateTime.fromJSDate(deadline, { zone })
      .setLocale(game.language === 'es' ? 'es' : 'en-GB')
      .toFormat('ccc d LLL yyyy, HH:mm ZZZZ') + (zone === 'UTC' ? '' : ` (${zone})`)
  );
}

export function notificationMessages(game: OutboxGame, players: OutboxPlayer[], event: NotificationEvent, baseUrl: string, emailEnabled = true): Message[] {
  const settings = parseNotifySettings(game.notify);
  if (!emailEnabled) settings.emails = false;
  const t = (id: NotificationMessageId, params: Record<string, string | number>) => format(NOTIFICATION_MESSAGES[id][game.language], params);
  const gameUrl = `${baseUrl}/games/${game.id}`;
  const common = { game: game.name };
  const playerEmails = settings.emails === false ? [] : players.flatMap((p) => (p.email ? [p.email] : []));
  const webhook = (payload: NotificationPayload): Message[] => (settings.webhookUrl ? [{ channel: 'webhook', target: settings.webhookUrl, payload }] : []);
  const emails = (targets: string[], payload: NotificationPayload): Message[] => targets.map((target) => ({ channel: 'email', target, payload }));
  const everyone = (payload: NotificationPayload) => [...webhook(payload), ...emails(playerEmails, payload)];

  switch (event.kind) {
    case 'turn_opened': {
      const params = { ...common, turn: event.turn, url: gameUrl, deadline: event.deadline ? formatDeadlineFor(game, event.deadline) : '' };
      const text = event.deadline ? t('turnOpenedText', params) : t('turnOpenedNoDeadline', params);
      return everyone({ subject: t('turnOpenedSubject', params), text, url: gameUrl });
    }
    case 'reminder': {
      const params = { ...common, turn: event.turn, url: gameUrl, deadline: formatDeadlineFor(game, event.deadline) };
      const toPlayers = settings.emails === false ? [] : event.missing.flatMap((p) => (p.email ? [p.email] : []));
      return [
        ...webhook({
          subject: t('reminderSubject', params),
          text: t('reminderWebhook', { ...params, players: event.missing.map((p) => labelFor(game, p)).join(', ') }),
          url: gameUrl,
        }),
        ...emails(toPlayers, { subject: t('reminderSubject', params), text: t('reminderText', params), url: gameUrl }),
      ];
    }
    case 'report_published': {
      const url = `${gameUrl}/turns/${event.turn}`;
      const params = { ...common, turn: event.turn, url };
      return everyone({ subject: t('reportSubject', params), text: t('reportText', params), url });
    }
    case 'game_over': {
      const params = { ...common, turn: event.turn, url: gameUrl };
      return everyone({ subject: t('gameOverSubject', params), text: t('gameOverText', params), url: gameUrl });
    }
    case 'deadline_extended': {
      const params = { ...common, turn: event.turn, url: gameUrl, deadline: formatDeadlineFor(game, event.deadline) };
      return everyone({ subject: t('deadlineExtendedSubject', params), text: t('deadlineExtendedText', params), url: gameUrl });
    }
    case 'civil_disorder': {
      const params = { ...common, player: labelFor(game, event.player), missed: event.missed };
      const payload = { subject: t('civilDisorderSubject', params), text: t('civilDisorderText', params), url: gameUrl };
      return [...webhook(payload), ...emails(settings.gmEmail && emailEnabled ? [settings.gmEmail] : [], payload)];
    }
  }
}

export interface NotifyContext {
  baseUrl: string;
  now: Date;
  /** False when SMTP is not configured: no e-mail rows are queued. */
  emailEnabled: boolean;
}

/**
 * Writes the event's notifications to the outbox (inside the caller's transaction). E-mails go only to
 * addresses their owner confirmed for this game (services/email-confirmation.ts); the others get nothing.
 */
export async function enqueueNotifications(
  tx: DbTx,
  game: OutboxGame,
  players: OutboxPlayer[],
  event: NotificationEvent,
  context: NotifyContext,
): Promise<number> {
  let messages = notificationMessages(game, players, event, context.baseUrl, context.emailEnabled);
  if (messages.some((message) => message.channel === 'email')) {
    const confirmed = await emailConfirmationsRepository.confirmedAddresses(tx, game.id);
    messages = messages.filter((message) => message.channel !== 'email' || confirmed.has(normalizeAddress(message.target)));
  }
  if (messages.length === 0) return 0;
  await notificationsRepository.queue(
    tx,
    messages.map((message) => ({
      gameId: game.id,
      kind: event.kind,
      channel: message.channel,
      target: message.target,
      payload: message.payload as unknown as Prisma.InputJsonValue,
      nextAttemptAt: context.now,
      createdAt: context.now,
    })),
  );
  return messages.length;
}
