import type { DbTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';

const seatLinkSelect = { id: true, seat: true, tokenHash: true, linkSalt: true, linkOpenedAt: true } as const;
export type SeatLinkRow = Prisma.PlayerGetPayload<{ select: typeof seatLinkSelect }>;

/** Seats' links (src/services/player-links.ts): hashes and salts, never a token. */
export const playerLinksRepository = {
  listByGame(db: DbTx, gameId: string): Promise<SeatLinkRow[]> {
    return db.player.findMany({ where: { gameId }, select: seatLinkSelect, orderBy: { seat: 'asc' } });
  },
  async exists(db: DbTx, gameId: string, playerId: string): Promise<boolean> {
    return (await db.player.count({ where: { id: playerId, gameId } })) > 0;
  },
  setLink(db: DbTx, playerId: string, tokenHash: string, linkSalt: string) {
    return db.player.update({ where: { id: playerId }, data: { tokenHash, linkSalt, linkOpenedAt: null }, select: { id: true } });
  },
  /** Deletes the seat and moves the later seats up one (one by one, upwards: seat numbers are unique per game). */
  async remove(db: DbTx, gameId: string, playerId: string): Promise<{ name: string; seat: number } | null> {
    const seat = await db.player.findFirst({ where: { id: playerId, gameId }, select: { name: true, seat: true } });
    if (!seat) return null;
    await db.player.delete({ where: { id: playerId } });
    const later = await db.player.findMany({ where: { gameId, seat: { gt: seat.seat } }, select: { id: true, seat: true }, orderBy: { seat: 'asc' } });
    for (const row of later) await db.player.update({ where: { id: row.id }, data: { seat: row.seat - 1 } });
    return seat;
  },
  async markOpened(db: DbTx, playerId: string, at: Date): Promise<void> {
    await db.player.updateMany({ where: { id: playerId, linkOpenedAt: null }, data: { linkOpenedAt: at } });
  },
};
