import { describe, expect, it } from 'vitest';
import { DEED_IDS } from '../../../../src/engine/rulesets/lords-of-chaos/deeds/types.ts';
import { REJECTION_REASONS } from '../../../../src/engine/rulesets/lords-of-chaos/reasons.ts';
import { readOwnCaseFiles } from './case-files.ts';

/** Scans the own case files: every reason code and every deed (awarded and not awarded) must be exercised. */
const cases = readOwnCaseFiles();

interface Rejection {
  player: string;
  index: number;
  reason: string;
}
type Orders = Record<string, Record<string, unknown>[]>;

const expectOf = (json: Record<string, unknown>) => (json.expect ?? {}) as Record<string, unknown>;
const rejectedOf = (json: Record<string, unknown>): Rejection[] => {
  const rejected = expectOf(json).rejected;
  return Array.isArray(rejected) ? (rejected as Rejection[]) : [];
};

/** Deeds claimed by accepted claimDeed orders (an index that is listed as rejected does not count). */
function acceptedClaims(json: Record<string, unknown>): { player: string; deed: string }[] {
  if (!Array.isArray(expectOf(json).rejected)) return []; // without a full rejected list we cannot tell
  const rejected = rejectedOf(json);
  const claims: { player: string; deed: string }[] = [];
  for (const [player, sheet] of Object.entries((json.orders ?? {}) as Orders)) {
    sheet.forEach((order, index) => {
      if (order.type !== 'claimDeed') return;
      if (rejected.some((r) => r.player === player && r.index === index)) return;
      claims.push({ player, deed: String(order.deed) });
    });
  }
  return claims;
}

function awarded(json: Record<string, unknown>): Record<string, unknown> | null {
  const deeds = expectOf(json).deeds;
  return deeds !== null && typeof deeds === 'object' ? (deeds as Record<string, unknown>) : null;
}

describe('own cases cover the rules', () => {
  it.each(REJECTION_REASONS)('rejection reason %s appears in a case', (reason) => {
    expect(cases.filter((c) => rejectedOf(c.json).some((r) => r.reason === reason)).map((c) => c.name)).not.toEqual([]);
  });

  it.each(DEED_IDS)('deed %s is awarded in a case', (deed) => {
    const names = cases.filter((c) => {
      const players = awarded(c.json)?.[deed];
      return Array.isArray(players) && players.length > 0;
    });
    expect(names).not.toEqual([]);
  });

  it.each(DEED_IDS)('deed %s is claimed and not awarded in a case', (deed) => {
    const names = cases.filter((c) => {
      const deeds = awarded(c.json);
      if (deeds === null) return false;
      return acceptedClaims(c.json).some((claim) => {
        const winners = deeds[deed];
        return !(Array.isArray(winners) && winners.includes(claim.player)) && claim.deed === deed;
      });
    });
    expect(names).not.toEqual([]);
  });

  it.each(DEED_IDS)('deed %s is rejected for the wrong god or kind, or as already taken, in a case', (deed) => {
    const names = cases.filter((c) =>
      rejectedOf(c.json).some((r) => {
        const order = ((c.json.orders ?? {}) as Orders)[r.player]?.[r.index];
        return (r.reason === 'deed_not_allowed' || r.reason === 'deed_taken') && order?.deed === deed;
      }),
    );
    // Only restricted deeds can be not allowed; every deed can be taken. At least one of both per deed.
    expect(names).not.toEqual([]);
  });
});
