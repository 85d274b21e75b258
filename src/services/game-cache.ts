import { Memo } from './memo.ts';

/**
 * The one place for per-game caches (issue 11). A game's cached values (its parsed setup, the position of its open
 * step, the public position after a resolution) are immutable for their key, and every key carries what they were
 * computed from as the database says it: the turn or resolution id and Game.revision, which a setup correction, a
 * replaced seat and a revert bump (issue 17). A change made by another server process is therefore seen by the next
 * request here too: it reads the revision with the facts it needs anyway.
 *
 * The in-process generation below is older and now only a belt: `invalidateGame` (a setup correction made in this
 * process) makes the game's entries unreachable at once.
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
