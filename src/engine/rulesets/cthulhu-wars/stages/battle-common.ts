import type { Ctx } from '../context.ts';
import type { Reason } from '../reasons.ts';
import type { Ability } from '../setup.ts';
import type { Battle, Side } from '../types.ts';
import { abilityOf, byCheapest, unitsIn } from '../world.ts';

/** Small queries on the battle in progress, shared by its stages, the decisions and the checks. */

export function other(side: Side): Side {
  return side === 'attacker' ? 'defender' : 'attacker';
}

export function playerOfSide(battle: Battle, side: Side): string {
  return side === 'attacker' ? battle.attacker : battle.defender;
}

export function sideOfPlayer(battle: Battle, player: string): Side | null {
  return player === battle.attacker ? 'attacker' : player === battle.defender ? 'defender' : null;
}

/** A side's units in the battle: its units in the battle area. */
export function sideUnits(ctx: Ctx, side: Side): string[] {
  const battle = ctx.state.battle!;
  return unitsIn(ctx.world, ctx.state, playerOfSide(battle, side), battle.area);
}

/** Why a battle ability cannot be declared now, or null. */
export function battleAbilityProblem(ctx: Ctx, side: Side, id: string, timing: 'pre-battle' | 'post-battle'): Reason | null {
  const battle = ctx.state.battle!;
  const player = playerOfSide(battle, side);
  const ability = abilityOf(ctx.world, player, id);
  if (!ability) return 'unknown_ability';
  if (ability.timing !== timing) return 'ability_timing';
  if (ability.spellbook !== undefined && !(ctx.state.spellbooks[player] ?? []).includes(ability.spellbook)) return 'ability_spellbook';
  if (ability.unit !== undefined && !sideUnits(ctx, side).some((u) => ctx.world.unitById.get(u)?.type.id === ability.unit)) return 'ability_unit';
  return null;
}

export function availableBattleAbilities(ctx: Ctx, side: Side, timing: 'pre-battle' | 'post-battle'): Ability[] {
  const player = playerOfSide(ctx.state.battle!, side);
  return (ctx.world.factionOf.get(player)?.abilities ?? []).filter((a) => battleAbilityProblem(ctx, side, a.id, timing) === null);
}

export interface HitCounts {
  player: string;
  /** Units that can still take a result (in the battle area, not yet hit). */
  units: string[];
  kills: number;
  pains: number;
  /** Results beyond one per unit (seed: discarded). */
  discarded: { kills: number; pains: number };
}

/**
 * The results a side must assign (seed, step 3: each unit takes at most one result, kills first, then pains;
 * the rest is discarded): the kills and pains the other side produced (or the GM's extra results).
 */
export function hitCounts(ctx: Ctx, receiving: Side, extra: boolean): HitCounts {
  const battle = ctx.state.battle!;
  const from = other(receiving);
  const results = extra ? battle.extra[from] : battle.produced[from];
  const units = sideUnits(ctx, receiving).filter((u) => !battle.killed.includes(u) && !battle.pained.includes(u));
  const kills = Math.min(results.kills, units.length);
  const pains = Math.min(results.pains, units.length - kills);
  return {
    player: playerOfSide(battle, receiving),
    units,
    kills,
    pains,
    discarded: { kills: results.kills - kills, pains: results.pains - pains },
  };
}

/** True when the assignment leaves nothing to choose (no results, every unit killed, or every unit pained). */
export function assignmentForced(counts: HitCounts): boolean {
  const n = counts.units.length;
  return counts.kills + counts.pains === 0 || counts.kills === n || (counts.kills === 0 && counts.pains === n);
}

/** Default assignment (deadline, forced cases): kills on the cheapest units, then pains on the next cheapest. */
export function defaultAssignment(ctx: Ctx, counts: HitCounts): { kills: string[]; pains: string[] } {
  const sorted = byCheapest(ctx.world, ctx.state, counts.units);
  return { kills: sorted.slice(0, counts.kills), pains: sorted.slice(counts.kills, counts.kills + counts.pains) };
}

/** Pained units of a side still in the battle area (they must retreat). */
export function painedToRetreat(ctx: Ctx, side: Side): string[] {
  const battle = ctx.state.battle!;
  const player = playerOfSide(battle, side);
  return battle.pained.filter((u) => ctx.world.unitById.get(u)?.owner === player && ctx.state.units[u] === battle.area);
}

/** Seed: a retreat goes to an adjacent area where the battle's opponent has no units (map order). */
export function safeAreas(ctx: Ctx, side: Side): string[] {
  const battle = ctx.state.battle!;
  const opponent = playerOfSide(battle, other(side));
  return (ctx.world.neighbours.get(battle.area) ?? []).filter((a) => unitsIn(ctx.world, ctx.state, opponent, a).length === 0);
}

/** Default when no safe area exists: the cheapest pained unit is the one eliminated. */
export function defaultNoRetreatVictim(ctx: Ctx, side: Side): string {
  return byCheapest(ctx.world, ctx.state, painedToRetreat(ctx, side))[0]!;
}
