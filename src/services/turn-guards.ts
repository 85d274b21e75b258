import type { DbTx } from '../db/client.ts';
import type { GameHeader } from '../repositories/games-repository.ts';
import { turnsRepository, type TurnRow } from '../repositories/turns-repository.ts';
import { conflict, notFound } from './errors.ts';

/** The turn `number` if it is the game's open turn; 409 otherwise (not started, resolved, or not yet open). */
export async function openTurnOrConflict(db: DbTx, game: Pick<GameHeader, 'id' | 'status'>, number: number): Promise<TurnRow> {
  if (game.status === 'setup') throw conflict('game_not_started', 'The game has not started yet');
  const turn = await turnsRepository.findByNumber(db, game.id, number);
  if (turn?.status === 'open') return turn;
  if (turn) throw conflict('turn_resolved', `Turn ${number} has already been resolved`);
  const latest = await turnsRepository.findLatest(db, game.id);
  const open = latest?.status === 'open' ? `; the open turn is ${latest.number}` : '';
  throw conflict('turn_not_open', `Turn ${number} is not the open turn${open}`);
}

export async function existingTurn(db: DbTx, gameId: string, number: number): Promise<TurnRow> {
  const turn = await turnsRepository.findByNumber(db, gameId, number);
  if (!turn) throw notFound('Turn');
  return turn;
}
