import { z } from 'zod';
import type { Problem } from '../../core/ruleset.ts';
import { FALLBACK_GAME_SEED, type Ctx } from './context.ts';
import { GODS, TOKEN_KINDS } from './ids.ts';
import { indexMap } from './map-index.ts';
import { t, type MessageKey } from './messages.ts';
import type { Player } from './players.ts';
import { cardData, onBoard, remainingUpgrades } from './rules.ts';
import type { Setup } from './schemas.ts';
import { IdSchema } from './schemas.ts';
import { drawCards } from './stages/draw.ts';
import { seatedPlayers } from './seating.ts';
import { normalizeState, type State } from './state.ts';

/**
 * GM corrections: what the seed leaves to the GM (hero tokens, card and Old World texts, dial texts, power
 * sheet abilities) is typed by the GM as one of these, applied to the position before the next step is
 * resolved and listed in that step's report. Ruined regions take no new tokens and no corruption (seed).
 */
const god = z.enum(GODS);
const delta = z.number().int().min(-100).max(100);
export const AdjustmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('vp'), god, delta, note: z.string().max(200).optional() }).strict(),
  z.object({ kind: z.literal('power'), god, delta, note: z.string().max(200).optional() }).strict(),
  z.object({ kind: z.literal('counters'), god, delta, note: z.string().max(200).optional() }).strict(),
  z.object({ kind: z.literal('threat'), god, delta, note: z.string().max(200).optional() }).strict(),
  z.object({ kind: z.literal('figures'), god, figure: IdSchema, region: IdSchema, delta, note: z.string().max(200).optional() }).strict(),
  z.object({ kind: z.literal('tokens'), token: z.enum(TOKEN_KINDS), region: IdSchema, delta, note: z.string().max(200).optional() }).strict(),
  z.object({ kind: z.literal('corruption'), god, region: IdSchema, delta, note: z.string().max(200).optional() }).strict(),
  z.object({ kind: z.literal('discard'), god, card: IdSchema, note: z.string().max(200).optional() }).strict(),
  z.object({ kind: z.literal('draw'), god, count: z.number().int().min(1).max(10), note: z.string().max(200).optional() }).strict(),
  z.object({ kind: z.literal('remove-card'), god, card: IdSchema, region: IdSchema, note: z.string().max(200).optional() }).strict(),
  z.object({ kind: z.literal('upgrade'), god, upgrade: IdSchema, note: z.string().max(200).optional() }).strict(),
]);
export type Adjustment = z.infer<typeof AdjustmentSchema>;

const problem = (path: string, code: string, key: MessageKey): Problem => ({ path, code, message: t(key, 'en') });

/** Checks one correction against the position; [] when it can be applied. */
export function checkAdjustment(setup: Setup, players: readonly Player[], stored: unknown, adjustment: Adjustment): Problem[] {
  const state = normalizeState(setup, players, stored);
  if (state.result) return [problem('kind', 'game_over', 'problem_game_over')];
  const a = adjustment;
  if ('god' in a && !state.gods.includes(a.god)) return [problem('god', 'unknown_god', 'problem_unknown_god')];
  const index = indexMap(setup);
  if ('region' in a && !index.byId.has(a.region)) return [problem('region', 'unknown_region', 'problem_unknown_region')];
  switch (a.kind) {
    case 'vp':
      return [];
    case 'power':
    case 'counters':
    case 'threat':
      return (state[a.kind][a.god] ?? 0) + a.delta < 0 ? [problem('delta', 'negative_result', 'problem_negative_result')] : [];
    case 'figures': {
      const data = setup.data.gods[a.god].figures.find((f) => f.id === a.figure);
      if (!data) return [problem('figure', 'unknown_figure', 'problem_unknown_figure')];
      const here = state.regions[a.region]!.figures[a.god]![a.figure] ?? 0;
      if (here + a.delta < 0) return [problem('delta', 'negative_result', 'problem_negative_result')];
      if (onBoard(state, a.god, a.figure) + a.delta > data.count) return [problem('delta', 'too_many_figures', 'problem_too_many_figures')];
      return [];
    }
    case 'tokens': {
      const here = state.regions[a.region]!.tokens[a.token];
      if (a.delta > 0 && state.regions[a.region]!.ruined) return [problem('region', 'ruined_region', 'problem_ruined_region')];
      return here + a.delta < 0 ? [problem('delta', 'negative_result', 'problem_negative_result')] : [];
    }
    case 'corruption': {
      if (a.delta > 0 && state.regions[a.region]!.ruined) return [problem('region', 'ruined_region', 'problem_ruined_region')];
      return (state.regions[a.region]!.corruption[a.god] ?? 0) + a.delta < 0 ? [problem('delta', 'negative_result', 'problem_negative_result')] : [];
    }
    case 'discard':
      if (!cardData(setup, a.god, a.card)) return [problem('card', 'unknown_card', 'problem_unknown_card')];
      return (state.hands[a.god] ?? []).includes(a.card) ? [] : [problem('card', 'card_not_in_hand', 'problem_card_not_in_hand')];
    case 'draw':
      return [];
    case 'remove-card':
      return state.regions[a.region]!.cards.some((c) => c.god === a.god && c.card === a.card) ? [] : [problem('card', 'unknown_card', 'problem_unknown_card')];
    case 'upgrade':
      return remainingUpgrades(setup, state, a.god).includes(a.upgrade) ? [] : [problem('upgrade', 'unknown_upgrade', 'problem_unknown_upgrade')];
  }
}

/** The position after the corrections, in order; a correction that no longer applies changes nothing. */
export function applyAdjustments(
  setup: Setup,
  players: readonly Player[],
  stored: unknown,
  adjustments: readonly unknown[],
  gameSeed = FALLBACK_GAME_SEED,
): State {
  const state = structuredClone(normalizeState(setup, players, stored));
  for (const raw of adjustments) {
    const parsed = AdjustmentSchema.safeParse(raw);
    if (!parsed.success || checkAdjustment(setup, players, state, parsed.data).length > 0) continue;
    const a = parsed.data;
    switch (a.kind) {
      case 'vp':
        state.vp[a.god] = (state.vp[a.god] ?? 0) + a.delta;
        break;
      case 'power':
      case 'counters':
      case 'threat':
        state[a.kind][a.god] = (state[a.kind][a.god] ?? 0) + a.delta;
        break;
      case 'figures': {
        const figures = state.regions[a.region]!.figures[a.god]!;
        figures[a.figure] = (figures[a.figure] ?? 0) + a.delta;
        break;
      }
      case 'tokens':
        state.regions[a.region]!.tokens[a.token] += a.delta;
        break;
      case 'corruption': {
        const r = state.regions[a.region]!;
        r.corruption[a.god] = (r.corruption[a.god] ?? 0) + a.delta;
        if (a.delta > 0) {
          const placed = (state.roundLog.placed[a.region] ??= []);
          if (!placed.includes(a.god)) placed.push(a.god);
        }
        break;
      }
      case 'discard': {
        const hand = state.hands[a.god]!;
        hand.splice(hand.indexOf(a.card), 1);
        state.discards[a.god]!.push(a.card);
        break;
      }
      case 'draw': {
        // A correction never reshuffles (the contract gives corrections no game seed): it draws what the deck holds.
        const ctx: Ctx = { setup, players: seatedPlayers(players, state.seats), state, events: [], seed: null, gameSeed };
        drawCards(ctx, a.god, Math.min(a.count, state.decks[a.god]!.length), 'dial');
        break;
      }
      case 'remove-card': {
        const r = state.regions[a.region]!;
        const i = r.cards.findIndex((c) => c.god === a.god && c.card === a.card);
        r.cards.splice(i, 1);
        state.discards[a.god]!.push(a.card);
        break;
      }
      case 'upgrade':
        state.upgrades[a.god]!.push(a.upgrade);
        break;
    }
  }
  return state;
}
