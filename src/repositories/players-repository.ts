import type { DbTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';

const playerSelect = {
  id: true,
  seat: true,
  name: true,
  data: true,
} as const;

export type PlayerRow = Prisma.PlayerGetPayload<{ select: typeof playerSelect }>;

export const playersRepository = {
  create(db: DbTx, data: Prisma.PlayerUncheckedCreateInput) {
    return db.player.create({ data, select: { id: true } });
  },
  listByGame(db: DbTx, gameId: string): Promise<PlayerRow[]> {
    return db.player.findMany({ where: { gameId }, select: playerSelect, orderBy: { seat: 'asc' } });
  },
  findByTokenHash(db: DbTx, tokenHash: string) {
    return db.player.findUnique({ where: { tokenHash }, select: { id: true, gameId: true } });
  },
};
