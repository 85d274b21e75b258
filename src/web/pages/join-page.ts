import type { Language } from '../../i18n/index.ts';
import { html, raw } from '../../engine/core/html.ts';
import { layout } from '../layout.ts';
import { problemsBox, type ProblemView } from '../partials/problems.ts';
import { texts } from '../texts.ts';
import { SCHEMA_FORM_SCRIPTS } from '../schema-form.ts';

/** The page behind the shared invitation link (`/join/<code>`): who sits where, and the seat form. */
export interface JoinPageModel {
  lang: Language;
  path: string;
  game: { name: string; rulesetName: string };
  seated: { name: string; label: string }[];
  pending: number;
  /** The seat fields (the ruleset's player form), trusted HTML; null when the game no longer takes players. */
  seatFieldsHtml: string | null;
  name: string;
  problems: ProblemView[];
}

export function renderJoinPage(model: JoinPageModel): string {
  const t = texts(model.lang);
  const body = html`<h1>${t('join.title', { game: model.game.name })}</h1>
<p class="lead">${t('join.lead', { ruleset: model.game.rulesetName })}</p>
<section aria-labelledby="seated-title"><h2 id="seated-title">${t('join.seated')}</h2>
${
  model.seated.length === 0
    ? html`<p>${t('join.nobody')}</p>`
    : html`<ul>${model.seated.map((p) => html`<li><strong>${p.name}</strong>${p.label !== p.name ? html` · ${p.label}` : ''}</li>`)}</ul>`
}
${model.pending > 0 ? html`<p class="muted">${t('join.pending', { n: model.pending })}</p>` : ''}
</section>
${
  model.seatFieldsHtml === null
    ? html`<div class="notice" role="status"><p>${t('join.closed')}</p></div>`
    : html`<section aria-labelledby="join-form-title"><h2 id="join-form-title">${t('join.submit')}</h2>
${problemsBox(t, t('join.problems'), model.problems)}
<form method="post" action="${model.path}?lang=${model.lang}" class="stack" novalidate>
<div class="field"><label for="join-name">${t('join.name')}</label><input type="text" id="join-name" name="name" value="${model.name}" maxlength="100" autocomplete="nickname" required></div>
${raw(model.seatFieldsHtml)}
<div class="form-buttons"><button type="submit" class="primary">${t('join.submit')}</button></div>
</form></section>`
}`;
  return layout({ lang: model.lang, title: t('join.title', { game: model.game.name }), body, path: model.path, scripts: SCHEMA_FORM_SCRIPTS });
}

/** What a private link shows while it is still a request (or after the GM declined it). */
export function renderJoinRequestPage(lang: Language, path: string, request: { name: string; status: 'pending' | 'declined'; game: { name: string } }): string {
  const t = texts(lang);
  const pending = request.status === 'pending';
  const body = html`<h1>${request.game.name}</h1>
<div class="notice${pending ? ' success' : ' error'}" role="status" data-join-status="${request.status}">
<h2>${t(pending ? 'join.pendingTitle' : 'join.declinedTitle')}</h2>
<p>${t(pending ? 'join.pendingBody' : 'join.declinedBody', { name: request.name, game: request.game.name })}</p></div>`;
  return layout({ lang, title: request.game.name, body, path });
}
