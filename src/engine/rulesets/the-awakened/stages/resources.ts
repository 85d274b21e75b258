import type { Ctx } from '../context.ts';
import type { TurnEvent } from '../outcome.ts';
import { adjacent, productionOf, populationOf, totals } from '../position.ts';
import type { State } from '../schemas.ts';
import { winCheck } from './win.ts';

/**
 * Seed step 2 (Resources), on each populated land of the active player in board order, no choice:
 * - production = the marker's modifier applied to the population, then +1 with a Factory;
 * - as much as the population: all consumed;
 * - less: the missing resources come from the land's stored resources ("Your Population always consumes
 *   available Resources"), and population still unfed is removed;
 * - more: the surplus is stored, one marker per surplus resource ([D] digest; option `surplus`:
 *   `per-population` stores one per population instead), while the colour's 20 markers last.
 * Exodus (optional rule): unfed population first migrates to adjacent lands of other players holding stored
 * resources, one per such resource; the migrants join that player (cubes permitting; the rest die). The game
 * ends at once if that brings the other player to the target.
 */
export function resourcesStage(ctx: Ctx, state: State, player: string): TurnEvent[] {
  const events: TurnEvent[] = [];
  const { supply } = ctx.setup.data;
  let resourceSupply = Math.max(0, supply.resources - totals(ctx.index, state, player).resources);
  /** Stored resources of each foreign land already matched by migrants this step. */
  const attracted = new Map<string, number>();
  for (const id of ctx.index.order) {
    const l = state.lands[id];
    if (!l || l.owner !== player || l.population === 0) continue;
    const population = l.population;
    const produced = productionOf(l);
    const storedBefore = l.resources;
    let gained = 0;
    let lost = 0;
    let starved = 0;
    let migrated = 0;
    const exodus: TurnEvent[] = [];
    if (produced > population) {
      const surplus = ctx.setup.options.surplus === 'per-population' ? population : produced - population;
      gained = Math.min(surplus, resourceSupply);
      lost = surplus - gained;
      resourceSupply -= gained;
      l.resources += gained;
    } else if (produced < population) {
      const missing = population - produced;
      const covered = Math.min(l.resources, missing);
      l.resources -= covered;
      resourceSupply += covered;
      let unfed = missing - covered;
      if (ctx.setup.options.exodus) {
        for (const other of ctx.index.order) {
          if (unfed === 0 || state.over) break;
          const target = state.lands[other];
          if (!target || !adjacent(ctx.index, id, other) || target.owner === null || target.owner === player) continue;
          const room = target.resources - (attracted.get(other) ?? 0);
          if (room <= 0) continue;
          const count = Math.min(unfed, room);
          const joined = Math.min(count, Math.max(0, supply.population - populationOf(ctx.index, state, target.owner)));
          attracted.set(other, (attracted.get(other) ?? 0) + count);
          l.population -= count;
          target.population += joined;
          unfed -= count;
          migrated += count;
          exodus.push({ type: 'exodus', from: id, to: other, player, toPlayer: target.owner, count, joined });
          exodus.push(...winCheck(ctx, state));
        }
      }
      // The game may have ended with a migration: nothing happens after that moment.
      starved = state.over ? 0 : unfed;
      l.population -= starved;
    }
    events.push(
      { type: 'production', player, land: id, population, produced, storedBefore, storedAfter: l.resources, starved, migrated, gained, lost },
      ...exodus,
    );
    if (state.over) break;
  }
  return events;
}
