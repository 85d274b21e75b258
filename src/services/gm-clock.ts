import type { Db } from '../db/client.ts';
import type { LifecycleContext } from './lifecycle-context.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { lifecycleRepository } from '../repositories/lifecycle-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { conflict, ServiceError } from './errors.ts';
import { lockGame, lockOpenTurnOrConflict } from './gm-common.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';
import { refusePastDeadline } from './start-game.ts';

/**
 * GM control of the deadline clock. Pausing stores what was left of the open turn's deadline
 * (Turn.pausedRemainingMs) and stops the scheduler for the game; resuming sets the deadline to now + what
 * was left, so the paused time does not count.
 */
export async function pauseGame(db: Db, actor: Actor, gameId: string, life: LifecycleContext) {
  requireGm(actor);
  const now = life.clock.now();
  return db.$transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    if (game.status !== 'running') throw conflict('not_running', 'Only a running game can be paused');
    const turn = await lifecycleRepository.lockOpenTurn(tx, gameId);
    const remainingMs = turn?.deadline ? Math.max(0, turn.deadline.getTime() - now.getTime()) : null;
    if (turn) await lifecycleRepository.updateTurn(tx, turn.id, { pausedRemainingMs: remainingMs });
    await lifecycleRepository.updateGame(tx, gameId, { status: 'paused', pausedAt: now });
    await auditLogRepository.record(tx, gameId, 'gm', 'pause', { turn: turn?.number ?? null, remainingMs });
    return { status: 'paused' as const, turn: turn?.number ?? null, remainingMs };
  }, TX_OPTIONS);
}

export async function resumeGame(db: Db, actor: Actor, gameId: string, life: LifecycleContext) {
  requireGm(actor);
  const now = life.clock.now();
  return db.$transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    if (game.status !== 'paused') throw conflict('not_paused', 'The game is not paused');
    const turn = await lifecycleRepository.lockOpenTurn(tx, gameId);
    const deadline = turn?.pausedRemainingMs != null ? new Date(now.getTime() + turn.pausedRemainingMs) : (turn?.deadline ?? null);
    if (turn) await lifecycleRepository.updateTurn(tx, turn.id, { deadline, pausedRemainingMs: null });
    await lifecycleRepository.updateGame(tx, gameId, { status: 'running', pausedAt: null });
    const pausedMs = game.pausedAt ? now.getTime() - game.pausedAt.getTime() : null;
    await auditLogRepository.record(tx, gameId, 'gm', 'resume', { turn: turn?.number ?? null, deadline: deadline?.toISOString() ?? null, pausedMs });
    return { status: 'running' as const, turn: turn?.number ?? null, deadline: deadline?.toISOString() ?? null };
  }, TX_OPTIONS);
}

export type DeadlineChange = { deadline: Date } | { extendHours: number } | { clear: true };

/**
 * Sets, extends or clears the open turn's deadline. While paused, the new deadline counts from the moment
 * of the pause (what is left is stored, and applied on resume).
 */
export async function changeDeadline(db: Db, actor: Actor, gameId: string, change: DeadlineChange, life: LifecycleContext) {
  requireGm(actor);
  const now = life.clock.now();
  return db.$transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    const turn = await lockOpenTurnOrConflict(tx, game);
    const paused = game.status === 'paused';
    const from = turn.deadline;
    let deadline: Date | null;
    if ('clear' in change) deadline = null;
    else if ('deadline' in change) {
      refusePastDeadline(change.deadline, now);
      deadline = change.deadline;
    } else {
      // Extending a turn without a deadline counts from now (or from the pause).
      const base = paused ? game.pausedAt!.getTime() + (turn.pausedRemainingMs ?? 0) : (from?.getTime() ?? now.getTime());
      deadline = new Date(base + change.extendHours * 3_600_000);
    }
    const pausedRemainingMs = paused && deadline ? Math.max(0, deadline.getTime() - game.pausedAt!.getTime()) : null;
    if (deadline && Number.isNaN(deadline.getTime())) throw new ServiceError(400, 'invalid_deadline', 'Invalid deadline');
    await lifecycleRepository.updateTurn(tx, turn.id, { deadline, pausedRemainingMs, remindedAt: null });
    await auditLogRepository.record(tx, gameId, 'gm', 'change_deadline', {
      turn: turn.number,
      from: from?.toISOString() ?? null,
      to: deadline?.toISOString() ?? null,
      ...('extendHours' in change ? { extendHours: change.extendHours } : {}),
    });
    return { turn: turn.number, deadline: deadline?.toISOString() ?? null, paused };
  }, TX_OPTIONS);
}
