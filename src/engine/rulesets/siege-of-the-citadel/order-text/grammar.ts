import { z } from 'zod';
import { format } from '../../../core/catalogue.ts';
import {
  NameIndex,
  ORDER_TEXT_MESSAGES,
  orderTextSupport,
  type OrderGrammar,
  type OrderKindGrammar,
  type OrderTextSupport,
} from '../../../core/order-text/index.ts';
import { cleanSegment, splitSegments } from '../../../core/order-text/lines.ts';
import type { OrderError } from '../../../core/ruleset.ts';
import { ActionSchema, type Answer } from '../answers.ts';
import type { Player } from '../players.ts';
import type { Setup } from '../setup.ts';
import type { State } from '../state.ts';
import { ACTION_KINDS, actionKind } from './actions.ts';
import { assemble, linesOf, sourceIndex } from './answer.ts';
import {
  activateGrammar,
  buyGrammar,
  cardGrammar,
  endGrammar,
  entranceGrammar,
  holdGrammar,
  passGrammar,
  pickGrammar,
  placeGrammar,
  reinforceGrammar,
  revealGrammar,
} from './answer-lines.ts';
import { readContext, type SiegeReadContext } from './context.ts';
import { explainRefusal } from './explain.ts';
import type { LineOrder } from './line-orders.ts';
import { siegeVocabulary } from './vocabulary.ts';

/**
 * The Siege of the Citadel grammar (docs/rulesets/siege-of-the-citadel.md, "Orders as text"): the lines of every
 * request (credits, the draft, a turn's entrance, card and actions, the Legion's reinforcements, placements and
 * reveals, a card before the damage) in Spanish and English. The framework reads the lines (core/order-text);
 * answer.ts makes them the answer of the request open now.
 */
const KINDS = [
  buyGrammar,
  pickGrammar,
  passGrammar,
  entranceGrammar,
  activateGrammar,
  ...ACTION_KINDS,
  holdGrammar,
  endGrammar,
  cardGrammar,
  reinforceGrammar,
  placeGrammar,
  revealGrammar,
] as unknown as readonly OrderKindGrammar<SiegeReadContext, LineOrder>[];

const Id = z.string().min(1);
const Effect = z.union([z.literal(1), z.literal(2)]);
const LineSchema = z.discriminatedUnion('line', [
  z.object({ line: z.literal('buy'), credits: z.number().int().min(0).max(1000) }).strict(),
  z.object({ line: z.literal('pick'), card: Id, trooper: Id.optional() }).strict(),
  z.object({ line: z.literal('pass') }).strict(),
  z.object({ line: z.literal('entrance'), entrance: Id }).strict(),
  z.object({ line: z.literal('activate'), figure: Id }).strict(),
  z.object({ line: z.literal('action'), figure: Id.optional(), action: ActionSchema }).strict(),
  z.object({ line: z.literal('hold'), figure: Id.optional() }).strict(),
  z.object({ line: z.literal('end') }).strict(),
  z.object({ line: z.literal('card'), card: Id, effect: Effect, target: Id.optional() }).strict(),
  z.object({ line: z.literal('reinforce'), creature: Id, entrance: Id }).strict(),
  z.object({ line: z.literal('place'), creature: Id, square: Id.optional() }).strict(),
  z.object({ line: z.literal('reveal'), section: Id }).strict(),
]);

const LINE_GRAMMAR: OrderGrammar<Setup, Player, State, LineOrder[], LineOrder> = {
  kinds: KINDS,
  vocabulary: (ctx) => siegeVocabulary(ctx as SiegeReadContext),
  orders: (lines) => lines,
  sheet: (lines) => lines,
  classify(order) {
    const parsed = LineSchema.safeParse(order);
    if (!parsed.success) return null;
    const line = parsed.data as LineOrder;
    if (line.line !== 'action') return { kind: line.line, order: line };
    const kind = actionKind(line.action);
    return kind === null ? null : { kind, order: line };
  },
  numbers: { min: 0, max: 1000 },
  maxOrders: 200,
};

const lineText = orderTextSupport(LINE_GRAMMAR);

const SQUARE = '[a-z]{1,2}\\d{1,2}';
/** Squares of a path written one after another ("a5 a6", "a5-a6", "a5 → a6"): commas between them, for the list. */
const PATH_RUN = new RegExp(`(?<![\\p{L}\\p{N}])(${SQUARE})(?:\\s*(?:-|–|—|>|→|,)\\s*|\\s+)(?=(?:${SQUARE}|off|fuera|out)(?![\\p{L}\\p{N}]))`, 'giu');

/**
 * Forum shorthand the words do not read, made plain before reading (line numbers kept): squares of a path one
 * after another get commas ("a5 a6 a7" → "a5, a6, a7"); a line that is only a figure's name and a colon ("Valerie
 * Duval:", over its actions) starts that figure's activation.
 */
export function prepare(text: string, ctx: SiegeReadContext): string {
  const figures = new NameIndex(siegeVocabulary(ctx).figure!);
  return text
    .split(/(\r\n|\r|\n)/)
    .map((line) => {
      const withCommas = line.replace(PATH_RUN, '$1, ');
      const cleaned = cleanSegment(withCommas);
      if (!cleaned.endsWith(':')) return withCommas;
      const name = cleaned.slice(0, -1).trim();
      const found = name === '' ? null : figures.resolve(name);
      return found?.ok ? `${ctx.lang === 'es' ? 'Activo' : 'Activate'} ${name}` : withCommas;
    })
    .join('');
}

/**
 * Lines, sources and messages show what the player wrote, not the prepared text: each prepared segment is put
 * back as the segment of the same place on the written line.
 */
function asWritten<T extends { line: number; text: string; message?: string }>(items: readonly T[], written: string, prepared: string): T[] {
  const lines = written.split(/\r\n|\r|\n/);
  const preparedLines = prepared.split(/\r\n|\r|\n/);
  return items.map((item) => {
    if (item.line <= 0 || lines[item.line - 1] === preparedLines[item.line - 1]) return item;
    const before = splitSegments(lines[item.line - 1] ?? '').map((s) => s.text);
    const after = splitSegments(preparedLines[item.line - 1] ?? '').map((s) => s.text);
    const j = after.indexOf(item.text);
    if (j < 0 || before.length !== after.length) return item;
    const text = before[j]!;
    return { ...item, text, ...(item.message !== undefined ? { message: item.message.split(item.text).join(text) } : {}) };
  });
}

export const siegeOrderText: OrderTextSupport<Setup, Player, State, Answer> = {
  parse(text, ctx) {
    const rctx = readContext(ctx);
    if (typeof text !== 'string') return lineText.parse(text, rctx) as ReturnType<OrderTextSupport<Setup, Player, State, Answer>['parse']>;
    const prepared = prepare(text, rctx);
    const read = lineText.parse(prepared, rctx);
    const parsed = read.ok ? assemble(read.sheet, asWritten(read.sources, text, prepared), asWritten(read.notes, text, prepared), rctx) : read;
    return parsed.ok ? parsed : { ...parsed, problems: asWritten(parsed.problems, text, prepared), notes: asWritten(parsed.notes, text, prepared) };
  },
  print(sheet, ctx) {
    return lineText.print(linesOf(sheet) as LineOrder[], readContext(ctx));
  },
  pin(errors, parsed, ctx) {
    const rctx = readContext(ctx);
    return errors.map((error: OrderError) => {
      const i = sourceIndex(parsed.sheet, error.path);
      const source = i === null ? undefined : parsed.sources[i];
      const extra = explainRefusal(error, parsed.sheet, rctx);
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
  },
};
