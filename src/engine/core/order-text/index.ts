/**
 * Orders as text (issue 36): the framework a ruleset's grammar is written with. A pasted forum post is split
 * into lines (markup and list noise removed), each line read against the grammar's patterns in every language,
 * names matched without case or accents with a "did you mean" for near misses, and every problem pinned to its
 * line. docs/rulesets.md, "Orders as text".
 */
export { splitSegments, type Segment } from './lines.ts';
export { joinList, ORDER_TEXT_MESSAGES, ORDER_TEXT_REASONS, quoted, type OrderTextReason } from './messages.ts';
export { editDistance, NameIndex, type NameEntry, type NameKind, type Resolution, type Vocabulary } from './names.ts';
export { fold, nameKey } from './normalize.ts';
export { compilePattern } from './patterns.ts';
export { ORDER_TEXT_LIMITS, orderTextSupport, stableJson } from './support.ts';
export type {
  BuildTools,
  OrderGrammar,
  OrderKindGrammar,
  OrderSource,
  OrderTextContext,
  OrderTextSupport,
  ParsedOrderText,
  PrintTools,
  Slots,
  TextNote,
  TextProblem,
} from './types.ts';
