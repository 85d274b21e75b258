import { describe, expect, test } from 'vitest';
import { battle } from '../../../src/engine/rulesets/the-awakened/stages/military.ts';
import { actions, ALBA, BRUNO, CARME, play, position, reasons, setupWith, show, stepOnly, type LandSketch } from './helpers.ts';

// Two-player board: a's chamber c1, b's chamber c5. c2 touches c1 d1 b2 d2 c3 d3; c3 touches b2 c2 b3 d3 b4 c4.
const B = (sketch: Record<string, LandSketch>, opts: Parameters<typeof position>[1] = {}) => position(sketch, { step: 'actions', ...opts });

// Seed step 5: "Two stored Resources in a Land can be spent to construct a building. There are four types of
// buildings, and a Land can hold one of each type. No buildings can be constructed on the cryo chamber. A
// maximum of 13 buildings of each type can be built on the game board."
describe('step 5: buildings', () => {
  test('two stored resources become a building; four make two different ones', () => {
    const g = B({ c2: { owner: 'a', marker: '3|=', p: 2, r: 5 } });
    const { state, outcome } = play(
      g,
      actions({
        build: [
          { land: 'c2', building: 'factory' },
          { land: 'c2', building: 'city' },
        ],
      }),
    );
    expect(show(state, 'c2')).toBe('a P2 R1 M0 V0 [city,factory]');
    expect(outcome.events.filter((e) => e.type === 'build')).toEqual([
      { type: 'build', player: 'a', land: 'c2', building: 'factory' },
      { type: 'build', player: 'a', land: 'c2', building: 'city' },
    ]);
  });

  test('a land with resources and military but no population can build', () => {
    const g = B({ c2: { owner: 'a', marker: '3|=', m: 1, r: 2 } });
    expect(show(play(g, actions({ build: [{ land: 'c2', building: 'defence' }] })).state, 'c2')).toBe('a P0 R0 M0 V1 [defence]');
  });

  const thirteenCities = Object.fromEntries(
    ['a2', 'b2', 'c2', 'd2', 'e2', 'a3', 'b3', 'c3', 'd3', 'e3', 'a4', 'b4', 'c4'].map((id) => [id, { marker: '3|=', b: ['city'] } as LandSketch]),
  );
  test.each<{
    name: string;
    sketch: Record<string, LandSketch>;
    build: { land: string; building: 'city' | 'factory' | 'defence' | 'railroad' }[];
    expected: string[];
  }>([
    { name: 'unknown land', sketch: {}, build: [{ land: 'q7', building: 'city' }], expected: ['unknown_land'] },
    {
      name: 'another player’s land',
      sketch: { c2: { owner: 'b', marker: '3|=', p: 2, r: 2 } },
      build: [{ land: 'c2', building: 'city' }],
      expected: ['not_your_land'],
    },
    { name: 'an unexplored land', sketch: {}, build: [{ land: 'c2', building: 'city' }], expected: ['not_your_land'] },
    { name: 'the cryo chamber', sketch: {}, build: [{ land: 'c1', building: 'city' }], expected: ['cryo_chamber'] },
    {
      name: 'one of each type per land',
      sketch: { c2: { owner: 'a', marker: '3|=', p: 2, r: 4, b: ['city'] } },
      build: [{ land: 'c2', building: 'city' }],
      expected: ['building_exists'],
    },
    {
      name: 'twice the same type in one answer',
      sketch: { c2: { owner: 'a', marker: '3|=', p: 2, r: 4 } },
      build: [
        { land: 'c2', building: 'railroad' },
        { land: 'c2', building: 'railroad' },
      ],
      expected: ['building_exists'],
    },
    {
      name: 'one stored resource',
      sketch: { c2: { owner: 'a', marker: '3|=', p: 2, r: 1 } },
      build: [{ land: 'c2', building: 'city' }],
      expected: ['not_enough_resources'],
    },
    {
      name: 'resources spent by the first building',
      sketch: { c2: { owner: 'a', marker: '3|=', p: 2, r: 3 } },
      build: [
        { land: 'c2', building: 'city' },
        { land: 'c2', building: 'factory' },
      ],
      expected: ['not_enough_resources'],
    },
    {
      name: '13 Cities already on the board',
      sketch: { ...thirteenCities, d3: { owner: 'a', marker: '3|=', p: 2, r: 2, b: ['city'] }, d4: { owner: 'a', marker: '3|=', p: 2, r: 2 } },
      build: [{ land: 'd4', building: 'city' }],
      expected: ['building_supply'],
    },
  ])('$name → $expected', ({ sketch, build, expected }) => {
    expect(reasons(B(sketch), actions({ build }))).toEqual(expected);
  });

  test('the building limit is GM data', () => {
    const setup = setupWith({}, { supply: { population: 25, resources: 20, military: 20, buildings: 1 } });
    const g = B({ c2: { owner: 'a', marker: '3|=', p: 2, r: 2 }, d1: { owner: 'b', marker: '3|=', p: 2, b: ['factory'] } }, { setup });
    expect(reasons(g, actions({ build: [{ land: 'c2', building: 'factory' }] }))).toEqual(['building_supply']);
    expect(reasons(g, actions({ build: [{ land: 'c2', building: 'city' }] }))).toEqual([]);
  });
});

// Seed step 6: "Flip the Military markers. "M" Military become veterans, marked "V". Veterans are dismissed
// and removed from the game board." Step 7: "One Resource and one Population can be spent to form a
// Military unit. Place a Military marker with the "M" side up".
describe('steps 6–7: ageing and forming military', () => {
  test('ageing runs between building and forming: M → V, V dismissed, new units stay M', () => {
    const g = B({ c2: { owner: 'a', marker: '3|=', p: 3, r: 2, m: 2, v: 1 }, c4: { owner: 'b', marker: '3|=', p: 2, m: 1 } });
    const { state, outcome } = play(g, actions({ form: [{ land: 'c2', count: 1 }] }));
    expect(show(state, 'c2')).toBe('a P2 R1 M1 V2');
    expect(show(state, 'c4')).toBe('b P2 R0 M1 V0');
    expect(outcome.events.map((e) => e.type)).toEqual(['age', 'form', 'turn_start', 'production', 'production']);
    expect(outcome.events[0]).toEqual({ type: 'age', player: 'a', land: 'c2', promoted: 2, dismissed: 1 });
  });

  test('a land whose last military is dismissed and holds nothing else is freed', () => {
    const g = B({ c2: { owner: 'a', marker: '3|=', v: 2, b: ['defence'] } });
    const { state, outcome } = play(g, actions({}));
    expect(state.lands.c2).toMatchObject({ owner: null, buildings: [] });
    expect(outcome.events).toContainEqual({ type: 'defence_abandoned', land: 'c2', player: 'a' });
  });

  test('forming spends one population and one resource per unit; military is not population', () => {
    const g = B({ c2: { owner: 'a', marker: '3|=', p: 3, r: 2 } });
    const { state } = play(g, actions({ form: [{ land: 'c2', count: 2 }] }));
    expect(show(state, 'c2')).toBe('a P1 R0 M2 V0');
  });

  const supply2 = setupWith({}, { supply: { population: 25, resources: 20, military: 2, buildings: 13 } });
  test.each<{
    name: string;
    sketch: Record<string, LandSketch>;
    form: { land: string; count: number }[];
    build?: { land: string; building: 'city' }[];
    expected: string[];
    setup?: ReturnType<typeof setupWith>;
  }>([
    { name: 'unknown land', sketch: {}, form: [{ land: 'x', count: 1 }], expected: ['unknown_land'] },
    { name: 'not own land', sketch: { c2: { owner: 'b', marker: '3|=', p: 3, r: 3 } }, form: [{ land: 'c2', count: 1 }], expected: ['not_your_land'] },
    {
      name: 'more than the population',
      sketch: { c2: { owner: 'a', marker: '3|=', p: 1, r: 3 } },
      form: [{ land: 'c2', count: 2 }],
      expected: ['not_enough_population'],
    },
    {
      name: 'more than the resources',
      sketch: { c2: { owner: 'a', marker: '3|=', p: 3, r: 1 } },
      form: [{ land: 'c2', count: 2 }],
      expected: ['not_enough_resources'],
    },
    {
      name: 'resources already spent on a building',
      sketch: { c2: { owner: 'a', marker: '3|=', p: 3, r: 2 } },
      build: [{ land: 'c2', building: 'city' }],
      form: [{ land: 'c2', count: 1 }],
      expected: ['not_enough_resources'],
    },
    {
      name: 'no military markers left (GM data: 2)',
      sketch: { c2: { owner: 'a', marker: '3|=', p: 3, r: 3, m: 1 } },
      form: [{ land: 'c2', count: 2 }],
      expected: ['military_supply'],
      setup: supply2,
    },
    {
      name: 'the last markers',
      sketch: { c2: { owner: 'a', marker: '3|=', p: 3, r: 3, m: 1 } },
      form: [
        { land: 'c2', count: 1 },
        { land: 'c1', count: 1 },
      ],
      expected: ['military_supply'],
      setup: supply2,
    },
  ])('$name → $expected', ({ sketch, form, build, expected, setup }) => {
    expect(reasons(B(sketch, setup ? { setup } : {}), actions({ form, ...(build ? { build } : {}) }))).toEqual(expected);
  });

  test('dismissed veterans free their markers before forming', () => {
    const g = B({ c2: { owner: 'a', marker: '3|=', p: 3, r: 3, v: 2 } }, { setup: supply2 });
    expect(reasons(g, actions({ form: [{ land: 'c2', count: 2 }] }))).toEqual([]);
  });
});

// Seed step 8: "Move, to an unoccupied Land or a Land controlled by the active player" (one land, or two
// through a Railroad); [D] military cannot explore.
// Step 6 runs before step 8: units sketched as M (formed last turn) act as V; new ones (step 7) as M.
describe('step 8: military moves', () => {
  test('military moves to an explored unoccupied land, which becomes the player’s', () => {
    const g = B({ c2: { owner: 'a', marker: '3|=', p: 2, m: 2 }, c3: { marker: '2|=' } });
    const { state, outcome } = play(g, actions({ military: [{ type: 'move', from: 'c2', to: 'c3', v: 2 }] }));
    expect(show(state, 'c3')).toBe('a P0 R0 M0 V2');
    expect(outcome.events).toContainEqual({ type: 'military_move', player: 'a', from: 'c2', to: 'c3', via: null, m: 0, v: 2 });
  });

  test('units formed this turn act; through a Railroad; resources can follow next turn', () => {
    const g = B({ c2: { owner: 'a', marker: '3|=', p: 3, r: 1, b: ['railroad'] }, c3: { marker: '2|=' } });
    const { state } = play(g, actions({ form: [{ land: 'c1', count: 2 }], military: [{ type: 'move', from: 'c1', to: 'c3', via: 'c2', m: 2 }] }));
    expect(show(state, 'c3')).toBe('a P0 R0 M2 V0');
    expect(show(state, 'c1')).toBe('a P2 R3 M0 V0');
  });

  test.each<{ name: string; sketch: Record<string, LandSketch>; order: Record<string, unknown>; expected: string[] }>([
    { name: 'no units named', sketch: { c2: { owner: 'a', marker: '3|=', m: 1 } }, order: { type: 'move', from: 'c2', to: 'c3' }, expected: ['no_units'] },
    { name: 'same land', sketch: { c2: { owner: 'a', marker: '3|=', m: 1 } }, order: { type: 'move', from: 'c2', to: 'c2', v: 1 }, expected: ['same_land'] },
    { name: 'no military there', sketch: {}, order: { type: 'move', from: 'c1', to: 'c2', v: 1 }, expected: ['not_your_land'] },
    {
      name: 'more than there are',
      sketch: { c2: { owner: 'a', marker: '3|=', m: 1, v: 1 } },
      order: { type: 'move', from: 'c2', to: 'd2', v: 2 },
      expected: ['not_enough_military'],
    },
    {
      name: 'not adjacent',
      sketch: { c2: { owner: 'a', marker: '3|=', m: 1 }, c4: { marker: '2|=' } },
      order: { type: 'move', from: 'c2', to: 'c4', v: 1 },
      expected: ['not_adjacent'],
    },
    {
      name: 'no Railroad to pass',
      sketch: { c2: { owner: 'a', marker: '3|=', m: 1 }, c3: { marker: '2|=' }, c4: { marker: '2|=' } },
      order: { type: 'move', from: 'c2', to: 'c4', via: 'c3', v: 1 },
      expected: ['no_railroad'],
    },
    {
      name: 'passing another player’s land',
      sketch: { c2: { owner: 'a', marker: '3|=', m: 1 }, c3: { owner: 'b', marker: '2|=', p: 2, b: ['railroad'] }, c4: { marker: '2|=' } },
      order: { type: 'move', from: 'c2', to: 'c4', via: 'c3', v: 1 },
      expected: ['via_occupied'],
    },
    {
      name: 'unexplored land',
      sketch: { c2: { owner: 'a', marker: '3|=', m: 1 } },
      order: { type: 'move', from: 'c2', to: 'c3', v: 1 },
      expected: ['military_cannot_explore'],
    },
    {
      name: 'another player’s land',
      sketch: { c2: { owner: 'a', marker: '3|=', m: 1 }, c3: { owner: 'b', marker: '2|=', r: 1, m: 1 } },
      order: { type: 'move', from: 'c2', to: 'c3', v: 1 },
      expected: ['land_occupied'],
    },
  ])('$name → $expected', ({ sketch, order, expected }) => {
    expect(reasons(B(sketch), actions({ military: [order] }))).toEqual(expected);
  });

  test('each unit acts once: units that moved cannot move again', () => {
    const g = B({ c2: { owner: 'a', marker: '3|=', m: 1 }, c3: { marker: '2|=' }, c4: { marker: '2|=' } });
    expect(
      reasons(
        g,
        actions({
          military: [
            { type: 'move', from: 'c2', to: 'c3', v: 1 },
            { type: 'move', from: 'c3', to: 'c4', v: 1 },
          ],
        }),
      ),
    ).toEqual(['not_enough_military']);
    const g2 = B({ c2: { owner: 'a', marker: '3|=', m: 1 }, c3: { owner: 'a', marker: '2|=', m: 1 }, c4: { marker: '2|=' } });
    expect(
      reasons(
        g2,
        actions({
          military: [
            { type: 'move', from: 'c2', to: 'c3', v: 1 },
            { type: 'move', from: 'c3', to: 'c4', v: 2 },
          ],
        }),
      ),
    ).toEqual(['not_enough_military']);
  });
});

// Seed step 8: "Raid. Military Units may raid an adjacent Land. Defending Military Units kill one attacker
// each, and attacking Units kill one defender each." "A Defence counts as one Military unit in a Land."
// "If Military Units raid a Land with equally many defending Military Units all Units on both sides are killed."
describe('step 8: the battle of a raid', () => {
  test.each([
    { a: { m: 2, v: 0 }, d: { m: 1, v: 0 }, def: false, al: { m: 1, v: 0 }, dl: { m: 1, v: 0, defence: 0 }, s: { m: 1, v: 0 } },
    { a: { m: 1, v: 0 }, d: { m: 1, v: 0 }, def: false, al: { m: 1, v: 0 }, dl: { m: 1, v: 0, defence: 0 }, s: { m: 0, v: 0 } },
    { a: { m: 3, v: 2 }, d: { m: 2, v: 3 }, def: false, al: { m: 3, v: 2 }, dl: { m: 2, v: 3, defence: 0 }, s: { m: 0, v: 0 } },
    { a: { m: 1, v: 1 }, d: { m: 1, v: 0 }, def: true, al: { m: 1, v: 1 }, dl: { m: 1, v: 0, defence: 1 }, s: { m: 0, v: 0 } },
    { a: { m: 1, v: 0 }, d: { m: 0, v: 0 }, def: true, al: { m: 1, v: 0 }, dl: { m: 0, v: 0, defence: 1 }, s: { m: 0, v: 0 } },
    { a: { m: 2, v: 2 }, d: { m: 2, v: 0 }, def: true, al: { m: 1, v: 2 }, dl: { m: 2, v: 0, defence: 1 }, s: { m: 1, v: 0 } },
    { a: { m: 0, v: 1 }, d: { m: 2, v: 0 }, def: false, al: { m: 0, v: 1 }, dl: { m: 1, v: 0, defence: 0 }, s: { m: 0, v: 0 } },
    { a: { m: 1, v: 0 }, d: { m: 1, v: 1 }, def: true, al: { m: 1, v: 0 }, dl: { m: 0, v: 1, defence: 0 }, s: { m: 0, v: 0 } },
    { a: { m: 2, v: 0 }, d: { m: 0, v: 0 }, def: false, al: { m: 0, v: 0 }, dl: { m: 0, v: 0, defence: 0 }, s: { m: 2, v: 0 } },
  ])('$a vs $d (Defence $def): attackers lose $al, defenders lose $dl, survivors $s', ({ a, d, def, al, dl, s }) => {
    expect(battle(a, d, def)).toEqual({ attackersLost: al, defendersLost: dl, survivors: s });
  });
});

describe('step 8: raids and their options', () => {
  const raid = (from: string, to: string, extra: Record<string, unknown>) => actions({ military: [{ type: 'raid', from, to, ...extra }] });
  const front = (target: LandSketch, attacker: LandSketch = {}) =>
    B({ c2: { owner: 'a', marker: '3|=', p: 2, ...attacker }, c3: { owner: 'b', marker: '4|=', ...target } });

  test('equal raids kill all: attackers and defenders, the Defence too', () => {
    const g = front({ p: 3, r: 2, m: 1, b: ['defence', 'city'] }, { m: 2 });
    const { state, outcome } = play(g, raid('c2', 'c3', { v: 2, option: 'kill' }));
    expect(show(state, 'c2')).toBe('a P2 R0 M0 V0');
    // Bruno's turn has begun: his 3 population grew to 4 (cap 4) and ate their 4 resources.
    expect(show(state, 'c3')).toBe('b P4 R2 M0 V0 [city]');
    expect(outcome.events.find((e) => e.type === 'raid')).toMatchObject({
      attackersLost: { m: 0, v: 2 },
      defendersLost: { m: 1, v: 0, defence: 1 },
      survivors: { m: 0, v: 0 },
      killed: 0,
    });
  });

  test('plunder: one stored resource per survivor, taken home', () => {
    const state = stepOnly(front({ p: 2, r: 5, m: 1 }, { m: 4 }), raid('c2', 'c3', { v: 4, option: 'plunder' }));
    expect([show(state, 'c2'), show(state, 'c3')]).toEqual(['a P2 R3 M0 V3', 'b P2 R2 M0 V0']);
  });

  test('plunder takes what there is, and only while the raider has resource markers', () => {
    expect(show(stepOnly(front({ p: 2, r: 1 }, { m: 3 }), raid('c2', 'c3', { v: 3, option: 'plunder' })), 'c2')).toBe('a P2 R1 M0 V3');
    const rich = B({
      c1: { owner: 'a', marker: '4|=', p: 4, r: 19 },
      c2: { owner: 'a', marker: '3|=', p: 2, m: 3 },
      c3: { owner: 'b', marker: '4|=', p: 2, r: 5 },
    });
    const { outcome } = play(rich, raid('c2', 'c3', { v: 3, option: 'plunder' }));
    const state = stepOnly(rich, raid('c2', 'c3', { v: 3, option: 'plunder' }));
    expect([show(state, 'c2'), show(state, 'c3')]).toEqual(['a P2 R1 M0 V3', 'b P2 R4 M0 V0']);
    expect(outcome.events.find((e) => e.type === 'raid')).toMatchObject({ plundered: 1 });
  });

  test('kill: one population per survivor', () => {
    const state = stepOnly(front({ p: 3, r: 1, v: 1 }, { m: 3 }), raid('c2', 'c3', { v: 3, option: 'kill' }));
    expect(show(state, 'c3')).toBe('b P1 R1 M0 V0');
  });

  test('kill every population: the land keeps its owner while their resources stay', () => {
    const state = stepOnly(front({ p: 2, r: 1 }, { m: 2 }), raid('c2', 'c3', { v: 2, option: 'kill' }));
    expect(show(state, 'c3')).toBe('b P0 R1 M0 V0');
  });

  test('destroy: one building per two survivors', () => {
    const g = front({ p: 2, b: ['city', 'factory', 'railroad'] }, { m: 4, v: 1 });
    const { outcome } = play(g, raid('c2', 'c3', { v: 4, option: 'destroy', buildings: ['factory', 'railroad'] }));
    expect(show(stepOnly(g, raid('c2', 'c3', { v: 4, option: 'destroy', buildings: ['factory', 'railroad'] })), 'c3')).toBe('b P2 R0 M0 V0 [city]');
    expect(outcome.events.find((e) => e.type === 'raid')).toMatchObject({ destroyed: ['factory', 'railroad'] });
  });

  test('conquer an emptied land: defender’s resources removed, Defence destroyed, survivors move in', () => {
    const g = front({ r: 3, m: 1, b: ['defence', 'factory'] }, { m: 4 });
    const { outcome } = play(g, raid('c2', 'c3', { v: 4, option: 'conquer', moveIn: 2 }));
    const state = stepOnly(g, raid('c2', 'c3', { v: 4, option: 'conquer', moveIn: 2 }));
    // Four V attack one M and a Defence: two V die, two survive and move in.
    expect([show(state, 'c2'), show(state, 'c3')]).toEqual(['a P2 R0 M0 V0', 'a P0 R0 M0 V2 [factory]']);
    expect(outcome.events.find((e) => e.type === 'raid')).toMatchObject({ conquered: true, resourcesRemoved: 3, movedIn: 2 });
  });

  test('conquer without moving in: the land is nobody’s, its buildings stay', () => {
    const state = stepOnly(front({ r: 3, v: 1, b: ['city'] }, { m: 3 }), raid('c2', 'c3', { v: 3, option: 'conquer', moveIn: 0 }));
    expect(state.lands.c3).toMatchObject({ owner: null, resources: 0, buildings: ['city'] });
  });

  test('raids resolve in order: kill the population, then a second raid conquers', () => {
    const g = B({
      c2: { owner: 'a', marker: '3|=', p: 2, m: 2 },
      b3: { owner: 'a', marker: '3|=', p: 2, m: 1 },
      c3: { owner: 'b', marker: '4|=', p: 2, r: 2 },
    });
    const { state } = play(
      g,
      actions({
        military: [
          { type: 'raid', from: 'c2', to: 'c3', v: 2, option: 'kill' },
          { type: 'raid', from: 'b3', to: 'c3', v: 1, option: 'conquer', moveIn: 1 },
        ],
      }),
    );
    expect(show(state, 'c3')).toBe('a P0 R0 M0 V1');
  });

  test('a player left with nothing is out; the game goes on to the target (the seed has no other ending)', () => {
    const g = B({ c5: { owner: 'b', marker: '4|=', p: 2 }, c4: { owner: 'a', marker: '3|=', p: 2, m: 3 } }, { players: [ALBA, BRUNO] });
    const { state, outcome } = play(g, raid('c4', 'c5', { v: 3, option: 'kill' }));
    expect(outcome.events).toContainEqual({ type: 'eliminated', player: 'b', resources: 0 });
    expect(outcome.events.some((e) => e.type === 'game_over')).toBe(false);
    expect(state).toMatchObject({ over: false, eliminated: ['b'], active: 'a', step: 'moves', round: 2 });
  });

  test('who is asked: military without population or resources has nothing to move, so step B only', () => {
    const g = B({ c5: { owner: null, p: 0, r: 0 }, c4: { owner: 'b', marker: '3|=', m: 1 } });
    const { state, outcome } = play(g, actions({}));
    expect(state).toMatchObject({ active: 'b', step: 'actions', eliminated: [] });
    expect(outcome.next).toEqual({ round: 1, player: 'b', step: 'actions' });
  });

  test('option lastPlayerWins: the last player left wins', () => {
    const g = B(
      { c5: { owner: 'b', marker: '4|=', p: 2 }, c4: { owner: 'a', marker: '3|=', p: 2, m: 3 } },
      { players: [ALBA, BRUNO], setup: setupWith({ lastPlayerWins: true }) },
    );
    const { state, outcome } = play(g, raid('c4', 'c5', { v: 3, option: 'kill' }));
    expect(outcome.events.slice(-2)).toEqual([
      { type: 'eliminated', player: 'b', resources: 0 },
      { type: 'game_over', reason: 'last-player', winners: ['a'], population: { a: 6, b: 0 } },
    ]);
    expect(state).toMatchObject({ over: true, winners: ['a'], active: null, endReason: 'last-player' });
  });

  test('with three players the game goes on without the player who is out', () => {
    const g = position(
      { f4: { owner: 'b', marker: '4|=', p: 2, r: 1 }, e4: { owner: 'a', marker: '3|=', p: 2, m: 3 } },
      { players: [ALBA, BRUNO, CARME], step: 'actions', chambersEmpty: false },
    );
    // Chambers in board order: c1 → a, f4 → b, b6 → c. Bruno only holds f4.
    expect(g.state.chambers).toEqual({ a: 'c1', b: 'f4', c: 'b6' });
    const { state, outcome } = play(g, raid('e4', 'f4', { v: 3, option: 'kill' }));
    expect(outcome.events).toContainEqual({ type: 'eliminated', player: 'b', resources: 1 });
    expect(state.lands.f4).toMatchObject({ owner: null, resources: 0 });
    expect(state.active).toBe('c');
    expect(state.over).toBe(false);
  });

  test.each<{ name: string; target: LandSketch; attacker?: LandSketch; order: Record<string, unknown>; expected: string[] }>([
    { name: 'not adjacent', target: { p: 2 }, attacker: { m: 1 }, order: { from: 'c2', to: 'c5', v: 1 }, expected: ['not_adjacent'] },
    { name: 'own land', target: { p: 2 }, attacker: { m: 1 }, order: { from: 'c2', to: 'c1', v: 1 }, expected: ['raid_own_land'] },
    { name: 'an empty land', target: { p: 2 }, attacker: { m: 1 }, order: { from: 'c2', to: 'd2', v: 1 }, expected: ['nothing_to_raid'] },
    {
      name: 'an abandoned land with buildings',
      target: { p: 0, b: ['city'] },
      attacker: { m: 1 },
      order: { from: 'c2', to: 'c3', v: 1 },
      expected: ['nothing_to_raid'],
    },
    { name: 'no units', target: { p: 2 }, attacker: { m: 1 }, order: { from: 'c2', to: 'c3' }, expected: ['no_units'] },
    { name: 'more units than ready', target: { p: 2 }, attacker: { m: 1 }, order: { from: 'c2', to: 'c3', v: 2 }, expected: ['not_enough_military'] },
    {
      name: 'buildings with another option',
      target: { p: 2 },
      attacker: { m: 3 },
      order: { from: 'c2', to: 'c3', v: 3, option: 'kill', buildings: ['city'] },
      expected: ['field_not_for_option'],
    },
    {
      name: 'moveIn with another option',
      target: { p: 2 },
      attacker: { m: 3 },
      order: { from: 'c2', to: 'c3', v: 3, option: 'plunder', moveIn: 1 },
      expected: ['field_not_for_option'],
    },
    {
      name: 'conquer with population left',
      target: { p: 2 },
      attacker: { m: 3 },
      order: { from: 'c2', to: 'c3', v: 3, option: 'conquer', moveIn: 1 },
      expected: ['conquer_population_remains'],
    },
    {
      name: 'move in more than survive',
      target: { r: 1, m: 1 },
      attacker: { m: 3 },
      order: { from: 'c2', to: 'c3', v: 3, option: 'conquer', moveIn: 3 },
      expected: ['move_in_too_many'],
    },
    {
      name: 'destroy two with three survivors',
      target: { p: 1, b: ['city', 'factory'] },
      attacker: { m: 3 },
      order: { from: 'c2', to: 'c3', v: 3, option: 'destroy', buildings: ['city', 'factory'] },
      expected: ['too_many_buildings'],
    },
    {
      name: 'destroy with one survivor',
      target: { p: 1, m: 1, b: ['city'] },
      attacker: { m: 2 },
      order: { from: 'c2', to: 'c3', v: 2, option: 'destroy', buildings: ['city'] },
      expected: ['too_many_buildings'],
    },
    {
      name: 'destroy a building that is not there',
      target: { p: 1, b: ['city'] },
      attacker: { m: 2 },
      order: { from: 'c2', to: 'c3', v: 2, option: 'destroy', buildings: ['factory'] },
      expected: ['no_such_building'],
    },
    {
      name: 'destroy the Defence the battle already took',
      target: { p: 1, b: ['defence'] },
      attacker: { m: 3 },
      order: { from: 'c2', to: 'c3', v: 3, option: 'destroy', buildings: ['defence'] },
      expected: ['no_such_building'],
    },
    {
      name: 'a building named twice',
      target: { p: 1, b: ['city'] },
      attacker: { m: 5 },
      order: { from: 'c2', to: 'c3', v: 5, option: 'destroy', buildings: ['city', 'city'] },
      expected: ['duplicate_building'],
    },
  ])('$name → $expected', ({ target, attacker, order, expected }) => {
    expect(reasons(front(target, attacker), actions({ military: [{ type: 'raid', ...order }] }))).toEqual(expected);
  });
});
