import { describe, expect, test } from 'vitest';
import { getRuleset, RULESETS } from '../../../src/engine/registry.ts';
import { lordsOfChaos, type LocPlayer } from '../../../src/engine/rulesets/lords-of-chaos/index.ts';
import { MAP } from './fixtures.ts';

const setup = { map: MAP };
const khorne: LocPlayer = { id: 'K', name: 'Kharn', warband: 'World Eaters', god: 'Khorne', godKind: 'major', planets: ['p11', 'p12'] };
const nurgle: LocPlayer = { id: 'N', name: 'Typhus', warband: 'Death Guard', god: 'Nurgle', godKind: 'major', planets: ['q21'] };

describe('lordsOfChaos descriptor', () => {
  test('is registered', () => {
    expect(getRuleset('lords-of-chaos')).toBe(lordsOfChaos);
    expect(getRuleset('chess')).toBeUndefined();
    expect(getRuleset('toString')).toBeUndefined();
    expect(RULESETS['lords-of-chaos']).toBe(lordsOfChaos);
  });

  test('default setup is the Eye of Terror map and it validates', () => {
    const defaults = lordsOfChaos.defaultSetup();
    expect(defaults.map.id).toBe('eye-of-terror');
    expect(lordsOfChaos.setupSchema.safeParse(defaults).success).toBe(true);
    expect(lordsOfChaos.validateSetup(defaults)).toEqual([]);
  });

  test('validateSetup reports map problems under map.', () => {
    const broken = { map: { ...MAP, adjacency: [...MAP.adjacency, ['X1-1', 'X1-1'] as [string, string]] } };
    expect(lordsOfChaos.validateSetup(broken)).toMatchObject([{ path: `map.adjacency[${MAP.adjacency.length}]`, code: 'self_adjacency' }]);
  });

  test.each([
    { name: 'valid', player: nurgle, codes: [] },
    { name: 'duplicate id', player: { ...nurgle, id: 'K' }, codes: ['duplicate_player'] },
    { name: 'planet taken', player: { ...nurgle, planets: ['p12'] }, codes: ['planet_taken'] },
    { name: 'unknown planet', player: { ...nurgle, planets: ['zz'] }, codes: ['unknown_planet'] },
    { name: 'major kind, minor god', player: { ...nurgle, god: 'Malal' }, codes: ['not_a_major_god'] },
    { name: 'major god, minor kind', player: { ...nurgle, godKind: 'minor' as const }, codes: ['major_god_kind'] },
  ])('validatePlayer: $name', ({ player, codes }) => {
    expect(lordsOfChaos.validatePlayer(setup, [khorne], player).map((p) => p.code)).toEqual(codes);
  });

  test('playerSchema requires warband and planets', () => {
    expect(lordsOfChaos.playerSchema.safeParse(khorne).success).toBe(true);
    expect(lordsOfChaos.playerSchema.safeParse({ ...khorne, warband: undefined }).success).toBe(false);
  });

  test('initial state: starting planets, defaults for the rest', () => {
    const state = lordsOfChaos.initialState(setup, [khorne, nurgle]);
    expect(state.turn).toBe(1);
    expect(state.control).toMatchObject({ p11: 'K', p12: 'K', q21: 'N', p13: null });
    expect(state.inhabitants).toEqual({ cadia: 3, q22: 1 });
    expect(state.scores).toEqual({ K: 0, N: 0 });
  });

  test('checkSheet: translated messages beside their fields, and a cost summary in words and numbers', () => {
    const state = lordsOfChaos.initialState(setup, [khorne, nurgle]);
    const sheet = [{ type: 'invade', planet: 'p13', count: 2 }, { type: 'invade', planet: 'p21' }, { type: 'bogus' }];
    const en = lordsOfChaos.checkSheet(setup, [khorne, nurgle], state, 'K', sheet, 'en');
    expect(en.errors).toEqual([
      { index: 1, path: '[1].planet', reason: 'unreachable', message: expect.stringContaining('Out of reach') },
      { index: 2, path: '[2].type', reason: 'invalid_order', message: expect.stringContaining('Unknown order type "bogus"') },
    ]);
    expect(en.summary).toEqual({
      costs: [2, null, null],
      warnings: [null, null, null],
      notes: ['Cost: 2 actions.', null, null],
      lines: ['Actions — available: 4 · used: 2 · left: 2'],
      totals: { actionsAvailable: 4, actionsUsed: 2, actionsLeft: 2 },
    });
    const es = lordsOfChaos.checkSheet(setup, [khorne, nurgle], state, 'K', sheet, 'es');
    expect(es.errors[0]!.message).toContain('Fuera de alcance');
    expect(es.summary.lines).toEqual(['Acciones — disponibles: 4 · usadas: 2 · quedan: 2']);
    expect(es.summary.notes?.[0]).toBe('Coste: 2 acciones.');
  });

  test.each([
    ['over budget: the count', [{ type: 'invade', planet: 'p13', count: 9 }], '[0].count', 'insufficient_actions'],
    ['a deed not open to the god', [{ type: 'claimDeed', deed: 'no-such-deed' }], '[0].deed', 'unknown_target'],
    [
      'an alliance without the player',
      [{ type: 'invade', planet: 'p13', alliance: { members: ['N', 'X'], beneficiary: 'N' } }],
      '[0].alliance.members',
      'invalid_order',
    ],
    ['a cession to oneself', [{ type: 'cede', planet: 'p11', to: 'K' }], '[0].to', 'invalid_order'],
    ['not an order at all', [42], '[0]', 'invalid_order'],
  ])('checkSheet names the field a refusal is about: %s', (_name, sheet, path, reason) => {
    const state = lordsOfChaos.initialState(setup, [khorne, nurgle]);
    const { errors } = lordsOfChaos.checkSheet(setup, [khorne, nurgle], state, 'K', sheet, 'en');
    expect(errors).toEqual([expect.objectContaining({ index: 0, path, reason })]);
  });

  test('resolve returns the next state and publicState hides nothing secret', () => {
    const players = [khorne, nurgle];
    const state = lordsOfChaos.initialState(setup, players);
    const result = lordsOfChaos.resolve({ setup, players, state, orders: { K: [{ type: 'invade', planet: 'p13' }] }, seed: 's' });
    expect(result.gameOver).toBe(false);
    expect(result.nextState.turn).toBe(2);
    expect(result.nextState.control.p13).toBe('K');
    expect(lordsOfChaos.publicState(setup, result.nextState)).toEqual({
      turn: 2,
      scores: result.nextState.scores,
      summary: { control: result.nextState.control },
    });
  });

  test('after turn 8 the game is over with a ranking', () => {
    const players = [khorne, nurgle];
    const state = { ...lordsOfChaos.initialState(setup, players), turn: 8 };
    const result = lordsOfChaos.resolve({ setup, players, state, orders: {}, seed: 's' });
    expect(result.gameOver).toBe(true);
    // K: 2 planets + 1 resources + 1 subsector = 4, doubled; N: 1 planet + 1 sacred... = 1, doubled
    expect(result.outcome.gameOver).toEqual({
      ranking: [
        { player: 'K', score: 8, rank: 1 },
        { player: 'N', score: 2, rank: 2 },
      ],
      supremeLord: 'K',
      paladins: [],
    });
  });
});
