import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import type { Db, DbTx } from '../db/client.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { orderSheetsRepository, type SavedSheet, type SheetRow } from '../repositories/order-sheets-repository.ts';
import type { Actor } from './actor.ts';
import { conflict, illegalOrders, ServiceError } from './errors.ts';
import { answerSchema, openStepPosition, requestFor } from './open-step.ts';
import { resolveIfAnswered } from './auto-resolve.ts';
import type { LifecycleContext } from './lifecycle-context.ts';
import type { OrderError, SheetSummary } from '../engine/core/ruleset.ts';
import { rulesetOf, zodProblems } from './ruleset-context.ts';
import { openSheetTarget, refuseAfterDeadline, type RememberedSheetTarget, type SheetTarget } from './sheet-access.ts';

/**
 * Where an answer is saved, as each caller knows it: a target the API read with the bearer token in one round
 * trip, or remembers for it (sheet-access.ts, sheet-hints.ts: docs/performance.md), or a caller already known
 * (the player page behind its link) whose target the save reads itself.
 */
export type SaveTarget = SheetTarget | RememberedSheetTarget | KnownCaller;

export interface KnownCaller {
  actor: Actor;
  gameId: string;
  turnNumber: number;
}

/**
 * THE save of an answer (order sheet or decision), for the API (PUT /api/games/:id/turns/:n/orders) and the
 * player page's form alike: every order is checked first; if any is illegal nothing is saved (422) and the
 * previous version keeps counting. Errors only describe the caller's own orders. After the save, a step whose
 * required answers are all in resolves at once, with the notifications of the lifecycle `life`.
 *
 * Round trips for a target already looked up: none before the save (the position of the open step is
 * memoised), the save itself (one statement), and only when it changes who has sent or is ready, a mark on the
 * game row for its cached view.
 *
 * A remembered target (the token's facts from an earlier request of this process) skips the lookup: the sheet
 * is checked against the remembered position and saved by a statement that re-checks every fact. Only a save
 * that succeeds is answered so; a refusal, or facts that changed, are handled as a fresh request would be, so a
 * caller is told nothing the database does not confirm for the token now.
 */
export async function submitSheet(db: Db, target: SaveTarget, orders: unknown, life: LifecycleContext, options: SaveOptions = {}): Promise<SubmittedSheet> {
  if ('actor' in target) return submitSheet(db, await openSheetTarget(db, target.actor, target.gameId, target.turnNumber), orders, life, options);
  if ('remembered' in target) return (await saveOnRemembered(db, target, orders, life)) ?? submitSheet(db, await target.confirm(), orders, life, options);
  // The GM enters what a player sent in time by private message: the deadline is the player's, not the GM's.
  if (!options.enteredByGm) refuseAfterDeadline(target, life.clock.now());
  const { step, sheet, check } = await checkSheetOf(db, target, orders);
  if (check.errors.length > 0) throw options.pin ? options.pin(check.errors) : illegalOrders(check.errors);
  const saved = await orderSheetsRepository.saveOrders(
    db,
    randomUUID(),
    target.turn.id,
    target.playerId,
    sheet as SheetRow['orders'],
    options.enteredByGm ?? false,
  );
  if (!saved) throw conflict('turn_resolved', 'This turn has already been resolved');
  return afterSave(db, target, step, check, saved, life);
}

export interface SaveOptions {
  /** The GM entered the sheet for the player (GM console, `PUT …/players/:pid/orders`): no deadline check, marked. */
  enteredByGm?: boolean;
  /** How refused orders are reported (a pasted text pins them to its lines: order-text.ts). */
  pin?: (errors: OrderError[]) => Error;
}

/** The save on remembered facts; null when it must be answered from the facts as they are now. */
async function saveOnRemembered(
  db: Db,
  { remembered: target, tokenHash }: RememberedSheetTarget,
  orders: unknown,
  life: LifecycleContext,
): Promise<SubmittedSheet | null> {
  // Past the remembered deadline: the GM may have extended it since, which only the facts as they are now tell.
  const deadline = target.turn.deadline;
  if (deadline !== null && life.clock.now().getTime() >= deadline.getTime()) return null;
  let checked: Checked;
  try {
    checked = await checkSheetOf(db, target, orders);
  } catch {
    return null; // a malformed sheet: reported once the token's facts are confirmed
  }
  if (checked.check.errors.length > 0) return null;
  const assumed = { tokenHash, playerId: target.playerId, game: target.game, turn: target.turn };
  const saved = await orderSheetsRepository.saveOrdersIfUnchanged(db, randomUUID(), assumed, checked.sheet as SheetRow['orders']);
  return saved ? afterSave(db, target, checked.step, checked.check, saved, life) : null;
}

type Checked = Awaited<ReturnType<typeof checkSheetOf>>;

async function afterSave(db: Db, target: SheetTarget, step: Checked['step'], check: Checked['check'], saved: SavedSheet, life: LifecycleContext) {
  if (saved.flagsChanged) await gamesRepository.touchView(db, target.game.id);
  // A step waiting for required answers (a sequential move, a battle decision) resolves at the last one.
  const resolved = await resolveIfAnswered(db, target, step, life);
  const text = canonicalText(target, step, saved.orders);
  return {
    turn: target.turn.number,
    version: saved.version,
    orders: saved.orders,
    ...(text !== null ? { text } : {}),
    ...summaryFields(check.summary),
    resolved,
  };
}

/** The saved sheet as text (rulesets with a grammar): what the player reads back on confirmation (issue 36). */
function canonicalText(target: SheetTarget, step: Checked['step'], sheet: unknown): string | null {
  const grammar = rulesetOf(target.game.ruleset).orderText;
  if (!grammar) return null;
  try {
    return grammar.print(sheet, { setup: step.setup, players: step.players, state: step.state, player: target.playerId, lang: target.game.language });
  } catch {
    return null; // a sheet the grammar cannot print (an answer kind it does not cover) is saved all the same
  }
}

/**
 * The ruleset's summary of a sheet as the API answers it (saves, checks, GET orders): per-order `costs`, and when
 * the ruleset gives them, `warnings` and `notes` per order, `lines` (the sheet as a whole, in words) and `totals`
 * (the same as numbers, named by the ruleset: docs/rulesets/<id>.md).
 */
export function summaryFields(summary: SheetSummary) {
  return {
    costs: summary.costs,
    ...(summary.warnings ? { warnings: summary.warnings } : {}),
    ...(summary.notes ? { notes: summary.notes } : {}),
    ...(summary.lines ? { lines: summary.lines } : {}),
    ...(summary.totals ? { totals: summary.totals } : {}),
  };
}

export type SubmittedSheet = Awaited<ReturnType<typeof afterSave>>;

/**
 * The caller's sheet for the open turn, parsed and checked against the position: what saving does before it
 * stores anything, and all that checking without saving does (same gate, same reason codes and messages).
 */
export async function checkSheetOf(db: DbTx, target: SheetTarget, orders: unknown) {
  const ruleset = rulesetOf(target.game.ruleset);
  const step = await openStepPosition(db, ruleset, target.game, target.turn);
  // Only the players asked may answer, each with the schema of their own request.
  const request = requestFor(ruleset, step, target.playerId);
  const sheet = answerSchema(ruleset, request).safeParse(orders);
  if (!sheet.success) {
    const problems = zodProblems(sheet.error, 'orders');
    throw new ServiceError(400, 'invalid_sheet', problems.map((p) => p.message).join('; '), { problems });
  }
  const check = ruleset.checkSheet(step.setup, step.players, step.state, target.playerId, sheet.data, target.game.language);
  return { step, request, sheet: sheet.data, check };
}

/** Request body of this use case (zod at the boundary; the HTTP routes and pages parse with it). */
export const OrdersBody = z.union([
  z
    .object({
      orders: z
        .union([z.array(z.unknown()).max(500), z.record(z.string(), z.unknown())])
        .describe("The order sheet or the answer to the caller's decision request, in the ruleset's shape (an array of orders, or an object)"),
    })
    .strict(),
  z
    .object({
      text: z
        .string()
        .max(20_000)
        .describe(
          'The orders as a forum player writes them, one per line, in Spanish or English (rulesets with a grammar: docs/rulesets/<id>.md "Orders as text"); nothing is saved until every line is understood',
        ),
    })
    .strict(),
]);
