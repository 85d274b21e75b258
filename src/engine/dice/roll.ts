import { CURRENT_RNG_VERSION, SeededRandom, type RngVersion } from '../core/rng.ts';
import { termText, type Comparison, type CustomDiceTerm, type DiceExpression, type ExpressionKind, type NumericDiceTerm } from './ast.ts';
import { faceLabels, type CustomDie } from './custom-dice.ts';
import { DICE_LIMITS } from './limits.ts';
import { parseDice } from './parse.ts';
import type { DiceParseError } from './parse-errors.ts';

/** One numeric die as rolled. `exploded`: it showed the maximum and caused the next die; `extra`: it came from an explosion. */
export interface RolledDie {
  value: number;
  kept: boolean;
  exploded: boolean;
  extra: boolean;
  /** Only on success-counting terms: this kept die meets the target. */
  success?: boolean;
}

export interface RolledFace {
  face: string;
  /** Index of the face in the die's `faces` list (what the generator drew). */
  index: number;
}

export type TermRoll =
  | {
      type: 'dice';
      text: string;
      sign: 1 | -1;
      dice: RolledDie[];
      /** The term reached DICE_LIMITS.maxExplosions and stopped exploding. */
      capped: boolean;
      /** Sum of kept dice, or number of successes (before the sign). */
      value: number;
    }
  | { type: 'custom'; text: string; sign: 1; die: string; dice: RolledFace[]; tally: Record<string, number> }
  | { type: 'constant'; text: string; sign: 1 | -1; value: number };

export interface DiceResult {
  canonical: string;
  kind: ExpressionKind;
  /** Sum (total) or number of successes (successes); null for a tally. */
  total: number | null;
  /** Face label -> count over every custom die (tally); null otherwise. */
  tally: Record<string, number> | null;
  terms: TermRoll[];
}

/** What the server stores for every roll; with the revealed seed anybody can replay it (`verifyRoll`). */
export interface DiceRoll {
  expr: string;
  counter: number;
  /** The custom dice the expression uses, as they were when rolled. */
  customDice: CustomDie[];
  result: DiceResult;
  /** The seed derivation used (src/engine/core/rng.ts); absent in records made before version 2: 1. */
  rng?: RngVersion;
  /**
   * Record format 2 (private rolls): a secret random nonce mixed into the roll's stream, stored with the roll
   * and shown only to those who may see it. With it the record verifies from the revealed seed; without it
   * nobody can recompute the roll, even after the seed is revealed. Absent (format 1): public rolls, and
   * every roll recorded before format 2.
   */
  nonce?: string;
  format?: 2;
}

export type RollOutcome = { ok: true; roll: DiceRoll } | { ok: false; error: DiceParseError };

export interface RollOptions {
  /** The turn's committed seed (its SHA-256 is public before any roll). */
  seed: string;
  /** 0, 1, 2... per seed: the n-th roll made with this seed. */
  counter: number;
  customDice?: readonly CustomDie[];
  /** Seed derivation; default the current one. Replays pass the version stored in the record. */
  rng?: RngVersion;
  /** A private roll's secret nonce (record format 2); replays pass the record's. */
  nonce?: string;
}

/**
 * The stream purpose of roll `counter`: the generator is SeededRandom(seed, { purpose: `roll:<counter>` }),
 * or `roll:<counter>:nonce:<nonce>` for a private roll (record format 2).
 */
export function rollPurpose(counter: number, nonce?: string): string {
  if (!Number.isSafeInteger(counter) || counter < 0) throw new RangeError(`roll counter must be a non-negative integer, got ${counter}`);
  return nonce === undefined ? `roll:${counter}` : `roll:${counter}:nonce:${nonce}`;
}

const compare: Record<Comparison, (value: number, target: number) => boolean> = {
  '>=': (v, t) => v >= t,
  '<=': (v, t) => v <= t,
  '>': (v, t) => v > t,
  '<': (v, t) => v < t,
  '=': (v, t) => v === t,
};

/** Dice are drawn in order; an exploding die's extra die is drawn right after it (and may explode again). */
function rollNumeric(term: NumericDiceTerm, rng: SeededRandom): TermRoll {
  const dice: RolledDie[] = [];
  let explosions = 0;
  let capped = false;
  for (let i = 0; i < term.count; i++) {
    let extra = false;
    for (;;) {
      const value = rng.int(1, term.sides);
      const die: RolledDie = { value, kept: true, exploded: false, extra };
      dice.push(die);
      if (!term.explode || value !== term.sides) break;
      if (explosions >= DICE_LIMITS.maxExplosions) {
        capped = true;
        break;
      }
      die.exploded = true;
      explosions += 1;
      extra = true;
    }
  }
  if (term.keep) applyKeep(dice, term.keep.mode, term.keep.count);
  let value = 0;
  for (const die of dice) {
    if (!die.kept) continue;
    if (term.success) {
      die.success = compare[term.success.op](die.value, term.success.target);
      if (die.success) value += 1;
    } else {
      value += die.value;
    }
  }
  return { type: 'dice', text: termText(term), sign: term.sign, dice, capped, value };
}

/** Keep/drop over every die of the term, extra dice included. Ties: the earlier die counts as higher/lower first. */
function applyKeep(dice: RolledDie[], mode: 'kh' | 'kl' | 'dh' | 'dl', count: number): void {
  const highFirst = dice.map((_, i) => i).sort((a, b) => dice[b]!.value - dice[a]!.value || a - b);
  const lowFirst = dice.map((_, i) => i).sort((a, b) => dice[a]!.value - dice[b]!.value || a - b);
  const chosen = new Set((mode === 'kh' || mode === 'dh' ? highFirst : lowFirst).slice(0, count));
  const keeping = mode === 'kh' || mode === 'kl';
  dice.forEach((die, i) => {
    die.kept = keeping === chosen.has(i);
  });
}

function rollCustom(term: CustomDiceTerm, die: CustomDie, rng: SeededRandom): TermRoll {
  const tally: Record<string, number> = Object.fromEntries(faceLabels(die).map((face) => [face, 0]));
  const dice: RolledFace[] = [];
  for (let i = 0; i < term.count; i++) {
    const index = rng.int(0, die.faces.length - 1);
    const face = die.faces[index]!;
    dice.push({ face, index });
    tally[face]! += 1;
  }
  return { type: 'custom', text: termText(term), sign: 1, die: die.id, dice, tally };
}

/** Rolls a parsed expression with the generator of (seed, counter). Pure: same inputs, same result. */
export function rollExpression(
  expression: DiceExpression,
  customDice: readonly CustomDie[],
  seed: string,
  counter: number,
  version: RngVersion = CURRENT_RNG_VERSION,
  nonce?: string,
): DiceResult {
  const rng = new SeededRandom(seed, { purpose: rollPurpose(counter, nonce), version });
  const byId = new Map(customDice.map((die) => [die.id, die]));
  const terms: TermRoll[] = expression.terms.map((term) => {
    if (term.type === 'constant') return { type: 'constant', text: termText(term), sign: term.sign, value: term.value };
    if (term.type === 'custom') return rollCustom(term, byId.get(term.die)!, rng);
    return rollNumeric(term, rng);
  });
  if (expression.kind === 'tally') {
    const tally: Record<string, number> = {};
    for (const term of terms) {
      if (term.type !== 'custom') continue;
      for (const [face, n] of Object.entries(term.tally)) tally[face] = (tally[face] ?? 0) + n;
    }
    return { canonical: expression.canonical, kind: 'tally', total: null, tally, terms };
  }
  let total = 0;
  for (const term of terms) if (term.type !== 'custom') total += term.sign * term.value;
  return { canonical: expression.canonical, kind: expression.kind, total, tally: null, terms };
}

/**
 * Parses and rolls `expr` for roll number `counter` of the turn whose committed seed is `seed`.
 * Never throws on a bad expression: returns the parse error (code + position) instead.
 */
export function rollDice(expr: string, options: RollOptions): RollOutcome {
  const customDice = options.customDice ?? [];
  const parsed = parseDice(expr, customDice);
  if (!parsed.ok) return parsed;
  const used = new Set(parsed.expression.terms.flatMap((term) => (term.type === 'custom' ? [term.die] : [])));
  const usedDice = customDice.filter((die) => used.has(die.id)).map((die) => ({ ...die, faces: [...die.faces] }));
  const rng = options.rng ?? CURRENT_RNG_VERSION;
  const result = rollExpression(parsed.expression, usedDice, options.seed, options.counter, rng, options.nonce);
  const secret = options.nonce === undefined ? {} : { nonce: options.nonce, format: 2 as const };
  return { ok: true, roll: { expr, counter: options.counter, customDice: usedDice, result, rng, ...secret } };
}
