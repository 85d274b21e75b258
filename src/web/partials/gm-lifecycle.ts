import { timeZoneChoices } from '../../time/time-zone.ts';
import type { GmLifecycleView } from '../../services/lifecycle-gm-view.ts';
import { describeAuditLog } from '../audit-text.ts';
import { formatDeadline } from '../format-time.ts';
import { attr, html, raw } from '../../engine/core/html.ts';
import type { Html } from '../../engine/core/html.ts';
import type { GmConsolePageModel } from '../pages/gm-console-page.ts';
import { problemsBox } from './problems.ts';
import type { T } from '../texts.ts';
import { inline } from '../../reports/render-html.ts';

/**
 * GM console sections of the turn lifecycle. Plain forms posting to /gm/<token>/...: everything works
 * without JavaScript (gm.js only adds confirmations). Shows flags (ready, missed turns, civil disorder); the
 * corrections form is generated from the ruleset's correction schema.
 */
export function gmLifecycleSections(t: T, model: GmConsolePageModel, life: GmLifecycleView): Html {
  const action = (path: string) => `${model.path}/${path}?lang=${model.lang}`;
  const corrections = model.correctionFieldsHtml !== null && life.openTurn !== null;
  // Problems of a form are shown in that form's section; the others (and a correction with no form to show it) here.
  const here = !model.problemsAt || (model.problemsAt === 'correction' && !corrections) || model.problemsAt === 'seat';
  return html`${here ? problemsBox(t, t('gm.lc.problems'), model.problems) : ''}
${clockSection(t, model, life, action)}
${seatsSection(t, model, life, action)}
${corrections ? correctionsSection(t, model, life, action) : ''}
${life.resolvedTurns.length > 0 ? revertSection(t, life, action) : ''}
${settingsSection(t, model, life, action)}
${auditSection(t, model, life)}`;
}

type Action = (path: string) => string;

function clockSection(t: T, model: GmConsolePageModel, life: GmLifecycleView, action: Action): Html {
  if (life.status !== 'running' && life.status !== 'paused') return html``;
  const paused = life.status === 'paused';
  return html`<section aria-labelledby="clock-title" id="lifecycle-clock">
<h2 id="clock-title">${t('gm.lc.clock')}</h2>
${paused && life.pausedAt ? html`<p class="notice" role="status">${t('gm.lc.pausedSince', { when: formatDeadline(life.pausedAt, model.lang, model.timeZone) })}</p>` : ''}
<form method="post" action="${action(paused ? 'resume' : 'pause')}"><button type="submit" class="primary">${t(paused ? 'gm.lc.resume' : 'gm.lc.pause')}</button></form>
${
  life.openTurn
    ? html`<form method="post" action="${action('deadline')}" class="inline-form">
<div class="field"><label for="lc-deadline">${t('gm.lc.setDeadline')}</label><p class="hint" id="lc-deadline-hint">${t('gm.deadlineInZone', { zone: model.timeZone ?? 'UTC' })}</p><input type="datetime-local" id="lc-deadline" name="deadline" aria-describedby="lc-deadline-hint" required></div>
<button type="submit">${t('gm.lc.setDeadlineSubmit')}</button></form>
<form method="post" action="${action('deadline')}" class="inline-form">
<div class="field"><label for="lc-extend">${t('gm.lc.extendHours')}</label><input type="number" id="lc-extend" name="extendHours" min="1" max="2160" step="1" required></div>
<button type="submit">${t('gm.lc.extendSubmit')}</button></form>`
    : ''
}
</section>`;
}

function seatsSection(t: T, model: GmConsolePageModel, life: GmLifecycleView, action: Action): Html {
  return html`<section aria-labelledby="seats-title" id="lifecycle-seats">
<h2 id="seats-title">${t('gm.lc.seats')}</h2>
<section class="table-scroll" tabindex="0" aria-labelledby="seats-caption"><table>
<caption id="seats-caption">${t('gm.lc.seatsCaption')}</caption>
<thead><tr><th scope="col">${t('gm.player')}</th><th scope="col">${t('gm.lc.status')}</th><th scope="col">${t('gm.lc.missed')}</th>${
    life.openTurn ? html`<th scope="col">${t('gm.lc.ready')}</th>` : ''
  }<th scope="col"><span class="visually-hidden">${t('gm.lc.replace')}</span></th></tr></thead>
<tbody>${life.players.map((p) => {
    const label = p.label !== p.name ? `${p.label} (${p.name})` : p.name;
    return html`<tr data-player="${p.id}"><th scope="row">${label}</th>
<td data-status="${p.status}">${p.status === 'civil_disorder' ? html`<span class="badge warn">${t('gm.lc.civilDisorder')}</span>` : t('gm.lc.active')}</td>
<td>${p.missedTurns}</td>${life.openTurn ? html`<td data-ready="${p.ready ? 'yes' : 'no'}">${p.ready ? html`<span class="badge ok">${t('gm.lc.yes')}</span>` : t('gm.lc.no')}</td>` : ''}
<td><form method="post" action="${action(`players/${p.id}/replace`)}" data-confirm="${t('gm.lc.replaceConfirm', { name: label })}"><button type="submit">${t('gm.lc.replace')}</button></form></td></tr>`;
  })}</tbody></table></section>
</section>`;
}

function correctionsSection(t: T, model: GmConsolePageModel, life: GmLifecycleView, action: Action): Html {
  const turn = life.openTurn!.number;
  return html`<section aria-labelledby="corrections-title" id="lifecycle-corrections">
<h2 id="corrections-title">${t('gm.lc.corrections')}</h2>
<p class="hint">${t('gm.lc.correctionsHint')}</p>
${
  life.pending.length > 0
    ? html`<p>${t('gm.lc.pending', { turn })}</p><ul>${(model.pendingCorrections ?? []).map((words) => html`<li>${inline(words)}</li>`)}</ul>`
    : ''
}
${model.problemsAt === 'correction' ? problemsBox(t, t('gm.lc.problems'), model.problems) : ''}
<form method="post" action="${action('adjustments')}" class="stack" novalidate>
${raw(model.correctionFieldsHtml ?? '')}
<div class="field"><label for="lc-reason">${t('gm.lc.reason')}</label><input type="text" id="lc-reason" name="reason" maxlength="1000" value="${model.problemsAt === 'correction' ? (model.reason ?? '') : ''}" required></div>
<div class="form-buttons"><button type="submit">${t('gm.lc.correctionSubmit')}</button></div>
</form></section>`;
}

function revertSection(t: T, life: GmLifecycleView, action: Action): Html {
  const last = life.resolvedTurns.at(-1)!;
  return html`<section aria-labelledby="revert-title" id="lifecycle-revert">
<h2 id="revert-title">${t('gm.lc.revert')}</h2>
<p class="hint">${t('gm.lc.revertHint')}</p>
<form method="post" action="${action('revert')}" class="stack" data-confirm="${t('gm.lc.revertConfirm')}">
<div class="field"><label for="lc-revert-turn">${t('gm.lc.revertTurn')}</label><select id="lc-revert-turn" name="turn">${life.resolvedTurns.map(
    (n) => html`<option value="${n}"${attr('selected', n === last)}>${n}</option>`,
  )}</select></div>
<div class="form-buttons"><button type="submit">${t('gm.lc.revertSubmit')}</button></div>
</form></section>`;
}

const WEEKDAYS = {
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};

function settingsSection(t: T, model: GmConsolePageModel, life: GmLifecycleView, action: Action): Html {
  const { deadlinePolicy: policy, nmrPolicy: nmr, notify } = life.settings;
  const kind = policy?.kind ?? 'none';
  return html`<section aria-labelledby="settings-title" id="lifecycle-settings">
<h2 id="settings-title">${t('gm.lc.settings')}</h2>
<form method="post" action="${action('settings')}" class="stack">
<div class="field"><label for="lc-zone">${t('gm.lc.timeZone')}</label><input type="text" id="lc-zone" name="timeZone" list="lc-zones" maxlength="64" value="${life.settings.timeZone}" autocomplete="off">
<datalist id="lc-zones">${timeZoneChoices().map((zone) => html`<option value="${zone}"></option>`)}</datalist></div>
<fieldset><legend>${t('gm.lc.deadlinePolicy')}</legend>
${(['none', 'duration', 'weekly'] as const).map((k) => html`<div><label><input type="radio" name="policy" value="${k}"${attr('checked', kind === k)}> ${t(`gm.lc.policy.${k}`)}</label></div>`)}
<div class="field"><label for="lc-hours">${t('gm.lc.hours')}</label><input type="number" id="lc-hours" name="hours" min="1" max="8760" step="1" value="${policy?.kind === 'duration' ? policy.hours : ''}"></div>
<div class="field"><label for="lc-weekday">${t('gm.lc.weekday')}</label><select id="lc-weekday" name="weekday">${WEEKDAYS[model.lang].map(
    (name, i) => html`<option value="${i + 1}"${attr('selected', policy?.kind === 'weekly' ? policy.weekday === i + 1 : i === 6)}>${name}</option>`,
  )}</select></div>
<div class="field"><label for="lc-time">${t('gm.lc.time')}</label><input type="time" id="lc-time" name="time" value="${policy?.kind === 'weekly' ? policy.time : '21:00'}"></div>
</fieldset>
<fieldset><legend>${t('gm.lc.nmr')}</legend>
${(['none', 'extend'] as const).map((k) => html`<div><label><input type="radio" name="nmr" value="${k}"${attr('checked', nmr.kind === k)}> ${t(`gm.lc.nmr.${k}`)}</label></div>`)}
<div class="field"><label for="lc-nmr-hours">${t('gm.lc.nmrHours')}</label><input type="number" id="lc-nmr-hours" name="nmrHours" min="1" max="720" step="1" value="${nmr.kind === 'extend' ? nmr.hours : ''}"></div>
<div class="field"><label for="lc-civil">${t('gm.lc.civilAfter')}</label><input type="number" id="lc-civil" name="civilDisorderAfter" min="1" max="100" step="1" value="${nmr.civilDisorderAfter ?? ''}"></div>
</fieldset>
<div class="field"><label><input type="checkbox" name="readyEarly" value="1"${attr('checked', life.settings.readyEarly)}> ${t('gm.lc.readyEarly')}</label></div>
<div class="field"><label for="lc-webhook">${t('gm.lc.webhook')}</label><input type="url" id="lc-webhook" name="webhookUrl" maxlength="2000" value="${notify.webhookUrl ?? ''}" autocomplete="off"></div>
<div class="field"><label for="lc-reminder">${t('gm.lc.reminderHours')}</label><input type="number" id="lc-reminder" name="reminderHours" min="1" max="336" step="1" value="${notify.reminderHours ?? ''}"></div>
<div class="form-buttons"><button type="submit">${t('gm.lc.settingsSubmit')}</button></div>
</form></section>`;
}

const AUDIT_SHOWN = 40;

/** The latest actions, newest first, each a sentence in the page's language (src/web/audit-text.ts). */
function auditSection(t: T, model: GmConsolePageModel, life: GmLifecycleView): Html {
  const lines = describeAuditLog(life.audit, {
    lang: model.lang,
    players: life.players,
    rulesetName: model.game.rulesetName,
    corrections: model.corrections,
    timeZone: model.timeZone,
  })
    .slice(-AUDIT_SHOWN)
    .reverse();
  return html`<section aria-labelledby="audit-title" id="lifecycle-audit">
<h2 id="audit-title">${t('gm.lc.audit')}</h2>
${
  lines.length === 0
    ? html`<p>${t('gm.lc.auditEmpty')}</p>`
    : html`<ol class="audit-log">${lines.map(
        (line) =>
          html`<li data-action="${line.entry.action}"><time datetime="${line.entry.at}">${formatDeadline(line.entry.at, model.lang, model.timeZone)}</time> · ${line.text}${
            line.facts.length > 0
              ? html`<details><summary>${t('audit.details')}</summary><dl>${line.facts.map((fact) => html`<dt>${fact.label}</dt><dd>${fact.value}</dd>`)}</dl></details>`
              : ''
          }</li>`,
      )}</ol>`
}
</section>`;
}
