import type { Counters, Taken } from './counters.ts';
import { refused } from './counters.ts';

interface Window {
  used: number;
  endsAt: number;
}

/**
 * Budgets counted in this process only: exact for one server process (the embedded database allows no other).
 * At most `capacity` keys are kept: past it, ended windows are dropped, then the oldest windows (whose count
 * restarts) down to 9/10 of it, so a stream of new keys pays one sweep per capacity/10 keys.
 */
export class MemoryCounters implements Counters {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly capacity = 20_000) {}

  take(key: string, max: number, windowMs: number): Taken {
    const now = Date.now();
    let window = this.windows.get(key);
    if (window === undefined || window.endsAt <= now) {
      window = { used: 0, endsAt: now + windowMs };
      this.windows.delete(key);
      this.windows.set(key, window);
      if (this.windows.size > this.capacity) this.evict(now);
    }
    if (window.used >= max) return refused(max, window.endsAt - now, window.endsAt);
    window.used++;
    return { allowed: true, current: window.used, ttlMs: window.endsAt - now, window: window.endsAt };
  }

  giveBack(key: string, taken: Taken): void {
    const window = this.windows.get(key);
    if (taken.allowed && window !== undefined && window.endsAt === taken.window && window.used > 0) window.used--;
  }

  close(): void {
    this.windows.clear();
  }

  private evict(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.capacity * 0.9) break;
      this.windows.delete(key);
    }
  }
}
