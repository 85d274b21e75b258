import type { Db } from '../db/client.ts';
import { orderSheetsRepository, type SheetRow } from '../repositories/order-sheets-repository.ts';
import { requirePlayer, type Actor } from './actor.ts';
import { loadGameHeader } from './game-position.ts';
import { openTurnPosition } from './open-turn-position.ts';
import { existingTurn } from './turn-guards.ts';
import { rulesetOf } from './ruleset-context.ts';

const view = (sheet: SheetRow) => ({
  player: sheet.playerId,
  version: sheet.version,
  orders: sheet.orders as unknown[],
  submittedAt: sheet.createdAt.toISOString(),
});

/**
 * Secrecy: the GM sees every player's sheet that counts; a player sees only its own (with its costs, while
 * the turn is open); anybody else is refused (401 without token, 403 with another game's token).
 */
export async function getOrders(db: Db, actor: Actor, gameId: string, turnNumber: number) {
  const game = await loadGameHeader(db, gameId);
  if (actor.role !== 'gm') requirePlayer(actor);
  const turn = await existingTurn(db, gameId, turnNumber);
  if (actor.role === 'gm') {
    const sheets = await orderSheetsRepository.findLatestPerPlayer(db, turn.id);
    return { turn: turnNumber, status: turn.status, sheets: sheets.map(view) };
  }
  const playerId = requirePlayer(actor);
  const sheet = await orderSheetsRepository.findLatest(db, turn.id, playerId);
  const own = sheet ? view(sheet) : { player: playerId, version: 0, orders: [], submittedAt: null };
  if (turn.status !== 'open') return { turn: turnNumber, status: turn.status, ...own };
  const ruleset = rulesetOf(game.ruleset);
  const { setup, players, state } = await openTurnPosition(db, ruleset, game, turn);
  const check = ruleset.checkSheet(setup, players, state, playerId, own.orders, game.language);
  return {
    turn: turnNumber,
    status: turn.status,
    ...own,
    costs: check.summary.costs,
    actionsAvailable: check.summary.actionsAvailable,
    actionsLeft: check.summary.actionsLeft,
  };
}
