import type { TurnEvent } from '../outcome.ts';
import type { Battle, Stage, TurnInput } from '../turn-types.ts';

/**
 * Stage 8 (rules §11): a player who held at least one planet at the start and none after resolution is
 * eliminated; credited = the beneficiaries of conquests of their planets this turn (sorted; none if the last
 * planet went by the player's own cession).
 */
export function eliminationStage(
  input: TurnInput,
  battles: ReadonlyMap<string, Battle>,
  finalControl: Readonly<Record<string, string | null>>,
): Stage<Map<string, string[]>> {
  const stillHolding = new Set<string>();
  for (const owner of Object.values(finalControl)) if (owner !== null) stillHolding.add(owner);
  const eliminated = new Map<string, string[]>();
  const events: TurnEvent[] = [];
  for (const player of input.players) {
    const heldAtStart = input.start.holdings.get(player.id)?.planets.length ?? 0;
    if (heldAtStart === 0 || stillHolding.has(player.id)) continue;
    const credited = new Set<string>();
    for (const battle of battles.values()) {
      if (battle.conquered && battle.holder === player.id) credited.add(battle.contender.beneficiary);
    }
    const by = [...credited].sort();
    eliminated.set(player.id, by);
    events.push({ type: 'eliminated', player: player.id, by });
  }
  return { result: eliminated, events };
}
