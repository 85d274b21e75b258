import { driverRows, type DbTx } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';

/** What one lease claim answered: the chunk granted (0: the budget is spent), the window's total and its end. */
export interface CounterClaim {
  /** Units granted to the caller now (0 when the window's budget is spent). */
  granted: number;
  /** Units leased in this window so far, this grant included. */
  used: number;
  /** Milliseconds until the window ends (the database's clock) and the window's end itself, as an identity. */
  ttlMs: number;
  windowEndsMs: number;
}

export interface LeaseRule {
  /** A lease takes at most 1/share of what is left of the budget (at least one unit)... */
  share: number;
  /** ...and never more than this. */
  cap: number;
}

/** The chunk a claim gets when `left` units of the budget remain: small near the end, so processes share fairly. */
const grantWhen = (left: Prisma.Sql, rule: LeaseRule) => Prisma.sql`LEAST(${left}, GREATEST(1, LEAST(${rule.cap}::int, (${left}) / ${rule.share}::int)))`;

/** Shared rate-limit budgets (one row per key and window; rules in src/http/rate-limit/leased-counters.ts). */
export const rateLimitCountersRepository = {
  /**
   * Leases a chunk of `key`'s budget of `max` units per window of `windowMs`, in one atomic upsert: a new key or
   * an ended window starts a window now; otherwise the chunk is taken from what is left (`used` never exceeds
   * `max`). The row lock of the upsert serialises concurrent claims of every process.
   */
  async claim(db: DbTx, key: string, max: number, windowMs: number, rule: LeaseRule): Promise<CounterClaim> {
    const left = Prisma.sql`GREATEST(${max}::int - c."used", 0)`;
    const fresh = grantWhen(Prisma.sql`${max}::int`, rule);
    const [row] = await driverRows<CounterClaim>(
      db,
      Prisma.sql`
      INSERT INTO "RateLimitCounter" AS c ("key", "used", "lastGrant", "windowEnds")
      VALUES (${key}::text, ${fresh}, ${fresh}, now() + ${windowMs}::int * interval '1 millisecond')
      ON CONFLICT ("key") DO UPDATE SET
        "lastGrant" = CASE WHEN c."windowEnds" <= now() THEN EXCLUDED."lastGrant" ELSE ${grantWhen(left, rule)} END,
        "used" = CASE WHEN c."windowEnds" <= now() THEN EXCLUDED."used" ELSE c."used" + ${grantWhen(left, rule)} END,
        "windowEnds" = CASE WHEN c."windowEnds" <= now() THEN EXCLUDED."windowEnds" ELSE c."windowEnds" END
      RETURNING "lastGrant" AS "granted", "used",
        (EXTRACT(EPOCH FROM "windowEnds" - now()) * 1000)::float8 AS "ttlMs",
        (EXTRACT(EPOCH FROM "windowEnds") * 1000)::float8 AS "windowEndsMs"`,
    );
    return row!;
  },

  /** Deletes the rows of windows that have ended (any process may run it; a later claim starts a new row). */
  async deleteEnded(db: DbTx): Promise<number> {
    return db.$executeRaw`DELETE FROM "RateLimitCounter" WHERE "windowEnds" < now()`;
  },
};
