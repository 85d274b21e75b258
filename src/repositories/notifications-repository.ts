import type { DbTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export interface ClaimedNotification {
  id: string;
  channel: string;
  target: string;
  payload: unknown;
  attempts: number;
  kind: string;
  createdAt: Date;
}

/** The notifications outbox (src/notifications): rows queued inside transactions, claimed and delivered later. */
export const notificationsRepository = {
  queue(db: DbTx, rows: Prisma.NotificationCreateManyInput[]) {
    return db.notification.createMany({ data: rows });
  },
  /**
   * Claims up to `limit` due rows under a lease (another deliverer skips them until `lease`), attempts + 1.
   * FOR UPDATE SKIP LOCKED: several processes deliver without sending a row twice.
   */
  claimDue(db: DbTx, now: Date, lease: Date, limit: number): Promise<ClaimedNotification[]> {
    return db.$queryRaw<ClaimedNotification[]>`
      UPDATE "Notification" SET status = 'sending', attempts = attempts + 1, "nextAttemptAt" = ${lease}
      WHERE id IN (
        SELECT id FROM "Notification"
        WHERE status IN ('pending', 'sending') AND "nextAttemptAt" <= ${now}
        ORDER BY "nextAttemptAt", "createdAt" LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, channel, target, payload, attempts, kind, "createdAt"`;
  },
  markSent(db: DbTx, id: string, now: Date) {
    return db.notification.update({ where: { id }, data: { status: 'sent', sentAt: now, lastError: null }, select: { id: true } });
  },
  markFailedAttempt(db: DbTx, id: string, data: { gaveUp: boolean; lastError: string; nextAttemptAt: Date }) {
    return db.notification.update({
      where: { id },
      data: { status: data.gaveUp ? 'failed' : 'pending', lastError: data.lastError, nextAttemptAt: data.nextAttemptAt },
      select: { id: true },
    });
  },
};
