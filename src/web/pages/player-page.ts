import type { Language } from '../../i18n/index.ts';
import { formatDeadline } from '../format-time.ts';
import { html, raw } from '../../engine/core/html.ts';
import type { Html } from '../../engine/core/html.ts';
import { layout } from '../layout.ts';
import { scrollableTables } from '../../reports/scrollable-tables.ts';
import { texts } from '../texts.ts';
import type { T } from '../texts.ts';

export type PlayerNotice = 'saved' | 'resolved' | 'checked' | 'refused' | null;

/**
 * The player's page of every game (`/play/<token>`): where the game is, what the player is asked to decide (the
 * ruleset's own form or one generated from the request's schema), their position, the map, the answers of
 * others they may read, dice, and the reports. Works without JavaScript; scripts only enhance it.
 */
export interface PlayerPageModel {
  lang: Language;
  /** `/play/<token>` (the forms post here). */
  path: string;
  game: { name: string; rulesetName: string; status: 'setup' | 'running' | 'paused' | 'finished'; publicUrl: string };
  me: { name: string; label: string };
  /** The open step, or null (game not started, finished, or between steps). */
  turn: {
    number: number;
    maxTurns: number | null;
    deadline: string | null;
    phase: string | null;
    /** The GM paused the game: the clock is stopped with this much left (ms; null: no deadline). Absent: running. */
    paused?: { leftMs: number | null };
  } | null;
  /** What the player is asked now (null: not asked; `waitingFor` says who is). */
  request: { prompt: string; required: boolean } | null;
  waitingFor: string[];
  /** Trusted HTML of the answer fields (the ruleset's form or the generated one). */
  formHtml: string | null;
  /**
   * Orders as text (rulesets with a grammar, issue 36): the text box as typed, the problems of a refused text (each
   * naming its line), and the saved sheet as text. Null: the ruleset reads no text, or the player is not asked.
   */
  orderText?: { value: string; problems: string[]; saved: string | null } | null;
  /** The saved sheet was entered by the GM (orders the player sent privately). */
  enteredByGm?: boolean;
  notice: PlayerNotice;
  /** The game's time zone: the deadline is shown in it (and in the reader's own beside it). */
  timeZone?: string;
  /** The GM withdrew this step's result and reopened it (ISO time), or null. */
  reopenedAt?: string | null;
  /** The refusals to list at the top after a refused save (message per order or field). */
  refusals: { label: string; href: string | null }[];
  saved: { version: number } | null;
  ready: boolean;
  /** The ruleset's description of the player's position, as trusted HTML (our document renderer). */
  positionHtml: string | null;
  /** Trusted SVG of the map as the player sees it. */
  mapSvg: string | null;
  /** False when the game's ruleset draws no map: no map section at all (issue 37), not "the map is not available". */
  drawsMap?: boolean;
  /** The same map alone, full size (`/play/<token>/map.svg?lang=`); null without a map. */
  mapUrl: string | null;
  others: { label: string; text: string }[];
  rolls: string[];
  /** The player's own copy of the latest report (their secrets included), trusted HTML. */
  latestReport: { turn: number; html: string } | null;
  reports: { turn: number; url: string }[];
  scripts: string[];
}

function noticeBox(t: T, model: PlayerPageModel): Html {
  if (model.notice === 'saved') {
    return html`<div class="notice success" role="status">${t('player.saved', { version: model.saved?.version ?? 1 })}</div>`;
  }
  if (model.notice === 'resolved') return html`<div class="notice success" role="status">${t('player.savedResolved')}</div>`;
  if (model.notice === 'checked') return html`<div class="notice" role="status">${t('player.checkedNotSaved')}</div>`;
  if (model.notice === 'refused') {
    return html`<div class="notice error" role="alert" id="error-summary" tabindex="-1">
<h2>${t('player.refusedTitle')}</h2>
<p>${t('player.refusedBody', { n: model.refusals.length })}</p>
<ul>${model.refusals.map((r) => html`<li>${r.href ? html`<a href="${r.href}">${r.label}</a>` : r.label}</li>`)}</ul>
</div>`;
  }
  return html``;
}

/** Ready toggle: a plain form (a new sheet version with the same orders and the flag). */
function readyForm(t: T, model: PlayerPageModel): Html {
  return html`<form method="post" action="${model.path}/ready?lang=${model.lang}" id="ready-form" class="ready-form">
<input type="hidden" name="turn" value="${model.turn!.number}"><input type="hidden" name="ready" value="${model.ready ? '0' : '1'}">
${model.ready ? html`<p class="notice success" role="status" data-ready="yes">${t('player.isReady')}</p>` : html`<p class="hint" data-ready="no">${t('player.readyHint')}</p>`}
<button type="submit">${t(model.ready ? 'player.notReady' : 'player.ready')}</button></form>`;
}

function answerSection(t: T, model: PlayerPageModel): Html {
  const turn = model.turn!;
  if (!model.request || model.formHtml === null) {
    return html`<section aria-labelledby="orders-title"><h2 id="orders-title">${t('player.ordersTitle', { turn: turn.number })}</h2>
<p data-waiting>${model.waitingFor.length > 0 ? t('player.waiting', { names: model.waitingFor.join(', ') }) : t('player.waitingNobody')}</p></section>`;
  }
  return html`<section aria-labelledby="orders-title">
<h2 id="orders-title">${t('player.ordersTitle', { turn: turn.number })}</h2>
<p class="lead" data-prompt>${model.request.prompt}</p>
<p class="hint">${model.request.required ? t('player.required') : t('player.ordersHint')}</p>
${model.saved ? html`<p class="muted">${t('player.savedVersion', { version: model.saved.version })}</p>` : ''}
${model.enteredByGm ? html`<p class="notice" role="status" data-entered-by-gm>${t('player.enteredByGm')}</p>` : ''}
<form method="post" action="${model.path}?lang=${model.lang}" id="order-form" novalidate data-check-url="${model.path}/check?lang=${model.lang}" data-lang="${model.lang}" data-unsaved="${t('player.unsaved')}">
<input type="hidden" name="turn" value="${turn.number}">
<button type="submit" name="intent" value="save" class="default-submit" tabindex="-1" aria-hidden="true">${t('player.save')}</button>
${raw(model.formHtml)}
<div class="form-buttons">
<button type="submit" name="intent" value="save" class="primary">${t('player.save')}</button>
<button type="submit" name="intent" value="saveReady">${t('player.saveReady')}</button>
<button type="submit" name="intent" value="check">${t('player.check')}</button>
</div>
</form>
${model.orderText ? textSection(t, model, model.orderText) : ''}
${readyForm(t, model)}
</section>`;
}

/** The orders as a forum post: pasted, read line by line, saved by the same save as the form (issue 36). */
function textSection(t: T, model: PlayerPageModel, text: NonNullable<PlayerPageModel['orderText']>): Html {
  const refused = text.problems.length > 0;
  return html`<details class="order-text"${refused ? raw(' open') : ''}>
<summary>${t('player.text.title')}</summary>
${text.saved !== null ? html`<p class="hint">${t('player.text.saved')}</p><pre class="order-text-saved" data-saved-text>${text.saved}</pre>` : ''}
${refused ? html`<div class="notice error" role="alert" id="order-text-problems"><p>${t('player.text.refused')}</p><ul>${text.problems.map((p) => html`<li>${p}</li>`)}</ul></div>` : ''}
<form method="post" action="${model.path}?lang=${model.lang}" class="stack">
<input type="hidden" name="turn" value="${model.turn!.number}">
<div class="field"><label for="order-text-input">${t('player.text.label')}</label>
<p class="hint" id="order-text-hint">${t('player.text.hint')}</p>
<textarea id="order-text-input" name="text" rows="8" maxlength="20000" aria-describedby="order-text-hint${refused ? ' order-text-problems' : ''}"${refused ? raw(' aria-invalid="true"') : ''}>${text.value}</textarea></div>
<div class="form-buttons"><button type="submit" name="intent" value="text">${t('player.text.submit')}</button></div>
</form></details>`;
}

/** What is left of a stopped deadline: "2 d 03:00", "03:00" (hours and minutes). */
function timeLeft(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${days > 0 ? `${days} d ` : ''}${pad(Math.floor((minutes % 1440) / 60))}:${pad(minutes % 60)}`;
}

export function renderPlayerPage(model: PlayerPageModel): string {
  const t = texts(model.lang);
  const turn = model.turn;
  const body = html`<h1>${model.game.name}</h1>
<p class="lead">${model.me.label === model.me.name ? `${model.me.name}.` : t('player.greeting2', { name: model.me.name, label: model.me.label })} <span class="muted">${model.game.rulesetName}</span></p>
${
  turn
    ? html`<p class="turn-line"><strong>${
        turn.maxTurns ? t('player.turnOf', { turn: turn.number, max: turn.maxTurns }) : t('player.turn', { turn: turn.number })
      }</strong>${turn.phase ? html` · ${t('player.phase', { phase: turn.phase })}` : ''}${
        turn.paused
          ? html` · <span data-deadline-paused>${turn.paused.leftMs === null ? t('player.pausedNoDeadline') : t('player.pausedLeft', { time: timeLeft(turn.paused.leftMs) })}</span>`
          : turn.deadline
            ? html` · ${t('player.deadline')} <time datetime="${turn.deadline}" data-countdown>${formatDeadline(turn.deadline, model.lang, model.timeZone)}</time> <span class="countdown" data-countdown-left data-left="${t('player.timeLeft')}" data-passed="${t('player.deadlinePassed')}"></span> <span class="muted" data-local-time="${t('player.yourTime')}"></span>`
            : html` · ${t('player.noDeadline')}`
      }</p>`
    : html`<p class="turn-line">${t(`player.status.${model.game.status}`)}</p>`
}
${model.game.status === 'paused' ? html`<div class="notice" role="status" data-paused><p>${t(turn ? 'player.pausedTurn' : 'player.status.paused')}</p></div>` : ''}
${turn && model.reopenedAt ? html`<div class="notice" role="status" data-reopened><p>${t('player.reopened', { turn: turn.number, when: formatDeadline(model.reopenedAt, model.lang, model.timeZone) })}</p></div>` : ''}
${noticeBox(t, model)}
<div class="play-columns${model.drawsMap === false ? ' no-map' : ''}">
${model.drawsMap === false ? '' : html`<div class="play-side">${mapSection(t, model)}</div>`}
<div class="play-main">
${turn ? answerSection(t, model) : ''}
${model.positionHtml ? html`<section aria-labelledby="position-title" class="report"><h2 id="position-title">${t('player.position')}</h2>${raw(scrollableTables(model.positionHtml, t('layout.table', { name: t('player.position') })))}</section>` : ''}
${
  model.others.length > 0
    ? html`<section aria-labelledby="others-title"><h2 id="others-title">${t('player.othersTitle')}</h2>
<ul>${model.others.map((o) => html`<li><strong>${o.label}</strong>: ${o.text}</li>`)}</ul></section>`
    : ''
}
</div>
</div>
${turn ? diceSection(t, model) : ''}
${
  model.latestReport
    ? html`<section aria-labelledby="latest-title" class="report"><h2 id="latest-title">${t('player.latestReport', { turn: model.latestReport.turn })}</h2>${raw(scrollableTables(model.latestReport.html, t('layout.table', { name: t('player.latestReport', { turn: model.latestReport.turn }) })))}</section>`
    : ''
}
<section aria-labelledby="reports-title">
<h2 id="reports-title">${t('player.reports')}</h2>
${
  model.reports.length === 0
    ? html`<p>${t('player.noReports')}</p>`
    : html`<ul>${model.reports.map((r) => html`<li><a href="${r.url}">${t('player.reportOfTurn', { turn: r.turn })}</a></li>`)}</ul>`
}
<p><a href="${model.game.publicUrl}">${t('player.publicPage')}</a></p>
</section>`;
  return layout({ lang: model.lang, title: model.game.name, body, path: model.path, scripts: ['player.js', ...model.scripts], wide: true });
}

/**
 * The map at full size (1 map unit = 1 CSS px, so its names are legible) in a box of its own that scrolls both
 * ways: the page never overflows. The zoom buttons (player.js) scale the picture inside the box; without
 * JavaScript they stay hidden and the box is a plain scrollable map. The full-size link opens the map alone.
 */
function mapSection(t: T, model: PlayerPageModel): Html {
  if (!model.mapSvg) {
    return html`<section aria-labelledby="map-title" class="map-section"><h2 id="map-title">${t('player.map')}</h2><p>${t('player.noMap')}</p></section>`;
  }
  return html`<section aria-labelledby="map-title" class="map-section">
<h2 id="map-title">${t('player.map')}</h2>
<div class="map-tools">
<div class="map-zoom" role="group" aria-label="${t('player.mapZoom')}" data-map-zoom hidden>
<button type="button" data-zoom="out" aria-label="${t('player.zoomOut')}" title="${t('player.zoomOut')}" aria-controls="map-box">−</button>
<output data-zoom-level data-label="${t('player.zoomLevel')}">${t('player.zoomLevel', { percent: 100 })}</output>
<button type="button" data-zoom="in" aria-label="${t('player.zoomIn')}" title="${t('player.zoomIn')}" aria-controls="map-box">+</button>
<button type="button" data-zoom="reset" aria-controls="map-box">${t('player.zoomReset')}</button>
</div>
${model.mapUrl ? html`<a class="map-full" href="${model.mapUrl}" target="_blank" rel="noopener" data-map-full>${t('player.mapFull')} <span class="visually-hidden">${t('player.newTab')}</span></a>` : ''}
</div>
<section class="map-box" id="map-box" tabindex="0" aria-label="${t('player.mapBox')}">
<figure class="map">${raw(model.mapSvg)}</figure>
</section>
<p class="hint">${t('player.mapHint')}</p>
</section>`;
}

function diceSection(t: T, model: PlayerPageModel): Html {
  return html`<section aria-labelledby="dice-title">
<h2 id="dice-title">${t('dice.title')}</h2>
${model.rolls.length === 0 ? html`<p>${t('dice.none')}</p>` : html`<ul class="rolls">${model.rolls.map((line) => html`<li>${line}</li>`)}</ul>`}
<form method="post" action="${model.path}/rolls?lang=${model.lang}" class="inline-form">
<div class="field"><label for="roll-expr">${t('dice.expr')}</label><input type="text" id="roll-expr" name="expr" maxlength="200" autocomplete="off" required></div>
<div class="field"><label for="roll-reason">${t('dice.reason')}</label><input type="text" id="roll-reason" name="reason" maxlength="200" autocomplete="off" required></div>
<label class="check"><input type="checkbox" name="private" value="1"> ${t('dice.private')}</label>
<button type="submit">${t('dice.submit')}</button>
</form></section>`;
}
