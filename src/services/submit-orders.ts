import type { Db } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { orderSheetsRepository } from '../repositories/order-sheets-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import { turnsRepository } from '../repositories/turns-repository.ts';
import { requirePlayer, type Actor } from './actor.ts';
import { conflict, illegalOrders, ServiceError } from './errors.ts';
import { currentState, loadGame } from './game-position.ts';
import { openTurnOrConflict } from './turn-guards.ts';
import { gameSetup, playersData, rulesetOf, zodProblems } from './ruleset-context.ts';
import { isUniqueViolation } from './prisma-errors.ts';
import { TX_OPTIONS } from './transaction-options.ts';

/**
 * Saves a new version of the caller's order sheet for the open turn. Every order is checked first; if any is
 * illegal nothing is saved (422) and the previous version keeps counting. Errors only describe the caller's
 * own orders.
 */
export async function submitOrders(db: Db, actor: Actor, gameId: string, turnNumber: number, orders: unknown[]) {
  const game = await loadGame(db, gameId);
  const playerId = requirePlayer(actor);
  const ruleset = rulesetOf(game.ruleset);
  const turn = await openTurnOrConflict(db, game, turnNumber);
  const sheet = ruleset.sheetSchema.safeParse(orders);
  if (!sheet.success) {
    throw new ServiceError(400, 'invalid_sheet', zodProblems(sheet.error, 'orders').map((p) => p.message).join('; '));
  }
  const setup = gameSetup(ruleset, game);
  const [rows, state] = await Promise.all([playersRepository.listByGame(db, gameId), currentState(db, game)]);
  const check = ruleset.checkSheet(setup, playersData(ruleset, rows), state, playerId, sheet.data, game.language);
  if (check.errors.length > 0) throw illegalOrders(check.errors);

  const saved = await saveSheet(db, turn.id, playerId, sheet.data as Prisma.InputJsonValue);
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

async function saveSheet(db: Db, turnId: string, playerId: string, orders: Prisma.InputJsonValue) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.$transaction(async (tx) => {
        // Under a share lock the resolution (UPDATE ... WHERE status = 'open') waits for us, or we see it done.
        const status = await turnsRepository.lockForSubmission(tx, turnId);
        if (status !== 'open') throw conflict('turn_closed', 'This turn has already been resolved');
        return orderSheetsRepository.append(tx, turnId, playerId, orders);
      }, TX_OPTIONS);
    } catch (error) {
      // Two saves by the same player at once: both picked the same version number; retry the loser.
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
