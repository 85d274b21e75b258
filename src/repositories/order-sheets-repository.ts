import type { Db, DbTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';

const sheetSelect = { playerId: true, version: true, orders: true, createdAt: true } as const;

export type SheetRow = Prisma.OrderSheetGetPayload<{ select: typeof sheetSelect }>;

/** A saved version and whether it changed what the game's public view shows (who has sent, who is ready). */
export interface SavedSheet extends SheetRow {
  flagsChanged: boolean;
}

export const orderSheetsRepository = {
  /**
   * One statement (one round trip, no explicit transaction): the next version of the player's sheet with these
   * orders, not ready. Null when the turn is not open. `flagsChanged`: the player had sent nothing yet, or the
   * previous version was marked ready (a new version is not).
   *
   * It share-locks the turn row while it is open (a resolution, `UPDATE ... WHERE status = 'open'`, waits for
   * the save and then sees it, or commits first and the save finds no open turn), then inserts or bumps the
   * player's LatestSheet row. That row lock serialises one player's saves: a concurrent save waits for it and
   * continues from the version committed (ON CONFLICT DO UPDATE reads the latest row), so versions are exactly
   * 1..n. Nothing else takes it before the turn row, so it cannot deadlock with a resolution (game -> turn).
   */
  async saveOrders(db: DbTx, id: string, turnId: string, playerId: string, orders: SheetRow['orders']): Promise<SavedSheet | null> {
    const rows = await db.$queryRaw<{ version: number; createdAt: Date; readyVersion: number | null }[]>`
      WITH open_turn AS (SELECT id FROM "Turn" WHERE id = ${turnId} AND status = 'open' FOR SHARE),
      head AS (
        INSERT INTO "LatestSheet" ("turnId", "playerId", version)
        SELECT id, ${playerId}, 1 FROM open_turn
        ON CONFLICT ("turnId", "playerId") DO UPDATE SET version = "LatestSheet".version + 1
        RETURNING version, "readyVersion"
      ),
      saved AS (
        INSERT INTO "OrderSheet" (id, "turnId", "playerId", version, orders)
        SELECT ${id}, ${turnId}, ${playerId}, head.version, ${JSON.stringify(orders)}::jsonb FROM head
        RETURNING version, "createdAt"
      )
      SELECT saved.version, saved."createdAt", head."readyVersion" FROM saved, head`;
    const row = rows[0];
    if (!row) return null;
    const flagsChanged = row.version === 1 || row.readyVersion === row.version - 1;
    return { playerId, version: row.version, createdAt: row.createdAt, orders, flagsChanged };
  },
  /**
   * A new version with the same orders as the latest one (or none) and the given ready flag, in a transaction
   * of two statements: the LatestSheet row is claimed (locked) first, so the second statement reads the
   * previous version as committed by the save before it. Null when the turn is not open.
   */
  async saveReady(db: Db, id: string, turnId: string, playerId: string, ready: boolean): Promise<{ version: number } | null> {
    return db.$transaction(async (tx) => {
      const heads = await tx.$queryRaw<{ version: number }[]>`
        WITH open_turn AS (SELECT id FROM "Turn" WHERE id = ${turnId} AND status = 'open' FOR SHARE)
        INSERT INTO "LatestSheet" ("turnId", "playerId", version, "readyVersion")
        SELECT id, ${playerId}, 1, CASE WHEN ${ready} THEN 1 END FROM open_turn
        ON CONFLICT ("turnId", "playerId") DO UPDATE
          SET version = "LatestSheet".version + 1,
              "readyVersion" = CASE WHEN ${ready} THEN "LatestSheet".version + 1 END
        RETURNING version`;
      const head = heads[0];
      if (!head) return null;
      await tx.$executeRaw`
        INSERT INTO "OrderSheet" (id, "turnId", "playerId", version, orders, ready)
        SELECT ${id}, ${turnId}, ${playerId}, ${head.version},
               COALESCE((SELECT orders FROM "OrderSheet" WHERE "turnId" = ${turnId} AND "playerId" = ${playerId} AND version = ${head.version - 1}), '[]'::jsonb),
               ${ready}`;
      return { version: head.version };
    });
  },
  findLatest(db: DbTx, turnId: string, playerId: string): Promise<SheetRow | null> {
    return db.orderSheet.findFirst({ where: { turnId, playerId }, select: sheetSelect, orderBy: { version: 'desc' } });
  },
  /**
   * The sheet that counts for each player who sent one (the highest version), in player id order: the turn's
   * LatestSheet rows (one index range) joined to their versions (one unique probe each), however many versions
   * were saved: reads stay flat as a turn's history grows (issue 17).
   */
  async findLatestPerPlayer(db: DbTx, turnId: string): Promise<SheetRow[]> {
    return db.$queryRaw<SheetRow[]>`
      SELECT h."playerId", s.version, s.orders, s."createdAt"
      FROM "LatestSheet" h
      JOIN "OrderSheet" s ON s."turnId" = h."turnId" AND s."playerId" = h."playerId" AND s.version = h.version
      WHERE h."turnId" = ${turnId}
      ORDER BY h."playerId"`;
  },
  /** Who has submitted: player ids only (the public game view shows booleans, never orders). */
  async submittedPlayerIds(db: DbTx, turnId: string): Promise<Set<string>> {
    const rows = await db.$queryRaw<{ playerId: string }[]>`SELECT "playerId" FROM "LatestSheet" WHERE "turnId" = ${turnId}`;
    return new Set(rows.map((row) => row.playerId));
  },
  /** Latest version per player of a turn and whether it is marked ready (never the orders): one index range. */
  async flags(db: DbTx, turnId: string): Promise<Map<string, { version: number; ready: boolean }>> {
    const rows = await db.$queryRaw<{ playerId: string; version: number; ready: boolean }[]>`
      SELECT "playerId", version, COALESCE("readyVersion" = version, false) AS ready FROM "LatestSheet" WHERE "turnId" = ${turnId}`;
    return new Map(rows.map((row) => [row.playerId, { version: row.version, ready: row.ready }]));
  },
};
