import type { GameOver } from '../outcome.ts';
import type { Stage, TurnInput } from '../turn-types.ts';
import { LAST_TURN } from './next-turn.ts';

/**
 * Stage 12 (rules §8): after the last turn, rank by total; a single leader is the Supreme Lord of Chaos (who names
 * two Lieutenants later); players tied for the lead are all Paladins of Chaos. Ties share a rank (1, 1, 3).
 */
export function endOfGameStage(input: TurnInput, scores: Readonly<Record<string, number>>): Stage<GameOver | null> {
  if (input.state.turn < LAST_TURN) return { result: null, events: [] };
  const sorted = input.players.map((p) => ({ player: p.id, score: scores[p.id] ?? 0 })).sort((a, b) => b.score - a.score || (a.player < b.player ? -1 : 1));
  const ranking = sorted.map((entry) => ({ ...entry, rank: 1 + sorted.filter((o) => o.score > entry.score).length }));
  const leaders = ranking.filter((r) => r.rank === 1).map((r) => r.player);
  const supremeLord = leaders.length === 1 ? leaders[0]! : null;
  const paladins = leaders.length > 1 ? leaders : [];
  return { result: { ranking, supremeLord, paladins }, events: [{ type: 'game_over', ranking, supremeLord, paladins }] };
}
