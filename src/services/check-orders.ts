import type { Db } from '../db/client.ts';
import type { Actor } from './actor.ts';
import { checkOpenTurnSheet } from './submit-orders.ts';

/**
 * Checks the caller's order sheet for the open turn exactly as saving would (same ruleset check, same
 * reason codes and messages), without saving anything. Only the caller's own orders are involved.
 */
export async function checkOrders(db: Db, actor: Actor, gameId: string, turnNumber: number, orders: unknown) {
  const { check } = await checkOpenTurnSheet(db, actor, gameId, turnNumber, orders);
  return {
    turn: turnNumber,
    ok: check.errors.length === 0,
    errors: check.errors,
    costs: check.summary.costs,
    ...(check.summary.warnings ? { warnings: check.summary.warnings } : {}),
    actionsAvailable: check.summary.actionsAvailable,
    actionsUsed: check.summary.actionsUsed,
    actionsLeft: check.summary.actionsLeft,
  };
}
