import type { z } from 'zod';
import type { AnyRuleset } from './ruleset.ts';
import type { Text } from './catalogue.ts';
import type { FieldChoices } from './forms.ts';

/**
 * Who must decide what now (issue 12): a ruleset's `decisions(setup, players, state)` lists the open requests of
 * the current position. The server accepts answers (order sheets) only from the players asked, resolves the
 * step as soon as every required request is answered (game setting `resolveWhen`), applies `defaultAnswer` to
 * required requests still unanswered at the deadline, and counts missed turns, reminders and notifications
 * only for the players asked. A battle in which the defender assigns kills is one more request.
 */
export interface DecisionRequest {
  /** Player id asked. At most one request per player per step. */
  player: string;
  /** Stable id of the kind of decision ('orders', 'assign-hits', 'retreat'...): forms, tests and reports name it. */
  kind: string;
  /** What the player is asked, in both languages ("Assign 3 hits among your units in Kislev"). */
  prompt: Text;
  /** Legal answers, built from the position (e.g. an enum of the unit ids that can take a hit). Absent: sheetSchema. */
  schema?: z.ZodType;
  /** Choices for the generated form (field path -> legal values). */
  choices?: FieldChoices;
  /** Other players do not see the answer before the step is resolved. */
  secret: boolean;
  /** Other players do not see the answer even after resolution, until the game ends (secret missions). */
  sealed?: boolean;
  /** The step waits for this answer (sequential moves, battle decisions). Optional requests never block. */
  required: boolean;
  /** Hours the player has for this step (per-step deadline); absent: the game's deadline policy. */
  deadlineHours?: number;
  /** Answer applied when a required request is still unanswered at the deadline. Absent: no answer. */
  defaultAnswer?: unknown;
}

/** The request of one player in a list, or undefined. */
export function requestOf(requests: readonly DecisionRequest[], player: string): DecisionRequest | undefined {
  return requests.find((request) => request.player === player);
}

/** The open requests of a position: `decisions` or the default derived from `activePlayers` (core contract). */
export function openRequests(ruleset: AnyRuleset, setup: unknown, players: unknown[], state: unknown): DecisionRequest[] {
  if (ruleset.decisions) return ruleset.decisions(setup, players, state);
  const phase = ruleset.phase?.(setup, state);
  if (phase && !phase.acceptsOrders) return [];
  if (ruleset.isOver?.(setup, state)) return [];
  const active = ruleset.activePlayers?.(setup, players, state) ?? players.map((p) => ruleset.playerId(p));
  const sequential = ruleset.turnStructure === 'sequential';
  return active.map((player) => ({
    player,
    kind: 'orders',
    prompt: { es: 'Tus órdenes', en: 'Your orders' },
    secret: phase?.secret ?? !sequential,
    required: sequential,
  }));
}
