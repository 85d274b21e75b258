import type { DbTx } from '../db/client.ts';

/** Reads for the proxy and the operator (GET /ready, GET /metrics): small, read-only, no game data. */
export const operationsRepository = {
  /** The migrations recorded as finished and not rolled back (one query: it also proves the database answers). */
  async appliedMigrations(db: DbTx): Promise<string[]> {
    const rows = await db.$queryRaw<{ name: string }[]>`
      SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    return rows.map((row) => row.name);
  },
  /**
   * The scheduler's backlog: notifications waiting in the outbox (pending, or claimed and not yet sent), and open
   * turns of running games whose deadline has passed (the scheduler resolves them at its next tick).
   */
  async queueDepths(db: DbTx, now: Date): Promise<{ notifications: number; dueTurns: number }> {
    const [row] = await db.$queryRaw<{ notifications: number; dueTurns: number }[]>`
      SELECT
        (SELECT count(*)::int FROM "Notification" WHERE status IN ('pending', 'sending')) AS notifications,
        (SELECT count(*)::int FROM "Turn" t JOIN "Game" g ON g.id = t."gameId"
          WHERE t.status = 'open' AND t.deadline <= ${now} AND g.status = 'running') AS "dueTurns"`;
    return row ?? { notifications: 0, dueTurns: 0 };
  },
};
