import { defaultTimeZone, timeZoneChoices } from '../../time/time-zone.ts';
import type { Language } from '../../i18n/index.ts';
import { LANGUAGES } from '../../i18n/index.ts';
import { attr, html, raw } from '../../engine/core/html.ts';
import { layout } from '../layout.ts';
import { problemsBox } from '../partials/problems.ts';
import type { ProblemView } from '../partials/problems.ts';
import { texts } from '../texts.ts';

export interface GmCreateForm {
  name: string;
  ruleset: string;
  language: string;
  preset: string;
  turnHours: string;
  /** IANA zone ('' : the language's default). */
  timeZone?: string;
  resolveWhen: string;
}

export interface GmCreatePageModel {
  lang: Language;
  /** Every registered ruleset, with a one-line summary. */
  rulesets: { id: string; name: string; summary: string }[];
  /** Ready-made setups of the chosen ruleset ('' = edit the setup below). */
  presets: { id: string; name: string }[];
  values: GmCreateForm;
  /** The generated setup editor of the chosen ruleset (trusted HTML). */
  setupFieldsHtml: string;
  problems: ProblemView[];
}

const RESOLVE_WHEN = ['answers', 'deadline', 'gm'] as const;

/**
 * Create a game of any registered ruleset. Step 1 (a GET form) picks the ruleset; step 2 names the game and
 * sets it up: a ready-made setup (a built-in map, a board) or the ruleset's setup edited in a form generated
 * from its schema. Works without JavaScript; gm.js submits step 1 when the ruleset changes.
 */
export function renderGmCreatePage(model: GmCreatePageModel): string {
  const t = texts(model.lang);
  const v = model.values;
  const chosen = model.rulesets.find((r) => r.id === v.ruleset);
  const body = html`<h1>${t('gmCreate.title')}</h1>
<p class="lead">${t('gmCreate.intro')}</p>
${problemsBox(t, t('gmCreate.problemsTitle'), model.problems)}
<form method="get" action="/gm" class="inline-form" id="ruleset-form">
<input type="hidden" name="lang" value="${model.lang}">
<div class="field"><label for="game-ruleset">${t('gmCreate.ruleset')}</label>
<select id="game-ruleset" name="ruleset" data-autosubmit>
${model.rulesets.map((r) => html`<option value="${r.id}"${attr('selected', v.ruleset === r.id)}>${r.name}</option>`)}
</select></div>
<button type="submit">${t('gmCreate.chooseRuleset')}</button>
</form>
${chosen?.summary ? html`<p class="hint">${chosen.summary}</p>` : ''}
<form method="post" action="/gm?lang=${model.lang}" class="stack" novalidate>
<input type="hidden" name="ruleset" value="${v.ruleset}">
<div class="field">
<label for="game-name">${t('gmCreate.name')}</label>
<input type="text" id="game-name" name="name" required maxlength="120" value="${v.name}" autocomplete="off">
</div>
<div class="field">
<label for="game-language">${t('gmCreate.language')}</label>
<select id="game-language" name="language">
${LANGUAGES.map((code) => html`<option value="${code}"${attr('selected', (v.language || model.lang) === code)}>${t(`layout.lang.${code}`)}</option>`)}
</select>
</div>
<div class="field">
<label for="game-time-zone">${t('gmCreate.timeZone')}</label>
<p class="hint" id="game-time-zone-hint">${t('gmCreate.timeZoneHint')}</p>
<input type="text" id="game-time-zone" name="timeZone" list="game-time-zones" maxlength="64" value="${v.timeZone || defaultTimeZone(v.language === 'en' || v.language === 'es' ? v.language : model.lang)}" aria-describedby="game-time-zone-hint" autocomplete="off">
<datalist id="game-time-zones">${timeZoneChoices().map((zone) => html`<option value="${zone}"></option>`)}</datalist>
</div>
<div class="field">
<label for="game-turn-hours">${t('gmCreate.turnHours')}</label>
<p class="hint" id="game-turn-hours-hint">${t('gmCreate.turnHoursHint')}</p>
<input id="game-turn-hours" name="turnHours" type="number" inputmode="numeric" min="1" max="8760" value="${v.turnHours}" aria-describedby="game-turn-hours-hint">
</div>
<fieldset class="field"><legend>${t('gmCreate.resolveWhen')}</legend>
${RESOLVE_WHEN.map((k) => html`<label class="check"><input type="radio" name="resolveWhen" value="${k}"${attr('checked', (v.resolveWhen || 'answers') === k)}> ${t(`gmCreate.resolveWhen.${k}`)}</label>`)}
</fieldset>
${
  model.presets.length > 0
    ? html`<fieldset class="field"><legend>${t('gmCreate.preset')}</legend>
${model.presets.map((p) => html`<label class="check"><input type="radio" name="preset" value="${p.id}"${attr('checked', v.preset === p.id)}> ${p.name}</label>`)}
<label class="check"><input type="radio" name="preset" value=""${attr('checked', v.preset === '')}> ${t('gmCreate.presetCustom')}</label>
</fieldset>`
    : ''
}
<details${model.presets.length === 0 || v.preset === '' ? raw(' open') : ''}><summary>${t('gmCreate.setup')}</summary>
<p class="hint">${t('gmCreate.setupHint')}</p>
${raw(model.setupFieldsHtml)}
</details>
<div class="form-buttons"><button type="submit" class="primary">${t('gmCreate.submit')}</button></div>
</form>`;
  return layout({ lang: model.lang, title: t('gmCreate.title'), body, path: '/gm', scripts: ['gm.js', 'schema-form.js'] });
}
