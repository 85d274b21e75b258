import type { Db } from '../db/client.ts';
import { orderSheetsRepository, type SheetRow } from '../repositories/order-sheets-repository.ts';
import { requirePlayer, type Actor } from './actor.ts';
import { loadGameHeader } from './game-position.ts';
import { openTurnPosition } from './open-turn-position.ts';
import { existingTurn } from './turn-guards.ts';
import { rulesetOf, type AnyRuleset } from './ruleset-context.ts';
import { visibleOpenSheets } from './session-order-gate.ts';
import type { GameHeader } from '../repositories/games-repository.ts';
import type { TurnRow } from '../repositories/turns-repository.ts';

const view = (sheet: SheetRow) => ({
  player: sheet.playerId,
  version: sheet.version,
  orders: sheet.orders as unknown,
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
  const ruleset = rulesetOf(game.ruleset);
  // Rulesets that say which sheets others may read (public phases): those, and every sheet once resolved.
  const others = ruleset.visibleSheets ? await sheetsVisibleTo(db, ruleset, game, turn, playerId) : undefined;
  if (turn.status !== 'open') return { turn: turnNumber, status: turn.status, ...own, ...(others ? { sheets: others } : {}) };
  const { setup, players, state } = await openTurnPosition(db, ruleset, game, turn);
  const ownSheet = ruleset.sheetSchema.safeParse(own.orders);
  if (!ownSheet.success) return { turn: turnNumber, status: turn.status, ...own, ...(others ? { sheets: others } : {}) };
  const check = ruleset.checkSheet(setup, players, state, playerId, ownSheet.data, game.language);
  return {
    turn: turnNumber,
    status: turn.status,
    ...own,
    ...(others ? { sheets: others } : {}),
    costs: check.summary.costs,
    actionsAvailable: check.summary.actionsAvailable,
    actionsLeft: check.summary.actionsLeft,
  };
}

/** The latest sheets of a step that a player may read: all once resolved, else what `visibleSheets` allows. */
async function sheetsVisibleTo(db: Db, ruleset: AnyRuleset, game: GameHeader, turn: TurnRow, playerId: string) {
  const latest = await orderSheetsRepository.findLatestPerPlayer(db, turn.id);
  if (turn.status !== 'open') return latest.map(view);
  const { setup, state } = await openTurnPosition(db, ruleset, game, turn);
  const byPlayer = Object.fromEntries(latest.map((sheet) => [sheet.playerId, sheet.orders]));
  const visible = visibleOpenSheets(ruleset, setup, state, { role: 'player', id: playerId }, byPlayer);
  return latest.filter((sheet) => Object.prototype.hasOwnProperty.call(visible, sheet.playerId)).map(view);
}
