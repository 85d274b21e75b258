import { Memo } from './memo.ts';

/**
 * The one place for per-game caches (issue 11) and their one invalidation. A game's cached values (its parsed
 * setup, the position of its open step) are keyed by the game's generation; `invalidateGame` bumps it when
 * something they were computed from changes outside a resolution (the GM edits the setup or corrects it).
 * Resolutions need no bump: an open step's entries are keyed by the step, which a resolution closes.
 *
 * The cached facts are immutable for a given (game, generation, step), so several server processes stay
 * correct; a GM correction made on another process is picked up when that process's entry is evicted or the
 * step closes, and every write path re-reads under its row lock.
 */
const generations = new Map<string, number>();

export function gameGeneration(gameId: string): number {
  return generations.get(gameId) ?? 0;
}

export function invalidateGame(gameId: string): void {
  generations.set(gameId, gameGeneration(gameId) + 1);
}

/** A bounded memo whose keys carry the game's generation: invalidating the game makes old entries unreachable. */
export class GameMemo<V> {
  private readonly memo: Memo<V>;
  constructor(capacity = 1_000) {
    this.memo = new Memo<V>(capacity);
  }

  private key(gameId: string, key: string): string {
    return `${gameId}#${gameGeneration(gameId)}#${key}`;
  }

  get(gameId: string, key: string): V | undefined {
    return this.memo.get(this.key(gameId, key));
  }

  set(gameId: string, key: string, value: V): V {
    return this.memo.set(this.key(gameId, key), value);
  }

  delete(gameId: string, key: string): void {
    this.memo.delete(this.key(gameId, key));
  }
}
