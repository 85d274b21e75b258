import type { Language } from '../i18n/index.ts';
import { html, raw, type Html } from '../engine/core/html.ts';

/** Typography, tables and focus for every public page (mobile-friendly, visible keyboard focus). */
const BASE_PAGE_STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1b1b1f;background:#fbfaf7}
main{max-width:60rem;margin:0 auto;padding:.75rem 1rem 4rem}
h1{font-size:1.6rem;line-height:1.2;margin:.5rem 0}
h2{font-size:1.25rem;margin:1.75rem 0 .5rem}
a{color:#0b3ea8}
table{border-collapse:collapse}
.table-scroll{overflow-x:auto;max-width:100%}
th,td{border:1px solid #c9c5bd;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#f0ede6}
nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1rem}
:focus-visible{outline:3px solid #1846c8;outline-offset:2px}
`;

/** The longest <title> worth sending (html-validate's long-title: browsers and search results cut longer ones). */
const TITLE_MAX = 70;

/**
 * A page's <title>: the page's own title and the site's name; a long title (a long game name) drops the site's
 * name, then ends in an ellipsis (the page's h1 keeps it whole).
 */
export function pageTitle(title: string): string {
  const full = `${title} · Turnkeeper`;
  if (full.length <= TITLE_MAX) return full;
  return title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}

/**
 * The shell of our own public pages: a complete, self-contained HTML document with inline CSS
 * (the shared base, then the page set's own `style`, trusted CSS of our own).
 */
export function htmlDocument(lang: Language, title: string, body: Html, style: string, head?: Html): string {
  return html`<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${pageTitle(title)}</title>
${head}<style>${raw(BASE_PAGE_STYLE + style)}</style>
</head>
<body>
<main id="main">
${body}
</main>
</body>
</html>
`.value;
}
