import { armourOf, figure, full, type Ctx } from '../context.ts';
import type { AttackEvent, SiegeEvent, TargetResult } from '../outcome.ts';
import type { Reaction, RolledAttack } from '../state.ts';
import { applyHits } from './combat.ts';

/**
 * The window between an attack's roll and its damage (seed "DOOMTROOPERKORT": "Kortet kan spelas ut när som
 * helst"). After the attack dice, the groups whose Doomtroopers the hits would damage (more hits than the armour:
 * kevlar and strength are still to come) and who hold a Doomtrooper card are asked, each once, to play one or
 * pass (the default at the step's deadline). Then kevlar is rolled and the damage applied as usual. The attacking
 * side plays its cards before it attacks (its own answer); every other group keeps the optional `play-card`
 * request of every step. Training deals no cards: no window.
 */

/** Hits each figure of an attack takes: its group's roll, one fewer in the grenade's ring. */
function hitsPerFigure(attack: RolledAttack): { figure: string; hits: number }[] {
  return attack.groups.flatMap((g, i) => {
    const hits = attack.rolls[i]?.hits ?? 0;
    return [...g.targets.map((figure) => ({ figure, hits })), ...g.ring.map((figure) => ({ figure, hits: Math.max(0, hits - 1) }))];
  });
}

/** Doomtroopers on the board the attack's hits would damage (hits above their armour). */
export function threatened(ctx: Ctx, attack: RolledAttack): { figure: string; hits: number }[] {
  return hitsPerFigure(attack).filter(({ figure: id, hits }) => {
    const f = figure(ctx, id);
    return f !== undefined && f.kind === 'trooper' && f.status === 'board' && hits > armourOf(ctx, f);
  });
}

/** Groups still to answer the open window (they may have lost their cards to a GM correction meanwhile). */
export function reactionAsked(ctx: Ctx): string[] {
  const reaction = ctx.state.reaction;
  if (!reaction) return [];
  return reaction.asked.filter((id) => !reaction.answered.includes(id) && (ctx.state.groups[id]?.hand.length ?? 0) > 0);
}

/** Opens the window after the roll when somebody may answer it (full rules); false: apply the damage now. */
export function openReaction(ctx: Ctx, attack: RolledAttack): boolean {
  if (!full(ctx)) return false;
  const threats = threatened(ctx, attack);
  const owners = new Set(threats.map((t) => figure(ctx, t.figure)!.owner));
  const asked = ctx.state.seats.filter((id) => owners.has(id) && (ctx.state.groups[id]?.hand.length ?? 0) > 0);
  if (asked.length === 0) return false;
  ctx.state.reaction = { ...attack, asked, answered: [], covered: [], rest: null };
  ctx.events.push({
    type: 'attack_rolled',
    attacker: attack.attacker,
    mode: attack.mode,
    weapon: attack.weapon,
    square: attack.square,
    rolls: attack.rolls,
    threatened: threats,
    asked,
  });
  return true;
}

/** Applies a rolled attack's hits (kevlar, damage, points) and reports it. `covered` figures take nothing. */
export function resolveAttack(ctx: Ctx, attack: RolledAttack, covered: readonly string[]): void {
  const attacker = figure(ctx, attack.attacker);
  const after: SiegeEvent[] = [];
  const targets: TargetResult[] = [];
  if (attacker) {
    for (const { figure: id, hits } of hitsPerFigure(attack)) {
      const t = figure(ctx, id);
      if (!t || t.status !== 'board') continue;
      if (covered.includes(id)) targets.push({ ...applyHits(ctx, attacker, t, 0, after), hits, covered: true });
      else targets.push(applyHits(ctx, attacker, t, hits, after));
    }
  }
  ctx.state.attacks += 1;
  const event: AttackEvent = {
    type: 'attack',
    id: ctx.state.attacks,
    attacker: attack.attacker,
    mode: attack.mode,
    weapon: attack.weapon,
    square: attack.square,
    rolls: attack.rolls,
    targets,
    checked: attack.checked,
    action: attack.action,
    extra: attack.extra,
  };
  ctx.events.push(event, ...after);
}

/** Closes the window: the damage of the attack waiting in it. Returns the rest of the answer that made it. */
export function finishReaction(ctx: Ctx): Reaction['rest'] {
  const reaction: Reaction | null | undefined = ctx.state.reaction;
  if (!reaction) return null;
  ctx.state.reaction = null;
  const { attacker, mode, weapon, square, rolls, groups, checked, action, extra } = reaction;
  resolveAttack(ctx, { attacker, mode, weapon, square, rolls, groups, checked, action, extra }, reaction.covered);
  return reaction.rest;
}
