import type { Lang, OrderError, SheetSummary } from '../../core/ruleset.ts';
import { format } from '../../core/catalogue.ts';
import { GENERIC_ORDER_MESSAGES } from './messages.ts';
import type { GenericOrderReason } from './reasons.ts';
import { GENERIC_LIMITS, type GenericPlayer, type GenericSetup, type GenericSheet, type GenericState } from './schemas.ts';
import { currentPhase } from './state.ts';

/** The first reason (in GENERIC_ORDER_REASONS order) why this sheet cannot be sent now, or null. */
export function genericOrderProblem(
  setup: GenericSetup,
  players: readonly GenericPlayer[],
  state: GenericState,
  player: string,
  sheet: GenericSheet,
): { reason: GenericOrderReason; params: Record<string, string | number> } | null {
  const phase = currentPhase(setup, state);
  if (state.ended) return { reason: 'game_over', params: {} };
  if (!players.some((p) => p.id === player)) return { reason: 'not_a_player', params: {} };
  if (!phase.acceptsOrders) return { reason: 'no_orders_phase', params: { phase: phase.name } };
  if (sheet.text.trim() === '') return { reason: 'empty_text', params: {} };
  const length = [...sheet.text].length;
  if (length > GENERIC_LIMITS.maxOrderText) return { reason: 'text_too_long', params: { max: GENERIC_LIMITS.maxOrderText, length } };
  return null;
}

/** A generic sheet is one free-text order (index 0); it costs its one action. */
export function checkGenericSheet(
  setup: GenericSetup,
  players: readonly GenericPlayer[],
  state: GenericState,
  player: string,
  sheet: GenericSheet,
  lang: Lang,
): { errors: OrderError[]; summary: SheetSummary } {
  const found = genericOrderProblem(setup, players, state, player, sheet);
  const errors: OrderError[] = found ? [{ index: 0, reason: found.reason, message: format(GENERIC_ORDER_MESSAGES[found.reason][lang], found.params) }] : [];
  return { errors, summary: { costs: [found ? null : 1] } };
}
