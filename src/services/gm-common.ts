import type { DbTx } from '../db/client.ts';
import { gamesRepository } from '../repositories/games-repository.ts';
import { lifecycleRepository, type LifecycleGame, type LifecycleTurn } from '../repositories/lifecycle-repository.ts';
import { conflict, notFound } from './errors.ts';

/** GM tools start by locking the game row (lock order game -> turn, as the resolution does). */
export async function lockGame(tx: DbTx, gameId: string): Promise<LifecycleGame> {
  await gamesRepository.lockForUpdate(tx, gameId);
  const game = await lifecycleRepository.findGame(tx, gameId);
  if (!game) throw notFound('Game');
  return game;
}

/** The game's open turn, row-locked; 409 when the game has none (not started, or over). */
export async function lockOpenTurnOrConflict(tx: DbTx, game: LifecycleGame): Promise<LifecycleTurn> {
  if (game.status === 'setup') throw conflict('game_not_started', 'The game has not started yet');
  const turn = await lifecycleRepository.lockOpenTurn(tx, game.id);
  if (!turn) throw conflict('no_open_turn', 'The game has no open turn');
  return turn;
}
