import { gmRepository } from '../repositories/gm-repository.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import type { Db } from '../db/client.ts';
import type { LifecycleContext } from './lifecycle-context.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { notFound } from './errors.ts';
import { lockGame } from './gm-common.ts';
import { newPlayerLink } from './player-links.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';

export interface ReplacePlayerInput {
  /** The new person's name (the seat, warband and history stay). */
  name?: string | undefined;
  email?: string | null | undefined;
}

/**
 * Gives a seat to a new person: a new link (the old one stops working), status active, the
 * missed-turns count reset and `replacedAt` set. Everything the seat did (sheets, reports) stays with it.
 */
export async function replacePlayer(
  db: Db,
  actor: Actor,
  gmToken: string,
  gameId: string,
  playerId: string,
  input: ReplacePlayerInput,
  life: LifecycleContext,
) {
  requireGm(actor);
  const now = life.clock.now();
  // Derived from the GM's token like every link the GM issues: the console shows it again (player-links.ts).
  const link = newPlayerLink(gmToken, playerId);
  await db.$transaction(async (tx) => {
    await lockGame(tx, gameId);
    const player = await gmRepository.findSeat(tx, gameId, playerId);
    if (!player) throw notFound('Player');
    await gmRepository.updateSeat(tx, playerId, {
      tokenHash: link.tokenHash,
      linkSalt: link.salt,
      linkOpenedAt: null,
      status: 'active',
      missedTurns: 0,
      replacedAt: now,
      ...(input.name ? { name: input.name } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
    });
    // The seat's name is part of the positions memoised for the open step: they are recomputed.
    await gamesRepository.bumpRevision(tx, gameId);
    await auditLogRepository.record(tx, gameId, 'gm', 'replace_player', {
      playerId,
      previousName: player.name,
      name: input.name ?? player.name,
      previousStatus: player.status,
      missedTurns: player.missedTurns,
    });
  }, TX_OPTIONS);
  return { id: playerId, token: link.token };
}
