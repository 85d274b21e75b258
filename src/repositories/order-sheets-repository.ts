import { driverRows, type Db, type DbTx } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';
import { saveInGroup, type SavedRow } from './grouped-sheet-saves.ts';

const sheetSelect = { playerId: true, version: true, orders: true, createdAt: true, enteredByGm: true } as const;

export type SheetRow = Prisma.OrderSheetGetPayload<{ select: typeof sheetSelect }>;

/** A saved version and whether it changed what the game's public view shows (who has sent, who is ready). */
export interface SavedSheet extends Omit<SheetRow, 'createdAt' | 'enteredByGm'> {
  flagsChanged: boolean;
}

/** What a save made on remembered facts assumes (sheet-access.ts SheetTarget, plus the token's hash). */
export interface AssumedFacts {
  tokenHash: string;
  playerId: string;
  game: { id: string; status: string; ruleset: string; language: string; resolveWhen: string; revision: number };
  turn: { id: string; number: number };
}

/**
 * One statement (one round trip, no explicit transaction): the next version of the player's sheet with these
 * orders, not ready, if the turn is open (its row share-locked). Null when it is not.
 *
 * The share lock on the turn row holds it while it is open (a resolution, `UPDATE ... WHERE status = 'open'`, waits
 * for the save and then sees it, or commits first and the save finds no open turn); then the player's LatestSheet
 * row is inserted or bumped. That row lock serialises one player's saves: a concurrent save waits for it and
 * continues from the version committed (ON CONFLICT DO UPDATE reads the latest row), so versions are exactly
 * 1..n. Nothing else takes it before the turn row, so it cannot deadlock with a resolution (game -> turn).
 * Sent by the driver (driverRows: the hottest statement of the server), so it returns integers only.
 */
async function saveAfter(db: DbTx, id: string, turnId: string, playerId: string, orders: SheetRow['orders'], enteredByGm = false): Promise<SavedSheet | null> {
  const rows = await driverRows<SavedRow>(
    db,
    Prisma.sql`
    WITH open_turn AS (SELECT id FROM "Turn" WHERE id = ${turnId} AND status = 'open' FOR SHARE),
    head AS (
      INSERT INTO "LatestSheet" ("turnId", "playerId", version)
      SELECT id, ${playerId}, 1 FROM open_turn
      ON CONFLICT ("turnId", "playerId") DO UPDATE SET version = "LatestSheet".version + 1
      RETURNING version, "readyVersion"
    ),
    saved AS (
      INSERT INTO "OrderSheet" (id, "turnId", "playerId", version, orders, "enteredByGm")
      SELECT ${id}, ${turnId}, ${playerId}, head.version, ${JSON.stringify(orders)}::jsonb, ${enteredByGm} FROM head
      RETURNING version
    )
    SELECT saved.version, head."readyVersion" FROM saved, head`,
  );
  return savedSheet(playerId, orders, rows[0]);
}

/**
 * The answer to a saved version. `flagsChanged`: the player had sent nothing yet, or the previous version was marked
 * ready (a new version is not).
 */
function savedSheet(playerId: string, orders: SheetRow['orders'], row: SavedRow | null | undefined): SavedSheet | null {
  if (!row) return null;
  return { playerId, version: row.version, orders, flagsChanged: row.version === 1 || row.readyVersion === row.version - 1 };
}

export const orderSheetsRepository = {
  /** The next version of the player's sheet with these orders (saveAfter): null when the turn is not open. */
  saveOrders(db: DbTx, id: string, turnId: string, playerId: string, orders: SheetRow['orders'], enteredByGm = false): Promise<SavedSheet | null> {
    return saveAfter(db, id, turnId, playerId, orders, enteredByGm);
  },
  /**
   * The same save, made only if every fact the caller assumed still holds, checked in the same statement: the
   * token (by its hash) is still the seat's, the game's header and revision are unchanged and the turn is open
   * (issue 17: one round trip for a save whose facts this process remembers, sheet-hints.ts), together with the
   * saves of other players that arrive meanwhile (grouped-sheet-saves.ts). Null when any differs (or the turn is
   * no longer open): nothing is saved, and the caller reads the facts again.
   */
  async saveOrdersIfUnchanged(db: DbTx, id: string, assumed: AssumedFacts, orders: SheetRow['orders']): Promise<SavedSheet | null> {
    return savedSheet(assumed.playerId, orders, await saveInGroup(db, id, assumed, orders));
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
      SELECT h."playerId", s.version, s.orders, s."createdAt", s."enteredByGm"
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
