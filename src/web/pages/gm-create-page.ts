import type { Language } from '../../i18n/index.ts';
import { LANGUAGES } from '../../i18n/index.ts';
import { attr, html } from '../../engine/core/html.ts';
import { layout } from '../layout.ts';
import { problemsBox } from '../partials/problems.ts';
import type { ProblemView } from '../partials/problems.ts';
import { texts } from '../texts.ts';

export interface GmCreateForm {
  name: string;
  ruleset: string;
  language: string;
  mapJson: string;
  turnHours: string;
}

export interface GmCreatePageModel {
  lang: Language;
  rulesets: { id: string; name: string }[];
  maps: { id: string; name: string }[];
  values: GmCreateForm & { map: string };
  problems: ProblemView[];
}

export function renderGmCreatePage(model: GmCreatePageModel): string {
  const t = texts(model.lang);
  const v = model.values;
  const body = html`<h1>${t('gmCreate.title')}</h1>
<p class="lead">${t('gmCreate.intro')}</p>
${problemsBox(t, t('gmCreate.problemsTitle'), model.problems)}
<form method="post" action="/gm?lang=${model.lang}" class="stack" novalidate>
<div class="field">
<label for="game-name">${t('gmCreate.name')}</label>
<input id="game-name" name="name" required maxlength="120" value="${v.name}" autocomplete="off">
</div>
<div class="field">
<label for="game-ruleset">${t('gmCreate.ruleset')}</label>
<select id="game-ruleset" name="ruleset">
${model.rulesets.map((r) => html`<option value="${r.id}"${attr('selected', v.ruleset === r.id)}>${r.name}</option>`)}
</select>
</div>
<div class="field">
<label for="game-language">${t('gmCreate.language')}</label>
<select id="game-language" name="language">
${LANGUAGES.map((code) => html`<option value="${code}"${attr('selected', (v.language || model.lang) === code)}>${t(`layout.lang.${code}`)}</option>`)}
</select>
</div>
<div class="field">
<label for="game-turn-hours">${t('gmCreate.turnHours')}</label>
<p class="hint" id="game-turn-hours-hint">${t('gmCreate.turnHoursHint')}</p>
<input id="game-turn-hours" name="turnHours" type="number" inputmode="numeric" min="1" max="8760" value="${v.turnHours}" aria-describedby="game-turn-hours-hint">
</div>
<fieldset class="field">
<legend>${t('gmCreate.map')}</legend>
${model.maps.map(
  (m) =>
    html`<label class="check"><input type="radio" name="map" value="${m.id}"${attr('checked', v.map === m.id)}> ${m.name}</label>`,
)}
<label class="check"><input type="radio" name="map" value="custom"${attr('checked', v.map === 'custom')}> ${t('gmCreate.customMap')}</label>
<label for="map-json">${t('gmCreate.mapJson')}</label>
<p class="hint" id="map-json-hint">${t('gmCreate.mapJsonHint')}</p>
<div class="field" hidden><label for="map-file">${t('gmCreate.mapFile')}</label>
<input type="file" id="map-file" accept="application/json,.json" data-fills="map-json"></div>
<textarea id="map-json" name="mapJson" rows="6" aria-describedby="map-json-hint" spellcheck="false">${v.mapJson}</textarea>
</fieldset>
<div class="form-buttons"><button type="submit" class="primary">${t('gmCreate.submit')}</button></div>
</form>`;
  return layout({ lang: model.lang, title: t('gmCreate.title'), body, path: '/gm', scripts: ['gm.js'] });
}
