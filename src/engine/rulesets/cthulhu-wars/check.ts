import type { Sheet } from './answers.ts';
import { makeCtx, type Ctx } from './context.ts';
import { checkActionList } from './initiative.ts';
import type { Reason, Refusal } from './reasons.ts';
import { availableBattleAbilities, battleAbilityProblem, hitCounts, painedToRetreat, safeAreas, sideOfPlayer } from './stages/battle-common.ts';
import type { AssignPart, Pending, State } from './types.ts';
import { ritualCost, type World } from './world.ts';

/** The players a decision asks (in a stable order). */
export function askedPlayers(pending: Pending | null): string[] {
  if (!pending) return [];
  switch (pending.kind) {
    case 'assign':
      return [...pending.players];
    case 'battle-gm':
    case 'over':
      return [];
    default:
      return [pending.player];
  }
}

const one = (reason: Reason, path?: string, params?: Refusal['params']): Refusal[] => [
  { index: 0, reason, ...(path !== undefined ? { path } : {}), ...(params ? { params } : {}) },
];

/**
 * Every semantic refusal of one player's answer on a settled position ([] = legal). Shapes come from the
 * request schemas; here: is this player asked, does the answer fit the open decision, is it legal.
 */
export function refusalsOf(world: World, state: State, player: string, sheet: Sheet): Refusal[] {
  if (state.phase === 'over') return one('game_over');
  const pending = state.pending;
  if (!pending || !askedPlayers(pending).includes(player)) return one('not_asked');
  const ctx = makeCtx(world, state);
  switch (pending.kind) {
    case 'direction':
      return 'direction' in sheet ? [] : one('wrong_answer');
    case 'first-player':
      if (!('firstPlayer' in sheet)) return one('wrong_answer');
      return pending.tied.includes(sheet.firstPlayer) ? [] : one('not_tied', 'firstPlayer', { player: sheet.firstPlayer });
    case 'initiative':
    case 'continue':
      if (!('actions' in sheet)) return one('wrong_answer');
      return checkActionList(world, state, player, sheet.actions, pending.kind === 'continue').refusals;
    case 'pre-battle':
      if (!('abilities' in sheet)) return one('wrong_answer');
      return checkAbilities(
        ctx,
        player,
        sheet.abilities,
        'pre-battle',
        availableBattleAbilities(ctx, player, 'pre-battle').map((a) => a.id),
      );
    case 'post-battle': {
      if (!('abilities' in sheet)) return one('wrong_answer');
      // Footnote 8: what was available when step 3.1 began (the queue), whatever happened since.
      const available = ctx.state.battle?.postQueue.find((entry) => entry.player === player)?.abilities ?? [];
      return checkAbilities(ctx, player, sheet.abilities, 'post-battle', available);
    }
    case 'assign': {
      if (!fitsPart(sheet, pending.part)) return one('wrong_answer');
      const given = sheet as { kills?: string[]; pains?: string[] };
      return checkAssignment(ctx, player, given.kills ?? [], given.pains ?? [], pending.part);
    }
    case 'retreat':
      if (!('moves' in sheet) && !('eliminate' in sheet)) return one('wrong_answer');
      return checkRetreat(ctx, player, sheet);
    case 'ritual': {
      if (!('perform' in sheet)) return one('wrong_answer');
      if (!sheet.perform) return [];
      const cost = ritualCost(world.setup, state);
      if (cost === null) return one('ritual_track_ended', 'perform');
      const power = state.power[player] ?? 0;
      return power < cost ? one('ritual_unaffordable', 'perform', { cost, power }) : [];
    }
    default:
      return one('not_asked');
  }
}

function checkAbilities(ctx: Ctx, player: string, abilities: readonly string[], timing: 'pre-battle' | 'post-battle', available: readonly string[]): Refusal[] {
  const out: Refusal[] = [];
  const seen = new Set<string>();
  abilities.forEach((id, i) => {
    const problem = seen.has(id) ? 'duplicate_ability' : available.includes(id) ? null : (battleAbilityProblem(ctx, player, id, timing) ?? 'ability_timing');
    seen.add(id);
    if (problem) out.push({ index: i, path: `abilities[${i}]`, reason: problem, params: { ability: id } });
  });
  return out;
}

/** The answer's shape for the part asked: kills and pains, kills only, or pains only. */
function fitsPart(sheet: Sheet, part: AssignPart): boolean {
  const kills = 'kills' in sheet;
  const pains = 'pains' in sheet;
  if (part === 'all') return kills && pains;
  return part === 'pains' ? pains && !kills : kills && !pains;
}

/**
 * Seed, step 3: every unit takes at most one result; the kills received go first (3.1), then the pains (3.2),
 * each on distinct units of the side in the battle, as many as there are (up to one per unit; the rest is
 * discarded) — in one answer, or in one step each when post-battle abilities come between them.
 */
function checkAssignment(ctx: Ctx, player: string, kills: readonly string[], pains: readonly string[], part: AssignPart): Refusal[] {
  const side = sideOfPlayer(ctx.state.battle!, player);
  if (!side) return one('not_asked');
  const counts = hitCounts(ctx, side, part);
  const battle = ctx.state.battle!;
  // A unit that took a result in an earlier step of this battle takes no other.
  const hitBefore = (unit: string) => battle.killed.includes(unit) || battle.pained.includes(unit);
  const out: Refusal[] = [];
  const killed = new Set<string>();
  kills.forEach((unit, i) => {
    const path = `kills[${i}]`;
    if (hitBefore(unit)) out.push({ index: i, path, reason: 'hit_twice', params: { unit } });
    else if (!counts.units.includes(unit)) out.push({ index: i, path, reason: 'not_in_battle', params: { unit } });
    else if (killed.has(unit)) out.push({ index: i, path, reason: 'duplicate_unit', params: { unit } });
    killed.add(unit);
  });
  const pained = new Set<string>();
  pains.forEach((unit, i) => {
    const path = `pains[${i}]`;
    if (killed.has(unit) || hitBefore(unit)) out.push({ index: i, path, reason: 'hit_twice', params: { unit } });
    else if (!counts.units.includes(unit)) out.push({ index: i, path, reason: 'not_in_battle', params: { unit } });
    else if (pained.has(unit)) out.push({ index: i, path, reason: 'duplicate_unit', params: { unit } });
    pained.add(unit);
  });
  if (kills.length !== counts.kills) out.push({ index: 0, path: 'kills', reason: 'wrong_kill_count', params: { n: counts.kills, given: kills.length } });
  if (pains.length !== counts.pains) out.push({ index: 0, path: 'pains', reason: 'wrong_pain_count', params: { n: counts.pains, given: pains.length } });
  return out;
}

/** Seed, step 4: each pained unit to an adjacent area without the opponent's units; none: one of them is eliminated. */
function checkRetreat(ctx: Ctx, player: string, sheet: Sheet): Refusal[] {
  const side = sideOfPlayer(ctx.state.battle!, player);
  if (!side) return one('not_asked');
  const pained = painedToRetreat(ctx, side);
  const safe = safeAreas(ctx, side);
  if ('eliminate' in sheet) {
    if (safe.length > 0) return one('must_retreat', 'eliminate');
    return pained.includes(sheet.eliminate) ? [] : one('not_pained', 'eliminate', { unit: sheet.eliminate });
  }
  if (!('moves' in sheet)) return one('wrong_answer');
  if (safe.length === 0) return one('must_eliminate', 'moves');
  const out: Refusal[] = [];
  const seen = new Set<string>();
  sheet.moves.forEach((move, i) => {
    if (!pained.includes(move.unit)) out.push({ index: i, path: `moves[${i}].unit`, reason: 'not_pained', params: { unit: move.unit } });
    else if (seen.has(move.unit)) out.push({ index: i, path: `moves[${i}].unit`, reason: 'duplicate_unit', params: { unit: move.unit } });
    else if (!safe.includes(move.to)) out.push({ index: i, path: `moves[${i}].to`, reason: 'unsafe_area', params: { area: move.to } });
    seen.add(move.unit);
  });
  const missing = pained.filter((u) => !seen.has(u));
  if (missing.length > 0)
    out.push({ index: sheet.moves.length, path: 'moves', reason: 'retreat_missing', params: { unit: missing.join(', '), n: missing.length } });
  return out;
}
