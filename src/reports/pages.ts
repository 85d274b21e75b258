import type { Language } from '../i18n/index.ts';
import { format, translate } from '../i18n/index.ts';
import { PAGE_MESSAGES } from '../i18n/pages.ts';
import { WEB_MESSAGES } from '../i18n/web.ts';
import type { PageMessageId } from '../i18n/pages.ts';
import { html, joinHtml, raw, type Html } from '../engine/core/html.ts';
import { htmlDocument } from './html-document.ts';
import { scrollableTables } from './scrollable-tables.ts';

/**
 * The public pages of every game (full HTML documents of our own site): the game page and the per-turn report
 * page. Self-contained (inline CSS, inline SVG map) so a saved page still reads well. The turn page has no
 * script; the game page has one small static script that only enhances its turn slider. Everything here is
 * the public view, prepared by src/services/published (views per viewer).
 */

/** This page set's rules, after the shared base (html-document.ts). */
const STYLE = `
.map{margin:1rem 0;overflow-x:auto}
.map svg{display:block;width:100%;max-width:100%;height:auto}
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
function languageSwitch(lang: Language, path: string, version?: string): Html {
  const names: Record<Language, string> = { es: 'Español', en: 'English' };
  const links = (Object.keys(names) as Language[]).map((code) =>
    code === lang
      ? html`<span aria-current="true" lang="${code}">${names[code]}</span>`
      : html`<a href="${versioned(`${path}?lang=${code}`, version)}" lang="${code}" hreflang="${code}">${names[code]}</a>`,
  );
  return html`<nav class="lang-switch" aria-label="${t(lang, 'languagesNav')}">${joinHtml(links, ' · ')}</nav>`;
}

function document(lang: Language, title: string, body: Html, path: string, head?: Html, version?: string): string {
  return htmlDocument(lang, title, html`${languageSwitch(lang, path, version)}\n${body}`, STYLE, head);
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
  /** Reports the GM withdrew (turns reverted and being played again): the turn and when. */
  withdrawn?: { turn: number; when: string }[];
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
  const withdrawn = (input.withdrawn ?? []).map(
    (w) => html`<p class="notice" data-withdrawn="${w.turn}">${t(lang, 'withdrawnNote', { turn: w.turn, when: w.when })}</p>`,
  );
  const turnList =
    turns.length === 0
      ? withdrawn.length > 0
        ? html``
        : html`<p>${t(lang, 'noTurns')}</p>`
      : html`<ul>\n${joinHtml(
          turns.map((turn) => html`<li><a href="${versioned(`${base}/turns/${turn.turn}${langSuffix}`, input.versions?.pages)}">${turn.title}</a></li>`),
          '\n',
        )}\n</ul>`;
  const slider = latest && (input.mapSvg !== null || input.history !== null);
  const body = joinHtml(
    [
      html`<h1>${game.name}</h1>`,
      html`<p>${t(lang, 'gameIntro', { ruleset: game.rulesetName })} ${t(lang, 'status', { status: t(lang, `status.${game.status}` as PageMessageId) })}</p>`,
      openSection(lang, input),
      playersSection(lang, input),
      input.positionHtml
        ? html`<h2>${t(lang, 'positionHeading')}</h2>\n<div class="report">${raw(scrollableTables(input.positionHtml, t(lang, 'tableOf', { name: t(lang, 'positionHeading') })))}</div>`
        : null,
      html`<h2>${t(lang, 'turnsHeading')}</h2>`,
      withdrawn.length > 0 && joinHtml(withdrawn, '\n'),
      turnList,
      latest && latestFormats(lang, `${api}/turns/${latest.turn}`, latest.turn, input.versions?.turns[latest.turn]),
      (input.mapSvg !== null || input.history !== null) &&
        joinHtml(
          [
            html`<h2 id="turn-view-heading">${t(lang, 'mapAndStandings')}</h2>`,
            slider && turnPicker(lang, base, latest.turn, input.mapTurn, input.langParam, langQuery),
            turnView(input, base, api),
          ],
          '\n',
        ),
      input.history &&
        html`<h2>${t(lang, 'scoresHeading')}</h2>\n${
          input.history.turns.length === 0 && withdrawn.length > 0
            ? html`<p>${t(lang, 'withdrawnScores')}</p>`
            : historyTable(lang, input.players, input.history)
        }`,
      html`<h2>${t(lang, 'downloads')}</h2>`,
      html`<ul>`,
      html`<li><a href="${base}/feed.xml">${t(lang, 'feed')}</a></li>`,
      input.history && html`<li><a href="${versioned(`${api}/scores.csv`, input.versions?.pages)}">${t(lang, 'csv')}</a></li>`,
      html`</ul>`,
    ],
    '\n',
  );
  const head = html`<link rel="alternate" type="application/atom+xml" title="${game.name}" href="${base}/feed.xml">\n${slider && html`<script src="${TURN_SLIDER_SCRIPT}" defer></script>\n`}`;
  return document(lang, game.name, body, base, head);
}

/** The open step: its number and phase, the deadline, and who has sent orders or is ready (never what). */
function openSection(lang: Language, input: GamePageInput): Html | null {
  const open = input.open;
  if (!open) return null;
  const asked = open.seats.filter((seat) => seat.asked);
  const deadline =
    input.game.status === 'paused'
      ? html`<strong data-paused>${t(lang, 'openPaused')}</strong>`
      : open.deadline
        ? around(t(lang, 'openDeadline', { deadline: MARK }), html`<time datetime="${open.deadline}">${open.deadlineText ?? utcText(open.deadline)}</time>`)
        : t(lang, 'openNoDeadline');
  const lines = [
    // A ruleset with phases numbers its own turns (the phase line says which), not the server's step count (issue 37).
    open.phase ? null : `${t(lang, 'openTurn', { turn: open.number })}.`,
    open.phase && t(lang, 'openPhaseOf', { turn: open.phase.turn, phase: open.phase.name, kind: t(lang, `phase.${open.phase.kind}`) }),
    deadline,
    t(lang, 'openSent', { sent: asked.filter((seat) => seat.sent).length, asked: asked.length }),
  ];
  return html`<h2>${t(lang, 'openHeading')}</h2>\n<p>${joinHtml(lines, ' ')}</p>`;
}

/** A placeholder no message contains, filled with markup after the message is formatted. */
const MARK = '\u0000';

/** `text` (escaped) with its first MARK replaced by `markup`. */
function around(text: string, markup: Html): Html {
  const at = text.indexOf(MARK);
  return at < 0 ? html`${text}` : html`${text.slice(0, at)}${markup}${text.slice(at + MARK.length)}`;
}

/** "2026-11-24 21:00 UTC" from an ISO instant. */
function utcText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

function playersSection(lang: Language, input: GamePageInput): Html {
  const heading = html`<h2>${t(lang, 'playersHeading')}</h2>`;
  if (input.players.length === 0) return html`${heading}\n<p>${t(lang, 'noPlayers')}</p>`;
  const open = input.open;
  const seat = new Map((open?.seats ?? []).map((s) => [s.id, s]));
  const header = html`<th scope="col">${t(lang, 'colPlayer')}</th>${open && html`<th scope="col">${t(lang, 'colSent')}</th><th scope="col">${t(lang, 'colReady')}</th>`}`;
  const rows = input.players.map((player) => {
    const s = seat.get(player.id);
    const cells =
      open &&
      html`<td data-sent="${s?.sent ? 'yes' : 'no'}">${!s?.asked ? t(lang, 'notAsked') : s.sent ? t(lang, 'sent') : t(lang, 'notSent')}</td><td>${s?.ready ? t(lang, 'yes') : t(lang, 'no')}</td>`;
    return html`<tr><th scope="row">${player.label}</th>${cells}</tr>`;
  });
  const table = html`<table class="players">\n<thead><tr>${header}</tr></thead>\n<tbody>\n${joinHtml(rows, '\n')}\n</tbody>\n</table>`;
  return html`${heading}\n${raw(scrollableTables(table.value, t(lang, 'tableOf', { name: t(lang, 'playersHeading') })))}`;
}

function turnLabel(lang: Language, turn: number): string {
  return turn === 0 ? t(lang, 'startMap') : t(lang, 'turnLink', { turn });
}

/** Links to a turn's files, one list item each. */
function formatList(lang: Language, formats: readonly (readonly [string, PageMessageId])[]): Html {
  return html`<ul>${formats.map(([href, id]) => html`<li><a href="${href}">${t(lang, id)}</a></li>`)}</ul>`;
}

/** Paste-ready reports of the latest resolved turn. */
function latestFormats(lang: Language, turnApi: string, turn: number, version: string | undefined): Html {
  const formats = [
    [versioned(`${turnApi}/report.html`, version), 'formatHtml'],
    [versioned(`${turnApi}/report.bbcode`, version), 'formatBbcode'],
    [versioned(`${turnApi}/report.md`, version), 'formatMarkdown'],
    [versioned(`${turnApi}/report.md?flavor=gfm`, version), 'formatMarkdownGfm'],
  ] as const;
  return html`<h2>${t(lang, 'latestFormats', { turn })}</h2>\n${formatList(lang, formats)}`;
}

/** A labelled range input over turns 0..last (keyboard: arrows, Home, End) in a GET form, and the same choice as links. */
function turnPicker(lang: Language, base: string, last: number, shown: number, langParam: Language | undefined, langQuery: string): Html {
  const label = turnLabel(lang, shown);
  const links = Array.from(
    { length: last + 1 },
    (_, turn) =>
      html`<li><a href="${base}?turn=${turn}${langQuery}" data-turn-link="${turn}"${turn === shown && html` aria-current="true"`}>${turnLabel(lang, turn)}</a></li>`,
  );
  return joinHtml(
    [
      html`<form class="turn-picker" method="get" action="${base}" data-turn-slider>`,
      html`<label for="turn-slider">${t(lang, 'turnPickerLabel')}</label>`,
      html`<input type="range" id="turn-slider" name="turn" min="0" max="${last}" step="1" value="${shown}" aria-valuetext="${label}">`,
      html`<output for="turn-slider" aria-live="polite">${label}</output>`,
      langParam && html`<input type="hidden" name="lang" value="${langParam}">`,
      html`<button type="submit">${t(lang, 'turnPickerShow')}</button>`,
      html`</form>`,
      html`<nav aria-label="${t(lang, 'turnPickerNav')}"><ul class="turn-links">${links}</ul></nav>`,
    ],
    '\n',
  );
}

/** The part the slider swaps: the chosen turn's map and standings. */
function turnView(input: GamePageInput, base: string, api: string): Html {
  const lang = input.game.language;
  const turn = input.mapTurn;
  const links = [
    ...(turn === 0 ? [] : [html`<a href="${versioned(`${base}/turns/${turn}`, input.versions?.pages)}">${t(lang, 'turnReport', { turn })}</a>`]),
    ...(input.mapSvg !== null ? [html`<a href="${versioned(`${api}/turns/${turn}/map.svg`, input.versions?.turns[turn])}">${t(lang, 'mapSvg')}</a>`] : []),
  ];
  return joinHtml(
    [
      html`<div id="turn-view" data-turn="${turn}">`,
      input.mapSvg !== null && html`<h3>${t(lang, 'mapHeading')}: ${turnLabel(lang, turn)}</h3>\n<div class="map">${raw(input.mapSvg)}</div>`,
      links.length > 0 && html`<p>${joinHtml(links, ' · ')}</p>`,
      input.history &&
        html`<h3>${turn === 0 ? t(lang, 'standingsStart') : t(lang, 'standingsAfter', { turn })}</h3>\n${standingsTable(lang, input.players, input.history, turn)}`,
      html`</div>`,
    ],
    '\n',
  );
}

function standingsTable(lang: Language, players: readonly PagePlayer[], history: ScoreHistoryView, turn: number): Html {
  const scores = history.turns.find((row) => row.turn === turn);
  if (!scores) return html`<p>${t(lang, 'noPointsYet')}</p>`;
  const rows = [...players]
    .sort((a, b) => (scores.ranks[a.id] ?? Infinity) - (scores.ranks[b.id] ?? Infinity))
    .map(
      (player) =>
        html`<tr><td>${scores.ranks[player.id] ?? '-'}</td><th scope="row">${player.label}</th><td>${scores.points[player.id] ?? 0}</td><td>${scores.totals[player.id] ?? 0}</td></tr>`,
    );
  const header = html`<tr>${(['colRank', 'colPlayer', 'colTurnPoints', 'colTotal'] as const).map((id) => html`<th scope="col">${t(lang, id)}</th>`)}</tr>`;
  const table = html`<table class="standings">\n<thead>${header}</thead>\n<tbody>\n${joinHtml(rows, '\n')}\n</tbody>\n</table>`;
  return raw(scrollableTables(table.value, t(lang, 'tableOf', { name: turn === 0 ? t(lang, 'standingsStart') : t(lang, 'standingsAfter', { turn }) })));
}

function historyTable(lang: Language, players: readonly PagePlayer[], history: ScoreHistoryView): Html {
  if (history.turns.length === 0) return html`<p>${t(lang, 'noTurns')}</p>`;
  const header = html`<tr><th scope="col">${t(lang, 'colPlayer')}</th>${history.turns.map((turn) => html`<th scope="col">${t(lang, 'turnLink', { turn: turn.turn })}</th>`)}</tr>`;
  const rows = players.map(
    (player) =>
      html`<tr><th scope="row">${player.label}</th>${history.turns.map((turn) => html`<td>${turn.totals[player.id] ?? 0} (+${turn.points[player.id] ?? 0}) #${turn.ranks[player.id] ?? '-'}</td>`)}</tr>`,
  );
  const table = html`<table>\n<thead>${header}</thead>\n<tbody>\n${joinHtml(rows, '\n')}\n</tbody>\n</table>`;
  return raw(scrollableTables(table.value, t(lang, 'tableOf', { name: t(lang, 'scoresHeading') })));
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
    input.hasPrevious &&
      html`<li><a href="${versioned(`${base}/turns/${turn - 1}${q}`, pages)}" rel="prev">${t(lang, 'previous', { turn: turn - 1 })}</a></li>`,
    html`<li><a href="${base}${q}">${t(lang, 'backToGame')}</a></li>`,
    input.hasNext && html`<li><a href="${versioned(`${base}/turns/${turn + 1}${q}`, pages)}" rel="next">${t(lang, 'next', { turn: turn + 1 })}</a></li>`,
  ];
  const formats: [string, PageMessageId][] = [
    [own(`${api}/report.html`), 'formatHtml'],
    [own(`${api}/report.bbcode`), 'formatBbcode'],
    [own(`${api}/report.md`), 'formatMarkdown'],
    [own(`${api}/report.md?flavor=gfm`), 'formatMarkdownGfm'],
    [own(`${api}/report?format=json`), 'formatJson'],
    ...(input.mapSvg !== null
      ? ([
          [own(`${api}/map.svg`), 'mapSvg'],
          [own(`${api}/map.png`), 'mapPng'],
        ] as [string, PageMessageId][])
      : []),
    ...(input.caseFile ? ([[own(`${api}/case.json`), 'caseFile']] as [string, PageMessageId][]) : []),
  ];
  const body = joinHtml(
    [
      html`<nav aria-label="${t(lang, 'navLabel')}"><ul>${nav}</ul></nav>`,
      html`<h1>${input.title}</h1>`,
      input.mapSvg !== null && html`<div class="map">${raw(input.mapSvg)}</div>`,
      html`<article class="report">\n${raw(scrollableTables(input.reportHtml, t(lang, 'tableOf', { name: input.title })))}</article>`,
      html`<h2>${t(lang, 'reportFormats')}</h2>`,
      formatList(lang, formats),
    ],
    '\n',
  );
  return document(lang, input.title, body, `${base}/turns/${turn}`, undefined, pages);
}

/** What a posted link to a withdrawn turn shows (a GM revert): when and why it is gone, and where to go. */
/**
 * A published address with nothing behind it (a mistyped game id, a turn not played yet), styled like the public
 * pages (issue 37: it was a bare page), in the reader's language; `detail`: the server's own sentence (English).
 */
export function notFoundPage(input: { lang: Language; path: string; detail: string }): string {
  const { lang } = input;
  const said = lang === 'en' ? '' : 'en';
  // The same sentences as the server's other not-found pages (src/web/pages/error-page.ts).
  const web = (id: 'error.pageNotFound' | 'error.toHome') => translate<string>(WEB_MESSAGES, id, lang);
  const body = html`<nav aria-label="${t(lang, 'navLabel')}"><ul><li><a href="/?lang=${lang}">${web('error.toHome')}</a></li></ul></nav>
<h1>${t(lang, 'notFoundTitle')}</h1>
<p>${web('error.pageNotFound')}</p>
<p class="muted"${said ? html` lang="${said}"` : ''}>${input.detail}</p>`;
  return document(lang, t(lang, 'notFoundTitle'), body, input.path);
}

export function withdrawnTurnPage(input: {
  game: { id: string; name: string; language: Language };
  turn: number;
  withdrawnAt: string;
  withdrawnText?: string;
  langParam?: Language;
}): string {
  const lang = input.game.language;
  const base = `/games/${encodeURIComponent(input.game.id)}`;
  const q = input.langParam ? `?lang=${input.langParam}` : '';
  const title = t(lang, 'withdrawnTitle', { turn: input.turn });
  const date = new Date(input.withdrawnAt);
  const when =
    input.withdrawnText ??
    (Number.isNaN(date.getTime())
      ? input.withdrawnAt
      : `${new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`);
  const body = html`<nav aria-label="${t(lang, 'navLabel')}"><ul><li><a href="${base}${q}">${t(lang, 'backToGame')}</a></li></ul></nav>
<h1>${title}</h1>
<p data-withdrawn="${input.withdrawnAt}">${t(lang, 'withdrawnBody', { turn: input.turn, when })}</p>`;
  return document(lang, title, body, `${base}/turns/${input.turn}`);
}
