/**
 * Plural forms of the names of followers and tokens, so that "2 impactos a los Desangradores de Khorne" and "2 hits
 * on the Nurgle Plaguebearers" name a group. The names are GM data (placeholders until the GM types the printed
 * sheets), so the forms are made by the common rules of each language, not listed: a wrong form only means one
 * alias fewer (the singular is always accepted).
 */

/** Spanish: the words up to the first preposition agree ("Portador de plaga" → "Portadores de plaga", "Gran Inmundicia" → "Grandes Inmundicias"). */
export function spanishPlural(name: string): string {
  const words = name.split(' ');
  const stop = words.findIndex((w, i) => i > 0 && SPANISH_STOPS.has(w.toLowerCase()));
  const end = stop < 0 ? words.length : stop;
  return [...words.slice(0, end).map(spanishWord), ...words.slice(end)].join(' ');
}

const SPANISH_STOPS = new Set(['de', 'del', 'con', 'sin', 'a', 'al', 'en', 'y', 'para']);
const UNACCENT: Readonly<Record<string, string>> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

function spanishWord(word: string): string {
  const lower = word.toLowerCase();
  if (lower === 'gran') return `${word}des`;
  if (/[aeiouáéíóú]s$/i.test(word) && !/[áéíóú]s$/i.test(word)) return word; // "Skaven"-like words stay; "lunes" stays
  if (/[aeioué]$/i.test(word)) return `${word}s`;
  if (/z$/i.test(word)) return `${word.slice(0, -1)}ces`;
  // Words stressed on an accented last syllable lose the accent ("Guardián" → "Guardianes", "Dragón" → "Dragones").
  const accented = /([áéíóú])([ns])$/i.exec(word);
  if (accented) return `${word.slice(0, -2)}${UNACCENT[accented[1]!.toLowerCase()] ?? accented[1]}${accented[2]}es`;
  if (/[áíóú]$/i.test(word)) return `${word}es`;
  if (/[a-zñ]$/i.test(word)) return `${word}es`;
  return word;
}

/** English: the head noun, the last word before "of" ("Lord of Change" → "Lords of Change", "Great Unclean One" → "Great Unclean Ones"). */
export function englishPlural(name: string): string {
  const words = name.split(' ');
  const of = words.findIndex((w, i) => i > 0 && w.toLowerCase() === 'of');
  const head = (of < 0 ? words.length : of) - 1;
  return words.map((w, i) => (i === head ? englishWord(w) : w)).join(' ');
}

function englishWord(word: string): string {
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/man$/i.test(word)) return `${word.slice(0, -3)}men`;
  if (/[a-z]$/i.test(word)) return `${word}s`;
  return word;
}
