import type { Building } from '../constants.ts';
import type { Ctx } from '../context.ts';
import type { TurnEvent } from '../outcome.ts';
import { adjacent, has, land, militaryCount, occupiedByOther, settle, totals } from '../position.ts';
import type { Rejection } from '../reasons.ts';
import type { MilitaryMove, MilitaryOrder, Military, Raid, State } from '../schemas.ts';
import { enter } from './moves.ts';
import { checkPath, landName } from './paths.ts';

export interface Battle {
  attackersLost: Military;
  defendersLost: Military & { defence: number };
  survivors: Military;
}

/**
 * Seed step 8, a raid's battle: "Defending Military Units kill one attacker each, and attacking Units kill one
 * defender each"; a Defence "counts as one Military unit" of the defenders. So min(attackers, defenders) die
 * on each side: equal numbers kill all, and only a larger raid has survivors. [D] Each side loses its veterans
 * first, then its "M" units, the Defence last (the units that would leave soonest go first).
 */
export function battle(attackers: Military, defenders: Military, defence: boolean): Battle {
  const a = attackers.m + attackers.v;
  const d = defenders.m + defenders.v + (defence ? 1 : 0);
  const kills = Math.min(a, d);
  const av = Math.min(attackers.v, kills);
  const dv = Math.min(defenders.v, kills);
  const dm = Math.min(defenders.m, kills - dv);
  const dd = Math.min(defence ? 1 : 0, kills - dv - dm);
  const attackersLost = { m: kills - av, v: av };
  return {
    attackersLost,
    defendersLost: { m: dm, v: dv, defence: dd },
    survivors: { m: attackers.m - attackersLost.m, v: attackers.v - attackersLost.v },
  };
}

/**
 * Seed step 8 (Military), orders in the order written, each on the position the earlier ones left: every
 * military unit of the player (those formed in step 7 included) acts once, moving or raiding.
 * - Move: like population (one land, two through a Railroad) to an unoccupied or own land; [D] military
 *   cannot explore, so not into an unexplored land.
 * - Raid: an adjacent land holding another player's pieces; the battle above; then the survivors carry out
 *   ONE option ([D] per raid): plunder (one stored resource per survivor, taken home), kill (one population
 *   per survivor), destroy (one named building per two survivors) or conquer (only when no population is
 *   left: the defender's stored resources there are removed, a Defence is destroyed, and up to all survivors
 *   may move in, "M" first).
 */
export function militaryStage(ctx: Ctx, state: State, player: string, orders: readonly MilitaryOrder[]): { events: TurnEvent[]; rejected: Rejection[] } {
  const events: TurnEvent[] = [];
  const rejected: Rejection[] = [];
  /** Units that have not acted yet, per land. */
  const ready = new Map<string, Military>();
  for (const id of ctx.index.order) {
    const l = state.lands[id];
    if (l && l.owner === player && militaryCount(l) > 0) ready.set(id, { ...l.military });
  }
  orders.forEach((order, i) => {
    const reject = (reason: Rejection['reason'], field?: string, params?: Rejection['params']) =>
      rejected.push({ list: 'military', index: i, reason, ...(field ? { field } : {}), ...(params ? { params } : {}) });
    const from = landName(order.from);
    const to = landName(order.to);
    if (from === null || !ctx.index.spec.has(from)) return reject('unknown_land', 'from', { land: order.from });
    if (to === null || !ctx.index.spec.has(to)) return reject('unknown_land', 'to', { land: order.to });
    const via = order.type === 'move' ? landName(order.via) : null;
    if (order.type === 'move' && via !== null && !ctx.index.spec.has(via)) return reject('unknown_land', 'via', { land: order.via ?? '' });
    if (from === to) return reject('same_land', 'to', { land: from });
    if (order.m + order.v === 0) return reject('no_units');
    const origin = land(state, from);
    if (origin.owner !== player || militaryCount(origin) === 0) return reject('not_your_land', 'from', { land: from });
    const free = ready.get(from) ?? { m: 0, v: 0 };
    if (order.m > free.m || order.v > free.v) return reject('not_enough_military', order.m > free.m ? 'm' : 'v', { land: from, m: free.m, v: free.v });
    const problem = order.type === 'move' ? moveProblem(ctx, state, player, from, to, via) : raidProblem(ctx, state, player, from, to, order);
    if (problem) return reject(problem.reason, problem.field, problem.params);
    ready.set(from, { m: free.m - order.m, v: free.v - order.v });
    events.push(...(order.type === 'move' ? applyMove(state, player, from, to, via, order) : applyRaid(ctx, state, player, from, to, order)));
    events.push(...settle(ctx.index, state));
  });
  return { events, rejected };
}

interface Problem {
  reason: Rejection['reason'];
  field?: string;
  params?: Rejection['params'];
}

function moveProblem(ctx: Ctx, state: State, player: string, from: string, to: string, via: string | null): Problem | null {
  const path = checkPath(ctx.index, state, player, from, to, via);
  if (path) return { reason: path.reason, field: path.field, params: { land: path.field === 'via' ? (via ?? '') : to, from } };
  const target = land(state, to);
  if (target.marker === null) return { reason: 'military_cannot_explore', field: 'to', params: { land: to } };
  if (occupiedByOther(target, player)) return { reason: 'land_occupied', field: 'to', params: { land: to } };
  return null;
}

function raidProblem(ctx: Ctx, state: State, player: string, from: string, to: string, order: Raid): Problem | null {
  if (!adjacent(ctx.index, from, to)) return { reason: 'not_adjacent', field: 'to', params: { land: to, from } };
  const target = land(state, to);
  if (target.owner === player) return { reason: 'raid_own_land', field: 'to', params: { land: to } };
  if (!occupiedByOther(target, player)) return { reason: 'nothing_to_raid', field: 'to', params: { land: to } };
  if (order.buildings.length > 0 && order.option !== 'destroy') return { reason: 'field_not_for_option', field: 'buildings', params: { option: order.option } };
  if (order.moveIn > 0 && order.option !== 'conquer') return { reason: 'field_not_for_option', field: 'moveIn', params: { option: order.option } };
  const fight = battle({ m: order.m, v: order.v }, target.military, has(target, 'defence'));
  const survivors = fight.survivors.m + fight.survivors.v;
  if (order.option === 'destroy') {
    if (new Set(order.buildings).size !== order.buildings.length) return { reason: 'duplicate_building', field: 'buildings' };
    const max = Math.floor(survivors / 2);
    if (order.buildings.length > max) return { reason: 'too_many_buildings', field: 'buildings', params: { n: max } };
    const standing = target.buildings.filter((b) => !(b === 'defence' && fight.defendersLost.defence > 0));
    const missing = order.buildings.find((b) => !standing.includes(b));
    if (missing) return { reason: 'no_such_building', field: 'buildings', params: { land: to, building: missing } };
  }
  if (order.option === 'conquer') {
    if (target.population > 0) return { reason: 'conquer_population_remains', field: 'option', params: { land: to, n: target.population } };
    if (order.moveIn > survivors) return { reason: 'move_in_too_many', field: 'moveIn', params: { n: survivors } };
  }
  return null;
}

function applyMove(state: State, player: string, from: string, to: string, via: string | null, order: MilitaryMove): TurnEvent[] {
  const origin = state.lands[from]!;
  const target = state.lands[to]!;
  origin.military = { m: origin.military.m - order.m, v: origin.military.v - order.v };
  const events: TurnEvent[] = [{ type: 'military_move', player, from, to, via, m: order.m, v: order.v }];
  events.push(...enter(state, player, to));
  target.military = { m: target.military.m + order.m, v: target.military.v + order.v };
  return events;
}

function applyRaid(ctx: Ctx, state: State, player: string, from: string, to: string, order: Raid): TurnEvent[] {
  const origin = state.lands[from]!;
  const target = state.lands[to]!;
  const defender = target.owner;
  const defenders = { ...target.military, defence: has(target, 'defence') ? 1 : 0 };
  const fight = battle({ m: order.m, v: order.v }, target.military, defenders.defence === 1);
  origin.military = { m: origin.military.m - fight.attackersLost.m, v: origin.military.v - fight.attackersLost.v };
  target.military = { m: target.military.m - fight.defendersLost.m, v: target.military.v - fight.defendersLost.v };
  if (fight.defendersLost.defence > 0) target.buildings = target.buildings.filter((b) => b !== 'defence');
  const survivors = fight.survivors.m + fight.survivors.v;
  let plundered = 0;
  let killed = 0;
  let destroyed: Building[] = [];
  let conquered = false;
  let resourcesRemoved = 0;
  let movedIn = 0;
  if (survivors > 0) {
    switch (order.option) {
      case 'plunder': {
        const room = Math.max(0, ctx.setup.data.supply.resources - totals(ctx.index, state, player).resources);
        plundered = Math.min(survivors, target.resources, room);
        target.resources -= plundered;
        origin.resources += plundered;
        break;
      }
      case 'kill':
        killed = Math.min(survivors, target.population);
        target.population -= killed;
        break;
      case 'destroy':
        destroyed = order.buildings.filter((b) => target.buildings.includes(b));
        target.buildings = target.buildings.filter((b) => !destroyed.includes(b));
        break;
      case 'conquer': {
        conquered = true;
        resourcesRemoved = target.resources;
        target.resources = 0;
        target.buildings = target.buildings.filter((b) => b !== 'defence');
        movedIn = Math.min(order.moveIn, survivors);
        const m = Math.min(fight.survivors.m, movedIn);
        const v = movedIn - m;
        origin.military = { m: origin.military.m - m, v: origin.military.v - v };
        target.owner = movedIn > 0 ? player : null;
        target.military = { m: target.military.m + m, v: target.military.v + v };
        break;
      }
      case 'none':
        break;
    }
  }
  return [
    {
      type: 'raid',
      player,
      from,
      to,
      defender,
      attackers: { m: order.m, v: order.v },
      defenders,
      attackersLost: fight.attackersLost,
      defendersLost: fight.defendersLost,
      survivors: fight.survivors,
      option: order.option,
      plundered,
      killed,
      destroyed,
      conquered,
      resourcesRemoved,
      movedIn,
    },
  ];
}
