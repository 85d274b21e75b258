import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { CURRENT_RNG_VERSION } from '../engine/core/rng.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import type { LifecycleContext } from '../lifecycle/context.ts';
import { enqueueNotifications } from '../notifications/outbox.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { lifecycleRepository } from '../repositories/lifecycle-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { conflict, notFound } from './errors.ts';
import { lockGame } from './gm-common.ts';
import { turnDeadline } from './lifecycle-resolution.ts';
import { recomputeMissedTurns } from './missed-turns.ts';
import { forgetPublished } from './published/publication-head.ts';
import { newTurnSeed } from './secrets.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;

/**
 * Undo back to turn `n`: every turn after n and turn n's resolution are copied into ArchivedTurn (one
 * `revertId` per revert; history is never lost) and removed from play; turn n opens again with its order
 * sheets intact and, by default, the SAME seed, so resolving it again gives the same outcome. `newSeed`
 * draws a fresh seed instead (its hash is published again). GM corrections of turn n become pending again;
 * those of later turns are archived with their turn. Players' missed-turn counters and civil disorder are rebuilt
 * from the turns still resolved, i.e. back to what they were before turn n was resolved.
 */
export async function revertToTurn(db: Db, actor: Actor, gameId: string, input: { turn: number; newSeed?: boolean | undefined }, life: LifecycleContext) {
  requireGm(actor);
  const now = life.clock.now();
  const revertId = randomUUID();
  const result = await db.$transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    const target = await tx.turn.findUnique({ where: { gameId_number: { gameId, number: input.turn } }, select: { id: true, status: true } });
    if (!target) throw notFound('Turn');
    if (target.status !== 'resolved') throw conflict('turn_not_resolved', `Turn ${input.turn} is not resolved: there is nothing to undo`);

    const turns = await tx.turn.findMany({
      where: { gameId, number: { gte: input.turn } },
      include: { sheets: true, resolution: true, rolls: true },
      orderBy: { number: 'asc' },
    });
    const adjustments = await tx.gmAdjustment.findMany({ where: { gameId, turnNumber: { gte: input.turn } } });
    for (const turn of turns) {
      await tx.archivedTurn.create({
        data: {
          gameId,
          number: turn.number,
          revertId,
          archivedAt: now,
          data: json({ ...turn, adjustments: adjustments.filter((a) => a.turnNumber === turn.number) }),
        },
      });
    }
    const later = turns.filter((turn) => turn.number > input.turn);
    await tx.turn.deleteMany({ where: { id: { in: later.map((turn) => turn.id) } } }); // sheets, resolutions, rolls cascade
    await tx.gmAdjustment.deleteMany({ where: { gameId, turnNumber: { gt: input.turn } } });
    await tx.gmAdjustment.updateMany({ where: { gameId, turnNumber: input.turn }, data: { appliedAt: null } });
    await tx.resolution.delete({ where: { turnId: target.id } });

    const seed = newTurnSeed();
    await tx.roll.deleteMany({ where: { turnId: target.id } }); // rolls were drawn from the revealed seed (archived above)
    const deadline = turnDeadline(game, now);
    const paused = game.status === 'paused';
    const reopened = await lifecycleRepository.updateTurn(tx, target.id, {
      status: 'open',
      resolvedAt: null,
      openedAt: now,
      deadline,
      extended: false,
      remindedAt: null,
      pausedRemainingMs: paused && deadline ? deadline.getTime() - now.getTime() : null,
      seed: seed.seed,
      seedHash: seed.seedHash,
      rngVersion: CURRENT_RNG_VERSION,
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
    });
    const players = await lifecycleRepository.listPlayers(tx, gameId);
    await enqueueNotifications(tx, game, players.filter((p) => p.status !== 'civil_disorder'), { kind: 'turn_opened', turn: input.turn, deadline }, { baseUrl: life.baseUrl, now, emailEnabled: life.emailEnabled });
    return { turn: input.turn, revertId, archived: turns.map((turn) => turn.number), seedHash: reopened ? seed.seedHash : null, deadline, later: later.map((t) => t.number) };
  }, TX_OPTIONS);
  // Every version from turn n on is withdrawn: this process reads the game's versions again at once (others
  // within PUBLISHED_REVALIDATE_MS), so no page links, redirects to or serves the withdrawn reports as current.
  forgetPublished(gameId);
  const turn = await db.turn.findUniqueOrThrow({ where: { gameId_number: { gameId, number: input.turn } }, select: { seedHash: true } });
  return { turn: result.turn, revertId: result.revertId, archivedTurns: result.archived, seedHash: turn.seedHash, deadline: result.deadline?.toISOString() ?? null };
}
