import type { CardPlay } from '../answers.ts';
import { figure, type Ctx } from '../context.ts';
import type { Refusal } from '../reasons.ts';
import { threatened } from '../rules/reaction.ts';
import { inPlay } from '../state.ts';

/**
 * Doomtrooper cards (seed "DOOMTROOPERKORT"): a hidden hand, played at any time, one of the card's two effects,
 * then discarded. The automated effects: Extra actions for the group's pool (at most 6), strength back to a
 * Doomtrooper of the group (at most its starting strength) and cover (a Doomtrooper of the group takes nothing
 * from the attack just rolled: only in the window before its damage, rules/reaction.ts); the other effects are
 * text the GM applies.
 */
export const MAX_EXTRA_ACTIONS = 6;

export function checkCardPlay(ctx: Ctx, player: string, play: CardPlay, prefix: string): Refusal[] {
  const group = ctx.state.groups[player];
  if (!group || !group.hand.includes(play.card)) return [{ reason: 'card_not_in_hand', path: `${prefix}card`, index: 0, params: { card: play.card } }];
  const card = ctx.setup.data.doomtrooperCards.find((c) => c.id === play.card);
  const effect = card?.effects[play.effect - 1];
  if (effect?.kind === 'cover' && !ctx.state.reaction) return [{ reason: 'card_not_now', path: `${prefix}effect`, index: 0, params: { card: play.card } }];
  if (effect?.kind === 'heal' || effect?.kind === 'cover') {
    if (play.target === undefined) return [{ reason: 'card_target_required', path: `${prefix}target`, index: 0 }];
    const t = figure(ctx, play.target);
    const invalid = [{ reason: 'card_target_invalid' as const, path: `${prefix}target`, index: 0, params: { target: play.target } }];
    if (!t || t.owner !== player || t.kind !== 'trooper' || !inPlay(t)) return invalid;
    if (effect.kind === 'cover' && !threatened(ctx, ctx.state.reaction!).some((x) => x.figure === t.id)) return invalid;
  }
  return [];
}

export function applyCardPlay(ctx: Ctx, player: string, play: CardPlay): void {
  const group = ctx.state.groups[player];
  if (!group || !group.hand.includes(play.card)) return;
  const card = ctx.setup.data.doomtrooperCards.find((c) => c.id === play.card);
  const effect = card?.effects[play.effect - 1];
  group.hand = group.hand.filter((c) => c !== play.card);
  group.played.push({ card: play.card, effect: play.effect });
  let applied = 0;
  let target: string | null = null;
  if (effect?.kind === 'extra-actions') {
    const before = group.extra;
    group.extra = Math.min(MAX_EXTRA_ACTIONS, group.extra + effect.amount);
    applied = group.extra - before;
  } else if (effect?.kind === 'heal' && play.target !== undefined) {
    const t = figure(ctx, play.target);
    if (t && t.owner === player && inPlay(t)) {
      const before = t.strength;
      t.strength = Math.min(ctx.setup.data.doomtrooper.strength, t.strength + effect.amount);
      applied = t.strength - before;
      target = t.id;
    }
  } else if (effect?.kind === 'cover' && play.target !== undefined && ctx.state.reaction) {
    ctx.state.reaction.covered.push(play.target);
    applied = 1;
    target = play.target;
  }
  ctx.events.push({ type: 'card_played', player, card: play.card, effect: play.effect, target, applied });
}
