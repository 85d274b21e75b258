import { SESSION_PAGE_MESSAGES } from '../../engine/rulesets/generic/messages.ts';
import { translate, type Language } from '../../i18n/index.ts';
import { attr, html, raw, type Html } from '../../engine/core/html.ts';

/** Pieces shared by the session pages (generic game): texts, tracks, board, rolls, reports, dice form. */
export type ST = (key: string, params?: Record<string, string | number>) => string;

export function sessionTexts(lang: Language): ST {
  return (key, params) => translate(SESSION_PAGE_MESSAGES, key, lang, params);
}

export interface PhaseView {
  turn: number;
  name: string;
  secret: boolean;
  acceptsOrders: boolean;
}

export interface TracksView {
  names: { id: string; name: string }[];
  rows: { player: string; values: (number | null)[] }[];
  history: string[];
}

export function phaseLine(t: ST, phase: PhaseView | null, step: number | null): Html {
  if (!phase) return html``;
  const note = !phase.acceptsOrders ? t('phase.gmOnly') : phase.secret ? t('phase.secret') : t('phase.public');
  return html`<p class="turn-line" id="phase" data-secret="${phase.secret ? 'yes' : 'no'}"><strong>${t('phase', { turn: phase.turn, phase: phase.name })}</strong>${step !== null ? html` <span class="muted">(${t('step', { n: step })})</span>` : ''}<br>${note}</p>`;
}

export function tracksSection(t: ST, tracks: TracksView): Html {
  if (tracks.names.length === 0) return html``;
  return html`<section aria-labelledby="tracks-title"><h2 id="tracks-title">${t('tracks.title')}</h2>
<table id="tracks"><thead><tr><th scope="col">${t('players.title')}</th>${tracks.names.map((n) => html`<th scope="col">${n.name}</th>`)}</tr></thead>
<tbody>${tracks.rows.map((row) => html`<tr><th scope="row">${row.player}</th>${row.values.map((v) => html`<td>${v === null ? '—' : v}</td>`)}</tr>`)}</tbody></table>
${tracks.history.length > 0 ? html`<details><summary>${t('tracks.history')}</summary><ul id="track-history">${tracks.history.map((line) => html`<li>${line}</li>`)}</ul></details>` : ''}
</section>`;
}

export function boardSection(t: ST, board: string | null): Html {
  if (board === null || board === '') return html``;
  return html`<section aria-labelledby="board-title"><h2 id="board-title">${t('board.title')}</h2><pre id="board" class="report">${board}</pre></section>`;
}

/** The ruleset's drawing of the current position (its own escaped SVG, as on the published pages). */
export function mapSection(t: ST, svg: string | null): Html {
  if (svg === null) return html``;
  return html`<section aria-labelledby="map-title"><h2 id="map-title">${t('map.title')}</h2><figure class="map" id="map">${raw(svg)}</figure></section>`;
}

export function rollsList(t: ST, rolls: string[]): Html {
  return rolls.length === 0 ? html`<p class="muted">${t('dice.none')}</p>` : html`<ul id="rolls">${rolls.map((line) => html`<li>${line}</li>`)}</ul>`;
}

export function reportsSection(t: ST, reports: { turn: number; text: string }[]): Html {
  return html`<section aria-labelledby="reports-title"><h2 id="reports-title">${t('reports.title')}</h2>
${reports.length === 0 ? html`<p class="muted">${t('reports.none')}</p>` : reports.map((r) => html`<article class="report" id="report-${r.turn}"><pre>${r.text}</pre></article>`)}
</section>`;
}

export function problemsNotice(title: string, messages: string[], id: string): Html {
  if (messages.length === 0) return html``;
  return html`<div class="notice error" role="alert" id="${id}" tabindex="-1"><h2>${title}</h2><ul>${messages.map((m) => html`<li>${m}</li>`)}</ul></div>`;
}

export function successNotice(text: string | null): Html {
  return text ? html`<div class="notice success" role="status" id="notice"><p>${text}</p></div>` : html``;
}

/** The dice roller (no JavaScript needed): expression, reason, private. */
export function diceForm(t: ST, action: string, rolls: string[], errors: string[], values: { expr: string; reason: string }): Html {
  return html`<section aria-labelledby="dice-title"><h2 id="dice-title">${t('dice.title')}</h2>
${problemsNotice(t('dice.refused'), errors, 'dice-errors')}
<form method="post" action="${action}" class="dice-form">
<div class="field"><label for="dice-expr">${t('dice.expr')}</label><input id="dice-expr" name="expr" required maxlength="200" value="${values.expr}" autocomplete="off"></div>
<div class="field"><label for="dice-reason">${t('dice.reason')}</label><input id="dice-reason" name="reason" required maxlength="200" value="${values.reason}"></div>
<div class="field"><input type="checkbox" id="dice-private" name="private" value="1"${attr('checked', false)}> <label for="dice-private">${t('dice.private')}</label></div>
<button type="submit">${t('dice.roll')}</button>
</form>
${rollsList(t, rolls)}
</section>`;
}
