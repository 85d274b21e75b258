import type { Language } from '../../i18n/index.ts';
import { html } from '../../engine/core/html.ts';
import { layout } from '../layout.ts';
import { texts } from '../texts.ts';

export interface HomePageModel {
  lang: Language;
  /** Every game this server runs, with its one-line summary. */
  rulesets: { id: string; name: string; summary: string }[];
}

/** The front door (`/`): what Turnkeeper does, "create a game", the games it runs, the API docs. */
export function renderHomePage(model: HomePageModel): string {
  const t = texts(model.lang);
  const body = html`<h1>Turnkeeper</h1>
<p class="lead">${t('home.lead')}</p>
<p><a class="button primary" href="/gm?lang=${model.lang}">${t('home.create')}</a></p>
<section aria-labelledby="home-how"><h2 id="home-how">${t('home.howTitle')}</h2>
<ol><li>${t('home.how1')}</li><li>${t('home.how2')}</li><li>${t('home.how3')}</li></ol></section>
<section aria-labelledby="home-games"><h2 id="home-games">${t('home.gamesTitle')}</h2>
<ul>${model.rulesets.map((r) => html`<li><a href="/gm?lang=${model.lang}&amp;ruleset=${r.id}"><strong>${r.name}</strong></a>${r.summary ? html`: ${r.summary}` : ''}</li>`)}</ul></section>
<p class="muted"><a href="/docs">${t('home.api')}</a></p>`;
  return layout({ lang: model.lang, title: t('home.title'), body, path: '/' });
}
