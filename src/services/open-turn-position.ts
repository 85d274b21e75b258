import type { DbTx } from '../db/client.ts';
import type { GameHeader } from '../repositories/games-repository.ts';
import { playersRepository } from '../repositories/players-repository.ts';
import type { TurnRow } from '../repositories/turns-repository.ts';
import { currentState, loadGame } from './game-position.ts';
import { Memo } from './memo.ts';
import { gameSetup, playersData, type AnyRuleset } from './ruleset-context.ts';

export interface Position {
  setup: unknown;
  players: unknown[];
  state: unknown;
}

// While a turn is open its position is fixed: the players are seated for good (the game has started) and the
// state changes only when this turn is resolved. So the position is keyed by the open turn's id.
const positions = new Memo<Position>(1_000);

/** The position orders of the open turn `turn` are written against (setup, ruleset player data, state). */
export async function openTurnPosition(db: DbTx, ruleset: AnyRuleset, header: GameHeader, turn: TurnRow): Promise<Position> {
  const cached = turn.status === 'open' ? positions.get(turn.id) : undefined;
  if (cached) return cached;
  const game = await loadGame(db, header.id);
  const [rows, state] = await Promise.all([playersRepository.listByGame(db, game.id), currentState(db, game)]);
  const position = { setup: gameSetup(ruleset, game), players: playersData(ruleset, rows), state };
  return turn.status === 'open' ? positions.set(turn.id, position) : position;
}
