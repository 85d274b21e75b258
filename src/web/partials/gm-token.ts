import type { Language } from '../../i18n/index.ts';
import { GM_TOKEN_TEXTS } from '../../i18n/gm-token.ts';
import { html } from '../../engine/core/html.ts';
import type { Html } from '../../engine/core/html.ts';

/** The console's "make a new GM link" section (a plain form; gm.js adds the confirmation). */
export function gmTokenSection(path: string, lang: Language): Html {
  const t = GM_TOKEN_TEXTS;
  return html`<section aria-labelledby="gm-token-title" id="gm-token">
<h2 id="gm-token-title">${t.title[lang]}</h2>
<p>${t.explain[lang]}</p>
<form method="post" action="${path}/gm-token?lang=${lang}" data-confirm="${t.confirm[lang]}"><button type="submit">${t.button[lang]}</button></form>
</section>`;
}
