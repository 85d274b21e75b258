import type { Language } from '../../i18n/index.ts';
import { html } from '../../engine/core/html.ts';
import { layout } from '../layout.ts';
import { problemsNotice, sessionTexts } from './session-parts.ts';

export interface SessionCreateValues {
  name: string;
  language: string;
  phases: string;
  tracks: string;
  board: string;
}

/** The form that creates a generic game: phases, tracks with initial values, an optional board. */
export function renderSessionCreatePage(lang: Language, values: SessionCreateValues, problems: string[]): string {
  const t = sessionTexts(lang);
  const body = html`<h1>${t('create.title')}</h1>
<p class="lead">${t('create.lead')}</p>
${problemsNotice(t('create.problems'), problems, 'create-errors')}
<form method="post" action="/gm/session?lang=${lang}" id="session-create">
<div class="field"><label for="game-name">${t('create.name')}</label><input id="game-name" name="name" required maxlength="200" value="${values.name}"></div>
<div class="field"><label for="game-language">${t('create.language')}</label><select id="game-language" name="language">
<option value="es"${values.language === 'es' ? ' selected' : ''}>Español</option><option value="en"${values.language === 'en' ? ' selected' : ''}>English</option></select></div>
<div class="field"><label for="phases">${t('create.phases')}</label><p class="hint" id="phases-hint">${t('create.phasesHint')}</p>
<textarea id="phases" name="phases" rows="4" aria-describedby="phases-hint">${values.phases}</textarea></div>
<div class="field"><label for="tracks">${t('create.tracks')}</label><p class="hint" id="tracks-hint">${t('create.tracksHint')}</p>
<textarea id="tracks" name="tracks" rows="4" aria-describedby="tracks-hint">${values.tracks}</textarea></div>
<div class="field"><label for="board">${t('create.board')}</label><textarea id="board" name="board" rows="4">${values.board}</textarea></div>
<button type="submit">${t('create.submit')}</button>
</form>`;
  return layout({ lang, title: t('create.title'), body, path: '/gm/session' });
}
