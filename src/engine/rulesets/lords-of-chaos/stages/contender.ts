import type { TurnEvent } from '../outcome.ts';
import type { Side, Stage, TurnInput } from '../turn-types.ts';

export interface Contest {
  sides: Side[];
  contender: Side;
}

/**
 * Stage 4 (rules §6.3): the side with the highest attack value is the only contender. [D] A tie is drawn as
 * `contender:<planet>` among the tied sides' beneficiary ids, sorted ascending.
 */
export function contenderStage(input: TurnInput, sides: ReadonlyMap<string, Side[]>): Stage<Map<string, Contest>> {
  const result = new Map<string, Contest>();
  const events: TurnEvent[] = [];
  for (const [planet, planetSides] of sides) {
    if (planetSides.length === 0) continue;
    const best = Math.max(...planetSides.map((s) => s.attack));
    const tied = planetSides.filter((s) => s.attack === best);
    const chosen = input.rng.pick(`contender:${planet}`, tied.map((s) => s.beneficiary).sort());
    const contender = tied.find((s) => s.beneficiary === chosen)!;
    for (const side of planetSides) {
      if (side !== contender) events.push({ type: 'contest_lost', planet, players: side.members, attack: side.attack });
    }
    result.set(planet, { sides: planetSides, contender });
  }
  return { result, events };
}
