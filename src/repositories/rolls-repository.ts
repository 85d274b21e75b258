import type { DbTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';

const rollSelect = {
  id: true,
  counter: true,
  actor: true,
  reason: true,
  private: true,
  expr: true,
  record: true,
  createdAt: true,
  turn: { select: { number: true, status: true, seedHash: true, resolution: { select: { seed: true } } } },
} as const;

export type RollRow = Prisma.RollGetPayload<{ select: typeof rollSelect }>;

/**
 * Dice rolls are append-only: this repository has no update or delete. The unique (turnId, counter) index
 * makes a second roll with the same counter (a re-roll) impossible.
 */
export const rollsRepository = {
  /**
   * Locks the open turn row against a concurrent resolution and other rolls of the same turn (FOR UPDATE),
   * and returns its secret seed and the next counter; null when the turn is not open any more.
   */
  async lockOpenTurn(db: DbTx, turnId: string): Promise<{ seed: string; rngVersion: number; nextCounter: number } | null> {
    const locked = await db.$queryRaw<{ seed: string; rngVersion: number }[]>`
      SELECT seed, "rngVersion" FROM "Turn" WHERE id = ${turnId} AND status = 'open' FOR UPDATE`;
    if (!locked[0]) return null;
    // A second statement, so that (READ COMMITTED) it sees the rolls committed while we waited for the lock.
    const counters = await db.$queryRaw<{ next: number }[]>`
      SELECT (COALESCE(max(counter), -1) + 1)::int AS next FROM "Roll" WHERE "turnId" = ${turnId}`;
    return { seed: locked[0].seed, rngVersion: Number(locked[0].rngVersion), nextCounter: Number(counters[0]?.next ?? 0) };
  },
  create(db: DbTx, data: Prisma.RollUncheckedCreateInput): Promise<RollRow> {
    return db.roll.create({ data, select: rollSelect });
  },
  listByGame(db: DbTx, gameId: string, turnNumber?: number): Promise<RollRow[]> {
    return db.roll.findMany({
      where: { gameId, ...(turnNumber !== undefined ? { turn: { number: turnNumber } } : {}) },
      select: rollSelect,
      orderBy: [{ turn: { number: 'asc' } }, { counter: 'asc' }],
    });
  },
  listByTurn(db: DbTx, turnId: string): Promise<RollRow[]> {
    return db.roll.findMany({ where: { turnId }, select: rollSelect, orderBy: { counter: 'asc' } });
  },
};
