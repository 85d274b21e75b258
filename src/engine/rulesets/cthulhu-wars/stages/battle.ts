import { eliminateUnit, placeUnit, type Ctx } from '../context.ts';
import type { RandomSource } from '../random-source.ts';
import { SIDES, type AssignPart, type Battle, type BattleStage, type Side } from '../types.ts';
import { combatIn } from '../world.ts';
import {
  assignmentForced,
  availableBattleAbilities,
  defaultAssignment,
  hitCounts,
  other,
  painedToRetreat,
  playerOfSide,
  postBattleCandidates,
  safeAreas,
  sideUnits,
} from './battle-common.ts';

/**
 * A battle as explicit stages, in the seed's order ("Strid"; modelled on the step structure of haunt-roll-fail's
 * Battle.scala, never its code):
 *   1.1 the attacker's pre-battle abilities → [GM pause: their effect] → 1.2 the defender's → [GM pause] →
 *   2 the server rolls dice = Combat (6 kill, 4–5 pain) →
 *   3 nobody can use a post-battle ability: each side assigns its kills, then its pains, in one secret answer;
 *     otherwise 3.1 the kills (secret), the post-battle abilities in turn order (players outside the battle
 *     whose abilities say so included) → [GM pause: their effect, extra results] → the kills they added →
 *     3.2 the pains (secret) →
 *   4 eliminations, attacker then defender retreats.
 * Each stage either finishes and hands on, or opens a decision (`state.pending`) and returns.
 */

export function startBattle(ctx: Ctx, attacker: string, defender: string, area: string): void {
  const zero = () => ({ kills: 0, pains: 0 });
  const battle: Battle = {
    area,
    attacker,
    defender,
    stage: 'pre-attacker',
    abilities: { attacker: [], defender: [] },
    postAbilities: [],
    postQueue: [],
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

/** The assignment stages and the part of the results each places. */
const ASSIGN_STAGES: Partial<Record<BattleStage, AssignPart>> = {
  assign: 'all',
  'assign-kills': 'kills',
  'assign-extra': 'extra-kills',
  'assign-pains': 'pains',
};

/**
 * Runs the battle's automatic stages until a decision is needed or the battle is over. Without a random
 * source (a position settled for display, never while resolving) it stops before the roll: the GM's step.
 */
export function runBattle(ctx: Ctx, random: RandomSource | null): void {
  for (let guard = 0; guard < 40 && ctx.state.battle && !ctx.state.pending; guard++) {
    const battle = ctx.state.battle;
    const part = ASSIGN_STAGES[battle.stage];
    if (part) {
      assignStage(ctx, part);
      continue;
    }
    switch (battle.stage) {
      case 'pre-attacker':
      case 'pre-defender': {
        const side: Side = battle.stage === 'pre-attacker' ? 'attacker' : 'defender';
        const player = playerOfSide(battle, side);
        // Footnote 7: a unit eliminated by the attacker's pre-battle ability no longer gives the defender its own.
        if (sideUnits(ctx, 'attacker').length > 0 && sideUnits(ctx, 'defender').length > 0 && availableBattleAbilities(ctx, player, 'pre-battle').length > 0) {
          ctx.state.pending = { kind: 'pre-battle', player, side };
        } else afterPreBattle(ctx, side);
        break;
      }
      case 'gm-pre-attacker':
        pause(ctx, 'pre-attacker');
        break;
      case 'gm-pre':
        pause(ctx, 'pre-roll');
        break;
      case 'roll':
        if (random) rollStage(ctx, random);
        else ctx.state.pending = { kind: 'battle-gm', stage: 'pre-roll' };
        break;
      case 'post-battle': {
        const next = battle.postQueue[0];
        if (next) ctx.state.pending = { kind: 'post-battle', player: next.player };
        else afterPostBattle(ctx);
        break;
      }
      case 'gm-post':
        pause(ctx, 'post-assign');
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
      default:
        break;
    }
  }
}

function pause(ctx: Ctx, stage: 'pre-attacker' | 'pre-roll' | 'post-assign'): void {
  ctx.state.pending = { kind: 'battle-gm', stage };
  ctx.events.push({ type: 'battle-paused', stage });
}

/**
 * After a side's pre-battle step. Seed, step 1: "1. Anfallaren kan använda förstridsförmågor. 2. Försvararen
 * kan använda förstridsförmågor." — the attacker's abilities take effect (the GM's pause, when declared)
 * before the defender is asked; the defender's before the roll.
 */
export function afterPreBattle(ctx: Ctx, side: Side): void {
  const battle = ctx.state.battle!;
  const pauses = battle.abilities[side].length > 0 && ctx.options.pauseForGm;
  if (side === 'attacker') battle.stage = pauses ? 'gm-pre-attacker' : 'pre-defender';
  else battle.stage = pauses ? 'gm-pre' : 'roll';
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
 * Step 3. When somebody may use a post-battle ability (taken as step 3.1 begins), the kills and the pains are
 * assigned in separate steps (3.1, 3.2) with the abilities between; otherwise one answer places both, since
 * nothing can happen between them. The sides with a choice are asked together, secretly; a forced assignment
 * (nothing to choose) is made at once.
 */
function assignStage(ctx: Ctx, part: AssignPart): void {
  const battle = ctx.state.battle!;
  if (part === 'all') {
    const candidates = postBattleCandidates(ctx);
    if (candidates.length > 0) {
      battle.postQueue = candidates;
      battle.stage = 'assign-kills';
      return;
    }
  }
  const asked = SIDES.filter((side) => !assignmentForced(hitCounts(ctx, side, part))).map((side) => playerOfSide(battle, side));
  if (asked.length > 0) {
    ctx.state.pending = { kind: 'assign', players: asked, part };
    return;
  }
  for (const side of SIDES) recordAssignment(ctx, side, defaultAssignment(ctx, hitCounts(ctx, side, part)), part, { defaulted: false, automatic: true });
  afterAssignment(ctx, part);
}

/** Marks the assigned units and reports the assignment (discarded results included). */
export function recordAssignment(
  ctx: Ctx,
  side: Side,
  assignment: { kills: string[]; pains: string[] },
  part: AssignPart,
  how: { defaulted: boolean; automatic: boolean },
): void {
  const battle = ctx.state.battle!;
  const counts = hitCounts(ctx, side, part);
  const received = counts.kills + counts.pains + counts.discarded.kills + counts.discarded.pains;
  if (received === 0) return;
  battle.killed.push(...assignment.kills);
  battle.pained.push(...assignment.pains);
  ctx.events.push({
    type: 'assignment',
    player: counts.player,
    side,
    part,
    kills: [...assignment.kills],
    pains: [...assignment.pains],
    discarded: counts.discarded,
    ...how,
  });
}

/** The next stage once a part is assigned: 3.1 → the post-battle abilities; their kills → 3.2; 3.2 (or both) → step 4. */
export function afterAssignment(ctx: Ctx, part: AssignPart): void {
  const next: Record<AssignPart, BattleStage> = { all: 'eliminate', kills: 'post-battle', 'extra-kills': 'assign-pains', pains: 'eliminate' };
  ctx.state.battle!.stage = next[part];
}

/** A player's post-battle declaration (in turn order); the queue moves on. */
export function recordPostBattle(ctx: Ctx, player: string, abilities: string[], defaulted: boolean): void {
  const battle = ctx.state.battle!;
  battle.postQueue = battle.postQueue.filter((entry) => entry.player !== player);
  if (abilities.length > 0) battle.postAbilities.push({ player, abilities: [...abilities] });
  const side = player === battle.attacker ? 'attacker' : player === battle.defender ? 'defender' : null;
  ctx.events.push({ type: 'post-battle', player, side, abilities: [...abilities], defaulted });
}

/** Everybody has declared: the GM's pause when an ability was declared, then the kills it added. */
function afterPostBattle(ctx: Ctx): void {
  const battle = ctx.state.battle!;
  battle.stage = battle.postAbilities.length > 0 && ctx.options.pauseForGm ? 'gm-post' : 'assign-extra';
}

/** After the GM's pause: the defender's pre-battle step, the roll, or the kills the post-battle abilities added. */
export function afterGmPause(ctx: Ctx): void {
  const battle = ctx.state.battle!;
  const next: Partial<Record<BattleStage, BattleStage>> = { 'gm-pre-attacker': 'pre-defender', 'gm-pre': 'roll', 'gm-post': 'assign-extra' };
  battle.stage = next[battle.stage] ?? battle.stage;
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
    retreatAll(
      ctx,
      side,
      pained.map((unit) => ({ unit, to: safe[0]! })),
      { automatic: true, defaulted: false },
    );
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
