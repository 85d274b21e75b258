import type { Language } from '../../i18n/index.ts';
import { html } from '../../engine/core/html.ts';
import { layout } from '../layout.ts';
import { texts } from '../texts.ts';

export function renderErrorPage(lang: Language, path: string, message: string, back?: { href: string; label: string }): string {
  const t = texts(lang);
  const body = html`<h1>${t('error.title')}</h1>
<div class="notice error" role="alert"><p>${message}</p></div>
${back ? html`<p><a href="${back.href}">${back.label}</a></p>` : ''}`;
  return layout({ lang, title: t('error.title'), body, path });
}
