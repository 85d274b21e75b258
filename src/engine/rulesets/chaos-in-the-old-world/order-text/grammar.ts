import { z } from 'zod';
import { format } from '../../../core/catalogue.ts';
import {
  ORDER_TEXT_MESSAGES,
  orderTextSupport,
  type OrderGrammar,
  type OrderKindGrammar,
  type OrderSource,
  type OrderTextSupport,
} from '../../../core/order-text/index.ts';
import type { OrderError } from '../../../core/ruleset.ts';
import { LIMITS } from '../ids.ts';
import type { Player } from '../players.ts';
import type { Setup } from '../schemas.ts';
import { CardAnswerSchema, PassAnswerSchema, SummonAnswerSchema, type Sheet } from '../sheets.ts';
import type { State } from '../state.ts';
import { assemble, linesOf } from './answer.ts';
import { readContext, type CowReadContext } from './context.ts';
import { explainRefusal } from './explain.ts';
import { hitGrammar, upgradeGrammar } from './hits.ts';
import type { LineOrder } from './line-orders.ts';
import { cardGrammar, passGrammar, summonGrammar } from './summon.ts';
import { cowVocabulary } from './vocabulary.ts';

/**
 * The Chaos in the Old World grammar (docs/rulesets/chaos-in-the-old-world.md, "Orders as text"): the lines of
 * the three decisions a player answers (summoning turn, hit assignment, upgrade cards) in Spanish and English.
 * The framework reads the lines (core/order-text); answer.ts makes them the sheet of the request open now.
 */
const KINDS = [summonGrammar, cardGrammar, passGrammar, hitGrammar, upgradeGrammar] as unknown as readonly OrderKindGrammar<CowReadContext, LineOrder>[];

const LineSchema = z.discriminatedUnion('action', [
  SummonAnswerSchema,
  CardAnswerSchema,
  PassAnswerSchema,
  z.object({ action: z.literal('hit'), target: z.string().min(1), count: z.number().int().min(1).max(LIMITS.hitsPerAnswer) }).strict(),
  z.object({ action: z.literal('upgrade'), upgrades: z.array(z.string().min(1)).min(1) }).strict(),
]);

const LINE_GRAMMAR: OrderGrammar<Setup, Player, State, LineOrder[], LineOrder> = {
  kinds: KINDS,
  vocabulary: (ctx) => cowVocabulary(ctx as CowReadContext),
  orders: (lines) => lines,
  sheet: (lines) => lines,
  classify(order) {
    const parsed = LineSchema.safeParse(order);
    return parsed.success ? { kind: parsed.data.action, order: parsed.data as LineOrder } : null;
  },
  numbers: { min: 1, max: LIMITS.hitsPerAnswer },
  maxOrders: 100,
};

const lineText = orderTextSupport(LINE_GRAMMAR);

/** Paths of a refusal that are about the whole answer (no one line is wrong). */
const WHOLE = new Set(['action', 'hits', 'upgrades']);

export const cowOrderText: OrderTextSupport<Setup, Player, State, Sheet> = {
  parse(text, ctx) {
    const rctx = readContext(ctx);
    const read = lineText.parse(text, rctx);
    return read.ok ? assemble(read.sheet, read.sources, read.notes, rctx) : read;
  },
  print(sheet, ctx) {
    return lineText.print(linesOf(sheet) as LineOrder[], readContext(ctx));
  },
  pin(errors, parsed, ctx) {
    const rctx = readContext(ctx);
    const lines = new Set(parsed.sources.map((s) => s.line));
    return errors.map((error: OrderError) => {
      const entry = /^(?:hits|upgrades)\[(\d+)\]/.exec(error.path ?? '');
      const source: OrderSource | undefined = entry
        ? parsed.sources[Number(entry[1])]
        : (error.path !== undefined && !WHOLE.has(error.path)) || lines.size === 1
          ? parsed.sources[0]
          : undefined;
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
