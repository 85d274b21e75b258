import { describe, expect, test } from 'vitest';
import { FixedDraws } from '../../src/engine/core/fixed-draws.ts';
import { hiddenRandom, shuffled, stepRandom } from '../../src/engine/core/random.ts';
import { SeededRandom } from '../../src/engine/core/rng.ts';

/** Fixed dice and draws of case files (src/engine/core/fixed-draws.ts) through stepRandom / hiddenRandom. */
describe('without a script a case draws exactly what production draws', () => {
  test('int, pick, order and shuffles match the plain seeded streams, and are recorded', () => {
    const fixed = new FixedDraws();
    const plain = stepRandom('s1', 'battle:x');
    const cased = stepRandom('s1', 'battle:x', 2, fixed);
    const ints = (rng: SeededRandom) => Array.from({ length: 20 }, () => rng.int(1, 6));
    expect(ints(cased)).toEqual(ints(plain));
    expect(cased.pick('who', ['a', 'b', 'c'])).toBe(plain.pick('who', ['a', 'b', 'c']));
    expect(cased.draws).toEqual(plain.draws);
    const deck = ['c1', 'c2', 'c3', 'c4', 'c5'];
    expect(shuffled(hiddenRandom('game', 'deck', fixed), deck)).toEqual(shuffled(hiddenRandom('game', 'deck'), deck));
    expect(stepRandom('s1', 'turn', 1, fixed).int(0, 1000)).toBe(new SeededRandom('s1', { version: 1 }).int(0, 1000));
    const records = fixed.records();
    expect(records.map((r) => [r.stream, r.scripted, r.values.length, r.problems])).toEqual([
      ['battle:x', false, 21, []],
      ['hidden/deck', false, 1, []],
      ['turn', false, 1, []],
    ]);
    // A seeded shuffle of strings is recorded as the order it gave, in the script's vocabulary.
    expect(records[1]!.values[0]).toEqual(shuffled(hiddenRandom('game', 'deck'), deck));
  });
});

describe('scripted streams', () => {
  test('numbers are what int returns; strings and indices what pick chooses', () => {
    const fixed = new FixedDraws({ 'battle:x': [6, 6, 1], turn: ['b', 0] });
    const dice = stepRandom('s', 'battle:x', 2, fixed);
    expect([dice.int(1, 6), dice.int(1, 6), dice.int(1, 6)]).toEqual([6, 6, 1]);
    const turn = stepRandom('s', 'turn', 2, fixed);
    expect(turn.pick('first', ['a', 'b'])).toBe('b');
    expect(turn.pick('second', ['x', 'y'])).toBe('x');
    expect(turn.draws).toEqual([
      { what: 'first', among: ['a', 'b'], chosen: 'b' },
      { what: 'second', among: ['x', 'y'], chosen: 'x' },
    ]);
    expect(fixed.records().every((r) => r.problems.length === 0)).toBe(true);
  });

  test('a shuffle takes an order: indices, or the items themselves when they are strings', () => {
    const fixed = new FixedDraws({ 'hidden/deck': [['c3', 'c1', 'c2']], 'hidden/pool': [[2, 0, 1]] });
    expect(shuffled(hiddenRandom('g', 'deck', fixed), ['c1', 'c2', 'c3'])).toEqual(['c3', 'c1', 'c2']);
    expect(shuffled(hiddenRandom('g', 'pool', fixed), [{ v: 1 }, { v: 2 }, { v: 3 }])).toEqual([{ v: 3 }, { v: 1 }, { v: 2 }]);
  });

  test('building a stream again restarts it, as a seeded stream does', () => {
    const fixed = new FixedDraws({ 'hidden/deck': [[1, 0]] });
    expect(shuffled(hiddenRandom('g', 'deck', fixed), ['a', 'b'])).toEqual(['b', 'a']);
    expect(shuffled(hiddenRandom('g', 'deck', fixed), ['a', 'b'])).toEqual(['b', 'a']);
    expect(fixed.records()[0]!.problems).toEqual([]);
  });

  test('problems: out of range, wrong kind, run out, left unused, never drawn — the seed gives the values instead', () => {
    const fixed = new FixedDraws({ 'battle:x': [7, 'six'], 'battle:y': [1, 2, 3], 'battle:z': [4], 'hidden/deck': [[0, 0]] });
    const x = stepRandom('s', 'battle:x', 2, fixed);
    const seeded = stepRandom('s', 'battle:x');
    const rolled = [x.int(1, 6), x.int(1, 6), x.int(1, 6)];
    expect(rolled.every((v) => v >= 1 && v <= 6)).toBe(true);
    expect(rolled).toEqual([seeded.int(1, 6), seeded.int(1, 6), seeded.int(1, 6)]);
    stepRandom('s', 'battle:y', 2, fixed).int(1, 6);
    expect(shuffled(hiddenRandom('g', 'deck', fixed), ['a', 'b'])).toHaveLength(2);
    const problems = Object.fromEntries(fixed.records().map((r) => [r.stream, r.problems]));
    expect(problems).toEqual({
      'battle:x': [
        'value #1 7 is not a whole number from 1 to 6',
        'value #2 "six" is not a whole number from 1 to 6',
        'ran out after 2 scripted value(s): the rules drew once more (int 1..6); the seed gave the rest',
      ],
      'battle:y': ['2 of 3 scripted values never drawn'],
      'hidden/deck': ['value #1 [0,0] is not an order of the 2 items shuffled (indices 0..1 or the items ["a","b"])'],
      'battle:z': ['the rules never drew from this stream (they drew from: battle:x, battle:y, hidden/deck)'],
    });
  });

  test('a pick among one candidate draws nothing (the script is not consumed)', () => {
    const fixed = new FixedDraws({ turn: ['b'] });
    const rng = stepRandom('s', 'turn', 2, fixed);
    expect(rng.pick('only', ['a'])).toBe('a');
    expect(rng.pick('two', ['a', 'b'])).toBe('b');
    expect(fixed.records()[0]!.problems).toEqual([]);
  });
});
