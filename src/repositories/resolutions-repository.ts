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
