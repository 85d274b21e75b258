import { describe, expect, test } from 'vitest';
import type { State } from '../../../src/engine/rulesets/cthulhu-wars/types.ts';
import { G2, asked, eventsOf, play, position, rawReasons, reasons, withOptions, type Game } from './helpers.ts';

/**
 * One row per rule and reason code of each action (seed: Recruit, footnotes 4–5; the other actions' costs and
 * conditions are GM data with published defaults: Move 1 per unit, Build Gate 3, Summon/Awaken per the
 * faction sheet at a controlled gate).
 */
const BASE = {
  phase: 'action',
  firstPlayer: 'a',
  power: { a: 8, b: 8 },
  units: {
    'gc.acolyte.1': 'south-pacific',
    'gc.acolyte.2': 'south-pacific',
    'gc.acolyte.3': 'north-pacific',
    'ys.acolyte.1': 'europe',
    'ys.acolyte.2': 'north-pacific',
  },
  gates: { 'south-pacific': 'gc.acolyte.1', europe: 'ys.acolyte.1' },
};

function at(extra: Record<string, unknown> = {}, player = 'a', game: Game = G2): State {
  const base = { ...BASE, ...extra, units: { ...BASE.units, ...((extra.units as object) ?? {}) } };
  return position({ ...base, firstPlayer: player }, game);
}

type Row = { name: string; actions: unknown[]; expected: string[]; extra?: Record<string, unknown>; player?: string; raw?: boolean; game?: Game };

const check = ({ actions, extra, player = 'a', raw, game = G2 }: Row) => (raw ? rawReasons : reasons)(at(extra, player, game), player, { actions }, game);

describe('move', () => {
  test.each<Row>([
    { name: 'to an adjacent area', actions: [{ type: 'move', moves: [{ unit: 'gc.acolyte.2', to: 'indian-ocean' }] }], expected: [] },
    {
      name: 'several units, several destinations',
      actions: [
        {
          type: 'move',
          moves: [
            { unit: 'gc.acolyte.2', to: 'indian-ocean' },
            { unit: 'gc.acolyte.3', to: 'arctic-ocean' },
          ],
        },
      ],
      expected: [],
    },
    { name: 'an unknown unit', raw: true, actions: [{ type: 'move', moves: [{ unit: 'gc.priest.1', to: 'indian-ocean' }] }], expected: ['unknown_unit'] },
    {
      name: 'an unknown unit fails the request schema',
      actions: [{ type: 'move', moves: [{ unit: 'gc.priest.1', to: 'indian-ocean' }] }],
      expected: ['invalid_sheet'],
    },
    { name: "another faction's unit", actions: [{ type: 'move', moves: [{ unit: 'ys.acolyte.2', to: 'arctic-ocean' }] }], expected: ['not_your_unit'] },
    { name: 'a unit in the pool', actions: [{ type: 'move', moves: [{ unit: 'gc.acolyte.5', to: 'indian-ocean' }] }], expected: ['unit_not_on_map'] },
    {
      name: 'the same unit twice',
      actions: [
        {
          type: 'move',
          moves: [
            { unit: 'gc.acolyte.2', to: 'indian-ocean' },
            { unit: 'gc.acolyte.2', to: 'antarctica' },
          ],
        },
      ],
      expected: ['duplicate_unit'],
    },
    { name: 'an unknown area', raw: true, actions: [{ type: 'move', moves: [{ unit: 'gc.acolyte.2', to: 'atlantis' }] }], expected: ['unknown_area'] },
    { name: 'a non-adjacent area', actions: [{ type: 'move', moves: [{ unit: 'gc.acolyte.2', to: 'europe' }] }], expected: ['not_adjacent'] },
    {
      name: 'costs 1 per unit moved',
      extra: { power: { a: 1, b: 8 } },
      actions: [
        {
          type: 'move',
          moves: [
            { unit: 'gc.acolyte.2', to: 'indian-ocean' },
            { unit: 'gc.acolyte.3', to: 'arctic-ocean' },
          ],
        },
      ],
      expected: ['insufficient_power'],
    },
  ])('$name → $expected', (row) => expect(check(row)).toEqual(row.expected));

  test('moving the gate holder away abandons the gate; Power is paid per unit', () => {
    const { state, events } = play(at(), {
      a: {
        actions: [
          {
            type: 'move',
            moves: [
              { unit: 'gc.acolyte.1', to: 'indian-ocean' },
              { unit: 'gc.acolyte.3', to: 'arctic-ocean' },
            ],
          },
        ],
      },
    });
    expect(state.units['gc.acolyte.1']).toBe('indian-ocean');
    expect(state.gates['south-pacific']).toBeNull();
    expect(state.power.a).toBe(6);
    expect(eventsOf(events, 'gate-abandoned')).toEqual([{ type: 'gate-abandoned', area: 'south-pacific', unit: 'gc.acolyte.1' }]);
  });
});

// Seed: "I grundboxen ... akoluten. Kostnaden för en sådan är 1 Kraft" (footnote 4); "Om du inte har någon enhet på kartan: Välj vilket område som helst" (footnote 5).
describe('recruit', () => {
  const allAcolytes = Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`gc.acolyte.${n}`, 'south-pacific']));
  test.each<Row>([
    { name: 'where you have a unit', actions: [{ type: 'recruit', unitType: 'acolyte', area: 'north-pacific' }], expected: [] },
    { name: 'where you have no unit', actions: [{ type: 'recruit', unitType: 'acolyte', area: 'europe' }], expected: ['recruit_area'] },
    {
      name: 'anywhere with no unit on the map (footnote 5)',
      extra: { units: { 'gc.acolyte.1': undefined, 'gc.acolyte.2': undefined, 'gc.acolyte.3': undefined }, gates: { europe: 'ys.acolyte.1' } },
      actions: [{ type: 'recruit', unitType: 'acolyte', area: 'europe' }],
      expected: [],
    },
    { name: 'a monster is not recruited', actions: [{ type: 'recruit', unitType: 'shoggoth', area: 'south-pacific' }], expected: ['wrong_unit_kind'] },
    { name: 'an unknown unit type', raw: true, actions: [{ type: 'recruit', unitType: 'priest', area: 'south-pacific' }], expected: ['unknown_unit_type'] },
    {
      name: 'none left in the pool',
      extra: { units: allAcolytes },
      actions: [{ type: 'recruit', unitType: 'acolyte', area: 'south-pacific' }],
      expected: ['none_in_pool'],
    },
    {
      name: 'the acolyte costs 1 (footnote 4)',
      extra: { power: { a: 1, b: 8 } },
      actions: [{ type: 'recruit', unitType: 'acolyte', area: 'south-pacific' }],
      expected: [],
    },
  ])('$name → $expected', (row) => expect(check(row)).toEqual(row.expected));

  test('the first acolyte of the pool is placed and 1 Power paid', () => {
    const { state, events } = play(at(), { a: { actions: [{ type: 'recruit', unitType: 'acolyte', area: 'north-pacific' }] } });
    expect(state.units['gc.acolyte.4']).toBe('north-pacific');
    expect(state.power.a).toBe(7);
    expect(eventsOf(events, 'action')[0]).toMatchObject({ cost: 1, unit: 'gc.acolyte.4', main: true });
  });
});

describe('build a gate, summon, awaken', () => {
  test.each<Row>([
    { name: 'build where you have a cultist', actions: [{ type: 'build-gate', area: 'north-pacific' }], expected: [] },
    { name: 'build where a gate is', actions: [{ type: 'build-gate', area: 'south-pacific' }], expected: ['gate_exists'] },
    { name: 'build without a cultist there', actions: [{ type: 'build-gate', area: 'indian-ocean' }], expected: ['no_cultist_here'] },
    {
      name: 'build with a named cultist elsewhere',
      actions: [{ type: 'build-gate', area: 'north-pacific', unit: 'gc.acolyte.1' }],
      expected: ['unit_not_there'],
    },
    { name: 'build costs 3', extra: { power: { a: 2, b: 8 } }, actions: [{ type: 'build-gate', area: 'north-pacific' }], expected: ['insufficient_power'] },
    { name: 'summon at a controlled gate', actions: [{ type: 'summon', unitType: 'shoggoth', area: 'south-pacific' }], expected: [] },
    { name: 'summon a cultist', actions: [{ type: 'summon', unitType: 'acolyte', area: 'south-pacific' }], expected: ['wrong_unit_kind'] },
    { name: "summon at another faction's gate", actions: [{ type: 'summon', unitType: 'shoggoth', area: 'europe' }], expected: ['no_controlled_gate'] },
    { name: 'summon where no gate is', actions: [{ type: 'summon', unitType: 'shoggoth', area: 'north-pacific' }], expected: ['no_controlled_gate'] },
    {
      name: 'summon at an abandoned gate',
      extra: { gates: { 'south-pacific': null } },
      actions: [{ type: 'summon', unitType: 'shoggoth', area: 'south-pacific' }],
      expected: ['no_controlled_gate'],
    },
    {
      name: 'summon with the pool empty',
      extra: { units: { 'gc.shoggoth.1': 'indian-ocean', 'gc.shoggoth.2': 'indian-ocean' } },
      actions: [{ type: 'summon', unitType: 'shoggoth', area: 'south-pacific' }],
      expected: ['none_in_pool'],
    },
    {
      name: 'awaken Cthulhu at the start-area gate (10 Power)',
      extra: { power: { a: 10, b: 0 } },
      actions: [{ type: 'awaken', unitType: 'cthulhu', area: 'south-pacific' }],
      expected: [],
    },
    {
      name: 'awaken Cthulhu with 9 Power',
      extra: { power: { a: 9, b: 0 } },
      actions: [{ type: 'awaken', unitType: 'cthulhu', area: 'south-pacific' }],
      expected: ['insufficient_power'],
    },
    {
      name: 'awaken Cthulhu away from the start area',
      extra: { power: { a: 10, b: 0 }, gates: { 'north-pacific': 'gc.acolyte.3' } },
      actions: [{ type: 'awaken', unitType: 'cthulhu', area: 'north-pacific' }],
      expected: ['awaken_start_area'],
    },
    {
      name: 'awaken a Great Old One already in play',
      extra: { power: { a: 10, b: 0 }, units: { 'gc.cthulhu.1': 'indian-ocean' } },
      actions: [{ type: 'awaken', unitType: 'cthulhu', area: 'south-pacific' }],
      expected: ['none_in_pool'],
    },
    { name: 'awaken a monster', actions: [{ type: 'awaken', unitType: 'shoggoth', area: 'south-pacific' }], expected: ['wrong_unit_kind'] },
    {
      name: 'Hastur needs the King in Yellow there',
      player: 'b',
      extra: { power: { a: 0, b: 10 } },
      actions: [{ type: 'awaken', unitType: 'hastur', area: 'europe' }],
      expected: ['awaken_requires_unit'],
    },
    {
      name: 'Hastur with the King in Yellow',
      player: 'b',
      extra: { power: { a: 0, b: 10 }, units: { 'ys.king-in-yellow.1': 'europe' } },
      actions: [{ type: 'awaken', unitType: 'hastur', area: 'europe' }],
      expected: [],
    },
  ])('$name → $expected', (row) => expect(check(row)).toEqual(row.expected));

  test('a new gate is held by the cultist that built it', () => {
    const { state } = play(at(), { a: { actions: [{ type: 'build-gate', area: 'north-pacific' }] } });
    expect(state.gates['north-pacific']).toBe('gc.acolyte.3');
    expect(state.power.a).toBe(5);
  });

  test('a summoned monster comes from the pool at the cost of its sheet', () => {
    const { state } = play(at(), { a: { actions: [{ type: 'summon', unitType: 'starspawn', area: 'south-pacific' }] } });
    expect(state.units['gc.starspawn.1']).toBe('south-pacific');
    expect(state.power.a).toBe(5);
  });
});

describe('gates (unlimited actions; [D] a gate is controlled by the faction whose unit stands on it)', () => {
  test.each<Row>([
    {
      name: 'control an abandoned gate',
      extra: { gates: { 'south-pacific': null } },
      actions: [{ type: 'control-gate', area: 'south-pacific', unit: 'gc.acolyte.2' }, { type: 'pass' }],
      expected: [],
    },
    {
      name: 'control where no gate is',
      actions: [{ type: 'control-gate', area: 'north-pacific', unit: 'gc.acolyte.3' }, { type: 'pass' }],
      expected: ['no_gate'],
    },
    {
      name: 'control a held gate',
      actions: [{ type: 'control-gate', area: 'south-pacific', unit: 'gc.acolyte.2' }, { type: 'pass' }],
      expected: ['gate_held'],
    },
    {
      name: "control with another's unit",
      extra: { gates: { 'north-pacific': null } },
      actions: [{ type: 'control-gate', area: 'north-pacific', unit: 'ys.acolyte.2' }, { type: 'pass' }],
      expected: ['not_your_unit'],
    },
    {
      name: 'control with a unit elsewhere',
      extra: { gates: { 'north-pacific': null } },
      actions: [{ type: 'control-gate', area: 'north-pacific', unit: 'gc.acolyte.1' }, { type: 'pass' }],
      expected: ['unit_not_there'],
    },
    {
      name: 'option: only cultists hold gates',
      game: { setup: withOptions({ gateHolders: ['cultist'] }), players: G2.players },
      extra: { gates: { 'north-pacific': null }, units: { 'gc.shoggoth.1': 'north-pacific' } },
      actions: [{ type: 'control-gate', area: 'north-pacific', unit: 'gc.shoggoth.1' }, { type: 'pass' }],
      expected: ['cannot_hold_gate'],
    },
    { name: 'abandon your gate', actions: [{ type: 'abandon-gate', area: 'south-pacific' }, { type: 'pass' }], expected: [] },
    { name: "abandon another's gate", actions: [{ type: 'abandon-gate', area: 'europe' }, { type: 'pass' }], expected: ['not_your_gate'] },
    { name: 'abandon where no gate is', actions: [{ type: 'abandon-gate', area: 'north-pacific' }, { type: 'pass' }], expected: ['no_gate'] },
  ])('$name → $expected', (row) => expect(check(row)).toEqual(row.expected));
});

describe('faction abilities (timing from the faction sheet; effects are the GM corrections)', () => {
  const books = (list: string[]) => ({ spellbooks: { a: list, b: [] } });
  test.each<Row>([
    {
      name: 'an Action ability with its spellbook',
      extra: books(['dreams']),
      actions: [{ type: 'ability', ability: 'dreams', note: 'on Bruno in Europe' }],
      expected: [],
    },
    { name: 'without its spellbook', actions: [{ type: 'ability', ability: 'dreams' }], expected: ['ability_spellbook'] },
    { name: 'without its unit on the map', extra: books(['submerge']), actions: [{ type: 'ability', ability: 'submerge' }], expected: ['ability_unit'] },
    { name: 'a battle ability as an action', raw: true, actions: [{ type: 'ability', ability: 'devour' }], expected: ['ability_timing'] },
    { name: 'an unknown ability', raw: true, actions: [{ type: 'ability', ability: 'fireball' }], expected: ['unknown_ability'] },
    { name: 'an unlimited ability is not the Action', extra: books(['devolve']), actions: [{ type: 'ability', ability: 'devolve' }], expected: ['no_action'] },
    {
      name: 'an unlimited ability with the Action',
      extra: books(['devolve']),
      actions: [{ type: 'ability', ability: 'devolve' }, { type: 'pass' }],
      expected: [],
    },
    {
      name: 'the ability cost is charged',
      extra: { ...books(['dreams']), power: { a: 1, b: 8 } },
      actions: [{ type: 'ability', ability: 'dreams' }],
      expected: ['insufficient_power'],
    },
  ])('$name → $expected', (row) => expect(check(row)).toEqual(row.expected));
});

describe('Elder Signs revealed (unlimited action)', () => {
  const signs = {
    elderSigns: {
      a: [
        { id: 'es1', value: 2 },
        { id: 'es2', value: 3 },
      ],
      b: [{ id: 'es3', value: 1 }],
    },
  };
  test.each<Row>([
    { name: 'own signs', extra: signs, actions: [{ type: 'reveal-signs', signs: ['es1'] }, { type: 'pass' }], expected: [] },
    { name: "another's sign", raw: true, extra: signs, actions: [{ type: 'reveal-signs', signs: ['es3'] }, { type: 'pass' }], expected: ['unknown_sign'] },
    { name: 'the same sign twice', extra: signs, actions: [{ type: 'reveal-signs', signs: ['es1', 'es1'] }, { type: 'pass' }], expected: ['duplicate_sign'] },
  ])('$name → $expected', (row) => expect(check(row)).toEqual(row.expected));

  test('revealed signs add their value to Doom and are spent', () => {
    const { state, events } = play(at({ ...signs, doom: { a: 4, b: 0 } }), { a: { actions: [{ type: 'reveal-signs', signs: ['es2'] }, { type: 'pass' }] } });
    expect(state.doom.a).toBe(7);
    expect(state.elderSigns.a).toEqual([{ id: 'es1', value: 2 }]);
    expect(eventsOf(events, 'signs-revealed')).toEqual([{ type: 'signs-revealed', player: 'a', signs: [{ id: 'es2', value: 3 }], doom: 7 }]);
  });
});

describe('answers that do not fit the decision', () => {
  test.each([
    { sheet: { direction: 'clockwise' }, expected: ['wrong_answer'] },
    { sheet: { perform: true }, expected: ['wrong_answer'] },
    { sheet: { kills: [], pains: [] }, expected: ['wrong_answer'] },
  ])('$sheet → $expected', ({ sheet, expected }) => expect(rawReasons(at(), 'a', sheet)).toEqual(expected));

  test('over: nothing is asked, every answer is refused', () => {
    const over = position({ phase: 'over', winners: ['a'] });
    expect(asked(over)).toEqual([]);
    expect(rawReasons(over, 'a', { actions: [{ type: 'pass' }] })).toEqual(['game_over']);
  });
});
