import { fold } from './normalize.ts';
import { numberOf, type Token } from './tokens.ts';

/**
 * Order patterns as data: a tiny notation compiled once, matched against a segment's tokens by backtracking.
 *
 *   word|other|two_words   one of these keywords (a "_" joins the words of a phrase); accents and case ignored
 *   {name:kind}            a name of that kind in the vocabulary (one or more words)
 *   {name:kind+}           a list of names of that kind ("A, B y C", "A and B")
 *   {name:number}          a whole number ("3", "tres", "x3")
 *   [ … ]                  optional
 *   < [ … ] [ … ] >        optional clauses, each at most once, in any order
 *
 * Commas between words are ignored except inside lists. A slot takes any span of words; which span is right is
 * decided afterwards, by the names the spans resolve to (grammar.ts).
 */

export type PatternNode =
  | { t: 'kw'; alts: string[][] }
  | { t: 'slot'; name: string; kind: string; list: boolean }
  | { t: 'num'; name: string }
  | { t: 'opt'; body: PatternNode[] }
  | { t: 'any'; groups: PatternNode[][] };

export interface Pattern {
  source: string;
  nodes: PatternNode[];
}

export function compilePattern(source: string): Pattern {
  const parts = source.match(/\[|\]|<|>|\{[^}]*\}|[^\s[\]<>{}]+/g) ?? [];
  let i = 0;
  const sequence = (close: string | null): PatternNode[] => {
    const nodes: PatternNode[] = [];
    while (i < parts.length) {
      const part = parts[i++]!;
      if (part === close) return nodes;
      if (part === '[') nodes.push({ t: 'opt', body: sequence(']') });
      else if (part === '<') nodes.push({ t: 'any', groups: clauses() });
      else if (part.startsWith('{')) nodes.push(slot(part));
      else if (part === ']' || part === '>') throw new Error(`Pattern "${source}": unexpected "${part}"`);
      else nodes.push({ t: 'kw', alts: part.split('|').map((alt) => alt.split('_').map(fold)) });
    }
    if (close !== null) throw new Error(`Pattern "${source}": missing "${close}"`);
    return nodes;
  };
  const clauses = (): PatternNode[][] => {
    const groups: PatternNode[][] = [];
    while (i < parts.length && parts[i] === '[') {
      i += 1;
      groups.push(sequence(']'));
    }
    if (parts[i++] !== '>') throw new Error(`Pattern "${source}": "<" holds only [ … ] clauses and ends with ">"`);
    return groups;
  };
  const slot = (part: string): PatternNode => {
    const m = /^\{(\w+):(\w+)(\+?)\}$/.exec(part);
    if (!m) throw new Error(`Pattern "${source}": bad slot "${part}"`);
    const [, name, kind, plus] = m as unknown as [string, string, string, string];
    return kind === 'number' ? { t: 'num', name } : { t: 'slot', name, kind, list: plus === '+' };
  };
  return { source, nodes: sequence(null) };
}

/** A slot bound to a span of tokens [from, to), or a number. */
export type Binding =
  | { t: 'span'; name: string; kind: string; list: boolean; from: number; to: number }
  | { t: 'num'; name: string; value: number; at: number };

export interface StructuralMatch {
  bindings: Binding[];
  /** Keyword tokens matched: more means more of the line was read as intended. */
  keywords: number;
}

/** Work allowed per segment; a line that needs more gets no reading (it is then "not understood"). */
export interface Budget {
  left: number;
}

/** Every way the tokens read as the whole pattern (duplicates removed). */
export function matchPattern(pattern: Pattern, tokens: readonly Token[], budget: Budget): StructuralMatch[] {
  const n = tokens.length;
  const skipCommas = (pos: number) => {
    let p = pos;
    while (p < n && tokens[p]!.norm === ',') p += 1;
    return p;
  };
  const results = new Map<string, StructuralMatch>();
  const bindings: Binding[] = [];
  let keywords = 0;

  const seq = (list: readonly PatternNode[], i: number, pos: number, k: (pos: number) => void): void => {
    if (budget.left <= 0) return;
    budget.left -= 1;
    if (i === list.length) return k(pos);
    const node = list[i]!;
    const next = (p: number) => seq(list, i + 1, p, k);
    switch (node.t) {
      case 'kw': {
        const p = skipCommas(pos);
        for (const alt of node.alts) {
          if (alt.every((word, j) => tokens[p + j]?.norm === word)) {
            keywords += alt.length;
            next(p + alt.length);
            keywords -= alt.length;
          }
        }
        return;
      }
      case 'num': {
        const p = skipCommas(pos);
        const value = p < n ? numberOf(tokens[p]!.norm) : null;
        if (value === null) return;
        bindings.push({ t: 'num', name: node.name, value, at: p });
        next(p + 1);
        bindings.pop();
        return;
      }
      case 'slot': {
        const from = skipCommas(pos);
        for (let to = from + 1; to <= n; to += 1) {
          if (tokens[to - 1]!.norm === ',') continue;
          bindings.push({ t: 'span', name: node.name, kind: node.kind, list: node.list, from, to });
          next(to);
          bindings.pop();
          if (budget.left <= 0) return;
        }
        return;
      }
      case 'opt':
        seq(node.body, 0, pos, next);
        next(pos);
        return;
      case 'any':
        clauses(node.groups, 0, pos, next);
        return;
    }
  };
  const clauses = (groups: readonly PatternNode[][], used: number, pos: number, k: (pos: number) => void): void => {
    groups.forEach((group, g) => {
      if (used & (1 << g)) return;
      seq(group, 0, pos, (p) => {
        if (p > pos) clauses(groups, used | (1 << g), p, k);
      });
    });
    k(pos);
  };

  seq(pattern.nodes, 0, 0, (pos) => {
    if (skipCommas(pos) !== n) return;
    const snapshot = [...bindings].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const key = JSON.stringify(snapshot);
    const known = results.get(key);
    if (!known || known.keywords < keywords) results.set(key, { bindings: snapshot, keywords });
  });
  return [...results.values()];
}

/** The keyword phrases a pattern can start with (to tell "not an order" from "an order written wrong"). */
export function leadingKeywords(pattern: Pattern): string[][] {
  const first = pattern.nodes[0];
  return first?.t === 'kw' ? first.alts : [];
}
