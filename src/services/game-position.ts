import type { DbTx } from '../db/client.ts';
import { gamesRepository, type GameHeader, type GameRow } from '../repositories/games-repository.ts';
import { resolutionsRepository } from '../repositories/resolutions-repository.ts';
import { notFound } from './errors.ts';

export async function loadGame(db: DbTx, gameId: string): Promise<GameRow> {
  const game = await gamesRepository.findById(db, gameId);
  if (!game) throw notFound('Game');
  return game;
}

/** The game without its setup (hot paths). */
export async function loadGameHeader(db: DbTx, gameId: string): Promise<GameHeader> {
  const game = await gamesRepository.findHeaderById(db, gameId);
  if (!game) throw notFound('Game');
  return game;
}

/** The game's Game.revision (what memoised positions are keyed by); 404 when there is no such game. */
export async function gameRevision(db: DbTx, gameId: string): Promise<number> {
  const revision = await gamesRepository.findRevision(db, gameId);
  if (revision === null) throw notFound('Game');
  return revision;
}

/**
 * The current position: the latest resolution's next state, or the start state (null before the game
 * starts). Derivable at any time from Game.startState + the resolutions in turn order.
 */
export async function currentState(db: DbTx, game: { id: string; startState: unknown }): Promise<unknown> {
  const latest = await resolutionsRepository.findLatestNextState(db, game.id);
  return latest ?? game.startState;
}

/**
 * The position the open turn `turnId` is played on: what it opened from (a revert that drew a new hidden stream
 * stored it), else the previous turn's result, else the start state. Read by the turn, not as "the latest
 * result": a save or check racing the resolution of its turn is still judged on that turn's position.
 */
export async function positionBefore(db: DbTx, game: { startState: unknown }, turnId: string): Promise<unknown> {
  const { own, previous } = await resolutionsRepository.findPositionBefore(db, turnId);
  return own ?? previous ?? game.startState;
}

/** The result turn `turnId` follows: the previous turn's next state, or the start state for the first turn. */
export async function resultBefore(db: DbTx, game: { startState: unknown }, turnId: string): Promise<unknown> {
  const { previous } = await resolutionsRepository.findPositionBefore(db, turnId);
  return previous ?? game.startState;
}
