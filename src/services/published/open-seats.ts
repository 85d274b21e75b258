import type { DbTx } from '../../db/client.ts';
import { orderSheetsRepository } from '../../repositories/order-sheets-repository.ts';
import { publishedSettings } from './published-settings.ts';
import { RevalidatingMemo } from './revalidating-memo.ts';

/** Per seat of an open turn: has sent a sheet, and is its latest version marked ready (never what was sent). */
export interface OpenSeats {
  turnId: string;
  sent: ReadonlySet<string>;
  ready: ReadonlySet<string>;
}

/**
 * Who has sent and who is ready in a game's open turn, as the public game page shows it: one query, read
 * again after PUBLISHED_REVALIDATE_MS or at once after this process wrote to the game (forgetPublished).
 */
const seats = new RevalidatingMemo<OpenSeats>(10_000, () => publishedSettings.revalidateMs);

export async function openSeats(db: DbTx, gameId: string, turnId: string): Promise<OpenSeats> {
  const known = await seats.get(gameId, () => readSeats(db, turnId));
  // Another turn opened since (read by the head first): this entry is of the previous one.
  if (known.turnId === turnId) return known;
  seats.forget(gameId);
  return seats.get(gameId, () => readSeats(db, turnId));
}

async function readSeats(db: DbTx, turnId: string): Promise<OpenSeats> {
  const flags = await orderSheetsRepository.flags(db, turnId); // the turn's LatestSheet rows: one index range
  return { turnId, sent: new Set(flags.keys()), ready: new Set([...flags].filter(([, flag]) => flag.ready).map(([player]) => player)) };
}

export function forgetOpenSeats(gameId: string): void {
  seats.forget(gameId);
}
