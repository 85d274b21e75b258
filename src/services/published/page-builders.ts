import { localText } from '../../engine/core/catalogue.ts';
import { format } from '../../engine/core/catalogue.ts';
import { openRequests } from '../../engine/core/decisions.ts';
import { plainText } from '../../engine/core/document.ts';
import { escapeHtml } from '../../engine/core/escape.ts';
import type { Viewer } from '../../engine/core/ruleset.ts';
import type { Language } from '../../i18n/index.ts';
import { PAGE_MESSAGES } from '../../i18n/pages.ts';
import { formatInZone } from '../../time/time-zone.ts';
import { atomFeed } from '../../reports/atom-feed.ts';
import { gamePage, turnPage, type LinkVersions, type OpenStepView, type PagePlayer } from '../../reports/pages.ts';
import { renderHtml } from '../../reports/render-html.ts';
import type { GameContext } from './game-context.ts';
import { casePublic } from './published.ts';
import type { ResolvedStep } from './steps.ts';
import { positionDocument, scoreHistory, stepDocument, type ScoreHistory } from './views.ts';

/**
 * The public pages and the feed, built from a game's context and its resolved steps (no I/O): what the
 * published artifacts (game-artifacts.ts, turn-artifacts.ts) render once per version and keep.
 */

const PUBLIC: Viewer = { role: 'public' };

function titleOf(ctx: GameContext, step: ResolvedStep, lang: Language): string {
  return plainText(stepDocument(ctx, step, { viewer: PUBLIC, lang, short: true }).title);
}

function labelText(ctx: GameContext, index: number, lang: Language): string {
  const label = ctx.ruleset.playerLabel?.(ctx.players[index], lang);
  return label || ctx.rows[index]!.name;
}

/** Everything on the public game page that one pages version and language fix (the map comes apart). */
export interface GameParts {
  game: { id: string; name: string; language: Language; rulesetName: string };
  players: PagePlayer[];
  positionHtml: string | null;
  turns: { turn: number; title: string }[];
  history: ScoreHistory | null;
  /** The position now, while a turn is open on it: who is asked to decide, and the ruleset's phase. */
  asked: string[];
  phase: OpenStepView['phase'];
  /** Reports the GM withdrew by reverting their turns, not resolved again since: the turn and when (as readers see it). */
  withdrawn?: { turn: number; when: string }[];
}

export function gamePartsOf(ctx: GameContext, steps: readonly ResolvedStep[], lang: Language, withdrawn: readonly WithdrawnReport[] = []): GameParts {
  const current = steps.at(-1)?.after ?? ctx.startState;
  const position = positionDocument(ctx, current, PUBLIC, lang);
  const hasState = current !== null && current !== undefined;
  const phase = hasState ? ctx.ruleset.phase?.(ctx.setup, current) : undefined;
  return {
    game: { id: ctx.id, name: ctx.name, language: lang, rulesetName: ctx.ruleset.names[lang] },
    players: ctx.rows.map((row, index) => ({ id: row.id, label: labelText(ctx, index, lang) })),
    positionHtml: position ? renderHtml(position, { title: false, headingTag: 'h3', tableSections: true }) : null,
    turns: steps.map((step) => ({ turn: step.number, title: titleOf(ctx, step, lang) })),
    history: scoreHistory(ctx, steps, lang),
    asked: hasState ? openRequests(ctx.ruleset, ctx.setup, ctx.players, current).map((request) => request.player) : [],
    phase: phase ? { turn: phase.turn, name: localText(phase.name, lang), kind: !phase.acceptsOrders ? 'gmOnly' : phase.secret ? 'secret' : 'public' } : null,
    withdrawn: withdrawnNow(withdrawn, steps).map((w) => ({ turn: w.number, when: formatInZone(w.archivedAt, lang, ctx.timeZone) })),
  };
}

export function gamePartsBytes(parts: GameParts): number {
  return 2 * (JSON.stringify(parts).length + 200);
}

/** What changes on the game page while a turn is played: the status, the open turn, who has sent and is ready. */
export interface LiveGame {
  status: 'setup' | 'running' | 'paused' | 'finished';
  open: { number: number; deadline: Date | null; timeZone: string; sent: ReadonlySet<string>; ready: ReadonlySet<string> } | null;
}

/** The open step as the public game page shows it: phase, deadline, who was asked, sent, ready (never what). */
export function openStepView(parts: GameParts, live: LiveGame): OpenStepView | null {
  const open = live.open;
  if (!open) return null;
  const asked = new Set(parts.asked);
  const lang = parts.game.language;
  return {
    number: open.number,
    phase: parts.phase,
    deadline: open.deadline?.toISOString() ?? null,
    ...(open.deadline ? { deadlineText: formatInZone(open.deadline, lang, open.timeZone) } : {}),
    seats: parts.players.map((player) => ({ id: player.id, asked: asked.has(player.id), sent: open.sent.has(player.id), ready: open.ready.has(player.id) })),
  };
}

/** The latest withdrawal of each turn not resolved again since (a turn resolved again has its report back). */
function withdrawnNow(withdrawn: readonly WithdrawnReport[], steps: readonly ResolvedStep[]): WithdrawnReport[] {
  const resolved = new Set(steps.map((step) => step.number));
  const latest = new Map<number, WithdrawnReport>();
  for (const w of withdrawn) if (!resolved.has(w.number)) latest.set(w.number, w);
  return [...latest.values()].sort((a, b) => a.number - b.number);
}

export function gamePageHtml(
  parts: GameParts,
  live: LiveGame,
  view: { mapSvg: string | null; mapTurn: number; langParam?: Language | undefined; versions: LinkVersions },
): string {
  return gamePage({
    game: { ...parts.game, status: live.status },
    players: parts.players,
    open: openStepView(parts, live),
    positionHtml: parts.positionHtml,
    turns: parts.turns,
    mapSvg: view.mapSvg,
    mapTurn: view.mapTurn,
    history: parts.history,
    withdrawn: parts.withdrawn ?? [],
    ...(view.langParam ? { langParam: view.langParam } : {}),
    versions: view.versions,
  });
}

export function turnPageHtml(
  ctx: GameContext,
  step: ResolvedStep,
  view: { lang: Language; langParam?: Language | undefined; mapSvg: string | null; hasNext: boolean; versions: { pages: string; turn: string } },
): string {
  const doc = stepDocument(ctx, step, { viewer: PUBLIC, lang: view.lang });
  return turnPage({
    game: { id: ctx.id, name: ctx.name, language: view.lang },
    turn: step.number,
    title: plainText(doc.title),
    reportHtml: renderHtml(doc, { title: false, headingTag: 'h2', tableSections: true }),
    mapSvg: view.mapSvg,
    hasPrevious: step.number > 1,
    hasNext: view.hasNext,
    caseFile: casePublic(ctx),
    ...(view.langParam ? { langParam: view.langParam } : {}),
    versions: view.versions,
  });
}

export interface WithdrawnReport {
  number: number;
  archivedAt: Date;
  revertId: string;
}

/** The Atom feed: every published report (its link with the turn's version) and every withdrawal notice. */
export function feedXml(
  ctx: GameContext,
  steps: readonly ResolvedStep[],
  withdrawn: readonly WithdrawnReport[],
  view: { baseUrl: string; lang: Language; turnVersions: Readonly<Record<number, string>> },
): string {
  const { lang } = view;
  return atomFeed({
    gameId: ctx.id,
    gameName: ctx.name,
    language: lang,
    baseUrl: view.baseUrl,
    fallbackUpdated: ctx.createdAt.toISOString(),
    entries: steps
      .map((step) => {
        const doc = stepDocument(ctx, step, { viewer: PUBLIC, lang });
        const version = view.turnVersions[step.number];
        return {
          turn: step.number,
          title: plainText(doc.title),
          html: renderHtml(doc),
          resolvedAt: step.resolvedAt.toISOString(),
          ...(version ? { version } : {}),
        };
      })
      .concat(
        withdrawn.map((w) => ({
          turn: w.number,
          title: format(PAGE_MESSAGES.withdrawnFeedTitle[lang], { turn: w.number }),
          html: `<p>${escapeHtml(format(PAGE_MESSAGES.withdrawnBody[lang], { turn: w.number, when: w.archivedAt.toISOString() }))}</p>`,
          resolvedAt: w.archivedAt.toISOString(),
          withdrawal: w.revertId,
        })),
      ),
  });
}
