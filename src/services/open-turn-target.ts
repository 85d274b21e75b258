import type { DbTx } from '../db/client.ts';
import type { GameHeader } from '../repositories/games-repository.ts';
import type { TurnRow } from '../repositories/turns-repository.ts';
import { loadGameHeader } from './game-position.ts';
import { Memo } from './memo.ts';
import { openTurnOrConflict } from './turn-guards.ts';

export interface OpenTurnTarget {
  game: GameHeader;
  turn: TurnRow;
}

// Hot path of order submission: which game row and open turn a PUT targets. Remembered while the turn is
// open. A stale entry (the turn was resolved, possibly by another process) is harmless: the sheet insert
// re-checks `status = 'open'` under a row lock and answers 409, and the entry is then forgotten.
const targets = new Memo<OpenTurnTarget>(1_000);
const keyOf = (gameId: string, number: number) => `${gameId}#${number}`;

export async function openTurnTarget(db: DbTx, gameId: string, number: number): Promise<OpenTurnTarget> {
  const cached = targets.get(keyOf(gameId, number));
  if (cached) return cached;
  const game = await loadGameHeader(db, gameId);
  const turn = await openTurnOrConflict(db, game, number);
  return targets.set(keyOf(gameId, number), { game, turn });
}

export function forgetOpenTurn(gameId: string, number: number): void {
  targets.delete(keyOf(gameId, number));
}
