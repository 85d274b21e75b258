import type { RngVersion } from '../core/rng.ts';
import type { CustomDie } from './custom-dice.ts';
import { rollDice, type DiceResult } from './roll.ts';

export interface RollRecord {
  expr: string;
  counter: number;
  customDice?: CustomDie[];
  result: DiceResult;
  rng?: RngVersion;
  /** Record format 2 (private rolls): the secret nonce mixed into the stream. */
  nonce?: string;
}

export type VerifyResult =
  { ok: true } | { ok: false; reason: 'invalid_expression' | 'invalid_seed_or_counter' } | { ok: false; reason: 'mismatch'; replayed: DiceResult };

/** Structural equality that ignores key order (stored JSON, e.g. PostgreSQL jsonb, may reorder keys). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * Replays a stored roll from the revealed seed and checks every die. Anybody can run it: it needs only the
 * record (expression, counter, custom dice as rolled, result) and the seed published after the turn.
 */
export function verifyRoll(record: RollRecord, seed: string): VerifyResult {
  if (!Number.isSafeInteger(record.counter) || record.counter < 0) return { ok: false, reason: 'invalid_seed_or_counter' };
  if (record.nonce !== undefined && typeof record.nonce !== 'string') return { ok: false, reason: 'invalid_seed_or_counter' };
  const replay = rollDice(record.expr, {
    seed,
    counter: record.counter,
    customDice: record.customDice ?? [],
    rng: record.rng ?? 1,
    ...(record.nonce !== undefined ? { nonce: record.nonce } : {}),
  });
  if (!replay.ok) return { ok: false, reason: 'invalid_expression' };
  return sameJson(replay.roll.result, record.result) ? { ok: true } : { ok: false, reason: 'mismatch', replayed: replay.roll.result };
}
