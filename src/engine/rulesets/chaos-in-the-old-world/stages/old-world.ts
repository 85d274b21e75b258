import type { Ctx } from '../context.ts';
import { indexMap } from '../map-index.ts';
import type { OldWorldCard, OldWorldEffect, RegionSelector, Setup } from '../schemas.ts';

/**
 * Phase 1, Old World (seed): the top Old World card is drawn; unless it says otherwise it goes to slot 1, the
 * card in slot 1 moves to slot 2 and the card in slot 2 leaves the game. A 'discard' card is resolved and put
 * away without moving the track. Its automated `onDraw` effects apply now; its text is the GM's.
 */
export function oldWorldStage(ctx: Ctx): void {
  const { state } = ctx;
  ctx.events.push({ type: 'round_started', round: state.round });
  const id = state.oldWorld.deck.shift();
  if (id === undefined) {
    ctx.events.push({ type: 'old_world_deck_empty' });
    return;
  }
  const card = oldWorldCard(ctx.setup, id);
  let removed: string | null = null;
  if (card?.placement === 'discard') {
    state.oldWorld.discard.push(id);
  } else {
    removed = state.oldWorld.track[1];
    if (removed !== null) state.oldWorld.discard.push(removed);
    state.oldWorld.track = [id, state.oldWorld.track[0]];
  }
  ctx.events.push({ type: 'old_world_card', card: id, placement: card?.placement ?? 'track', track: [...state.oldWorld.track], removed });
  if (card) applyOldWorldEffects(ctx, card, card.onDraw);
}

export function oldWorldCard(setup: Setup, id: string): OldWorldCard | undefined {
  return setup.data.oldWorld.find((c) => c.id === id);
}

/** The regions a selector names, in standard region order. */
export function selectRegions(setup: Setup, selector: RegionSelector): string[] {
  const index = indexMap(setup);
  if (selector === 'all') return [...index.order];
  if (selector === 'populous') return index.order.filter((id) => index.byId.get(id)!.populous);
  if (selector === 'unpopulous') return index.order.filter((id) => !index.byId.get(id)!.populous);
  const named = new Set(selector);
  return index.order.filter((id) => named.has(id));
}

/**
 * Token effects of an Old World card. A ruined region's tokens are left as they are, both ways (seed, Ruined
 * Regions: "Der må ikke placeres nye Old World tokens i regionen. De brikker, der allerede lå der, bliver dog
 * liggende." — no new tokens are placed there, and the pieces already there stay): a card placing tokens skips
 * it (`tokens_blocked`) and a card removing tokens skips it too (`tokens_kept`).
 */
export function applyOldWorldEffects(ctx: Ctx, card: OldWorldCard, effects: readonly OldWorldEffect[]): void {
  for (const effect of effects) {
    for (const id of selectRegions(ctx.setup, effect.regions)) {
      const region = ctx.state.regions[id]!;
      if (effect.kind === 'tokens') {
        if (region.ruined) {
          ctx.events.push({ type: 'tokens_blocked', token: effect.token, region: id, count: effect.count, card: card.id });
          continue;
        }
        region.tokens[effect.token] += effect.count;
        ctx.events.push({ type: 'tokens_placed', token: effect.token, region: id, count: effect.count, card: card.id });
      } else {
        const count = Math.min(effect.count, region.tokens[effect.token]);
        if (count === 0) continue;
        if (region.ruined) {
          ctx.events.push({ type: 'tokens_kept', token: effect.token, region: id, count, card: card.id });
          continue;
        }
        region.tokens[effect.token] -= count;
        ctx.events.push({ type: 'tokens_removed', token: effect.token, region: id, count, card: card.id });
      }
    }
  }
}
