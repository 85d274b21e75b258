import type { Db } from '../db/client.ts';
import { operationsRepository } from '../repositories/operations-repository.ts';
import type { Clock } from '../time/clock.ts';

/** Why the server is not ready (GET /ready), or null when it is. */
export type NotReady = 'database_unavailable' | 'migrations_pending' | 'draining';

/**
 * Ready to take requests: the database answers and holds every migration this build ships (`expected`: a server
 * migrates at its start, but a database restored from an older backup, or migrated back by hand, would not).
 */
export async function readiness(db: Db, expected: readonly string[]): Promise<NotReady | null> {
  let applied: string[];
  try {
    applied = await operationsRepository.appliedMigrations(db);
  } catch {
    return 'database_unavailable';
  }
  const present = new Set(applied);
  return expected.every((name) => present.has(name)) ? null : 'migrations_pending';
}

/** The scheduler's backlog now (GET /metrics): notifications in the outbox and turns past their deadline. */
export function queueDepths(db: Db, clock: Clock): Promise<{ notifications: number; dueTurns: number }> {
  return operationsRepository.queueDepths(db, clock.now());
}
