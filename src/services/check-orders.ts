import type { DbTx } from '../db/client.ts';
import type { SheetTarget } from './sheet-access.ts';
import { checkSheetOf, summaryFields } from './submit-orders.ts';
import { asProblem, readText } from './order-text.ts';

/**
 * Checks the caller's order sheet for the open turn exactly as saving would (same ruleset check, same
 * reason codes and messages), without saving anything. Only the caller's own orders are involved. The target is
 * looked up with the token (sheet-access.ts): no further round trip.
 */
export async function checkSheet(db: DbTx, target: SheetTarget, orders: unknown, text?: string) {
  if (text !== undefined) return checkText(db, target, text);
  const { check } = await checkSheetOf(db, target, orders);
  return {
    turn: target.turn.number,
    ok: check.errors.length === 0,
    errors: check.errors,
    ...summaryFields(check.summary),
  };
}

/** A pasted text checked as saving it would: unreadable lines (422) or the refused orders pinned to their lines. */
async function checkText(db: DbTx, target: SheetTarget, text: string) {
  const read = await readText(db, target, text);
  const { check } = await checkSheetOf(db, target, read.sheet);
  return {
    turn: target.turn.number,
    ok: check.errors.length === 0,
    errors: check.errors,
    problems: read.pin(check.errors).map(asProblem),
    orders: read.sheet,
    textNotes: read.notes.map((note) => note.message),
    ...summaryFields(check.summary),
  };
}
