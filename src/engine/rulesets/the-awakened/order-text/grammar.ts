import { z } from 'zod';
import { format, translate } from '../../../core/catalogue.ts';
import {
  ORDER_TEXT_MESSAGES,
  orderTextSupport,
  type OrderGrammar,
  type OrderKindGrammar,
  type OrderTextSupport,
  type TextProblem,
} from '../../../core/order-text/index.ts';
import type { OrderError } from '../../../core/ruleset.ts';
import { BUILDINGS, LIMITS, RAID_OPTIONS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import type { Player, Setup, Sheet, State } from '../schemas.ts';
import { buildGrammar, formGrammar, marchGrammar, raidGrammar } from './actions.ts';
import { assembleActions, assembleMoves, flatIndex, linesOf } from './answer.ts';
import { readContext, type AwakenedReadContext } from './context.ts';
import type { ActionsLine, MovesLine } from './line-orders.ts';
import { AWAKENED_TEXT_MESSAGES } from './messages.ts';
import { exploreGrammar, moveGrammar } from './moves.ts';
import { awakenedVocabulary } from './vocabulary.ts';

/**
 * The Awakened grammar (docs/rulesets/the-awakened.md, "Orders as text"): the two answered steps of a turn, step A
 * (moves and exploring) and step B (build, form military, move and raid with it), in Spanish and English. The
 * framework reads the lines with the open step's grammar (core/order-text); answer.ts makes them its sheet.
 */

const Land = z.string().min(1);
const Count = z.number().int().min(0).max(LIMITS.count);
const UnitsSchema = z.union([z.object({ m: Count, v: Count }).strict(), z.object({ units: Count }).strict()]);
const MoveLineSchema = z
  .object({ kind: z.literal('move'), from: Land.optional(), to: Land, via: Land.optional(), population: Count, resources: Count })
  .strict();
const ActionsLineSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('build'), land: Land, buildings: z.array(z.enum(BUILDINGS)).min(1) }).strict(),
  z.object({ kind: z.literal('form'), land: Land, count: Count.min(1) }).strict(),
  z.object({ kind: z.literal('march'), from: Land.optional(), to: Land, via: Land.optional(), units: UnitsSchema }).strict(),
  z
    .object({
      kind: z.literal('raid'),
      from: Land.optional(),
      to: Land,
      units: UnitsSchema,
      option: z.enum(RAID_OPTIONS),
      buildings: z.array(z.enum(BUILDINGS)),
      moveIn: Count,
    })
    .strict(),
]);

function lineGrammar<Line extends { kind: string }>(
  kinds: readonly OrderKindGrammar<AwakenedReadContext, Line>[],
  schema: z.ZodType<Line>,
): OrderGrammar<Setup, Player, State, Line[], Line> {
  return {
    kinds: kinds as unknown as OrderGrammar<Setup, Player, State, Line[], Line>['kinds'],
    vocabulary: (ctx) => awakenedVocabulary(ctx as AwakenedReadContext),
    orders: (lines) => lines,
    sheet: (lines) => lines,
    classify(order) {
      const parsed = schema.safeParse(order);
      return parsed.success ? { kind: parsed.data.kind, order: parsed.data } : null;
    },
    numbers: { min: 0, max: LIMITS.count },
    maxOrders: LIMITS.orders,
  };
}

const movesText = orderTextSupport(lineGrammar<MovesLine>([moveGrammar, exploreGrammar], MoveLineSchema as z.ZodType<MovesLine>));
const actionsText = orderTextSupport(
  lineGrammar<ActionsLine>(
    [buildGrammar, formGrammar, marchGrammar, raidGrammar] as OrderKindGrammar<AwakenedReadContext, ActionsLine>[],
    ActionsLineSchema as z.ZodType<ActionsLine>,
  ),
);

const STEP_HEADING = /^\W*(?:paso|step)\s+[ab](?:\s*[-–—:.(].*)?\W*$/iu;
const BBCODE = /\[\/?[a-z*][^\]\n]{0,200}\]/gi;

/**
 * Forum shorthand the words do not split: "2M 1V", "3P 2R" become "2 M 1 V", "3 P 2 R" (line numbers kept);
 * a line naming a step ("Paso A", "Step B — actions") is no order.
 */
export function prepare(text: string): string {
  return text
    .split(/(\r\n|\r|\n)/)
    .map((line) => (STEP_HEADING.test(line.replace(BBCODE, '')) ? '' : line.replace(/(?<![\p{L}\p{N}])(\d{1,2})([mvprMVPR])(?![\p{L}\p{N}])/gu, '$1 $2')))
    .join('');
}

/** Problems of reading a line (not of the whole text): a line with only these may be an order of the other step. */
const READING = new Set(['unrecognised_order', 'malformed_order', 'unknown_name', 'ambiguous_name', 'bad_number']);

/**
 * A line the open step does not read but the other step does is refused as an order of the other step (the
 * server's `wrong_step`), so that nothing is silently left for later.
 */
function otherStep(problems: readonly TextProblem[], ctx: AwakenedReadContext): TextProblem[] {
  const step = ctx.state.step;
  const other = step === 'moves' ? actionsText : movesText;
  const name = (s: string) => translate(MESSAGES, s === 'moves' ? 'step.moves' : 'step.actions', ctx.lang);
  const out: TextProblem[] = [];
  const done = new Set<string>();
  for (const p of problems) {
    const key = `${p.line}\n${p.text}`;
    if (done.has(key)) continue;
    const same = problems.filter((q) => q.line === p.line && q.text === p.text);
    if (p.line === 0 || !same.every((q) => READING.has(q.reason)) || !other.parse(p.text, ctx).ok) {
      out.push(p);
      continue;
    }
    done.add(key);
    const message = translate(AWAKENED_TEXT_MESSAGES, step === 'moves' ? 'problem.laterStep' : 'problem.pastStep', ctx.lang, {
      text: p.text,
      other: name(step === 'moves' ? 'actions' : 'moves'),
      step: name(step),
    });
    out.push({ line: p.line, text: p.text, reason: 'wrong_step', message: format(ORDER_TEXT_MESSAGES.line[ctx.lang], { line: p.line, message }) });
  }
  return out;
}

export const awakenedOrderText: OrderTextSupport<Setup, Player, State, Sheet> = {
  parse(text, ctx) {
    const rctx = readContext(ctx);
    const prepared = typeof text === 'string' ? prepare(text) : text;
    if (rctx.state.step === 'moves') {
      const read = movesText.parse(prepared, rctx);
      return read.ok ? assembleMoves(read.sheet, read.sources, read.notes, rctx) : { ...read, problems: otherStep(read.problems, rctx) };
    }
    const read = actionsText.parse(prepared, rctx);
    return read.ok ? assembleActions(read.sheet, read.sources, read.notes, rctx) : { ...read, problems: otherStep(read.problems, rctx) };
  },
  print(sheet, ctx) {
    const rctx = readContext(ctx);
    const lines = linesOf(sheet);
    return typeof sheet === 'object' && sheet !== null && 'moves' in sheet
      ? movesText.print(lines as MovesLine[], rctx)
      : actionsText.print(lines as ActionsLine[], rctx);
  },
  pin(errors, parsed, ctx) {
    return errors.map((error: OrderError) => {
      const i = flatIndex(parsed.sheet, error.path);
      const source = i === null ? undefined : parsed.sources[i];
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
