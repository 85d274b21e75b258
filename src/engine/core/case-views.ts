import type { Lang } from './catalogue.ts';
import type { DecisionRequest } from './decisions.ts';
import { documentText } from './document.ts';
import { isPlainObject } from './case-match.ts';
import type { Problem, ReportCorrection, AnyRuleset, Viewer } from './ruleset.ts';
import { answersFor, openSheetsFor, outcomeFor, positionFor } from './views.ts';

/**
 * The `views` result of a case file (docs/rulesets.md §8.4): for each viewer the case asks about — `public`,
 * `gm` or a player id — what the server would show them at the end of the case, through the same functions
 * (core/views.ts):
 *
 * - `position`: the final position (`playerView`, else the public summary or the whole position);
 * - `outcome`: the last step's outcome (`outcomeView`; null before any step);
 * - `report`: the last step's report as plain text (`report` with the viewer; null without steps or report);
 * - `answers`: the last step's answers as published after resolution (sealed ones hidden from others);
 * - `sheets`: the answers sent to the open step (the case's `open`) the viewer may read before resolution;
 * - `description`: the position panel as plain text (`describePosition`; null without one);
 * - `map`: the SVG map for the viewer (`renderMap`; null without one).
 *
 * Only the viewers and keys the expectation names are computed.
 */
export const VIEW_KEYS = ['position', 'outcome', 'report', 'answers', 'sheets', 'description', 'map'] as const;
export type ViewKey = (typeof VIEW_KEYS)[number];

/** The last resolved step of a case, as its report and published answers are made from it. */
export interface CaseStepRecord {
  number: number;
  before: unknown;
  after: unknown;
  outcome: unknown;
  orders: Record<string, unknown>;
  sealed: string[];
  corrections: ReportCorrection[];
}

export interface CaseViewInput {
  name: string;
  lang: Lang;
  setup: unknown;
  players: unknown[];
  state: unknown;
  gameOver: boolean;
  last: CaseStepRecord | null;
  /** The open step's requests and the answers the case sent to it (`open`). */
  requests: DecisionRequest[];
  open: Record<string, unknown>;
}

/** `public`, `gm` or a seated player's id as a viewer; null for anything else. */
export function viewerOfKey(key: string, playerIds: readonly string[]): Viewer | null {
  if (key === 'public' || key === 'gm') return { role: key };
  return playerIds.includes(key) ? { role: 'player', id: key } : null;
}

/** Which views an expectation asks for (viewer key → view keys), and the problems of its shape by JSON path. */
export function wantedViews(
  expected: unknown,
  playerIds: readonly string[],
  path = 'expect.views',
): { wanted: Record<string, ViewKey[]>; problems: Problem[] } {
  const wanted: Record<string, ViewKey[]> = {};
  const problems: Problem[] = [];
  if (!isPlainObject(expected))
    return { wanted, problems: [{ path, code: 'invalid_views', message: 'views: an object of viewers ("public", "gm" or a player id).' }] };
  for (const [key, views] of Object.entries(expected)) {
    if (!viewerOfKey(key, playerIds)) {
      problems.push({
        path: `${path}.${key}`,
        code: 'unknown_viewer',
        message: `"${key}" is not a viewer ("public", "gm" or a player id: ${playerIds.join(', ')}).`,
      });
      continue;
    }
    if (!isPlainObject(views)) {
      problems.push({ path: `${path}.${key}`, code: 'invalid_views', message: `A viewer's views: an object with some of ${VIEW_KEYS.join(', ')}.` });
      continue;
    }
    const keys = Object.keys(views);
    for (const view of keys) {
      if (!(VIEW_KEYS as readonly string[]).includes(view))
        problems.push({ path: `${path}.${key}.${view}`, code: 'unknown_view', message: `"${view}" is not a view (${VIEW_KEYS.join(', ')}).` });
    }
    wanted[key] = keys.filter((view): view is ViewKey => (VIEW_KEYS as readonly string[]).includes(view));
  }
  return { wanted, problems };
}

/** The wanted views of the case's end, per viewer key. */
export function caseViews(ruleset: AnyRuleset, input: CaseViewInput, wanted: Record<string, readonly ViewKey[]>): Record<string, Record<string, unknown>> {
  const ids = input.players.map((p) => ruleset.playerId(p));
  const out: Record<string, Record<string, unknown>> = {};
  for (const [key, keys] of Object.entries(wanted)) {
    const viewer = viewerOfKey(key, ids);
    if (!viewer) continue;
    out[key] = Object.fromEntries(keys.map((view) => [view, oneView(ruleset, input, viewer, view)]));
  }
  return out;
}

function oneView(ruleset: AnyRuleset, input: CaseViewInput, viewer: Viewer, view: ViewKey): unknown {
  const { setup, players, state, last } = input;
  switch (view) {
    case 'position':
      return positionFor(ruleset, setup, players, state, viewer);
    case 'outcome':
      return last ? outcomeFor(ruleset, setup, players, last.outcome, viewer, input.gameOver) : null;
    case 'report':
      if (!last || !ruleset.report) return null;
      return documentText(
        ruleset.report({
          setup,
          players,
          before: last.before,
          after: last.after,
          outcome: last.outcome,
          step: last.number,
          game: { id: 'case', name: input.name },
          lang: input.lang,
          viewer,
          rolls: [],
          corrections: last.corrections,
        }),
      );
    case 'answers':
      return last ? answersFor(last.orders, last.sealed, viewer, input.gameOver) : {};
    case 'sheets':
      return openSheetsFor(ruleset, setup, state, input.requests, viewer, input.open);
    case 'description':
      return ruleset.describePosition ? documentText(ruleset.describePosition({ setup, players, state, lang: input.lang, viewer })) : null;
    case 'map':
      return ruleset.renderMap
        ? ruleset.renderMap(setup, state, input.lang, viewer, { players, step: last?.number ?? 0, ...(last ? { outcome: last.outcome } : {}) })
        : null;
  }
}
