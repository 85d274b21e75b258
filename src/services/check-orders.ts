import type { DbTx } from '../db/client.ts';
import type { SheetTarget } from './sheet-access.ts';
import { checkSheetOf, summaryFields } from './submit-orders.ts';

/**
 * Checks the caller's order sheet for the open turn exactly as saving would (same ruleset check, same
 * reason codes and messages), without saving anything. Only the caller's own orders are involved. The target is
 * looked up with the token (sheet-access.ts): no further round trip.
 */
export async function checkSheet(db: DbTx, target: SheetTarget, orders: unknown) {
  const { check } = await checkSheetOf(db, target, orders);
  return {
    turn: target.turn.number,
    ok: check.errors.length === 0,
    errors: check.errors,
    ...summaryFields(check.summary),
  };
}
