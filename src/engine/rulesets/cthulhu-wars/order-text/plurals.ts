/**
 * Plural forms of unit type names, so that "Muevo 2 Acólitos" and "Move 2 Acolytes" name a type. The names are GM
 * data, so the forms follow the common rules of each language, not a list: a wrong form is only one alias fewer
 * (the singular is always accepted).
 */

const SPANISH_STOPS = new Set(['de', 'del', 'con', 'sin', 'a', 'al', 'en', 'y', 'para']);
const UNACCENT: Readonly<Record<string, string>> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

/** Spanish: the words up to the first preposition agree ("Engendro estelar" → "Engendros estelares"); "No muerto" → "No muertos". */
export function spanishPlural(name: string): string {
  const words = name.split(' ');
  const stop = words.findIndex((w, i) => i > 0 && SPANISH_STOPS.has(w.toLowerCase()));
  const end = stop < 0 ? words.length : stop;
  return words.map((w, i) => (i < end && !(i === 0 && w.toLowerCase() === 'no' && words.length > 1) ? spanishWord(w) : w)).join(' ');
}

function spanishWord(word: string): string {
  if (/s$/i.test(word)) return word;
  if (/[aeiouáéíóú]$/i.test(word)) return `${word}s`;
  if (/z$/i.test(word)) return `${word.slice(0, -1)}ces`;
  const accented = /([áéíóú])([nsl])$/i.exec(word);
  if (accented) return `${word.slice(0, -2)}${UNACCENT[accented[1]!.toLowerCase()] ?? accented[1]}${accented[2]}es`;
  if (/[lnrdj]$/i.test(word)) return `${word}es`;
  return /[\p{L}]$/u.test(word) ? `${word}s` : word;
}

/** English: the head noun, the last word before "of"/"from"/"in" ("Deep One" → "Deep Ones", "Fungi from Yuggoth" stays close). */
export function englishPlural(name: string): string {
  const words = name.split(' ');
  const of = words.findIndex((w, i) => i > 0 && ['of', 'from', 'in'].includes(w.toLowerCase()));
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
