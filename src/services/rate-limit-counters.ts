import type { Db } from '../db/client.ts';
import { rateLimitCountersRepository, type CounterClaim, type LeaseRule } from '../repositories/rate-limit-counters-repository.ts';

export type { CounterClaim, LeaseRule };

/** Where shared rate-limit budgets are leased from (the HTTP layer's leased counters use it). */
export interface CounterLeases {
  claim(key: string, max: number, windowMs: number, rule: LeaseRule): Promise<CounterClaim>;
  deleteEnded(): Promise<number>;
}

/** Rate-limit budgets shared through this database by every server process on it. */
export function databaseCounterLeases(db: Db): CounterLeases {
  return {
    claim: (key, max, windowMs, rule) => rateLimitCountersRepository.claim(db, key, max, windowMs, rule),
    deleteEnded: () => rateLimitCountersRepository.deleteEnded(db),
  };
}
