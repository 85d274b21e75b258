import type { Language } from '../i18n/index.ts';
import { escapeHtml } from './escape.ts';

/** The shell of our own public pages: a complete, self-contained HTML document with inline CSS. */
export function htmlDocument(lang: Language, title: string, body: string, style: string, head = ''): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Turnkeeper</title>
${head}<style>${style}</style>
</head>
<body>
<main id="main">
${body}
</main>
</body>
</html>
`;
}
