import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { conflict, ServiceError } from './errors.ts';
import { loadGame } from './game-position.ts';
import { openTurn } from './open-turn.ts';
import { defaultLifecycle, type LifecycleContext } from './lifecycle-context.ts';
import { lifecycleRepository } from '../repositories/lifecycle-repository.ts';
import { enqueueNotifications } from '../notifications/outbox.ts';
import { turnDeadline } from './lifecycle-resolution.ts';
import { gameSetup, playersData, rulesetOf } from './ruleset-context.ts';
import { newTurnSeed } from './secrets.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';

/** Fixes the start position and opens turn 1 (GM only, once). */
export async function startGame(db: Db, actor: Actor, gameId: string, input: { deadline?: Date | undefined }, life: LifecycleContext = defaultLifecycle) {
  const game = await loadGame(db, gameId);
  requireGm(actor);
  const ruleset = rulesetOf(game.ruleset);
  const setup = gameSetup(ruleset, game);
  const now = life.clock.now();
  if (input.deadline) refusePastDeadline(input.deadline, now);
  return db.$transaction(async (tx) => {
    await gamesRepository.lockForUpdate(tx, gameId);
    const rows = await playersRepository.listByGame(tx, gameId);
    if (rows.length === 0) throw conflict('no_players', 'Add at least one player before starting the game');
    // The hidden stream's seed (decks, hands, random setup): its hash is public from now, the seed at the end.
    const { seed: gameSeed, seedHash: gameSeedHash } = newTurnSeed();
    const startState = ruleset.initialState(setup, playersData(ruleset, rows), { gameSeed });
    const started = await gamesRepository.markStarted(tx, gameId, startState as Prisma.InputJsonValue, now, { gameSeed, gameSeedHash });
    if (!started) throw conflict('game_started', 'The game has already started');
    const lifeGame = (await lifecycleRepository.findGame(tx, gameId))!;
    const turn = await openTurn(tx, gameId, 1, input.deadline ?? turnDeadline(lifeGame, now), now);
    await auditLogRepository.record(tx, gameId, 'gm', 'start_game', { turn: 1, seedHash: turn.seedHash, gameSeedHash });
    const players = await lifecycleRepository.listPlayers(tx, gameId);
    await enqueueNotifications(
      tx,
      lifeGame,
      players,
      { kind: 'turn_opened', turn: 1, deadline: turn.deadline },
      { baseUrl: life.baseUrl, now, emailEnabled: life.emailEnabled },
    );
    return { turn: turn.number, deadline: turn.deadline, seedHash: turn.seedHash, gameSeedHash };
  }, TX_OPTIONS);
}

/**
 * 422 `deadline_in_past`: a deadline at or before `now` would resolve the step at once with nobody's answers
 * (the scheduler's next tick). To resolve now the GM resolves; to give no deadline, the GM gives none.
 */
export function refusePastDeadline(deadline: Date, now: Date): void {
  if (Number.isNaN(deadline.getTime())) throw new ServiceError(400, 'invalid_deadline', 'Invalid deadline');
  if (deadline.getTime() <= now.getTime()) {
    throw new ServiceError(
      422,
      'deadline_in_past',
      `The deadline ${deadline.toISOString()} is not in the future (now: ${now.toISOString()}): choose a later time, or resolve now`,
    );
  }
}

/** Request body of this use case (zod at the boundary; the HTTP routes and pages parse with it). */
export const StartGameBody = z
  .object({ deadline: z.iso.datetime({ offset: true }).optional() })
  .strict()
  .nullish();
