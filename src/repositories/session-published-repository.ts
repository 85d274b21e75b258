import type { DbTx } from '../db/client.ts';

/**
 * Read-only queries of the public pages of rulesets other than Lords of Chaos (src/http/routes/published-sessions.ts).
 * Only resolved steps are returned: their revealed seed, outcome and next position are public from resolution on.
 */
export const sessionPublishedRepository = {
  /** Resolved steps of a game with the position before and after, oldest first. */
  listResolvedSteps(db: DbTx, gameId: string) {
    return db.turn.findMany({
      where: { gameId, status: 'resolved', resolution: { isNot: null } },
      select: {
        number: true,
        seedHash: true,
        resolvedAt: true,
        resolution: { select: { seed: true, stateBefore: true, outcome: true, nextState: true } },
      },
      orderBy: { number: 'asc' },
    });
  },
};
