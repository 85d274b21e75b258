import type { ScoreBreakdown } from '../outcome.ts';
import type { ReportInput } from './report-input.ts';

export interface ScoreRow {
  player: string;
  rank: number;
  /** Positive: climbed that many places since the previous turn; null on turn 1 (no previous ranking). */
  rankChange: number | null;
  planets: number;
  turnPoints: number;
  total: number;
  /** Actions available next turn. */
  actions: number;
  breakdown: ScoreBreakdown | null;
}

/** Competition ranking ("1224"): tied totals share a rank, the next rank skips. */
export function rankByTotal(totals: Record<string, number>, playerIds: readonly string[]): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const id of playerIds) {
    const total = totals[id] ?? 0;
    ranks.set(id, 1 + playerIds.filter((other) => (totals[other] ?? 0) > total).length);
  }
  return ranks;
}

/** The score table of a resolved turn, best first (ties by seating order). */
export function scoreTable(input: ReportInput): ScoreRow[] {
  const ids = input.players.map((player) => player.id);
  const { outcome } = input;
  const ranks = rankByTotal(outcome.scores, ids);
  const previous = rankByTotal(input.before.scores, ids);
  const planets = new Map<string, number>();
  for (const controller of Object.values(outcome.control)) {
    if (controller !== null) planets.set(controller, (planets.get(controller) ?? 0) + 1);
  }
  const rows = ids.map((player): ScoreRow => ({
    player,
    rank: ranks.get(player)!,
    rankChange: input.turn <= 1 ? null : previous.get(player)! - ranks.get(player)!,
    planets: planets.get(player) ?? 0,
    turnPoints: outcome.turnPoints[player] ?? 0,
    total: outcome.scores[player] ?? 0,
    actions: outcome.actions[player] ?? 0,
    breakdown: outcome.scoreBreakdown[player] ?? null,
  }));
  const seat = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => a.rank - b.rank || seat.get(a.player)! - seat.get(b.player)!);
}
