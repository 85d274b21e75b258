import type { DbTx } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export type AuditActor = 'gm' | 'system';

export const auditLogRepository = {
  record(db: DbTx, gameId: string, actor: AuditActor, action: string, details: Prisma.InputJsonValue = {}) {
    return db.auditLog.create({ data: { gameId, actor, action, details }, select: { id: true } });
  },
  listByGame(db: DbTx, gameId: string) {
    return db.auditLog.findMany({
      where: { gameId },
      select: { actor: true, action: true, details: true, createdAt: true },
      orderBy: { createdAt: 'asc' },
    });
  },
};
