import type { DbTx } from '../../db/client.ts';
import type { PhaseInfo, Viewer } from '../../engine/core/ruleset.ts';
import type { Language } from '../../i18n/index.ts';
import { format } from '../../i18n/index.ts';
import { SESSION_PUBLISHED_MESSAGES } from '../../i18n/session-published.ts';
import { atomFeed } from '../../reports/atom-feed.ts';
import { escapeHtml } from '../../engine/core/escape.ts';
import { scoreHistory, scoreHistoryCsv } from '../../reports/score-history.ts';
import type { ScoreHistory } from '../../reports/score-history.ts';
import { sessionGamePage, sessionTurnPage } from '../../reports/session-pages.ts';
import type { SessionMap, SessionPageGame, SessionStepSummary } from '../../reports/session-pages.ts';
import { Memo } from '../../services/memo.ts';
import { gamesRepository } from '../../repositories/games-repository.ts';
import { playersRepository } from '../../repositories/players-repository.ts';
import { rollsRepository } from '../../repositories/rolls-repository.ts';
import type { RollRow } from '../../repositories/rolls-repository.ts';
import { sessionPublishedRepository } from '../../repositories/session-published-repository.ts';
import { notFound } from '../../services/errors.ts';
import { reportRolls, rollView } from '../../services/rolls.ts';
import { LOC_RULESET, gameSetup, playersData, rulesetOf, type AnyRuleset } from '../../services/ruleset-context.ts';

/**
 * The public pages of every ruleset other than Lords of Chaos (whose pages stay in published.ts): the game
 * page, the per-step report page, the Atom feed and the score history. Everything here is the public view:
 * `playerView` with the public viewer (hidden tracks stripped), `renderReport` without a viewer, public rolls
 * only, resolved steps only (a step's orders are published by its report, never before).
 */

const PUBLIC: Viewer = { role: 'public' };

export interface PublishedStep {
  /** The server's turn number (one resolution step). */
  number: number;
  title: string;
  resolvedAt: Date;
  seed: string;
  seedHash: string;
  stateBefore: unknown;
  nextState: unknown;
  /** The public report text (Ruleset.renderReport with the step's public rolls). */
  report: string;
  rolls: RollRow[];
}

export interface PublishedSession {
  game: SessionPageGame & { createdAt: Date };
  ruleset: AnyRuleset;
  setup: unknown;
  players: { id: string; name: string }[];
  playerData: unknown[];
  /** The current position (after the last resolved step; the start; null before the game starts). */
  state: unknown;
  steps: PublishedStep[];
}

/** Game id -> whether it is a Lords of Chaos game (a game's ruleset never changes: safe to remember). */
const lordsOfChaosGames = new Memo<boolean>();

/**
 * The game row of a game of another ruleset than Lords of Chaos; null for Lords of Chaos games (remembered,
 * so their published requests cost no extra query) and unknown ids.
 */
async function sessionGameRow(db: DbTx, gameId: string) {
  if (lordsOfChaosGames.get(gameId)) return null;
  const game = await gamesRepository.findById(db, gameId);
  if (game) lordsOfChaosGames.set(gameId, game.ruleset === LOC_RULESET);
  return game && game.ruleset !== LOC_RULESET ? game : null;
}

/**
 * The public data of a game of another ruleset than Lords of Chaos; null for Lords of Chaos games and unknown
 * ids (their pages, and their 404s, stay on the Lords of Chaos path).
 */
export async function loadPublishedSession(db: DbTx, gameId: string, lang?: Language): Promise<PublishedSession | null> {
  const game = await sessionGameRow(db, gameId);
  if (!game) return null;
  const ruleset = rulesetOf(game.ruleset);
  const setup = gameSetup(ruleset, game);
  const language = lang ?? game.language;
  const [rows, stepRows, rolls] = await Promise.all([
    playersRepository.listByGame(db, gameId),
    sessionPublishedRepository.listResolvedSteps(db, gameId),
    rollsRepository.listByGame(db, gameId),
  ]);
  const playerData = playersData(ruleset, rows);
  const publicRolls = rolls.filter((roll) => !roll.private);
  const steps = stepRows.flatMap((row): PublishedStep[] => {
    const resolution = row.resolution;
    if (!resolution) return [];
    const stepRolls = publicRolls.filter((roll) => roll.turn.number === row.number);
    const title = stepTitle(ruleset, setup, resolution.stateBefore, row.number, language);
    const report = ruleset.renderReport
      ? ruleset.renderReport({ setup, players: playerData, outcome: resolution.outcome, lang: language, rolls: reportRolls(stepRolls) })
      : `${title}\n`;
    return [
      {
        number: row.number,
        title,
        resolvedAt: row.resolvedAt ?? new Date(0),
        seed: resolution.seed,
        seedHash: row.seedHash,
        stateBefore: resolution.stateBefore,
        nextState: resolution.nextState,
        report,
        rolls: stepRolls,
      },
    ];
  });
  return {
    game: {
      id: game.id,
      name: game.name,
      language,
      status: game.status,
      rulesetName: ruleset.names[language],
      createdAt: game.createdAt,
    },
    ruleset,
    setup,
    players: rows.map((row) => ({ id: row.id, name: row.name })),
    playerData,
    state: steps.at(-1)?.nextState ?? game.startState,
    steps,
  };
}

/**
 * The ruleset's own picture (`Ruleset.renderMap`) of the position after step n (0: the start) of a game of
 * another ruleset than Lords of Chaos; null for Lords of Chaos games and unknown ids (their maps stay in
 * published.ts). 404 when the ruleset draws no map, the game has not started or step n is not resolved.
 */
export async function loadSessionMapSvg(db: DbTx, gameId: string, n: number, lang?: Language): Promise<string | null> {
  const game = await sessionGameRow(db, gameId);
  if (!game) return null;
  const ruleset = rulesetOf(game.ruleset);
  if (!ruleset.renderMap) throw notFound('Map (this game has no map)');
  const steps = n === 0 ? [] : await sessionPublishedRepository.listResolvedSteps(db, gameId);
  const state = n === 0 ? game.startState : steps.find((step) => step.number === n)?.resolution?.nextState;
  if (state === null || state === undefined) throw notFound(n === 0 ? 'Map (the game has not started)' : 'Map (the turn is not resolved yet)');
  return ruleset.renderMap(gameSetup(ruleset, game), state, lang ?? game.language);
}

/** The map of a position for a page (null when the ruleset draws none or the game has not started). */
function sessionMap(session: PublishedSession, state: unknown, step: number): SessionMap | null {
  const { ruleset, setup } = session;
  if (!ruleset.renderMap || state === null || state === undefined) return null;
  return { svg: ruleset.renderMap(setup, state, session.game.language), step };
}

/** "Turn 2 — Diplomacy" from the phase the step was resolved in; "Turn n" for rulesets without phases. */
function stepTitle(ruleset: AnyRuleset, setup: unknown, stateBefore: unknown, number: number, lang: Language): string {
  let phase: PhaseInfo | undefined;
  try {
    phase = ruleset.phase?.(setup, stateBefore);
  } catch {
    phase = undefined; // a stored position the descriptor cannot read: fall back to the step number
  }
  const messages = SESSION_PUBLISHED_MESSAGES;
  return phase
    ? format(messages.stepTitlePhase[lang], { turn: phase.turn, phase: phase.name })
    : format(messages.stepTitle[lang], { turn: number });
}

function summaries(session: PublishedSession): SessionStepSummary[] {
  return session.steps.map((step) => ({ number: step.number, title: step.title }));
}

/** Public scores of a position ({} when the ruleset has none or its score track is hidden). */
function publicScores(session: PublishedSession, state: unknown): Record<string, number> {
  return state === null || state === undefined ? {} : session.ruleset.publicState(session.setup, state).scores;
}

/** Per-step score history from the ruleset's public scores; null when the game has no public score. */
export function sessionScoreHistory(session: PublishedSession): ScoreHistory | null {
  const probe = session.state ?? (session.playerData.length > 0 ? session.ruleset.initialState(session.setup, session.playerData) : null);
  if (Object.keys(publicScores(session, probe)).length === 0) return null;
  const players = session.players.map((player) => ({ id: player.id, name: player.name, god: '' }));
  return scoreHistory(
    players,
    session.steps.map((step) => {
      const before = publicScores(session, step.stateBefore);
      const scores = publicScores(session, step.nextState);
      const turnPoints = Object.fromEntries(Object.entries(scores).map(([player, total]) => [player, total - (before[player] ?? 0)]));
      return { turn: step.number, turnPoints, scores };
    }),
  );
}

export function sessionScores(session: PublishedSession): ScoreHistory {
  const history = sessionScoreHistory(session);
  if (!history) throw notFound('Scores (this game has no public score track)');
  return history;
}

export function sessionScoresCsv(session: PublishedSession): string {
  return scoreHistoryCsv(sessionScores(session));
}

/** The public game page. */
export function renderSessionGamePage(session: PublishedSession, langParam?: Language): string {
  const { ruleset, setup, state } = session;
  const view = state === null ? null : (ruleset.playerView?.(setup, session.playerData, state, PUBLIC) ?? ruleset.publicState(setup, state));
  const phase = state === null || session.game.status === 'finished' ? null : (ruleset.phase?.(setup, state) ?? null);
  return sessionGamePage({
    game: session.game,
    players: session.players,
    phase,
    scores: publicScores(session, state),
    view,
    setup,
    steps: summaries(session),
    hasScoreHistory: sessionScoreHistory(session) !== null,
    map: sessionMap(session, state, session.steps.at(-1)?.number ?? 0),
    ...(langParam ? { langParam } : {}),
  });
}

/** The public page of one resolved step. */
export function renderSessionTurnPage(session: PublishedSession, number: number, langParam?: Language): string {
  const index = session.steps.findIndex((step) => step.number === number);
  const step = session.steps[index];
  if (!step) throw notFound('Report (the turn is not resolved yet)');
  return sessionTurnPage({
    game: session.game,
    step: { number: step.number, title: step.title, report: step.report, seed: step.seed, seedHash: step.seedHash },
    rolls: step.rolls.map((row) => {
      const roll = rollView(row);
      return { counter: roll.counter, by: roll.by === 'gm' ? null : (session.players.find((p) => p.id === roll.by)?.name ?? roll.by), reason: roll.reason, record: roll.record };
    }),
    previous: session.steps[index - 1]?.number ?? null,
    next: session.steps[index + 1]?.number ?? null,
    map: sessionMap(session, step.nextState, step.number),
    ...(langParam ? { langParam } : {}),
  });
}

/** The Atom feed: one entry per resolved step, its public report as preformatted HTML. */
export function renderSessionFeed(session: PublishedSession, baseUrl: string): string {
  return atomFeed({
    gameId: session.game.id,
    gameName: session.game.name,
    language: session.game.language,
    baseUrl,
    fallbackUpdated: session.game.createdAt.toISOString(),
    entries: session.steps.map((step) => ({
      turn: step.number,
      title: step.title,
      html: `<pre>${escapeHtml(step.report)}</pre>`,
      resolvedAt: step.resolvedAt.toISOString(),
    })),
  });
}
