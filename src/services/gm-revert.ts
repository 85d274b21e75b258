import { randomUUID } from 'node:crypto';
import type { Db, DbTx } from '../db/client.ts';
import { CURRENT_RNG_VERSION } from '../engine/core/rng.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { LifecycleContext } from './lifecycle-context.ts';
import { enqueueNotifications } from '../notifications/outbox.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { lifecycleRepository } from '../repositories/lifecycle-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import { revertRepository } from '../repositories/revert-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { conflict, notFound } from './errors.ts';
import { loadGame, resultBefore } from './game-position.ts';
import { lockGame } from './gm-common.ts';
import { turnDeadline } from './lifecycle-resolution.ts';
import { recomputeMissedTurns } from './missed-turns.ts';
import { announcePublished } from './published/publication-head.ts';
import { gameSetup, playersData, rulesetOf } from './ruleset-context.ts';
import { newTurnSeed } from './secrets.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;

/**
 * Undo back to turn `n`: every turn after n and turn n's resolution are copied into ArchivedTurn (one
 * `revertId` per revert; history is never lost) and removed from play; turn n opens again with its order
 * sheets intact, a new step seed (its hash published again) and a NEW HIDDEN STREAM: everybody has seen what
 * the withdrawn turns revealed (cards drawn, tiles, face-down stacks), so what is still hidden is drawn again
 * from a new seed (Turn.hiddenSeed, its hash published now, the seed revealed when the game ends) by the
 * ruleset's `reseedHidden`, and every later hidden draw comes from it. The whole-game case file names the new
 * seed at turn n, so the game still replays draw by draw.
 *
 * GM corrections of turn n become pending again; those of later turns are archived with their turn. Players'
 * missed-turn counters and civil disorder are rebuilt from the turns still resolved, i.e. back to what they
 * were before turn n was resolved.
 */
export async function revertToTurn(db: Db, actor: Actor, gameId: string, input: { turn: number; newSeed?: boolean | undefined }, life: LifecycleContext) {
  requireGm(actor);
  const now = life.clock.now();
  const revertId = randomUUID();
  const result = await db.$transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    const target = await revertRepository.findTurn(tx, gameId, input.turn);
    if (!target) throw notFound('Turn');
    if (target.status !== 'resolved') throw conflict('turn_not_resolved', `Turn ${input.turn} is not resolved: there is nothing to undo`);

    const turns = await revertRepository.listTurnsFrom(tx, gameId, input.turn);
    const adjustments = await revertRepository.listAdjustmentsFrom(tx, gameId, input.turn);
    for (const turn of turns) {
      const data = json({ ...turn, adjustments: adjustments.filter((a) => a.turnNumber === turn.number) });
      await revertRepository.archiveTurn(tx, { gameId, number: turn.number, revertId, archivedAt: now, data });
    }
    const later = turns.filter((turn) => turn.number > input.turn);
    await revertRepository.deleteTurns(
      tx,
      later.map((turn) => turn.id),
    );
    await revertRepository.resetAdjustments(tx, gameId, input.turn);
    await revertRepository.clearResolution(tx, target.id);

    const seed = newTurnSeed();
    const hidden = newTurnSeed();
    const startState = await redrawnPosition(tx, gameId, input.turn, target.id, hidden.seed);
    const deadline = turnDeadline(game, now);
    const paused = game.status === 'paused';
    await revertRepository.reopenTurn(tx, target.id, {
      openedAt: now,
      deadline,
      pausedRemainingMs: paused && deadline ? deadline.getTime() - now.getTime() : null,
      seed: seed.seed,
      seedHash: seed.seedHash,
      rngVersion: CURRENT_RNG_VERSION,
      hiddenSeed: hidden.seed,
      hiddenSeedHash: hidden.seedHash,
      startState: startState === null ? null : json(startState),
    });
    await recomputeMissedTurns(tx, game);
    // Turn n is open again with the same id: positions memoised for it (or computed while it resolved) are stale.
    await gamesRepository.bumpRevision(tx, gameId);
    if (game.status === 'finished') await lifecycleRepository.updateGame(tx, gameId, { status: 'running' });
    await auditLogRepository.record(tx, gameId, 'gm', 'revert', {
      turn: input.turn,
      revertId,
      archivedTurns: turns.map((turn) => turn.number),
      newSeed: true,
      hiddenSeedHash: hidden.seedHash,
    });
    const players = await lifecycleRepository.listPlayers(tx, gameId);
    await enqueueNotifications(
      tx,
      game,
      players.filter((p) => p.status !== 'civil_disorder'),
      { kind: 'turn_opened', turn: input.turn, deadline },
      { baseUrl: life.baseUrl, now, emailEnabled: life.emailEnabled },
    );
    return { archived: turns.map((turn) => turn.number), deadline, seedHash: seed.seedHash, hiddenSeedHash: hidden.seedHash };
  }, TX_OPTIONS);
  // Every version from turn n on is withdrawn: this process reads the game's versions again at once (others
  // told at once on PostgreSQL, else within PUBLISHED_REVALIDATE_MS), so no page links, redirects to or serves the
  // withdrawn reports as current.
  announcePublished(gameId);
  return {
    turn: input.turn,
    revertId,
    archivedTurns: result.archived,
    seedHash: result.seedHash,
    hiddenSeedHash: result.hiddenSeedHash,
    deadline: result.deadline?.toISOString() ?? null,
  };
}

/**
 * The position turn `turnId` opens from with the new hidden stream: the previous turn's result with what is
 * still hidden drawn again (ruleset `reseedHidden`); null when the ruleset keeps no hidden order in its state.
 */
async function redrawnPosition(tx: DbTx, gameId: string, number: number, turnId: string, hiddenSeed: string): Promise<unknown> {
  const game = await loadGame(tx, gameId);
  const ruleset = rulesetOf(game.ruleset);
  if (!ruleset.reseedHidden) return null;
  // From the result before the turn (an earlier revert's own start position is replaced, not redrawn again).
  const previous = await resultBefore(tx, game, turnId);
  const players = playersData(ruleset, await playersRepository.listByGame(tx, gameId));
  // The stream that result was played with: the turn before's (an earlier revert's own stream at turn n is replaced).
  const previousGameSeed = await gamesRepository.findHiddenSeedForTurn(tx, gameId, number - 1);
  return ruleset.reseedHidden(gameSetup(ruleset, game), players, previous, { gameSeed: hiddenSeed, ...(previousGameSeed ? { previousGameSeed } : {}) });
}
