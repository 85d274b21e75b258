import type { DbTx } from '../db/client.ts';

const resolvedStepSelect = {
  number: true,
  seedHash: true,
  rngVersion: true,
  resolvedAt: true,
  resolution: {
    select: { seed: true, stateBefore: true, nextState: true, outcome: true, orders: true, gmInput: true, adjustments: true, defaulted: true, sealed: true, gameOver: true },
  },
} as const;

/**
 * Read-only queries of the published pages (reports, maps, scores, feed, case files). Only resolved steps are
 * ever returned: what they hold (revealed seed, outcome) is public from resolution on, through the viewer's
 * views (src/services/published).
 */
export const publishedRepository = {
  /** Published reports a GM revert withdrew: the archived copies of turns that had been resolved, oldest first. */
  listWithdrawn(db: DbTx, gameId: string): Promise<{ number: number; archivedAt: Date; revertId: string; resolvedAt: string | null }[]> {
    return db.$queryRaw`SELECT number, "archivedAt", "revertId", data->>'resolvedAt' AS "resolvedAt" FROM "ArchivedTurn"
      WHERE "gameId" = ${gameId} AND jsonb_typeof(data->'resolution') = 'object' ORDER BY "archivedAt", number`;
  },
  /** Resolved steps of a game with their resolution, oldest first. */
  listResolvedSteps(db: DbTx, gameId: string) {
    return db.turn.findMany({
      where: { gameId, status: 'resolved', resolution: { isNot: null } },
      select: resolvedStepSelect,
      orderBy: { number: 'asc' },
    });
  },
  /** One resolved step, or null when it does not exist or is not resolved yet. */
  findResolvedStep(db: DbTx, gameId: string, number: number) {
    return db.turn.findFirst({
      where: { gameId, number, status: 'resolved', resolution: { isNot: null } },
      select: resolvedStepSelect,
    });
  },
  /** Step numbers and resolution times only (navigation). */
  listResolvedStepNumbers(db: DbTx, gameId: string) {
    return db.turn.findMany({
      where: { gameId, status: 'resolved' },
      select: { number: true, resolvedAt: true },
      orderBy: { number: 'asc' },
    });
  },
};

export type ResolvedStepRow = NonNullable<Awaited<ReturnType<typeof publishedRepository.findResolvedStep>>>;
