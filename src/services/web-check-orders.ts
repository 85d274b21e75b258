import type { Db } from '../db/client.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import { requirePlayer, type Actor } from './actor.ts';
import { ServiceError } from './errors.ts';
import { currentState, loadGame } from './game-position.ts';
import { gameSetup, playersData, rulesetOf, zodProblems } from './ruleset-context.ts';
import { openTurnOrConflict } from './turn-guards.ts';

/**
 * Checks the caller's order sheet for the open turn exactly as saving would (same ruleset check, same
 * reason codes and messages), without saving anything. Only the caller's own orders are involved.
 */
export async function checkOrders(db: Db, actor: Actor, gameId: string, turnNumber: number, orders: unknown) {
  const game = await loadGame(db, gameId);
  const playerId = requirePlayer(actor);
  const ruleset = rulesetOf(game.ruleset);
  await openTurnOrConflict(db, game, turnNumber);
  const sheet = ruleset.sheetSchema.safeParse(orders);
  if (!sheet.success) {
    throw new ServiceError(400, 'invalid_sheet', zodProblems(sheet.error, 'orders').map((p) => p.message).join('; '));
  }
  const [rows, state] = await Promise.all([playersRepository.listByGame(db, gameId), currentState(db, game)]);
  const check = ruleset.checkSheet(gameSetup(ruleset, game), playersData(ruleset, rows), state, playerId, sheet.data, game.language);
  return {
    turn: turnNumber,
    ok: check.errors.length === 0,
    errors: check.errors,
    costs: check.summary.costs,
    actionsAvailable: check.summary.actionsAvailable,
    actionsUsed: check.summary.actionsUsed,
    actionsLeft: check.summary.actionsLeft,
  };
}
