import type { Db } from '../db/client.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import { resolutionsRepository } from '../repositories/resolutions-repository.ts';
import { notFound } from './errors.ts';
import { loadGame } from './game-position.ts';
import { gameSetup, playersData, rulesetOf } from './ruleset-context.ts';
import { existingTurn } from './turn-guards.ts';

/**
 * Everything about a resolved turn, public: the full resolver input (setup, players, state, every final
 * order sheet, the revealed seed) and the stored outcome, so anybody can re-run the adjudication and compare.
 * 404 until the turn is resolved (orders stay secret before).
 */
export async function getReport(db: Db, gameId: string, turnNumber: number) {
  const game = await loadGame(db, gameId);
  const turn = await existingTurn(db, gameId, turnNumber);
  const resolution = turn.status === 'resolved' ? await resolutionsRepository.findByTurnId(db, turn.id) : null;
  if (!resolution) throw notFound('Report (the turn is not resolved yet)');
  const ruleset = rulesetOf(game.ruleset);
  const rows = await playersRepository.listByGame(db, gameId);
  return {
    game: { id: game.id, name: game.name, ruleset: game.ruleset, language: game.language },
    turn: {
      number: turn.number,
      seedHash: turn.seedHash,
      seed: resolution.seed,
      openedAt: turn.openedAt.toISOString(),
      resolvedAt: turn.resolvedAt?.toISOString() ?? null,
    },
    players: rows.map((row) => ({ id: row.id, name: row.name, warband: row.warband, god: row.god, godKind: row.godKind })),
    input: {
      setup: gameSetup(ruleset, game),
      players: playersData(ruleset, rows),
      state: resolution.stateBefore,
      orders: resolution.orders as Record<string, unknown>,
      seed: resolution.seed,
    },
    outcome: resolution.outcome,
    nextState: resolution.nextState,
    gameOver: resolution.gameOver,
    /** GM corrections applied to the position before the turn was resolved (`input.state` already includes them). */
    adjustments: resolution.adjustments,
  };
}
