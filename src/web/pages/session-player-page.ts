import type { Language } from '../../i18n/index.ts';
import { html } from '../../engine/core/html.ts';
import { layout } from '../layout.ts';
import { boardSection, diceForm, mapSection, phaseLine, problemsNotice, reportsSection, sessionTexts, successNotice, tracksSection, type PhaseView, type TracksView } from './session-parts.ts';

export interface SessionPlayerPageModel {
  lang: Language;
  path: string;
  game: { name: string; status: string };
  me: { name: string };
  phase: PhaseView | null;
  /** The open step (server turn number), or null when none is open. */
  step: number | null;
  orderText: string;
  notice: 'saved' | 'rolled' | null;
  savedVersion: number | null;
  errors: string[];
  diceErrors: string[];
  dice: { expr: string; reason: string };
  /** Orders of the open phase the player may read (public phases: everybody's), other than their own. */
  others: { name: string; text: string }[];
  tracks: TracksView;
  board: string | null;
  /** The ruleset's SVG picture of the current position (`renderMap`), or null. */
  map: string | null;
  rolls: string[];
  reports: { turn: number; text: string }[];
}

/** The player's page of a generic game: phase, free-text orders (plain form post), others' public orders, tracks, board, dice, reports. */
export function renderSessionPlayerPage(m: SessionPlayerPageModel): string {
  const t = sessionTexts(m.lang);
  const canOrder = m.step !== null && m.phase?.acceptsOrders === true;
  const notice = m.notice === 'saved' ? t('orders.saved', { n: m.savedVersion ?? 0 }) : m.notice === 'rolled' ? t('dice.rolled') : null;
  const body = html`<h1>${t('player.title', { name: m.me.name, game: m.game.name })}</h1>
<p class="lead">${t(`status.${m.game.status}`)}</p>
${successNotice(notice)}
${phaseLine(t, m.phase, m.step)}
${m.game.status === 'setup' ? html`<p>${t('player.notStarted')}</p>` : ''}
${canOrder
  ? html`<section aria-labelledby="orders-title"><h2 id="orders-title">${t('orders.title')}</h2>
${problemsNotice(t('orders.refused'), m.errors, 'order-errors')}
<form method="post" action="${m.path}/session" id="session-orders">
<input type="hidden" name="turn" value="${m.step}">
<div class="field"><label for="order-text">${t('orders.label')}</label>
<textarea id="order-text" name="text" rows="8" maxlength="10000">${m.orderText}</textarea></div>
<button type="submit">${t('orders.save')}</button>
</form></section>`
  : m.game.status !== 'setup' ? html`<p>${t('player.noOrders')}</p>` : ''}
${m.phase && !m.phase.secret && m.step !== null
  ? html`<section aria-labelledby="others-title"><h2 id="others-title">${t('orders.others')}</h2>
${m.others.length === 0 ? html`<p class="muted">${t('orders.none')}</p>` : html`<ul id="public-orders">${m.others.map((o) => html`<li><strong>${o.name}:</strong> ${o.text}</li>`)}</ul>`}</section>`
  : ''}
${mapSection(t, m.map)}
${tracksSection(t, m.tracks)}
${boardSection(t, m.board)}
${m.step !== null ? diceForm(t, `${m.path}/session/rolls`, m.rolls, m.diceErrors, m.dice) : ''}
${reportsSection(t, m.reports)}`;
  return layout({ lang: m.lang, title: `${m.me.name} · ${m.game.name}`, body, path: m.path });
}
