import { addPoints, armourOf, colourOfGroup, full, groupOf, type Ctx } from '../context.ts';
import type { CreatureType } from '../ids.ts';
import type { Roll, SiegeEvent, TargetResult } from '../outcome.ts';
import type { Figure } from '../state.ts';
import { rollDice } from './dice.ts';
import { kevlarDice } from './weapons.ts';

export const FRIENDLY_FIRE_PENALTY = 3;

/**
 * Applies `hits` of one attack to one figure (seed "ANFALL", "KEVLARIT – RUSTNING", "POÄNG", "KREDIT"):
 *
 * - a creature is eliminated when the hits exceed its armour; the attacking group scores its points (full rules)
 *   and the creature goes back to the Legion's pool (training: it stays out, counted as a kill);
 * - a Doomtrooper's armour takes one hit; hit more times than that (two or more with armour 1) and the full rules
 *   roll kevlar — one die of its rank's colour, two for Cybertronic — and a kevlar hit saves one more hit
 *   (option `each-save`: every kevlar hit saves one). What is left comes off its strength (5); at 0 it is
 *   eliminated. Training: any hit past the armour eliminates it;
 * - a Doomtrooper hit by a Doomtrooper: the attacker's group loses 3 points per hit (option: per damage);
 * - damage by the Legion: 1 point each for the Legion (at most the strength the trooper had);
 * - an eliminated Doomtrooper costs its group a credit, or 5 points without credits (full rules), and its
 *   equipment. Those consequences go to `after` (reported after the attack).
 */
export function applyHits(ctx: Ctx, attacker: Figure, target: Figure, hits: number, after: SiegeEvent[]): TargetResult {
  const armour = armourOf(ctx, target);
  const attackerGroup = groupOf(ctx, attacker);
  if (target.kind === 'creature') {
    const eliminated = hits > armour;
    let points = 0;
    if (eliminated) {
      target.status = 'dead';
      target.square = null;
      target.strength = 0;
      if (attackerGroup) {
        const type = target.type as CreatureType;
        attackerGroup.kills[type] = (attackerGroup.kills[type] ?? 0) + 1;
        if (full(ctx)) {
          const value = ctx.setup.data.creatures.find((c) => c.type === type)?.points ?? 0;
          points = addPoints(ctx, attackerGroup, value);
        }
      }
    }
    return { figure: target.id, hits, armour, kevlar: null, saved: 0, damage: eliminated ? 1 : 0, strength: eliminated ? 0 : 1, eliminated, points };
  }

  const targetGroup = groupOf(ctx, target);
  let kevlar: Roll | null = null;
  let saved = 0;
  let damage: number;
  if (!full(ctx)) {
    damage = hits > armour ? target.strength : 0;
  } else {
    if (hits > armour && ctx.rng && targetGroup) {
      kevlar = rollDice(ctx.rng, ctx.setup.data, colourOfGroup(ctx, targetGroup), kevlarDice(ctx, target));
      saved =
        ctx.setup.options.cybertronicKevlar === 'each-save' && targetGroup.corporation === 'cybertronic'
          ? Math.min(kevlar.hits, hits - armour)
          : Math.min(kevlar.hits, 1);
    }
    damage = Math.max(0, hits - armour - saved);
  }
  const before = target.strength;
  const inflicted = Math.min(damage, before);
  target.strength = before - inflicted;
  const eliminated = target.strength <= 0;

  let points = 0;
  if (attacker.kind === 'trooper' && attackerGroup && full(ctx)) {
    const counted = ctx.setup.options.friendlyFire === 'per-hit' ? hits : inflicted;
    attackerGroup.friendlyHits += counted;
    if (counted > 0) points = addPoints(ctx, attackerGroup, -FRIENDLY_FIRE_PENALTY * counted);
  }
  if (attacker.kind === 'creature' && full(ctx)) ctx.state.legion.damage += inflicted;

  if (eliminated) {
    target.status = 'dead';
    target.square = null;
    target.equipment = [];
    target.weapon = null;
    if (attacker.kind === 'creature') ctx.state.legion.kills += 1;
    if (targetGroup && full(ctx)) {
      if (targetGroup.credits > 0) {
        targetGroup.credits -= 1;
        after.push({ type: 'credit_lost', player: targetGroup.player, credits: targetGroup.credits });
      } else {
        const lost = addPoints(ctx, targetGroup, -5);
        after.push({ type: 'points_lost', player: targetGroup.player, points: -lost });
      }
    }
  }
  return { figure: target.id, hits, armour, kevlar, saved, damage: inflicted, strength: target.strength, eliminated, points };
}
