import type { Lang, Text } from '../catalogue.ts';
import type { OrderError } from '../ruleset.ts';
import type { Vocabulary } from './names.ts';

/** What a text is read against: the open position and whose sheet it is. */
export interface OrderTextContext<Setup = unknown, PlayerData = unknown, State = unknown> {
  setup: Setup;
  players: PlayerData[];
  state: State;
  /** The writer (a Lords of Chaos alliance always includes them). */
  player: string;
  /** The language of messages, notes and printed text. The text may be written in any language the grammar reads. */
  lang: Lang;
}

/** Where an order of a parsed sheet was written: sheet order i ↔ sources[i]. */
export interface OrderSource {
  /** 1-based line of the pasted text. */
  line: number;
  /** The order as written, without markup. */
  text: string;
}

/** Something in the text that stops it being saved, pinned to its line (0: the whole text). */
export interface TextProblem {
  line: number;
  text: string;
  /** `ORDER_TEXT_REASONS` for reading problems; the ruleset's own reason for a `checkSheet` error pinned by `pin`. */
  reason: string;
  /** In the context's language, starting with the line ("Línea 3: …", "Line 3: …"). */
  message: string;
  /** Names the player may have meant (near misses, or the candidates of an ambiguous name), as they are printed. */
  suggestions?: string[];
  /** The sheet's order index, for a pinned `checkSheet` error. */
  index?: number;
}

/** Something understood but worth telling (a "from X" that changes nothing, a default taken). */
export interface TextNote {
  line: number;
  text: string;
  message: string;
}

export type ParsedOrderText<Sheet> =
  { ok: true; sheet: Sheet; sources: OrderSource[]; notes: TextNote[] } | { ok: false; problems: TextProblem[]; notes: TextNote[] };

/**
 * Orders as text (the `orderText` member of a ruleset): a pasted forum post → the sheet, and a sheet → its
 * canonical text, which parses back to the same sheet. Pure; nothing here throws on what a player types.
 */
export interface OrderTextSupport<Setup = unknown, PlayerData = unknown, State = unknown, Sheet = unknown> {
  /** The whole text, or every problem with its line; nothing partial. Legality is `checkSheet`'s (then `pin`). */
  parse(text: string, ctx: OrderTextContext<Setup, PlayerData, State>): ParsedOrderText<Sheet>;
  /** The canonical text of a sheet in `ctx.lang`, one order per line (an empty sheet: "Sin órdenes" / "No orders"). */
  print(sheet: Sheet, ctx: OrderTextContext<Setup, PlayerData, State>): string;
  /** `checkSheet`'s errors on a parsed sheet, each pinned to the line of its order, in plain words. */
  pin(errors: readonly OrderError[], parsed: { sheet: Sheet; sources: readonly OrderSource[] }, ctx: OrderTextContext<Setup, PlayerData, State>): TextProblem[];
}

/** Values of the slots of one reading: ids for names, numbers, id lists. Absent: the clause was not written. */
export type Slots = Readonly<Record<string, string | number | readonly string[]>>;

export interface BuildTools<Ctx> {
  ctx: Ctx;
  /** The segment being read. */
  source: OrderSource;
  /** Tells the player something about this line without refusing it (in `ctx.lang`). */
  note(message: string): void;
  /** How the vocabulary names a thing in `ctx.lang` (for notes). */
  label(kind: string, id: string): string;
}

export interface PrintTools<Ctx> {
  ctx: Ctx;
  lang: Lang;
  /** A name that reads back as this id alone (the preferred name of the language when it does). */
  name(kind: string, id: string): string;
  /** "A, B y C" / "A, B and C" of such names. */
  list(kind: string, ids: readonly string[]): string;
}

/** One order kind of a grammar: how it is written in each language and printed. */
export interface OrderKindGrammar<Ctx, Order> {
  kind: string;
  /** The canonical form for messages ("Invado <planeta> con <n>"). */
  usage: Text;
  /** Patterns per language (core/order-text/patterns.ts), most specific first; every language is read always. */
  patterns: Partial<Record<Lang, readonly string[]>>;
  /** The order from one reading's slots, or a problem (message in `ctx.lang`) when they cannot make one. */
  build(slots: Slots, tools: BuildTools<Ctx>): Order | { problem: string };
  /** Candidate texts of the order in `tools.lang`, the most natural first (the first that reads back the same wins). */
  print(order: Order, tools: PrintTools<Ctx>): string[];
}

/** A ruleset's grammar: data and small functions next to its schema (docs/rulesets.md, "Orders as text"). */
export interface OrderGrammar<Setup, PlayerData, State, Sheet, Order> {
  kinds: readonly OrderKindGrammar<OrderTextContext<Setup, PlayerData, State>, Order>[];
  /** Everything the slots may name in this position, by kind (planets, players, deeds…). */
  vocabulary(ctx: OrderTextContext<Setup, PlayerData, State>): Vocabulary;
  /** The orders of a sheet, in written order. */
  orders(sheet: Sheet): readonly unknown[];
  /** The sheet of parsed orders. */
  sheet(orders: Order[]): Sheet;
  /** Which kind an order of a stored sheet is, in the shape `build` makes (null: not printable). */
  classify(order: unknown, ctx: OrderTextContext<Setup, PlayerData, State>): { kind: string; order: Order } | null;
  /** Accepted range of `{x:number}` slots. */
  numbers: { min: number; max: number };
  /** Most orders one sheet may hold. */
  maxOrders: number;
  /** Extra plain words for a `checkSheet` error pinned to its line (what is reachable…), or null. */
  explain?(error: OrderError, order: unknown, ctx: OrderTextContext<Setup, PlayerData, State>): string | null;
}
