import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';
import { EMAIL_CONFIRM_TEXTS } from '../i18n/email-confirm.ts';
import { format, type Language } from '../i18n/index.ts';
import type { NotifyContext } from '../notifications/outbox.ts';
import { emailConfirmationsRepository } from '../repositories/email-confirmations-repository.ts';
import { notificationsRepository } from '../repositories/notifications-repository.ts';
import { hashToken, newToken } from './secrets.ts';

/**
 * E-mail only to confirmed addresses (issue 18: an anonymous game could make the server mail any address).
 * An address set on a seat or as the GM's `notify.gmEmail` gets ONE message: a confirmation link, queued by
 * the scheduler tick. Until its owner confirms (a POST from the link's page, so mail scanners that follow
 * links confirm nothing) it receives nothing else (the outbox drops the rest: notifications/outbox.ts). Each
 * address gets at most CONFIRMATIONS_PER_ADDRESS_PER_DAY confirmation messages a day, whatever the number of
 * games naming it; the others wait for a later tick.
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 86_400_000;

/** Queues the confirmation message of every address that has none yet (within the per-address budget). */
export async function queueEmailConfirmations(db: Db, context: NotifyContext, limit = 100): Promise<number> {
  if (!context.emailEnabled) return 0;
  const pending = await emailConfirmationsRepository.pending(db, limit);
  let queued = 0;
  const since = new Date(context.now.getTime() - DAY_MS);
  for (const row of pending) {
    const recent = await emailConfirmationsRepository.sentSince(db, row.address, since);
    if (recent >= CONFIRMATIONS_PER_ADDRESS_PER_DAY) continue;
    const token = newToken();
    const url = `${context.baseUrl}/confirm-email/${token}`;
    const params = { game: row.name, url };
    const payload = {
      subject: format(EMAIL_CONFIRM_TEXTS.mailSubject[row.language], params),
      text: format(EMAIL_CONFIRM_TEXTS.mailText[row.language], params),
      url,
    };
    const done = await db.$transaction(async (tx) => {
      const inserted = await emailConfirmationsRepository.insertIfAbsent(tx, {
        id: randomUUID(),
        gameId: row.gameId,
        address: row.address,
        tokenHash: hashToken(token),
        now: context.now,
      });
      if (!inserted) return false; // another process queued it first
      await notificationsRepository.queue(tx, [
        { gameId: row.gameId, kind: 'confirm_email', channel: 'email', target: row.address, payload, nextAttemptAt: context.now, createdAt: context.now },
      ]);
      return true;
    }, TX_OPTIONS);
    if (done) queued++;
  }
  return queued;
}

export interface ConfirmationView {
  address: string;
  gameName: string;
  language: Language;
  confirmed: boolean;
}

/** The confirmation behind a link's token, or null. */
export async function findConfirmation(db: Db, token: string): Promise<ConfirmationView | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await emailConfirmationsRepository.findByTokenHash(db, hashToken(token));
  return row && { address: row.address, gameName: row.game.name, language: row.game.language, confirmed: row.confirmedAt !== null };
}

/** Confirms the address behind a link's token (idempotent); null for an unknown token. */
export async function confirmEmail(db: Db, token: string, now: Date): Promise<ConfirmationView | null> {
  const found = await findConfirmation(db, token);
  if (!found) return null;
  await emailConfirmationsRepository.confirm(db, hashToken(token), now);
  return { ...found, confirmed: true };
}
