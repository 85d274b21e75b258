import { describe, expect, test } from 'vitest';
import { act, asked, fig, game, move, PLAYERS, refusals, scenario, setupWith, step, troopers } from './helpers.ts';

/**
 * Seed "FÖRFLYTTNING": three squares per move action, in any of eight directions, changing direction at will,
 * not through another figure or a wall, but diagonally between two figures; off the board = out of the mission
 * ("dragit sig tillbaka"). First-strike board: section 1 is a1–h8, a wall from corner (3,2) to (3,6) between
 * columns c and d (rows 3–6), the west entrance a4/a5.
 */
function turn(figures: Record<string, unknown>[], groups: Record<string, unknown> = { B: { entrance: 'west' } }) {
  const setup = setupWith();
  return game(setup, PLAYERS, scenario(setup, PLAYERS, { turn: 'B', groups, figures }));
}

describe('move legality on the grid', () => {
  test.each([
    { name: 'three squares in a straight line', from: 'e2', path: ['f2', 'g2', 'h2'], others: [], refused: [] },
    { name: 'changing direction', from: 'e2', path: ['f3', 'f4', 'e5'], others: [], refused: [] },
    { name: 'fewer squares', from: 'e2', path: ['e3'], others: [], refused: [] },
    { name: 'four squares', from: 'e2', path: ['f2', 'g2', 'h2', 'h3'], others: [], refused: ['path_too_long'] },
    { name: 'a jump', from: 'e2', path: ['g2'], others: [], refused: ['not_adjacent_step'] },
    { name: 'through a figure', from: 'e2', path: ['f2', 'g2'], others: [{ id: 'legionnaire-1', at: 'f2' }], refused: ['square_occupied'] },
    { name: 'through a friendly figure', from: 'e2', path: ['f2', 'g2'], others: [{ id: 'max-steiner', at: 'f2' }], refused: ['square_occupied'] },
    {
      name: 'diagonally between two figures',
      from: 'e2',
      path: ['f3'],
      others: [
        { id: 'legionnaire-1', at: 'f2' },
        { id: 'legionnaire-2', at: 'e3' },
      ],
      refused: [],
    },
    { name: 'through the wall', from: 'c4', path: ['d4'], others: [], refused: ['not_adjacent_step'] },
    { name: 'diagonally across the wall', from: 'c4', path: ['d5'], others: [], refused: ['not_adjacent_step'] },
    { name: 'round the end of the wall', from: 'c6', path: ['d7'], others: [], refused: [] },
    { name: 'round the end of the wall, other end', from: 'c3', path: ['d2'], others: [], refused: [] },
    { name: 'not a square', from: 'e2', path: ['zz9'], others: [], refused: ['not_a_square'] },
    { name: 'into the citadel', from: 'j6', path: ['k7'], others: [], refused: ['not_a_square'] },
    { name: 'off the board away from an entrance', from: 'a2', path: ['off'], others: [], refused: ['exit_not_here'] },
    { name: 'off the board from an entrance square', from: 'a4', path: ['off'], others: [], refused: [] },
    { name: 'off the board, then on', from: 'a4', path: ['off', 'a5'], others: [], refused: ['exit_not_here'] },
  ])('$name → $refused', ({ from, path, others, refused }) => {
    const g = turn([{ id: 'valerie-duval', at: from }, ...others]);
    expect(refusals(g, 'B', troopers([act('valerie-duval', move(...path))]))).toEqual(refused);
  });

  test('a move without a path on a grid mission is refused', () => {
    const g = turn([{ id: 'valerie-duval', at: 'e2' }]);
    expect(refusals(g, 'B', troopers([act('valerie-duval', { type: 'move', section: '1' })]))).toEqual(['move_needs_path']);
  });

  test('leaving by an entrance square: withdrawn, out of the mission', () => {
    const g = turn([
      { id: 'valerie-duval', at: 'b4' },
      { id: 'max-steiner', at: 'e2' },
    ]);
    const outcome = step(g, { B: troopers([act('valerie-duval', move('a4', 'off'))]) });
    expect(outcome.events.slice(0, 2)).toEqual([
      { type: 'move', figure: 'valerie-duval', from: 'b4', path: ['a4', 'off'], section: null, action: 1, extra: false, checked: true },
      { type: 'withdrawn', figure: 'valerie-duval' },
    ]);
    expect(fig(g, 'valerie-duval')).toMatchObject({ status: 'withdrawn', square: null });
  });
});

// Seed "KORPORATIONSSPELARENS DRAG": both Doomtroopers come in by the same entrance; several groups may share one.
describe('coming in by an entrance', () => {
  const outside = [
    { id: 'valerie-duval', status: 'waiting' },
    { id: 'max-steiner', status: 'waiting' },
  ];
  test.each([
    { name: 'onto an entrance square (the entrance is chosen by it)', entrance: null, path: ['a4', 'b4'], refused: [] },
    { name: 'onto a square that is not an entrance', entrance: null, path: ['b4'], refused: ['must_enter_at_entrance'] },
    { name: "onto the other entrance's square once one is chosen", entrance: 'west', path: ['c16'], refused: ['must_enter_at_entrance'] },
    { name: 'onto a Legion entrance', entrance: null, path: ['l6'], refused: ['must_enter_at_entrance'] },
  ])('$name → $refused', ({ entrance, path, refused }) => {
    const g = turn(outside, { B: { entrance } });
    expect(refusals(g, 'B', troopers([act('valerie-duval', move(...path))]))).toEqual(refused);
  });

  test('naming the entrance in the answer locks it for both troopers', () => {
    const g = turn(outside, { B: { entrance: null } });
    expect(refusals(g, 'B', troopers([act('valerie-duval', move('c16'))], { entrance: 'west' }))).toEqual(['must_enter_at_entrance']);
    expect(refusals(g, 'B', troopers([], { entrance: 'gate-north' }))).toEqual(['not_a_trooper_entrance']);
    step(g, { B: troopers([act('valerie-duval', move('a4', 'b4'))]) });
    expect(g.state.groups.B!.entrance).toBe('west');
    expect(fig(g, 'max-steiner')).toMatchObject({ status: 'waiting', entrance: 'west' });
    expect(refusals(g, 'B', troopers([], { entrance: 'east' }))).toEqual(['entrance_locked']);
  });

  test('a trooper outside cannot attack ("En figur måste stå på spelplanen för att få anfalla")', () => {
    const g = turn([...outside, { id: 'legionnaire-1', at: 'a3' }], { B: { entrance: 'west' } });
    expect(refusals(g, 'B', troopers([act('max-steiner', { type: 'attack', mode: 'ranged', target: 'legionnaire-1' })]))).toEqual(['not_on_board']);
  });
});

describe('missions without a grid: moves are reported by section', () => {
  const noGrid = (figures: Record<string, unknown>[], entrance: string | null = 'west') => {
    const setup = setupWith({ mission: 'way-out' });
    return game(setup, PLAYERS, scenario(setup, PLAYERS, { turn: 'B', groups: { B: { entrance } }, figures }));
  };
  test.each([
    { name: 'to a section', action: { type: 'move', section: '2' }, entrance: 'west', refused: [] },
    { name: 'to an unknown section', action: { type: 'move', section: '9' }, entrance: 'west', refused: ['unknown_section'] },
    { name: 'a path', action: { type: 'move', path: ['a1'] }, entrance: 'west', refused: ['move_needs_section'] },
    { name: 'in without an entrance', action: { type: 'move', section: '1' }, entrance: null, refused: ['entrance_required'] },
    { name: 'off with "off"', action: { type: 'move', path: ['off'] }, entrance: 'west', refused: ['move_needs_section'] },
  ])('$name → $refused', ({ action, entrance, refused }) => {
    const g = noGrid(
      [
        { id: 'valerie-duval', status: 'waiting' },
        { id: 'max-steiner', at: '1' },
      ],
      entrance,
    );
    expect(refusals(g, 'B', troopers([act('valerie-duval', action)]))).toEqual(refused);
  });

  test.each([
    { at: '6', refused: [] },
    { at: '1', refused: [] },
    { at: '3', refused: ['no_exit_here'] },
  ])('withdrawing from section $at → $refused (a section with a Doomtrooper entrance)', ({ at, refused }) => {
    const g = noGrid([{ id: 'valerie-duval', at }]);
    expect(refusals(g, 'B', troopers([act('valerie-duval', { type: 'withdraw' })]))).toEqual(refused);
  });

  test('"withdraw" is for missions without a grid', () => {
    const g = turn([{ id: 'valerie-duval', at: 'a4' }]);
    expect(refusals(g, 'B', troopers([act('valerie-duval', { type: 'withdraw' })]))).toEqual(['use_path_off']);
  });

  test('the reported move is recorded as not checked', () => {
    const g = noGrid(
      [
        { id: 'valerie-duval', status: 'waiting' },
        { id: 'max-steiner', status: 'waiting' },
      ],
      null,
    );
    const outcome = step(g, { B: troopers([act('valerie-duval', { type: 'move', section: '1', note: 'by the door' })], { entrance: 'west' }) });
    expect(outcome.events).toContainEqual({
      type: 'move',
      figure: 'valerie-duval',
      from: 'west',
      path: ['1'],
      section: '1',
      action: 1,
      extra: false,
      checked: false,
    });
    expect(fig(g, 'valerie-duval')).toMatchObject({ status: 'board', section: '1', square: null, note: 'by the door' });
    expect(asked(g)[0]).toBe('B:doomtroopers');
  });
});
