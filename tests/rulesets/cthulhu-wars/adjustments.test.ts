import { describe, expect, test } from 'vitest';
import type { State } from '../../../src/engine/rulesets/cthulhu-wars/types.ts';
import { G2, SETUP, cw, position } from './helpers.ts';

const BASE = position({
  phase: 'action',
  firstPlayer: 'a',
  power: { a: 4, b: 4 },
  units: { 'gc.acolyte.1': 'europe', 'gc.shoggoth.1': 'europe', 'ys.acolyte.1': 'europe' },
  gates: { europe: 'ys.acolyte.1' },
  elderSignPool: [2, 3],
});
const check = (a: unknown, state: State = BASE) => cw.checkAdjustment!(SETUP, G2.players, state, a).map((p) => p.code);
const apply = (list: unknown[], state: State = BASE) => cw.applyAdjustments!(SETUP, G2.players, state, list) as State;

// GM corrections: what the seed leaves to the GM (ability effects, spellbooks, Power and Doom from abilities).
describe('GM corrections', () => {
  test.each([
    { a: { kind: 'power', player: 'a', delta: 2 }, codes: [] },
    { a: { kind: 'power', player: 'a', delta: 2, set: 3 }, codes: ['delta_or_set'] },
    { a: { kind: 'power', player: 'z', set: 3 }, codes: ['unknown_player'] },
    { a: { kind: 'doom', player: 'b' }, codes: ['delta_or_set'] },
    { a: { kind: 'spellbook', player: 'a', spellbook: 'dreams', grant: true }, codes: [] },
    { a: { kind: 'spellbook', player: 'a', spellbook: 'passion', grant: true }, codes: ['unknown_spellbook'] },
    { a: { kind: 'place', unit: 'gc.cthulhu.1', area: 'atlantis' }, codes: ['unknown_area'] },
    { a: { kind: 'place', unit: 'gc.cthulhu.9', area: 'europe' }, codes: ['unknown_unit'] },
    { a: { kind: 'gate', area: 'europe', present: true, holder: 'gc.acolyte.9' }, codes: ['holder_not_there'] },
    { a: { kind: 'battle-dice', side: 'attacker', delta: 1 }, codes: ['no_battle'] },
    { a: { kind: 'battle-results', side: 'attacker', kills: 1, pains: 0 }, codes: ['no_battle'] },
    { a: { kind: 'teleport' }, codes: ['invalid_adjustment'] },
    { a: { kind: 'power', player: 'a', delta: 1e6 }, codes: ['invalid_adjustment'] },
  ])('$a → $codes', ({ a, codes }) => expect(check(a)).toEqual(codes));

  test('applied in order: Power, Doom, spellbooks (kept in sheet order), units, gates, Combat, Elder Signs', () => {
    const s = apply([
      { kind: 'power', player: 'a', delta: 3 },
      { kind: 'power', player: 'b', set: 0 },
      { kind: 'doom', player: 'b', delta: 2 },
      { kind: 'spellbook', player: 'a', spellbook: 'submerge', grant: true },
      { kind: 'spellbook', player: 'a', spellbook: 'absorb', grant: true },
      { kind: 'place', unit: 'gc.cthulhu.1', area: 'europe' },
      { kind: 'eliminate', unit: 'ys.acolyte.1' },
      { kind: 'gate', area: 'europe', present: true, holder: 'gc.acolyte.1' },
      { kind: 'combat', unit: 'gc.shoggoth.1', value: 5 },
      { kind: 'elder-signs', player: 'b', count: 1 },
      { kind: 'unlimited-battle', player: 'a', allowed: true },
      { kind: 'note', text: 'Dreams: Bruno loses a cultist' },
      { kind: 'power', player: 'z', delta: 1 },
    ]);
    expect(s.power).toEqual({ a: 7, b: 0 });
    expect(s.doom.b).toBe(2);
    expect(s.spellbooks.a).toEqual(['absorb', 'submerge']);
    expect(s.units['gc.cthulhu.1']).toBe('europe');
    expect(s.units['ys.acolyte.1']).toBeUndefined();
    expect(s.gates.europe).toBe('gc.acolyte.1');
    expect(s.combat).toEqual({ 'gc.shoggoth.1': 5 });
    expect(s.elderSigns.b).toEqual([{ id: 'es1', value: 2 }]);
    expect(s.unlimitedBattle).toEqual({ a: true });
    expect(BASE.power).toEqual({ a: 4, b: 4 });
  });

  test('battle dice before the roll, battle results after it', () => {
    const battle = position({
      ...BASE,
      battle: { area: 'europe', attacker: 'a', defender: 'b', stage: 'gm-pre' },
      pending: { kind: 'battle-gm', stage: 'pre-roll' },
    });
    expect(check({ kind: 'battle-dice', side: 'defender', delta: 2 }, battle)).toEqual([]);
    expect(check({ kind: 'battle-results', side: 'attacker', kills: 1, pains: 0 }, battle)).toEqual(['battle_stage']);
    const rolled = position({
      ...BASE,
      battle: { area: 'europe', attacker: 'a', defender: 'b', stage: 'gm-post', dice: { attacker: [1], defender: [] } },
      pending: { kind: 'battle-gm', stage: 'post-assign' },
    });
    expect(check({ kind: 'battle-dice', side: 'defender', delta: 2 }, rolled)).toEqual(['battle_stage']);
    expect(apply([{ kind: 'battle-results', side: 'attacker', kills: 1, pains: 1 }], rolled).battle!.extra.attacker).toEqual({ kills: 1, pains: 1 });
  });

  test('nothing is corrected once the game is over', () => {
    expect(check({ kind: 'power', player: 'a', delta: 1 }, position({ phase: 'over', winners: [] }))).toEqual(['game_over']);
  });
});

describe('the correction form', () => {
  test('offers names, never ids to type: kinds, players, units with where they stand, areas, spellbooks, sides', () => {
    const choices = cw.adjustmentChoices!(SETUP, G2.players, { ...BASE, captives: { 'ys.acolyte.2': 'a' } }, 'en');
    expect(choices['kind']!.find((c) => c.value === 'eliminate')!.label).toBe('Eliminate a unit');
    expect(choices['kind']!.map((c) => c.value)).toHaveLength(12);
    expect(choices['player']!.map((c) => c.label)).toEqual(['Alba (Great Cthulhu)', 'Bruno (Yellow Sign)']);
    const unit = (id: string) => choices['unit']!.find((c) => c.value === id)?.label;
    expect(unit('gc.shoggoth.1')).toBe('Shoggoth 1 — Great Cthulhu (Europe)');
    expect(unit('gc.cthulhu.1')).toBe('Cthulhu 1 — Great Cthulhu (in the pool)');
    expect(unit('ys.acolyte.2')).toBe('Acolyte 2 — Yellow Sign (captive of Alba)');
    expect(choices['unit']!.slice(0, 3).map((c) => c.value)).toEqual(['gc.acolyte.1', 'gc.shoggoth.1', 'ys.acolyte.1']); // on the map first
    expect(choices['holder']!.map((c) => c.value)).toEqual(['gc.acolyte.1', 'gc.shoggoth.1', 'ys.acolyte.1']);
    expect(choices['spellbook']!.find((c) => c.value === 'passion')!.label).toBe('Passion (Yellow Sign)');
    expect(choices['area']!.find((c) => c.value === 'europe')!.label).toBe('Europe');
    expect(cw.adjustmentChoices!(SETUP, G2.players, BASE, 'es')['side']!.map((c) => c.label)).toEqual(['atacante', 'defensor']);
  });
});
