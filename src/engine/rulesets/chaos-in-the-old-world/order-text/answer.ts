import { format, translate } from '../../../core/catalogue.ts';
import { ORDER_TEXT_MESSAGES, type OrderSource, type ParsedOrderText, type TextNote, type TextProblem } from '../../../core/order-text/index.ts';
import { upgradesDue } from '../answers.ts';
import type { Reason } from '../reasons.ts';
import type { Sheet } from '../sheets.ts';
import type { CowReadContext } from './context.ts';
import { answerKindOf, type AnswerKind, type LineOrder } from './line-orders.ts';
import { COW_TEXT_MESSAGES, type CowTextMessageKey } from './messages.ts';

/**
 * The lines of a pasted answer → the sheet of the request open for the writer (decisions.ts):
 * - a summoning turn is exactly one line (summon, card or pass); no line at all ("Sin órdenes", "Paso") is a pass;
 * - a hit assignment is one hit line per target, kept in the order written (the sheet's `hits`); no line is no hit;
 * - an upgrade choice is the cards of its lines in the order written; no line is refused (the dial owes cards).
 * A line answering another kind of request is refused on its line with the prompt of the open one; when the
 * writer is asked nothing, the lines must still be of one kind (checkSheet then says the writer is not asked).
 * `sources[i]` is where entry i of the sheet was written: the answer's line, each hit's, each upgrade card's.
 */
export function assemble(lines: readonly LineOrder[], written: readonly OrderSource[], notes: TextNote[], ctx: CowReadContext): ParsedOrderText<Sheet> {
  const say = (key: CowTextMessageKey, params: Record<string, string | number> = {}) => translate(COW_TEXT_MESSAGES, key, ctx.lang, params);
  const problems: TextProblem[] = [];
  const problem = (at: OrderSource | null, reason: Reason | 'too_many_orders', message: string) =>
    problems.push({
      line: at?.line ?? 0,
      text: at?.text ?? '',
      reason,
      message: at ? format(ORDER_TEXT_MESSAGES.line[ctx.lang], { line: at.line, message }) : message,
    });
  const asked = requestKind(ctx);

  if (lines.length === 0) {
    if (asked === 'assign-hits') return { ok: true, sheet: { action: 'assign', hits: [] }, sources: [], notes };
    if (asked === 'upgrade' && ctx.god) {
      problem(null, 'wrong_upgrade_count', say('problem.upgradesNeeded', { n: upgradesDue(ctx.setup, ctx.state, ctx.god) }));
      return { ok: false, problems, notes };
    }
    return { ok: true, sheet: { action: 'pass' }, sources: [], notes };
  }

  const kinds = lines.map(answerKindOf);
  const expected = asked ?? kinds[0]!;
  const first = kinds.indexOf(expected);
  const prompt = ctx.request?.prompt[ctx.lang] ?? '';
  kinds.forEach((kind, i) => {
    if (kind === expected) return;
    const params = { text: written[i]!.text, answer: say(`answer.${kind}`) };
    if (asked !== null) problem(written[i]!, 'wrong_decision', say('problem.wrongRequest', { ...params, prompt }));
    else problem(written[i]!, 'wrong_decision', say('problem.mixed', { ...params, first: written[first]!.line, other: say(`answer.${expected}`) }));
  });
  if (problems.length > 0) return { ok: false, problems, notes };

  if (expected === 'summon') {
    written.slice(1).forEach((at) => problem(at, 'too_many_orders', say('problem.oneAction', { first: written[0]!.line })));
    if (problems.length > 0) return { ok: false, problems, notes };
    return { ok: true, sheet: lines[0] as Sheet, sources: [written[0]!], notes };
  }
  if (expected === 'assign-hits') {
    const hits = lines.flatMap((l) => (l.action === 'hit' ? [{ target: l.target, count: l.count }] : []));
    return { ok: true, sheet: { action: 'assign', hits }, sources: [...written], notes };
  }
  const upgrades: string[] = [];
  const sources: OrderSource[] = [];
  lines.forEach((l, i) => {
    if (l.action !== 'upgrade') return;
    for (const id of l.upgrades) {
      upgrades.push(id);
      sources.push(written[i]!);
    }
  });
  return { ok: true, sheet: { action: 'upgrade', upgrades }, sources, notes };
}

/** The kind of the request open for the writer, or null when they are asked nothing now. */
function requestKind(ctx: CowReadContext): AnswerKind | null {
  const kind = ctx.request?.kind;
  return kind === 'summon' || kind === 'assign-hits' || kind === 'upgrade' ? kind : null;
}

/** The lines that print a sheet: its one line, a line per hit, one line with every upgrade card. A pass prints as "Paso". */
export function linesOf(sheet: Sheet): unknown[] {
  switch (sheet?.action) {
    case 'assign':
      return Array.isArray(sheet.hits) ? sheet.hits.map((h) => ({ action: 'hit', target: h?.target, count: h?.count })) : [sheet];
    case 'upgrade':
      return Array.isArray(sheet.upgrades) && sheet.upgrades.length === 0 ? [] : [sheet];
    default:
      return [sheet];
  }
}
