import type { Db, DbTx } from '../../db/client.ts';
import { TX_OPTIONS } from '../../db/transaction-options.ts';
import { invalidateGame } from '../game-cache.ts';
import { Memo } from '../memo.ts';
import { cached, cachedValue, cacheKey, type ArtifactKind } from './artifact-cache.ts';
import { loadGameContext, type GameContext } from './game-context.ts';
import { currentHead, freshHeadInMemory, headReads } from './publication-head.ts';
import type { PublicationHead } from './versions.ts';

/**
 * How a published artifact is found: the game's publication head says which version of it is current; the
 * cache holds what was rendered for that version; a miss renders from a consistent snapshot of the database
 * and checks that the snapshot is still that version (else the head was stale: read again, retry).
 */

/** The snapshot a render read is of another version than its cache key: the head was stale. */
export class StaleHead extends Error {
  constructor() {
    super('the publication head changed while rendering');
  }
}

export interface Snapshot<T> {
  head: PublicationHead;
  ctx: GameContext;
  data: T;
}

/** Setup hash each game's parsed setup was last checked against (a correction in another process re-parses it). */
const checkedSetups = new Memo<string>(10_000);

/**
 * Reads the head, the game context and `load`'s data in one REPEATABLE READ transaction: all of one state of
 * the game. The head read is kept for later requests.
 */
export async function snapshot<T>(db: Db, gameId: string, load: (tx: DbTx, ctx: GameContext, head: PublicationHead) => Promise<T>): Promise<Snapshot<T>> {
  const read = headReads.begin(gameId);
  const result = await db.$transaction(
    async (tx) => {
      const head = await headReads.read(tx, gameId);
      if (checkedSetups.get(gameId) !== head.setupHash) {
        invalidateGame(gameId); // the parsed setup in this process may be of an earlier setup
        checkedSetups.set(gameId, head.setupHash);
      }
      const ctx = await loadGameContext(tx, gameId);
      return { head, ctx, data: await load(tx, ctx, head) };
    },
    { ...TX_OPTIONS, isolationLevel: 'RepeatableRead' },
  );
  headReads.keep(gameId, result.head, read);
  return result;
}

/** A snapshot that must be of `version` (as `versionOf` reads it from the snapshot's head): else StaleHead. */
export async function snapshotOf<T>(
  db: Db,
  gameId: string,
  version: string,
  versionOf: (head: PublicationHead) => string | null,
  load: (tx: DbTx, ctx: GameContext, head: PublicationHead) => Promise<T>,
): Promise<Snapshot<T>> {
  const snap = await snapshot(db, gameId, load);
  if (versionOf(snap.head) !== version) throw new StaleHead();
  return snap;
}

export type Lookup<T> =
  /** The current version's value; `pinned`: the request named that version (it may be cached for good). */
  | { status: 'ok'; value: T; version: string; pinned: boolean }
  /** The request named another version: this one is current (redirect). */
  | { status: 'moved'; version: string }
  /** Nothing of that name is published now (the caller says 404, or 410 for a withdrawn turn). */
  | { status: 'unpublished' };

export interface ArtifactSpec<T> {
  kind: ArtifactKind;
  /** The resource's current version in a head; null when it is not published. */
  version(head: PublicationHead): string | null;
  /** Everything else the output depends on (format, language, origin...), in this head. */
  variant(head: PublicationHead): (string | number | boolean | undefined)[];
  /** Renders the value of exactly `version` (snapshotOf), or throws StaleHead. */
  render(version: string, head: PublicationHead): Promise<T>;
  bytes(value: T): number;
}

/** The value of `spec` for the game now, from the cache or rendered once; `requested`: the `v` the request named. */
export async function lookup<T>(db: Db, gameId: string, spec: ArtifactSpec<T>, requested?: string): Promise<Lookup<T>> {
  let head = await currentHead(db, gameId);
  for (let attempt = 0; ; attempt++) {
    const version = spec.version(head);
    if (version === null || (requested !== undefined && requested !== version)) {
      // Before answering "not here" or "elsewhere", make sure it is not this process that is behind.
      if (attempt === 0) {
        head = await freshHead(db, gameId);
        continue;
      }
      return version === null ? { status: 'unpublished' } : { status: 'moved', version };
    }
    try {
      const value = await renderPinned(gameId, spec, version, head);
      return { status: 'ok', value, version, pinned: requested === version };
    } catch (error) {
      if (!(error instanceof StaleHead) || attempt >= 3) throw error;
      head = await freshHead(db, gameId);
    }
  }
}

/**
 * `lookup`'s answer when it needs neither a read nor a render: the head is fresh in this process and the value
 * of its current version is cached (nearly every request for a published artifact). Else undefined: call
 * `lookup`. Synchronous, so that a hit costs no promise.
 */
export function lookupInMemory<T>(gameId: string, spec: ArtifactSpec<T>, requested?: string): { value: T; pinned: boolean } | undefined {
  const head = freshHeadInMemory(gameId);
  if (head === undefined) return undefined;
  const version = spec.version(head);
  if (version === null || (requested !== undefined && requested !== version)) return undefined;
  const value = cachedValue<T>(cacheKey(spec.kind, gameId, version, ...spec.variant(head)));
  return value === undefined ? undefined : { value, pinned: requested === version };
}

/** The value of `spec` at `version` (current in `head`), from the cache or rendered once. */
export function renderPinned<T>(gameId: string, spec: ArtifactSpec<T>, version: string, head: PublicationHead): Promise<T> {
  return cached(spec.kind, cacheKey(spec.kind, gameId, version, ...spec.variant(head)), () => spec.render(version, head), spec.bytes);
}

/** The head read from the database now (kept for later requests unless a write of this process intervened). */
export async function freshHead(db: Db, gameId: string): Promise<PublicationHead> {
  const read = headReads.begin(gameId);
  const head = await headReads.read(db, gameId);
  headReads.keep(gameId, head, read);
  return head;
}
