import type { Language } from '../i18n/index.ts';
import { format } from '../i18n/index.ts';
import { PAGE_MESSAGES } from '../i18n/pages.ts';
import type { PageMessageId } from '../i18n/pages.ts';
import { escapeHtml } from '../engine/core/escape.ts';
import { htmlDocument } from './html-document.ts';

/**
 * The public pages of every game (full HTML documents of our own site): the game page and the per-turn report
 * page. Self-contained (inline CSS, inline SVG map) so a saved page still reads well. The turn page has no
 * script; the game page has one small static script that only enhances its turn slider. Everything here is
 * the public view, prepared by src/services/published (views per viewer).
 */

/** This page set's rules, after the shared base (html-document.ts). */
const STYLE = `
.map{margin:1rem 0;overflow-x:auto}
.map svg{display:block;width:100%;min-width:36rem;height:auto}
.report li,.report p{overflow-wrap:anywhere}
.report h2{font-size:1.15rem;margin:1.5rem 0 .4rem}
.report ul{padding-left:1.25rem}
.seed code{word-break:break-all}
.turn-picker{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;margin:.5rem 0}
.turn-picker input[type=range]{flex:1 1 12rem;min-width:10rem;min-height:2rem}
.turn-picker output{font-weight:600;min-width:7rem}
.turn-links a[aria-current]{font-weight:700}
.lang-switch{text-align:right;font-size:.95rem}
.lang-switch [aria-current]{font-weight:700}
`;

function t(lang: Language, id: PageMessageId, params?: Record<string, string | number>): string {
  return format(PAGE_MESSAGES[id][lang], params);
}

/** `path` with `v=<version>` (the published version it was drawn for, so it can be cached for good); as is without one. */
function versioned(path: string, version: string | undefined): string {
  return version ? `${path}${path.includes('?') ? '&' : '?'}v=${version}` : path;
}

/** The same page in each language (`path?lang=xx`, with its version when it has one); the current one marked, not linked. */
function languageSwitch(lang: Language, path: string, version?: string): string {
  const names: Record<Language, string> = { es: 'Español', en: 'English' };
  const links = (Object.keys(names) as Language[]).map((code) =>
    code === lang ? `<span aria-current="true" lang="${code}">${names[code]}</span>` : `<a href="${versioned(`${path}?lang=${code}`, version)}" lang="${code}" hreflang="${code}">${names[code]}</a>`,
  );
  return `<nav class="lang-switch" aria-label="${escapeHtml(t(lang, 'languagesNav'))}">${links.join(' · ')}</nav>`;
}

function document(lang: Language, title: string, body: string, path: string, head = '', version?: string): string {
  return htmlDocument(lang, title, `${languageSwitch(lang, path, version)}\n${body}`, STYLE, head);
}

/**
 * The published versions links carry (src/services/published/versions.ts): `pages` for turn pages and the
 * score history, `turns[n]` for turn n's report files, JSON, maps and case file. Links without a version are
 * still served (revalidated on every use instead of cached for good).
 */
export interface LinkVersions {
  pages: string;
  turns: Readonly<Record<number, string>>;
}

export interface PagePlayer {
  id: string;
  /** The ruleset's label (a warband, a faction) or the name. */
  label: string;
}

export interface ScoreHistoryView {
  turns: { turn: number; points: Record<string, number>; totals: Record<string, number>; ranks: Record<string, number> }[];
}

export interface OpenStepView {
  number: number;
  /** The ruleset's phase, when it has phases. */
  phase: { turn: number; name: string; kind: 'secret' | 'public' | 'gmOnly' } | null;
  deadline: string | null;
  /** The deadline as readers see it (the game's time zone). */
  deadlineText?: string;
  /** Per player: asked to decide this step, sent, ready (never what). */
  seats: { id: string; asked: boolean; sent: boolean; ready: boolean }[];
}

export interface GamePageInput {
  game: { id: string; name: string; language: Language; rulesetName: string; status: 'setup' | 'running' | 'paused' | 'finished' };
  players: PagePlayer[];
  open: OpenStepView | null;
  /** The ruleset's public description of the current position, as an HTML fragment (trusted: our renderer). */
  positionHtml: string | null;
  /** Resolved turns, any order. */
  turns: { turn: number; title: string }[];
  /** The map of the turn shown (`mapTurn`; 0 = the start) as SVG markup, or null when the game has no map. */
  mapSvg: string | null;
  mapTurn: number;
  history: ScoreHistoryView | null;
  /** The `?lang=` the page was asked for, kept in its own links (absent: the game's language). */
  langParam?: Language;
  versions?: LinkVersions;
}

/** The one static script of the public pages (served by src/http/routes/published.ts). */
export const TURN_SLIDER_SCRIPT = '/assets/published/turn-slider.js';

/**
 * The game page. Its turn slider is a GET form (`?turn=k`, the server renders that turn) plus one link per
 * turn, so it works without JavaScript; TURN_SLIDER_SCRIPT swaps the `#turn-view` block in place as the slider moves.
 */
export function gamePage(input: GamePageInput): string {
  const { game } = input;
  const lang = game.language;
  const base = `/games/${encodeURIComponent(game.id)}`;
  const api = `/api/games/${encodeURIComponent(game.id)}`;
  const langQuery = input.langParam ? `&lang=${input.langParam}` : '';
  const langSuffix = input.langParam ? `?lang=${input.langParam}` : '';
  const turns = [...input.turns].sort((a, b) => a.turn - b.turn);
  const latest = turns.at(-1);
  const turnList =
    turns.length === 0
      ? `<p>${escapeHtml(t(lang, 'noTurns'))}</p>`
      : `<ul>\n${turns.map((turn) => `<li><a href="${versioned(`${base}/turns/${turn.turn}${langSuffix}`, input.versions?.pages)}">${escapeHtml(turn.title)}</a></li>`).join('\n')}\n</ul>`;
  const slider = latest && (input.mapSvg !== null || input.history !== null);
  const body = [
    `<h1>${escapeHtml(game.name)}</h1>`,
    `<p>${escapeHtml(t(lang, 'gameIntro', { ruleset: game.rulesetName }))} ${escapeHtml(t(lang, 'status', { status: t(lang, `status.${game.status}` as PageMessageId) }))}</p>`,
    ...openSection(lang, input),
    ...playersSection(lang, input),
    ...(input.positionHtml ? [`<h2>${escapeHtml(t(lang, 'positionHeading'))}</h2>`, `<div class="report">${input.positionHtml}</div>`] : []),
    `<h2>${escapeHtml(t(lang, 'turnsHeading'))}</h2>`,
    turnList,
    ...(latest ? latestFormats(lang, `${api}/turns/${latest.turn}`, latest.turn, input.versions?.turns[latest.turn]) : []),
    ...(input.mapSvg !== null || input.history !== null
      ? [
          `<h2 id="turn-view-heading">${escapeHtml(t(lang, 'mapAndStandings'))}</h2>`,
          ...(slider ? [turnPicker(lang, base, latest.turn, input.mapTurn, input.langParam, langQuery)] : []),
          turnView(input, base, api),
        ]
      : []),
    ...(input.history
      ? [`<h2>${escapeHtml(t(lang, 'scoresHeading'))}</h2>`, historyTable(lang, input.players, input.history)]
      : []),
    `<h2>${escapeHtml(t(lang, 'downloads'))}</h2>`,
    `<ul>`,
    `<li><a href="${base}/feed.xml">${escapeHtml(t(lang, 'feed'))}</a></li>`,
    ...(input.history ? [`<li><a href="${versioned(`${api}/scores.csv`, input.versions?.pages)}">${escapeHtml(t(lang, 'csv'))}</a></li>`] : []),
    `</ul>`,
  ].join('\n');
  const head = [
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(game.name)}" href="${base}/feed.xml">`,
    ...(slider ? [`<script src="${TURN_SLIDER_SCRIPT}" defer></script>`] : []),
    '',
  ].join('\n');
  return document(lang, game.name, body, base, head);
}

/** The open step: its number and phase, the deadline, and who has sent orders or is ready (never what). */
function openSection(lang: Language, input: GamePageInput): string[] {
  const open = input.open;
  if (!open) return [];
  const asked = open.seats.filter((seat) => seat.asked);
  const lines = [
    `${escapeHtml(t(lang, 'openTurn', { turn: open.number }))}.`,
    open.phase ? escapeHtml(t(lang, 'openPhaseOf', { turn: open.phase.turn, phase: open.phase.name, kind: t(lang, `phase.${open.phase.kind}`) })) : '',
    open.deadline
      ? escapeHtml(t(lang, 'openDeadline', { deadline: '\u0000' })).replace('\u0000', `<time datetime="${escapeHtml(open.deadline)}">${escapeHtml(open.deadlineText ?? utcText(open.deadline))}</time>`)
      : escapeHtml(t(lang, 'openNoDeadline')),
    escapeHtml(t(lang, 'openSent', { sent: asked.filter((seat) => seat.sent).length, asked: asked.length })),
  ].filter((line) => line !== '');
  return [`<h2>${escapeHtml(t(lang, 'openHeading'))}</h2>`, `<p>${lines.join(' ')}</p>`];
}

/** "2026-11-24 21:00 UTC" from an ISO instant. */
function utcText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function playersSection(lang: Language, input: GamePageInput): string[] {
  if (input.players.length === 0) return [`<h2>${escapeHtml(t(lang, 'playersHeading'))}</h2>`, `<p>${escapeHtml(t(lang, 'noPlayers'))}</p>`];
  const open = input.open;
  const seat = new Map((open?.seats ?? []).map((s) => [s.id, s]));
  const header = [`<th scope="col">${escapeHtml(t(lang, 'colPlayer'))}</th>`, ...(open ? [`<th scope="col">${escapeHtml(t(lang, 'colSent'))}</th>`, `<th scope="col">${escapeHtml(t(lang, 'colReady'))}</th>`] : [])];
  const rows = input.players.map((player) => {
    const s = seat.get(player.id);
    const cells = open
      ? [
          `<td data-sent="${s?.sent ? 'yes' : 'no'}">${escapeHtml(!s?.asked ? t(lang, 'notAsked') : s.sent ? t(lang, 'sent') : t(lang, 'notSent'))}</td>`,
          `<td>${escapeHtml(s?.ready ? t(lang, 'yes') : t(lang, 'no'))}</td>`,
        ]
      : [];
    return `<tr><th scope="row">${escapeHtml(player.label)}</th>${cells.join('')}</tr>`;
  });
  return [`<h2>${escapeHtml(t(lang, 'playersHeading'))}</h2>`, `<table class="players">\n<tr>${header.join('')}</tr>\n${rows.join('\n')}\n</table>`];
}

function turnLabel(lang: Language, turn: number): string {
  return turn === 0 ? t(lang, 'startMap') : t(lang, 'turnLink', { turn });
}

/** Paste-ready reports of the latest resolved turn. */
function latestFormats(lang: Language, turnApi: string, turn: number, version: string | undefined): string[] {
  const formats: [string, PageMessageId][] = [
    [versioned(`${turnApi}/report.html`, version), 'formatHtml'],
    [versioned(`${turnApi}/report.bbcode`, version), 'formatBbcode'],
    [versioned(`${turnApi}/report.md`, version), 'formatMarkdown'],
  ];
  return [
    `<h2>${escapeHtml(t(lang, 'latestFormats', { turn }))}</h2>`,
    `<ul>${formats.map(([href, id]) => `<li><a href="${href}">${escapeHtml(t(lang, id))}</a></li>`).join('')}</ul>`,
  ];
}

/** A labelled range input over turns 0..last (keyboard: arrows, Home, End) in a GET form, and the same choice as links. */
function turnPicker(lang: Language, base: string, last: number, shown: number, langParam: Language | undefined, langQuery: string): string {
  const label = turnLabel(lang, shown);
  const links = Array.from({ length: last + 1 }, (_, turn) => {
    const current = turn === shown ? ' aria-current="true"' : '';
    return `<li><a href="${base}?turn=${turn}${langQuery}" data-turn-link="${turn}"${current}>${escapeHtml(turnLabel(lang, turn))}</a></li>`;
  });
  return [
    `<form class="turn-picker" method="get" action="${base}" data-turn-slider>`,
    `<label for="turn-slider">${escapeHtml(t(lang, 'turnPickerLabel'))}</label>`,
    `<input type="range" id="turn-slider" name="turn" min="0" max="${last}" step="1" value="${shown}" aria-valuetext="${escapeHtml(label)}">`,
    `<output for="turn-slider" aria-live="polite">${escapeHtml(label)}</output>`,
    ...(langParam ? [`<input type="hidden" name="lang" value="${langParam}">`] : []),
    `<button type="submit">${escapeHtml(t(lang, 'turnPickerShow'))}</button>`,
    `</form>`,
    `<nav aria-label="${escapeHtml(t(lang, 'turnPickerNav'))}"><ul class="turn-links">${links.join('')}</ul></nav>`,
  ].join('\n');
}

/** The part the slider swaps: the chosen turn's map and standings. */
function turnView(input: GamePageInput, base: string, api: string): string {
  const lang = input.game.language;
  const turn = input.mapTurn;
  const links = [
    ...(turn === 0 ? [] : [`<a href="${versioned(`${base}/turns/${turn}`, input.versions?.pages)}">${escapeHtml(t(lang, 'turnReport', { turn }))}</a>`]),
    ...(input.mapSvg !== null ? [`<a href="${versioned(`${api}/turns/${turn}/map.svg`, input.versions?.turns[turn])}">${escapeHtml(t(lang, 'mapSvg'))}</a>`] : []),
  ].join(' · ');
  return [
    `<div id="turn-view" data-turn="${turn}">`,
    ...(input.mapSvg !== null ? [`<h3>${escapeHtml(t(lang, 'mapHeading'))}: ${escapeHtml(turnLabel(lang, turn))}</h3>`, `<div class="map">${input.mapSvg}</div>`] : []),
    ...(links ? [`<p>${links}</p>`] : []),
    ...(input.history
      ? [`<h3>${escapeHtml(turn === 0 ? t(lang, 'standingsStart') : t(lang, 'standingsAfter', { turn }))}</h3>`, standingsTable(lang, input.players, input.history, turn)]
      : []),
    `</div>`,
  ].join('\n');
}

function standingsTable(lang: Language, players: readonly PagePlayer[], history: ScoreHistoryView, turn: number): string {
  const scores = history.turns.find((row) => row.turn === turn);
  if (!scores) return `<p>${escapeHtml(t(lang, 'noPointsYet'))}</p>`;
  const rows = [...players]
    .sort((a, b) => (scores.ranks[a.id] ?? Infinity) - (scores.ranks[b.id] ?? Infinity))
    .map(
      (player) =>
        `<tr><td>${scores.ranks[player.id] ?? '-'}</td><th scope="row">${escapeHtml(player.label)}</th><td>${scores.points[player.id] ?? 0}</td><td>${scores.totals[player.id] ?? 0}</td></tr>`,
    );
  const header = `<tr>${(['colRank', 'colPlayer', 'colTurnPoints', 'colTotal'] as const).map((id) => `<th scope="col">${escapeHtml(t(lang, id))}</th>`).join('')}</tr>`;
  return `<table class="standings">\n${[header, ...rows].join('\n')}\n</table>`;
}

function historyTable(lang: Language, players: readonly PagePlayer[], history: ScoreHistoryView): string {
  if (history.turns.length === 0) return `<p>${escapeHtml(t(lang, 'noTurns'))}</p>`;
  const header = `<tr><th scope="col">${escapeHtml(t(lang, 'colPlayer'))}</th>${history.turns
    .map((turn) => `<th scope="col">${escapeHtml(t(lang, 'turnLink', { turn: turn.turn }))}</th>`)
    .join('')}</tr>`;
  const rows = players.map(
    (player) =>
      `<tr><th scope="row">${escapeHtml(player.label)}</th>${history.turns
        .map((turn) => `<td>${turn.totals[player.id] ?? 0} (+${turn.points[player.id] ?? 0}) #${turn.ranks[player.id] ?? '-'}</td>`)
        .join('')}</tr>`,
  );
  return `<table>\n${[header, ...rows].join('\n')}\n</table>`;
}

export interface TurnPageInput {
  game: { id: string; name: string; language: Language };
  turn: number;
  title: string;
  /** The report HTML fragment: renderHtml(doc, { title: false, headingTag: 'h2' }). */
  reportHtml: string;
  mapSvg: string | null;
  hasPrevious: boolean;
  hasNext: boolean;
  /** The step's case file is public (always, except in games with hidden information until they end). */
  caseFile: boolean;
  /** The `?lang=` the page was asked for, kept in its navigation links. */
  langParam?: Language;
  /** `pages`: this page's and its neighbours' version; `turn`: this turn's artifacts' (report files, maps, case). */
  versions?: { pages: string; turn: string };
}

export function turnPage(input: TurnPageInput): string {
  const { game, turn } = input;
  const lang = game.language;
  const base = `/games/${encodeURIComponent(game.id)}`;
  const api = `/api/games/${encodeURIComponent(game.id)}/turns/${turn}`;
  const q = input.langParam ? `?lang=${input.langParam}` : '';
  const pages = input.versions?.pages;
  const own = (path: string) => versioned(path, input.versions?.turn);
  const nav = [
    input.hasPrevious ? `<li><a href="${versioned(`${base}/turns/${turn - 1}${q}`, pages)}" rel="prev">${escapeHtml(t(lang, 'previous', { turn: turn - 1 }))}</a></li>` : '',
    `<li><a href="${base}${q}">${escapeHtml(t(lang, 'backToGame'))}</a></li>`,
    input.hasNext ? `<li><a href="${versioned(`${base}/turns/${turn + 1}${q}`, pages)}" rel="next">${escapeHtml(t(lang, 'next', { turn: turn + 1 }))}</a></li>` : '',
  ].filter((item) => item !== '');
  const formats: [string, PageMessageId][] = [
    [own(`${api}/report.html`), 'formatHtml'],
    [own(`${api}/report.bbcode`), 'formatBbcode'],
    [own(`${api}/report.md`), 'formatMarkdown'],
    [own(`${api}/report?format=json`), 'formatJson'],
    ...(input.mapSvg !== null ? ([[own(`${api}/map.svg`), 'mapSvg'], [own(`${api}/map.png`), 'mapPng']] as [string, PageMessageId][]) : []),
    ...(input.caseFile ? ([[own(`${api}/case.json`), 'caseFile']] as [string, PageMessageId][]) : []),
  ];
  const body = [
    `<nav aria-label="${escapeHtml(t(lang, 'navLabel'))}"><ul>${nav.join('')}</ul></nav>`,
    `<h1>${escapeHtml(input.title)}</h1>`,
    ...(input.mapSvg !== null ? [`<div class="map">${input.mapSvg}</div>`] : []),
    `<article class="report">\n${input.reportHtml}</article>`,
    `<h2>${escapeHtml(t(lang, 'reportFormats'))}</h2>`,
    `<ul>${formats.map(([href, id]) => `<li><a href="${href}">${escapeHtml(t(lang, id))}</a></li>`).join('')}</ul>`,
  ].join('\n');
  return document(lang, input.title, body, `${base}/turns/${turn}`, '', pages);
}

/** What a posted link to a withdrawn turn shows (a GM revert): when and why it is gone, and where to go. */
export function withdrawnTurnPage(input: { game: { id: string; name: string; language: Language }; turn: number; withdrawnAt: string; withdrawnText?: string; langParam?: Language }): string {
  const lang = input.game.language;
  const base = `/games/${encodeURIComponent(input.game.id)}`;
  const q = input.langParam ? `?lang=${input.langParam}` : '';
  const title = t(lang, 'withdrawnTitle', { turn: input.turn });
  const date = new Date(input.withdrawnAt);
  const when = input.withdrawnText ?? (Number.isNaN(date.getTime()) ? input.withdrawnAt : `${new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`);
  const body = [
    `<nav aria-label="${escapeHtml(t(lang, 'navLabel'))}"><ul><li><a href="${base}${q}">${escapeHtml(t(lang, 'backToGame'))}</a></li></ul></nav>`,
    `<h1>${escapeHtml(title)}</h1>`,
    `<p data-withdrawn="${escapeHtml(input.withdrawnAt)}">${escapeHtml(t(lang, 'withdrawnBody', { turn: input.turn, when }))}</p>`,
  ].join('\n');
  return document(lang, title, body, `${base}/turns/${input.turn}`);
}
