/**
 * How order text is compared: case, accents and typographic variants never matter ("Harmonía" = "harmonia",
 * "Emperor’s" = "Emperor's", "×3" = "x3"). Pure string functions, no locale data beyond Unicode.
 */

/** Folds a text for comparison: NFKD without combining marks, lower case, one kind of quote, dash and space. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201A\u201B\u2032\u00B4`]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u00AB\u00BB\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u00D7/g, 'x')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Leading articles a name may carry or lose ("los Hijos del Emperador", "The Fall of Cadia"). */
const ARTICLES = new Set(['el', 'la', 'los', 'las', 'lo', 'the']);

/** The words of a folded text (letters and digits only), articles at the start dropped unless that leaves nothing. */
export function nameWords(text: string): string[] {
  const words = fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
  let start = 0;
  while (start < words.length - 1 && ARTICLES.has(words[start]!)) start += 1;
  return words.slice(start);
}

/** The key a name is matched on: its words joined ("Shaa-dom" = "shaa dom" = "Shaadom"). */
export function nameKey(text: string): string {
  return nameWords(text).join('');
}
