import { describe, expect, test } from 'vitest';
import { G3, eventsOf, play, position, reasons, withOptions, type Game } from './helpers.ts';

// Seed, "Fångstvillkor": only cultists can be captured; monsters stop each other, Great Old Ones stop both
// monsters and each other. Capturer = your best unit in the cultist's area; a protector = a monster or Great Old
// One there ([D] option captureProtection: of the cultist's own faction, default; or of any faction but yours).
const UNITS: Record<string, Record<string, string>> = {
  cultist: { 'gc.acolyte.1': 'europe' },
  monster: { 'gc.shoggoth.1': 'europe' },
  goo: { 'gc.cthulhu.1': 'europe' },
  'monster+goo': { 'gc.shoggoth.1': 'europe', 'gc.cthulhu.1': 'europe' },
};
const GUARDS: Record<string, Record<string, string>> = {
  none: {},
  monster: { 'ys.undead.1': 'europe' },
  goo: { 'ys.king-in-yellow.1': 'europe' },
  'third faction monster': { 'bg.dark-young.1': 'europe' },
};

function capturePosition(capturer: string, guard: string) {
  return {
    phase: 'action',
    firstPlayer: 'a',
    power: { a: 5, b: 5, c: 5 },
    units: { ...UNITS[capturer], ...GUARDS[guard], 'ys.acolyte.1': 'europe', 'bg.acolyte.1': 'west-africa' },
  };
}

describe('capture protection (case table)', () => {
  test.each([
    { capturer: 'cultist', guard: 'none', expected: ['no_capturer'] },
    { capturer: 'monster', guard: 'none', expected: [] },
    { capturer: 'monster', guard: 'monster', expected: ['capture_protected'] },
    { capturer: 'monster', guard: 'goo', expected: ['capture_protected'] },
    { capturer: 'goo', guard: 'none', expected: [] },
    { capturer: 'goo', guard: 'monster', expected: [] },
    { capturer: 'goo', guard: 'goo', expected: ['capture_protected'] },
    { capturer: 'monster+goo', guard: 'monster', expected: [] },
    { capturer: 'monster', guard: 'third faction monster', expected: [] },
  ])('$capturer vs $guard → $expected', ({ capturer, guard, expected }) => {
    expect(reasons(position(capturePosition(capturer, guard), G3), 'a', { actions: [{ type: 'capture', unit: 'ys.acolyte.1' }] }, G3)).toEqual(expected);
  });

  test.each([
    { option: 'own-faction', expected: [] },
    { option: 'any-faction', expected: ['capture_protected'] },
  ] as const)('a third faction monster with captureProtection=$option → $expected', ({ option, expected }) => {
    const game: Game = { setup: withOptions({ captureProtection: option }), players: G3.players };
    expect(
      reasons(position(capturePosition('monster', 'third faction monster'), game), 'a', { actions: [{ type: 'capture', unit: 'ys.acolyte.1' }] }, game),
    ).toEqual(expected);
  });

  test.each([
    { name: 'a monster cannot be captured', unit: 'ys.undead.1', expected: ['not_capturable'] },
    { name: 'a Great Old One cannot be captured', unit: 'ys.king-in-yellow.1', expected: ['not_capturable'] },
    { name: 'your own cultist', unit: 'gc.acolyte.1', expected: ['own_unit'] },
    { name: 'a cultist in the pool', unit: 'ys.acolyte.6', expected: ['unit_not_on_map'] },
  ])('$name → $expected', ({ unit, expected }) => {
    const state = position(
      {
        ...capturePosition('goo', 'none'),
        units: {
          'gc.cthulhu.1': 'europe',
          'gc.acolyte.1': 'europe',
          'ys.acolyte.1': 'europe',
          'ys.undead.1': 'europe',
          'ys.king-in-yellow.1': 'south-pacific',
        },
      },
      G3,
    );
    expect(reasons(state, 'a', { actions: [{ type: 'capture', unit }] }, G3)).toEqual(expected);
  });
});

describe('captives', () => {
  test('the captor holds the cultist (off the map, its gate abandoned) until Gather Power returns it for 1 Power', () => {
    const start = position({ ...capturePosition('monster', 'none'), gates: { europe: 'ys.acolyte.1' }, power: { a: 1, b: 1, c: 0 } }, G3);
    const captured = play(start, { a: { actions: [{ type: 'capture', unit: 'ys.acolyte.1' }] } }, G3);
    expect(captured.state.captives).toEqual({ 'ys.acolyte.1': 'a' });
    expect(captured.state.units['ys.acolyte.1']).toBeUndefined();
    expect(captured.state.gates.europe).toBeNull();
    expect(captured.state.power.a).toBe(0);
    // b passes: nobody has Power, the Action phase ends and Gather Power runs.
    const gathered = play(captured.state, { b: { actions: [{ type: 'pass' }] } }, G3);
    const a = eventsOf(gathered.events, 'power-gathered').find((e) => e.player === 'a')!;
    expect(eventsOf(gathered.events, 'captive-returned')).toEqual([
      { type: 'captive-returned', unit: 'ys.acolyte.1', owner: 'b', captor: 'a', power: a.power + 1 },
    ]);
    expect(gathered.state.captives).toEqual({});
    expect(gathered.state.units['ys.acolyte.1']).toBeUndefined();
  });
});
