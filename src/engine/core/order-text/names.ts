import { LANGS, type Lang, type Text } from '../catalogue.ts';
import { nameKey, nameWords } from './normalize.ts';

/**
 * The names a player may use for the things of a position (planets, sectors, players, deeds…), matched
 * without case or accents, with articles and punctuation ignored: a name exactly, then an alias or the id
 * exactly, then a unique beginning ("Vraks" → Vraks Prime, "El Elegido" → Elegido del Caos), then a unique
 * beginning of a later word ("Corona" → Belis Corona). A near miss (a small edit distance) is never taken: it
 * becomes a "did you mean".
 */

export interface NameEntry {
  id: string;
  /** Names in each language, the preferred first (printing uses the first that names this entry alone). */
  names: Partial<Record<Lang, readonly string[]>>;
  /** Other names accepted in any language (the id is always accepted). */
  aliases?: readonly string[];
}

export interface NameKind {
  /** What one of them is called in a message ("planeta" / "planet"). */
  label: Text;
  entries: readonly NameEntry[];
}

/** Everything a grammar's slots may name, by kind. */
export type Vocabulary = Readonly<Record<string, NameKind>>;

/** 0: a name; 1: an alias or the id; 2: a unique beginning; 3: a unique beginning of a later word. */
export type MatchTier = 0 | 1 | 2 | 3;

export type Resolution = { ok: true; id: string; tier: MatchTier } | { ok: false; reason: 'unknown_name' | 'ambiguous_name'; candidates: string[] };

interface Key {
  key: string;
  /** Keys of the name from its 2nd, 3rd… word on. */
  inner: string[];
  id: string;
}

export class NameIndex {
  private readonly keys: Key[] = [];
  /** key → id → 0 when it is one of the entry's names, 1 when an alias or the id only. */
  private readonly exact = new Map<string, Map<string, 0 | 1>>();
  private readonly entries = new Map<string, NameEntry>();
  /** Whole keys and later-word keys, sorted, for beginnings by binary search (maps of 1,000 planets). */
  private readonly whole: [string, string][] = [];
  private readonly inner: [string, string][] = [];

  constructor(readonly kind: NameKind) {
    for (const entry of kind.entries) {
      if (this.entries.has(entry.id)) continue;
      this.entries.set(entry.id, entry);
      const names = LANGS.flatMap((lang) => entry.names[lang] ?? []);
      for (const [name, tier] of [...names.map((n) => [n, 0] as const), ...[...(entry.aliases ?? []), entry.id].map((n) => [n, 1] as const)]) {
        const words = nameWords(name);
        const key = words.join('');
        if (key === '') continue;
        this.keys.push({ key, inner: words.slice(1).map((_, k) => words.slice(k + 1).join('')), id: entry.id });
        let ids = this.exact.get(key);
        if (!ids) this.exact.set(key, (ids = new Map<string, 0 | 1>()));
        ids.set(entry.id, Math.min(tier, ids.get(entry.id) ?? 1) as 0 | 1);
        this.whole.push([key, entry.id]);
        for (const inner of this.keys[this.keys.length - 1]!.inner) this.inner.push([inner, entry.id]);
      }
    }
    const byKey = (a: [string, string], b: [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
    this.whole.sort(byKey);
    this.inner.sort(byKey);
  }

  get size(): number {
    return this.entries.size;
  }

  ids(): string[] {
    return [...this.entries.keys()];
  }

  resolve(text: string): Resolution {
    const query = nameKey(text);
    if (query === '') return { ok: false, reason: 'unknown_name', candidates: [] };
    const exact = this.exact.get(query);
    if (exact) {
      // A name beats an alias: "Khorne" is the warband called so before the seat whose god is Khorne.
      const named = [...exact].filter(([, tier]) => tier === 0).map(([id]) => id);
      return named.length > 0 ? this.pick(named, 0) : this.pick([...exact.keys()], 1);
    }
    if (query.length >= 2) {
      const prefixed = startingWith(this.whole, query);
      if (prefixed.length > 0) return this.pick(prefixed, 2);
    }
    if (query.length >= 3) {
      const inner = startingWith(this.inner, query);
      if (inner.length > 0) return this.pick(inner, 3);
    }
    return { ok: false, reason: 'unknown_name', candidates: [] };
  }

  /** Entries whose names are within a few edits of the text, closest first (at most `limit`). */
  nearMisses(text: string, limit = 3): string[] {
    const query = nameKey(text);
    if (query === '') return [];
    const allowed = query.length <= 4 ? 1 : query.length <= 8 ? 2 : 3;
    const best = new Map<string, number>();
    for (const k of this.keys) {
      // The whole name, or (for 4+ letters) its beginning or a later word's beginning as long as the query.
      const targets = query.length >= 4 ? [k.key, ...k.inner].flatMap((key) => [key, key.slice(0, query.length)]) : [k.key];
      const d = Math.min(...targets.map((target) => editDistance(query, target, allowed)));
      if (d <= allowed && d < (best.get(k.id) ?? Infinity)) best.set(k.id, d);
    }
    const order = [...this.entries.keys()];
    return [...best.entries()]
      .sort((a, b) => a[1] - b[1] || order.indexOf(a[0]) - order.indexOf(b[0]))
      .slice(0, limit)
      .map(([id]) => id);
  }

  /** How messages name an entry in a language. */
  label(id: string, lang: Lang): string {
    const entry = this.entries.get(id);
    return entry?.names[lang]?.[0] ?? otherLangNames(entry, lang)[0] ?? id;
  }

  /** The first name of the entry, in the language's order of preference, that names it alone; else its id. */
  printName(id: string, lang: Lang): string {
    const entry = this.entries.get(id);
    if (!entry) return id;
    for (const name of [...(entry.names[lang] ?? []), ...otherLangNames(entry, lang), ...(entry.aliases ?? []), id]) {
      const found = this.resolve(name);
      if (found.ok && found.id === id && found.tier <= 1) return name;
    }
    return id;
  }

  private pick(ids: string[], tier: MatchTier): Resolution {
    if (ids.length === 1) return { ok: true, id: ids[0]!, tier };
    const order = [...this.entries.keys()];
    return { ok: false, reason: 'ambiguous_name', candidates: [...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
  }
}

/** Distinct ids of the sorted keys that start with `prefix`. */
function startingWith(sorted: readonly [string, string][], prefix: string): string[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]![0] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const ids = new Set<string>();
  for (let i = lo; i < sorted.length && sorted[i]![0].startsWith(prefix); i += 1) ids.add(sorted[i]![1]);
  return [...ids];
}

function otherLangNames(entry: NameEntry | undefined, lang: Lang): readonly string[] {
  if (!entry) return [];
  return LANGS.filter((l) => l !== lang).flatMap((l) => entry.names[l] ?? []);
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein with adjacent transpositions), stopping early once it
 * exceeds `limit` (the result is then `limit + 1`).
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2]! + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}
