import type { Language } from '../../i18n/index.ts';
import type { Inline } from '../../engine/core/document.ts';
import type { CorrectionVocabulary } from '../audit-text.ts';
import { formatDeadline } from '../format-time.ts';
import { html, raw } from '../../engine/core/html.ts';
import type { Html } from '../../engine/core/html.ts';
import { layout } from '../layout.ts';
import { scrollableTables } from '../../reports/scrollable-tables.ts';
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
  /** The ruleset's label (a warband, a faction) when it differs from the name. */
  label: string;
  /** The open step asks this player to decide. */
  asked: boolean;
  /** Open step: has this player saved a sheet? null when no step is open. */
  submitted: boolean | null;
  /** The seat's link: shown again whenever the GM opens the console (`url`), or why it cannot be; null: unknown. */
  link?: { kind: 'link' | 'own' | 'hidden'; opened: boolean; url?: string } | null;
}

export type GmNotice =
  | 'created'
  | 'player_added'
  | 'player_removed'
  | 'new_link'
  | 'orders_entered'
  | 'invite_open'
  | 'invite_closed'
  | 'join_approved'
  | 'join_declined'
  | 'started'
  | 'resolved'
  | 'paused'
  | 'resumed'
  | 'deadline'
  | 'adjusted'
  | 'reverted'
  | 'settings'
  | 'setup'
  | 'rolled'
  | null;

/** The section whose form a refusal is about. */
export type ProblemsAt = 'seat' | 'setup' | 'correction' | 'gm';

export interface GmConsolePageModel {
  lang: Language;
  /** `/gm/<token>`. */
  path: string;
  /** The game's time zone: deadlines are typed and shown in it. */
  timeZone?: string;
  /** Absolute origin for invite links, e.g. `http://127.0.0.1:3000`. */
  origin: string;
  game: { id: string; name: string; rulesetName: string; language: Language; status: 'setup' | 'running' | 'paused' | 'finished'; publicUrl: string };
  turn: { number: number; deadline: string | null; phase: string | null } | null;
  players: GmPlayerView[];
  notice: GmNotice;
  /** Shown once, right after the player was added (or the next campaign game was created). */
  invites: { playerName: string; path: string }[];
  /** The console of a new game (next game of a campaign), shown once. */
  newConsole: string | null;
  problems: ProblemView[];
  /** The form `problems` are about, shown in its section; null: the seat form before the start, else above the lifecycle forms. */
  problemsAt?: ProblemsAt | null;
  /** A refused correction or setup change: the reason as typed. */
  reason?: string;
  /** A GM action that failed (resolve, dice...), in words. */
  error: string | null;
  /**
   * Entering a player's orders sent privately, as text (rulesets with a grammar, an open step): the players asked,
   * what was typed and the problems of a refused text. Null otherwise.
   */
  enterOrders?: { players: { id: string; label: string }[]; player: string; value: string; problems: string[] } | null;
  /** A refused start: the deadline as typed (the game's zone) and why, shown in the start form. */
  start?: { deadline: string; error: string } | null;
  /** Before the start: the shared invitation link (null: closed) and the requests waiting for the GM. */
  joining?: { url: string | null; requests: { id: string; name: string; label: string }[] } | null;
  /** The seat form's fields (name, e-mail and the ruleset's player data), trusted HTML; setup only. */
  seatFieldsHtml: string | null;
  /** The setup editor's fields (options and GM data), trusted HTML; null after the start unless asked for. */
  setupFieldsHtml: string | null;
  /** After the start, when the setup form is not drawn: where the GM opens it (the console with `?setup=1`). */
  setupLink: string | null;
  /** The GM's resolution input fields (rulesets that take one), trusted HTML. */
  gmInputHtml: string | null;
  /** Every answer of the open step (the GM may read them all). */
  answers: { label: string; text: string }[];
  /** The GM resolves this game and reads the answers (`answers`); else the console says who has sent, never what. */
  readsAnswers?: boolean;
  rolls: string[];
  /** The corrections form's fields (rulesets with corrections), trusted HTML. */
  correctionFieldsHtml: string | null;
  /** Trusted SVG of the current position as the GM sees it (rulesets with a map). */
  mapSvg: string | null;
  /** The ruleset's description of the current position as the GM sees it, trusted HTML (the board of a game without a map). */
  positionHtml: string | null;
  /** A finished game of a ruleset with campaigns can start the next one. */
  campaign: boolean;
  reports: { turn: number; url: string; formats: { html: string; bbcode: string; markdown: string; short?: string } }[];
  /** Words for the ruleset's corrections in the audit log (kinds, fields, values), null without corrections. */
  corrections?: CorrectionVocabulary | null;
  /** The corrections waiting for the open turn, each in words (the ruleset's report line, reason included). */
  pendingCorrections?: Inline[][];
  /** Turn lifecycle: clock, seats, corrections, undo, settings, audit (src/web/partials/gm-lifecycle.ts). */
  lifecycle?: GmLifecycleView | null;
}

function noticeBox(t: T, model: GmConsolePageModel): Html {
  const parts: Html[] = [];
  if (model.error) parts.push(html`<div class="notice error" role="alert"><p>${t('gm.actionFailed', { message: model.error })}</p></div>`);
  // A refused start is shown in the start form; once the game has started there is no form to show it in.
  if (model.start && model.game.status !== 'setup')
    parts.push(html`<div class="notice error" role="alert"><p>${t('gm.actionFailed', { message: model.start.error })}</p></div>`);
  if (model.notice === 'created') {
    parts.push(html`<div class="notice success" role="status"><p><strong>${t('gm.createdTitle')}</strong></p><p>${t('gm.createdBody')}</p>
<p><label for="gm-link">${t('gm.consoleLink')}</label> <input type="text" id="gm-link" readonly value="${model.origin}${model.path}" class="copy-source"> <button type="button" class="copy" data-copy="gm-link" data-copied="${t('gm.copied')}" hidden>${t('gm.copy')}</button></p></div>`);
  }
  if (model.notice && model.notice !== 'created') parts.push(html`<div class="notice success" role="status">${t(`gm.notice.${model.notice}`)}</div>`);
  if (model.newConsole) {
    parts.push(html`<div class="notice invite" role="status"><p><strong>${t('gm.nextCreated')}</strong></p>
<p><label for="next-console">${t('gm.consoleLink')}</label> <input type="text" id="next-console" readonly value="${model.origin}${model.newConsole}" class="copy-source"></p></div>`);
  }
  model.invites.forEach((invite, i) => {
    const id = i === 0 ? 'invite-link' : `invite-link-${i}`;
    parts.push(html`<div class="notice invite" role="status">
<p><strong>${t('gm.inviteTitle', { name: invite.playerName })}</strong></p>
<p>${t('gm.inviteOnce')}</p>
<p><label for="${id}">${t('gm.inviteLink')}</label>
<input type="text" id="${id}" readonly value="${model.origin}${invite.path}" class="copy-source">
<button type="button" class="copy" data-copy="${id}" data-copied="${t('gm.copied')}" hidden>${t('gm.copy')}</button></p>
</div>`);
  });
  return html`${parts}`;
}

function playersTable(t: T, model: GmConsolePageModel): Html {
  if (model.players.length === 0) return html`<p>${t('gm.noPlayers')}</p>`;
  const links = model.game.status !== 'finished' && model.players.some((p) => p.link);
  return html`<section class="table-scroll" tabindex="0" aria-labelledby="players-caption"><table>
<caption id="players-caption">${t('gm.playersCaption')}</caption>
<thead><tr><th scope="col">${t('gm.player')}</th><th scope="col">${t('gm.seatLabel')}</th>${
    model.turn ? html`<th scope="col">${t('gm.submittedCol', { turn: model.turn.number })}</th>` : ''
  }${links ? html`<th scope="col">${t('gm.linkCol')}</th><th scope="col">${t('gm.actionsCol')}</th>` : ''}</tr></thead>
<tbody>
${model.players.map(
  (p) =>
    html`<tr id="seat-${p.id}"><th scope="row">${p.name}</th><td>${p.label}</td>${
      model.turn
        ? html`<td data-submitted="${p.submitted ? 'yes' : 'no'}" data-asked="${p.asked ? 'yes' : 'no'}">${
            !p.asked && !p.submitted
              ? html`<span class="badge">${t('gm.notAsked')}</span>`
              : p.submitted
                ? html`<span class="badge ok">${t('gm.submitted')}</span>`
                : html`<span class="badge">${t('gm.notSubmitted')}</span>`
          }</td>`
        : ''
    }${links ? html`${seatLinkCell(t, p)}${seatActions(t, model, p)}` : ''}</tr>`,
)}
</tbody></table></section>`;
}

/** The seat's link, copyable, and whether the player has opened it (the invitation's state). */
function seatLinkCell(t: T, p: GmPlayerView): Html {
  const link = p.link;
  if (!link) return html`<td></td>`;
  const state = html`<span class="badge${link.opened ? ' ok' : ''}" data-link-state="${link.opened ? 'opened' : 'not-opened'}">${t(link.opened ? 'gm.link.opened' : 'gm.link.notOpened')}</span>`;
  if (link.kind === 'link' && link.url) {
    const id = `link-${p.id}`;
    return html`<td data-link="${link.kind}"><input type="text" id="${id}" readonly value="${link.url}" class="copy-source" aria-label="${t('gm.linkLabel', { name: p.name })}"> <button type="button" class="copy" data-copy="${id}" data-copied="${t('gm.copied')}" hidden>${t('gm.copy')}</button> ${state}</td>`;
  }
  return html`<td data-link="${link.kind}">${t(link.kind === 'own' ? 'gm.link.own' : 'gm.link.hidden')} ${state}</td>`;
}

/** A new link (any time before the end) and, before the start, removing the seat. */
function seatActions(t: T, model: GmConsolePageModel, p: GmPlayerView): Html {
  const base = `${model.path}/players/${p.id}`;
  return html`<td class="seat-actions"><form method="post" action="${base}/link?lang=${model.lang}" class="inline-form" data-confirm="${t('gm.link.newConfirm', { name: p.name })}"><button type="submit" aria-label="${t('gm.link.newLabel', { name: p.name })}">${t('gm.link.new')}</button></form>${
    model.game.status === 'setup'
      ? html` <form method="post" action="${base}/remove?lang=${model.lang}" class="inline-form" data-confirm="${t('gm.seat.removeConfirm', { name: p.name })}"><button type="submit" aria-label="${t('gm.seat.removeLabel', { name: p.name })}">${t('gm.seat.remove')}</button></form>`
      : ''
  }</td>`;
}

function seatSection(t: T, model: GmConsolePageModel): Html {
  return html`<section aria-labelledby="add-player-title">
<h2 id="add-player-title">${t('gm.addPlayer')}</h2>
${model.problemsAt === 'seat' || !model.problemsAt ? problemsBox(t, t('gm.playerProblems'), model.problems) : ''}
<form method="post" action="${model.path}/players?lang=${model.lang}" class="stack" novalidate>
${raw(model.seatFieldsHtml ?? '')}
<div class="form-buttons"><button type="submit" class="primary">${t('gm.addPlayerSubmit')}</button></div>
</form>
</section>`;
}

/** The link the GM posts in the forum; players pick a free seat there and wait for the GM's approval. */
function joinSection(t: T, model: GmConsolePageModel): Html {
  const joining = model.joining!;
  return html`<section aria-labelledby="join-title" id="joining">
<h2 id="join-title">${t('gm.join.title')}</h2>
<p class="hint">${t('gm.join.hint')}</p>
${
  joining.url
    ? html`<div class="field"><label for="join-link">${t('gm.join.link')}</label><p><input type="text" id="join-link" value="${joining.url}" readonly class="copy-source"> <button type="button" class="copy" data-copy="join-link" data-copied="${t('gm.copied')}" hidden>${t('gm.copy')}</button></p></div>
<form method="post" action="${model.path}/invite?lang=${model.lang}" class="inline-form"><input type="hidden" name="open" value="0"><button type="submit">${t('gm.join.close')}</button></form>`
    : html`<form method="post" action="${model.path}/invite?lang=${model.lang}" class="inline-form"><input type="hidden" name="open" value="1"><button type="submit" class="primary">${t('gm.join.open')}</button></form>`
}
${
  joining.requests.length === 0
    ? html`<p data-join-requests="0">${t('gm.join.none')}</p>`
    : html`<h3>${t('gm.join.waiting', { n: joining.requests.length })}</h3>
<ul class="join-requests" data-join-requests="${joining.requests.length}">${joining.requests.map(
        (r) => html`<li><form method="post" action="${model.path}/join-requests?lang=${model.lang}" class="inline-form">
<input type="hidden" name="request" value="${r.id}"><span><strong>${r.name}</strong>${r.label && r.label !== r.name ? html` · ${r.label}` : ''}</span>
<button type="submit" name="answer" value="approve" class="primary" aria-label="${t('gm.join.approveLabel', { name: r.name })}">${t('gm.join.approve')}</button>
<button type="submit" name="answer" value="decline" aria-label="${t('gm.join.declineLabel', { name: r.name })}">${t('gm.join.decline')}</button></form></li>`,
      )}</ul>`
}
</section>`;
}

function setupSection(t: T, model: GmConsolePageModel): Html {
  const started = model.game.status !== 'setup';
  return html`<section aria-labelledby="setup-title">
<details open><summary><h2 id="setup-title">${t(started ? 'gm.setupCorrect' : 'gm.setup')}</h2></summary>
<p class="hint">${t(started ? 'gm.setupCorrectHint' : 'gm.setupHint')}</p>
${model.problemsAt === 'setup' ? problemsBox(t, t('gm.lc.problems'), model.problems) : ''}
<form method="post" action="${model.path}/setup?lang=${model.lang}" class="stack" novalidate>
${raw(model.setupFieldsHtml ?? '')}
${started ? html`<div class="field"><label for="setup-reason">${t('gm.lc.reason')}</label><input type="text" id="setup-reason" name="reason" maxlength="1000" value="${model.problemsAt === 'setup' ? (model.reason ?? '') : ''}" required></div>` : ''}
<div class="form-buttons"><button type="submit">${t('gm.setupSubmit')}</button></div>
</form></details></section>`;
}

function startSection(t: T, model: GmConsolePageModel): Html {
  const refused = model.start;
  const describedBy = refused ? 'start-deadline-hint start-error' : 'start-deadline-hint';
  return html`<section aria-labelledby="start-title" id="start"><h2 id="start-title">${t('gm.start')}</h2>
<p class="hint">${t('gm.startHint')}</p>
${refused ? html`<div class="notice error" role="alert" id="start-error"><p>${refused.error}</p></div>` : ''}
<form method="post" action="${model.path}/start?lang=${model.lang}" class="stack">
<div class="field"><label for="start-deadline">${t('gm.deadline')}</label>
<p class="hint" id="start-deadline-hint">${t('gm.deadlineHint', { zone: model.timeZone ?? 'UTC' })}</p>
<input type="datetime-local" id="start-deadline" name="deadline" value="${refused?.deadline ?? ''}" aria-describedby="${describedBy}"${refused ? raw(' aria-invalid="true"') : ''}></div>
<div class="form-buttons"><button type="submit" class="primary">${t('gm.startSubmit')}</button></div></form></section>`;
}

function resolveSection(t: T, model: GmConsolePageModel): Html {
  const turn = model.turn!;
  return html`<section aria-labelledby="resolve-title"><h2 id="resolve-title">${t('gm.resolve')}</h2>
${
  model.answers.length > 0
    ? html`<h3>${t('gm.answers')}</h3><ul class="answers">${model.answers.map((a) => html`<li><strong>${a.label}</strong>: <span class="answer-text">${a.text}</span></li>`)}</ul>`
    : ''
}
<p class="hint">${t('gm.resolveHint')}</p>
${model.problemsAt === 'gm' ? problemsBox(t, t('gm.lc.problems'), model.problems) : ''}
<form method="post" action="${model.path}/resolve?lang=${model.lang}" class="stack" data-confirm="${t('gm.resolveConfirm', { turn: turn.number })}" novalidate>
<input type="hidden" name="turn" value="${turn.number}">
${model.gmInputHtml ? raw(model.gmInputHtml) : ''}
<div class="form-buttons"><button type="submit" class="primary">${t('gm.resolveSubmit', { turn: turn.number })}</button></div></form></section>`;
}

/** The GM enters orders a player sent by private message or e-mail, as written (issue 36). */
function enterOrdersSection(t: T, model: GmConsolePageModel, enter: NonNullable<GmConsolePageModel['enterOrders']>): Html {
  const refused = enter.problems.length > 0;
  return html`<section aria-labelledby="enter-title" id="enter-orders"><h2 id="enter-title">${t('gm.enter.title')}</h2>
<p class="hint" id="enter-hint">${t('gm.enter.hint')}</p>
${refused ? html`<div class="notice error" role="alert" id="enter-problems"><p>${t('player.text.refused')}</p><ul>${enter.problems.map((p) => html`<li>${p}</li>`)}</ul></div>` : ''}
<form method="post" action="${model.path}/orders?lang=${model.lang}" class="stack">
<div class="field"><label for="enter-player">${t('gm.enter.player')}</label><select id="enter-player" name="player">${enter.players.map(
    (p) => html`<option value="${p.id}"${p.id === enter.player ? raw(' selected') : ''}>${p.label}</option>`,
  )}</select></div>
<div class="field"><label for="enter-text">${t('gm.enter.text')}</label><textarea id="enter-text" name="text" rows="6" maxlength="20000" aria-describedby="enter-hint${refused ? ' enter-problems' : ''}"${refused ? raw(' aria-invalid="true"') : ''}>${enter.value}</textarea></div>
<div class="form-buttons"><button type="submit">${t('gm.enter.submit')}</button></div></form></section>`;
}

function diceSection(t: T, model: GmConsolePageModel): Html {
  return html`<section aria-labelledby="dice-title">
<h2 id="dice-title">${t('dice.title')}</h2>
${model.rolls.length === 0 ? html`<p>${t('dice.none')}</p>` : html`<ul class="rolls">${model.rolls.map((line) => html`<li>${line}</li>`)}</ul>`}
<form method="post" action="${model.path}/rolls?lang=${model.lang}" class="inline-form">
<div class="field"><label for="roll-expr">${t('dice.expr')}</label><input type="text" id="roll-expr" name="expr" maxlength="200" autocomplete="off" required></div>
<div class="field"><label for="roll-reason">${t('dice.reason')}</label><input type="text" id="roll-reason" name="reason" maxlength="200" autocomplete="off" required></div>
<label class="check"><input type="checkbox" name="private" value="1"> ${t('dice.privateGm')}</label>
<button type="submit">${t('dice.submit')}</button>
</form></section>`;
}

export function renderGmConsolePage(model: GmConsolePageModel): string {
  const t = texts(model.lang);
  const { game, turn } = model;
  const body = html`<h1>${game.name}</h1>
<p class="lead">${t('gm.title')} · ${game.rulesetName} · ${t(`layout.lang.${game.language}`)} · ${t(`gm.status.${game.status}`)}</p>
${noticeBox(t, model)}
${
  turn
    ? html`<p class="turn-line"><strong>${t('player.turn', { turn: turn.number })}</strong>${turn.phase ? html` · ${t('player.phase', { phase: turn.phase })}` : ''} · ${
        turn.deadline
          ? html`${t('player.deadline')} <time datetime="${turn.deadline}">${formatDeadline(turn.deadline, model.lang, model.timeZone)}</time>`
          : t('player.noDeadline')
      }</p>`
    : ''
}
<section aria-labelledby="players-title">
<h2 id="players-title">${t('gm.players', { n: model.players.length })}</h2>
${model.turn ? html`<p class="hint">${t(model.readsAnswers ? 'gm.submittedHintReads' : 'gm.submittedHint')}</p>` : ''}
${playersTable(t, model)}
</section>
${game.status === 'setup' ? seatSection(t, model) : ''}
${game.status === 'setup' && model.joining ? joinSection(t, model) : ''}
${game.status === 'setup' ? startSection(t, model) : ''}
${model.mapSvg ? html`<section aria-labelledby="map-title"><h2 id="map-title">${t('player.map')}</h2><figure class="map">${raw(model.mapSvg)}</figure></section>` : ''}
${model.positionHtml ? html`<section aria-labelledby="position-title" class="report"><h2 id="position-title">${t('gm.position')}</h2>${raw(scrollableTables(model.positionHtml, t('layout.table', { name: t('gm.position') })))}</section>` : ''}
${game.status === 'running' && turn ? resolveSection(t, model) : ''}
${model.enterOrders && turn ? enterOrdersSection(t, model, model.enterOrders) : ''}
${turn ? diceSection(t, model) : ''}
${
  model.campaign
    ? html`<section aria-labelledby="next-title"><h2 id="next-title">${t('gm.next')}</h2><p class="hint">${t('gm.nextHint')}</p>
<form method="post" action="${model.path}/next?lang=${model.lang}" class="inline-form"><div class="field"><label for="next-name">${t('gm.nextName')}</label><input type="text" id="next-name" name="name" maxlength="200"></div>
<button type="submit" class="primary">${t('gm.nextSubmit')}</button></form></section>`
    : ''
}
${model.lifecycle && game.status !== 'setup' ? gmLifecycleSections(t, model, model.lifecycle) : ''}
${model.setupFieldsHtml !== null && game.status !== 'finished' ? setupSection(t, model) : ''}
${model.setupLink ? html`<section aria-labelledby="setup-title"><h2 id="setup-title">${t('gm.setupCorrect')}</h2><p class="hint">${t('gm.setupCorrectHint')}</p><p><a href="${model.setupLink}">${t('gm.setupOpen')}</a></p></section>` : ''}
${gmTokenSection(model.path, model.lang)}
<section aria-labelledby="reports-title">
<h2 id="reports-title">${t('player.reports')}</h2>
${
  model.reports.length === 0
    ? html`<p>${t('player.noReports')}</p>`
    : html`<ul>${model.reports.map(
        (r) =>
          html`<li><a href="${r.url}">${t('player.reportOfTurn', { turn: r.turn })}</a> — <a href="${r.formats.html}">HTML</a> · <a href="${r.formats.bbcode}">BBCode</a> · <a href="${r.formats.markdown}">Markdown</a>${r.formats.short ? html` · <a href="${r.formats.short}">${t('gm.shortCopy')}</a>` : ''}</li>`,
      )}</ul>`
}
<p><a href="${game.publicUrl}">${t('player.publicPage')}</a></p>
</section>`;
  return layout({ lang: model.lang, title: `${t('gm.title')} · ${game.name}`, body, path: model.path, scripts: ['gm.js', 'schema-form.js'] });
}
