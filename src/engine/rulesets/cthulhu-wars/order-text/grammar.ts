import { z } from 'zod';
import { format } from '../../../core/catalogue.ts';
import {
  fold,
  ORDER_TEXT_MESSAGES,
  orderTextSupport,
  splitSegments,
  type OrderGrammar,
  type OrderSource,
  type OrderTextSupport,
} from '../../../core/order-text/index.ts';
import type { OrderError } from '../../../core/ruleset.ts';
import { ActionSchema, type Sheet } from '../answers.ts';
import type { Setup } from '../setup.ts';
import { DIRECTIONS, type Player, type State } from '../types.ts';
import { ACTION_KINDS } from './actions.ts';
import { assemble, entryPaths, linesOf } from './answer.ts';
import { readContext, type CwReadContext } from './context.ts';
import { DECISION_KINDS } from './decision-lines.ts';
import type { LineOrder } from './line-orders.ts';
import { cwVocabulary } from './vocabulary.ts';

/**
 * The Cthulhu Wars grammar (docs/rulesets/cthulhu-wars.md, "Orders as text"): the lines of every decision a
 * player answers — the initiative's actions, battle abilities, kills and pains, retreats, the direction of play,
 * the first player, the ritual — in Spanish and English. The framework reads the lines (core/order-text);
 * answer.ts makes them the sheet of the request open for the writer.
 */

const Id = z.string().min(1);
const LineSchema = z.union([
  z.strictObject({ type: z.literal('use'), abilities: z.array(Id).min(1) }),
  z.strictObject({ type: z.literal('direction'), direction: z.enum(DIRECTIONS) }),
  z.strictObject({ type: z.literal('first-player'), player: Id }),
  z.strictObject({ type: z.enum(['kills', 'pains']), units: z.array(Id) }),
  z.strictObject({ type: z.literal('eliminate'), unit: Id }),
  z.strictObject({ type: z.literal('ritual'), perform: z.boolean() }),
  ActionSchema,
]);

const LINE_GRAMMAR: OrderGrammar<Setup, Player, State, LineOrder[], LineOrder> = {
  kinds: [...ACTION_KINDS, ...DECISION_KINDS],
  vocabulary: (ctx) => cwVocabulary(ctx as CwReadContext),
  orders: (lines) => lines,
  sheet: (lines) => lines,
  classify(order) {
    const parsed = LineSchema.safeParse(order);
    if (!parsed.success || parsed.data.type === 'ability') return null;
    const line = parsed.data as LineOrder;
    return { kind: line.type === 'ritual' && !line.perform ? 'no-ritual' : line.type === 'direction' ? line.direction : line.type, order: line };
  },
  numbers: { min: 1, max: 60 },
  maxOrders: 100,
};

const lineText = orderTextSupport(LINE_GRAMMAR);

/** "Paso" / "Pass" alone on a line: the framework's "no orders", a pass where passing is the open choice. */
const PASS_WORDS = new Map([
  ['paso', 'Paso el turno'],
  ['pass', 'Pass my turn'],
]);

/**
 * When the writer's initiative may still pass, a line saying only "Paso" / "Pass" is the Pass action (elsewhere,
 * alone, it is "no orders": no battle ability, no more actions, no ritual). Lines keep their numbers.
 */
function passAsAction(text: string, ctx: CwReadContext): { text: string; originals: Map<number, string> } {
  const originals = new Map<number, string>();
  const open = ctx.asked === 'actions' && !(ctx.pending?.kind === 'continue' && ctx.state.initiative?.mainDone);
  if (!open) return { text, originals };
  const parts = text.split(/(\r\n|\r|\n)/);
  for (let i = 0; i < parts.length; i += 2) {
    const segments = splitSegments(parts[i]!);
    const phrase = segments.length === 1 ? PASS_WORDS.get(fold(segments[0]!.text)) : undefined;
    if (phrase === undefined) continue;
    originals.set(i / 2 + 1, segments[0]!.text);
    parts[i] = phrase;
  }
  return { text: parts.join(''), originals };
}

/** Paths of a refusal about a whole list (no one line is wrong unless the list was written on one line). */
const LISTS = new Set(['actions', 'abilities', 'kills', 'pains', 'moves']);

/** The entry of the sheet a refusal's path is about: the longest entry path it starts with, or the first inside it. */
function entryOf(paths: readonly string[], path: string): number {
  let best = -1;
  paths.forEach((p, i) => {
    const inside = p === '' || path === p || path.startsWith(`${p}.`) || path.startsWith(`${p}[`);
    if (inside && (best < 0 || p.length > paths[best]!.length)) best = i;
  });
  if (best >= 0) return best;
  return paths.findIndex((p) => p.startsWith(`${path}.`) || p.startsWith(`${path}[`));
}

export const cwOrderText: OrderTextSupport<Setup, Player, State, Sheet> = {
  parse(text, ctx) {
    const rctx = readContext(ctx);
    const { text: prepared, originals } = typeof text === 'string' ? passAsAction(text, rctx) : { text, originals: new Map<number, string>() };
    const read = lineText.parse(prepared, rctx);
    const restore = <T extends { line: number; text: string }>(item: T): T =>
      originals.has(item.line) && item.text !== '' ? { ...item, text: originals.get(item.line)! } : item;
    if (!read.ok) return { ...read, problems: read.problems.map(restore) };
    const parsed = assemble(read.sheet, read.sources.map(restore), read.notes, rctx);
    return parsed.ok ? { ...parsed, sources: parsed.sources.map(restore) } : { ...parsed, problems: parsed.problems.map(restore) };
  },
  print(sheet, ctx) {
    return lineText.print(linesOf(sheet) as LineOrder[], readContext(ctx));
  },
  pin(errors, parsed, ctx) {
    const paths = entryPaths(parsed.sheet);
    return errors.map((error: OrderError) => {
      const path = error.path;
      let source: OrderSource | undefined;
      if (path === undefined || LISTS.has(path)) {
        const mine = path === undefined ? parsed.sources : parsed.sources.filter((_, i) => paths[i]?.startsWith(`${path}[`));
        const lines = new Set(mine.map((s) => s.line));
        source = lines.size === 1 ? mine[0] : undefined;
      } else {
        const i = entryOf(paths, path);
        source = i >= 0 ? parsed.sources[i] : undefined;
      }
      const line = source?.line ?? 0;
      return {
        line,
        text: source?.text ?? '',
        reason: error.reason,
        message: line > 0 ? format(ORDER_TEXT_MESSAGES.line[ctx.lang], { line, message: error.message }) : error.message,
        index: error.index,
      };
    });
  },
};
