import type { Db } from '../db/client.ts';
import type { PhaseInfo, Viewer } from '../engine/core/ruleset.ts';
import type { Language } from '../i18n/index.ts';
import { orderSheetsRepository } from '../repositories/order-sheets-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import { rollsRepository } from '../repositories/rolls-repository.ts';
import { turnsRepository } from '../repositories/turns-repository.ts';
import type { Actor } from './actor.ts';
import { currentState, loadGame } from './game-position.ts';
import { gameSetup, playersData, rulesetOf } from './ruleset-context.ts';
import { maySeeRoll, rollView } from './rolls.ts';
import { visibleOpenSheets } from './session-order-gate.ts';

export const viewerOf = (actor: Actor): Viewer => (actor.role === 'player' ? { role: 'player', id: actor.playerId } : actor);

/**
 * A game's position as one viewer may see it, for any ruleset: the phase of the open step, the ruleset's
 * `playerView` (secrets stripped; `publicState` when absent), who has sent orders, the open step's sheets the
 * viewer may read (`visibleSheets`: own sheet in secret phases, everybody's in public ones) and its rolls.
 */
export async function sessionPosition(db: Db, actor: Actor, gameId: string) {
  const game = await loadGame(db, gameId);
  const ruleset = rulesetOf(game.ruleset);
  const setup = gameSetup(ruleset, game);
  const viewer = viewerOf(actor);
  const [rows, turns, state] = await Promise.all([
    playersRepository.listByGame(db, gameId),
    turnsRepository.listByGame(db, gameId),
    currentState(db, game),
  ]);
  const players = playersData(ruleset, rows);
  const latest = turns.at(-1) ?? null;
  const open = latest?.status === 'open' ? latest : null;
  const sheets = open ? await orderSheetsRepository.findLatestPerPlayer(db, open.id) : [];
  const byPlayer = Object.fromEntries(sheets.map((sheet) => [sheet.playerId, sheet.orders]));
  const visible = state === null ? {} : visibleOpenSheets(ruleset, setup, state, viewer, byPlayer);
  const rolls = open ? (await rollsRepository.listByTurn(db, open.id)).filter((row) => maySeeRoll(actor, row)).map(rollView) : [];
  const phase: PhaseInfo | null = state === null ? null : (ruleset.phase?.(setup, state) ?? null);
  return {
    game: { id: game.id, name: game.name, ruleset: game.ruleset, language: game.language, status: game.status },
    setup,
    turn: open ? { number: open.number, deadline: open.deadline?.toISOString() ?? null, seedHash: open.seedHash } : null,
    resolvedTurns: turns.filter((turn) => turn.status === 'resolved').map((turn) => turn.number),
    phase,
    view: state === null ? null : (ruleset.playerView?.(setup, players, state, viewer) ?? ruleset.publicState(setup, state)),
    players: rows.map((row) => ({ id: row.id, name: row.name, submitted: Object.prototype.hasOwnProperty.call(byPlayer, row.id) })),
    sheets: sheets
      .filter((sheet) => Object.prototype.hasOwnProperty.call(visible, sheet.playerId))
      .map((sheet) => ({ player: sheet.playerId, version: sheet.version, orders: sheet.orders, submittedAt: sheet.createdAt.toISOString() })),
    rolls,
  };
}

export type SessionPosition = Awaited<ReturnType<typeof sessionPosition>>;

/**
 * The ruleset's picture of the current position (before the open step) as inline SVG for the session pages, the
 * same drawing GET /api/games/:id/turns/:n/map.svg serves publicly; null when the ruleset draws none or the game
 * has not started. XML prolog/doctype removed so it can sit inside HTML.
 */
export async function sessionMapSvg(db: Db, gameId: string, lang: Language): Promise<string | null> {
  const game = await loadGame(db, gameId);
  const ruleset = rulesetOf(game.ruleset);
  if (!ruleset.renderMap) return null;
  const state = await currentState(db, game);
  if (state === null) return null;
  return ruleset.renderMap(gameSetup(ruleset, game), state, lang).replace(/^\s*<\?xml[^>]*\?>\s*/, '').replace(/^\s*<!DOCTYPE[^>]*>\s*/i, '');
}
