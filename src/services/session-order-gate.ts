import type { Viewer } from '../engine/core/ruleset.ts';
import { conflict } from './errors.ts';
import type { AnyRuleset } from './ruleset-context.ts';

/**
 * Whether `player` may send orders in the open step (docs/rulesets.md §3): the phase must accept orders
 * (`phase().acceptsOrders`) and, in sequential games, the player must be one of `activePlayers()`.
 * Rulesets without these members accept orders from every seated player. 409: it is a matter of timing.
 */
export function assertMayOrder(ruleset: AnyRuleset, setup: unknown, players: unknown[], state: unknown, player: string): void {
  const phase = ruleset.phase?.(setup, state);
  if (phase && !phase.acceptsOrders) throw conflict('no_orders_phase', `Players send no orders in this phase (${phase.name})`);
  const active = ruleset.activePlayers?.(setup, players, state) ?? null;
  if (active !== null && !active.includes(player)) throw conflict('not_your_turn', 'It is not your turn to send orders');
}

/**
 * The open step's sheets `viewer` may read (player id -> sheet), through the ruleset's `visibleSheets`;
 * default: the GM all, a player their own, the public none.
 */
export function visibleOpenSheets(
  ruleset: AnyRuleset,
  setup: unknown,
  state: unknown,
  viewer: Viewer,
  sheets: Record<string, unknown>,
): Record<string, unknown> {
  if (ruleset.visibleSheets) return ruleset.visibleSheets(setup, state, viewer, sheets);
  if (viewer.role === 'gm') return { ...sheets };
  if (viewer.role === 'player' && Object.prototype.hasOwnProperty.call(sheets, viewer.id)) return { [viewer.id]: sheets[viewer.id] };
  return {};
}
