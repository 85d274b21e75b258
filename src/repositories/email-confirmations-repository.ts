import type { DbTx } from '../db/client.ts';

/** An address as confirmations store and compare it (the same as `lower(trim(...))` in the queries below). */
export const normalizeAddress = (address: string) => address.trim().toLowerCase();

/** An address named in a game (a seat's e-mail or the GM's `notify.gmEmail`) that has no confirmation row yet. */
export interface PendingAddress {
  gameId: string;
  name: string;
  language: 'es' | 'en';
  address: string;
}

/** Confirmation rows (src/services/email-confirmation.ts): one per game and address, found again by its link's token hash. */
export const emailConfirmationsRepository = {
  /** The confirmed addresses of a game (normalized). */
  async confirmedAddresses(db: DbTx, gameId: string): Promise<Set<string>> {
    const rows = await db.emailConfirmation.findMany({ where: { gameId, confirmedAt: { not: null } }, select: { address: true } });
    return new Set(rows.map((row) => row.address));
  },
  /** Up to `limit` addresses that have no confirmation row yet, in a stable order. */
  pending(db: DbTx, limit: number): Promise<PendingAddress[]> {
    return db.$queryRaw<PendingAddress[]>`
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
  },
  /** How many confirmation messages went to `address` (any game) after `since`. */
  sentSince(db: DbTx, address: string, since: Date): Promise<number> {
    return db.emailConfirmation.count({ where: { address, sentAt: { gt: since } } });
  },
  /** Inserts the confirmation of (game, address) unless another process did first: whether this call inserted it. */
  async insertIfAbsent(db: DbTx, row: { id: string; gameId: string; address: string; tokenHash: string; now: Date }): Promise<boolean> {
    const inserted = await db.$queryRaw<{ id: string }[]>`
      INSERT INTO "EmailConfirmation" (id, "gameId", address, "tokenHash", "sentAt", "createdAt")
      VALUES (${row.id}, ${row.gameId}, ${row.address}, ${row.tokenHash}, ${row.now}, ${row.now})
      ON CONFLICT ("gameId", address) DO NOTHING
      RETURNING id`;
    return inserted.length > 0;
  },
  /** The confirmation behind a token hash, with its game's name and language. */
  findByTokenHash(db: DbTx, tokenHash: string) {
    return db.emailConfirmation.findUnique({
      where: { tokenHash },
      select: { address: true, confirmedAt: true, game: { select: { name: true, language: true } } },
    });
  },
  /** Marks it confirmed (idempotent: a confirmed row keeps its first time). */
  confirm(db: DbTx, tokenHash: string, now: Date) {
    return db.emailConfirmation.updateMany({ where: { tokenHash, confirmedAt: null }, data: { confirmedAt: now } });
  },
};
