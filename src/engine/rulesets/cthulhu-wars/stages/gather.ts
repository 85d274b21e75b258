import { addPower, enterPhase, type Ctx } from '../context.ts';
import { half } from '../rounding.ts';
import { abandonedGates, controlledGates, kindOf, turnOrder, unitsOnMap } from '../world.ts';

/**
 * Phase 2, Gather Power (seed): everybody gains Power at once from the sources of the GM data (cultists,
 * controlled and abandoned gates, the faction's bonus); captives go back to their owners' pools, 1 Power
 * each to the captor; then (consolation) anybody below half of the highest Power is raised to that half,
 * rounded away from zero.
 */
export function gatherStage(ctx: Ctx): void {
  const { world, state } = ctx;
  const sources = world.setup.data.power;
  const abandoned = abandonedGates(world, state).length;
  const order = turnOrder(world, state.firstPlayer, state.direction);
  for (const player of order) {
    const cultists = unitsOnMap(world, state, player).filter((u) => kindOf(world, u) === 'cultist').length;
    const gates = controlledGates(world, state, player).length;
    const bonus = world.factionOf.get(player)?.powerBonus ?? 0;
    const gained = cultists * sources.perCultist + gates * sources.perControlledGate + abandoned * sources.perAbandonedGate + bonus;
    addPower(state, player, gained);
    ctx.events.push({ type: 'power-gathered', player, cultists, gates, abandoned, bonus, gained, power: state.power[player] ?? 0 });
  }
  returnCaptives(ctx);
  consolation(ctx);
  enterPhase(ctx, 'first-player');
}

/** Seed: you must give back every figure you captured to its player's pool; 1 Power for each. */
function returnCaptives(ctx: Ctx): void {
  const { world, state } = ctx;
  for (const info of world.units) {
    const captor = state.captives[info.id];
    if (captor === undefined) continue;
    delete state.captives[info.id];
    addPower(state, captor, world.setup.data.power.perCaptive);
    ctx.events.push({ type: 'captive-returned', unit: info.id, owner: info.owner, captor, power: state.power[captor] ?? 0 });
  }
}

/** Seed ("Tröstpris"): at the end of the phase, stragglers' Power rises to half the highest (rounded away from zero). */
export function consolation(ctx: Ctx): void {
  const { world, state } = ctx;
  const order = turnOrder(world, state.firstPlayer, state.direction);
  const highest = Math.max(0, ...order.map((p) => state.power[p] ?? 0));
  const floor = half(highest);
  for (const player of order) {
    const from = state.power[player] ?? 0;
    if (from < floor) {
      state.power[player] = floor;
      ctx.events.push({ type: 'consolation', player, from, to: floor, highest });
    }
  }
}
