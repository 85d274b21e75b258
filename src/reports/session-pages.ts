import { z } from 'zod';
import type { PhaseInfo } from '../engine/core/ruleset.ts';
import type { DiceRoll } from '../engine/dice/index.ts';
import { formatDiceResult } from '../engine/dice/format.ts';
import { format } from '../i18n/index.ts';
import type { Language } from '../i18n/index.ts';
import { SESSION_PUBLISHED_MESSAGES } from '../i18n/session-published.ts';
import type { SessionPublishedMessageId } from '../i18n/session-published.ts';
import { escapeHtml } from '../engine/core/escape.ts';
import { htmlDocument } from './html-document.ts';

/**
 * Public pages of rulesets other than Lords of Chaos (the generic game, rock-paper-scissors...): the game page
 * and the page of one resolved step. No script; everything shown is public (the caller passes the public view,
 * the public report text and the public rolls only).
 */

/** This page set's rules, after the shared base (html-document.ts). */
const STYLE = `
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f3f1ec;padding:.75rem;border:1px solid #e0ddd5}
code{word-break:break-all}
figure.map{margin:0}figure.map svg{max-width:100%;height:auto}
`;

export interface SessionPageGame {
  id: string;
  name: string;
  language: Language;
  /** Game status: setup | running | paused | finished. */
  status: string;
  /** The ruleset's name in the page language. */
  rulesetName: string;
}

export interface SessionStepSummary {
  number: number;
  title: string;
}

export interface SessionGamePageInput {
  game: SessionPageGame;
  players: { id: string; name: string }[];
  /** The open phase (running games of rulesets with phases). */
  phase: PhaseInfo | null;
  /** Public scores (Ruleset.publicState); {} when the game has none. */
  scores: Record<string, number>;
  /** The public view of the position (Ruleset.playerView with the public viewer, or publicState). */
  view: unknown;
  setup: unknown;
  steps: SessionStepSummary[];
  hasScoreHistory: boolean;
  /** The ruleset's picture of the position (Ruleset.renderMap) and the step it follows (0: the start). */
  map?: SessionMap | null;
  /** The `?lang=` the page was asked for, kept in its links. */
  langParam?: Language;
}

/** An SVG drawn by the ruleset (trusted markup: the descriptor escapes its own text) and its step. */
export interface SessionMap {
  svg: string;
  step: number;
}

/** What the page reads of a generic-like view: tracks, board and winners (other shapes show scores only). */
const ViewSchema = z.object({
  tracks: z.record(z.string(), z.record(z.string(), z.number())).optional(),
  board: z.json().optional(),
  winners: z.array(z.string()).optional(),
});
const SetupTracksSchema = z.object({ tracks: z.array(z.object({ id: z.string(), name: z.string() })) });

function t(lang: Language, id: SessionPublishedMessageId, params?: Record<string, string | number>): string {
  return format(SESSION_PUBLISHED_MESSAGES[id][lang], params);
}

function page(lang: Language, title: string, body: string, head = ''): string {
  return htmlDocument(lang, title, body, STYLE, head);
}

const gamePath = (id: string) => `/games/${encodeURIComponent(id)}`;
const apiPath = (id: string) => `/api/games/${encodeURIComponent(id)}`;

function formatLinks(lang: Language, gameId: string, step: number, query: string): string {
  const api = `${apiPath(gameId)}/turns/${step}`;
  const links: [string, SessionPublishedMessageId][] = [
    [`${api}/report.html${query}`, 'formatHtml'],
    [`${api}/report.bbcode${query}`, 'formatBbcode'],
    [`${api}/report.md${query}`, 'formatMarkdown'],
    [`${api}/report.txt${query}`, 'formatText'],
  ];
  return `${escapeHtml(t(lang, 'formats'))} ${links.map(([href, id]) => `<a href="${href}">${escapeHtml(t(lang, id))}</a>`).join(' · ')}`;
}

function phaseLine(lang: Language, phase: PhaseInfo): string {
  const kind = !phase.acceptsOrders ? 'phaseGmOnly' : phase.secret ? 'phaseSecret' : 'phasePublic';
  const name = phase.count > 1 ? `${t(lang, 'stepTitlePhase', { turn: phase.turn, phase: phase.name })} (${t(lang, kind)})` : `${t(lang, 'stepTitle', { turn: phase.turn })} (${t(lang, kind)})`;
  return `<p>${escapeHtml(t(lang, 'now', { phase: name }))}</p>`;
}

/** The map section: the inline SVG with a link to the standalone file (GET .../turns/:n/map.svg). */
function mapSection(lang: Language, gameId: string, map: SessionMap, query: string): string {
  const caption = map.step === 0 ? t(lang, 'mapAfterStart') : t(lang, 'mapAfterTurn', { turn: map.step });
  return [
    `<h2>${escapeHtml(t(lang, 'mapHeading'))}: ${escapeHtml(caption)}</h2>`,
    `<figure class="map">${map.svg}<figcaption><a href="${apiPath(gameId)}/turns/${map.step}/map.svg${query}">${escapeHtml(t(lang, 'mapSvg'))}</a></figcaption></figure>`,
  ].join('\n');
}

function boardText(board: unknown): string | null {
  if (board === null || board === undefined) return null;
  return typeof board === 'string' ? board : JSON.stringify(board, null, 2);
}

export function sessionGamePage(input: SessionGamePageInput): string {
  const { game, players } = input;
  const lang = game.language;
  const base = gamePath(game.id);
  const query = input.langParam ? `?lang=${input.langParam}` : '';
  const name = (id: string) => players.find((player) => player.id === id)?.name ?? id;
  const view = ViewSchema.safeParse(input.view);
  const parts = [
    `<h1>${escapeHtml(game.name)}</h1>`,
    `<p>${escapeHtml(t(lang, 'intro', { ruleset: game.rulesetName }))}</p>`,
    `<p>${escapeHtml(t(lang, 'status', { status: t(lang, `status.${game.status}` as SessionPublishedMessageId) }))}</p>`,
  ];
  if (input.phase) parts.push(phaseLine(lang, input.phase));
  const winners = view.success && game.status === 'finished' ? (view.data.winners ?? []) : [];
  if (winners.length > 0) parts.push(`<p>${escapeHtml(t(lang, 'winners', { names: winners.map(name).join(', ') }))}</p>`);

  parts.push(`<h2>${escapeHtml(t(lang, 'playersHeading'))}</h2>`);
  parts.push(players.length === 0 ? `<p>${escapeHtml(t(lang, 'noPlayers'))}</p>` : `<ul>${players.map((p) => `<li>${escapeHtml(p.name)}</li>`).join('')}</ul>`);

  const tracks = view.success ? view.data.tracks : undefined;
  if (tracks && players.length > 0) {
    parts.push(`<h2>${escapeHtml(t(lang, 'tracksHeading'))}</h2>`, tracksTable(lang, players, tracks, input.setup));
  } else if (Object.keys(input.scores).length > 0) {
    parts.push(`<h2>${escapeHtml(t(lang, 'scoresHeading'))}</h2>`, scoresTable(lang, players, input.scores));
  }
  if (input.map) parts.push(mapSection(lang, game.id, input.map, query));
  const board = view.success ? boardText(view.data.board) : null;
  if (board !== null) parts.push(`<h2>${escapeHtml(t(lang, 'boardHeading'))}</h2>`, `<pre class="board">${escapeHtml(board)}</pre>`);

  parts.push(`<h2>${escapeHtml(t(lang, 'turnsHeading'))}</h2>`);
  const steps = [...input.steps].sort((a, b) => a.number - b.number);
  parts.push(
    steps.length === 0
      ? `<p>${escapeHtml(t(lang, 'noTurns'))}</p>`
      : `<ul class="turns">\n${steps
          .map((step) => `<li><a href="${base}/turns/${step.number}${query}">${escapeHtml(step.title)}</a> — ${formatLinks(lang, game.id, step.number, query)}</li>`)
          .join('\n')}\n</ul>`,
  );
  parts.push(`<h2>${escapeHtml(t(lang, 'downloads'))}</h2>`, '<ul>', `<li><a href="${base}/feed.xml">${escapeHtml(t(lang, 'feed'))}</a></li>`);
  if (input.hasScoreHistory) parts.push(`<li><a href="${apiPath(game.id)}/scores.csv">${escapeHtml(t(lang, 'csv'))}</a></li>`);
  parts.push('</ul>');
  const head = `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(game.name)}" href="${base}/feed.xml">\n`;
  return page(lang, game.name, parts.join('\n'), head);
}

function tracksTable(lang: Language, players: SessionGamePageInput['players'], tracks: Record<string, Record<string, number>>, setup: unknown): string {
  const declared = SetupTracksSchema.safeParse(setup);
  const names = new Map(declared.success ? declared.data.tracks.map((track) => [track.id, track.name]) : []);
  const seen = new Set(Object.values(tracks).flatMap((values) => Object.keys(values)));
  // Setup order first, then anything else the view shows.
  const ids = [...[...names.keys()].filter((id) => seen.has(id)), ...[...seen].filter((id) => !names.has(id))];
  const header = `<tr><th scope="col">${escapeHtml(t(lang, 'colPlayer'))}</th>${ids.map((id) => `<th scope="col">${escapeHtml(names.get(id) ?? id)}</th>`).join('')}</tr>`;
  const rows = players.map(
    (player) => `<tr><th scope="row">${escapeHtml(player.name)}</th>${ids.map((id) => `<td>${tracks[player.id]?.[id] ?? ''}</td>`).join('')}</tr>`,
  );
  return `<table class="tracks">\n${[header, ...rows].join('\n')}\n</table>`;
}

function scoresTable(lang: Language, players: SessionGamePageInput['players'], scores: Record<string, number>): string {
  const header = `<tr><th scope="col">${escapeHtml(t(lang, 'colPlayer'))}</th><th scope="col">${escapeHtml(t(lang, 'colScore'))}</th></tr>`;
  const rows = [...players]
    .sort((a, b) => (scores[b.id] ?? 0) - (scores[a.id] ?? 0))
    .map((player) => `<tr><th scope="row">${escapeHtml(player.name)}</th><td>${scores[player.id] ?? 0}</td></tr>`);
  return `<table class="scores">\n${[header, ...rows].join('\n')}\n</table>`;
}

export interface SessionTurnPageInput {
  game: SessionPageGame;
  step: { number: number; title: string; report: string; seed: string; seedHash: string };
  /** The step's public rolls; `by` null = the GM. */
  rolls: { counter: number; by: string | null; reason: string; record: DiceRoll }[];
  previous: number | null;
  next: number | null;
  /** The ruleset's picture of the position after this step (Ruleset.renderMap). */
  map?: SessionMap | null;
  /** The `?lang=` the page was asked for, kept in its links. */
  langParam?: Language;
}

export function sessionTurnPage(input: SessionTurnPageInput): string {
  const { game, step } = input;
  const lang = game.language;
  const base = gamePath(game.id);
  const api = apiPath(game.id);
  const query = input.langParam ? `?lang=${input.langParam}` : '';
  const nav = [
    input.previous !== null ? `<li><a href="${base}/turns/${input.previous}${query}" rel="prev">${escapeHtml(t(lang, 'previous'))}</a></li>` : '',
    `<li><a href="${base}${query}">${escapeHtml(t(lang, 'backToGame'))}</a></li>`,
    input.next !== null ? `<li><a href="${base}/turns/${input.next}${query}" rel="next">${escapeHtml(t(lang, 'next'))}</a></li>` : '',
  ].filter((item) => item !== '');
  const rollsApi = `${api}/rolls?turn=${step.number}`;
  const body = [
    `<nav aria-label="${escapeHtml(t(lang, 'navLabel'))}"><ul>${nav.join('')}</ul></nav>`,
    `<h1>${escapeHtml(step.title)}</h1>`,
    `<p>${escapeHtml(game.name)} · ${escapeHtml(game.rulesetName)}</p>`,
    `<pre class="report">${escapeHtml(step.report)}</pre>`,
    `<p>${formatLinks(lang, game.id, step.number, query)}</p>`,
    ...(input.map ? [mapSection(lang, game.id, input.map, query)] : []),
    `<h2>${escapeHtml(t(lang, 'rollsHeading'))}</h2>`,
    input.rolls.length === 0 ? `<p>${escapeHtml(t(lang, 'noRolls'))}</p>` : rollsTable(lang, input.rolls),
    `<h2>${escapeHtml(t(lang, 'verifyHeading'))}</h2>`,
    '<ul>',
    `<li>${escapeHtml(t(lang, 'seedRevealed', { seed: '\u0000' })).replace('\u0000', `<code>${escapeHtml(step.seed)}</code>`)}</li>`,
    `<li>${escapeHtml(t(lang, 'seedHash', { hash: '\u0000' })).replace('\u0000', `<code>${escapeHtml(step.seedHash)}</code>`)}</li>`,
    '</ul>',
    `<p>${escapeHtml(t(lang, 'verifyHowTo', { api: '\u0000' })).replace('\u0000', `<a href="${rollsApi}"><code>GET ${rollsApi}</code></a>`)}</p>`,
  ].join('\n');
  return page(lang, `${step.title} — ${game.name}`, body);
}

function rollsTable(lang: Language, rolls: SessionTurnPageInput['rolls']): string {
  const header = `<tr>${(['colRoll', 'colWho', 'colReason', 'colResult'] as const).map((id) => `<th scope="col">${escapeHtml(t(lang, id))}</th>`).join('')}</tr>`;
  const rows = rolls.map(
    (roll) =>
      `<tr><td>${roll.counter}</td><td>${escapeHtml(roll.by ?? t(lang, 'gm'))}</td><td>${escapeHtml(roll.reason)}</td><td><code>${escapeHtml(roll.record.expr)}</code>: ${escapeHtml(formatDiceResult(roll.record.result, lang))}</td></tr>`,
  );
  return `<table class="rolls">\n${[header, ...rows].join('\n')}\n</table>`;
}
