import { describe, expect, test } from 'vitest';
import { GENERIC_PROBLEMS, generic } from '../../../src/engine/rulesets/generic/index.ts';
import { GENERIC_PROBLEM_MESSAGES } from '../../../src/engine/rulesets/generic/messages.ts';
import { ANA, BO, PLAYERS, SETUP, start } from './fixtures.ts';

const parse = (input: unknown) => generic.gmInputSchema!.parse(input);

describe('checkGmInput', () => {
  test.each([
    { name: 'empty input', input: {}, codes: [] },
    {
      name: 'deltas and sets',
      input: {
        report: 'x',
        tracks: [
          { player: ANA.id, track: 'vp', delta: 3 },
          { player: BO.id, track: 'doom', set: 10 },
        ],
      },
      codes: [],
    },
    {
      name: 'chained updates stay in range',
      input: {
        tracks: [
          { player: ANA.id, track: 'doom', delta: 8 },
          { player: ANA.id, track: 'doom', delta: -10 },
        ],
      },
      codes: [],
    },
    { name: 'unknown player', input: { tracks: [{ player: 'zed', track: 'vp', delta: 1 }] }, codes: ['unknown_player'] },
    { name: 'unknown track', input: { tracks: [{ player: ANA.id, track: 'gold', delta: 1 }] }, codes: ['unknown_track'] },
    { name: 'neither delta nor set', input: { tracks: [{ player: ANA.id, track: 'vp' }] }, codes: ['delta_or_set'] },
    { name: 'both delta and set', input: { tracks: [{ player: ANA.id, track: 'vp', delta: 1, set: 2 }] }, codes: ['delta_or_set'] },
    { name: 'above max', input: { tracks: [{ player: ANA.id, track: 'doom', delta: 9 }] }, codes: ['track_out_of_range'] },
    {
      name: 'chained below min',
      input: {
        tracks: [
          { player: ANA.id, track: 'doom', delta: -1 },
          { player: ANA.id, track: 'doom', delta: -2 },
        ],
      },
      codes: ['track_out_of_range'],
    },
    { name: 'winners without end', input: { winners: [ANA.id] }, codes: ['winners_without_end'] },
    { name: 'unknown winner', input: { end: true, winners: ['zed'] }, codes: ['unknown_winner'] },
  ])('$name', ({ input, codes }) => {
    const problems = generic.checkGmInput!(SETUP, PLAYERS, start(), parse(input), 'en');
    expect(problems.map((p) => p.code)).toEqual(codes);
    for (const p of problems) expect(p.message).not.toMatch(/\{\w+\}/);
  });

  test('problems carry the JSON path and a message in the GM language', () => {
    const [problem] = generic.checkGmInput!(SETUP, PLAYERS, start(), parse({ tracks: [{ player: ANA.id, track: 'doom', delta: 20 }] }), 'es');
    expect(problem).toEqual({ path: 'tracks[0]', code: 'track_out_of_range', message: 'El marcador Doom de Ana quedaría en 22, fuera de 0..10.' });
  });

  test('a finished game takes no more resolutions', () => {
    expect(generic.checkGmInput!(SETUP, PLAYERS, { ...start(), ended: true }, parse({}), 'en').map((p) => p.code)).toEqual(['game_over']);
  });

  test('the schema refuses malformed input', () => {
    for (const bad of [{ report: 5 }, { tracks: [{ player: ANA.id, track: 'vp', delta: 0.5 }] }, { end: 'yes' }, { board: () => 1 }]) {
      expect(generic.gmInputSchema!.safeParse(bad).success).toBe(false);
    }
  });

  test('every problem code has both messages', () => {
    expect(Object.keys(GENERIC_PROBLEM_MESSAGES).sort()).toEqual([...GENERIC_PROBLEMS].sort());
  });
});
