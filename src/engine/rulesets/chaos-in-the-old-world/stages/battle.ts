import { stepRandom } from '../../../core/random.ts';
import { checkAssign } from '../answers.ts';
import type { Ctx } from '../context.ts';
import { rollBattleDice } from '../dice.ts';
import type { HitAssignment } from '../events.ts';
import type { God, TokenKind } from '../ids.ts';
import { indexMap } from '../map-index.ts';
import { attackDice, regionEffects } from '../rules.ts';
import type { Sheet } from '../sheets.ts';
import type { BattleState, GodMap } from '../state.ts';
import { figureKey, forcedAssignment, initialDamage, parseKey, priorityAssignment, targetGroups, totalCapacity } from '../targets.ts';

/**
 * Phase 4, Battle (seed): regions in standard region order; a battle where at least one god can roll dice and
 * has somebody to hit. Gods roll in power order: dice = the sum of their followers' attack values (plus card
 * bonuses); 4–6 hit; every 6 is rolled again, repeatedly. The roller assigns its hits (a decision step unless
 * there is no choice); a figure whose damage reaches its defense is knocked over but still rolls (combat is
 * simultaneous) and is removed when everybody has rolled; a killed peasant goes to the killer at once.
 * Returns 'waiting' (a roller must assign, or dice need a step seed) or 'done'.
 */
export function battleStage(ctx: Ctx): 'waiting' | 'done' {
  const { state, setup } = ctx;
  const order = indexMap(setup).order;
  state.battle ??= { regionIndex: 0, active: false, rollers: [], rollerIndex: 0, damage: {}, killers: {} };
  const battle = state.battle;
  while (battle.regionIndex < order.length) {
    const region = order[battle.regionIndex]!;
    if (!battle.active && !startBattle(ctx, battle, region)) {
      battle.regionIndex += 1;
      continue;
    }
    while (battle.rollerIndex < battle.rollers.length) {
      const god = battle.rollers[battle.rollerIndex]!;
      const groups = targetGroups(setup, state, battle, god);
      if (groups.length === 0) {
        ctx.events.push({ type: 'no_target', god, region });
        battle.rollerIndex += 1;
        continue;
      }
      if (ctx.seed === null) {
        state.pending = { kind: 'continue' };
        return 'waiting';
      }
      const count = attackDice(setup, state, region, god);
      const roll = rollBattleDice(stepRandom(ctx.seed, `battle:${state.round}:${region}:${god}`, ctx.rngVersion, ctx.fixedDraws), count);
      ctx.events.push({ type: 'rolled', god, region, count, ...roll });
      const required = Math.min(roll.hits, totalCapacity(groups));
      if (required === 0) {
        battle.rollerIndex += 1;
        continue;
      }
      const forced = forcedAssignment(groups, required);
      if (forced) {
        applyHits(ctx, god, region, forced, 'forced', roll.hits);
        battle.rollerIndex += 1;
        continue;
      }
      state.pending = { kind: 'assign', god, region, hits: roll.hits, required };
      return 'waiting';
    }
    endBattle(ctx, battle, region);
  }
  return 'done';
}

/** Opens the battle of a region when somebody can fight there; false when there is none. */
function startBattle(ctx: Ctx, battle: BattleState, region: string): boolean {
  const { state, setup } = ctx;
  const damage = initialDamage(setup, state, region);
  const probe: BattleState = { ...battle, damage };
  const dice: GodMap<number> = {};
  const rollers: God[] = [];
  for (const god of state.gods) {
    const n = attackDice(setup, state, region, god);
    if (n > 0) {
      dice[god] = n;
      rollers.push(god);
    }
  }
  if (!rollers.some((god) => targetGroups(setup, state, probe, god).length > 0)) return false;
  const effects = regionEffects(setup, state, region);
  if (effects.peace) {
    // Conflicting effects: the destructive one wins (seed) — a card adding battle dice beats a peace card.
    if (Object.values(effects.attack).some((n) => (n ?? 0) > 0)) {
      ctx.events.push({ type: 'conflict', region, effect: 'peace', overriddenBy: 'attack' });
    } else {
      ctx.events.push({ type: 'battle_prevented', region });
      return false;
    }
  }
  Object.assign(battle, { active: true, rollers, rollerIndex: 0, damage, killers: {} });
  ctx.events.push({ type: 'battle_started', region, dice });
  return true;
}

/** The roller's answer (absent or illegal: the standing priority list). */
export function applyAssignAnswer(ctx: Ctx, god: God, answer: Sheet | undefined, defaulted: boolean): void {
  const { state, setup } = ctx;
  const pending = state.pending;
  const battle = state.battle;
  if (pending?.kind !== 'assign' || !battle) return;
  let hits: HitAssignment[] | null = null;
  if (answer?.action === 'assign') {
    const refusal = checkAssign(setup, state, god, answer);
    if (refusal === null) hits = answer.hits;
    else ctx.events.push({ type: 'answer_refused', god, reason: refusal.reason });
  }
  const mode = hits !== null && !defaulted ? 'answer' : 'default';
  if (hits === null) {
    const player = ctx.players.find((p) => p.id === ctx.state.seats[god]);
    hits = priorityAssignment(targetGroups(setup, state, battle, god), pending.required, player?.hitPriority);
  }
  applyHits(ctx, god, pending.region, hits, mode, pending.hits);
  battle.rollerIndex += 1;
}

/**
 * Puts hits on their groups: each group's most damaged living unit first. A figure reaching its defense is
 * dead (removed after the battle); a killed token leaves the region at once and goes to the killer.
 */
function applyHits(ctx: Ctx, god: God, region: string, hits: readonly HitAssignment[], mode: 'answer' | 'default' | 'forced', rolled: number): void {
  const { state, setup } = ctx;
  const battle = state.battle!;
  const groups = targetGroups(setup, state, battle, god);
  let used = 0;
  const merged = new Map<string, number>();
  for (const h of hits) merged.set(h.target, (merged.get(h.target) ?? 0) + h.count);
  const tokenKills: { token: TokenKind; count: number }[] = [];
  for (const [target, count] of merged) {
    const group = groups.find((g) => g.key === target);
    const damage = battle.damage[target];
    if (!group || !damage) continue;
    let left = count;
    while (left > 0) {
      // The most damaged living unit.
      let best = -1;
      for (let i = 0; i < damage.length; i++) if (damage[i]! < group.defense && (best < 0 || damage[i]! > damage[best]!)) best = i;
      if (best < 0) break;
      const put = Math.min(left, group.defense - damage[best]!);
      damage[best]! += put;
      left -= put;
      used += put;
      if (damage[best]! >= group.defense) {
        const key = parseKey(target);
        if (key && 'token' in key) {
          damage.splice(best, 1);
          state.regions[region]!.tokens[key.token] -= 1;
          const trophies = (state.trophies[god] ??= {});
          trophies[key.token] = (trophies[key.token] ?? 0) + 1;
          const entry = tokenKills.find((k) => k.token === key.token);
          if (entry) entry.count += 1;
          else tokenKills.push({ token: key.token, count: 1 });
        } else {
          (battle.killers[target] ??= []).push(god);
          const kills = (state.roundLog.kills[god] ??= []);
          if (!kills.includes(region)) kills.push(region);
        }
      }
    }
  }
  ctx.events.push({ type: 'hits_assigned', god, region, hits: [...merged].map(([target, count]) => ({ target, count })), mode, lost: rolled - used });
  for (const k of tokenKills) ctx.events.push({ type: 'tokens_killed', god, region, token: k.token, count: k.count });
  if (setup.options.wounds === 'roller') {
    // Wounds do not carry over to the next roller: living units heal.
    for (const g of groups) {
      const damage = battle.damage[g.key];
      if (damage) for (let i = 0; i < damage.length; i++) if (damage[i]! < g.defense) damage[i] = 0;
    }
  }
}

/** Everybody has rolled: the dead are removed (seed: "fjernes de dræbte figurer"). */
function endBattle(ctx: Ctx, battle: BattleState, region: string): void {
  const { state, setup } = ctx;
  const killed: { god: God; figure: string; count: number; by: God[] }[] = [];
  for (const god of state.gods) {
    for (const figure of setup.data.gods[god].figures) {
      const key = figureKey(god, figure.id);
      const by = battle.killers[key] ?? [];
      if (by.length === 0) continue;
      const figures = state.regions[region]!.figures[god]!;
      figures[figure.id] = Math.max(0, (figures[figure.id] ?? 0) - by.length);
      killed.push({ god, figure: figure.id, count: by.length, by: [...by] });
    }
  }
  ctx.events.push({ type: 'casualties', region, killed });
  Object.assign(battle, { active: false, rollers: [], rollerIndex: 0, damage: {}, killers: {}, regionIndex: battle.regionIndex + 1 });
}
