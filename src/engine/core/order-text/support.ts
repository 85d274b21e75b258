import { format, type Lang } from '../catalogue.ts';
import type { OrderError } from '../ruleset.ts';
import { splitSegments, type Segment } from './lines.ts';
import { joinList, ORDER_TEXT_MESSAGES, quoted, type OrderTextMessageKey, type OrderTextReason } from './messages.ts';
import { editDistance, NameIndex, type NameKind, type Vocabulary } from './names.ts';
import { fold } from './normalize.ts';
import { leadingKeywords } from './patterns.ts';
import { compileKinds, readSegment, type CompiledKind, type SlotFailure } from './read-segment.ts';
import { tokenize, type Token } from './tokens.ts';
import type { OrderGrammar, OrderSource, OrderTextContext, OrderTextSupport, PrintTools, TextNote, TextProblem } from './types.ts';

/** Limits that keep a paste cheap to read (a forum turn is a few hundred characters). */
export const ORDER_TEXT_LIMITS = { textLength: 20_000, lineLength: 400, lineTokens: 80 } as const;

/** "No orders" in either language: the whole text, alone, is an empty sheet. */
const NONE = new Set(['sin ordenes', 'ninguna orden', 'ninguna', 'nada', 'paso', 'no orders', 'no order', 'none', 'nothing', 'pass'].map(fold));

/** The `orderText` member of a ruleset from its grammar. */
export function orderTextSupport<Setup, PlayerData, State, Sheet, Order>(
  grammar: OrderGrammar<Setup, PlayerData, State, Sheet, Order>,
): OrderTextSupport<Setup, PlayerData, State, Sheet> {
  const kinds = compileKinds(grammar.kinds);
  type Ctx = OrderTextContext<Setup, PlayerData, State>;

  const indexes = (vocabulary: Vocabulary) => (kind: string) => nameIndex(vocabulary[kind] ?? { label: { es: kind, en: kind }, entries: [] });

  type ReadResult = { order: Order } | { problems: TextProblem[] } | { heading: string | null };

  /**
   * One segment → its order, or its problems; notes are added to `notes`. A heading ("Invasiones:") that reads as
   * no order is skipped; when it starts like an order it is put before the next lines that do not read alone
   * ("- Cadia x3" under "Invasiones:").
   */
  const readOne = (segment: Segment, ctx: Ctx, index: (kind: string) => NameIndex, notes: TextNote[], heading: string | null): ReadResult => {
    const say = (key: OrderTextMessageKey, params: Record<string, string | number> = {}) => format(ORDER_TEXT_MESSAGES[key][ctx.lang], params);
    const problem = (reason: OrderTextReason, message: string, suggestions?: string[]): TextProblem => ({
      line: segment.line,
      text: segment.text,
      reason,
      message: say('line', { line: segment.line, message }),
      ...(suggestions && suggestions.length > 0 ? { suggestions } : {}),
    });
    const tooLong = () => ({ problems: [problem('line_too_long', say('line_too_long', { max: ORDER_TEXT_LIMITS.lineLength }))] });
    if (segment.text.length > ORDER_TEXT_LIMITS.lineLength) return tooLong();
    const tokens = tokenize(segment.text);
    if (tokens.length > ORDER_TEXT_LIMITS.lineTokens) return tooLong();
    const read = (text: string, words: Token[]) => readSegment(text, words, kinds, { index, numbers: grammar.numbers });
    const startsOrder = kinds.findIndex((k) => k.patterns.some((p) => leadingKeywords(p).some((alt) => alt.every((w, j) => tokens[j]?.norm === w))));
    let best = read(segment.text, tokens);
    if (heading !== null && (best === null || best.failures.length > 0)) {
      const text = `${heading} ${segment.text}`;
      const underHeading = read(text, tokenize(text));
      if (underHeading !== null && (best === null || underHeading.failures.length < best.failures.length)) best = underHeading;
    }
    if (segment.heading && (best === null || best.failures.length > 0)) return { heading: startsOrder >= 0 ? segment.text : null };
    if (best === null) {
      if (startsOrder >= 0)
        return {
          problems: [
            problem('malformed_order', say('malformed_order', { text: segment.text, usage: quoted(grammar.kinds[startsOrder]!.usage[ctx.lang], ctx.lang) })),
          ],
        };
      const usages = grammar.kinds.map((k) => quoted(k.usage[ctx.lang], ctx.lang)).join(', ');
      const guess = tokens[0] ? closestKeyword(tokens[0].norm, kinds) : null;
      const message = say('unrecognised_order', { text: segment.text, usages }) + (guess ? ` ${say('did_you_mean_word', { word: guess })}` : '');
      return { problems: [problem('unrecognised_order', message)] };
    }
    if (best.failures.length > 0) return { problems: best.failures.map((f) => slotProblem(f, ctx.lang, index, grammar.numbers, problem, say)) };
    const kind = grammar.kinds[best.kind]!;
    const lineNotes: string[] = [];
    const built = kind.build(best.slots, {
      ctx,
      source: { line: segment.line, text: segment.text },
      note: (message) => lineNotes.push(message),
      label: (k, id) => index(k).label(id, ctx.lang),
    });
    if (isProblem(built)) return { problems: [problem('malformed_order', built.problem)] };
    for (const message of lineNotes) notes.push({ line: segment.line, text: segment.text, message: say('line', { line: segment.line, message }) });
    return { order: built };
  };

  const parse: OrderTextSupport<Setup, PlayerData, State, Sheet>['parse'] = (text, ctx) => {
    const say = (key: OrderTextMessageKey, params: Record<string, string | number> = {}) => format(ORDER_TEXT_MESSAGES[key][ctx.lang], params);
    const whole = (reason: OrderTextReason, message: string) => ({ ok: false as const, problems: [{ line: 0, text: '', reason, message }], notes: [] });
    if (typeof text !== 'string' || text.length > ORDER_TEXT_LIMITS.textLength) {
      return whole('text_too_long', say('text_too_long', { length: typeof text === 'string' ? text.length : 0, max: ORDER_TEXT_LIMITS.textLength }));
    }
    const segments = splitSegments(text);
    const none = segments.filter((s) => NONE.has(fold(s.text)));
    if (none.length > 0 && none.length === segments.length) return { ok: true, sheet: grammar.sheet([]), sources: [], notes: [] };
    const index = indexes(grammar.vocabulary(ctx));
    const orders: Order[] = [];
    const sources: OrderSource[] = [];
    const problems: TextProblem[] = [];
    const notes: TextNote[] = [];
    let heading: string | null = null;
    for (const segment of segments) {
      if (NONE.has(fold(segment.text))) {
        problems.push({
          line: segment.line,
          text: segment.text,
          reason: 'none_with_orders',
          message: say('line', { line: segment.line, message: say('none_with_orders', { text: segment.text }) }),
        });
        continue;
      }
      const read = readOne(segment, ctx, index, notes, heading);
      if ('heading' in read) heading = read.heading;
      else if ('problems' in read) problems.push(...read.problems);
      else {
        orders.push(read.order);
        sources.push({ line: segment.line, text: segment.text });
      }
    }
    if (problems.length === 0 && orders.length === 0) return whole('empty_text', say('empty_text', { none: ORDER_TEXT_MESSAGES.no_orders[ctx.lang] }));
    if (orders.length > grammar.maxOrders)
      problems.push({ line: 0, text: '', reason: 'too_many_orders', message: say('too_many_orders', { count: orders.length, max: grammar.maxOrders }) });
    if (problems.length > 0) return { ok: false, problems, notes };
    return { ok: true, sheet: grammar.sheet(orders), sources, notes };
  };

  const print: OrderTextSupport<Setup, PlayerData, State, Sheet>['print'] = (sheet, ctx) => {
    const orders = grammar.orders(sheet);
    if (orders.length === 0) return ORDER_TEXT_MESSAGES.no_orders[ctx.lang];
    const index = indexes(grammar.vocabulary(ctx));
    const tools: PrintTools<Ctx> = {
      ctx,
      lang: ctx.lang,
      name: (kind, id) => index(kind).printName(id, ctx.lang),
      list: (kind, ids) =>
        joinList(
          ids.map((id) => index(kind).printName(id, ctx.lang)),
          ctx.lang,
        ),
    };
    return orders
      .map((raw) => {
        const classified = grammar.classify(raw, ctx);
        const kind = classified && grammar.kinds.find((k) => k.kind === classified.kind);
        if (!classified || !kind) return `?? ${JSON.stringify(raw) ?? ''}`;
        const candidates = kind.print(classified.order, tools);
        const wanted = stableJson(classified.order);
        // A candidate reads back when, pasted alone, it is one order equal to this one (a name holding ";" or
        // ending in ":" would not be).
        const readsBack = candidates.find((candidate) => {
          const segments = splitSegments(candidate);
          if (segments.length !== 1 || segments[0]!.heading) return false;
          const read = readOne(segments[0]!, ctx, index, [], null);
          return 'order' in read && stableJson(read.order) === wanted;
        });
        return readsBack ?? candidates[0] ?? `?? ${JSON.stringify(raw) ?? ''}`;
      })
      .join('\n');
  };

  const pin: OrderTextSupport<Setup, PlayerData, State, Sheet>['pin'] = (errors, parsed, ctx) => {
    const orders = grammar.orders(parsed.sheet);
    return errors.map((error: OrderError) => {
      const source = parsed.sources[error.index];
      const extra = grammar.explain?.(error, orders[error.index], ctx) ?? null;
      const message = extra ? `${error.message} ${extra}` : error.message;
      const line = source?.line ?? 0;
      return {
        line,
        text: source?.text ?? '',
        reason: error.reason,
        message: line > 0 ? format(ORDER_TEXT_MESSAGES.line[ctx.lang], { line, message }) : message,
        index: error.index,
      };
    });
  };

  return { parse, print, pin };
}

/** One index per vocabulary kind object: a grammar that returns the same kind objects for a position reuses them. */
const INDEXES = new WeakMap<NameKind, NameIndex>();
function nameIndex(kind: NameKind): NameIndex {
  let index = INDEXES.get(kind);
  if (!index) INDEXES.set(kind, (index = new NameIndex(kind)));
  return index;
}

function isProblem(value: unknown): value is { problem: string } {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 1 && typeof (value as { problem?: unknown }).problem === 'string';
}

function slotProblem(
  failure: SlotFailure,
  lang: Lang,
  index: (kind: string) => NameIndex,
  numbers: { min: number; max: number },
  problem: (reason: OrderTextReason, message: string, suggestions?: string[]) => TextProblem,
  say: (key: OrderTextMessageKey, params?: Record<string, string | number>) => string,
): TextProblem {
  if (failure.t === 'number') return problem('bad_number', say('bad_number', { value: failure.text, min: numbers.min, max: numbers.max }));
  const names = index(failure.kind);
  const label = (id: string) => names.label(id, lang);
  if (failure.resolution.reason === 'ambiguous_name') {
    const candidates = failure.resolution.candidates.map(label);
    return problem(
      'ambiguous_name',
      say('ambiguous_name', {
        name: failure.text,
        names: joinList(
          candidates.map((c) => quoted(c, lang)),
          lang,
          'or',
        ),
      }),
      candidates,
    );
  }
  const near = names.nearMisses(failure.text).map(label);
  const base = say('unknown_name', { name: failure.text, kind: names.kind.label[lang] });
  if (near.length > 0) return problem('unknown_name', `${base} ${say('did_you_mean', { names: joinList(near, lang, 'or') })}`, near);
  if (names.size > 0 && names.size <= 12) return problem('unknown_name', `${base} ${say('options', { names: joinList(names.ids().map(label), lang) })}`);
  return problem('unknown_name', base);
}

/** The order keyword closest to a word that starts no order ("Inavdo" → "invado"), or null. */
function closestKeyword(word: string, kinds: readonly CompiledKind[]): string | null {
  const allowed = word.length <= 4 ? 1 : 2;
  let best: { word: string; d: number } | null = null;
  for (const k of kinds) {
    for (const pattern of k.patterns) {
      for (const alt of leadingKeywords(pattern)) {
        const first = alt[0]!;
        const d = editDistance(word, first, allowed);
        if (d <= allowed && (best === null || d < best.d)) best = { word: first, d };
      }
    }
  }
  return best?.word ?? null;
}

/** JSON with sorted keys: two orders with the same content compare equal whatever their key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
