import type { DbTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';

const requestSelect = { id: true, gameId: true, name: true, data: true, status: true, createdAt: true } as const;
export type JoinRequestRow = Prisma.JoinRequestGetPayload<{ select: typeof requestSelect }>;

/** Requests to take a seat through a game's shared invitation link (queries only; rules in the service). */
export const joinRequestsRepository = {
  create(db: DbTx, data: Prisma.JoinRequestUncheckedCreateInput) {
    return db.joinRequest.create({ data, select: { id: true } });
  },
  listByGame(db: DbTx, gameId: string): Promise<JoinRequestRow[]> {
    return db.joinRequest.findMany({ where: { gameId }, select: requestSelect, orderBy: { createdAt: 'asc' } });
  },
  countPending(db: DbTx, gameId: string): Promise<number> {
    return db.joinRequest.count({ where: { gameId, status: 'pending' } });
  },
  find(db: DbTx, gameId: string, id: string) {
    return db.joinRequest.findFirst({ where: { gameId, id }, select: { ...requestSelect, tokenHash: true } });
  },
  findByTokenHash(db: DbTx, tokenHash: string) {
    return db.joinRequest.findUnique({ where: { tokenHash }, select: requestSelect });
  },
  setStatus(db: DbTx, id: string, status: 'declined') {
    return db.joinRequest.update({ where: { id }, data: { status }, select: { id: true } });
  },
  remove(db: DbTx, id: string) {
    return db.joinRequest.delete({ where: { id }, select: { id: true } });
  },
};
