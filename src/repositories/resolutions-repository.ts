import type { DbTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export const resolutionsRepository = {
  create(db: DbTx, data: Prisma.ResolutionUncheckedCreateInput) {
    return db.resolution.create({ data, select: { id: true } });
  },
  findByTurnId(db: DbTx, turnId: string) {
    return db.resolution.findUnique({
      where: { turnId },
      select: { seed: true, stateBefore: true, orders: true, outcome: true, events: true, nextState: true, gameOver: true, createdAt: true, adjustments: true },
    });
  },
  /** Revealed seeds of a game's resolved turns: turn id -> seed. */
  async listSeeds(db: DbTx, gameId: string): Promise<Map<string, string>> {
    const rows = await db.resolution.findMany({ where: { turn: { gameId } }, select: { turnId: true, seed: true } });
    return new Map(rows.map((row) => [row.turnId, row.seed]));
  },
  /** The position after one resolution. */
  async findNextState(db: DbTx, id: string): Promise<Prisma.JsonValue | null> {
    const row = await db.resolution.findUnique({ where: { id }, select: { nextState: true } });
    return row?.nextState ?? null;
  },
  /**
   * What turn `turnId` opened from, in one statement: its own start position (a revert that drew a new hidden
   * stream stores one) and the result of the turn before it (null for the first turn: the game's start state).
   */
  async findPositionBefore(db: DbTx, turnId: string): Promise<{ own: Prisma.JsonValue | null; previous: Prisma.JsonValue | null }> {
    const rows = await db.$queryRaw<{ own: Prisma.JsonValue | null; previous: Prisma.JsonValue | null }[]>`
      SELECT t."startState" AS own, r."nextState" AS previous
      FROM "Turn" t
      LEFT JOIN "Turn" p ON p."gameId" = t."gameId" AND p.number = t.number - 1
      LEFT JOIN "Resolution" r ON r."turnId" = p.id
      WHERE t.id = ${turnId}`;
    return rows[0] ?? { own: null, previous: null };
  },
  /** The position after the game's latest resolution (null before the first one). */
  async findLatestNextState(db: DbTx, gameId: string): Promise<Prisma.JsonValue | null> {
    const row = await db.resolution.findFirst({
      where: { turn: { gameId } },
      select: { nextState: true },
      orderBy: { turn: { number: 'desc' } },
    });
    return row?.nextState ?? null;
  },
};
