import { describe, expect, test } from 'vitest';
import { getRuleset, RULESETS } from '../../../src/engine/registry.ts';
import { rockPaperScissors } from '../../../src/engine/rulesets/rock-paper-scissors/index.ts';

const A = { id: 'a', name: 'Alba' };
const B = { id: 'b', name: 'Bruno' };
const setup = rockPaperScissors.defaultSetup();

describe('every registered ruleset honours the plugin contract', () => {
  test.each(Object.entries(RULESETS))('%s', (key, ruleset) => {
    expect(ruleset.id).toBe(key);
    expect(ruleset.names.es.length).toBeGreaterThan(0);
    expect(ruleset.names.en.length).toBeGreaterThan(0);
    const defaults = ruleset.defaultSetup();
    expect(ruleset.setupSchema.safeParse(JSON.parse(JSON.stringify(defaults))).success).toBe(true);
    expect(ruleset.validateSetup(defaults)).toEqual([]);
    if (ruleset.gmInputSchema) expect(ruleset.checkGmInput).toBeTypeOf('function');
  });
});

describe('rock-paper-scissors: the worked example of docs/rulesets.md', () => {
  test('is registered by one line', () => {
    expect(getRuleset('rock-paper-scissors')).toBe(rockPaperScissors);
  });

  test('seats two players only', () => {
    expect(rockPaperScissors.validatePlayer(setup, [], A)).toEqual([]);
    expect(rockPaperScissors.validatePlayer(setup, [A], { ...B, id: 'a' }).map((p) => p.code)).toEqual(['duplicate_player']);
    expect(rockPaperScissors.validatePlayer(setup, [A, B], { id: 'c', name: 'C' }).map((p) => p.code)).toEqual(['game_full']);
  });

  test.each([
    { a: 'rock', b: 'scissors', winner: 'a' },
    { a: 'scissors', b: 'paper', winner: 'a' },
    { a: 'paper', b: 'rock', winner: 'a' },
    { a: 'rock', b: 'paper', winner: 'b' },
    { a: 'rock', b: 'rock', winner: null },
    { a: null, b: 'rock', winner: 'b' },
    { a: null, b: null, winner: null },
  ] as const)('$a vs $b -> $winner', ({ a, b, winner }) => {
    const orders = { ...(a ? { a: { throw: a } } : {}), ...(b ? { b: { throw: b } } : {}) };
    const state = rockPaperScissors.initialState(setup, [A, B]);
    const result = rockPaperScissors.resolve({ setup, players: [A, B], state, orders, seed: 's' });
    expect(result.outcome.roundWinner).toBe(winner);
  });

  test('first to three round wins takes the game; then no more orders', () => {
    let state = rockPaperScissors.initialState(setup, [A, B]);
    const rounds = [
      ['rock', 'scissors'],
      ['rock', 'paper'],
      ['paper', 'rock'],
      ['scissors', 'scissors'],
      ['scissors', 'paper'],
    ] as const;
    const over: boolean[] = [];
    for (const [a, b] of rounds) {
      const result = rockPaperScissors.resolve({ setup, players: [A, B], state, orders: { a: { throw: a }, b: { throw: b } }, seed: 's' });
      over.push(result.gameOver);
      state = result.nextState;
    }
    expect(over).toEqual([false, false, false, false, true]);
    expect(rockPaperScissors.publicState(setup, state).scores).toEqual({ a: 3, b: 1 });
    expect(rockPaperScissors.checkSheet(setup, [A, B], state, 'a', { throw: 'rock' }, 'es').errors).toEqual([
      { index: 0, reason: 'game_over', message: 'La partida ha terminado.' },
    ]);
  });

  test('orders are validated by the sheet schema', () => {
    expect(rockPaperScissors.sheetSchema.safeParse({ throw: 'lizard' }).success).toBe(false);
  });
});
