import { describe, expect, test } from 'vitest';
import { getRuleset, RULESETS } from '../../../src/engine/registry.ts';
import { generic, GenericSetupSchema } from '../../../src/engine/rulesets/generic/index.ts';
import { lordsOfChaos } from '../../../src/engine/rulesets/lords-of-chaos/index.ts';
import { ANA, BO, PLAYERS, SETUP } from './fixtures.ts';

describe('generic descriptor', () => {
  test('is registered next to Lords of Chaos', () => {
    expect(getRuleset('generic')).toBe(generic);
    expect(getRuleset('lords-of-chaos')).toBe(lordsOfChaos);
    expect(Object.keys(RULESETS)).toContain('generic');
    expect(generic.names).toEqual({ es: expect.any(String), en: expect.any(String) });
  });

  test('the default setup parses and validates', () => {
    const defaults = generic.defaultSetup();
    expect(generic.setupSchema.parse(defaults)).toEqual(defaults);
    expect(generic.validateSetup(defaults)).toEqual([]);
  });

  test('schema defaults: tracks, board, dice, phase orders, track initial and hidden', () => {
    const setup = generic.setupSchema.parse({ phases: [{ id: 'p', name: 'P', secret: false }] });
    expect(setup).toEqual({ phases: [{ id: 'p', name: 'P', secret: false, orders: true }], tracks: [], board: null, dice: [] });
    expect(GenericSetupSchema.parse({ phases: [{ id: 'p', name: 'P', secret: true }], tracks: [{ id: 'vp', name: 'VP' }] }).tracks).toEqual([
      { id: 'vp', name: 'VP', initial: 0, hidden: false },
    ]);
  });

  test.each([
    { name: 'no phases', input: { phases: [] } },
    { name: 'bad phase id', input: { phases: [{ id: 'Big Phase', name: 'x', secret: true }] } },
    { name: 'missing secret flag', input: { phases: [{ id: 'a', name: 'x' }] } },
    { name: 'non-integer initial', input: { phases: [{ id: 'a', name: 'x', secret: true }], tracks: [{ id: 'vp', name: 'VP', initial: 1.5 }] } },
    { name: 'bad custom die', input: { phases: [{ id: 'a', name: 'x', secret: true }], dice: [{ id: 'CW', faces: ['a', 'b'] }] } },
    { name: 'turn limit 0', input: { phases: [{ id: 'a', name: 'x', secret: true }], turnLimit: 0 } },
  ])('schema rejects $name', ({ input }) => {
    expect(generic.setupSchema.safeParse(input).success).toBe(false);
  });

  const phase = { id: 'a', name: 'A', secret: true, orders: true };
  const track = (extra: object) => ({ id: 'vp', name: 'VP', initial: 0, hidden: false, ...extra });
  test.each([
    { name: 'valid', setup: { ...SETUP }, codes: [] },
    { name: 'duplicate phase', setup: { ...SETUP, phases: [phase, phase] }, codes: ['duplicate_phase'] },
    { name: 'duplicate track', setup: { ...SETUP, tracks: [track({}), track({})] }, codes: ['duplicate_track'] },
    { name: 'min > max', setup: { ...SETUP, tracks: [track({ min: 5, max: 1 })] }, codes: ['bad_track_range'] },
    { name: 'initial below min', setup: { ...SETUP, tracks: [track({ min: 1 })] }, codes: ['initial_out_of_range'] },
    { name: 'unknown score track', setup: { ...SETUP, scoreTrack: 'gold' }, codes: ['unknown_score_track'] },
  ])('validateSetup: $name', ({ setup, codes }) => {
    const problems = generic.validateSetup(setup);
    expect(problems.map((p) => p.code)).toEqual(codes);
    for (const p of problems) expect(p.message).not.toMatch(/\{\w+\}/);
  });

  test.each([
    { name: 'valid', player: { id: 'p-cy', name: 'Cy' }, codes: [] },
    { name: 'duplicate id', player: { id: ANA.id, name: 'Other' }, codes: ['duplicate_player'] },
    { name: 'duplicate name, any case', player: { id: 'x', name: 'bo' }, codes: ['duplicate_name'] },
  ])('validatePlayer: $name', ({ player, codes }) => {
    expect(generic.validatePlayer(SETUP, [ANA, BO], player).map((p) => p.code)).toEqual(codes);
  });

  test('player data from the server (extra Lords of Chaos fields) parses to {id, name}', () => {
    expect(generic.playerSchema.parse({ id: 'x', name: 'X', warband: 'W', god: 'G', planets: [] })).toEqual({ id: 'x', name: 'X' });
  });

  test('initial state: every player starts every track at its initial value', () => {
    const state = generic.initialState(SETUP, PLAYERS);
    expect(state).toMatchObject({ turn: 1, phase: 0, step: 1, ended: false, board: 'Empty board', trackHistory: [] });
    expect(state.tracks[ANA.id]).toEqual({ vp: 0, doom: 2, power: 5 });
    expect(Object.keys(state.tracks)).toEqual(PLAYERS.map((p) => p.id));
    expect(generic.customDice!(SETUP).map((d) => d.id)).toEqual(['cw']);
  });
});
