import type { GameEvent } from './outcome.ts';
import type { Options } from './setup.ts';
import type { Phase, State } from './types.ts';
import { ownerOf, type World } from './world.ts';

/** What a stage works on: the lookups, a mutable working copy of the position, and the step's events. */
export interface Ctx {
  world: World;
  options: Options;
  state: State;
  events: GameEvent[];
}

export function makeCtx(world: World, state: State, events: GameEvent[] = []): Ctx {
  return { world, options: world.setup.options, state, events };
}

/** Deep copy through JSON (states are JSON values). */
export function cloneState(state: State): State {
  return JSON.parse(JSON.stringify(state)) as State;
}

/** A unit leaves its area (moved, retreated, captured, eliminated): the gate it stood on is abandoned. */
export function leaveArea(ctx: Ctx, unit: string): void {
  const area = ctx.state.units[unit];
  if (area === undefined) return;
  if (ctx.state.gates[area] === unit) {
    ctx.state.gates[area] = null;
    ctx.events.push({ type: 'gate-abandoned', area, unit });
  }
  delete ctx.state.units[unit];
}

export function placeUnit(ctx: Ctx, unit: string, area: string): void {
  if (ctx.state.units[unit] !== undefined) leaveArea(ctx, unit);
  delete ctx.state.captives[unit];
  ctx.state.units[unit] = area;
}

/** Eliminated: back to the owner's pool. */
export function eliminateUnit(ctx: Ctx, unit: string, cause: 'kill' | 'no-retreat'): void {
  const area = ctx.state.units[unit];
  if (area === undefined) return;
  ctx.events.push({ type: 'eliminated', unit, player: ownerOf(ctx.world, unit) ?? '', area, cause });
  leaveArea(ctx, unit);
}

/** One Elder Sign from the top of the hidden pool (an empty pool gives nothing: decision D12). */
export function drawElderSign(ctx: Ctx, player: string): void {
  const value = ctx.state.elderSignPool.shift();
  if (value === undefined) {
    ctx.events.push({ type: 'elder-sign-pool-empty', player });
    return;
  }
  ctx.state.signsDrawn += 1;
  const id = `es${ctx.state.signsDrawn}`;
  (ctx.state.elderSigns[player] ??= []).push({ id, value });
  ctx.events.push({ type: 'elder-sign', player, id, value });
}

/** Enters a phase; the round counts up when the cycle comes back to the game's first phase. */
export function enterPhase(ctx: Ctx, phase: Phase): void {
  if (phase === ctx.options.firstPhase && ctx.state.phase !== 'start') ctx.state.round += 1;
  ctx.state.phase = phase;
  ctx.events.push({ type: 'phase', phase, round: ctx.state.round });
}

export function addPower(state: State, player: string, amount: number): void {
  state.power[player] = Math.max(0, (state.power[player] ?? 0) + amount);
}

export function addDoom(state: State, player: string, amount: number): void {
  state.doom[player] = Math.max(0, (state.doom[player] ?? 0) + amount);
}
