import type { Language } from '../../i18n/index.ts';
import { html } from '../html.ts';
import { layout } from '../layout.ts';
import { gmTokenSection } from '../partials/gm-token.ts';
import { boardSection, diceForm, mapSection, phaseLine, problemsNotice, reportsSection, sessionTexts, successNotice, tracksSection, type PhaseView, type TracksView } from './session-parts.ts';

export interface SessionGmPageModel {
  lang: Language;
  path: string;
  game: { name: string; status: string; publicUrl: string };
  phase: PhaseView | null;
  step: number | null;
  notice: 'created' | 'started' | 'player_added' | 'resolved' | 'rolled' | null;
  invite: { name: string; url: string } | null;
  errors: string[];
  players: { index: number; name: string; submitted: boolean }[];
  /** Every sheet of the open phase (the GM sees all). */
  sheets: { name: string; text: string }[];
  trackInputs: { id: string; name: string }[];
  resolveValues: { report: string; board: string };
  tracks: TracksView;
  board: string | null;
  /** The ruleset's SVG picture of the current position (`renderMap`), or null. */
  map: string | null;
  rolls: string[];
  diceErrors: string[];
  dice: { expr: string; reason: string };
  reports: { turn: number; text: string }[];
}

const NOTICES = { created: 'gm.created', started: 'gm.started', player_added: null, resolved: 'resolve.done', rolled: 'dice.rolled' } as const;

/** The GM console of a generic game: seat players, start, read every order, resolve with report/tracks/board/end, roll dice. */
export function renderSessionGmPage(m: SessionGmPageModel): string {
  const t = sessionTexts(m.lang);
  const noticeKey = m.notice ? NOTICES[m.notice] : null;
  const body = html`<h1>${t('gm.title')}: ${m.game.name}</h1>
<p class="lead">${t(`status.${m.game.status}`)} <a href="${m.game.publicUrl}">${t('gm.publicLink')}</a></p>
${successNotice(noticeKey ? t(noticeKey) : null)}
${m.invite ? html`<div class="notice invite" role="status"><p><label for="invite-link">${t('players.invite', { name: m.invite.name })}</label></p><input id="invite-link" readonly value="${m.invite.url}"></div>` : ''}
${problemsNotice(t('resolve.refused'), m.errors, 'gm-errors')}
${phaseLine(t, m.phase, m.step)}
<section aria-labelledby="players-title"><h2 id="players-title">${t('players.title')}</h2>
<ul id="players">${m.players.map((p) => html`<li data-submitted="${p.submitted ? 'yes' : 'no'}">${p.name}${m.step !== null ? html` — ${p.submitted ? t('players.sent') : t('players.waiting')}` : ''}</li>`)}</ul>
${m.game.status === 'setup'
  ? html`<form method="post" action="${m.path}/session/players" id="add-player">
<div class="field"><label for="player-name">${t('players.name')}</label><input id="player-name" name="name" required maxlength="100"></div>
<button type="submit">${t('players.add')}</button></form>
${m.players.length > 0 ? html`<form method="post" action="${m.path}/start" id="start-game"><button type="submit">${t('start')}</button></form>` : ''}`
  : ''}
</section>
${m.step !== null
  ? html`<section aria-labelledby="sheets-title"><h2 id="sheets-title">${t('orders.others')}</h2>
${m.sheets.length === 0 ? html`<p class="muted">${t('orders.none')}</p>` : html`<ul id="sheets">${m.sheets.map((s) => html`<li><strong>${s.name}:</strong> ${s.text}</li>`)}</ul>`}</section>
<section aria-labelledby="resolve-title"><h2 id="resolve-title">${t('resolve.title')}</h2>
<form method="post" action="${m.path}/session/resolve" id="resolve-form">
<input type="hidden" name="turn" value="${m.step}">
<div class="field"><label for="report-text">${t('resolve.report')}</label><textarea id="report-text" name="report" rows="6">${m.resolveValues.report}</textarea></div>
${m.trackInputs.length > 0
  ? html`<fieldset><legend>${t('resolve.tracks')}</legend>
${m.players.map((p) => m.trackInputs.map((tr) => html`<div class="field track-update">
<label for="d-${p.index}-${tr.id}">${t('resolve.add', { player: p.name, track: tr.name })}</label><input id="d-${p.index}-${tr.id}" name="delta.${p.index}.${tr.id}" inputmode="numeric" size="6">
<label for="s-${p.index}-${tr.id}">${t('resolve.set', { player: p.name, track: tr.name })}</label><input id="s-${p.index}-${tr.id}" name="set.${p.index}.${tr.id}" inputmode="numeric" size="6">
</div>`))}
</fieldset>`
  : ''}
<div class="field"><label for="board-text">${t('resolve.board')}</label><textarea id="board-text" name="board" rows="5">${m.resolveValues.board}</textarea></div>
<div class="field"><input type="checkbox" id="end-game" name="end" value="1"> <label for="end-game">${t('resolve.end')}</label></div>
<button type="submit">${t('resolve.submit')}</button>
</form></section>
${diceForm(t, `${m.path}/session/rolls`, m.rolls, m.diceErrors, m.dice)}`
  : ''}
${mapSection(t, m.map)}
${tracksSection(t, m.tracks)}
${boardSection(t, m.board)}
${reportsSection(t, m.reports)}
${gmTokenSection(m.path, m.lang)}`;
  return layout({ lang: m.lang, title: `${t('gm.title')} · ${m.game.name}`, body, path: m.path });
}
