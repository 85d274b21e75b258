import type { DbTx } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';

/**
 * Everything saving or checking a sheet needs to know before the rules run, read in ONE round trip: who holds
 * the token (when one is given), the game's header and the turn asked for (plus the game's latest turn, for the
 * words of a 409). Nothing here is remembered between requests: a rotated token, a pause or a revert is seen by
 * the very next request, in every server process.
 */
export interface SheetAccessRow {
  /** The token's owner (token lookups only): its game, and its seat (null: the GM's token). */
  ownerGameId: string | null;
  ownerPlayerId: string | null;
  /** The game asked for (null: no such game). */
  gameId: string | null;
  gameStatus: 'setup' | 'running' | 'paused' | 'finished' | null;
  ruleset: string | null;
  language: 'es' | 'en' | null;
  resolveWhen: string | null;
  revision: number | null;
  /** The turn asked for (null: no such turn). */
  turnId: string | null;
  turnStatus: 'open' | 'resolved' | null;
  /** The game's latest turn. */
  latestNumber: number | null;
  latestStatus: 'open' | 'resolved' | null;
}

/** The turn number as a database parameter (route parameters are still raw text in onRequest hooks). */
function turnNumber(n: number | string): number | null {
  const value = typeof n === 'number' ? n : /^\d{1,9}$/.test(n) ? Number(n) : NaN;
  return Number.isSafeInteger(value) ? value : null;
}

export const sheetAccessRepository = {
  /** The token's owner (by its hash) and the facts of game `gameId`, turn `n`: one statement. */
  async byToken(db: DbTx, tokenHash: string, gameId: string, n: number | string): Promise<SheetAccessRow> {
    const rows = await db.$queryRaw<SheetAccessRow[]>`
      WITH owner AS (
        SELECT id AS "gameId", NULL::text AS "playerId" FROM "Game" WHERE "gmTokenHash" = ${tokenHash}
        UNION ALL
        SELECT "gameId", id AS "playerId" FROM "Player" WHERE "tokenHash" = ${tokenHash}
        LIMIT 1
      )
      SELECT o."gameId" AS "ownerGameId", o."playerId" AS "ownerPlayerId", f.*
      FROM (SELECT 1) one
      LEFT JOIN owner o ON true
      CROSS JOIN LATERAL (${factsQuery(gameId, turnNumber(n))}) f`;
    return rows[0]!;
  },
  /** The facts of game `gameId`, turn `n` (the caller is already known: pages behind a player link). */
  async facts(db: DbTx, gameId: string, n: number): Promise<SheetAccessRow> {
    const rows = await db.$queryRaw<SheetAccessRow[]>`
      SELECT NULL::text AS "ownerGameId", NULL::text AS "ownerPlayerId", f.* FROM (${factsQuery(gameId, turnNumber(n))}) f`;
    return rows[0]!;
  },
};

function factsQuery(gameId: string, n: number | null) {
  return Prisma.sql`
    SELECT g.id AS "gameId", g.status::text AS "gameStatus", g.ruleset, g.language::text AS language, g."resolveWhen", g.revision,
           t.id AS "turnId", t.status::text AS "turnStatus", l.number AS "latestNumber", l.status::text AS "latestStatus"
    FROM (SELECT 1) one
    LEFT JOIN "Game" g ON g.id = ${gameId}
    LEFT JOIN "Turn" t ON t."gameId" = ${gameId} AND t.number = ${n}::int
    LEFT JOIN LATERAL (SELECT number, status FROM "Turn" WHERE "gameId" = ${gameId} ORDER BY number DESC LIMIT 1) l ON true`;
}
