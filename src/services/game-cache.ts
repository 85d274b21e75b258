import { jsonBytes, Memo, MemoBudget } from './memo.ts';

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

/**
 * How much the per-game caches keep in all (GAME_CACHE_MB, src/config.ts; set by src/app.ts): the parsed setups,
 * open steps and public positions (GameMemo), the game JSON views, the publication heads, game stamps, open
 * seats and status images. One budget for all of them, least recently used out first, so a process that serves
 * many games keeps the ones in use instead of a fixed count of each. Sizes are estimates of the heap an entry
 * holds (`parsedBytes`, `SETUP_HEAP_FACTOR`; rendered bytes as they are). The default is the configuration's.
 */
export const gameCacheSettings = { bytes: 16 * 1024 * 1024 };

export function configureGameCache(settings: Partial<typeof gameCacheSettings>): void {
  Object.assign(gameCacheSettings, settings);
}

export const gameCacheBudget = new MemoBudget(() => gameCacheSettings.bytes);

/** The heap a value parsed from JSON takes, approximately: twice its JSON (a parsed 10 KB setup took 20 KB). */
export function parsedBytes(value: unknown): number {
  return 2 * jsonBytes(value);
}

/**
 * A parsed setup weighs this many times its JSON: what the rules engine derives from it (map indexes, layouts,
 * name indexes: WeakMaps keyed by the parsed setup) lives as long as it does. Measured in the deadline storm of
 * bench:scale (1,000 games of the default Lords of Chaos map, 10 KB of setup JSON each): the live heap was 149 MB
 * with every setup kept and 76 MB with ~100 kept, ~80 KB per game (docs/performance.md, "The storm's growth").
 */
export const SETUP_HEAP_FACTOR = 8;

/**
 * A bounded memo whose keys carry the game's generation: invalidating the game makes old entries unreachable.
 * Its entries count against the per-game budget by `bytes` (approximate), and it keeps at most `capacity`.
 */
export class GameMemo<V> {
  private readonly memo: Memo<V>;
  constructor(capacity: number, bytes: (value: V) => number) {
    this.memo = new Memo<V>(capacity, { budget: gameCacheBudget, bytes });
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
