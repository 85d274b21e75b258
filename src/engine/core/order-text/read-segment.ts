import { LANGS } from '../catalogue.ts';
import type { NameIndex, Resolution } from './names.ts';
import { compilePattern, matchPattern, type Binding, type Pattern, type StructuralMatch } from './patterns.ts';
import { LIST_SEPARATORS, type Token } from './tokens.ts';

/**
 * Reading one segment: every pattern of every kind (both languages) is matched; each structural reading's
 * slots are resolved against the vocabulary; the best reading wins: fewest unresolved slots, then the closest
 * names (exact before beginnings), then the most keywords, then the grammar's order of kinds and patterns.
 */

export interface CompiledKind {
  kind: string;
  patterns: Pattern[];
}

export function compileKinds(kinds: readonly { kind: string; patterns: Partial<Record<string, readonly string[]>> }[]): CompiledKind[] {
  return kinds.map((k) => ({ kind: k.kind, patterns: LANGS.flatMap((lang) => (k.patterns[lang] ?? []).map(compilePattern)) }));
}

/** Why one slot of a reading did not resolve. */
export type SlotFailure =
  { t: 'name'; kind: string; text: string; resolution: Extract<Resolution, { ok: false }> } | { t: 'number'; text: string; value: number };

export interface Reading {
  kind: number;
  slots: Record<string, string | number | string[]>;
  failures: SlotFailure[];
  tiers: number;
  keywords: number;
  /** Position of the pattern in the grammar (kinds in order, then their patterns): the last tie-break. */
  pattern: number;
}

export interface ReadContext {
  index(kind: string): NameIndex;
  numbers: { min: number; max: number };
}

/** Work allowed for one segment (pattern steps); a line needing more gets no reading. */
const BUDGET = 40_000;
/** Lists with more separators than this are split at every one. */
const MAX_LIST_SPLITS = 8;

/** The best reading of a segment (its tokens from `tokenize`), or null when no pattern fits its shape. */
export function readSegment(text: string, tokens: readonly Token[], kinds: readonly CompiledKind[], rc: ReadContext): Reading | null {
  const spanText = (from: number, to: number) => text.slice(tokens[from]!.start, tokens[to - 1]!.end);
  const memo = new Map<string, Resolution>();
  const lists = new Map<string, ReturnType<typeof resolveList>>();
  const resolveSpan = (kind: string, from: number, to: number): Resolution => {
    const key = `${kind}:${from}:${to}`;
    let found = memo.get(key);
    if (!found) memo.set(key, (found = rc.index(kind).resolve(spanText(from, to))));
    return found;
  };

  const evaluate = (match: StructuralMatch, kind: number, pattern: number): Reading => {
    const slots: Reading['slots'] = {};
    const failures: SlotFailure[] = [];
    let tiers = 0;
    for (const b of match.bindings) {
      if (b.t === 'num') {
        if (b.value < rc.numbers.min || b.value > rc.numbers.max) failures.push({ t: 'number', text: tokens[b.at]!.norm, value: b.value });
        slots[b.name] = b.value;
      } else if (b.list) {
        const key = `${b.kind}:${b.from}:${b.to}`;
        let list = lists.get(key);
        if (!list) lists.set(key, (list = resolveList(b, tokens, resolveSpan, spanText)));
        failures.push(...list.failures);
        tiers += list.tiers;
        slots[b.name] = list.ids;
      } else {
        const r = resolveSpan(b.kind, b.from, b.to);
        if (r.ok) {
          slots[b.name] = r.id;
          tiers += r.tier;
        } else failures.push({ t: 'name', kind: b.kind, text: spanText(b.from, b.to), resolution: r });
      }
    }
    return { kind, slots, failures, tiers, keywords: match.keywords, pattern };
  };

  const budget = { left: BUDGET };
  let best: Reading | null = null;
  let position = 0;
  kinds.forEach((k, kindIndex) => {
    for (const pattern of k.patterns) {
      for (const match of matchPattern(pattern, tokens, budget)) {
        const reading = evaluate(match, kindIndex, position);
        if (best === null || better(reading, best)) best = reading;
      }
      position += 1;
    }
  });
  return best;
}

function better(a: Reading, b: Reading): boolean {
  if (a.failures.length !== b.failures.length) return a.failures.length < b.failures.length;
  if (a.tiers !== b.tiers) return a.tiers < b.tiers;
  if (a.keywords !== b.keywords) return a.keywords > b.keywords;
  return a.pattern < b.pattern;
}

/**
 * A list span split into names at its separators (",", "y", "and", "&"…). A separator may also belong to a
 * name ("Sons and Daughters"): every split is tried, the one with fewest unknown names (then closest, then
 * most items) wins.
 */
function resolveList(
  b: Extract<Binding, { t: 'span' }>,
  tokens: readonly Token[],
  resolveSpan: (kind: string, from: number, to: number) => Resolution,
  spanText: (from: number, to: number) => string,
): { ids: string[]; failures: SlotFailure[]; tiers: number } {
  const separators: number[] = [];
  for (let i = b.from; i < b.to; i += 1) if (LIST_SEPARATORS.has(tokens[i]!.norm)) separators.push(i);
  const splitAll = separators.length > MAX_LIST_SPLITS;
  const choices = splitAll ? 1 : 1 << separators.length;
  let best: { ids: string[]; failures: SlotFailure[]; tiers: number; items: number } | null = null;
  for (let mask = 0; mask < choices; mask += 1) {
    const cuts = separators.filter((_, i) => splitAll || (mask & (1 << i)) !== 0);
    const ids: string[] = [];
    const failures: SlotFailure[] = [];
    let tiers = 0;
    let items = 0;
    let start = b.from;
    for (const end of [...cuts, b.to]) {
      if (end > start) {
        items += 1;
        const r = resolveSpan(b.kind, start, end);
        if (r.ok) {
          ids.push(r.id);
          tiers += r.tier;
        } else failures.push({ t: 'name', kind: b.kind, text: spanText(start, end), resolution: r });
      }
      start = end + 1;
    }
    if (items === 0) continue;
    const candidate = { ids, failures, tiers, items };
    if (
      best === null ||
      failures.length < best.failures.length ||
      (failures.length === best.failures.length && (tiers < best.tiers || (tiers === best.tiers && items > best.items)))
    ) {
      best = candidate;
    }
  }
  return (
    best ?? {
      ids: [],
      failures: [{ t: 'name', kind: b.kind, text: spanText(b.from, b.to), resolution: { ok: false, reason: 'unknown_name', candidates: [] } }],
      tiers: 0,
    }
  );
}
