import { gmRepository } from '../repositories/gm-repository.ts';
import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { lifecycleRepository } from '../repositories/lifecycle-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { ServiceError } from './errors.ts';
import { positionBefore, loadGame } from './game-position.ts';
import { lockGame, lockOpenTurnOrConflict } from './gm-common.ts';
import { gameSetup, playersData, rulesetOf, zodProblems } from './ruleset-context.ts';
import { TX_OPTIONS } from '../db/transaction-options.ts';

export interface AdjustmentRequest {
  kind: string;
  reason: string;
  [field: string]: unknown;
}

const invalid = (problems: { path: string; code: string; message: string }[]) =>
  new ServiceError(422, 'invalid_adjustment', problems.map((p) => p.message).join('; '), { problems });

/**
 * Records a GM correction for the open turn (Lords of Chaos: award/revoke a deed, set a planet's controller).
 * It is applied to the position when that turn is resolved, before adjudication, and listed in its report.
 * Checked against the current position with the corrections already pending for the turn.
 */
export async function addAdjustment(db: Db, actor: Actor, gameId: string, request: AdjustmentRequest) {
  requireGm(actor);
  const row = await loadGame(db, gameId);
  const ruleset = rulesetOf(row.ruleset);
  if (!ruleset.adjustmentSchema || !ruleset.applyAdjustments) {
    throw new ServiceError(422, 'adjustments_unsupported', 'This ruleset has no GM corrections');
  }
  const { reason, ...fields } = request;
  const parsed = ruleset.adjustmentSchema.safeParse(fields);
  if (!parsed.success) throw invalid(zodProblems(parsed.error));
  const adjustment = parsed.data as { kind: string } & Record<string, unknown>;
  const setup = gameSetup(ruleset, row);

  return db.$transaction(async (tx) => {
    const game = await lockGame(tx, gameId);
    const turn = await lockOpenTurnOrConflict(tx, game);
    // Sequential: a transaction is one connection (pg deprecates overlapping queries on a client).
    const rows = await playersRepository.listByGame(tx, gameId);
    const state = await positionBefore(tx, row, turn.id);
    const pending = await lifecycleRepository.pendingAdjustments(tx, gameId, turn.number);
    const players = playersData(ruleset, rows);
    const pendingList = pending.map((p) => ({ ...(p.data as Record<string, unknown>), kind: p.kind }));
    const position = ruleset.applyAdjustments!(setup, players, state, pendingList);
    const problems = ruleset.checkAdjustment?.(setup, players, position, adjustment) ?? [];
    if (problems.length > 0) throw invalid(problems);
    const { kind, ...data } = adjustment;
    const created = await gmRepository.createAdjustment(tx, { gameId, turnNumber: turn.number, kind, data: data as Prisma.InputJsonValue, reason });
    await auditLogRepository.record(tx, gameId, 'gm', 'adjustment', { id: created.id, turn: turn.number, kind, ...data, reason } as Prisma.InputJsonValue);
    return { id: created.id, turn: turn.number, kind, ...data, reason };
  }, TX_OPTIONS);
}

/** Every correction of a game (GM): pending ones (appliedAt null) and applied ones. */
export async function listAdjustments(db: Db, actor: Actor, gameId: string) {
  requireGm(actor);
  const rows = await gmRepository.listAdjustments(db, gameId);
  return {
    adjustments: rows.map((row) => ({
      id: row.id,
      turn: row.turnNumber,
      kind: row.kind,
      ...(row.data as Record<string, unknown>),
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      appliedAt: row.appliedAt?.toISOString() ?? null,
    })),
  };
}
