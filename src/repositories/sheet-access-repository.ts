import type { DbTx } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';

/**
 * Everything saving or checking a sheet needs to know before the rules run, read in ONE round trip: who holds
 * the token (when one is given), the game's header and the turn asked for. Nothing here is remembered between
 * requests: a rotated token, a pause or a revert is seen by the very next request, in every server process.
 */
export interface SheetAccessRow {
  /** The token's owner (token lookups only): the game whose GM token it is, or the seat and its game. */
  gmGameId: string | null;
  playerId: string | null;
  playerGameId: string | null;
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
  /** The turn's deadline (null: none, or no such turn). */
  deadline: Date | null;
}

/** The turn number as a database parameter (route parameters are still raw text in onRequest hooks). */
function turnNumber(n: number | string): number | null {
  const value = typeof n === 'number' ? n : /^\d{1,9}$/.test(n) ? Number(n) : NaN;
  return Number.isSafeInteger(value) && value <= 2_147_483_647 ? value : null;
}

// Plain left joins from one row, each a unique-index probe: the planner's work stays small (measured: a lateral
// subquery for the latest turn made planning ten times slower on PGlite than executing).
const facts = () => Prisma.sql`
  g.id AS "gameId", g.status::text AS "gameStatus", g.ruleset, g.language::text AS language, g."resolveWhen", g.revision,
  t.id AS "turnId", t.status::text AS "turnStatus", t.deadline`;
const factsJoins = (gameId: string, n: number | string) => Prisma.sql`
  LEFT JOIN "Game" g ON g.id = ${gameId}
  LEFT JOIN "Turn" t ON t."gameId" = ${gameId} AND t.number = ${turnNumber(n)}::int`;

export const sheetAccessRepository = {
  /** The token's owner (by its hash) and the facts of game `gameId`, turn `n`: one statement. */
  async byToken(db: DbTx, tokenHash: string, gameId: string, n: number | string): Promise<SheetAccessRow> {
    const rows = await db.$queryRaw<SheetAccessRow[]>`
      SELECT gm.id AS "gmGameId", p.id AS "playerId", p."gameId" AS "playerGameId", ${facts()}
      FROM (SELECT 1) one
      LEFT JOIN "Game" gm ON gm."gmTokenHash" = ${tokenHash}
      LEFT JOIN "Player" p ON p."tokenHash" = ${tokenHash}
      ${factsJoins(gameId, n)}`;
    return rows[0]!;
  },
  /** The facts of game `gameId`, turn `n` (the caller is already known: pages behind a player link). */
  async facts(db: DbTx, gameId: string, n: number): Promise<SheetAccessRow> {
    const rows = await db.$queryRaw<SheetAccessRow[]>`
      SELECT NULL::text AS "gmGameId", NULL::text AS "playerId", NULL::text AS "playerGameId", ${facts()}
      FROM (SELECT 1) one
      ${factsJoins(gameId, n)}`;
    return rows[0]!;
  },
};
