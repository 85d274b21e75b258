import { canonicalText, type Comparison, type DiceExpression, type KeepDrop, type NumericDiceTerm, type Term } from './ast.ts';
import type { CustomDie } from './custom-dice.ts';
import { DICE_LIMITS } from './limits.ts';
import type { DiceParseError, DiceParseErrorCode } from './parse-errors.ts';

export type ParseResult = { ok: true; expression: DiceExpression } | { ok: false; error: DiceParseError };

class ParseFailure extends Error {
  constructor(readonly error: DiceParseError) {
    super(error.code);
  }
}

function fail(code: DiceParseErrorCode, position: number, params: Record<string, string | number> = {}): never {
  throw new ParseFailure({ code, position, params });
}

const isDigit = (ch: string | undefined): boolean => ch !== undefined && ch >= '0' && ch <= '9';
const isLetter = (ch: string | undefined): boolean => ch !== undefined && /^[A-Za-z]$/.test(ch);
const isIdChar = (ch: string | undefined): boolean => ch !== undefined && /^[A-Za-z0-9_]$/.test(ch);
const isSpace = (ch: string | undefined): boolean => ch === ' ' || ch === '\t';
/** ASCII-only lowercasing keeps every position equal to the source's. */
const lower = (ch: string | undefined): string | undefined => (ch !== undefined && ch >= 'A' && ch <= 'Z' ? ch.toLowerCase() : ch);

/** A readable name of the character at a position, for messages (`end` past the last one). */
function charAt(source: string, position: number): string {
  const ch = source.codePointAt(position);
  return ch === undefined ? 'end' : String.fromCodePoint(ch);
}

class Parser {
  private pos = 0;

  constructor(
    private readonly source: string,
    private readonly customDice: ReadonlyMap<string, CustomDie>,
  ) {}

  parse(): DiceExpression {
    const { source } = this;
    if (source.length > DICE_LIMITS.maxExpressionLength) {
      fail('too_long', DICE_LIMITS.maxExpressionLength, { max: DICE_LIMITS.maxExpressionLength });
    }
    this.skipSpaces();
    if (this.pos >= source.length) fail('empty', 0);

    const terms: Term[] = [];
    let sign: 1 | -1 = 1;
    for (;;) {
      if (terms.length >= DICE_LIMITS.maxTerms) fail('too_many_terms', this.pos, { max: DICE_LIMITS.maxTerms });
      terms.push(this.term(sign));
      this.skipSpaces();
      if (this.pos >= source.length) break;
      const op = source[this.pos];
      if (op !== '+' && op !== '-') fail('unexpected_char', this.pos, { char: charAt(source, this.pos) });
      sign = op === '+' ? 1 : -1;
      this.pos += 1;
      this.skipSpaces();
    }
    return { source, canonical: canonicalText(terms), kind: checkKinds(terms), terms };
  }

  private skipSpaces(): void {
    while (isSpace(this.source[this.pos])) this.pos += 1;
  }

  private peek(): string | undefined {
    return lower(this.source[this.pos]);
  }

  /** Reads digits; `null` when there are none. Values beyond 7 digits are clamped (they fail every range check). */
  private integer(): { value: number; position: number } | null {
    const position = this.pos;
    while (isDigit(this.source[this.pos])) this.pos += 1;
    if (this.pos === position) return null;
    const digits = this.source.slice(position, this.pos);
    return { value: digits.length > 7 ? Number.MAX_SAFE_INTEGER : Number(digits), position };
  }

  private term(sign: 1 | -1): Term {
    const position = this.pos;
    if (this.pos >= this.source.length) fail('expected_term', position, { char: 'end' });
    const count = this.integer();
    if (this.peek() !== 'd') {
      if (count === null) fail('expected_term', position, { char: charAt(this.source, position) });
      if (count.value > DICE_LIMITS.maxConstant) {
        fail('constant_out_of_range', position, { value: count.value, max: DICE_LIMITS.maxConstant });
      }
      return { type: 'constant', sign, value: count.value, position };
    }
    if (count !== null && (count.value < 1 || count.value > DICE_LIMITS.maxCount)) {
      fail('count_out_of_range', position, { value: count.value, min: 1, max: DICE_LIMITS.maxCount });
    }
    const n = count?.value ?? 1;
    this.pos += 1; // 'd'
    return this.sides(sign, n, position);
  }

  private sides(sign: 1 | -1, count: number, position: number): Term {
    const at = this.pos;
    const ch = this.source[at];
    if (ch === '%') {
      this.pos += 1;
      return this.numericSuffixes({ type: 'dice', sign, count, sides: 100, explode: false, keep: null, success: null, position });
    }
    if (isLetter(ch)) {
      while (isIdChar(this.source[this.pos])) this.pos += 1;
      const id = this.source.slice(at, this.pos).toLowerCase();
      if (!this.customDice.has(id)) {
        fail('unknown_custom_die', at, { die: id, known: [...this.customDice.keys()].join(', ') || '-' });
      }
      const next = this.source[this.pos];
      if (next === '!' || next === '>' || next === '<' || next === '=') fail('custom_modifier', this.pos, { char: next });
      if (sign < 0) fail('custom_subtracted', position);
      return { type: 'custom', sign: 1, count, die: id, position };
    }
    const sidesNumber = this.integer();
    if (sidesNumber === null) fail('expected_sides', at, { char: charAt(this.source, at) });
    if (sidesNumber.value < DICE_LIMITS.minSides || sidesNumber.value > DICE_LIMITS.maxSides) {
      fail('sides_out_of_range', at, { value: sidesNumber.value, min: DICE_LIMITS.minSides, max: DICE_LIMITS.maxSides });
    }
    return this.numericSuffixes({ type: 'dice', sign, count, sides: sidesNumber.value, explode: false, keep: null, success: null, position });
  }

  /** Suffixes come in this order: explode `!`, keep/drop `kh kl dh dl` (`k` = `kh`), success `>= <= > < =`. */
  private numericSuffixes(term: NumericDiceTerm): NumericDiceTerm {
    if (this.source[this.pos] === '!') {
      term.explode = true;
      this.pos += 1;
    }
    const keepAt = this.pos;
    const first = this.peek();
    if (first === 'k' || first === 'd') {
      this.pos += 1;
      const direction = this.peek();
      let mode: KeepDrop['mode'];
      if (direction === 'h' || direction === 'l') {
        mode = `${first}${direction}` as KeepDrop['mode'];
        this.pos += 1;
      } else if (first === 'k') {
        mode = 'kh';
      } else {
        fail('expected_keep_direction', this.pos, { char: charAt(this.source, this.pos) });
      }
      const n = this.integer();
      const keepCount = n?.value ?? 1;
      const keeping = mode === 'kh' || mode === 'kl';
      const max = keeping ? term.count : term.count - 1;
      if (keepCount < 1 || keepCount > max) {
        fail('keep_out_of_range', n?.position ?? keepAt, { value: keepCount, min: 1, max, count: term.count, mode });
      }
      term.keep = { mode, count: keepCount };
    }
    const op = this.comparison();
    if (op !== null) {
      const target = this.integer();
      if (target === null) fail('expected_number', this.pos, { char: charAt(this.source, this.pos) });
      if (target.value < 1 || target.value > term.sides) {
        fail('target_out_of_range', target.position, { value: target.value, min: 1, max: term.sides });
      }
      term.success = { op, target: target.value };
    }
    return term;
  }

  private comparison(): Comparison | null {
    const two = this.source.slice(this.pos, this.pos + 2);
    if (two === '>=' || two === '<=') {
      this.pos += 2;
      return two;
    }
    const one = this.source[this.pos];
    if (one === '>' || one === '<' || one === '=') {
      this.pos += 1;
      return one;
    }
    return null;
  }
}

/** One expression rolls one kind of result: custom dice alone (tally), or counted dice, or summed dice. */
function checkKinds(terms: Term[]): DiceExpression['kind'] {
  const custom = terms.filter((t) => t.type === 'custom');
  const numeric = terms.filter((t): t is NumericDiceTerm => t.type === 'dice');
  if (custom.length === 0 && numeric.length === 0) fail('no_dice', 0);
  let totalDice = 0;
  for (const term of terms) {
    if (term.type === 'constant') continue;
    totalDice += term.count;
    if (totalDice > DICE_LIMITS.maxTotalDice) fail('too_many_dice', term.position, { max: DICE_LIMITS.maxTotalDice });
  }
  if (custom.length > 0) {
    const other = terms.find((t) => t.type !== 'custom');
    if (other) fail('mixed_kinds', other.position, { first: 'custom', second: other.type });
    return 'tally';
  }
  const counted = numeric.find((t) => t.success !== null);
  if (!counted) return 'total';
  const summed = numeric.find((t) => t.success === null);
  if (summed) fail('mixed_kinds', Math.max(summed.position, counted.position), { first: 'successes', second: 'total' });
  return 'successes';
}

/**
 * Parses dice notation. Never throws: a bad expression is returned as `{ ok: false, error }` with the 0-based
 * position of the offending character (messages: src/i18n/dice.ts `diceErrorMessage`).
 */
export function parseDice(source: string, customDice: readonly CustomDie[] = []): ParseResult {
  const byId = new Map(customDice.map((die) => [die.id, die]));
  try {
    return { ok: true, expression: new Parser(source, byId).parse() };
  } catch (error) {
    if (error instanceof ParseFailure) return { ok: false, error: error.error };
    throw error;
  }
}
