import { publishedSettings } from './published-settings.ts';

/**
 * The bounded in-process cache of rendered published output (issue 17, item 3): each variant of each artifact
 * is rendered once per version and kept, least recently used evicted first, within PUBLISHED_CACHE_MB and
 * PUBLISHED_CACHE_ENTRIES. Keys always contain the version the output was rendered for (versions.ts), so an
 * entry can never be served for another state of the game, in this process or any other; nothing that depends
 * on who asks is ever stored here (only what the public sees).
 *
 * Concurrent requests for a missing key share one render. `renderCount(kind)` counts renders (tests assert on
 * it: "rendered once per variant").
 */
export type ArtifactKind =
  'report' | 'report-json' | 'map-svg' | 'map-png' | 'case' | 'game-case' | 'turn-page' | 'game-parts' | 'game-page' | 'feed' | 'scores' | 'scores-csv';

interface Entry {
  value: unknown;
  bytes: number;
  /** The `stores` count when it was last moved to the recent end. */
  touched: number;
}

const entries = new Map<string, Entry>();
const inflight = new Map<string, Promise<unknown>>();
const renders = new Map<ArtifactKind, number>();
let totalBytes = 0;
/** Entries stored so far: eviction happens only when one is, so a hit moves its entry at most once in between. */
let stores = 0;

export function cacheKey(kind: ArtifactKind, gameId: string, version: string, ...variant: (string | number | boolean | undefined)[]): string {
  let key = `${kind}|${gameId}|${version}`;
  for (const part of variant) key += part === undefined ? '|' : `|${part}`;
  return key;
}

/**
 * The cached value of `key`, else `render()`'s, kept when it fits. `bytes` sizes it. A render that throws
 * keeps nothing (every waiter gets the error).
 */
export async function cached<T>(kind: ArtifactKind, key: string, render: () => Promise<T> | T, bytes: (value: T) => number): Promise<T> {
  const hit = entries.get(key);
  if (hit) return used(key, hit) as T;
  const pending = inflight.get(key);
  if (pending) return pending as Promise<T>;
  const promise = (async () => {
    renders.set(kind, (renders.get(kind) ?? 0) + 1);
    const value = await render();
    store(key, value, bytes(value));
    return value;
  })();
  inflight.set(key, promise);
  try {
    return await promise;
  } finally {
    if (inflight.get(key) === promise) inflight.delete(key);
  }
}

/** The cached value of `key` (a hit, as `cached` counts it), or undefined when it is not cached. */
export function cachedValue<T>(key: string): T | undefined {
  const hit = entries.get(key);
  return hit === undefined ? undefined : (used(key, hit) as T);
}

function used(key: string, hit: Entry): unknown {
  if (hit.touched !== stores) {
    // Recently used last. Only the first hit since the last store moves it (eviction happens only at a store),
    // so the hits of a busy artifact cost one map lookup; entries used since the last store keep the order of
    // that first use: nearly LRU, and never evicting one of them before an entry unused since.
    entries.delete(key);
    entries.set(key, hit);
    hit.touched = stores;
  }
  return hit.value;
}

function store(key: string, value: unknown, bytes: number): void {
  const { cacheBytes, cacheEntries } = publishedSettings;
  if (bytes > cacheBytes / 4) return; // one huge artifact must not flush everything else
  const previous = entries.get(key);
  if (previous) {
    totalBytes -= previous.bytes;
    entries.delete(key);
  }
  stores++;
  entries.set(key, { value, bytes, touched: stores });
  totalBytes += bytes;
  for (const [oldest, entry] of entries) {
    if (totalBytes <= cacheBytes && entries.size <= cacheEntries) break;
    entries.delete(oldest);
    totalBytes -= entry.bytes;
  }
}

/** How many renders of `kind` (all kinds without it) this process has done. */
export function renderCount(kind?: ArtifactKind): number {
  if (kind) return renders.get(kind) ?? 0;
  let sum = 0;
  for (const count of renders.values()) sum += count;
  return sum;
}

/** What the cache holds now (entries and bytes): for the documentation's numbers and the bound's test. */
export function cacheSize(): { entries: number; bytes: number } {
  return { entries: entries.size, bytes: totalBytes };
}
