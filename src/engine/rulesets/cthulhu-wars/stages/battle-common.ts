import type { Ctx } from '../context.ts';
import type { Reason } from '../reasons.ts';
import type { Ability } from '../setup.ts';
import type { AssignPart, Battle, PostBattleEntry, Side } from '../types.ts';
import { abilityOf, byCheapest, turnOrder, unitsIn, unitsOnMap } from '../world.ts';

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

/**
 * Why a battle ability cannot be declared now by this player, or null. Pre-battle: the attacker or the
 * defender, with the ability's unit in the battle. Post-battle: the same, or (footnote 8) a player outside
 * the battle when the ability says so (`outsiders`), its unit then anywhere on the map.
 */
export function battleAbilityProblem(ctx: Ctx, player: string, id: string, timing: 'pre-battle' | 'post-battle'): Reason | null {
  const battle = ctx.state.battle!;
  const ability = abilityOf(ctx.world, player, id);
  if (!ability) return 'unknown_ability';
  if (ability.timing !== timing) return 'ability_timing';
  const side = sideOfPlayer(battle, player);
  const fromOutside = timing === 'post-battle' && ability.outsiders === true;
  if (side === null && !fromOutside) return 'ability_battle_only';
  if (ability.spellbook !== undefined && !(ctx.state.spellbooks[player] ?? []).includes(ability.spellbook)) return 'ability_spellbook';
  const units = fromOutside ? unitsOnMap(ctx.world, ctx.state, player) : sideUnits(ctx, side!);
  if (ability.unit !== undefined && !units.some((u) => ctx.world.unitById.get(u)?.type.id === ability.unit)) return 'ability_unit';
  return null;
}

export function availableBattleAbilities(ctx: Ctx, player: string, timing: 'pre-battle' | 'post-battle'): Ability[] {
  return (ctx.world.factionOf.get(player)?.abilities ?? []).filter((a) => battleAbilityProblem(ctx, player, a.id, timing) === null);
}

/**
 * Who may use post-battle abilities in step 3.1, in turn order (seed: "Om två spelare någon gång vill använda
 * specialförmågor samtidigt sker det i turordning"), each with the abilities available now.
 */
export function postBattleCandidates(ctx: Ctx): PostBattleEntry[] {
  return turnOrder(ctx.world, ctx.state.firstPlayer, ctx.state.direction)
    .map((player) => ({ player, abilities: availableBattleAbilities(ctx, player, 'post-battle').map((a) => a.id) }))
    .filter((entry) => entry.abilities.length > 0);
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
 * The results a side must assign now (seed, step 3: each unit takes at most one result, the rest is
 * discarded; 3.1 the kills the opponent produced, 3.2 the pains; results of post-battle abilities "läggs till
 * tärningsresultaten och fördelas likadant"). `all`: kills then pains in one answer; `kills`: the kills
 * produced; `extra-kills`: the kills the GM added after 3.1; `pains`: every pain, produced or added.
 */
export function hitCounts(ctx: Ctx, receiving: Side, part: AssignPart): HitCounts {
  const battle = ctx.state.battle!;
  const from = other(receiving);
  const produced = battle.produced[from];
  const added = battle.extra[from];
  const units = sideUnits(ctx, receiving).filter((u) => !battle.killed.includes(u) && !battle.pained.includes(u));
  const wanted = {
    all: { kills: produced.kills, pains: produced.pains },
    kills: { kills: produced.kills, pains: 0 },
    'extra-kills': { kills: added.kills, pains: 0 },
    pains: { kills: 0, pains: produced.pains + added.pains },
  }[part];
  const kills = Math.min(wanted.kills, units.length);
  const pains = Math.min(wanted.pains, units.length - kills);
  return {
    player: playerOfSide(battle, receiving),
    units,
    kills,
    pains,
    discarded: { kills: wanted.kills - kills, pains: wanted.pains - pains },
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
