import { fold } from './normalize.ts';

/** One word (or list separator) of a segment: its folded form and where it is in the segment as written. */
export interface Token {
  norm: string;
  start: number;
  end: number;
}

/** Words keep inner hyphens, apostrophes, dots and underscores ("Shaa-dom", "Emperor's", "fall_of_cadia"). */
const TOKEN = /[\p{L}\p{N}](?:[\p{L}\p{N}\p{M}_'’\-.]*[\p{L}\p{N}\p{M}])?|[,&+]/gu;
/** "x3", "3x" (and "×3") are a count: two tokens. */
const TIMES = /^(?:x(\d{1,6})|(\d{1,6})x)$/;

export function tokenize(segment: string): Token[] {
  const text = segment.replace(/\u00D7/g, 'x');
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const start = m.index;
    const end = start + m[0].length;
    const norm = fold(m[0]);
    const times = TIMES.exec(norm);
    if (times?.[1] !== undefined) {
      tokens.push({ norm: 'x', start, end: start + 1 }, { norm: times[1], start: start + 1, end });
    } else if (times?.[2] !== undefined) {
      tokens.push({ norm: times[2], start, end: end - 1 }, { norm: 'x', start: end - 1, end });
    } else {
      tokens.push({ norm, start, end });
    }
  }
  return tokens;
}

/** Tokens that separate the items of a list of names ("A, B y C", "A and B", "A & B"). */
export const LIST_SEPARATORS: ReadonlySet<string> = new Set([',', 'y', 'e', 'and', '&', '+']);

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** A token read as a whole number (digits, or a number word up to ten in either language), else null. */
export function numberOf(norm: string): number | null {
  if (/^\d{1,9}$/.test(norm)) return Number(norm);
  return NUMBER_WORDS[norm] ?? null;
}
