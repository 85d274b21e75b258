import { describe, expect, test } from 'vitest';
import { REASONS, type Reason } from '../../../src/engine/rulesets/the-awakened/reasons.ts';
import { actions, moves, position, R, type LandSketch } from './helpers.ts';

type Row = {
  reason: Reason;
  sketch: Record<string, LandSketch>;
  step?: 'moves' | 'actions';
  answer: ReturnType<typeof moves>;
  player?: string;
  over?: boolean;
  drawn?: number;
  path?: string;
};
const A = (sketch: Record<string, LandSketch>, answer: ReturnType<typeof moves>, reason: Reason, path?: string): Row => ({
  reason,
  sketch,
  step: 'actions',
  answer,
  ...(path ? { path } : {}),
});
const M = (sketch: Record<string, LandSketch>, answer: ReturnType<typeof moves>, reason: Reason, path?: string): Row => ({
  reason,
  sketch,
  answer,
  ...(path ? { path } : {}),
});
const raid = (o: Record<string, unknown>) => actions({ military: [{ type: 'raid', from: 'c2', to: 'c3', ...o }] });
const front: Record<string, LandSketch> = { c2: { owner: 'a', marker: '3|=', p: 2, m: 3 }, c3: { owner: 'b', marker: '4|=', p: 2, b: ['city'] } };

/** One refused answer per reason code, with the field the reason is shown next to (the closed list is covered). */
const ROWS: Row[] = [
  { reason: 'game_over', sketch: {}, answer: moves(), over: true },
  { reason: 'not_your_turn', sketch: {}, answer: moves(), player: 'b' },
  { reason: 'wrong_step', sketch: {}, answer: actions({}) },
  M({}, moves({ from: 'c1', to: 'nowhere', population: 1 }), 'unknown_land', 'moves[0].to'),
  M({}, moves({ from: 'c1', to: 'c1', population: 1 }), 'same_land', 'moves[0].to'),
  M({}, moves({ from: 'c1', to: 'c2' }), 'nothing_to_move', 'moves[0]'),
  M({}, moves({ from: 'c5', to: 'c4', population: 1 }), 'not_your_land', 'moves[0].from'),
  M({}, moves({ from: 'c1', to: 'c2', population: 5 }), 'not_enough_population', 'moves[0].population'),
  M({}, moves({ from: 'c1', to: 'c2', population: 1, resources: 6 }), 'not_enough_resources', 'moves[0].resources'),
  M({}, moves({ from: 'c1', to: 'c3', population: 1 }), 'not_adjacent', 'moves[0].to'),
  M({ c2: { marker: '3|=' } }, moves({ from: 'c1', to: 'c3', via: 'c2', population: 1 }), 'no_railroad', 'moves[0].via'),
  M({ c2: { owner: 'b', marker: '3|=', p: 1, b: ['railroad'] } }, moves({ from: 'c1', to: 'c3', via: 'c2', population: 1 }), 'via_occupied', 'moves[0].via'),
  M({ c2: { owner: 'b', marker: '3|=', p: 1 } }, moves({ from: 'c1', to: 'c2', population: 1 }), 'land_occupied', 'moves[0].to'),
  { reason: 'no_land_markers', sketch: {}, answer: moves({ from: 'c1', to: 'c2', population: 2 }), drawn: 50, path: 'moves[0].to' },
  M({}, moves({ from: 'c1', to: 'c2', resources: 1 }), 'resources_unaccompanied', 'moves[0].to'),
  A({}, actions({ build: [{ land: 'c1', building: 'city' }] }), 'cryo_chamber', 'build[0].land'),
  A(
    { c2: { owner: 'a', marker: '3|=', p: 2, r: 2, b: ['city'] } },
    actions({ build: [{ land: 'c2', building: 'city' }] }),
    'building_exists',
    'build[0].building',
  ),
  A(
    {
      ...Object.fromEntries(
        ['a2', 'b2', 'd2', 'e2', 'a3', 'b3', 'c3', 'd3', 'e3', 'a4', 'b4', 'c4', 'd4'].map((id) => [id, { marker: '3|=', b: ['city'] } as LandSketch]),
      ),
      c2: { owner: 'a', marker: '3|=', p: 2, r: 2 },
    },
    actions({ build: [{ land: 'c2', building: 'city' }] }),
    'building_supply',
    'build[0].building',
  ),
  A(
    {},
    actions({
      form: [
        { land: 'c1', count: 1 },
        { land: 'c1', count: 1 },
      ],
    }),
    'military_supply',
  ),
  A(front, raid({}), 'no_units', 'military[0]'),
  A(front, raid({ v: 4 }), 'not_enough_military', 'military[0].v'),
  A(
    { c2: { owner: 'a', marker: '3|=', p: 2, m: 1 } },
    actions({ military: [{ type: 'move', from: 'c2', to: 'c3', v: 1 }] }),
    'military_cannot_explore',
    'military[0].to',
  ),
  A(front, raid({ to: 'c1', v: 1 }), 'raid_own_land', 'military[0].to'),
  A(front, raid({ to: 'd2', v: 1 }), 'nothing_to_raid', 'military[0].to'),
  A(front, raid({ v: 3, option: 'plunder', moveIn: 1 }), 'field_not_for_option', 'military[0].moveIn'),
  A(front, raid({ v: 3, option: 'conquer' }), 'conquer_population_remains', 'military[0].option'),
  A(front, raid({ v: 3, option: 'destroy', buildings: ['city', 'factory'] }), 'too_many_buildings', 'military[0].buildings'),
  A(front, raid({ v: 3, option: 'destroy', buildings: ['railroad'] }), 'no_such_building', 'military[0].buildings'),
  A(front, raid({ v: 3, option: 'destroy', buildings: ['city', 'city'] }), 'duplicate_building', 'military[0].buildings'),
  A({ ...front, c3: { owner: 'b', marker: '4|=', r: 2 } }, raid({ v: 3, option: 'conquer', moveIn: 4 }), 'move_in_too_many', 'military[0].moveIn'),
];

describe('every reason code', () => {
  test('the table covers the closed list exactly', () => {
    expect(ROWS.map((r) => r.reason).sort()).toEqual([...REASONS].sort());
  });

  test.each(ROWS)('$reason', ({ reason, sketch, step, answer, player, over, drawn, path }) => {
    const setup = R.defaultSetup();
    setup.data.supply.military = 1;
    const g = position(sketch, { setup, step: step ?? 'moves', drawn: drawn ?? 0 });
    if (over) Object.assign(g.state, { over: true, active: null, winners: ['a'] });
    for (const lang of ['en', 'es'] as const) {
      const errors = R.checkSheet(g.setup, g.players, g.state, player ?? 'a', answer, lang).errors;
      expect(errors.map((e) => e.reason)).toEqual([reason]);
      if (path) expect(errors[0]!.path).toBe(path);
      expect(errors[0]!.message).not.toMatch(/\{\w+\}|reason\./);
    }
  });
});
