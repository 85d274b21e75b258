import type { Db, DbTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';

const sheetSelect = { playerId: true, version: true, orders: true, createdAt: true } as const;

export type SheetRow = Prisma.OrderSheetGetPayload<{ select: typeof sheetSelect }>;

function appendQuery(db: DbTx, id: string, turnId: string, playerId: string, orders: string) {
  return db.$queryRaw<{ version: number; createdAt: Date; orders: SheetRow['orders'] }[]>`
    WITH open_turn AS (SELECT id FROM "Turn" WHERE id = ${turnId} AND status = 'open' FOR SHARE)
    INSERT INTO "OrderSheet" (id, "turnId", "playerId", version, orders)
    SELECT ${id}, open_turn.id, ${playerId},
           COALESCE((SELECT max(version) FROM "OrderSheet" WHERE "turnId" = ${turnId} AND "playerId" = ${playerId}), 0) + 1,
           ${orders}::jsonb
    FROM open_turn
    RETURNING version, "createdAt", orders`;
}

export const orderSheetsRepository = {
  /** Every version is kept; the new one gets the next number (unique per turn and player). */
  async append(db: DbTx, turnId: string, playerId: string, orders: Prisma.InputJsonValue): Promise<SheetRow> {
    const latest = await db.orderSheet.findFirst({
      where: { turnId, playerId },
      select: { version: true },
      orderBy: { version: 'desc' },
    });
    return db.orderSheet.create({
      data: { turnId, playerId, orders, version: (latest?.version ?? 0) + 1 },
      select: sheetSelect,
    });
  },
  /**
   * Serialises every new sheet version of one player in one turn (orders and ready flags): a transaction-level
   * advisory lock on (turn, player), so the next version number is computed by one writer at a time and two
   * saves can never pick the same one (on PostgreSQL, 400 concurrent saves gave unique violations and 500s).
   * Nothing else takes this lock, so it cannot deadlock with the resolution's game -> turn row locks. Run it
   * first in a transaction, then insert with a NEW statement (READ COMMITTED: it sees the previous writer's row).
   * A query to put in a batch `$transaction([...])` (one round of statements, no interactive callbacks).
   */
  lockPlayerSheets(db: Db, turnId: string, playerId: string) {
    return db.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`sheet:${turnId}:${playerId}`}, 0))`;
  },
  /** The next sheet version, serialised per player and turn (lockPlayerSheets); null when the turn is not open. */
  async appendSerialised(db: Db, id: string, turnId: string, playerId: string, orders: string): Promise<SheetRow | null> {
    const [, rows] = await db.$transaction([this.lockPlayerSheets(db, turnId, playerId), appendQuery(db, id, turnId, playerId, orders)]);
    const row = rows[0];
    return row ? { playerId, ...row } : null;
  },
  /**
   * One statement: share-lock the turn row, check it is still open, and insert the next version. A resolution
   * (UPDATE ... WHERE status = 'open') either waits for this insert and then sees it, or commits first and
   * this finds no open turn (returns null).
   */
  async appendIfTurnOpen(db: DbTx, id: string, turnId: string, playerId: string, orders: string): Promise<SheetRow | null> {
    const rows = await appendQuery(db, id, turnId, playerId, orders);
    const row = rows[0];
    return row ? { playerId, ...row } : null;
  },
  findLatest(db: DbTx, turnId: string, playerId: string): Promise<SheetRow | null> {
    return db.orderSheet.findFirst({ where: { turnId, playerId }, select: sheetSelect, orderBy: { version: 'desc' } });
  },
  /**
   * The sheet that counts for each player who sent one (the highest version), in player id order. One query
   * that costs one index probe per seated player on (turnId, playerId, version), however many versions were
   * saved: reads stay flat as a turn's history grows (issue 17).
   */
  async findLatestPerPlayer(db: DbTx, turnId: string): Promise<SheetRow[]> {
    return db.$queryRaw<SheetRow[]>`
      SELECT p.id AS "playerId", s.version, s.orders, s."createdAt"
      FROM "Player" p
      CROSS JOIN LATERAL (
        SELECT version, orders, "createdAt" FROM "OrderSheet"
        WHERE "turnId" = ${turnId} AND "playerId" = p.id
        ORDER BY version DESC LIMIT 1
      ) s
      WHERE p."gameId" = (SELECT "gameId" FROM "Turn" WHERE id = ${turnId})
      ORDER BY p.id`;
  },
  /** Who has submitted: player ids only (the public game view shows booleans, never orders). */
  async submittedPlayerIds(db: DbTx, turnId: string): Promise<Set<string>> {
    const rows = await db.$queryRaw<{ id: string }[]>`
      SELECT p.id FROM "Player" p
      WHERE p."gameId" = (SELECT "gameId" FROM "Turn" WHERE id = ${turnId})
        AND EXISTS (SELECT 1 FROM "OrderSheet" s WHERE s."turnId" = ${turnId} AND s."playerId" = p.id)`;
    return new Set(rows.map((row) => row.id));
  },
};
