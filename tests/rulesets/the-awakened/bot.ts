import type { Building } from '../../../src/engine/rulesets/the-awakened/constants.ts';
import type { Ctx } from '../../../src/engine/rulesets/the-awakened/context.ts';
import { production } from '../../../src/engine/rulesets/the-awakened/markers.ts';
import { runActionsStep } from '../../../src/engine/rulesets/the-awakened/pipeline.ts';
import { capOf, has, isChamber, land, militaryCount, occupiedByOther, productionOf } from '../../../src/engine/rulesets/the-awakened/position.ts';
import type { ActionsSheet, LandState, MilitaryOrder, MoveOrder, MovesSheet, State } from '../../../src/engine/rulesets/the-awakened/schemas.ts';
import { growthWanted } from '../../../src/engine/rulesets/the-awakened/stages/growth.ts';
import { markersLeft } from '../../../src/engine/rulesets/the-awakened/stack.ts';

/** Population after next turn's growth (seed step 1), before food. */
function grown(l: LandState): number {
  const p = l.population;
  if (p <= 1) return 0;
  return Math.min(capOf(l), p + Math.min(growthWanted(p), Math.max(0, capOf(l) - p)));
}

function foodFor(l: LandState, population: number): number {
  return l.marker ? production(l.marker.mod, population, has(l, 'factory')) : 0;
}

/**
 * A simple deterministic player for scripted games (tests only). Moves: lone pairs join a neighbouring
 * group; crowded or hungry lands send groups out (three or more explore, fewer join); resources follow.
 * Actions: Factories where food is short, Cities where land is full, Defences on the front; with
 * `aggressive`, military is formed next to weaker neighbours and raids them. It only writes answers: the
 * engine checks and resolves them like any other.
 */
export function botMoves(ctx: Ctx, state: State, player: string): MovesSheet {
  const orders: MoveOrder[] = [];
  const own = ctx.index.order.filter((id) => land(state, id).owner === player);
  const targeted = new Set<string>();
  const incoming = new Map<string, number>();
  const receiving = new Set<string>();
  let markers = markersLeft(state);
  const neighbours = (id: string) => [...(ctx.index.neighbours.get(id) ?? [])].sort();
  const room = (n: string) => capOf(land(state, n)) - land(state, n).population - (incoming.get(n) ?? 0);
  const send = (from: string, to: string, population: number, resources: number) => {
    incoming.set(to, (incoming.get(to) ?? 0) + population);
    targeted.add(to);
    orders.push({ from, to, via: null, population, resources });
  };
  for (const id of own) {
    const l = land(state, id);
    const p = l.population;
    if (p === 0) {
      const home = neighbours(id).find((n) => land(state, n).owner === player && land(state, n).population > 0);
      if (home && l.resources > 0) send(id, home, 0, l.resources);
      continue;
    }
    if (receiving.has(id)) continue;
    const join = (size: number) =>
      neighbours(id)
        .filter((n) => land(state, n).owner === player && land(state, n).population > 0 && !targeted.has(id) && room(n) >= size)
        .sort((x, y) => room(y) - room(x) || x.localeCompare(y))[0];
    if (p <= 2) {
      const to = join(p);
      if (to) {
        receiving.add(to);
        send(id, to, p, l.resources);
      }
      continue;
    }
    const cap = capOf(l);
    const next = grown(l);
    const hungry = Math.max(0, next - foodFor(l, next) - l.resources);
    let out = Math.max(0, p - cap);
    // Hunger: send a group of three or more away while three or more stay (else the land just shrinks back).
    if (hungry > 0 && p - Math.max(3, hungry) >= 3) out = Math.max(out, Math.max(3, hungry));
    if (p >= cap && p >= 5) out = Math.max(out, p >= 6 ? 3 : 2);
    // A full land of four or fewer never grows again: the whole group moves on.
    if (p === cap && cap <= 4) out = p;
    if (p - out > 0 && p - out < 3 && out > 0) out = p - out === 1 ? out + 1 : out;
    out = Math.min(out, p);
    if (out === 0) continue;
    const open = (n: string) => !occupiedByOther(land(state, n), player) && !targeted.has(n) && land(state, n).owner !== player;
    const fresh = neighbours(id).filter((n) => open(n) && land(state, n).marker !== null && capOf(land(state, n)) >= 3);
    const unexplored = neighbours(id).filter((n) => open(n) && land(state, n).marker === null);
    let to: string | undefined;
    if (out >= 3) {
      to = fresh.sort((x, y) => capOf(land(state, y)) - capOf(land(state, x)) || x.localeCompare(y))[0];
      if (!to && markers > 0 && unexplored.length > 0) {
        to = unexplored[0];
        markers -= 1;
      }
    }
    to ??= join(out);
    if (!to && out >= 2 && markers > 0 && unexplored.length > 0) {
      to = unexplored[0];
      markers -= 1;
    }
    if (!to) continue;
    const keep = Math.max(0, p - out - foodFor(l, p - out));
    const resources = out === p ? l.resources : Math.max(0, Math.min(l.resources - keep, Math.ceil(l.resources / 2)));
    send(id, to, out, resources);
  }
  return { moves: orders };
}

export function botActions(ctx: Ctx, state: State, player: string, aggressive = true): ActionsSheet {
  const build: { land: string; building: Building }[] = [];
  const own = ctx.index.order.filter((id) => land(state, id).owner === player);
  const spent = new Map<string, number>();
  const enemyNext = (id: string) => [...(ctx.index.neighbours.get(id) ?? [])].some((n) => occupiedByOther(land(state, n), player));
  const count = (b: Building) => ctx.index.order.filter((id) => has(land(state, id), b)).length + build.filter((x) => x.building === b).length;
  for (const id of own) {
    const l = land(state, id);
    if (isChamber(state, id) || l.population === 0) continue;
    let r = l.resources;
    const want: Building[] = [];
    if (!has(l, 'city') && l.population >= capOf(l) - 1 && foodFor(l, capOf(l) + 1) + l.resources >= capOf(l)) want.push('city');
    if (!has(l, 'factory') && productionOf(l) < grown(l)) want.push('factory');
    if (!has(l, 'defence') && enemyNext(id) && l.population >= 3) want.push('defence');
    if (!has(l, 'railroad') && r >= 7) want.push('railroad');
    for (const b of want) {
      if (r < 2 || count(b) >= ctx.setup.data.supply.buildings) continue;
      build.push({ land: id, building: b });
      r -= 2;
    }
    spent.set(id, l.resources - r);
  }
  const form: { land: string; count: number }[] = [];
  if (aggressive) {
    for (const id of own) {
      const l = land(state, id);
      const r = l.resources - (spent.get(id) ?? 0);
      if (!enemyNext(id) || l.population < 3 || r < 1) continue;
      form.push({ land: id, count: Math.min(3, r, l.population - 2) });
    }
  }
  const after = runActionsStep(ctx, state, player, { build, form, military: [] }).state;
  const military: MilitaryOrder[] = [];
  if (aggressive) {
    for (const id of ctx.index.order) {
      const l = land(after, id);
      if (l.owner !== player || militaryCount(l) === 0) continue;
      const units = militaryCount(l);
      const targets = [...(ctx.index.neighbours.get(id) ?? [])].sort().filter((n) => occupiedByOther(land(after, n), player));
      const weak = targets.find((n) => militaryCount(land(after, n)) + (has(land(after, n), 'defence') ? 1 : 0) < units);
      if (!weak) continue;
      const t = land(after, weak);
      const survivors = units - militaryCount(t) - (has(t, 'defence') ? 1 : 0);
      const option = t.population === 0 ? 'conquer' : t.resources >= survivors ? 'plunder' : 'kill';
      military.push({
        type: 'raid',
        from: id,
        to: weak,
        m: l.military.m,
        v: l.military.v,
        option,
        buildings: [],
        moveIn: option === 'conquer' ? survivors : 0,
      });
      break;
    }
  }
  return { build, form, military };
}
