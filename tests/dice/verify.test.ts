import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { rollDice, verifyRoll, type CustomDie, type DiceRoll } from '../../src/engine/dice/index.ts';
import { goldenFiles } from '../helpers/golden.ts';

const CW: CustomDie = { id: 'cw', faces: ['kill', 'pain', 'pain', 'blank', 'blank', 'blank'] };
const SEED = '3f1c9a7e-verify';

function roll(expr: string, counter: number, rng: 1 | 2 = 2): DiceRoll {
  const outcome = rollDice(expr, { seed: SEED, counter, customDice: [CW], rng });
  if (!outcome.ok) throw new Error(expr);
  return outcome.roll;
}

/** Reverses key order everywhere, as a JSON store that sorts keys might. */
function reorderKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reorderKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reorderKeys(v)]),
    );
  }
  return value;
}

describe('verifyRoll', () => {
  const EXPRESSIONS = ['3d6', '4d6kh3', '10d6!', '5d6>=4+1', '2d6+1d4-3', 'd%', '3dcw+2dcw'];

  test.each(EXPRESSIONS)('%s: a stored roll replays from the revealed seed, through JSON and key reordering', (expr) => {
    for (const counter of [0, 1, 2, 99]) {
      const stored = JSON.parse(JSON.stringify(reorderKeys(roll(expr, counter)))) as DiceRoll;
      expect(verifyRoll(stored, SEED)).toEqual({ ok: true });
    }
  });

  test('a wrong seed, a changed counter or a tampered die is a mismatch', () => {
    const r = roll('20d6', 4);
    expect(verifyRoll(r, 'another seed')).toMatchObject({ ok: false, reason: 'mismatch' });
    expect(verifyRoll({ ...r, counter: 5 }, SEED)).toMatchObject({ ok: false, reason: 'mismatch' });
    const tampered = structuredClone(r);
    const term = tampered.result.terms[0]!;
    if (term.type !== 'dice') throw new Error('numeric');
    term.dice[0]!.value = term.dice[0]!.value === 6 ? 5 : 6;
    const verdict = verifyRoll(tampered, SEED);
    expect(verdict).toMatchObject({ ok: false, reason: 'mismatch', replayed: r.result });
    const total = structuredClone(r);
    total.result.total = (total.result.total ?? 0) + 1;
    expect(verifyRoll(total, SEED).ok).toBe(false);
  });

  test('custom dice are checked against the faces stored with the roll', () => {
    const r = roll('5dcw', 0);
    expect(verifyRoll(r, SEED).ok).toBe(true);
    const edited = { ...r, customDice: [{ id: 'cw', faces: [...CW.faces].reverse() }] };
    expect(verifyRoll(edited, SEED).ok).toBe(false);
    expect(verifyRoll({ ...r, customDice: [] }, SEED)).toEqual({ ok: false, reason: 'invalid_expression' });
  });

  test('a broken record is refused, not thrown', () => {
    const r = roll('2d6', 0);
    expect(verifyRoll({ ...r, expr: '2d' }, SEED)).toEqual({ ok: false, reason: 'invalid_expression' });
    expect(verifyRoll({ ...r, counter: -1 }, SEED)).toEqual({ ok: false, reason: 'invalid_seed_or_counter' });
  });
});

/**
 * Stored rolls must stay verifiable forever: a change to the parser, the generator derivation or the draw order
 * that alters any past roll fails here. Regenerate only on purpose: UPDATE_GOLDEN=1 npx vitest run tests/dice.
 */
describe('golden rolls', () => {
  const goldens = goldenFiles(join(import.meta.dirname, 'golden'));
  const cases = [
    ['3d6', 0],
    ['4d6kh3', 1],
    ['2d20kl1', 2],
    ['d6!', 3],
    ['12d6!>=4', 4],
    ['5d6>=4+1', 5],
    ['2d6+1d4-3', 6],
    ['d%', 7],
    ['3dcw', 8],
    ['4d10dh1', 9],
  ] as const;

  test('rolls made with the golden seed are unchanged', () => {
    const rolls = cases.map(([expr, counter]) => roll(expr, counter));
    goldens.check('rolls.json', `${JSON.stringify({ seed: SEED, rolls }, null, 2)}\n`);
    const golden = JSON.parse(goldens.read('rolls.json')!) as { seed: string; rolls: DiceRoll[] };
    for (const stored of golden.rolls) expect(verifyRoll(stored, golden.seed)).toEqual({ ok: true });
  });

  test('rolls stored before derivation 2 (records without `rng`) still verify, and only with derivation 1', () => {
    const legacy = JSON.parse(readFileSync(join(import.meta.dirname, 'golden', 'rolls-v1.json'), 'utf8')) as { seed: string; rolls: DiceRoll[] };
    expect(legacy.rolls.every((stored) => stored.rng === undefined)).toBe(true);
    expect(legacy.rolls.map(({ expr, counter }) => ({ ...roll(expr, counter, 1), rng: undefined }))).toEqual(
      legacy.rolls.map((r) => ({ ...r, rng: undefined })),
    );
    for (const stored of legacy.rolls) expect(verifyRoll(stored, legacy.seed)).toEqual({ ok: true });
    const relabelled = legacy.rolls.map((stored) => verifyRoll({ ...stored, rng: 2 }, legacy.seed));
    expect(relabelled.filter((result) => result.ok).length).toBeLessThan(legacy.rolls.length);
  });
});
