import type { DbTx } from '../db/client.ts';
import { turnsRepository } from '../repositories/turns-repository.ts';
import { newTurnSeed } from './secrets.ts';

/** Opens turn `number` with a fresh crypto seed; only its SHA-256 is public until the resolution. */
export function openTurn(db: DbTx, gameId: string, number: number, deadline: Date | null, openedAt?: Date) {
  const { seed, seedHash } = newTurnSeed();
  return turnsRepository.create(db, { gameId, number, status: 'open', seed, seedHash, deadline, ...(openedAt ? { openedAt } : {}) });
}

export function deadlineAfter(settings: unknown, now: Date): Date | null {
  const hours = (settings as { turnHours?: unknown } | null)?.turnHours;
  return typeof hours === 'number' && hours > 0 ? new Date(now.getTime() + hours * 3_600_000) : null;
}
