import type { Ctx } from '../context.ts';
import type { CreatureType } from '../ids.ts';
import type { Figure } from '../state.ts';

/** Creatures of a type the Legion can still bring in: the box's figures minus those in play (training: minus the eliminated too, kept by the players). */
export function available(ctx: Ctx, type: CreatureType): number {
  const limit = ctx.setup.data.creatures.find((c) => c.type === type)?.limit ?? 0;
  const used = ctx.state.figures.filter((f) => f.kind === 'creature' && f.type === type && (f.status !== 'dead' || ctx.state.rules === 'training')).length;
  return Math.max(0, limit - used);
}

/** A new creature figure (`legionnaire-3`). */
export function createCreature(ctx: Ctx, type: CreatureType, status: Figure['status'], section: string | null, entrance: string | null): Figure {
  const n = (ctx.state.counters[type] ?? 0) + 1;
  ctx.state.counters[type] = n;
  const figure: Figure = {
    id: `${type}-${n}`,
    kind: 'creature',
    owner: ctx.state.legion.player,
    type,
    status,
    section,
    square: null,
    entrance,
    strength: 1,
    weapon: null,
    equipment: [],
    visited: section ? [section] : [],
    note: null,
  };
  ctx.state.figures.push(figure);
  return figure;
}

/**
 * Turns one face-down monster card of a section: its creatures come out as far as the pool allows (seed:
 * creatures that are not available are ignored) and wait to be placed by the Legion player.
 */
export function revealCard(ctx: Ctx, section: string, trigger: string | null): string[] {
  const entry = ctx.state.sections[section];
  const cardId = entry?.cards.shift();
  if (!entry || cardId === undefined) return [];
  const card = ctx.setup.data.monsterCards.find((c) => c.id === cardId);
  const created: string[] = [];
  const missing: CreatureType[] = [];
  for (const { type, count } of card?.creatures ?? []) {
    for (let i = 0; i < count; i++) {
      if (available(ctx, type) > 0) created.push(createCreature(ctx, type, 'pending', section, null).id);
      else missing.push(type);
    }
  }
  ctx.state.revealed.push({ section, card: cardId });
  ctx.events.push({
    type: 'cards_revealed',
    section,
    card: cardId,
    creatures: created,
    missing,
    by: trigger === null ? 'legion' : 'trooper',
    trooper: trigger,
  });
  const pending = ctx.state.pending ?? { creatures: [], trigger, cards: [] };
  pending.creatures.push(...created);
  pending.cards.push({ section, card: cardId });
  ctx.state.pending = pending.creatures.length > 0 ? pending : null;
  return created;
}

/** A trooper entered sections with face-down cards: every card there is revealed (seed "AVSLÖJA MONSTERKORT"). */
export function revealSections(ctx: Ctx, sections: readonly string[], trigger: string): void {
  for (const section of sections) while ((ctx.state.sections[section]?.cards.length ?? 0) > 0) revealCard(ctx, section, trigger);
}
