import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import type { Db, DbTx } from '../db/client.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { conflict, invalidPlayer } from './errors.ts';
import { loadGame } from './game-position.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { gameSetup, playerFromRequest, playersData, rulesetOf, zodProblems, type PlayerRequest } from './ruleset-context.ts';
import { newPlayerLink } from './player-links.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';

/** A seat: the player's name and the ruleset's player data (its playerSchema sees `{ ...data, id, name }`). */
export type AddPlayerInput = PlayerRequest & {
  /** Optional address for notifications (never shown to other players). */
  email?: string | undefined;
};

/**
 * Seats a player (GM only, before the start). The seat's link is derived from the GM's token (player-links.ts):
 * stored hashed like every token, and shown again in the GM console whenever the GM opens it.
 */
export async function addPlayer(db: Db, actor: Actor, gameId: string, input: AddPlayerInput, gmToken: string) {
  const game = await loadGame(db, gameId);
  requireGm(actor);
  const id = randomUUID();
  const link = newPlayerLink(gmToken, id);
  await db.$transaction(async (tx) => {
    await seatPlayer(tx, gameId, input, link.tokenHash, game.ruleset, { id, linkSalt: link.salt });
    await auditLogRepository.record(tx, gameId, 'gm', 'add_player', { playerId: id, ...input } as Prisma.InputJsonValue);
  }, TX_OPTIONS);
  return { id, token: link.token };
}

/**
 * Seats a player inside the caller's transaction (the game row locked, before the start), with the ruleset's
 * checks against the players already seated. Shared by the GM's seat form and approved join requests.
 */
export async function seatPlayer(
  tx: DbTx,
  gameId: string,
  input: AddPlayerInput,
  tokenHash: string,
  rulesetId: string,
  link: { id?: string; linkSalt?: string } = {},
): Promise<string> {
  const ruleset = rulesetOf(rulesetId);
  const id = link.id ?? randomUUID();
  await gamesRepository.lockForUpdate(tx, gameId);
  const locked = await loadGame(tx, gameId);
  if (locked.status !== 'setup') throw conflict('game_started', 'Players can only be added before the game starts');
  const setup = gameSetup(ruleset, locked);
  const seatedRows = await playersRepository.listByGame(tx, gameId);
  const player = playerFromRequest(ruleset, id, input);
  const candidate = ruleset.playerSchema.safeParse(player.data);
  if (!candidate.success) throw invalidPlayer(zodProblems(candidate.error));
  const problems = ruleset.validatePlayer(setup, playersData(ruleset, seatedRows), candidate.data);
  if (problems.length > 0) throw invalidPlayer(problems);
  await playersRepository.create(tx, {
    id,
    gameId,
    seat: seatedRows.length,
    ...player.columns,
    data: player.columns.data as Prisma.InputJsonValue,
    ...(input.email ? { email: input.email } : {}),
    tokenHash,
    ...(link.linkSalt ? { linkSalt: link.linkSalt } : {}),
  });
  return id;
}

/** Request body of this use case (zod at the boundary; the HTTP routes and pages parse with it). */
export const AddPlayerBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    data: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("The ruleset's player data (its playerSchema sees { ...data, id, name }), e.g. a faction and its colour"),
    email: z.email().max(320).optional().describe('For notifications (turn opened, reminders, reports); never shown to other players'),
  })
  .strict();
