import type { DecisionRequest } from './decisions.ts';
import type { AnyRuleset, Viewer } from './ruleset.ts';

/**
 * What one viewer may see, composed from a ruleset's members exactly as the server shows it (issue 12 "views
 * per viewer"; src/services/published/views.ts and src/services/open-step.ts call these). Case files
 * (core/case-views.ts) use the same functions, so a `views` case proves what the server would show.
 */

/**
 * A position as a viewer may see it: the ruleset's `playerView`; without one, the whole position when the game
 * hides nothing (`hiddenInformation` unset), else only the public summary.
 */
export function positionFor(ruleset: AnyRuleset, setup: unknown, players: unknown[], state: unknown, viewer: Viewer): unknown {
  if (state === null || state === undefined) return null;
  if (ruleset.playerView) return ruleset.playerView(setup, players, state, viewer);
  return ruleset.hiddenInformation ? ruleset.publicState(setup, state) : state;
}

/** A resolved step's outcome as a viewer may see it (`outcomeView`, else the whole outcome). */
export function outcomeFor(ruleset: AnyRuleset, setup: unknown, players: unknown[], outcome: unknown, viewer: Viewer, gameOver: boolean): unknown {
  return ruleset.outcomeView ? ruleset.outcomeView(setup, players, outcome, viewer, { gameOver }) : outcome;
}

/** The players whose answers a resolution seals: asked by a `sealed` request, and answered. */
export function sealedAnswers(requests: readonly DecisionRequest[], orders: Readonly<Record<string, unknown>>): string[] {
  return requests.filter((request) => request.sealed === true && request.player in orders).map((request) => request.player);
}

/** A resolved step's answers a viewer may read: every one, except sealed answers of others before the game ends. */
export function answersFor(orders: Record<string, unknown>, sealed: readonly string[], viewer: Viewer, gameOver: boolean): Record<string, unknown> {
  if (viewer.role === 'gm' || gameOver || sealed.length === 0) return orders;
  return Object.fromEntries(Object.entries(orders).filter(([player]) => !sealed.includes(player) || (viewer.role === 'player' && viewer.id === player)));
}

/**
 * The open step's sheets a viewer may read (player id -> sheet), through the ruleset's `visibleSheets`;
 * default: the GM all, a player their own plus every answer of a request that is not secret, the public the
 * answers of requests that are not secret.
 */
export function openSheetsFor(
  ruleset: AnyRuleset,
  setup: unknown,
  state: unknown,
  requests: readonly DecisionRequest[],
  viewer: Viewer,
  sheets: Record<string, unknown>,
): Record<string, unknown> {
  if (ruleset.visibleSheets) return ruleset.visibleSheets(setup, state, viewer, sheets);
  if (viewer.role === 'gm') return { ...sheets };
  const open = new Set(requests.filter((r) => !r.secret).map((r) => r.player));
  return Object.fromEntries(Object.entries(sheets).filter(([player]) => open.has(player) || (viewer.role === 'player' && viewer.id === player)));
}
