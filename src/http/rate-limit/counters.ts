/** One request's unit taken from a budget, or refused. */
export interface Taken {
  allowed: boolean;
  /** Units spent in this window as far as this process knows (max + 1 when refused: what @fastify/rate-limit reads). */
  current: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
  /** The window the unit came from (giveBack returns it only to that window). */
  window: number;
}

/**
 * Request budgets per key and fixed window (the window starts with the key's first request). `take` is
 * synchronous whenever it can be (the in-process store always; the shared store while its lease lasts).
 */
export interface Counters {
  take(key: string, max: number, windowMs: number): Taken | Promise<Taken>;
  /** Gives back a unit `take` allowed (a request that turned out not to count), if its window is still open. */
  giveBack(key: string, taken: Taken): void;
  close(): void;
}

export const refused = (max: number, ttlMs: number, window: number): Taken => ({ allowed: false, current: max + 1, ttlMs, window });
