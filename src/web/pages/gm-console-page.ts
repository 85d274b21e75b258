import type { Language } from '../../i18n/index.ts';
import { GOD_KINDS, MAJOR_GODS } from '../../engine/rulesets/lords-of-chaos/schemas.ts';
import { formatDeadline } from '../format-time.ts';
import { attr, html } from '../html.ts';
import type { Html } from '../html.ts';
import { layout } from '../layout.ts';
import { problemsBox } from '../partials/problems.ts';
import type { ProblemView } from '../partials/problems.ts';
import { texts } from '../texts.ts';
import type { GmLifecycleView } from '../../services/lifecycle-gm-view.ts';
import { gmLifecycleSections } from '../partials/gm-lifecycle.ts';
import { gmTokenSection } from '../partials/gm-token.ts';
import type { T } from '../texts.ts';

export interface GmPlayerView {
  id: string;
  seat: number;
  name: string;
  warband: string;
  god: string;
  godKind: string;
  planets: string[];
  /** Current turn: has this player saved a sheet? (never what it says). null when no turn is open. */
  submitted: boolean | null;
}

export interface GmPlayerForm {
  name: string;
  warband: string;
  god: string;
  godKind: string;
  planets: string[];
}

export type GmNotice = 'created' | 'player_added' | 'started' | 'resolved' | 'paused' | 'resumed' | 'deadline' | 'adjusted' | 'reverted' | 'settings' | null;

export interface GmConsolePageModel {
  lang: Language;
  /** `/gm/<token>`. */
  path: string;
  /** Absolute origin for invite links, e.g. `http://127.0.0.1:3000`. */
  origin: string;
  game: { id: string; name: string; rulesetName: string; language: Language; status: 'setup' | 'running' | 'paused' | 'finished'; publicUrl: string };
  turn: { number: number; status: string; deadline: string | null } | null;
  players: GmPlayerView[];
  /** Every planet of the map; `taken` = already a starting planet of a seated player. */
  planets: { id: string; name: string; group: string; taken: boolean }[];
  notice: GmNotice;
  /** Shown once, right after the player was added. */
  invite: { playerName: string; path: string } | null;
  problems: ProblemView[];
  /** A GM action that failed (start, resolve), in words. */
  error: string | null;
  playerForm: GmPlayerForm;
  reports: { turn: number; url: string; formats: { html: string; bbcode: string; markdown: string } }[];
  /** Turn lifecycle: clock, seats, corrections, undo, settings, audit (src/web/partials/gm-lifecycle.ts). */
  lifecycle?: GmLifecycleView | null;
}

const EMPTY_PLAYER_FORM: GmPlayerForm = { name: '', warband: '', god: '', godKind: 'major', planets: [] };
export function emptyPlayerForm(): GmPlayerForm {
  return { ...EMPTY_PLAYER_FORM, planets: [] };
}

function noticeBox(t: T, model: GmConsolePageModel): Html {
  const parts: Html[] = [];
  if (model.error) parts.push(html`<div class="notice error" role="alert"><p>${t('gm.actionFailed', { message: model.error })}</p></div>`);
  if (model.notice === 'created') {
    parts.push(html`<div class="notice success" role="status"><p><strong>${t('gm.createdTitle')}</strong></p><p>${t('gm.createdBody')}</p>
<p><label for="gm-link">${t('gm.consoleLink')}</label> <input id="gm-link" readonly value="${model.origin}${model.path}" class="copy-source"> <button type="button" class="copy" data-copy="gm-link" data-copied="${t('gm.copied')}" hidden>${t('gm.copy')}</button></p></div>`);
  }
  if (model.notice && model.notice !== 'created') parts.push(html`<div class="notice success" role="status">${t(`gm.notice.${model.notice}`)}</div>`);
  if (model.invite) {
    parts.push(html`<div class="notice invite" role="status">
<p><strong>${t('gm.inviteTitle', { name: model.invite.playerName })}</strong></p>
<p>${t('gm.inviteOnce')}</p>
<p><label for="invite-link">${t('gm.inviteLink')}</label>
<input id="invite-link" readonly value="${model.origin}${model.invite.path}" class="copy-source">
<button type="button" class="copy" data-copy="invite-link" data-copied="${t('gm.copied')}" hidden>${t('gm.copy')}</button></p>
</div>`);
  }
  return html`${parts}`;
}

function playersTable(t: T, model: GmConsolePageModel): Html {
  if (model.players.length === 0) return html`<p>${t('gm.noPlayers')}</p>`;
  const planetName = new Map(model.planets.map((p) => [p.id, p.name] as const));
  return html`<div class="table-scroll"><table>
<caption>${t('gm.playersCaption')}</caption>
<thead><tr><th scope="col">${t('gm.player')}</th><th scope="col">${t('gm.warband')}</th>${
    model.turn ? html`<th scope="col">${t('gm.submittedCol', { turn: model.turn.number })}</th>` : ''
  }<th scope="col">${t('gm.god')}</th><th scope="col">${t('gm.startPlanets')}</th></tr></thead>
<tbody>
${model.players.map(
  (p) => html`<tr><th scope="row">${p.name}</th><td>${p.warband}</td>${
    model.turn
      ? html`<td data-submitted="${p.submitted ? 'yes' : 'no'}">${p.submitted ? html`<span class="badge ok">${t('gm.submitted')}</span>` : html`<span class="badge">${t('gm.notSubmitted')}</span>`}</td>`
      : ''
  }<td>${p.god} <span class="muted">(${t(`godKind.${p.godKind}`)})</span></td><td>${p.planets
    .map((id) => planetName.get(id) ?? id)
    .join(', ')}</td></tr>`,
)}
</tbody></table></div>`;
}

function addPlayerForm(t: T, model: GmConsolePageModel): Html {
  const v = model.playerForm;
  const free = model.planets.filter((p) => !p.taken);
  const groups = [...new Set(free.map((p) => p.group))];
  return html`<section aria-labelledby="add-player-title">
<h2 id="add-player-title">${t('gm.addPlayer')}</h2>
${problemsBox(t, t('gm.playerProblems'), model.problems)}
<form method="post" action="${model.path}/players?lang=${model.lang}" class="stack" novalidate>
<div class="field"><label for="player-name">${t('gm.player')}</label><input id="player-name" name="name" value="${v.name}" maxlength="100" autocomplete="off"></div>
<div class="field"><label for="player-warband">${t('gm.warband')}</label><input id="player-warband" name="warband" value="${v.warband}" maxlength="100" autocomplete="off"></div>
<div class="field"><label for="player-god">${t('gm.god')}</label><input id="player-god" name="god" value="${v.god}" list="major-gods" maxlength="64" autocomplete="off">
<datalist id="major-gods">${MAJOR_GODS.map((g) => html`<option value="${g}"></option>`)}<option value="Undivided"></option><option value="Renegade"></option></datalist></div>
<div class="field"><label for="player-godkind">${t('gm.godKind')}</label><select id="player-godkind" name="godKind">
${GOD_KINDS.map((k) => html`<option value="${k}"${attr('selected', v.godKind === k)}>${t(`godKind.${k}`)}</option>`)}
</select></div>
<div class="field"><label for="player-planets">${t('gm.startPlanets')}</label>
<p class="hint" id="player-planets-hint">${t('gm.startPlanetsHint')}</p>
<select id="player-planets" name="planets" multiple size="8" aria-describedby="player-planets-hint">
${groups.map(
  (group) => html`<optgroup label="${group}">${free
    .filter((p) => p.group === group)
    .map((p) => html`<option value="${p.id}"${attr('selected', v.planets.includes(p.id))}>${p.name}</option>`)}</optgroup>`,
)}
</select></div>
<div class="form-buttons"><button type="submit" class="primary">${t('gm.addPlayerSubmit')}</button></div>
</form>
</section>`;
}

export function renderGmConsolePage(model: GmConsolePageModel): string {
  const t = texts(model.lang);
  const { game, turn } = model;
  const body = html`<h1>${game.name}</h1>
<p class="lead">${t('gm.title')} · ${game.rulesetName} · ${t(`layout.lang.${game.language}`)} · ${t(`gm.status.${game.status}`)}</p>
${noticeBox(t, model)}
${turn
  ? html`<p class="turn-line"><strong>${t('player.turn', { turn: turn.number })}</strong> · ${
      turn.deadline ? html`${t('player.deadline')} <time datetime="${turn.deadline}">${formatDeadline(turn.deadline, model.lang)}</time>` : t('player.noDeadline')
    }</p>`
  : ''}
<section aria-labelledby="players-title">
<h2 id="players-title">${t('gm.players', { n: model.players.length })}</h2>
${model.turn ? html`<p class="hint">${t('gm.submittedHint')}</p>` : ''}
${playersTable(t, model)}
</section>
${game.status === 'setup' ? addPlayerForm(t, model) : ''}
${game.status === 'setup'
  ? html`<section aria-labelledby="start-title"><h2 id="start-title">${t('gm.start')}</h2>
<p class="hint">${t('gm.startHint')}</p>
<form method="post" action="${model.path}/start?lang=${model.lang}" class="stack">
<div class="field"><label for="start-deadline">${t('gm.deadline')}</label>
<p class="hint" id="start-deadline-hint">${t('gm.deadlineHint')}</p>
<input type="datetime-local" id="start-deadline" name="deadline" aria-describedby="start-deadline-hint"></div>
<div class="form-buttons"><button type="submit" class="primary">${t('gm.startSubmit')}</button></div></form></section>`
  : ''}
${game.status === 'running' && turn
  ? html`<section aria-labelledby="resolve-title"><h2 id="resolve-title">${t('gm.resolve')}</h2>
<p class="hint">${t('gm.resolveHint')}</p>
<form method="post" action="${model.path}/resolve?lang=${model.lang}" data-confirm="${t('gm.resolveConfirm', { turn: turn.number })}"><input type="hidden" name="turn" value="${turn.number}"><button type="submit" class="primary">${t('gm.resolveSubmit', { turn: turn.number })}</button></form></section>`
  : ''}
${model.lifecycle && game.status !== 'setup' ? gmLifecycleSections(t, model, model.lifecycle) : ''}
${gmTokenSection(model.path, model.lang)}
<section aria-labelledby="reports-title">
<h2 id="reports-title">${t('player.reports')}</h2>
${model.reports.length === 0
  ? html`<p>${t('player.noReports')}</p>`
  : html`<ul>${model.reports.map(
      (r) => html`<li><a href="${r.url}">${t('player.reportOfTurn', { turn: r.turn })}</a> — <a href="${r.formats.html}">HTML</a> · <a href="${r.formats.bbcode}">BBCode</a> · <a href="${r.formats.markdown}">Markdown</a></li>`,
    )}</ul>`}
<p><a href="${game.publicUrl}">${t('player.publicPage')}</a></p>
</section>`;
  return layout({ lang: model.lang, title: `${t('gm.title')} · ${game.name}`, body, path: model.path, scripts: ['gm.js'] });
}
