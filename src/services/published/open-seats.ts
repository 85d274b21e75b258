import type { DbTx } from '../../db/client.ts';
import { orderSheetsRepository } from '../../repositories/order-sheets-repository.ts';
import { openStepSeats } from './public-flags.ts';
import { gameCacheBudget } from '../game-cache.ts';
import { publishedSettings } from './published-settings.ts';
import { RevalidatingMemo } from './revalidating-memo.ts';

/**
 * Per seat of an open turn, as the public may know it: has sent a sheet, and is its latest version marked ready
 * (never what was sent; nothing of a secret, optional answer while a required one is awaited: public-flags.ts).
 */
export interface OpenSeats {
  turnId: string;
  sent: ReadonlySet<string>;
  ready: ReadonlySet<string>;
}

/**
 * Who has sent and who is ready in a game's open turn, as the public game page shows it: one query, read
 * again after PUBLISHED_REVALIDATE_MS or at once after this process wrote to the game (forgetPublished). Within
 * the per-game caches' budget (game-cache.ts).
 */
const seats = new RevalidatingMemo<OpenSeats>(10_000, () => publishedSettings.revalidateMs, {
  sizing: { budget: gameCacheBudget, bytes: (known) => 256 + 64 * (known.sent.size + known.ready.size) },
});

export async function openSeats(db: DbTx, gameId: string, turnId: string): Promise<OpenSeats> {
  const known = await seats.get(gameId, () => readSeats(db, gameId, turnId));
  // Another turn opened since (read by the head first): this entry is of the previous one.
  if (known.turnId === turnId) return known;
  seats.forget(gameId);
  return seats.get(gameId, () => readSeats(db, gameId, turnId));
}

async function readSeats(db: DbTx, gameId: string, turnId: string): Promise<OpenSeats> {
  const flags = await orderSheetsRepository.flags(db, turnId); // the turn's LatestSheet rows: one index range
  const hidden = flags.size === 0 ? new Set<string>() : (await openStepSeats(db, gameId, { id: turnId, status: 'open' })).hidden;
  const known = [...flags].filter(([player]) => !hidden.has(player));
  return { turnId, sent: new Set(known.map(([player]) => player)), ready: new Set(known.filter(([, flag]) => flag.ready).map(([player]) => player)) };
}

export function forgetOpenSeats(gameId: string): void {
  seats.forget(gameId);
}
