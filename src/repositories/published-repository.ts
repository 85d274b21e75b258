import type { DbTx } from '../db/client.ts';

const resolvedStepSelect = {
  number: true,
  seedHash: true,
  rngVersion: true,
  resolvedAt: true,
  resolution: {
    select: {
      id: true,
      seed: true,
      stateBefore: true,
      nextState: true,
      outcome: true,
      orders: true,
      gmInput: true,
      adjustments: true,
      defaulted: true,
      sealed: true,
      gameOver: true,
    },
  },
} as const;

/** What every published artifact of a game depends on, read in one statement (src/services/published/versions.ts). */
export interface PublicationHeadRow {
  id: string;
  name: string;
  ruleset: string;
  language: 'es' | 'en';
  status: 'setup' | 'running' | 'paused' | 'finished';
  settings: unknown;
  deadlinePolicy: unknown;
  started: boolean;
  /** md5 of the stored setup and of the seated players (id, name, data) in seat order. */
  setupHash: string;
  playersHash: string;
  /** Archived turns (GM reverts): the feed lists the withdrawn reports. */
  archived: number;
  /** Resolved turns, oldest first: [number, Resolution.id]. */
  resolved: [number, string][];
  /** The game's last turn (open while it is played). */
  latest: { id: string; number: number; status: 'open' | 'resolved'; deadline: Date | null } | null;
}

/**
 * Read-only queries of the published pages (reports, maps, scores, feed, case files). Only resolved steps are
 * ever returned: what they hold (revealed seed, outcome) is public from resolution on, through the viewer's
 * views (src/services/published).
 */
export const publishedRepository = {
  /**
   * The game's publication head in one statement: a primary-key probe, the game's turns and resolutions by
   * their unique indexes, its seats and archived turns by their gameId indexes. Null when the game does not exist.
   */
  async findHead(db: DbTx, gameId: string): Promise<PublicationHeadRow | null> {
    const rows = await db.$queryRaw<
      (Omit<PublicationHeadRow, 'latest'> & {
        latestId: string | null;
        latestNumber: number | null;
        latestStatus: 'open' | 'resolved' | null;
        latestDeadline: Date | null;
      })[]
    >`
      SELECT g.id, g.name, g.ruleset, g.language::text AS language, g.status::text AS status, g.settings, g."deadlinePolicy",
        g."startState" IS NOT NULL AS started,
        md5(g.setup::text) AS "setupHash",
        (SELECT md5(coalesce(string_agg(p.id || E'\\t' || p.name || E'\\t' || p.data::text, E'\\n' ORDER BY p.seat), ''))
           FROM "Player" p WHERE p."gameId" = g.id) AS "playersHash",
        (SELECT count(*)::int FROM "ArchivedTurn" a WHERE a."gameId" = g.id) AS archived,
        (SELECT coalesce(json_agg(json_build_array(t.number, r.id) ORDER BY t.number), '[]'::json)
           FROM "Turn" t JOIN "Resolution" r ON r."turnId" = t.id
           WHERE t."gameId" = g.id AND t.status = 'resolved') AS resolved,
        lt.id AS "latestId", lt.number AS "latestNumber", lt.status::text AS "latestStatus", lt.deadline AS "latestDeadline"
      FROM "Game" g
      LEFT JOIN LATERAL (SELECT id, number, status, deadline FROM "Turn" WHERE "gameId" = g.id ORDER BY number DESC LIMIT 1) lt ON true
      WHERE g.id = ${gameId}`;
    const row = rows[0];
    if (!row) return null;
    const { latestId, latestNumber, latestStatus, latestDeadline, ...head } = row;
    return { ...head, latest: latestId === null ? null : { id: latestId, number: latestNumber!, status: latestStatus!, deadline: latestDeadline } };
  },
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
