import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { getRuleset } from '../../../src/engine/registry.ts';
import { BOARD_FOUR, BOARD_THREE, BOARD_TWO } from '../../../src/engine/rulesets/the-awakened/boards.ts';
import { DEFAULT_MARKERS } from '../../../src/engine/rulesets/the-awakened/markers.ts';
import { markerStack } from '../../../src/engine/rulesets/the-awakened/stack.ts';
import { actions, ALBA, BRUNO, CARME, DARIO, moves, play, position, R, setupWith } from './helpers.ts';

describe('registration and setup', () => {
  test('registered by one line, sequential, 2–4 seats, hidden information', () => {
    expect(getRuleset('the-awakened')).toBe(R);
    expect(R.turnStructure).toBe('sequential');
    expect(R.seats).toEqual({ min: 2, max: 4 });
    expect(R.hiddenInformation).toBe(true);
  });

  test('the default setup parses (after a JSON round trip) and validates', () => {
    const setup = R.defaultSetup();
    expect(R.setupSchema.parse(JSON.parse(JSON.stringify(setup)))).toEqual(setup);
    expect(R.validateSetup(setup)).toEqual([]);
    expect(setup.options).toEqual({
      exodus: false,
      surplus: 'per-surplus-resource',
      chamberCap: 4,
      chamberModifier: '=',
      winPopulationSmall: 25,
      winPopulationFour: 20,
      shuffleMarkers: true,
      lastPlayerWins: false,
      roundLimit: 0,
    });
    expect(setup.data.supply).toEqual({ population: 25, resources: 20, military: 20, buildings: 13 });
    expect(setup.data.start).toEqual({ population: 4, resources: 5 });
  });

  // Seed, contents of the box: "50 Land markers"; step 4 lists the modifiers +1, -1, x2, =, =<N and 0.
  test('50 land markers using every modifier, including the seed’s [3 | =<3]', () => {
    expect(DEFAULT_MARKERS).toHaveLength(50);
    const mods = new Set(DEFAULT_MARKERS.map((m) => (m.mod.startsWith('=<') ? '=<N' : m.mod)));
    expect([...mods].sort()).toEqual(['+1', '-1', '0', '=', '=<N', 'x2']);
    expect(DEFAULT_MARKERS).toContainEqual({ cap: 3, mod: '=<3' });
  });

  test.each([
    ['two', BOARD_TWO, 25, ['c1', 'c5']],
    ['three', BOARD_THREE, 34, ['c1', 'f4', 'b6']],
    ['four', BOARD_FOUR, 36, ['e1', 'a2', 'f5', 'b6']],
  ] as const)('the %s-player board: %i lands, chambers %j, adjacency symmetric', (_key, board, lands, chambers) => {
    expect(board.lands).toHaveLength(lands);
    expect(board.lands.filter((l) => l.chamber).map((l) => l.id)).toEqual(chambers);
    const adjacent = new Map(board.lands.map((l) => [l.id, l.adjacent]));
    for (const l of board.lands) for (const o of l.adjacent) expect(adjacent.get(o)).toContain(l.id);
    expect(board.lands.length - chambers.length).toBeLessThanOrEqual(50);
  });

  const broken = (edit: (s: ReturnType<typeof R.defaultSetup>) => void) => {
    const s = R.defaultSetup();
    edit(s);
    return R.validateSetup(s).map((p) => `${p.path}:${p.code}`);
  };
  test.each([
    [
      'duplicate land',
      (s: ReturnType<typeof R.defaultSetup>) => s.data.boards.two.lands.push(structuredClone(s.data.boards.two.lands[0]!)),
      'data.boards.two.lands[25].id:duplicate_land',
    ],
    [
      'unknown neighbour',
      (s: ReturnType<typeof R.defaultSetup>) => s.data.boards.two.lands[0]!.adjacent.push('zz'),
      'data.boards.two.lands[0].adjacent[2]:unknown_neighbour',
    ],
    [
      'self adjacency',
      (s: ReturnType<typeof R.defaultSetup>) => s.data.boards.two.lands[0]!.adjacent.push('a1'),
      'data.boards.two.lands[0].adjacent[2]:self_adjacent',
    ],
    [
      'one-way edge',
      (s: ReturnType<typeof R.defaultSetup>) => s.data.boards.two.lands[0]!.adjacent.push('e5'),
      'data.boards.two.lands[0].adjacent[2]:asymmetric_adjacency',
    ],
    ['chamber count', (s: ReturnType<typeof R.defaultSetup>) => (s.data.boards.three.lands[5]!.chamber = true), 'data.boards.three.lands:chamber_count'],
    ['win above supply', (s: ReturnType<typeof R.defaultSetup>) => (s.options.winPopulationFour = 30), 'options.winPopulationFour:win_above_supply'],
    ['start above supply', (s: ReturnType<typeof R.defaultSetup>) => (s.data.start.resources = 21), 'data.start.resources:start_above_supply'],
  ])('validateSetup: %s', (_name, edit, expected) => {
    expect(broken(edit)).toEqual([expected]);
  });

  test('validateSetup: a land cut off from the board', () => {
    const s = R.defaultSetup();
    const lands = s.data.boards.two.lands;
    const a1 = lands.find((l) => l.id === 'a1')!;
    for (const other of a1.adjacent) lands.find((l) => l.id === other)!.adjacent = lands.find((l) => l.id === other)!.adjacent.filter((x) => x !== 'a1');
    a1.adjacent = [];
    expect(R.validateSetup(s).map((p) => p.code)).toEqual(['disconnected_board']);
  });

  test.each([
    ['a land id with spaces', { data: { boards: { two: { lands: [{ id: 'a 1' }] } } } }],
    ['a bad modifier', { options: { chamberModifier: 'x3' } }],
    ['600 markers', { data: { markers: Array.from({ length: 600 }, () => ({ cap: 3, mod: '=' })) } }],
    ['a marker cap of 50', { data: { markers: [{ cap: 50, mod: '=' }] } }],
  ])('the schema bounds what a GM types: %s', (_name, patch) => {
    const s = R.defaultSetup() as unknown as Record<string, Record<string, unknown>>;
    const merged = {
      options: { ...s.options, ...((patch as Record<string, object>).options ?? {}) },
      data: { ...s.data, ...((patch as Record<string, Record<string, unknown>>).data ?? {}) },
    };
    expect(R.setupSchema.safeParse(merged).success).toBe(false);
  });

  test('seats: duplicates, taken colours and a fifth player are refused; free colours offered', () => {
    const setup = R.defaultSetup();
    expect(R.validatePlayer(setup, [ALBA], BRUNO)).toEqual([]);
    expect(R.validatePlayer(setup, [ALBA], { ...BRUNO, id: 'a' }).map((p) => p.code)).toEqual(['duplicate_player']);
    expect(R.validatePlayer(setup, [ALBA], { ...BRUNO, colour: 'red' }).map((p) => p.code)).toEqual(['colour_taken']);
    expect(R.validatePlayer(setup, [ALBA, BRUNO, CARME, DARIO], { id: 'e', name: 'Eva' }).map((p) => p.code)).toEqual(['game_full']);
    expect(R.seatChoices!(setup, [ALBA, CARME], 'en').colour!.map((c) => c.value)).toEqual(['blue', 'white']);
  });
});

// Seed, "Setup the game": chambers placed at random on the brown spaces, 4 population and 5 resources each, a
// random first player, the others clockwise.
describe('the initial position', () => {
  const setup = R.defaultSetup();
  test('each player gets a chamber with 4 population and 5 resources; nothing else is explored', () => {
    const state = R.initialState(setup, [ALBA, BRUNO, CARME], { gameSeed: 'g' });
    expect(Object.values(state.chambers).sort()).toEqual(['b6', 'c1', 'f4']);
    for (const [player, land] of Object.entries(state.chambers)) {
      expect(state.lands[land]).toEqual({ marker: { cap: 4, mod: '=' }, owner: player, population: 4, resources: 5, military: { m: 0, v: 0 }, buildings: [] });
    }
    expect(Object.values(state.lands).filter((l) => l.marker !== null)).toHaveLength(3);
    expect(state.markers).toEqual({ drawn: 0, total: 50 });
    expect(state).toMatchObject({ round: 1, step: 'moves', active: state.order[0], over: false });
    expect(state.turnStart[0]).toEqual({ type: 'turn_start', player: state.order[0], round: 1 });
  });

  test('the order is the first player then seat order (clockwise); the draw comes from the hidden stream', () => {
    const firsts = new Set<string>();
    const placements = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const state = R.initialState(setup, [ALBA, BRUNO, CARME, DARIO], { gameSeed: `game-${i}` });
      const at = ['a', 'b', 'c', 'd'].indexOf(state.order[0]!);
      expect(state.order).toEqual([...['a', 'b', 'c', 'd'].slice(at), ...['a', 'b', 'c', 'd'].slice(0, at)]);
      firsts.add(state.order[0]!);
      placements.add(JSON.stringify(state.chambers));
    }
    expect(firsts.size).toBe(4);
    expect(placements.size).toBeGreaterThan(8);
    expect(R.initialState(setup, [ALBA, BRUNO], { gameSeed: 'same' })).toEqual(R.initialState(setup, [ALBA, BRUNO], { gameSeed: 'same' }));
  });

  test('colours: chosen ones kept, the others given in seat order', () => {
    const state = R.initialState(
      setup,
      [
        { id: 'x', name: 'X' },
        { id: 'y', name: 'Y', colour: 'red' },
        { id: 'z', name: 'Z' },
      ],
      { gameSeed: 'g' },
    );
    expect(state.colours).toEqual({ x: 'green', y: 'red', z: 'blue' });
  });

  test('the stack is a shuffle of the setup’s markers by the game seed, never stored in the state', () => {
    const a = markerStack(setup, 'one');
    expect([...a].sort((x, y) => x.cap - y.cap || x.mod.localeCompare(y.mod))).toEqual(
      [...DEFAULT_MARKERS].sort((x, y) => x.cap - y.cap || x.mod.localeCompare(y.mod)),
    );
    expect(markerStack(setup, 'two')).not.toEqual(a);
    expect(markerStack(setupWith({ shuffleMarkers: false }), 'one')).toEqual(DEFAULT_MARKERS);
    const state = R.initialState(setup, [ALBA, BRUNO], { gameSeed: 'one' });
    expect(JSON.stringify(state)).not.toContain('"mod":"x2"');
  });
});

describe('the forum turn: two answered steps per player, nobody else asked', () => {
  test('decisions: one required request for the active player, with a schema, choices and a do-nothing default', () => {
    const g = position({});
    const [request, ...others] = R.decisions!(g.setup, g.players, g.state);
    expect(others).toEqual([]);
    expect(request).toMatchObject({ player: 'a', kind: 'moves', secret: false, required: true, defaultAnswer: { moves: [] } });
    expect(request!.prompt.en).toContain('Alba, round 1: move population and resources');
    expect(request!.prompt.es).toContain('Alba, ronda 1');
    expect(request!.schema!.safeParse({ moves: [{ from: 'c1', to: 'c2', population: 2 }] }).success).toBe(true);
    expect(request!.schema!.safeParse({ moves: [{ from: 'c1', to: 'zz', population: 2 }] }).success).toBe(false);
    expect(request!.schema!.safeParse({ build: [] }).success).toBe(false);
    expect(request!.choices!['moves[].from']!.map((c) => c.value)).toEqual(['c1']);
    expect(request!.choices!['moves[].to']!.map((c) => c.value)).toEqual(['b1', 'd1', 'b2', 'c2']);
    expect(R.activePlayers!(g.setup, g.players, g.state)).toEqual(['a']);
    const b = R.decisions!(g.setup, g.players, { ...g.state, step: 'actions' })[0]!;
    expect(b).toMatchObject({ kind: 'actions', defaultAnswer: { build: [], form: [], military: [] } });
    expect(b.schema!.safeParse({}).success).toBe(true);
    expect(b.schema!.safeParse({ military: [{ type: 'raid', from: 'c1', to: 'c2', m: 1, option: 'conquer', moveIn: 1 }] }).success).toBe(true);
  });

  test('A then B for the same player, then the next player clockwise; a new round after the last', () => {
    const g = position({}, { players: [ALBA, BRUNO, CARME] });
    const steps: string[] = [];
    let state = g.state;
    for (let i = 0; i < 7; i++) {
      const phase = R.phase!(g.setup, state);
      steps.push(`${phase.turn}:${state.active}:${phase.id}:${phase.index}/${phase.count}`);
      state = play({ ...g, state }, undefined).state;
    }
    expect(steps).toEqual(['1:a:moves:0/6', '1:a:actions:1/6', '1:b:moves:2/6', '1:b:actions:3/6', '1:c:moves:4/6', '1:c:actions:5/6', '2:a:moves:0/6']);
  });

  test('an unanswered step (deadline) is "do nothing" and says so', () => {
    const g = position({});
    const { outcome, state } = play(g, undefined);
    expect(outcome).toMatchObject({ player: 'a', step: 'moves', defaulted: true, events: [], next: { player: 'a', step: 'actions', round: 1 } });
    expect(state.lands).toEqual(g.state.lands);
    const answered = play(g, moves());
    expect(answered.outcome.defaulted).toBe(false);
  });

  test('answers of other players are ignored; a wrong-shaped answer does nothing and is recorded', () => {
    const g = position({});
    const result = R.resolve({
      setup: g.setup,
      players: g.players,
      state: g.state,
      orders: { b: moves({ from: 'c5', to: 'c4', population: 2 }) },
      seed: 's',
      gameSeed: 'test',
    });
    expect(result.nextState.lands.c5).toEqual(g.state.lands.c5);
    const wrong = R.resolve({ setup: g.setup, players: g.players, state: g.state, orders: { a: actions({}) }, seed: 's', gameSeed: 'test' });
    expect(wrong.outcome.rejected).toEqual([{ list: 'sheet', index: 0, reason: 'wrong_step' }]);
    const illegal = R.resolve({
      setup: g.setup,
      players: g.players,
      state: g.state,
      orders: { a: moves({ from: 'c1', to: 'd1', population: 2 }, { from: 'c1', to: 'c3', population: 2 }) },
      seed: 's',
      gameSeed: 'test',
    });
    expect(illegal.outcome.rejected).toEqual([{ list: 'moves', index: 1, field: 'to', reason: 'not_adjacent', params: { land: 'c3', from: 'c1' } }]);
    expect(illegal.nextState.lands.d1!.population).toBe(2);
  });

  test('a finished game asks nobody and resolves to itself', () => {
    const g = position({});
    g.state.over = true;
    g.state.active = null;
    g.state.winners = ['a'];
    expect(R.decisions!(g.setup, g.players, g.state)).toEqual([]);
    expect(R.activePlayers!(g.setup, g.players, g.state)).toEqual([]);
    expect(R.isOver!(g.setup, g.state)).toBe(true);
    const result = R.resolve({ setup: g.setup, players: g.players, state: g.state, orders: {}, seed: 's' });
    expect(result.gameOver).toBe(true);
    expect(result.nextState).toEqual(g.state);
    expect(R.phase!(g.setup, g.state)).toMatchObject({ acceptsOrders: false, name: 'Game over' });
  });

  test('eliminated players are skipped', () => {
    const g = position({ f4: { owner: null, p: 0, r: 0 } }, { players: [ALBA, BRUNO, CARME], active: 'a', step: 'actions' });
    const { state, outcome } = play(g, undefined);
    expect(outcome.events.filter((e) => e.type === 'eliminated')).toEqual([{ type: 'eliminated', player: 'b', resources: 0 }]);
    expect(state.active).toBe('c');
    expect(play({ ...g, state }, undefined).state.step).toBe('actions');
  });

  test('every schema converts to JSON Schema for the generated forms, options labelled in both languages', () => {
    const g = position({});
    const requests = [...R.decisions!(g.setup, g.players, g.state), ...R.decisions!(g.setup, g.players, { ...g.state, step: 'actions' })];
    for (const schema of [R.setupSchema, R.playerSchema, R.sheetSchema, R.adjustmentSchema!, ...requests.map((r) => r.schema!)]) {
      expect(() => z.toJSONSchema(schema as z.ZodType)).not.toThrow();
    }
    const options = (
      z.toJSONSchema(R.setupSchema) as unknown as { properties: { options: { properties: Record<string, { label?: { es: string; en: string } }> } } }
    ).properties.options.properties;
    for (const [name, field] of Object.entries(options)) {
      expect(field.label?.es, name).toBeTruthy();
      expect(field.label?.en, name).toBeTruthy();
    }
  });

  test('publicState: the round, every land’s holder, population as the score', () => {
    const g = position({ c3: { owner: 'b', marker: '3|=', p: 2 } });
    const view = R.publicState(g.setup, g.state);
    expect(view.turn).toBe(1);
    expect(view.scores).toEqual({ a: 4, b: 6 });
    expect(view.summary?.control).toMatchObject({ c1: 'a', c3: 'b', c5: 'b', a1: null });
    expect(Object.keys(view.summary?.control ?? {})).toHaveLength(25);
  });
});
