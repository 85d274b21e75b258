import { describe, expect, it } from 'vitest';
import { applyAdjustments, checkAdjustment, type LocAdjustment } from '../../../src/engine/rulesets/lords-of-chaos/adjustments.ts';
import { lordsOfChaos } from '../../../src/engine/rulesets/lords-of-chaos/index.ts';
import { DEFAULT_MAP } from '../../../src/engine/rulesets/lords-of-chaos/maps/index.ts';
import { LOC_PLAYERS as PLAYERS } from './seats.ts';

const players = [
  { id: 'k', ...PLAYERS.khorne, name: PLAYERS.khorne.warband, planets: [...PLAYERS.khorne.planets] },
  { id: 'n', ...PLAYERS.nurgle, name: PLAYERS.nurgle.warband, planets: [...PLAYERS.nurgle.planets] },
];
const start = lordsOfChaos.initialState({ map: DEFAULT_MAP }, players);

describe('Lords of Chaos GM corrections (pure)', () => {
  it.each([
    ['award_deed: points, deed taken', [{ kind: 'award_deed', player: 'k', deed: 'avatar', points: 4 }], { scores: { k: 4 }, deedsTaken: ['avatar'] }],
    [
      'award then revoke: back to the start',
      [
        { kind: 'award_deed', player: 'k', deed: 'avatar', points: 4 },
        { kind: 'revoke_deed', player: 'k', deed: 'avatar', points: 4 },
      ],
      { scores: { k: 0 }, deedsTaken: [] },
    ],
    ['award with a favour', [{ kind: 'award_deed', player: 'n', deed: 'chosen', points: 2, favour: 'Tzeentch' }], { favours: { n: ['Tzeentch'] } }],
    ['conscription gives a permanent action', [{ kind: 'award_deed', player: 'n', deed: 'conscription', points: 0 }], { permanentActions: { n: 1 } }],
    [
      'set_control to a player and to nobody',
      [
        { kind: 'set_control', planet: 'mordian', player: 'n' },
        { kind: 'set_control', planet: 'vraks', player: null },
      ],
      { control: { mordian: 'n', vraks: null } },
    ],
    [
      'a second award of a taken deed changes nothing',
      [
        { kind: 'award_deed', player: 'k', deed: 'avatar', points: 4 },
        { kind: 'award_deed', player: 'n', deed: 'avatar', points: 9 },
      ],
      { scores: { k: 4 }, deedsTaken: ['avatar'] },
    ],
  ] as [string, LocAdjustment[], Record<string, unknown>][])('%s', (_name, adjustments, expected) => {
    const next = applyAdjustments(start, adjustments);
    expect(next).toMatchObject(expected);
    expect(start.deedsTaken).toEqual([]); // the input position is not mutated
  });

  it.each([
    [{ kind: 'award_deed', player: 'x', deed: 'avatar', points: 1 }, ['unknown_player']],
    [{ kind: 'award_deed', player: 'k', deed: 'nope', points: 1 }, ['unknown_deed']],
    [{ kind: 'revoke_deed', player: 'k', deed: 'avatar', points: 1 }, ['deed_not_taken']],
    [{ kind: 'set_control', planet: 'nowhere', player: 'k' }, ['unknown_planet']],
    [{ kind: 'set_control', planet: 'mordian', player: null }, []],
  ] as [LocAdjustment, string[]][])('check %j', (adjustment, codes) => {
    expect(checkAdjustment(DEFAULT_MAP, players, start, adjustment).map((p) => p.code)).toEqual(codes);
  });

  it('a deed already awarded cannot be awarded again, to anybody', () => {
    const awarded = applyAdjustments(start, [{ kind: 'award_deed', player: 'k', deed: 'avatar', points: 3 }]);
    expect(checkAdjustment(DEFAULT_MAP, players, awarded, { kind: 'award_deed', player: 'n', deed: 'avatar', points: 3 }).map((p) => p.code)).toEqual([
      'deed_taken',
    ]);
    expect(checkAdjustment(DEFAULT_MAP, players, awarded, { kind: 'revoke_deed', player: 'k', deed: 'avatar', points: 3 }).map((p) => p.code)).toEqual([]);
  });
});
