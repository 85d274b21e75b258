import { formatInZone } from '../../time/time-zone.ts';
import { z } from 'zod';
import type { DbTx } from '../../db/client.ts';
import { genericGameCase, genericStepCase } from '../../engine/core/case-file.ts';
import { plainText, type ReportDocument } from '../../engine/core/document.ts';
import { asRngVersion } from '../../engine/core/rng.ts';
import type { Viewer } from '../../engine/core/ruleset.ts';
import type { Language } from '../../i18n/index.ts';
import { withdrawnTurnPage } from '../../reports/pages.ts';
import { renderBbcode } from '../../reports/render-bbcode.ts';
import { renderHtml } from '../../reports/render-html.ts';
import { MARKDOWN_FLAVORS, renderMarkdown, type MarkdownFlavor } from '../../reports/render-markdown.ts';
import { scoreHistoryCsv } from '../../reports/csv.ts';
import { gamesRepository } from '../../repositories/games-repository.ts';
import { notFound } from '../errors.ts';
import { loadGameContext, type GameContext } from './game-context.ts';
import { loadResolvedStep, loadResolvedSteps, type ResolvedStep } from './steps.ts';
import { ordersView, outcomeView, positionView, scoreHistory, secretsRevealed, setupView, stepDocument } from './views.ts';

/**
 * The published artifacts of every game, one path for every ruleset: reports in forum formats, maps, the
 * score history, the public game and turn pages, the Atom feed and case files. Public once a step is resolved
 * and never before; what a viewer gets goes through the ruleset's views (views.ts).
 */

const PUBLIC: Viewer = { role: 'public' };

export type ForumFormat = 'html' | 'bbcode' | 'markdown';

export const FORMAT_CONTENT_TYPES: Record<ForumFormat, string> = {
  html: 'text/html; charset=utf-8',
  bbcode: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
};

export function renderDocument(doc: ReportDocument, format: ForumFormat, options: { bbcodeTables?: boolean; markdownFlavor?: MarkdownFlavor } = {}): string {
  if (format === 'html') return renderHtml(doc);
  if (format === 'bbcode') return renderBbcode(doc, { tables: options.bbcodeTables === true });
  return renderMarkdown(doc, { flavor: options.markdownFlavor ?? 'discord' });
}

export interface ReportOptions {
  lang?: Language;
  bbcodeTables?: boolean;
  markdownFlavor?: MarkdownFlavor;
  short?: boolean;
  viewer?: Viewer;
  origin?: string;
  /** The step's published version, carried by the pasted copy's absolute links (versions.ts). */
  version?: string;
}

/** The report of a resolved step in a forum format, for a viewer (the public by default). */
export function reportBody(ctx: GameContext, step: ResolvedStep, format: ForumFormat, options: ReportOptions = {}): string {
  const doc = stepDocument(ctx, step, {
    viewer: options.viewer ?? PUBLIC,
    lang: options.lang ?? ctx.language,
    short: options.short === true,
    namedTitle: true,
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.version ? { version: options.version } : {}),
  });
  return renderDocument(doc, format, options);
}

/** The report of a resolved step in a forum format, read now (a caller's own copy; public copies: artifacts). */
export async function publishedReport(
  db: DbTx,
  gameId: string,
  number: number,
  format: ForumFormat,
  options: ReportOptions = {},
): Promise<{ contentType: string; body: string }> {
  const ctx = await loadGameContext(db, gameId);
  const step = await loadResolvedStep(db, ctx, number);
  return { contentType: FORMAT_CONTENT_TYPES[format], body: reportBody(ctx, step, format, options) };
}

/**
 * The JSON report of a resolved step for a viewer: the document every text format is written from, plus the
 * resolution (input position, answers, outcome, next position) through the viewer's views, the revealed seed
 * and the public scores. Hidden information (hands, hidden tracks, sealed answers) never reaches a viewer who
 * may not see it.
 */
export async function reportJson(db: DbTx, gameId: string, number: number, viewer: Viewer, lang?: Language) {
  const ctx = await loadGameContext(db, gameId);
  return reportJsonOf(ctx, await loadResolvedStep(db, ctx, number), viewer, lang);
}

export function reportJsonOf(ctx: GameContext, step: ResolvedStep, viewer: Viewer, lang?: Language) {
  const language = lang ?? ctx.language;
  const doc = stepDocument(ctx, step, { viewer, lang: language });
  const resolvedAt = step.resolvedAt.toISOString();
  return {
    game: { id: ctx.id, name: ctx.name, ruleset: ctx.ruleset.id, language },
    turn: { number: step.number, seedHash: step.seedHash, seed: step.seed, rng: step.rngVersion, resolvedAt },
    title: plainText(doc.title),
    document: doc,
    players: ctx.rows.map((row, index) => ({
      id: row.id,
      name: row.name,
      seat: row.seat,
      data: viewer.role === 'public' ? publicData(ctx, index) : ctx.players[index],
    })),
    // Enough to re-run the step where nothing is hidden (else case.json at the end of the game). Every part
    // through the viewer's views: the setup too, which may hold what the positions hide (views.ts setupView).
    input: {
      setup: setupView(ctx, viewer),
      players: ctx.players,
      state: positionView(ctx, step.before, viewer),
      orders: ordersView(ctx, step, viewer),
      seed: step.seed,
      rngVersion: step.rngVersion,
    },
    outcome: outcomeView(ctx, step, viewer),
    nextState: positionView(ctx, step.after, viewer),
    scores: step.after === null ? {} : ctx.ruleset.publicState(ctx.setup, step.after).scores,
    gameOver: step.gameOver,
    corrections: step.corrections,
  };
}

/** A seat's ruleset data as anybody may see it (the data a GM typed when seating: warband, faction, colour). */
function publicData(ctx: GameContext, index: number): unknown {
  return ctx.players[index];
}

/** The score history for the public (404 when the game keeps no public score). */
export function scoresOf(ctx: GameContext, steps: readonly ResolvedStep[], lang?: Language) {
  const history = scoreHistory(ctx, steps, lang ?? ctx.language);
  if (!history) throw notFound('Scores (this game keeps no public score)');
  return history;
}

/** RFC 4180 CSV, one row per turn and player (formulas defused). */
export function scoresCsvOf(ctx: GameContext, steps: readonly ResolvedStep[]): string {
  return scoreHistoryCsv(scoresOf(ctx, steps));
}

/** Case files of steps are public once resolved, except in games with hidden information: then at the end. */
export function casePublic(ctx: Pick<GameContext, 'ruleset' | 'status'>): boolean {
  return secretsRevealed(ctx);
}

/** The page a link to a withdrawn turn shows (410): when the GM withdrew it; the turn is being played again. */
export async function withdrawnPage(db: DbTx, gameId: string, number: number, withdrawnAt: string, lang?: Language): Promise<string> {
  const ctx = await loadGameContext(db, gameId);
  const language = lang ?? ctx.language;
  return withdrawnTurnPage({
    game: { id: ctx.id, name: ctx.name, language },
    turn: number,
    withdrawnAt,
    withdrawnText: formatInZone(withdrawnAt, language, ctx.timeZone),
    ...(lang ? { langParam: lang } : {}),
  });
}

/**
 * A resolved step as an adjudication case file (the ruleset's own format, else the generic one), so anybody
 * can re-run it with `npm run --silent adjudicate -- --check case.json`. Public once resolved; in games with
 * hidden information only the GM gets it before the game ends (the position holds the hidden draws).
 */
export async function stepCaseFile(db: DbTx, gameId: string, number: number, viewer: Viewer): Promise<unknown> {
  const ctx = await loadGameContext(db, gameId);
  if (!casePublic(ctx) && viewer.role !== 'gm') throw notFound('Case (published when the game ends: it holds hidden information)');
  const step = await loadResolvedStep(db, ctx, number);
  return stepCaseOf(ctx, step, ctx.ruleset.cases?.exportStep ? null : await hiddenSeedFor(db, ctx, viewer, number));
}

/** The case file of one resolved step; `gameSeed`: the hidden stream's seed when the reader may have it. */
export function stepCaseOf(ctx: GameContext, step: ResolvedStep, gameSeed: string | null): unknown {
  const name = `${ctx.id}-turn-${step.number}`;
  const description =
    `Turn ${step.number} of "${ctx.name}" (Turnkeeper game ${ctx.id}), exported from the stored resolution. ` +
    `sha256(seed) must equal ${step.seedHash}, the hash published when the turn opened.`;
  const rngVersion = asRngVersion(step.rngVersion);
  const own = ctx.ruleset.cases?.exportStep;
  if (own)
    return own({
      name,
      description,
      setup: ctx.setup,
      players: ctx.players,
      state: step.before,
      orders: step.orders,
      seed: step.seed,
      rngVersion,
      outcome: step.outcome,
    });
  return genericStepCase(ctx.ruleset.id, {
    name,
    description,
    setup: ctx.setup,
    players: ctx.players,
    state: step.before,
    ...(gameSeed ? { gameSeed } : {}),
    step: { orders: step.orders, seed: step.seed, rngVersion, gmInput: step.gmInput, defaulted: step.defaulted, outcome: step.outcome },
    nextState: step.after,
    gameOver: step.gameOver,
  });
}

/** Who may read the hidden streams' seeds: everybody once the game is over, the GM at any time. */
const maySeeHiddenSeeds = (ctx: GameContext, viewer: Viewer): boolean => ctx.status === 'finished' || viewer.role === 'gm';

/** The game seed a viewer may have. */
async function gameSeedFor(db: DbTx, ctx: GameContext, viewer: Viewer): Promise<string | null> {
  if (ctx.revealedGameSeed) return ctx.revealedGameSeed;
  return maySeeHiddenSeeds(ctx, viewer) ? gamesRepository.findGameSeed(db, ctx.id) : null;
}

/** The hidden stream step `number` drew from (a revert's new one, else the game's), when the viewer may have it. */
async function hiddenSeedFor(db: DbTx, ctx: GameContext, viewer: Viewer, number: number): Promise<string | null> {
  return maySeeHiddenSeeds(ctx, viewer) ? gamesRepository.findHiddenSeedForTurn(db, ctx.id, number) : null;
}

/** The new hidden streams GM reverts drew (turn number -> seed), when the viewer may have them. */
async function revertSeedsFor(db: DbTx, ctx: GameContext, viewer: Viewer): Promise<Map<number, string>> {
  if (!maySeeHiddenSeeds(ctx, viewer)) return new Map();
  const rows = await gamesRepository.listHiddenSeeds(db, ctx.id);
  return new Map(rows.flatMap((row) => (row.hiddenSeed ? [[row.number, row.hiddenSeed] as const] : [])));
}

/**
 * The whole game as one case file in the generic format (replay from the start): public once the game is over,
 * the GM's at any time. Anybody can then check every step and every hidden draw.
 */
export async function gameCaseFile(db: DbTx, gameId: string, viewer: Viewer): Promise<unknown> {
  const ctx = await loadGameContext(db, gameId);
  if (ctx.status !== 'finished' && viewer.role !== 'gm') throw notFound('Game case (published when the game ends)');
  if (ctx.startState === null) throw notFound('Game case (the game has not started)');
  const steps = await loadResolvedSteps(db, ctx);
  return gameCaseOf(ctx, steps, (await gameSeedFor(db, ctx, viewer)) ?? 'none', await revertSeedsFor(db, ctx, viewer));
}

/**
 * The whole game's case file from its resolved steps and the game seed the reader may have ('none'), with the
 * new hidden stream a GM revert drew named at the step it starts (`revertSeeds`: step number -> seed).
 */
export function gameCaseOf(ctx: GameContext, steps: readonly ResolvedStep[], gameSeed: string, revertSeeds: ReadonlyMap<number, string> = new Map()): unknown {
  return genericGameCase(ctx.ruleset.id, {
    name: `${ctx.id}-game`,
    description: `The whole game "${ctx.name}" (Turnkeeper game ${ctx.id}) from its start, every step with its answers, revealed seed and stored outcome.`,
    setup: ctx.setup,
    players: ctx.players,
    gameSeed,
    steps: steps.map((step) => ({
      orders: step.orders,
      seed: step.seed,
      rngVersion: asRngVersion(step.rngVersion),
      gmInput: step.gmInput,
      defaulted: step.defaulted,
      adjustments: step.corrections.map(({ kind, data: { id: _id, createdAt: _at, ...fields } }) => ({ ...fields, kind })),
      ...(revertSeeds.has(step.number) ? { hiddenSeed: revertSeeds.get(step.number)! } : {}),
      outcome: step.outcome,
    })),
    finalState: steps.at(-1)?.after ?? ctx.startState,
    gameOver: steps.at(-1)?.gameOver ?? false,
  });
}

/** Request body of this use case (zod at the boundary; the HTTP routes and pages parse with it). */
/** `?flavor=`: markdown only (issue 33). */
export const MarkdownFlavorQuery = z
  .enum(MARKDOWN_FLAVORS)
  .optional()
  .describe('markdown only: discord (default) = tables as aligned text in a code block; gfm = pipe tables (GitHub, Discourse)');

export const ReportQuery = z
  .object({
    format: z.enum(['json', 'html', 'bbcode', 'markdown']).default('json'),
    lang: z.enum(['es', 'en']).optional().describe("Report language; default: the game's language"),
    tables: z.enum(['0', '1']).optional().describe('bbcode only: 1 = use [table] (phpBB boards that support it)'),
    flavor: MarkdownFlavorQuery,
    short: z.enum(['0', '1']).optional().describe('1 = the short copy that fits one chat message'),
  })
  .strict();
