import type { Db } from '../db/client.ts';
import { orderSheetsRepository, type SheetRow } from '../repositories/order-sheets-repository.ts';
import { requirePlayer, type Actor } from './actor.ts';
import { loadGameHeader } from './game-position.ts';
import { openStepPosition, visibleOpenSheets } from './open-step.ts';
import { loadGameContext } from './published/game-context.ts';
import { loadResolvedStep } from './published/steps.ts';
import { ordersView } from './published/views.ts';
import { existingTurn } from './turn-guards.ts';
import { rulesetOf } from './ruleset-context.ts';
import { summaryFields } from './submit-orders.ts';

const view = (sheet: SheetRow) => ({
  player: sheet.playerId,
  version: sheet.version,
  orders: sheet.orders as unknown,
  submittedAt: sheet.createdAt.toISOString(),
});

/**
 * Secrecy: the GM sees every player's sheet that counts; a player sees its own (with its costs, while the step
 * is open) and, in `sheets`, what others may read: the answers of requests that are not secret while the step
 * is open, every answer once it is resolved except sealed ones until the game ends. Anybody else is refused
 * (401 without token, 403 with another game's token).
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
  const viewer = { role: 'player' as const, id: playerId };
  const sheet = await orderSheetsRepository.findLatest(db, turn.id, playerId);
  const own = sheet ? view(sheet) : { player: playerId, version: 0, orders: [], submittedAt: null };
  const ruleset = rulesetOf(game.ruleset);
  const latest = await orderSheetsRepository.findLatestPerPlayer(db, turn.id);
  if (turn.status !== 'open') {
    const ctx = await loadGameContext(db, gameId);
    const readable = ordersView(ctx, await loadResolvedStep(db, ctx, turnNumber), viewer);
    return {
      turn: turnNumber,
      status: turn.status,
      ...own,
      sheets: latest.filter((s) => Object.prototype.hasOwnProperty.call(readable, s.playerId)).map(view),
    };
  }
  const step = await openStepPosition(db, ruleset, game, turn);
  const visible = visibleOpenSheets(ruleset, step, viewer, Object.fromEntries(latest.map((s) => [s.playerId, s.orders])));
  const sheets = latest.filter((s) => Object.prototype.hasOwnProperty.call(visible, s.playerId)).map(view);
  const request = step.requests.find((r) => r.player === playerId);
  const ownSheet = (request?.schema ?? ruleset.sheetSchema).safeParse(own.orders);
  if (!ownSheet.success || step.state === null) return { turn: turnNumber, status: turn.status, ...own, sheets };
  const check = ruleset.checkSheet(step.setup, step.players, step.state, playerId, ownSheet.data, game.language);
  return {
    turn: turnNumber,
    status: turn.status,
    ...own,
    sheets,
    ...summaryFields(check.summary),
  };
}
