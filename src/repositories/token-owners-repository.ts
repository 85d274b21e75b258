import type { DbTx } from '../db/client.ts';

/** The holder of a token, by its hash: a game's GM (playerId null) or one of its seats. */
export interface TokenOwnerRow {
  gameId: string;
  playerId: string | null;
}

export const tokenOwnersRepository = {
  /** One round trip: the GM's game or the player's seat (token hashes are unique across both in practice). */
  async byTokenHash(db: DbTx, tokenHash: string): Promise<TokenOwnerRow | null> {
    const rows = await db.$queryRaw<TokenOwnerRow[]>`
      SELECT id AS "gameId", NULL::text AS "playerId" FROM "Game" WHERE "gmTokenHash" = ${tokenHash}
      UNION ALL
      SELECT "gameId", id AS "playerId" FROM "Player" WHERE "tokenHash" = ${tokenHash}
      LIMIT 1`;
    return rows[0] ?? null;
  },
};
