import type { CreatureType } from '../ids.ts';
import type { CreatureStats, Data, RankRow, Tier } from '../setup.ts';

/** The rank row for a points total (seed "DOOMTROOPERNS RANG": 0–9 → 1, 10–24 → 2 … 100–129 → 6, 130 top). */
export function rankRow(data: Data, points: number): RankRow {
  const rows = [...data.ranks].sort((a, b) => a.min - b.min);
  let row = rows[0]!;
  for (const candidate of rows) if (points >= candidate.min) row = candidate;
  return row;
}

export const rankOf = (data: Data, points: number): number => rankRow(data, points).rank;

/** The row of a rank number (ranks fixed at the start of a mission), else the lowest. */
export function rowOfRank(data: Data, rank: number): RankRow {
  const rows = [...data.ranks].sort((a, b) => a.min - b.min);
  return rows.find((r) => r.rank === rank) ?? rows[0]!;
}

/** Points a group needs to start a single mission at a rank (seed example: rank 3 → 25 points, 6 credits). */
export function startForRank(data: Data, rank: number): { points: number; credits: number } {
  return { points: rowOfRank(data, rank).min, credits: 2 * rank };
}

/**
 * The monster tile (seed "MONSTERBRICKA"): the lowest tile first; a tile with a higher minimum rank once at
 * least two groups have reached it (rank 3 → tile 3–4, rank 5 → tile 5–6).
 */
export function tierFor(data: Data, ranks: readonly number[]): Tier {
  const tiers = [...data.tiers].sort((a, b) => a.minRank - b.minRank);
  let chosen = tiers[0]!;
  for (const tier of tiers) if (ranks.filter((r) => r >= tier.minRank).length >= 2) chosen = tier;
  return chosen;
}

export function creatureStats(data: Data, tierId: string, type: CreatureType): CreatureStats {
  const tier = data.tiers.find((t) => t.id === tierId) ?? data.tiers[0]!;
  return (
    tier.stats.find((s) => s.type === type) ??
    data.tiers.flatMap((t) => t.stats).find((s) => s.type === type) ?? {
      type,
      armour: 0,
      melee: { dice: 1, colour: 'white' },
      ranged: { dice: 0, colour: 'white' },
      range: 24,
      move: 3,
    }
  );
}
