import type { DbTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';

/** Queries of the GM tools (corrections, replacing a seat, missed-orders bookkeeping, the console's lists). */
export const gmRepository = {
  createAdjustment(db: DbTx, data: { gameId: string; turnNumber: number; kind: string; data: Prisma.InputJsonValue; reason: string }) {
    return db.gmAdjustment.create({ data, select: { id: true } });
  },
  listAdjustments(db: DbTx, gameId: string) {
    return db.gmAdjustment.findMany({
      where: { gameId },
      select: { id: true, turnNumber: true, kind: true, data: true, reason: true, createdAt: true, appliedAt: true },
      orderBy: { createdAt: 'asc' },
    });
  },
  findSeat(db: DbTx, gameId: string, playerId: string) {
    return db.player.findFirst({ where: { id: playerId, gameId }, select: { id: true, name: true, tokenHash: true, status: true, missedTurns: true } });
  },
  updateSeat(db: DbTx, playerId: string, data: Prisma.PlayerUncheckedUpdateInput) {
    return db.player.update({ where: { id: playerId }, data, select: { id: true } });
  },
  /** Resolved turns, newest first, with who had a sheet in each (missed-orders bookkeeping). */
  resolvedTurnsWithSheets(db: DbTx, gameId: string) {
    return db.turn.findMany({
      where: { gameId, status: 'resolved' },
      select: { resolvedAt: true, sheets: { select: { playerId: true } }, resolution: { select: { asked: true } } },
      orderBy: { number: 'desc' },
    });
  },
  seatsForBookkeeping(db: DbTx, gameId: string) {
    return db.player.findMany({ where: { gameId }, select: { id: true, missedTurns: true, status: true, replacedAt: true } });
  },
  resolvedTurnNumbers(db: DbTx, gameId: string) {
    return db.turn.findMany({ where: { gameId, status: 'resolved' }, select: { number: true }, orderBy: { number: 'asc' } });
  },
};
