import { answersFor, outcomeFor, positionFor } from '../../engine/core/views.ts';
import { bold, colored, fillTemplate, lineBreak, plainText, span, type Block, type Inline, type ReportDocument } from '../../engine/core/document.ts';
import type { ReportInput, Viewer } from '../../engine/core/ruleset.ts';
import type { Language } from '../../i18n/index.ts';
import { format } from '../../i18n/index.ts';
import { PAGE_MESSAGES } from '../../i18n/pages.ts';
import { commonSections, onlineLinks } from '../../reports/common-sections.ts';
import { REPORT_COMMON_MESSAGES } from '../../i18n/report-common.ts';
import { playerColor } from '../../engine/core/colors.ts';
import { reportRolls } from '../rolls.ts';
import { labelOf, type GameContext } from './game-context.ts';
import { rollsFor, type ResolvedStep } from './steps.ts';

/**
 * What a viewer may see of a game, through the ruleset's views (issue 12 "views per viewer"): positions through
 * `playerView` (else the public summary), outcomes through `outcomeView`, answers of sealed requests redacted
 * from other players until the game ends, reports and maps drawn for the viewer. Every route that returns a
 * position, an outcome, a report or a map goes through here.
 */

/**
 * Nothing of the game is secret any more: the ruleset hides nothing (`hiddenInformation` unset), or the game is
 * over (the end reveals what was kept). Then the replayable input (setup, positions, answers) is public: the case
 * files, and the setup in the JSON report.
 */
export function secretsRevealed(ctx: Pick<GameContext, 'ruleset' | 'status'>): boolean {
  return ctx.ruleset.hiddenInformation !== true || ctx.status === 'finished';
}

/**
 * The setup as a viewer may see it: whole for the GM, and for everybody once `secretsRevealed`; else null. A
 * setup may hold what the positions hide (The Awakened's marker stack in the order it is drawn when
 * `shuffleMarkers` is off, a deck or the starting values of hidden tracks typed by the GM) and no ruleset member
 * tells which part, so in a game with hidden information it waits for the end, like the case files.
 */
export function setupView(ctx: GameContext, viewer: Viewer): unknown {
  return viewer.role === 'gm' || secretsRevealed(ctx) ? ctx.setup : null;
}

/**
 * A position as a viewer may see it: the ruleset's `playerView`; without one, the whole position when the game
 * hides nothing (`hiddenInformation` unset), else only the public summary.
 */
export function positionView(ctx: GameContext, state: unknown, viewer: Viewer): unknown {
  return positionFor(ctx.ruleset, ctx.setup, ctx.players, state, viewer);
}

export function outcomeView(ctx: GameContext, step: ResolvedStep, viewer: Viewer): unknown {
  return outcomeFor(ctx.ruleset, ctx.setup, ctx.players, step.outcome, viewer, ctx.status === 'finished');
}

/** The step's answers a viewer may read: every one, except sealed answers of others before the game ends. */
export function ordersView(ctx: GameContext, step: ResolvedStep, viewer: Viewer): Record<string, unknown> {
  return answersFor(step.orders, step.sealed, viewer, ctx.status === 'finished');
}

/**
 * Issue 37: the title of a report pasted elsewhere names its game (a copy in a forum or a chat sits among other
 * games' posts). A ruleset's title that already names it is kept as it is.
 */
export function titleWithGame(title: Inline[], game: string, lang: Language): Inline[] {
  if (game.trim() === '' || plainText(title).includes(game)) return title;
  return fillTemplate(REPORT_COMMON_MESSAGES.titleWithGame[lang], { game, title: span(...title) });
}

/** The ruleset's own document for the step (a minimal one when the ruleset writes no report). */
function rulesetDocument(ctx: GameContext, step: ResolvedStep, viewer: Viewer, lang: Language, short: boolean): ReportDocument {
  const ruleset = ctx.ruleset;
  if (ruleset.report) {
    const input: ReportInput<unknown, unknown, unknown, unknown> = {
      setup: ctx.setup,
      players: ctx.players,
      before: step.before,
      after: step.after,
      outcome: step.outcome,
      step: step.number,
      game: { id: ctx.id, name: ctx.name },
      lang,
      viewer,
      rolls: reportRolls(rollsFor(step, viewer)),
      corrections: step.corrections,
      ...(short ? { short } : {}),
    };
    return ruleset.report(input);
  }
  return { title: [format(PAGE_MESSAGES.turnLink[lang], { turn: step.number })], blocks: [] };
}

export interface StepDocumentOptions {
  viewer: Viewer;
  lang: Language;
  /** The short copy (one chat message): the ruleset's short document, without the verification section. */
  short?: boolean;
  /** Absolute origin (PUBLIC_URL) for copies pasted in forums and chats: the map image and absolute links. */
  origin?: string;
  /** The step's published version: the absolute links of a pasted copy carry it (versions.ts). */
  version?: string;
  /** A copy pasted elsewhere (the forum formats): its title names the game (`titleWithGame`). Our own pages show the game's name already. */
  namedTitle?: boolean;
}

/** The report of a resolved step for a viewer: the ruleset's document, the dice of the step and the verification. */
export function stepDocument(ctx: GameContext, step: ResolvedStep, options: StepDocumentOptions): ReportDocument {
  const { viewer, lang } = options;
  const ruleset = rulesetDocument(ctx, step, viewer, lang, options.short === true);
  const doc = options.namedTitle ? { ...ruleset, title: titleWithGame(ruleset.title, ctx.name, lang) } : ruleset;
  const versioned = options.version ? { version: options.version } : {};
  const online = options.origin
    ? onlineLinks({
        origin: options.origin,
        gameId: ctx.id,
        step: step.number,
        lang,
        hasMap: ctx.ruleset.renderMap !== undefined && step.after !== null,
        ...versioned,
      })
    : [];
  if (options.short) return { title: doc.title, blocks: [...doc.blocks, ...online] };
  const seat = new Map(ctx.rows.map((row, index) => [row.id, index]));
  const label = (id: string): Inline => {
    const index = seat.get(id);
    const text = labelOf(ctx, id, lang);
    return index === undefined ? text : colored(playerColor(index), bold(text));
  };
  const orders = ordersSection(ctx, step, viewer, lang, label);
  const rolls = reportRolls(rollsFor(step, viewer));
  const common = commonSections({
    gameId: ctx.id,
    rulesetId: ctx.ruleset.id,
    step: step.number,
    lang,
    rolls,
    playerLabel: label,
    seed: step.seed,
    seedHash: step.seedHash,
    ...(options.origin ? { origin: options.origin, ...versioned } : {}),
  });
  return { title: doc.title, blocks: [...doc.blocks, ...online, ...orders, ...common] };
}

/**
 * Each answer of the step the viewer may read (`ordersView`: sealed ones of others stay hidden until the game
 * ends), in the canonical text of the ruleset's grammar (issue 36: the text a forum player would have written,
 * which reads back to the same sheet). Nothing for rulesets without a grammar, or a step nobody answered.
 */
function ordersSection(ctx: GameContext, step: ResolvedStep, viewer: Viewer, lang: Language, label: (id: string) => Inline): Block[] {
  const grammar = ctx.ruleset.orderText;
  if (!grammar || step.before === null) return [];
  const answers = ordersView(ctx, step, viewer);
  const items: Inline[][] = [];
  for (const row of ctx.rows) {
    const sheet = answers[row.id];
    if (sheet === undefined) continue;
    let text: string;
    try {
      text = grammar.print(sheet, { setup: ctx.setup, players: ctx.players, state: step.before, player: row.id, lang }).trim();
    } catch {
      continue; // a stored sheet the grammar cannot print (an old format): the report's own lines still tell it
    }
    if (text !== '') items.push([label(row.id), ': ', ...text.split('\n').flatMap((line, i) => (i === 0 ? [line] : [lineBreak, line]))]);
  }
  return items.length === 0
    ? []
    : [
        { kind: 'heading', content: [REPORT_COMMON_MESSAGES.sectionOrders[lang]] },
        { kind: 'list', items },
      ];
}

/**
 * The map of the position after step `number` (0: the start) for a viewer, or null when the ruleset draws no
 * map. `step` is that step (absent for 0). `asked`: the viewer is asked for orders on this position now (their
 * page's open step), so the map may mark their legal targets.
 */
export function mapSvg(ctx: GameContext, state: unknown, lang: Language, viewer: Viewer, number: number, step?: ResolvedStep, asked = false): string | null {
  if (!ctx.ruleset.renderMap || state === null || state === undefined) return null;
  return ctx.ruleset.renderMap(ctx.setup, state, lang, viewer, {
    players: ctx.players,
    step: number,
    ...(step ? { outcome: step.outcome } : {}),
    ...(asked ? { asked } : {}),
  });
}

export interface ScoreHistory {
  players: { id: string; name: string; label: string; seat: number }[];
  turns: { turn: number; points: Record<string, number>; totals: Record<string, number>; ranks: Record<string, number> }[];
}

/** Competition ranking ("1224"): tied totals share a rank, the next rank skips. */
export function rankByTotal(totals: Record<string, number>, playerIds: readonly string[]): Record<string, number> {
  return Object.fromEntries(playerIds.map((id) => [id, 1 + playerIds.filter((other) => (totals[other] ?? 0) > (totals[id] ?? 0)).length]));
}

/**
 * The public score after each resolved step (the ruleset's `publicState` scores), the points each step added
 * (after − before, GM corrections included) and the rank. Null when the game keeps no public score.
 */
export function scoreHistory(ctx: GameContext, steps: readonly ResolvedStep[], lang: Language): ScoreHistory | null {
  const ids = ctx.rows.map((row) => row.id);
  const scoresOf = (state: unknown) => (state === null || state === undefined ? {} : ctx.ruleset.publicState(ctx.setup, state).scores);
  const turns = steps.map((step) => {
    const before = scoresOf(step.before);
    const totals = scoresOf(step.after);
    return {
      turn: step.number,
      points: Object.fromEntries(ids.map((id) => [id, (totals[id] ?? 0) - (before[id] ?? 0)])),
      totals: Object.fromEntries(ids.map((id) => [id, totals[id] ?? 0])),
      ranks: rankByTotal(totals, ids),
    };
  });
  const anyScore = ctx.startState !== null && Object.keys(scoresOf(ctx.startState)).length > 0;
  if (!anyScore && turns.every((turn) => Object.values(turn.totals).every((v) => v === 0))) return null;
  return {
    players: ctx.rows.map((row, seat) => ({ id: row.id, name: row.name, label: labelOf(ctx, row.id, lang), seat: seat + 1 })),
    turns,
  };
}

/**
 * The position for a viewer as a document: the ruleset's own description, else a table of the public scores
 * (null when the game keeps none).
 */
export function positionDocument(ctx: GameContext, state: unknown, viewer: Viewer, lang: Language): ReportDocument | null {
  if (state === null || state === undefined) return null;
  if (ctx.ruleset.describePosition) return ctx.ruleset.describePosition({ setup: ctx.setup, players: ctx.players, state, lang, viewer });
  const scores = ctx.ruleset.publicState(ctx.setup, state).scores;
  if (Object.keys(scores).length === 0) return null;
  return {
    title: [PAGE_MESSAGES.scoresTitle[lang]],
    blocks: [
      {
        kind: 'table',
        header: [[PAGE_MESSAGES.colPlayer[lang]], [PAGE_MESSAGES.colScore[lang]]],
        rows: ctx.rows.map((row) => [[labelOf(ctx, row.id, lang)], [String(scores[row.id] ?? 0)]]),
      },
    ],
  };
}
