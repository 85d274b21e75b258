import type { DbTx } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';

/** Queries of the GM's revert (src/services/gm-revert.ts): archive the turns from n on, then remove them from play. */
export const revertRepository = {
  findTurn(db: DbTx, gameId: string, number: number) {
    return db.turn.findUnique({ where: { gameId_number: { gameId, number } }, select: { id: true, status: true, seedHash: true } });
  },
  /** Turns from `number` on, whole (sheets, resolution, rolls): what the archive keeps. */
  listTurnsFrom(db: DbTx, gameId: string, number: number) {
    return db.turn.findMany({
      where: { gameId, number: { gte: number } },
      include: { sheets: true, resolution: true, rolls: true },
      orderBy: { number: 'asc' },
    });
  },
  listAdjustmentsFrom(db: DbTx, gameId: string, number: number) {
    return db.gmAdjustment.findMany({ where: { gameId, turnNumber: { gte: number } } });
  },
  archiveTurn(db: DbTx, data: { gameId: string; number: number; revertId: string; archivedAt: Date; data: Prisma.InputJsonValue }) {
    return db.archivedTurn.create({ data, select: { id: true } });
  },
  /** Removes turns (their sheets, resolutions and rolls cascade). */
  deleteTurns(db: DbTx, ids: string[]) {
    return db.turn.deleteMany({ where: { id: { in: ids } } });
  },
  /** Corrections of turns after `number` go with their turns; those of turn `number` become pending again. */
  async resetAdjustments(db: DbTx, gameId: string, number: number): Promise<void> {
    await db.gmAdjustment.deleteMany({ where: { gameId, turnNumber: { gt: number } } });
    await db.gmAdjustment.updateMany({ where: { gameId, turnNumber: number }, data: { appliedAt: null } });
  },
  /**
   * Turn `turnId` opens again: not resolved, not reminded nor extended, with new seeds and the position it starts
   * from (`startState`: a JSON value, or null to compute it from the turns before).
   */
  reopenTurn(
    db: DbTx,
    turnId: string,
    turn: {
      openedAt: Date;
      deadline: Date | null;
      pausedRemainingMs: number | null;
      seed: string;
      seedHash: string;
      rngVersion: number;
      hiddenSeed: string;
      hiddenSeedHash: string;
      startState: Prisma.InputJsonValue | null;
    },
  ) {
    const { startState, ...rest } = turn;
    return db.turn.update({
      where: { id: turnId },
      data: { ...rest, status: 'open', resolvedAt: null, extended: false, remindedAt: null, startState: startState === null ? Prisma.DbNull : startState },
      select: { id: true },
    });
  },
  /** Turn `turnId` is played again: its resolution and the rolls drawn from its revealed seed go (archived first). */
  async clearResolution(db: DbTx, turnId: string): Promise<void> {
    await db.resolution.delete({ where: { turnId } });
    await db.roll.deleteMany({ where: { turnId } });
  },
};
