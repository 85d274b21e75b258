import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { conflict, invalidPlayer } from './errors.ts';
import { loadGame } from './game-position.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { gameSetup, playerFromRequest, playersData, rulesetOf, zodProblems, type PlayerRequest } from './ruleset-context.ts';
import { hashToken, newToken } from './secrets.ts';
import { TX_OPTIONS } from './transaction-options.ts';

/** A seat: the player's name and the ruleset's player data (its playerSchema sees `{ ...data, id, name }`). */
export type AddPlayerInput = PlayerRequest & {
  /** Optional address for notifications (never shown to other players). */
  email?: string | undefined;
};

/** Seats a player (GM only, before the start); the player token is returned once, stored hashed. */
export async function addPlayer(db: Db, actor: Actor, gameId: string, input: AddPlayerInput) {
  const game = await loadGame(db, gameId);
  requireGm(actor);
  const ruleset = rulesetOf(game.ruleset);
  const setup = gameSetup(ruleset, game);
  const id = randomUUID();
  const token = newToken();

  await db.$transaction(async (tx) => {
    await gamesRepository.lockForUpdate(tx, gameId);
    const locked = await loadGame(tx, gameId);
    if (locked.status !== 'setup') throw conflict('game_started', 'Players can only be added before the game starts');
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
      tokenHash: hashToken(token),
    });
    await auditLogRepository.record(tx, gameId, 'gm', 'add_player', { playerId: id, ...input } as Prisma.InputJsonValue);
  }, TX_OPTIONS);
  return { id, token };
}

/** Request body of this use case (zod at the boundary; the HTTP routes and pages parse with it). */
export const AddPlayerBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    data: z.record(z.string(), z.unknown()).optional().describe("The ruleset's player data (its playerSchema sees { ...data, id, name }), e.g. a warband, a god, a faction"),
    email: z.email().max(320).optional().describe('For notifications (turn opened, reminders, reports); never shown to other players'),
  })
  .strict();
