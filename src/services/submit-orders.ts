import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { orderSheetsRepository } from '../repositories/order-sheets-repository.ts';
import { requirePlayer, type Actor } from './actor.ts';
import { conflict, illegalOrders, ServiceError } from './errors.ts';
import { answerSchema, openStepPosition, requestFor } from './open-step.ts';
import { resolveIfAnswered } from './auto-resolve.ts';
import { defaultLifecycle, type LifecycleContext } from '../lifecycle/context.ts';
import { forgetOpenTurn, openTurnTarget } from './open-turn-target.ts';
import { rulesetOf, zodProblems } from './ruleset-context.ts';

/**
 * Saves a new version of the caller's order sheet for the open turn. Every order is checked first; if any is
 * illegal nothing is saved (422) and the previous version keeps counting. Errors only describe the caller's
 * own orders.
 */
export async function submitOrders(db: Db, actor: Actor, gameId: string, turnNumber: number, orders: unknown, life: LifecycleContext = defaultLifecycle) {
  const { playerId, turn, sheet, check } = await checkOpenTurnSheet(db, actor, gameId, turnNumber, orders);
  if (check.errors.length > 0) throw illegalOrders(check.errors);

  const saved = await saveSheet(db, turn.id, playerId, JSON.stringify(sheet)).catch((error: unknown) => {
    forgetOpenTurn(gameId, turnNumber);
    throw error;
  });
  // A step waiting for required answers (a sequential move, a battle decision) resolves at the last one.
  const resolved = await resolveIfAnswered(db, gameId, turnNumber, turn.id, life);
  return {
    turn: turnNumber,
    version: saved.version,
    orders: saved.orders,
    costs: check.summary.costs,
    ...(check.summary.warnings ? { warnings: check.summary.warnings } : {}),
    actionsAvailable: check.summary.actionsAvailable,
    actionsUsed: check.summary.actionsUsed,
    actionsLeft: check.summary.actionsLeft,
    resolved,
  };
}

/**
 * The caller's sheet for the open turn, parsed and checked against the position: what saving does before it
 * stores anything, and all that checking without saving does (same gate, same reason codes and messages).
 */
export async function checkOpenTurnSheet(db: Db, actor: Actor, gameId: string, turnNumber: number, orders: unknown) {
  const playerId = requirePlayer(actor);
  const { game, turn } = await openTurnTarget(db, gameId, turnNumber);
  const ruleset = rulesetOf(game.ruleset);
  const step = await openStepPosition(db, ruleset, game, turn);
  // Only the players asked may answer, each with the schema of their own request.
  const request = requestFor(ruleset, step, playerId);
  const sheet = answerSchema(ruleset, request).safeParse(orders);
  if (!sheet.success) {
    const problems = zodProblems(sheet.error, 'orders');
    throw new ServiceError(400, 'invalid_sheet', problems.map((p) => p.message).join('; '), { problems });
  }
  return { playerId, turn, request, sheet: sheet.data, check: ruleset.checkSheet(step.setup, step.players, step.state, playerId, sheet.data, game.language) };
}

async function saveSheet(db: Db, turnId: string, playerId: string, orders: string) {
  // Serialised per player and turn (advisory lock), then version = max + 1: never a duplicate version.
  const saved = await orderSheetsRepository.appendSerialised(db, randomUUID(), turnId, playerId, orders);
  if (!saved) throw conflict('turn_resolved', 'This turn has already been resolved');
  return saved;
}

/** Request body of this use case (zod at the boundary; the HTTP routes and pages parse with it). */
export const OrdersBody = z
  .object({
    orders: z
      .union([z.array(z.unknown()).max(500), z.record(z.string(), z.unknown())])
      .describe("The order sheet or the answer to the caller's decision request, in the ruleset's shape (an array of orders, or an object)"),
  })
  .strict();
