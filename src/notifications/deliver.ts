import { notificationsRepository } from '../repositories/notifications-repository.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { emailSender, type EmailSender, type SmtpSettings } from './email.ts';
import type { NotificationPayload } from './outbox.ts';
import { DEFAULT_WEBHOOK_POLICY, type WebhookPolicy } from './safe-target.ts';
import { sendWebhook } from './webhook.ts';

export interface DelivererOptions {
  smtp: SmtpSettings | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Where webhooks may go (checked again at every delivery, connection pinned to the checked address). */
  webhooks?: WebhookPolicy;
  /** After this many failed attempts a notification is marked failed. */
  maxAttempts?: number;
  /** First retry delay; doubled after each failure (capped at one hour). */
  baseDelayMs?: number;
  /** A claimed row not finished within this time (crashed process) becomes deliverable again. */
  leaseMs?: number;
  batchSize?: number;
}

const KIND_ORDER = ['civil_disorder', 'report_published', 'game_over', 'deadline_extended', 'turn_opened', 'reminder'];

interface ClaimedRow {
  id: string;
  channel: string;
  target: string;
  payload: NotificationPayload;
  attempts: number;
}

/** Delay before attempt `attempts + 1` after `attempts` failures: base · 2^(attempts−1), at most 1 h. */
export function backoffMs(attempts: number, baseDelayMs: number): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Sends due outbox rows. Rows are claimed with one atomic UPDATE ... FOR UPDATE SKIP LOCKED (several server
 * processes never send one row twice at once); each claim holds a lease. A failure is logged and retried
 * with exponential backoff; after `maxAttempts` the row is `failed`. Never called inside a resolution, and a
 * delivery error never propagates to the caller.
 */
export class NotificationDeliverer {
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly email: { send: EmailSender; close(): void } | null;

  constructor(
    private readonly db: Db,
    private readonly options: DelivererOptions,
  ) {
    this.maxAttempts = options.maxAttempts ?? 6;
    this.baseDelayMs = options.baseDelayMs ?? 30_000;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.batchSize = options.batchSize ?? 50;
    this.email = options.smtp ? emailSender(options.smtp) : null;
  }

  /** Delivers every row due at `now`; returns how many were sent and how many failed this round. */
  async deliverDue(now: Date): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    const rows = await this.claim(now);
    for (const row of rows) {
      try {
        await this.send(row);
        await notificationsRepository.markSent(this.db, row.id, now);
        sent++;
      } catch (error) {
        failed++;
        const message = error instanceof Error ? error.message : String(error);
        const gaveUp = row.attempts >= this.maxAttempts;
        await notificationsRepository.markFailedAttempt(this.db, row.id, {
          gaveUp,
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts, this.baseDelayMs)),
        });
        // The target (webhook URL / address) is not logged: webhook URLs carry their own secret.
        this.options.log[gaveUp ? 'error' : 'warn'](
          { notification: row.id, channel: row.channel, attempts: row.attempts, error: message.slice(0, 200) },
          gaveUp ? 'notification failed for good' : 'notification delivery failed; will retry',
        );
      }
    }
    return { sent, failed };
  }

  close(): void {
    this.email?.close();
  }

  private async claim(now: Date): Promise<ClaimedRow[]> {
    const lease = new Date(now.getTime() + this.leaseMs);
    const rows = (await notificationsRepository.claimDue(this.db, now, lease, this.batchSize)) as (ClaimedRow & { kind: string; createdAt: Date })[];
    // Rows of one event share a timestamp: send them in the order a reader expects (report, then next turn).
    const rank = (kind: string) => (KIND_ORDER.indexOf(kind) === -1 ? KIND_ORDER.length : KIND_ORDER.indexOf(kind));
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.kind) - rank(b.kind));
  }

  private async send(row: ClaimedRow): Promise<void> {
    if (row.channel === 'webhook') return sendWebhook(row.target, row.payload, this.options.webhooks ?? DEFAULT_WEBHOOK_POLICY);
    if (row.channel === 'email') {
      if (!this.email) throw new Error('e-mail is not configured (SMTP_HOST unset)');
      return this.email.send(row.target, row.payload);
    }
    throw new Error(`unknown channel ${row.channel}`);
  }
}
