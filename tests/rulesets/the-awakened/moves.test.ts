import { describe, expect, test } from 'vitest';
import { actions, moves, play, position, R, reasons, setupWith, show, type LandSketch } from './helpers.ts';

/** Markers drawn in list order (option shuffleMarkers off): first [3 | =<3], then [4 | +1], then [2 | x2]. */
const prepared = setupWith(
  { shuffleMarkers: false },
  {
    markers: [
      { cap: 3, mod: '=<3' },
      { cap: 4, mod: '+1' },
      { cap: 2, mod: 'x2' },
    ],
  },
);

// Board for two players (rows of hexes, odd rows shifted right): a's chamber is c1, b's is c5.
// c1 touches b1 d1 b2 c2; c2 touches c1 d1 b2 d2 c3 d3; c3 touches b2 c2 b3 d3 b4 c4.

describe('step 3: moving population and resources', () => {
  test('population and resources move to an adjacent unexplored land, which is explored (step 4)', () => {
    const g = position({}, { setup: prepared });
    const { state, outcome } = play(g, moves({ from: 'c1', to: 'c2', population: 2, resources: 1 }));
    expect(show(state, 'c1')).toBe('a P2 R4 M0 V0');
    expect(show(state, 'c2')).toBe('a P2 R1 M0 V0');
    expect(state.lands.c2!.marker).toEqual({ cap: 3, mod: '=<3' });
    expect(state.markers).toEqual({ drawn: 1, total: 3 });
    expect(outcome.events).toEqual([
      { type: 'move', player: 'a', from: 'c1', to: 'c2', via: null, population: 2, resources: 1 },
      { type: 'explore', player: 'a', land: 'c2', marker: { cap: 3, mod: '=<3' }, draw: 1 },
    ]);
    expect(state.step).toBe('actions');
    expect(state.active).toBe('a');
  });

  test('markers go to lands in the order the answer first enters them', () => {
    const g = position({}, { setup: prepared });
    const { state } = play(g, moves({ from: 'c1', to: 'b2', population: 2 }, { from: 'c1', to: 'c2', population: 2 }, { from: 'c1', to: 'b2', resources: 1 }));
    expect(state.lands.b2!.marker).toEqual({ cap: 3, mod: '=<3' });
    expect(state.lands.c2!.marker).toEqual({ cap: 4, mod: '+1' });
    expect(show(state, 'b2')).toBe('a P2 R1 M0 V0');
  });

  test('moving into an explored land draws nothing; own lands can swap pieces', () => {
    const g = position({ c2: { owner: 'a', marker: '3|=', p: 2, r: 1 }, d1: { marker: '2|=' } }, { setup: prepared });
    const { state, outcome } = play(
      g,
      moves({ from: 'c1', to: 'c2', population: 1 }, { from: 'c2', to: 'c1', population: 2, resources: 1 }, { from: 'c1', to: 'd1', population: 2 }),
    );
    expect([show(state, 'c1'), show(state, 'c2'), show(state, 'd1')]).toEqual(['a P3 R6 M0 V0', 'a P1 R0 M0 V0', 'a P2 R0 M0 V0']);
    expect(outcome.events.filter((e) => e.type === 'explore')).toEqual([]);
    expect(state.markers.drawn).toBe(0);
  });

  test('two lands through a Railroad; unaccompanied resources may pass it to end with population', () => {
    const g = position({ c2: { owner: 'a', marker: '3|=', p: 2, b: ['railroad'] }, c3: { owner: 'a', marker: '4|=', p: 2 } }, { setup: prepared });
    const { state, outcome } = play(
      g,
      moves({ from: 'c1', to: 'c3', via: 'c2', population: 1, resources: 2 }, { from: 'c1', to: 'c3', via: 'c2', resources: 1 }),
    );
    expect(show(state, 'c3')).toBe('a P3 R3 M0 V0');
    expect(outcome.events[0]).toMatchObject({ type: 'move', via: 'c2' });
  });

  test('a railroad in an unoccupied land can be passed; the far land is explored', () => {
    const g = position({ c2: { marker: '3|=', b: ['railroad'] } }, { setup: prepared });
    const { state } = play(g, moves({ from: 'c1', to: 'c3', via: 'c2', population: 3, resources: 1 }));
    expect(show(state, 'c3')).toBe('a P3 R1 M0 V0');
    expect(state.lands.c2!.owner).toBeNull();
    expect(state.lands.c3!.marker).toEqual({ cap: 3, mod: '=<3' });
  });

  test('resources may join the player’s military alone', () => {
    const g = position({ c2: { owner: 'a', marker: '3|=', m: 1 } });
    const { state } = play(g, moves({ from: 'c1', to: 'c2', resources: 2 }));
    expect(show(state, 'c2')).toBe('a P0 R2 M1 V0');
  });

  test('resources may go alone into an empty land that population enters in the same answer', () => {
    const g = position({ c2: { owner: 'a', marker: '3|=', p: 2, r: 2 } }, { setup: prepared });
    const { state } = play(g, moves({ from: 'c1', to: 'd1', population: 2 }, { from: 'c2', to: 'd1', resources: 2 }));
    expect(show(state, 'd1')).toBe('a P2 R2 M0 V0');
  });

  test('an abandoned land (buildings only) is entered and its buildings change hands', () => {
    const g = position({ c2: { owner: 'b', marker: '3|=', b: ['city', 'factory'] } });
    const { state, outcome } = play(g, moves({ from: 'c1', to: 'c2', population: 2 }));
    expect(show(state, 'c2')).toBe('a P2 R0 M0 V0 [city,factory]');
    expect(outcome.events).toContainEqual({ type: 'land_taken', player: 'a', land: 'c2', from: 'b', buildings: ['city', 'factory'] });
  });

  test('leaving a land with a Defence abandons it: the Defence is destroyed, the other buildings stay', () => {
    const g = position({ c2: { owner: 'a', marker: '3|=', p: 2, r: 1, b: ['defence', 'railroad'] } });
    const { state, outcome } = play(g, moves({ from: 'c2', to: 'c3', population: 2, resources: 1 }));
    expect(state.lands.c2).toMatchObject({ owner: 'a', population: 0, buildings: ['railroad'] });
    expect(outcome.events).toContainEqual({ type: 'defence_abandoned', land: 'c2', player: 'a' });
  });

  test('leaving an empty land without buildings frees it', () => {
    const g = position({ c2: { owner: 'a', marker: '3|=', p: 2 } });
    const { state } = play(g, moves({ from: 'c2', to: 'c3', population: 2 }));
    expect(state.lands.c2!.owner).toBeNull();
  });
});

// Each order refused with its reason (the whole answer is refused by the server; the reason is shown at the field).
describe('refused moves', () => {
  const base: Record<string, LandSketch> = {
    c2: { owner: 'a', marker: '3|=', p: 2, r: 1 },
    d1: { owner: 'b', marker: '3|=', p: 2 },
    b2: { marker: '3|=', b: ['railroad'] },
    d2: { owner: 'b', marker: '3|=', p: 1, b: ['railroad'] },
    b1: { marker: '3|=' },
  };
  test.each<{ name: string; sheet: ReturnType<typeof moves>; expected: string[]; sketch?: Record<string, LandSketch>; drawn?: number }>([
    { name: 'unknown land', sheet: moves({ from: 'c1', to: 'z9', population: 1 }), expected: ['unknown_land'] },
    { name: 'unknown via', sheet: moves({ from: 'c1', to: 'c3', via: 'zz', population: 1 }), expected: ['unknown_land'] },
    { name: 'same land', sheet: moves({ from: 'c1', to: 'c1', population: 1 }), expected: ['same_land'] },
    { name: 'nothing to move', sheet: moves({ from: 'c1', to: 'c2' }), expected: ['nothing_to_move'] },
    { name: 'from another player’s land', sheet: moves({ from: 'd1', to: 'e1', population: 1 }), expected: ['not_your_land'] },
    { name: 'from an empty land', sheet: moves({ from: 'c3', to: 'c4', population: 1 }), expected: ['not_your_land'] },
    { name: 'more population than there is', sheet: moves({ from: 'c1', to: 'b1', population: 5 }), expected: ['not_enough_population'] },
    {
      name: 'each population moves once',
      sheet: moves({ from: 'c1', to: 'b1', population: 3 }, { from: 'c1', to: 'c2', population: 2 }),
      expected: ['not_enough_population'],
    },
    {
      name: 'arrivals cannot move on',
      sheet: moves({ from: 'c1', to: 'c2', population: 2 }, { from: 'c2', to: 'c3', population: 3 }),
      expected: ['not_enough_population'],
    },
    { name: 'more resources than stored', sheet: moves({ from: 'c2', to: 'c3', population: 1, resources: 2 }), expected: ['not_enough_resources'] },
    {
      name: 'each resource moves once',
      sheet: moves({ from: 'c1', to: 'c2', resources: 3 }, { from: 'c1', to: 'b1', population: 1, resources: 3 }),
      expected: ['not_enough_resources'],
    },
    { name: 'not adjacent', sheet: moves({ from: 'c1', to: 'c3', population: 1 }), expected: ['not_adjacent'] },
    { name: 'via not adjacent to the start', sheet: moves({ from: 'c1', to: 'c3', via: 'b3', population: 1 }), expected: ['not_adjacent'] },
    { name: 'via not adjacent to the end', sheet: moves({ from: 'c1', to: 'a3', via: 'c2', population: 1 }), expected: ['not_adjacent'] },
    { name: 'no Railroad to pass', sheet: moves({ from: 'c1', to: 'c3', via: 'c2', population: 1 }), expected: ['no_railroad'] },
    { name: 'only one Railroad: three lands away', sheet: moves({ from: 'c1', to: 'b4', via: 'b2', population: 1 }), expected: ['not_adjacent'] },
    { name: 'passing another player’s land', sheet: moves({ from: 'c2', to: 'e2', via: 'd2', population: 1 }), expected: ['via_occupied'] },
    { name: 'into another player’s land', sheet: moves({ from: 'c1', to: 'd1', population: 1 }), expected: ['land_occupied'] },
    { name: 'resources alone into an empty land', sheet: moves({ from: 'c1', to: 'b1', resources: 1 }), expected: ['resources_unaccompanied'] },
    { name: 'resources alone into an unexplored land', sheet: moves({ from: 'c1', to: 'c3', via: 'b2', resources: 1 }), expected: ['resources_unaccompanied'] },
    {
      name: 'resources alone into a land the population leaves',
      sheet: moves({ from: 'c2', to: 'c3', population: 2 }, { from: 'c1', to: 'c2', resources: 1 }),
      expected: ['resources_unaccompanied'],
    },
    {
      name: 'two new lands while markers last',
      sheet: moves({ from: 'c1', to: 'b1', population: 2 }, { from: 'c1', to: 'c3', via: 'b2', population: 2 }),
      expected: [],
      drawn: 48,
    },
    { name: 'the stack is exhausted', sheet: moves({ from: 'c1', to: 'c3', via: 'b2', population: 2 }), expected: ['no_land_markers'], drawn: 50 },
  ])('$name → $expected', ({ sheet, expected, drawn, sketch }) => {
    const g = position(sketch ?? base, { drawn: drawn ?? 0 });
    expect(reasons(g, sheet)).toEqual(expected);
  });

  test('one marker left: the first new land is explored, the second refused', () => {
    const g = position({}, { drawn: 49 });
    expect(reasons(g, moves({ from: 'c1', to: 'b1', population: 2 }, { from: 'c1', to: 'c2', population: 2 }))).toEqual(['no_land_markers']);
    expect(reasons(g, moves({ from: 'c1', to: 'b1', population: 2 }, { from: 'c1', to: 'b1', population: 2 }))).toEqual([]);
  });

  test('errors carry the field path and translated messages', () => {
    const g = position(base);
    const check = (lang: 'es' | 'en') =>
      R.checkSheet(g.setup, g.players, g.state, 'a', moves({ from: 'c1', to: 'd1', population: 1 }, { from: 'c1', to: 'b1', resources: 1 }), lang);
    const en = check('en');
    expect(en.errors).toEqual([
      {
        index: 0,
        path: 'moves[0].to',
        reason: 'land_occupied',
        message: 'd1 (Rust Hollow) holds another player’s pieces: you may only enter unoccupied lands or your own.',
      },
      {
        index: 1,
        path: 'moves[1].to',
        reason: 'resources_unaccompanied',
        message: 'Resources cannot go alone into b1 (Glass Dunes): it will hold none of your population or military.',
      },
    ]);
    expect(en.summary).toEqual({ costs: [null, null] });
    expect(check('es').errors[0]!.message).toBe('d1 (Rust Hollow) tiene piezas de otro jugador: solo puedes entrar en tierras desocupadas o tuyas.');
  });

  test('the gate: not your turn, the other step, game over', () => {
    const g = position({});
    expect(reasons(g, moves({ from: 'c5', to: 'c4', population: 2 }), 'b')).toEqual(['not_your_turn']);
    expect(reasons(g, actions({}))).toEqual(['wrong_step']);
    const b = position({}, { step: 'actions' });
    expect(reasons(b, moves({ from: 'c1', to: 'c2', population: 2 }))).toEqual(['wrong_step']);
    const over = position({});
    over.state.over = true;
    over.state.active = null;
    expect(reasons(over, moves({ from: 'c1', to: 'c2', population: 2 }), 'a')).toEqual(['game_over']);
  });
});
