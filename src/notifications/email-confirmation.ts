import { randomUUID } from 'node:crypto';
import type { Db, DbTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { EMAIL_CONFIRM_TEXTS } from '../i18n/email-confirm.ts';
import { format, type Language } from '../i18n/index.ts';
import { hashToken, newToken } from '../services/secrets.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';
import type { NotifyContext } from './outbox.ts';

/**
 * E-mail only to confirmed addresses (issue 18: an anonymous game could make the server mail any address).
 * An address set on a seat or as the GM's `notify.gmEmail` gets ONE message: a confirmation link, queued by
 * the scheduler tick. Until its owner confirms (a POST from the link's page, so mail scanners that follow
 * links confirm nothing) it receives nothing else. Each address gets at most
 * CONFIRMATIONS_PER_ADDRESS_PER_DAY confirmation messages a day, whatever the number of games naming it; the
 * others wait for a later tick.
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 86_400_000;

export const normalizeAddress = (address: string) => address.trim().toLowerCase();

/** The confirmed addresses of a game (lower-cased). */
export async function confirmedAddresses(db: DbTx, gameId: string): Promise<Set<string>> {
  const rows = await db.emailConfirmation.findMany({ where: { gameId, confirmedAt: { not: null } }, select: { address: true } });
  return new Set(rows.map((row) => row.address));
}

interface PendingAddress {
  gameId: string;
  name: string;
  language: Language;
  address: string;
}

/** Queues the confirmation message of every address that has none yet (within the per-address budget). */
export async function queueEmailConfirmations(db: Db, context: NotifyContext, limit = 100): Promise<number> {
  if (!context.emailEnabled) return 0;
  const pending = await db.$queryRaw<PendingAddress[]>`
    SELECT wanted."gameId", g.name, g.language::text AS language, wanted.address
    FROM (
      SELECT "gameId", lower(trim(email)) AS address FROM "Player" WHERE email IS NOT NULL
      UNION
      SELECT id AS "gameId", lower(trim(notify->>'gmEmail')) AS address FROM "Game" WHERE notify->>'gmEmail' IS NOT NULL
    ) wanted
    JOIN "Game" g ON g.id = wanted."gameId"
    WHERE NOT EXISTS (SELECT 1 FROM "EmailConfirmation" c WHERE c."gameId" = wanted."gameId" AND c.address = wanted.address)
    ORDER BY wanted."gameId", wanted.address
    LIMIT ${limit}`;
  let queued = 0;
  const since = new Date(context.now.getTime() - DAY_MS);
  for (const row of pending) {
    const recent = await db.emailConfirmation.count({ where: { address: row.address, sentAt: { gt: since } } });
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
      const inserted = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO "EmailConfirmation" (id, "gameId", address, "tokenHash", "sentAt", "createdAt")
        VALUES (${randomUUID()}, ${row.gameId}, ${row.address}, ${hashToken(token)}, ${context.now}, ${context.now})
        ON CONFLICT ("gameId", address) DO NOTHING
        RETURNING id`;
      if (inserted.length === 0) return false; // another process queued it first
      await tx.notification.create({
        data: {
          gameId: row.gameId,
          kind: 'confirm_email',
          channel: 'email',
          target: row.address,
          payload: payload as unknown as Prisma.InputJsonValue,
          nextAttemptAt: context.now,
          createdAt: context.now,
        },
      });
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
  const row = await db.emailConfirmation.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { address: true, confirmedAt: true, game: { select: { name: true, language: true } } },
  });
  return row && { address: row.address, gameName: row.game.name, language: row.game.language, confirmed: row.confirmedAt !== null };
}

/** Confirms the address behind a link's token (idempotent); null for an unknown token. */
export async function confirmEmail(db: Db, token: string, now: Date): Promise<ConfirmationView | null> {
  const found = await findConfirmation(db, token);
  if (!found) return null;
  await db.emailConfirmation.updateMany({ where: { tokenHash: hashToken(token), confirmedAt: null }, data: { confirmedAt: now } });
  return { ...found, confirmed: true };
}
