import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { orderSheetsRepository } from '../repositories/order-sheets-repository.ts';
import { requirePlayer, type Actor } from './actor.ts';
import { conflict, illegalOrders, ServiceError } from './errors.ts';
import { openTurnPosition } from './open-turn-position.ts';
import { forgetOpenTurn, openTurnTarget } from './open-turn-target.ts';
import { rulesetOf, zodProblems } from './ruleset-context.ts';
import { assertMayOrder } from './session-order-gate.ts';

/**
 * Saves a new version of the caller's order sheet for the open turn. Every order is checked first; if any is
 * illegal nothing is saved (422) and the previous version keeps counting. Errors only describe the caller's
 * own orders.
 */
export async function submitOrders(db: Db, actor: Actor, gameId: string, turnNumber: number, orders: unknown) {
  const { playerId, turn, sheet, check } = await checkOpenTurnSheet(db, actor, gameId, turnNumber, orders);
  if (check.errors.length > 0) throw illegalOrders(check.errors);

  const saved = await saveSheet(db, turn.id, playerId, JSON.stringify(sheet)).catch((error: unknown) => {
    forgetOpenTurn(gameId, turnNumber);
    throw error;
  });
  return {
    turn: turnNumber,
    version: saved.version,
    orders: saved.orders,
    costs: check.summary.costs,
    actionsAvailable: check.summary.actionsAvailable,
    actionsUsed: check.summary.actionsUsed,
    actionsLeft: check.summary.actionsLeft,
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
  const sheet = ruleset.sheetSchema.safeParse(orders);
  if (!sheet.success) {
    throw new ServiceError(400, 'invalid_sheet', zodProblems(sheet.error, 'orders').map((p) => p.message).join('; '));
  }
  const { setup, players, state } = await openTurnPosition(db, ruleset, game, turn);
  assertMayOrder(ruleset, setup, players, state, playerId);
  return { playerId, turn, sheet: sheet.data, check: ruleset.checkSheet(setup, players, state, playerId, sheet.data, game.language) };
}

async function saveSheet(db: Db, turnId: string, playerId: string, orders: string) {
  // Serialised per player and turn (advisory lock), then version = max + 1: never a duplicate version.
  const saved = await orderSheetsRepository.appendSerialised(db, randomUUID(), turnId, playerId, orders);
  if (!saved) throw conflict('turn_resolved', 'This turn has already been resolved');
  return saved;
}
