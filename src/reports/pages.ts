import type { Language } from '../i18n/index.ts';
import { format } from '../i18n/index.ts';
import { PAGE_MESSAGES } from '../i18n/pages.ts';
import type { PageMessageId } from '../i18n/pages.ts';
import { escapeHtml } from './escape.ts';
import { playerDirectory } from './players.ts';
import type { ReportPlayer } from './players.ts';
import type { ScoreHistory } from './score-history.ts';

/**
 * The public pages (full HTML documents of our own site): the game page and the per-turn report page.
 * Self-contained (inline CSS, inline SVG map) so a saved page still reads well; no scripts.
 */

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1b1b1f;background:#fbfaf7}
main{max-width:60rem;margin:0 auto;padding:.75rem 1rem 4rem}
h1{font-size:1.6rem;line-height:1.2;margin:.5rem 0}
h2{font-size:1.25rem;margin:1.75rem 0 .5rem}
a{color:#0b3ea8}
.map{margin:1rem 0;overflow-x:auto}
.map svg{display:block;width:100%;min-width:36rem;height:auto}
.report li,.report p{overflow-wrap:anywhere}
table{border-collapse:collapse;display:block;overflow-x:auto;max-width:100%}
th,td{border:1px solid #c9c5bd;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f0ede6}
.report h2{font-size:1.15rem;margin:1.5rem 0 .4rem}
.report ul{padding-left:1.25rem}
nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1rem}
.seed code{word-break:break-all}
:focus-visible{outline:3px solid #1846c8;outline-offset:2px}
`;

function t(lang: Language, id: PageMessageId, params?: Record<string, string | number>): string {
  return format(PAGE_MESSAGES[id][lang], params);
}

function document(lang: Language, title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Turnkeeper</title>
${head}<style>${STYLE}</style>
</head>
<body>
<main id="main">
${body}
</main>
</body>
</html>
`;
}

export interface GamePageInput {
  game: { id: string; name: string; language: Language };
  players: ReportPlayer[];
  /** Resolved turns, any order. */
  turns: { turn: number; title: string }[];
  /** The map after the latest resolved turn (or the start), as SVG markup from renderMapSvg. */
  mapSvg: string;
  mapTurn: number;
  history: ScoreHistory;
}

export function gamePage(input: GamePageInput): string {
  const { game } = input;
  const lang = game.language;
  const base = `/games/${encodeURIComponent(game.id)}`;
  const api = `/api/games/${encodeURIComponent(game.id)}`;
  const turns = [...input.turns].sort((a, b) => a.turn - b.turn);
  const turnList =
    turns.length === 0
      ? `<p>${escapeHtml(t(lang, 'noTurns'))}</p>`
      : `<ul>\n${turns
          .map((turn) => `<li><a href="${base}/turns/${turn.turn}">${escapeHtml(turn.title)}</a></li>`)
          .join('\n')}\n</ul>`;
  const mapCaption = input.mapTurn === 0 ? t(lang, 'startMap') : t(lang, 'turnLink', { turn: input.mapTurn });
  const body = [
    `<h1>${escapeHtml(game.name)}</h1>`,
    `<p>${escapeHtml(t(lang, 'gameIntro'))}</p>`,
    `<h2>${escapeHtml(t(lang, 'turnsHeading'))}</h2>`,
    turnList,
    `<h2>${escapeHtml(t(lang, 'mapHeading'))}: ${escapeHtml(mapCaption)}</h2>`,
    `<div class="map">${input.mapSvg}</div>`,
    `<h2>${escapeHtml(t(lang, 'scoresHeading'))}</h2>`,
    historyTable(lang, input.players, input.history),
    `<h2>${escapeHtml(t(lang, 'downloads'))}</h2>`,
    `<ul>`,
    `<li><a href="${base}/feed.xml">${escapeHtml(t(lang, 'feed'))}</a></li>`,
    `<li><a href="${api}/scores.csv">${escapeHtml(t(lang, 'csv'))}</a></li>`,
    `</ul>`,
  ].join('\n');
  const feedLink = `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(game.name)}" href="${base}/feed.xml">\n`;
  return document(lang, game.name, body, feedLink);
}

function historyTable(lang: Language, players: readonly ReportPlayer[], history: ScoreHistory): string {
  if (history.turns.length === 0) return `<p>${escapeHtml(t(lang, 'noTurns'))}</p>`;
  const directory = playerDirectory(players);
  const header = `<tr><th scope="col">${escapeHtml(t(lang, 'colWarband'))}</th>${history.turns
    .map((turn) => `<th scope="col">${escapeHtml(t(lang, 'turnLink', { turn: turn.turn }))}</th>`)
    .join('')}</tr>`;
  const rows = players.map(
    (player) =>
      `<tr><th scope="row">${escapeHtml(directory.label(player.id))}</th>${history.turns
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
  mapSvg: string;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function turnPage(input: TurnPageInput): string {
  const { game, turn } = input;
  const lang = game.language;
  const base = `/games/${encodeURIComponent(game.id)}`;
  const api = `/api/games/${encodeURIComponent(game.id)}/turns/${turn}`;
  const nav = [
    input.hasPrevious ? `<li><a href="${base}/turns/${turn - 1}" rel="prev">${escapeHtml(t(lang, 'previous', { turn: turn - 1 }))}</a></li>` : '',
    `<li><a href="${base}">${escapeHtml(t(lang, 'backToGame'))}</a></li>`,
    input.hasNext ? `<li><a href="${base}/turns/${turn + 1}" rel="next">${escapeHtml(t(lang, 'next', { turn: turn + 1 }))}</a></li>` : '',
  ].filter((item) => item !== '');
  const formats: [string, PageMessageId][] = [
    [`${api}/report.html`, 'formatHtml'],
    [`${api}/report.bbcode`, 'formatBbcode'],
    [`${api}/report.md`, 'formatMarkdown'],
    [`${api}/report?format=json`, 'formatJson'],
    [`${api}/map.svg`, 'mapSvg'],
    [`${api}/map.png`, 'mapPng'],
    [`${api}/case.json`, 'caseFile'],
  ];
  const body = [
    `<nav aria-label="${escapeHtml(t(lang, 'navLabel'))}"><ul>${nav.join('')}</ul></nav>`,
    `<h1>${escapeHtml(input.title)}</h1>`,
    `<div class="map">${input.mapSvg}</div>`,
    `<article class="report">\n${input.reportHtml}</article>`,
    `<h2>${escapeHtml(t(lang, 'reportFormats'))}</h2>`,
    `<ul>${formats.map(([href, id]) => `<li><a href="${href}">${escapeHtml(t(lang, id))}</a></li>`).join('')}</ul>`,
  ].join('\n');
  return document(lang, input.title, body);
}
