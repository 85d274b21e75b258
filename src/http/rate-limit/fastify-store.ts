import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Counters } from './counters.ts';

/** @fastify/rate-limit's store interface (incr, child) over our counters; every route shares them (keys say whose). */
export function fastifyStore(counters: Counters): FastifyRateLimitStoreCtor {
  return class CountersStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      const taken = counters.take(key, max, timeWindow);
      if (!(taken instanceof Promise)) return callback(null, { current: taken.current, ttl: taken.ttlMs });
      taken.then(
        (result) => callback(null, { current: result.current, ttl: result.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
