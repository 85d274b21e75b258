import type { DbTx } from '../db/client.ts';

const publishedTurnSelect = {
  number: true,
  seedHash: true,
  resolvedAt: true,
  resolution: { select: { seed: true, stateBefore: true, outcome: true, adjustments: true } },
} as const;

/**
 * Read-only queries of the published pages (reports, maps, scores, feed). Only resolved turns are ever
 * returned: what they hold (revealed seed, outcome) is public from the moment of resolution.
 */
export const publishedRepository = {
  /** Resolved turns of a game with their resolution, oldest first. */
  listResolvedTurns(db: DbTx, gameId: string) {
    return db.turn.findMany({
      where: { gameId, status: 'resolved', resolution: { isNot: null } },
      select: publishedTurnSelect,
      orderBy: { number: 'asc' },
    });
  },
  /** One resolved turn, or null when it does not exist or is not resolved yet. */
  findResolvedTurn(db: DbTx, gameId: string, number: number) {
    return db.turn.findFirst({
      where: { gameId, number, status: 'resolved', resolution: { isNot: null } },
      select: publishedTurnSelect,
    });
  },
  /** Turn numbers and resolution times only (navigation, feed dates). */
  listResolvedTurnNumbers(db: DbTx, gameId: string) {
    return db.turn.findMany({
      where: { gameId, status: 'resolved' },
      select: { number: true, resolvedAt: true },
      orderBy: { number: 'asc' },
    });
  },
};
