import { hiddenRandom, shuffled } from '../../../core/random.ts';
import type { Ctx } from '../context.ts';
import type { God } from '../ids.ts';

/**
 * Phase 2, Draw (seed): every god draws the cards its power sheet says, reshuffling its discard pile when the
 * deck runs out, and its power marker goes back to the highlighted value plus any extra power it earned.
 */
export function drawStage(ctx: Ctx): void {
  const { state, setup } = ctx;
  for (const god of state.gods) {
    const bonus = state.bonusPower[god] ?? 0;
    state.power[god] = setup.data.gods[god].power + bonus;
    state.bonusPower[god] = 0;
    ctx.events.push({ type: 'power_reset', god, power: state.power[god]!, bonus });
  }
  for (const god of state.gods) drawCards(ctx, god, setup.data.gods[god].cardsPerRound, 'draw');
}

/** Chaos deck order of a god: the hidden stream `chaos-deck:<god>` (reshuffle n: `chaos-deck:<god>:reshuffle-<n>`). */
export const deckPurpose = (god: God, reshuffle = 0): string => (reshuffle === 0 ? `chaos-deck:${god}` : `chaos-deck:${god}:reshuffle-${reshuffle}`);

/** Draws up to `count` cards into the god's hand (hidden), reshuffling the discard pile when the deck is empty. */
export function drawCards(ctx: Ctx, god: God, count: number, reason: 'draw' | 'dial'): void {
  const { state } = ctx;
  const deck = state.decks[god]!;
  const hand = state.hands[god]!;
  const drawn: string[] = [];
  let reshuffled = false;
  for (let i = 0; i < count; i++) {
    if (deck.length === 0) {
      const discard = state.discards[god]!;
      if (discard.length === 0) break;
      const n = (state.reshuffles[god] ?? 0) + 1;
      state.reshuffles[god] = n;
      deck.push(...shuffled(hiddenRandom(ctx.gameSeed, deckPurpose(god, n), ctx.fixedDraws), discard));
      state.discards[god] = [];
      reshuffled = true;
    }
    const card = deck.shift()!;
    hand.push(card);
    drawn.push(card);
  }
  if (count > 0) ctx.events.push({ type: 'cards_drawn', god, count: drawn.length, cards: drawn, reshuffled, reason });
}
