import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseDice, rollDice, verifyRoll, type CustomDie } from '../../src/engine/dice/index.ts';

const CW: CustomDie = { id: 'cw', faces: ['kill', 'pain', 'pain', 'blank', 'blank', 'blank'] };

const numericTerm = fc
  .record({
    count: fc.integer({ min: 1, max: 12 }),
    sides: fc.integer({ min: 2, max: 20 }),
    explode: fc.boolean(),
    keep: fc.option(fc.constantFrom('kh', 'kl', 'dh', 'dl'), { nil: undefined }),
    op: fc.option(fc.constantFrom('>=', '<=', '>', '<', '='), { nil: undefined }),
    target: fc.integer({ min: 1, max: 20 }),
  })
  .map(({ count, sides, explode, keep, op, target }) => {
    const keepText = keep && count > 1 ? `${keep}${keep.startsWith('k') ? count : count - 1}` : '';
    const successText = op ? `${op}${Math.min(target, sides)}` : '';
    return `${count}d${sides}${explode ? '!' : ''}${keepText}${successText}`;
  });

describe('dice properties', () => {
  test('any text parses to a result or a positioned error, never an exception', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const parsed = parseDice(text, [CW]);
        if (!parsed.ok) {
          expect(parsed.error.position).toBeGreaterThanOrEqual(0);
          expect(parsed.error.position).toBeLessThanOrEqual(Math.max(text.length, 200));
        }
      }),
      { numRuns: 2000 },
    );
  });

  test('a single generated term: parses, canonical form is stable, every die is in range, the roll verifies', () => {
    fc.assert(
      fc.property(numericTerm, fc.integer({ min: 0, max: 10_000 }), (expr, counter) => {
        const outcome = rollDice(expr, { seed: 'prop', counter });
        expect(outcome.ok).toBe(true);
        if (!outcome.ok) return;
        const { result } = outcome.roll;
        const again = parseDice(result.canonical);
        expect(again.ok && again.expression.canonical).toBe(result.canonical);
        const term = result.terms[0]!;
        if (term.type !== 'dice') throw new Error('numeric');
        const sides = Number(/d(\d+)/.exec(expr)![1]);
        for (const die of term.dice) {
          expect(die.value).toBeGreaterThanOrEqual(1);
          expect(die.value).toBeLessThanOrEqual(sides);
        }
        expect(verifyRoll(JSON.parse(JSON.stringify(outcome.roll)), 'prop')).toEqual({ ok: true });
      }),
      { numRuns: 500 },
    );
  });
});
