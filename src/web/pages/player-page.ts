import type { Language } from '../../i18n/index.ts';
import type { GameMap } from '../../engine/rulesets/lords-of-chaos/schemas.ts';
import { formatDeadline } from '../format-time.ts';
import { html, raw } from '../../engine/core/html.ts';
import type { Html } from '../../engine/core/html.ts';
import { layout } from '../layout.ts';
import { mapNames } from '../../engine/rulesets/lords-of-chaos/web/names.ts';
import type { OrderOptions } from '../../engine/rulesets/lords-of-chaos/web/order-options.ts';
import { emptyRow } from '../../engine/rulesets/lords-of-chaos/web/order-rows.ts';
import type { OrderRow } from '../../engine/rulesets/lords-of-chaos/web/order-rows.ts';
import { renderOrderRow } from '../../engine/rulesets/lords-of-chaos/web/order-row.ts';
import type { RowContext, RowStatus } from '../../engine/rulesets/lords-of-chaos/web/order-row.ts';
import { texts } from '../texts.ts';
import type { T } from '../texts.ts';

export type PlayerNotice = 'saved' | 'checked' | 'refused' | null;

export interface SheetSummaryView {
  actionsAvailable: number;
  actionsUsed: number;
  actionsLeft: number;
}

export interface PlayerPageModel {
  lang: Language;
  /** `/play/<token>` (the form posts here). */
  path: string;
  game: {
    name: string;
    status: 'setup' | 'running' | 'paused' | 'finished';
    publicUrl: string;
  };
  /** The open turn, or null (game not started, finished, or between turns). */
  turn: { number: number; maxTurns: number | null; deadline: string | null } | null;
  me: { id: string; name: string; warband: string; god: string; godKind: string };
  players: { id: string; name: string; warband: string }[];
  map: GameMap;
  control: Record<string, string | null>;
  /** Trusted SVG produced by the map renderer, or null. */
  mapSvg: string | null;
  options: OrderOptions | null;
  rows: OrderRow[];
  statuses: (RowStatus | undefined)[];
  summary: SheetSummaryView | null;
  notice: PlayerNotice;
  saved: { version: number } | null;
  /** The latest saved sheet of the open turn is marked ready (absent: false). */
  ready?: boolean;
  deedNames: Record<string, string>;
  reports: { turn: number; url: string }[];
}

function planetTraits(t: T, model: PlayerPageModel, planetId: string): string[] {
  const planet = model.map.planets.find((p) => p.id === planetId);
  if (!planet) return [];
  const traits: string[] = [];
  if (planet.resources) traits.push(t('planet.resources'));
  if (planet.extreme) traits.push(t('planet.extreme'));
  if (planet.sacredTo) traits.push(t('planet.sacredTo', { god: planet.sacredTo }));
  return traits;
}

function myPlanetsSection(t: T, model: PlayerPageModel): Html {
  const names = mapNames(model.map, model.lang);
  const mine = model.map.planets.filter((p) => model.control[p.id] === model.me.id);
  return html`<section aria-labelledby="my-planets">
<h2 id="my-planets">${t('player.myPlanets', { n: mine.length })}</h2>
${mine.length === 0
  ? html`<p>${t('player.noPlanets')}</p>`
  : html`<ul class="planet-list">${mine.map((p) => {
      const traits = planetTraits(t, model, p.id);
      return html`<li><strong>${names.planet(p.id)}</strong> <span class="muted">${names.subsector(p.subsector)}</span>${
        traits.length > 0 ? html` — ${traits.join(', ')}` : ''
      }</li>`;
    })}</ul>`}
</section>`;
}

function noticeBox(t: T, model: PlayerPageModel): Html {
  if (model.notice === 'saved') {
    return html`<div class="notice success" role="status">${t('player.saved', { version: model.saved?.version ?? 1 })}</div>`;
  }
  if (model.notice === 'checked') {
    return html`<div class="notice" role="status">${t('player.checkedNotSaved')}</div>`;
  }
  if (model.notice === 'refused') {
    const refused = model.statuses.map((s, i) => ({ s, i })).filter(({ s }) => s?.error);
    return html`<div class="notice error" role="alert" id="error-summary" tabindex="-1">
<h2>${t('player.refusedTitle')}</h2>
<p>${t('player.refusedBody', { n: refused.length })}</p>
<ul>${refused.map(({ s, i }) => html`<li><a href="#o${i}-type">${t('order.legend', { n: i + 1 })}</a>: ${s?.error ?? ''}</li>`)}</ul>
</div>`;
  }
  return html``;
}

function summaryBox(t: T, summary: SheetSummaryView | null): Html {
  if (!summary) return html``;
  return html`<div class="actions-summary" id="actions-summary" aria-live="polite">
<span>${t('summary.available')} <strong data-summary="available">${summary.actionsAvailable}</strong></span>
<span>${t('summary.used')} <strong data-summary="used">${summary.actionsUsed}</strong></span>
<span>${t('summary.left')} <strong data-summary="left">${summary.actionsLeft}</strong></span>
</div>`;
}

/** Ready toggle: a plain form (a new sheet version with the same orders and the flag). */
function readyForm(t: T, model: PlayerPageModel): Html {
  const ready = model.ready === true;
  return html`<form method="post" action="${model.path}/ready?lang=${model.lang}" id="ready-form" class="ready-form">
<input type="hidden" name="turn" value="${model.turn!.number}"><input type="hidden" name="ready" value="${ready ? '0' : '1'}">
${ready ? html`<p class="notice success" role="status" data-ready="yes">${t('player.isReady')}</p>` : html`<p class="hint" data-ready="no">${t('player.readyHint')}</p>`}
<button type="submit">${t(ready ? 'player.notReady' : 'player.ready')}</button></form>`;
}

function orderForm(t: T, model: PlayerPageModel, options: OrderOptions): Html {
  const turn = model.turn!;
  const ctx: RowContext = {
    t,
    names: mapNames(model.map, model.lang),
    me: model.me.id,
    players: model.players.map((p) => ({ id: p.id, name: p.name })),
    options,
    deedName: (id) => model.deedNames[id] ?? id,
    owner: (planet) => model.control[planet] ?? null,
  };
  return html`<section aria-labelledby="orders-title">
<h2 id="orders-title">${t('player.ordersTitle', { turn: turn.number })}</h2>
<p class="hint">${t('player.ordersHint')}</p>
${model.saved ? html`<p class="muted">${t('player.savedVersion', { version: model.saved.version })}</p>` : ''}
<form method="post" action="${model.path}?lang=${model.lang}" id="order-form" novalidate data-check-url="${model.path}/check?lang=${model.lang}" data-lang="${model.lang}">
<input type="hidden" name="turn" value="${turn.number}">
${summaryBox(t, model.summary)}
<div id="order-rows">
${model.rows.map((row, i) => renderOrderRow(ctx, i, row, model.statuses[i]))}
</div>
<div class="form-buttons">
<button type="submit" name="intent" value="save" class="primary">${t('player.save')}</button>
<button type="submit" name="intent" value="check">${t('player.check')}</button>
<button type="submit" name="intent" value="more" id="add-rows">${t('player.moreRows')}</button>
</div>
<template id="order-row-template">${renderOrderRow(ctx, '__I__', emptyRow())}</template>
</form>
${readyForm(t, model)}
</section>`;
}

export function renderPlayerPage(model: PlayerPageModel): string {
  const t = texts(model.lang);
  const turn = model.turn;
  const body = html`<h1>${model.game.name}</h1>
<p class="lead">${t('player.greeting', { name: model.me.name, warband: model.me.warband, god: model.me.god })}</p>
${turn
  ? html`<p class="turn-line"><strong>${
      turn.maxTurns ? t('player.turnOf', { turn: turn.number, max: turn.maxTurns }) : t('player.turn', { turn: turn.number })
    }</strong>${
      turn.deadline
        ? html` · ${t('player.deadline')} <time datetime="${turn.deadline}" data-countdown>${formatDeadline(turn.deadline, model.lang)}</time> <span class="countdown" data-countdown-left data-left="${t('player.timeLeft')}" data-passed="${t('player.deadlinePassed')}"></span>`
        : html` · ${t('player.noDeadline')}`
    }</p>`
  : html`<p class="turn-line">${t(`player.status.${model.game.status}`)}</p>`}
${noticeBox(t, model)}
<div class="play-columns">
<div class="play-main">
${turn && model.options ? orderForm(t, model, model.options) : ''}
${myPlanetsSection(t, model)}
</div>
<div class="play-side">
<section aria-labelledby="map-title">
<h2 id="map-title">${t('player.map')}</h2>
${model.mapSvg ? html`<figure class="map">${raw(model.mapSvg)}</figure>` : html`<p>${t('player.noMap')}</p>`}
</section>
</div>
</div>
<section aria-labelledby="reports-title">
<h2 id="reports-title">${t('player.reports')}</h2>
${model.reports.length === 0
  ? html`<p>${t('player.noReports')}</p>`
  : html`<ul>${model.reports.map((r) => html`<li><a href="${r.url}">${t('player.reportOfTurn', { turn: r.turn })}</a></li>`)}</ul>`}
<p><a href="${model.game.publicUrl}">${t('player.publicPage')}</a></p>
</section>`;
  return layout({
    lang: model.lang,
    title: model.game.name,
    body,
    path: model.path,
    scripts: ['order-form.js'],
    wide: true,
  });
}
