import type { DbTx } from '../../db/client.ts';
import { publishedRepository } from '../../repositories/published-repository.ts';
import { notFound } from '../errors.ts';
import { gameCacheBudget, gameGeneration } from '../game-cache.ts';
import { forgetGameView } from '../get-game.ts';
import { forgetOpenSeats } from './open-seats.ts';
import { emitServiceEvent } from '../service-events.ts';
import { publishedSettings } from './published-settings.ts';
import { RevalidatingMemo, type Epoch } from './revalidating-memo.ts';
import { publicationHead, type PublicationHead } from './versions.ts';

/**
 * The publication head of each game as this process last read it (versions.ts derives every version from
 * it). Read again after PUBLISHED_REVALIDATE_MS, at once after this process wrote to the game (`forgetPublished`:
 * resolutions, reverts, and every successful write request, src/http/plugins/published-freshness.ts), and
 * after a setup correction (the game's cache generation). Within the per-game caches' budget (game-cache.ts): a
 * head weighs a few hundred bytes and ~100 per resolved turn.
 */
const heads = new RevalidatingMemo<PublicationHead>(10_000, () => publishedSettings.revalidateMs, {
  generation: gameGeneration,
  sizing: { budget: gameCacheBudget, bytes: (head) => 512 + head.name.length + 100 * head.resolved.length },
});

async function readHead(db: DbTx, gameId: string): Promise<PublicationHead> {
  const row = await publishedRepository.findHead(db, gameId);
  if (!row) throw notFound('Game');
  return publicationHead(row);
}

/** The head if this process read it recently enough to use it without reading (as `currentHead` would), else undefined. */
export function freshHeadInMemory(gameId: string): PublicationHead | undefined {
  return heads.peek(gameId);
}

export function currentHead(db: DbTx, gameId: string): Promise<PublicationHead> {
  return heads.get(gameId, () => readHead(db, gameId));
}

/** A head read inside a consistent snapshot (snapshot.ts): `begin()` before the read, `keep()` after it. */
export const headReads = {
  begin: (gameId: string) => heads.startRead(gameId),
  read: readHead,
  keep: (gameId: string, head: PublicationHead, read: { epoch: Epoch; at: number }) => heads.offer(gameId, head, read.epoch, read.at),
};

/** This process changed what game `gameId` publishes (or may have): read its head and open seats again. */
export function forgetPublished(gameId: string): void {
  heads.forget(gameId);
  forgetOpenSeats(gameId);
  forgetGameView(gameId); // the game JSON follows the same freshness
}

/**
 * A committed resolution, revert, deadline extension or import changed what game `gameId` publishes: this process
 * forgets what it read at once, and the others are told (on PostgreSQL, server.ts: LISTEN/NOTIFY), instead of
 * waiting up to PUBLISHED_REVALIDATE_MS.
 */
export function announcePublished(gameId: string): void {
  forgetPublished(gameId);
  emitServiceEvent({ kind: 'published', gameId });
}
