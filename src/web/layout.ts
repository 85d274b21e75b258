import type { Language } from '../i18n/index.ts';
import { LANGUAGES } from '../i18n/index.ts';
import { html, raw } from '../engine/core/html.ts';
import type { Html } from '../engine/core/html.ts';
import { pageTitle } from '../reports/html-document.ts';
import { texts } from './texts.ts';

export interface LayoutInput {
  lang: Language;
  title: string;
  body: Html;
  /** Path of the current page (no query), for the language switch links. */
  path: string;
  /** Static scripts under /assets/ to load (deferred). */
  scripts?: string[];
  /** Wide pages use more of a large screen (two columns). */
  wide?: boolean;
}

export function layout({ lang, title, body, path, scripts = [], wide = false }: LayoutInput): string {
  const t = texts(lang);
  const page = html`<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${pageTitle(title)}</title>
<link rel="stylesheet" href="/assets/web.css">
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
${scripts.map((src) => html`<script src="/assets/${src}" defer></script>\n`)}
</head>
<body>
<a class="skip-link" href="#main">${t('layout.skip')}</a>
<header class="site-header">
<span class="brand">Turnkeeper</span>
<nav aria-label="${t('layout.languages')}" class="lang-switch">
${LANGUAGES.map((code, i) =>
  code === lang
    ? html`${i > 0 ? ' ' : ''}<span aria-current="true" lang="${code}">${t(`layout.lang.${code}`)}</span>`
    : html`${i > 0 ? ' ' : ''}<a href="${path}?lang=${code}" lang="${code}" hreflang="${code}">${t(`layout.lang.${code}`)}</a>`,
)}
</nav>
</header>
<main id="main" tabindex="-1"${wide ? raw(' class="wide"') : ''}>
${body}
</main>
</body>
</html>
`;
  return page.value;
}
