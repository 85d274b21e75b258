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
 * decided afterwards, by the names the spans resolve to (read-segment.ts).
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
  if (parts.join('') !== source.replace(/\s+/g, '')) throw new Error(`Pattern "${source}": a stray "{" or "}"`);
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
  { t: 'span'; name: string; kind: string; list: boolean; from: number; to: number } | { t: 'num'; name: string; value: number; at: number };

export interface StructuralMatch {
  bindings: Binding[];
  /** Keyword tokens matched: more means more of the line was read as intended. */
  keywords: number;
}

/** Work allowed per segment; a line that needs more gets no reading (it is then "not understood"). */
export interface Budget {
  left: number;
}

/** What to do once a node list is done: go on with the rest of an outer list, or with the next free clause. */
type Continuation =
  | { t: 'seq'; list: readonly PatternNode[]; i: number; up: Continuation | null }
  | { t: 'clause'; groups: readonly PatternNode[][]; used: number; start: number; up: Continuation | null };

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

  const finish = (pos: number) => {
    if (skipCommas(pos) !== n) return;
    const snapshot = [...bindings].sort((a, b) => (a.t === 'num' ? a.at : a.from) - (b.t === 'num' ? b.at : b.from));
    const key = snapshot.map((b) => (b.t === 'num' ? `${b.name}#${b.at}` : `${b.name}:${b.from}-${b.to}`)).join(' ');
    const known = results.get(key);
    if (!known || known.keywords < keywords) results.set(key, { bindings: snapshot, keywords });
  };

  const resume = (cont: Continuation | null, pos: number): void => {
    if (cont === null) finish(pos);
    else if (cont.t === 'seq') run(cont.list, cont.i, pos, cont.up);
    else if (pos > cont.start) clauses(cont.groups, cont.used, pos, cont.up);
  };

  // Free clauses: each unused one may come next (it must read something), or the clauses end here.
  const clauses = (groups: readonly PatternNode[][], used: number, pos: number, after: Continuation | null): void => {
    for (let g = 0; g < groups.length; g += 1) {
      if (used & (1 << g)) continue;
      run(groups[g]!, 0, pos, { t: 'clause', groups, used: used | (1 << g), start: pos, up: after });
    }
    resume(after, pos);
  };

  const run = (list: readonly PatternNode[], i: number, pos: number, cont: Continuation | null): void => {
    if (budget.left <= 0) return;
    budget.left -= 1;
    if (i === list.length) return resume(cont, pos);
    const node = list[i]!;
    switch (node.t) {
      case 'kw': {
        const p = skipCommas(pos);
        for (const alt of node.alts) {
          let fits = true;
          for (let j = 0; j < alt.length && fits; j += 1) fits = tokens[p + j]?.norm === alt[j];
          if (!fits) continue;
          keywords += alt.length;
          run(list, i + 1, p + alt.length, cont);
          keywords -= alt.length;
        }
        return;
      }
      case 'num': {
        const p = skipCommas(pos);
        const value = p < n ? numberOf(tokens[p]!.norm) : null;
        if (value === null) return;
        bindings.push({ t: 'num', name: node.name, value, at: p });
        run(list, i + 1, p + 1, cont);
        bindings.pop();
        return;
      }
      case 'slot': {
        const from = skipCommas(pos);
        for (let to = from + 1; to <= n && budget.left > 0; to += 1) {
          if (tokens[to - 1]!.norm === ',') continue;
          bindings.push({ t: 'span', name: node.name, kind: node.kind, list: node.list, from, to });
          run(list, i + 1, to, cont);
          bindings.pop();
        }
        return;
      }
      case 'opt':
        run(node.body, 0, pos, { t: 'seq', list, i: i + 1, up: cont });
        run(list, i + 1, pos, cont);
        return;
      case 'any':
        clauses(node.groups, 0, pos, { t: 'seq', list, i: i + 1, up: cont });
        return;
    }
  };

  run(pattern.nodes, 0, 0, null);
  return [...results.values()];
}

/** The keyword phrases a pattern can start with (to tell "not an order" from "an order written wrong"). */
export function leadingKeywords(pattern: Pattern): string[][] {
  const first = pattern.nodes[0];
  return first?.t === 'kw' ? first.alts : [];
}
