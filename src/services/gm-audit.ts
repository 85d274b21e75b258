import type { Db } from '../db/client.ts';
import { auditLogRepository } from '../repositories/audit-log-repository.ts';
import { requireGm, type Actor } from './actor.ts';
import { loadGameHeader } from './game-position.ts';

/** The game's audit log (GM): who (gm / system), when, what. */
export async function listAudit(db: Db, actor: Actor, gameId: string) {
  await loadGameHeader(db, gameId);
  requireGm(actor);
  const rows = await auditLogRepository.listByGame(db, gameId);
  return { entries: rows.map((row) => ({ actor: row.actor, action: row.action, details: row.details, at: row.createdAt.toISOString() })) };
}
