import type { Ctx } from '../context.ts';
import type { TurnEvent } from '../outcome.ts';
import { capOf, populationOf } from '../position.ts';
import type { State } from '../schemas.ts';

/** Seed step 1: what a land's population gains by its size alone (1 → dies, 2 → none, 3 → +1, 4+ → +2). */
export function growthWanted(population: number): number {
  if (population <= 2) return 0;
  return population === 3 ? 1 : 2;
}

/**
 * Seed step 1 (Population), on each land of the active player in board order: a lone population dies; 2 gain
 * nothing; 3 gain one and 4 or more up to two "if Land allows" (up to the cap: the marker's first number, +1
 * with a City); then population above the cap is removed. Cubes come from the colour's supply (25): growth
 * stops when it is empty, and cubes removed on earlier lands return to it first.
 */
export function growthStage(ctx: Ctx, state: State, player: string): TurnEvent[] {
  const events: TurnEvent[] = [];
  let supplyLeft = Math.max(0, ctx.setup.data.supply.population - populationOf(ctx.index, state, player));
  for (const id of ctx.index.order) {
    const l = state.lands[id];
    if (!l || l.owner !== player || l.population === 0) continue;
    const before = l.population;
    const cap = capOf(l);
    const died = before === 1 ? 1 : 0;
    const wanted = died ? 0 : Math.min(growthWanted(before), Math.max(0, cap - before));
    const gained = Math.min(wanted, supplyLeft);
    const grown = before - died + gained;
    const trimmed = Math.max(0, grown - cap);
    const after = grown - trimmed;
    supplyLeft += died + trimmed - gained;
    l.population = after;
    if (gained + died + trimmed + (wanted - gained) === 0) continue;
    events.push({ type: 'growth', player, land: id, before, gained, died, trimmed, after, cap, supplyShort: wanted - gained });
  }
  return events;
}
