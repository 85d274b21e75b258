import { describe, expect, test } from 'vitest';
import { SeededRandom } from '../../src/engine/core/rng.ts';
import { DICE_LIMITS, rollDice, rollPurpose, type CustomDie, type DiceRoll, type RolledDie } from '../../src/engine/dice/index.ts';
import { formatDiceResult } from '../../src/engine/dice/format.ts';

const CW: CustomDie = { id: 'cw', faces: ['kill', 'pain', 'pain', 'blank', 'blank', 'blank'] };

function roll(expr: string, counter: number, seed = 'semantics'): DiceRoll {
  const outcome = rollDice(expr, { seed, counter, customDice: [CW] });
  if (!outcome.ok) throw new Error(`${expr}: ${outcome.error.code}`);
  return outcome.roll;
}

function numericDice(r: DiceRoll, term = 0): RolledDie[] {
  const t = r.result.terms[term]!;
  if (t.type !== 'dice') throw new Error('not a numeric term');
  return t.dice;
}

const COUNTERS = Array.from({ length: 300 }, (_, i) => i);

describe('the generator of a roll', () => {
  test('is SeededRandom(seed, { purpose: `roll:${counter}` }), drawing every die in order', () => {
    for (const counter of [0, 1, 7, 12345]) {
      const rng = new SeededRandom('turn-seed', { purpose: `roll:${counter}` });
      const expected = [rng.int(1, 6), rng.int(1, 6), rng.int(1, 6), rng.int(1, 20)];
      const r = roll('3d6+1d20', counter, 'turn-seed');
      expect([...numericDice(r, 0), ...numericDice(r, 1)].map((d) => d.value)).toEqual(expected);
    }
    expect(rollPurpose(4)).toBe('roll:4');
    expect(() => rollPurpose(-1)).toThrow(RangeError);
    expect(() => rollPurpose(1.5)).toThrow(RangeError);
  });

  test('custom dice draw a face index uniformly among the faces', () => {
    const rng = new SeededRandom('s', { purpose: 'roll:3' });
    const expected = [0, 1, 2, 3].map(() => CW.faces[rng.int(0, CW.faces.length - 1)]);
    const term = roll('4dcw', 3, 's').result.terms[0]!;
    expect(term.type === 'custom' && term.dice.map((d) => d.face)).toEqual(expected);
  });

  test('same seed and counter give the same roll; other counters and seeds give other rolls', () => {
    const a = roll('20d6', 5);
    expect(roll('20d6', 5)).toEqual(a);
    expect(roll('20d6', 6).result).not.toEqual(a.result);
    expect(roll('20d6', 5, 'other').result).not.toEqual(a.result);
  });
});

describe('totals', () => {
  test('sum of terms with signs and constants', () => {
    for (const counter of COUNTERS.slice(0, 50)) {
      const r = roll('2d6+1d4-3', counter);
      const [a, b] = [numericDice(r, 0), numericDice(r, 1)];
      expect(r.result.kind).toBe('total');
      expect(r.result.total).toBe(a[0]!.value + a[1]!.value + b[0]!.value - 3);
      for (const d of a) expect(d.value).toBeGreaterThanOrEqual(1);
      for (const d of a) expect(d.value).toBeLessThanOrEqual(6);
      expect(b[0]!.value).toBeLessThanOrEqual(4);
    }
  });

  test('d% is a d100', () => {
    const values = COUNTERS.map((c) => roll('d%', c).result.total!);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...values)).toBeLessThanOrEqual(100);
    expect(Math.max(...values)).toBeGreaterThan(90);
  });
});

describe('keep and drop', () => {
  test.each([
    { expr: '4d6kh3', kept: 3, high: true },
    { expr: '4d6k3', kept: 3, high: true },
    { expr: '2d20kl1', kept: 1, high: false },
    { expr: '5d10dh2', kept: 3, high: false },
    { expr: '4d6dl1', kept: 3, high: true },
  ])('$expr keeps $kept, the $high highest', ({ expr, kept, high }) => {
    for (const counter of COUNTERS) {
      const r = roll(expr, counter);
      const dice = numericDice(r);
      const keptDice = dice.filter((d) => d.kept).map((d) => d.value);
      const dropped = dice.filter((d) => !d.kept).map((d) => d.value);
      expect(keptDice).toHaveLength(kept);
      if (dropped.length > 0) {
        if (high) expect(Math.min(...keptDice)).toBeGreaterThanOrEqual(Math.max(...dropped));
        else expect(Math.max(...keptDice)).toBeLessThanOrEqual(Math.min(...dropped));
      }
      expect(r.result.total).toBe(keptDice.reduce((s, v) => s + v, 0));
    }
  });

  test('ties keep the earlier die', () => {
    let ties = 0;
    for (const counter of COUNTERS) {
      const dice = numericDice(roll('3d4kh1', counter));
      const max = Math.max(...dice.map((d) => d.value));
      const first = dice.findIndex((d) => d.value === max);
      expect(dice.map((d) => d.kept)).toEqual(dice.map((_, i) => i === first));
      if (dice.filter((d) => d.value === max).length > 1) ties += 1;
    }
    expect(ties).toBeGreaterThan(0);
  });
});

describe('exploding dice', () => {
  test('a die showing the maximum explodes into an extra die right after it, repeatedly', () => {
    let chains = 0;
    for (const counter of COUNTERS) {
      const r = roll('10d6!', counter);
      const dice = numericDice(r);
      expect(dice.filter((d) => !d.extra)).toHaveLength(10);
      dice.forEach((d, i) => {
        expect(d.exploded).toBe(d.value === 6);
        expect(dice[i + 1]?.extra ?? false).toBe(d.exploded);
        if (d.extra && d.exploded) chains += 1;
      });
      expect(r.result.total).toBe(dice.reduce((s, d) => s + d.value, 0));
    }
    expect(chains).toBeGreaterThan(0);
  });

  test(`explosions stop at ${DICE_LIMITS.maxExplosions} extra dice per term and the term says so`, () => {
    const r = roll('1000d2!', 1);
    const term = r.result.terms[0]!;
    expect(term.type === 'dice' && term.capped).toBe(true);
    const dice = numericDice(r);
    expect(dice.filter((d) => d.extra)).toHaveLength(DICE_LIMITS.maxExplosions);
    expect(dice.filter((d) => d.exploded)).toHaveLength(DICE_LIMITS.maxExplosions);
    expect(formatDiceResult(r.result, 'en')).toContain('explosion limit reached');
    const small = roll('3d6!', 1).result.terms[0]!;
    expect(small.type === 'dice' && small.capped).toBe(false);
  });

  test('keep applies to every die, extra dice included', () => {
    for (const counter of COUNTERS.slice(0, 100)) {
      const dice = numericDice(roll('3d6!kh2', counter));
      expect(dice.filter((d) => d.kept)).toHaveLength(2);
    }
  });
});

describe('success counting', () => {
  test.each([
    { op: '>=', test: (v: number) => v >= 4 },
    { op: '<=', test: (v: number) => v <= 4 },
    { op: '>', test: (v: number) => v > 4 },
    { op: '<', test: (v: number) => v < 4 },
    { op: '=', test: (v: number) => v === 4 },
  ])('5d6$op4 counts the dice that meet the target', ({ op, test: meets }) => {
    for (const counter of COUNTERS.slice(0, 100)) {
      const r = roll(`5d6${op}4`, counter);
      const dice = numericDice(r);
      expect(r.result.kind).toBe('successes');
      for (const d of dice) expect(d.success).toBe(meets(d.value));
      expect(r.result.total).toBe(dice.filter((d) => meets(d.value)).length);
    }
  });

  test('Chaos in the Old World battle: 4-6 hit, every 6 rolls again (Nd6!>=4)', () => {
    for (const counter of COUNTERS.slice(0, 100)) {
      const r = roll('6d6!>=4+1', counter);
      const dice = numericDice(r);
      expect(r.result.total).toBe(dice.filter((d) => d.value >= 4).length + 1);
    }
  });

  test('dropped dice never count', () => {
    for (const counter of COUNTERS.slice(0, 100)) {
      const dice = numericDice(roll('6d6kl2>=4', counter));
      for (const d of dice.filter((x) => !x.kept)) expect(d.success).toBeUndefined();
    }
  });
});

describe('custom dice', () => {
  test('tally per face label in the order of the faces, summed over terms', () => {
    for (const counter of COUNTERS.slice(0, 100)) {
      const r = roll('3dcw+2dcw', counter);
      expect(r.result.kind).toBe('tally');
      expect(r.result.total).toBeNull();
      expect(Object.keys(r.result.tally!)).toEqual(['kill', 'pain', 'blank']);
      const faces = r.result.terms.flatMap((t) => (t.type === 'custom' ? t.dice.map((d) => d.face) : []));
      expect(faces).toHaveLength(5);
      for (const label of ['kill', 'pain', 'blank']) expect(r.result.tally![label]).toBe(faces.filter((f) => f === label).length);
    }
  });

  test('the roll keeps a copy of the dice it used, not the others', () => {
    const other: CustomDie = { id: 'red', faces: ['hit', 'miss'] };
    const outcome = rollDice('2dcw', { seed: 's', counter: 0, customDice: [CW, other] });
    expect(outcome.ok && outcome.roll.customDice).toEqual([CW]);
    expect(outcome.ok && outcome.roll.customDice[0]).not.toBe(CW);
  });

  test('rollDice returns parse errors as data', () => {
    expect(rollDice('3dcw', { seed: 's', counter: 0 })).toMatchObject({ ok: false, error: { code: 'unknown_custom_die', position: 2 } });
  });
});

describe('report line', () => {
  test('shows every die: dropped in parentheses, ! exploded, * success', () => {
    const r = roll('4d6kh3', 2);
    const dice = numericDice(r);
    const line = formatDiceResult(r.result, 'en');
    expect(line).toBe(`4d6kh3 [${dice.map((d) => (d.kept ? `${d.value}` : `(${d.value})`)).join(', ')}] = ${r.result.total}`);
    const s = roll('5d6>=4', 2);
    expect(formatDiceResult(s.result, 'es')).toMatch(new RegExp(`= ${s.result.total} éxitos$`));
    const c = roll('2dcw', 2);
    expect(formatDiceResult(c.result, 'en')).toContain(`kill ×${c.result.tally!.kill}`);
  });

  test('a huge roll lists its first 30 dice and counts the rest (issue 19: 1000d1000 printed in full)', () => {
    const r = roll('1000d1000', 3);
    const dice = numericDice(r);
    const en = formatDiceResult(r.result, 'en');
    expect(en).toBe(
      `1000d1000 [${dice
        .slice(0, 30)
        .map((d) => d.value)
        .join(', ')}, … 970 more] = ${r.result.total}`,
    );
    expect(formatDiceResult(r.result, 'es')).toContain(', … 970 más] = ');
    expect(formatDiceResult(roll('30d6', 3).result, 'en')).not.toContain('more');
  });
});
