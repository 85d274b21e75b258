import type { CounterLeases, LeaseRule } from '../../services/rate-limit-counters.ts';
import type { Counters, Taken } from './counters.ts';
import { refused } from './counters.ts';

/**
 * How much of a budget one claim leases: an eighth of what is left, at most 1,000 units, at least one. Small
 * budgets (under 16 left) go one unit per claim, so they are exact to the request; a large budget costs one round
 * trip per up to 1,000 requests of a key. What a process leased and did not spend when the budget ran out is
 * refused to the others until the window ends: at most an eighth of what was left at its last claim.
 */
export const LEASE_RULE: LeaseRule = { share: 8, cap: 1000 };

interface Lease {
  /** Units leased to this process and not spent yet. */
  left: number;
  /** Units leased by every process in this window at the last claim (this one's included). */
  used: number;
  /** The window's end (local clock) and identity (the database's end of the window). */
  endsAt: number;
  window: number;
  /** The last claim got nothing: the budget is spent until the window ends. */
  spent: boolean;
}

/**
 * Budgets shared by every server process on one database (issue 34): a process leases chunks of a key's budget
 * from the key's counter row with one atomic upsert and spends them locally, claiming again when its lease is
 * spent; the row never leases more than the budget, so the processes together never admit more than it. A
 * request costs no round trip while the lease lasts, and none once the budget is spent (until the window ends).
 * Concurrent requests of one key wait for one claim. Ended windows are deleted from the table every minute.
 */
export class LeasedCounters implements Counters {
  private readonly leases = new Map<string, Lease>();
  private readonly claims = new Map<string, Promise<void>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly source: CounterLeases,
    private readonly capacity = 20_000,
    onSweepError: (error: unknown) => void = () => {},
  ) {
    this.sweeper = setInterval(() => {
      this.forgetEnded();
      source.deleteEnded().catch(onSweepError);
    }, 60_000);
    this.sweeper.unref();
  }

  take(key: string, max: number, windowMs: number): Taken | Promise<Taken> {
    return this.spend(key, max, Date.now()) ?? this.claimAndTake(key, max, windowMs);
  }

  giveBack(key: string, taken: Taken): void {
    const lease = this.leases.get(key);
    if (taken.allowed && lease !== undefined && lease.window === taken.window && lease.endsAt > Date.now()) lease.left++;
  }

  close(): void {
    clearInterval(this.sweeper);
    this.leases.clear();
  }

  /** A unit of this process's lease, a refusal when the budget is spent, or null when a claim is needed. */
  private spend(key: string, max: number, now: number): Taken | null {
    const lease = this.leases.get(key);
    if (lease === undefined || lease.endsAt <= now) return null;
    if (lease.left > 0) {
      lease.left--;
      return { allowed: true, current: lease.used - lease.left, ttlMs: lease.endsAt - now, window: lease.window };
    }
    return lease.spent ? refused(max, lease.endsAt - now, lease.window) : null;
  }

  private async claimAndTake(key: string, max: number, windowMs: number): Promise<Taken> {
    // Each claim grants at least one unit or finds the budget spent, so every waiter is answered in the end.
    for (;;) {
      let claim = this.claims.get(key);
      if (claim === undefined) {
        claim = this.claim(key, max, windowMs).finally(() => this.claims.delete(key));
        this.claims.set(key, claim);
      }
      await claim;
      const taken = this.spend(key, max, Date.now());
      if (taken !== null) return taken;
    }
  }

  private async claim(key: string, max: number, windowMs: number): Promise<void> {
    const row = await this.source.claim(key, max, windowMs, LEASE_RULE);
    const now = Date.now();
    const endsAt = now + Math.max(1, row.ttlMs);
    const lease = this.leases.get(key);
    if (lease !== undefined && lease.window === row.windowEndsMs) {
      lease.left += row.granted;
      lease.used = row.used;
      lease.endsAt = endsAt;
      lease.spent = row.granted === 0;
      return;
    }
    this.leases.delete(key);
    this.leases.set(key, { left: row.granted, used: row.used, endsAt, window: row.windowEndsMs, spent: row.granted === 0 });
    if (this.leases.size > this.capacity) this.evict(now);
  }

  private forgetEnded(now = Date.now()): void {
    for (const [key, lease] of this.leases) if (lease.endsAt <= now) this.leases.delete(key);
  }

  /** Past `capacity` keys: ended windows, then the oldest leases (their unspent units are lost: fewer admitted, never more). */
  private evict(now: number): void {
    this.forgetEnded(now);
    for (const key of this.leases.keys()) {
      if (this.leases.size <= this.capacity * 0.9) break;
      this.leases.delete(key);
    }
  }
}
