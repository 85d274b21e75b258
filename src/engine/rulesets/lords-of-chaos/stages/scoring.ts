import type { ScoreBreakdown } from '../outcome.ts';
import { holdingsOf, type Position } from '../position.ts';
import type { Stage, TurnInput } from '../turn-types.ts';

export interface Scoring {
  breakdown: Record<string, ScoreBreakdown>;
  turnPoints: Record<string, number>;
  scores: Record<string, number>;
}

/** Turns whose points (deeds included) are doubled (rules §8). */
export const DOUBLED_TURNS: readonly number[] = [7, 8];

/**
 * Stage 10 (rules §8): on the map after resolution, 1 per planet, +1 per Resources symbol, +1 per whole
 * subsector, +3 per whole outer sector, +5 per whole eye sector, plus this turn's deeds; ×2 in turns 7–8.
 */
export function scoringStage(input: TurnInput, final: Position, deedPoints: Readonly<Record<string, number>>): Stage<Scoring> {
  const doubled = DOUBLED_TURNS.includes(input.state.turn);
  const breakdown: Record<string, ScoreBreakdown> = {};
  const turnPoints: Record<string, number> = {};
  const scores: Record<string, number> = {};
  for (const { id } of input.players) {
    const held = holdingsOf(final, id);
    const outer = held.sectors.filter((s) => input.index.sectorKind.get(s) === 'outer').length;
    const eye = held.sectors.length - outer;
    const parts = {
      planets: held.planets.length,
      resources: held.resources,
      subsectors: held.subsectors.length,
      outerSectors: 3 * outer,
      eyeSectors: 5 * eye,
      deeds: deedPoints[id] ?? 0,
    };
    const sum = parts.planets + parts.resources + parts.subsectors + parts.outerSectors + parts.eyeSectors + parts.deeds;
    const total = doubled ? 2 * sum : sum;
    breakdown[id] = { ...parts, doubled, total };
    turnPoints[id] = total;
    scores[id] = (input.state.scores[id] ?? 0) + total;
  }
  return { result: { breakdown, turnPoints, scores }, events: [] };
}
