import { describe, expect, test } from 'vitest';
import type { AttackEvent } from '../../../src/engine/rulesets/siege-of-the-citadel/outcome.ts';
import { act, ALL_HIT, ALL_MISS, fig, game, MISHIMA, LEGION, BAUHAUS, PLAYERS, refusals, scenario, setupWith, step, troopers } from './helpers.ts';

const attack = (mode: string, extra: Record<string, unknown>) => ({ type: 'attack', mode, ...extra });

function turn(figures: Record<string, unknown>[], options = {}, data = {}, groups: Record<string, unknown> = {}) {
  const setup = setupWith(options, data);
  return game(setup, PLAYERS, scenario(setup, PLAYERS, { turn: 'B', groups: { B: { entrance: 'west', ...groups } }, figures }));
}

// Seed "NÄRSTRIDSATTACK", "SKJUTVAPENATTACK", "FRI SIKT": close combat against a neighbouring square; firearms
// only at a target that is not next to you, in sight, within 24 squares. One target per action.
describe('attack legality on the grid', () => {
  test.each([
    { name: 'close combat, neighbour', by: 'valerie-duval', at: 'e2', target: 'e3', mode: 'melee', refused: [] },
    { name: 'close combat, diagonal neighbour', by: 'valerie-duval', at: 'e2', target: 'f3', mode: 'melee', refused: [] },
    { name: 'close combat, two squares away', by: 'valerie-duval', at: 'e2', target: 'e4', mode: 'melee', refused: ['not_adjacent'] },
    { name: 'close combat through a wall', by: 'valerie-duval', at: 'c4', target: 'd4', mode: 'melee', refused: ['not_adjacent'] },
    { name: 'firearm, target two squares away', by: 'max-steiner', at: 'e2', target: 'e4', mode: 'ranged', refused: [] },
    { name: 'firearm, target next to you', by: 'max-steiner', at: 'e2', target: 'e3', mode: 'ranged', refused: ['target_adjacent'] },
    { name: 'firearm through a wall', by: 'max-steiner', at: 'b4', target: 'e4', mode: 'ranged', refused: ['no_line_of_sight'] },
    {
      name: 'firearm with a figure in between',
      by: 'max-steiner',
      at: 'e1',
      target: 'e5',
      mode: 'ranged',
      refused: ['no_line_of_sight'],
      others: [{ id: 'legionnaire-9', at: 'e3' }],
    },
    { name: 'a sword cannot shoot', by: 'valerie-duval', at: 'e2', target: 'e4', mode: 'ranged', refused: ['no_weapon_for_mode'] },
    { name: 'a standard firearm cannot strike', by: 'max-steiner', at: 'e2', target: 'e3', mode: 'melee', refused: ['no_weapon_for_mode'] },
    { name: 'a Doomtrooper on purpose', by: 'max-steiner', at: 'e2', target: 'e5', mode: 'ranged', refused: ['target_is_doomtrooper'], victim: 'yojimbo' },
    { name: 'no target', by: 'max-steiner', at: 'e2', target: null, mode: 'ranged', refused: ['unknown_target'] },
  ])('$name → $refused', ({ by, at, target, mode, refused, others, victim }) => {
    const id = victim ?? 'legionnaire-1';
    const figures = [{ id: by, at }, ...(target ? [{ id, at: target }] : []), ...(others ?? [])];
    const g = turn(figures);
    expect(refusals(g, 'B', troopers([act(by, attack(mode, target ? { target: id } : {}))]))).toEqual(refused);
  });

  test.each([
    { target: 'y2', distance: 24, refused: [] },
    { target: 'z2', distance: 25, refused: ['out_of_range'] },
    { target: 'z3', distance: 25, refused: ['out_of_range'] },
  ])('firearm at $distance squares (range 24, counted as moves) → $refused', ({ target, refused }) => {
    const base = setupWith();
    const long = {
      ...base.data.missions[1]!,
      id: 'long-hall',
      sections: [{ id: '1', cards: 0, citadel: false }],
      entrances: [{ id: 'west', legion: false, section: '1', squares: ['a2'] }],
      grid: { width: 30, height: 3, rows: Array(3).fill('1'.repeat(30)), walls: [] },
      monsterCards: [],
    };
    const setup = setupWith({ mission: 'long-hall' }, { missions: [...base.data.missions, long] });
    const g = game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, {
        turn: 'B',
        groups: { B: { entrance: 'west' } },
        figures: [
          { id: 'max-steiner', at: 'a2' },
          { id: 'legionnaire-1', at: target },
        ],
      }),
    );
    expect(refusals(g, 'B', troopers([act('max-steiner', attack('ranged', { target: 'legionnaire-1' }))]))).toEqual(refused);
  });

  test('option fireOnDoomtroopers: a Doomtrooper may be attacked on purpose', () => {
    const g = turn(
      [
        { id: 'max-steiner', at: 'e2' },
        { id: 'yojimbo', at: 'e5' },
      ],
      { fireOnDoomtroopers: true },
    );
    expect(refusals(g, 'B', troopers([act('max-steiner', attack('ranged', { target: 'yojimbo' }))]))).toEqual([]);
  });

  test.each([
    { option: true, refused: [] },
    { option: false, refused: ['engaged'] },
  ])('shooting a distant target while a creature stands next to you: option shootWhenEngaged $option', ({ option, refused }) => {
    const g = turn(
      [
        { id: 'max-steiner', at: 'e2' },
        { id: 'legionnaire-1', at: 'e5' },
        { id: 'legionnaire-2', at: 'f2' },
      ],
      { shootWhenEngaged: option },
    );
    expect(refusals(g, 'B', troopers([act('max-steiner', attack('ranged', { target: 'legionnaire-1' }))]))).toEqual(refused);
  });
});

// Seed: dice of the rank's colour × the weapon's count; Bauhaus one die more with firearms.
describe('attack dice', () => {
  const dice = (g: ReturnType<typeof turn>) =>
    (g.outcomes.at(-1)!.events.find((e) => e.type === 'attack') as AttackEvent).rolls.map((r) => `${r.dice.length} ${r.colour}`);
  test.each([
    { name: 'Valerie, standard sword', by: 'valerie-duval', weapon: null, equipment: [], mode: 'melee', target: 'e3', points: 0, expected: ['3 white'] },
    { name: 'Max, standard firearm + Bauhaus', by: 'max-steiner', weapon: null, equipment: [], mode: 'ranged', target: 'e5', points: 0, expected: ['4 white'] },
    { name: 'Max, laser sight', by: 'max-steiner', weapon: null, equipment: ['laser-sight'], mode: 'ranged', target: 'e5', points: 0, expected: ['5 white'] },
    {
      name: 'Valerie, Punisher sword, power arm, rank 3',
      by: 'valerie-duval',
      weapon: 'punisher-sword',
      equipment: ['power-arm'],
      mode: 'melee',
      target: 'e3',
      points: 25,
      expected: ['5 red'],
    },
    {
      name: 'Max, Deathlockdrum, rank 5',
      by: 'max-steiner',
      weapon: 'deathlockdrum',
      equipment: [],
      mode: 'ranged',
      target: 'e5',
      points: 70,
      expected: ['6 black'],
    },
  ])('$name: $expected', ({ by, weapon, equipment, mode, target, points, expected }) => {
    const g = turn(
      [
        { id: by, at: 'e2', weapon, equipment },
        { id: 'legionnaire-1', at: target },
      ],
      {},
      {},
      { points },
    );
    step(g, { B: troopers([act(by, attack(mode, { target: 'legionnaire-1' }))]) });
    expect(dice(g)).toEqual(expected);
  });

  test('Mishima: no bonus die with firearms', () => {
    const setup = setupWith();
    const g = game(
      setup,
      PLAYERS,
      scenario(setup, PLAYERS, {
        turn: 'M',
        groups: { M: { entrance: 'west' } },
        figures: [
          { id: 'tatsu', at: 'e2' },
          { id: 'legionnaire-1', at: 'e5' },
        ],
      }),
    );
    step(g, { M: troopers([act('tatsu', attack('ranged', { target: 'legionnaire-1' }))]) });
    expect(dice(g)).toEqual(['3 white']);
  });

  test('every die is recorded with its face and whether it hit', () => {
    const g = turn([
      { id: 'max-steiner', at: 'e2' },
      { id: 'legionnaire-1', at: 'e5' },
    ]);
    step(g, { B: troopers([act('max-steiner', attack('ranged', { target: 'legionnaire-1' }))]) }, 'seed-x');
    const event = g.outcomes[0]!.events[0] as AttackEvent;
    for (const d of event.rolls[0]!.dice) expect(d.hit).toBe(d.value <= 2);
    expect(event.rolls[0]!.hits).toBe(event.rolls[0]!.dice.filter((d) => d.hit).length);
  });
});

// Seed "SPECIALVAPEN".
describe('special weapons', () => {
  test('Nimrod: one target with six dice, or two targets with three each (Bauhaus +1 on the first)', () => {
    const g = turn(
      [
        { id: 'max-steiner', at: 'e2', weapon: 'nimrod-autocannon' },
        { id: 'legionnaire-1', at: 'e5' },
        { id: 'legionnaire-2', at: 'g5' },
      ],
      {},
      {},
      { points: 45 },
    );
    step(g, { B: troopers([act('max-steiner', attack('twin', { targets: ['legionnaire-1', 'legionnaire-2'] }))]) });
    const event = g.outcomes[0]!.events[0] as AttackEvent;
    expect(event.rolls.map((r) => r.dice.length)).toEqual([4, 3]);
    expect(event.targets.map((t) => t.figure)).toEqual(['legionnaire-1', 'legionnaire-2']);
  });

  test.each([
    { targets: ['legionnaire-1'], refused: ['twin_needs_two'] },
    { targets: ['legionnaire-1', 'legionnaire-1'], refused: ['twin_needs_two'] },
    { targets: ['legionnaire-1', 'legionnaire-3'], refused: ['no_line_of_sight'] },
  ])('Nimrod twin with $targets → $refused', ({ targets, refused }) => {
    const g = turn(
      [
        { id: 'max-steiner', at: 'e2', weapon: 'nimrod-autocannon' },
        { id: 'legionnaire-1', at: 'e5' },
        { id: 'legionnaire-3', at: 'a6' },
      ],
      {},
      {},
      { points: 45 },
    );
    expect(refusals(g, 'B', troopers([act('max-steiner', attack('twin', { targets }))]))).toEqual(refused);
  });

  test('Gehenna Puker: every figure in the line of fire, Doomtroopers too (friendly fire: −3 per hit)', () => {
    const g = turn(
      [
        { id: 'max-steiner', at: 'e1', weapon: 'gehenna-puker' },
        { id: 'legionnaire-1', at: 'e3' },
        { id: 'valerie-duval', at: 'e5' },
        { id: 'necromutant-1', at: 'e7' },
      ],
      {},
      { dice: ALL_HIT },
      { points: 30 },
    );
    step(g, { B: troopers([act('max-steiner', attack('line', { square: 'e2' }))]) });
    const event = g.outcomes[0]!.events[0] as AttackEvent;
    // 3 dice + Bauhaus 1 = 4 hits on each figure in the line: legionnaire and necromutant eliminated, Valerie hit 4 times.
    expect(event.rolls[0]!.dice).toHaveLength(4);
    expect(event.targets.map((t) => [t.figure, t.hits, t.eliminated])).toEqual([
      ['legionnaire-1', 4, true],
      ['valerie-duval', 4, false],
      ['necromutant-1', 4, true],
    ]);
    // Valerie: 4 hits − armour 1 − kevlar (all-hit dice) 1 = 2 damage. B: 30 + 1 + 2 − 12 = 21.
    expect(fig(g, 'valerie-duval').strength).toBe(3);
    expect(g.state.groups.B!.points).toBe(21);
  });

  test('Gehenna Puker has no single-target mode', () => {
    const g = turn(
      [
        { id: 'max-steiner', at: 'e1', weapon: 'gehenna-puker' },
        { id: 'legionnaire-1', at: 'e3' },
      ],
      {},
      {},
      { points: 30 },
    );
    expect(refusals(g, 'B', troopers([act('max-steiner', attack('ranged', { target: 'legionnaire-1' }))]))).toEqual(['no_weapon_for_mode']);
    expect(refusals(g, 'B', troopers([act('max-steiner', attack('line', {}))]))).toEqual(['needs_square']);
  });

  test('Violator sweep: the figures round the attacker until the blade strikes a wall', () => {
    // Valerie on c3: clockwise from c2: c2, d2 (the wall x=3 runs from row 3 to 6: d2 is open)… d3 is behind the wall: the arc stops.
    const g = turn(
      [
        { id: 'valerie-duval', at: 'c3', weapon: 'violator-sword' },
        { id: 'legionnaire-1', at: 'c2' },
        { id: 'legionnaire-2', at: 'd2' },
        { id: 'legionnaire-3', at: 'b4' },
      ],
      {},
      { dice: ALL_HIT },
      { points: 25 },
    );
    step(g, { B: troopers([act('valerie-duval', attack('sweep', { square: 'c2', direction: 'cw' }))]) });
    const event = g.outcomes[0]!.events[0] as AttackEvent;
    expect(event.targets.map((t) => t.figure)).toEqual(['legionnaire-1', 'legionnaire-2']);
    expect(fig(g, 'legionnaire-3').status).toBe('board');
  });

  test('Violator sweep counter-clockwise reaches the other side', () => {
    const g = turn(
      [
        { id: 'valerie-duval', at: 'c3', weapon: 'violator-sword' },
        { id: 'legionnaire-1', at: 'c2' },
        { id: 'legionnaire-3', at: 'b4' },
      ],
      {},
      { dice: ALL_HIT },
      { points: 25 },
    );
    step(g, { B: troopers([act('valerie-duval', attack('sweep', { square: 'c2', direction: 'ccw' }))]) });
    expect((g.outcomes[0]!.events[0] as AttackEvent).targets.map((t) => t.figure)).toEqual(['legionnaire-1', 'legionnaire-3']);
  });

  test('a sweep must start next to the attacker', () => {
    const g = turn([{ id: 'valerie-duval', at: 'c3', weapon: 'violator-sword' }], {}, {}, { points: 25 });
    expect(refusals(g, 'B', troopers([act('valerie-duval', attack('sweep', { square: 'c5' }))]))).toEqual(['sweep_start']);
  });

  test('grenade launcher on a plasma carbine: the target square takes the hits, the squares round it one fewer', () => {
    const g = turn(
      [
        { id: 'max-steiner', at: 'e1', weapon: 'plasma-carbine', equipment: ['grenade-launcher'] },
        { id: 'necromutant-1', at: 'f5' },
        { id: 'legionnaire-1', at: 'g5' },
        { id: 'valerie-duval', at: 'e6' },
      ],
      {},
      { dice: ALL_HIT },
      { points: 10 },
    );
    step(g, { B: troopers([act('max-steiner', attack('grenade', { square: 'f5' }))]) });
    const event = g.outcomes[0]!.events[0] as AttackEvent;
    // 4 dice + Bauhaus 1 = 5 hits in f5, 4 on g5 and e6.
    expect(event.targets.map((t) => [t.figure, t.hits])).toEqual([
      ['necromutant-1', 5],
      ['legionnaire-1', 4],
      ['valerie-duval', 4],
    ]);
    expect(g.state.groups.B!.points).toBe(10 + 2 + 1 - 12);
  });

  test('no grenade without the launcher, and a grenade needs sight of its square', () => {
    const g = turn([{ id: 'max-steiner', at: 'b4', weapon: 'plasma-carbine' }], {}, {}, { points: 10 });
    expect(refusals(g, 'B', troopers([act('max-steiner', attack('grenade', { square: 'f5' }))]))).toEqual(['no_weapon_for_mode']);
    const h = turn([{ id: 'max-steiner', at: 'b4', weapon: 'plasma-carbine', equipment: ['grenade-launcher'] }], {}, {}, { points: 10 });
    expect(refusals(h, 'B', troopers([act('max-steiner', attack('grenade', { square: 'f4' }))]))).toEqual(['no_line_of_sight']);
  });
});

describe('missions without a grid: attacks as reported', () => {
  const noGrid = (figures: Record<string, unknown>[], data = {}) => {
    const setup = setupWith({ mission: 'way-out' }, data);
    return game(setup, PLAYERS, scenario(setup, PLAYERS, { turn: 'B', groups: { B: { entrance: 'west', points: 30 } }, figures }));
  };
  test('a single target: geometry not checked, marked for the GM', () => {
    const g = noGrid(
      [
        { id: 'max-steiner', at: '2' },
        { id: 'legionnaire-1', at: '4' },
      ],
      { dice: ALL_MISS },
    );
    step(g, { B: troopers([act('max-steiner', attack('ranged', { target: 'legionnaire-1' }))]) });
    expect(g.outcomes[0]!.events[0]).toMatchObject({ type: 'attack', checked: false, targets: [{ figure: 'legionnaire-1', hits: 0, eliminated: false }] });
  });
  test.each([
    { mode: 'line', extra: {}, refused: ['targets_needed'] },
    { mode: 'line', extra: { targets: ['legionnaire-1', 'legionnaire-1'] }, refused: ['twin_needs_two'] },
    { mode: 'line', extra: { targets: ['legionnaire-1', 'valerie-duval'] }, refused: [] },
  ])('area attack $mode with $extra → $refused', ({ mode, extra, refused }) => {
    const g = noGrid([
      { id: 'max-steiner', at: '2', weapon: 'gehenna-puker' },
      { id: 'legionnaire-1', at: '2' },
      { id: 'valerie-duval', at: '2' },
    ]);
    expect(refusals(g, 'B', troopers([act('max-steiner', attack(mode, extra))]))).toEqual(refused);
  });
});

void MISHIMA;
void LEGION;
void BAUHAUS;
