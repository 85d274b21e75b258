import { eliminateUnit, placeUnit, type Ctx } from '../context.ts';
import type { RandomSource } from '../random-source.ts';
import { SIDES, type Battle, type Side } from '../types.ts';
import { combatIn } from '../world.ts';
import {
  assignmentForced,
  availableBattleAbilities,
  defaultAssignment,
  hitCounts,
  other,
  painedToRetreat,
  playerOfSide,
  safeAreas,
  sideUnits,
} from './battle-common.ts';

/**
 * A battle as explicit stages (seed, "Strid"; modelled on the step structure of haunt-roll-fail's Battle.scala,
 * never its code): 1 attacker then defender pre-battle abilities → [GM pause] → 2 the server rolls dice =
 * Combat (6 kill, 4–5 pain) → 3 each side assigns the kills then the pains it received, secretly, with its
 * post-battle abilities → [GM pause, extra results] → 4 eliminations, attacker then defender retreats. Each
 * stage either finishes and hands on, or opens a decision (`state.pending`) and returns.
 */

export function startBattle(ctx: Ctx, attacker: string, defender: string, area: string): void {
  const zero = () => ({ kills: 0, pains: 0 });
  const battle: Battle = {
    area,
    attacker,
    defender,
    stage: 'pre-attacker',
    abilities: { attacker: [], defender: [] },
    postAbilities: { attacker: [], defender: [] },
    diceModifier: { attacker: 0, defender: 0 },
    dice: null,
    produced: { attacker: zero(), defender: zero() },
    extra: { attacker: zero(), defender: zero() },
    killed: [],
    pained: [],
  };
  ctx.state.battle = battle;
  ctx.events.push({ type: 'battle', area, attacker, defender });
}

/**
 * Runs the battle's automatic stages until a decision is needed or the battle is over. Without a random
 * source (a position settled for display, never while resolving) it stops before the roll: the GM's step.
 */
export function runBattle(ctx: Ctx, random: RandomSource | null): void {
  for (let guard = 0; guard < 20 && ctx.state.battle && !ctx.state.pending; guard++) {
    const battle = ctx.state.battle;
    switch (battle.stage) {
      case 'pre-attacker':
      case 'pre-defender': {
        const side: Side = battle.stage === 'pre-attacker' ? 'attacker' : 'defender';
        if (sideUnits(ctx, 'attacker').length > 0 && sideUnits(ctx, 'defender').length > 0 && availableBattleAbilities(ctx, side, 'pre-battle').length > 0) {
          ctx.state.pending = { kind: 'pre-battle', player: playerOfSide(battle, side), side };
        } else afterPreBattle(ctx, side);
        break;
      }
      case 'gm-pre':
        ctx.state.pending = { kind: 'battle-gm', stage: 'pre-roll' };
        ctx.events.push({ type: 'battle-paused', stage: 'pre-roll' });
        break;
      case 'roll':
        if (random) rollStage(ctx, random);
        else ctx.state.pending = { kind: 'battle-gm', stage: 'pre-roll' };
        break;
      case 'assign':
      case 'assign-extra':
        assignStage(ctx, battle.stage === 'assign-extra');
        break;
      case 'gm-post':
        ctx.state.pending = { kind: 'battle-gm', stage: 'post-assign' };
        ctx.events.push({ type: 'battle-paused', stage: 'post-assign' });
        break;
      case 'eliminate':
        for (const unit of battle.killed) eliminateUnit(ctx, unit, 'kill');
        battle.stage = 'retreat-attacker';
        break;
      case 'retreat-attacker':
      case 'retreat-defender':
        retreatStage(ctx, battle.stage === 'retreat-attacker' ? 'attacker' : 'defender');
        break;
      case 'end':
        endBattle(ctx);
        break;
    }
  }
}

/** After a side's pre-battle step: the defender's, then a GM pause when abilities were declared, then the roll. */
export function afterPreBattle(ctx: Ctx, side: Side): void {
  const battle = ctx.state.battle!;
  if (side === 'attacker') {
    battle.stage = 'pre-defender';
    return;
  }
  const declared = battle.abilities.attacker.length + battle.abilities.defender.length > 0;
  battle.stage = declared && ctx.options.pauseForGm ? 'gm-pre' : 'roll';
}

/** Step 2: both sides roll as many dice as their Combat (every die recorded): 6 = kill, 4–5 = pain. */
function rollStage(ctx: Ctx, random: RandomSource): void {
  const battle = ctx.state.battle!;
  const empty = SIDES.find((side) => sideUnits(ctx, side).length === 0);
  if (empty) {
    ctx.events.push({ type: 'battle-no-roll', area: battle.area, emptySide: empty });
    battle.stage = 'end';
    return;
  }
  const rng = random(`battle:${battle.area}`);
  const dice: Record<Side, number[]> = { attacker: [], defender: [] };
  for (const side of SIDES) {
    const player = playerOfSide(battle, side);
    const combat = combatIn(ctx.world, ctx.state, player, battle.area, playerOfSide(battle, other(side)));
    const modifier = battle.diceModifier[side];
    const count = Math.max(0, combat + modifier);
    for (let i = 0; i < count; i++) dice[side].push(rng.int(1, 6));
    const kills = dice[side].filter((d) => d === 6).length;
    const pains = dice[side].filter((d) => d === 4 || d === 5).length;
    battle.produced[side] = { kills: battle.produced[side].kills + kills, pains: battle.produced[side].pains + pains };
    ctx.events.push({ type: 'battle-roll', player, side, combat, modifier, dice: dice[side], kills, pains });
  }
  battle.dice = dice;
  battle.stage = 'assign';
}

/**
 * Step 3: the sides that have something to choose (or post-battle abilities to declare) are asked together,
 * secretly; a forced assignment is made at once.
 */
function assignStage(ctx: Ctx, extra: boolean): void {
  const battle = ctx.state.battle!;
  const asked: string[] = [];
  for (const side of ['defender', 'attacker'] as const) {
    const counts = hitCounts(ctx, side, extra);
    const abilities = extra ? [] : availableBattleAbilities(ctx, side, 'post-battle');
    if (!assignmentForced(counts) || abilities.length > 0) asked.push(counts.player);
  }
  if (asked.length > 0) {
    const order = [battle.attacker, battle.defender];
    ctx.state.pending = { kind: 'assign', players: order.filter((p) => asked.includes(p)), extra };
    return;
  }
  for (const side of ['attacker', 'defender'] as const) {
    const counts = hitCounts(ctx, side, extra);
    recordAssignment(ctx, side, defaultAssignment(ctx, counts), [], extra, { defaulted: false, automatic: true });
  }
  afterAssignment(ctx, extra);
}

/** Marks the assigned units and reports the assignment (discarded results included). */
export function recordAssignment(
  ctx: Ctx,
  side: Side,
  assignment: { kills: string[]; pains: string[] },
  abilities: string[],
  extra: boolean,
  how: { defaulted: boolean; automatic: boolean },
): void {
  const battle = ctx.state.battle!;
  const counts = hitCounts(ctx, side, extra);
  const received = counts.kills + counts.pains + counts.discarded.kills + counts.discarded.pains;
  if (received === 0 && abilities.length === 0) return;
  battle.killed.push(...assignment.kills);
  battle.pained.push(...assignment.pains);
  if (!extra) battle.postAbilities[side] = [...abilities];
  ctx.events.push({
    type: 'assignment',
    player: counts.player,
    side,
    kills: [...assignment.kills],
    pains: [...assignment.pains],
    abilities: [...abilities],
    discarded: counts.discarded,
    extra,
    ...how,
  });
}

/** After the assignments: a GM pause when post-battle abilities were declared, else the eliminations. */
export function afterAssignment(ctx: Ctx, extra: boolean): void {
  const battle = ctx.state.battle!;
  if (extra) {
    battle.extra = { attacker: { kills: 0, pains: 0 }, defender: { kills: 0, pains: 0 } };
    battle.stage = 'eliminate';
    return;
  }
  const declared = battle.postAbilities.attacker.length + battle.postAbilities.defender.length > 0;
  battle.stage = declared && ctx.options.pauseForGm ? 'gm-post' : 'eliminate';
}

/** After the GM's pause: the roll (pre-battle), or the GM's extra results to assign, else the eliminations. */
export function afterGmPause(ctx: Ctx): void {
  const battle = ctx.state.battle!;
  if (battle.stage === 'gm-pre') {
    battle.stage = 'roll';
    return;
  }
  const extra = SIDES.some((s) => battle.extra[s].kills + battle.extra[s].pains > 0);
  battle.stage = extra ? 'assign-extra' : 'eliminate';
}

/**
 * Step 4: pained units retreat to an adjacent area where the opponent has no units; with no such area one
 * of them is eliminated and the rest stay. Nothing to choose (one safe area, or one pained unit and no safe
 * area) is done at once; otherwise the owner is asked.
 */
function retreatStage(ctx: Ctx, side: Side): void {
  const battle = ctx.state.battle!;
  const pained = painedToRetreat(ctx, side);
  const next = side === 'attacker' ? 'retreat-defender' : 'end';
  if (pained.length === 0) {
    battle.stage = next;
    return;
  }
  const safe = safeAreas(ctx, side);
  if (safe.length === 1) {
    retreatAll(ctx, side, pained.map((unit) => ({ unit, to: safe[0]! })), { automatic: true, defaulted: false });
    battle.stage = next;
  } else if (safe.length === 0 && pained.length === 1) {
    noRetreat(ctx, side, pained[0]!, { automatic: true, defaulted: false });
    battle.stage = next;
  } else {
    ctx.state.pending = { kind: 'retreat', player: playerOfSide(battle, side), side };
  }
}

export function retreatAll(ctx: Ctx, side: Side, moves: { unit: string; to: string }[], how: { automatic: boolean; defaulted: boolean }): void {
  const battle = ctx.state.battle!;
  const player = playerOfSide(battle, side);
  for (const { unit, to } of moves) {
    ctx.events.push({ type: 'retreat', unit, player, from: battle.area, to, ...how });
    placeUnit(ctx, unit, to);
  }
}

export function noRetreat(ctx: Ctx, side: Side, victim: string, how: { automatic: boolean; defaulted: boolean }): void {
  const battle = ctx.state.battle!;
  const stay = painedToRetreat(ctx, side).filter((u) => u !== victim);
  ctx.events.push({ type: 'retreat-blocked', player: playerOfSide(battle, side), side, area: battle.area, eliminated: victim, stay, ...how });
  eliminateUnit(ctx, victim, 'no-retreat');
}

/** The battle is over: the attacker's initiative continues (more unlimited actions, or the Action). */
function endBattle(ctx: Ctx): void {
  const battle = ctx.state.battle!;
  ctx.events.push({ type: 'battle-end', area: battle.area });
  ctx.state.battle = null;
  ctx.state.pending = { kind: 'continue', player: battle.attacker };
}
