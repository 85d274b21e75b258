import type { Db } from '../db/client.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { lockGame } from './gm-common.ts';
import { hashToken, newToken } from './secrets.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';

/**
 * Gives the GM a new token (a leaked console link, a co-GM who left): returned once, stored hashed; the old
 * token is refused from the next request on, in every server process (tokens are read from the database on
 * every request). Audited as `rotate_gm_token`, without either token.
 */
export async function rotateGmToken(db: Db, actor: Actor, gameId: string): Promise<{ gmToken: string }> {
  requireGm(actor);
  const gmToken = newToken();
  await db.$transaction(async (tx) => {
    await lockGame(tx, gameId);
    await gamesRepository.setGmTokenHash(tx, gameId, hashToken(gmToken));
    await auditLogRepository.record(tx, gameId, 'gm', 'rotate_gm_token', {});
  }, TX_OPTIONS);
  return { gmToken };
}
