import type { Db } from '../db/client.ts';
import { orderSheetsRepository } from '../repositories/order-sheets-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import { turnsRepository } from '../repositories/turns-repository.ts';
import { resolutionsRepository } from '../repositories/resolutions-repository.ts';
import { currentState, loadGame } from './game-position.ts';
import { gameSetup, playerDataFromRow, playerLabel, rulesetOf } from './ruleset-context.ts';
import { lifecycleRepository } from '../repositories/lifecycle-repository.ts';

/**
 * The public view of a game. Secrecy: per player only `submitted` (a boolean) about the open turn's orders;
 * seeds only for resolved turns.
 */
export async function getGame(db: Db, gameId: string) {
  const game = await loadGame(db, gameId);
  const ruleset = rulesetOf(game.ruleset);
  const [players, turns, state] = await Promise.all([
    playersRepository.listByGame(db, gameId),
    turnsRepository.listByGame(db, gameId),
    currentState(db, game),
  ]);
  const latest = turns.at(-1) ?? null;
  const submitted = latest?.status === 'open' ? await orderSheetsRepository.submittedPlayerIds(db, latest.id) : new Set<string>();
  const position = state === null ? { control: {}, scores: {} } : ruleset.publicState(gameSetup(ruleset, game), state);
  const seeds = await resolutionsRepository.listSeeds(db, gameId);
  // Lifecycle flags: ready (a boolean per player, never the orders), civil disorder.
  const [flags, seats] = await Promise.all([
    latest?.status === 'open' ? lifecycleRepository.sheetFlags(db, latest.id) : new Map<string, { ready: boolean }>(),
    lifecycleRepository.listPlayers(db, gameId),
  ]);
  const seat = new Map(seats.map((row) => [row.id, row]));
  return {
    id: game.id,
    name: game.name,
    ruleset: game.ruleset,
    language: game.language,
    status: game.status,
    turn: latest?.number ?? null,
    turnStatus: latest?.status ?? null,
    deadline: latest?.deadline?.toISOString() ?? null,
    seedHash: latest?.seedHash ?? null,
    gameSeedHash: game.gameSeedHash,
    /** Revealed when the game is over: replays every hidden draw (GET /api/games/:id/case.json). */
    gameSeed: game.status === 'finished' ? game.gameSeed : null,
    players: players.map((player) => ({
      id: player.id,
      name: player.name,
      seat: player.seat,
      label: playerLabel(ruleset, playerDataFromRow(player), game.language),
      data: playerDataFromRow(player),
      submitted: submitted.has(player.id),
      ready: flags.get(player.id)?.ready ?? false,
      status: seat.get(player.id)?.status ?? 'active',
      missedTurns: seat.get(player.id)?.missedTurns ?? 0,
    })),
    control: position.control,
    scores: position.scores,
    turns: turns.map((turn) => ({
      number: turn.number,
      status: turn.status,
      deadline: turn.deadline?.toISOString() ?? null,
      seedHash: turn.seedHash,
      seed: seeds.get(turn.id) ?? null, // revealed with the resolution, never before
      resolvedAt: turn.resolvedAt?.toISOString() ?? null,
    })),
  };
}
