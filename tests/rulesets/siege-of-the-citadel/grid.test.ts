import { describe, expect, test } from 'vitest';
import {
  blastRing,
  indexGrid,
  lineOfFire,
  lineOfSight,
  parseSquare,
  squareKey,
  squareLabel,
  sweepArc,
  touching,
  type GridData,
} from '../../../src/engine/rulesets/siege-of-the-citadel/rules/grid.ts';

/** A 6×6 open room with one wall from corner (3,0) to (3,3) (between columns c and d, rows 1–3) and a solid square at a6. */
const ROOM: GridData = {
  width: 6,
  height: 6,
  rows: ['111111', '111111', '111111', '111222', '111222', '.11222'],
  walls: [[3, 0, 3, 3]],
};
const grid = indexGrid(ROOM);
const sq = (label: string) => parseSquare(label)!;
const occ = (...labels: string[]) => new Set(labels.map((l) => squareKey(sq(l))));

describe('square labels', () => {
  test.each([
    ['a1', 0, 0],
    ['c4', 2, 3],
    ['z10', 25, 9],
    ['aa1', 26, 0],
    ['an40', 39, 39],
  ])('%s ⇄ (%i, %i)', (label, x, y) => {
    expect(parseSquare(label)).toEqual({ x, y });
    expect(squareLabel({ x, y })).toBe(label);
  });
  test.each(['', 'a0', '1a', 'a-1', 'abc1', 'a123'])('%j is not a square', (label) => expect(parseSquare(label)).toBeNull());
});

describe('touching (steps and close combat; seed "FÖRFLYTTNING")', () => {
  test.each([
    ['a1', 'b1', true, 'orthogonal, open'],
    ['a1', 'b2', true, 'diagonal, open'],
    ['c1', 'd1', false, 'a wall between'],
    ['c3', 'd4', true, 'diagonal past the end of the wall'],
    ['c2', 'd3', false, 'diagonal through the wall'],
    ['c2', 'd1', false, 'diagonal through the wall, other way'],
    ['a5', 'a6', false, 'not a square'],
    ['a1', 'c1', false, 'two squares away'],
  ])('%s – %s: %s (%s)', (a, b, expected) => {
    expect(touching(grid, sq(a), sq(b))).toBe(expected);
    expect(touching(grid, sq(b), sq(a))).toBe(expected);
  });
});

describe('line of sight (seed "FRI SIKT")', () => {
  test.each([
    ['a1', 'f1', [], false, 'the wall cuts row 1'],
    ['a4', 'f4', [], true, 'below the wall'],
    ['a1', 'a5', ['a3'], false, 'a figure in between'],
    ['a1', 'c3', ['b1', 'a2'], true, 'figures beside the line do not block'],
    ['a1', 'c3', ['b2'], false, 'a figure on the diagonal blocks'],
    ['b1', 'c2', [], true, 'neighbours'],
    ['a5', 'c5', [], true, 'along row 5'],
    ['b4', 'd6', [], true, 'a corner of the solid square is not crossed'],
    ['b6', 'b4', [], true, 'straight up'],
    ['a4', 'b6', ['a5', 'b5'], false, 'through b5'],
  ])('%s → %s with %j: %s (%s)', (a, b, figures, expected) => {
    expect(lineOfSight(grid, sq(a), sq(b), occ(...(figures as string[])))).toBe(expected);
  });

  test('a line exactly between two occupied squares passes ("diagonalt mellan två rutor med figurer")', () => {
    // a1 → c3 passes through the corner shared by b1/a2 and b2's centre; a1 → b2 touches only the corner of a2 and b1.
    expect(lineOfSight(grid, sq('a1'), sq('b2'), occ('a2', 'b1'))).toBe(true);
    expect(lineOfSight(grid, sq('a3'), sq('c5'), occ('a4', 'b3'))).toBe(true);
  });

  test('touching the end of a wall blocks: the line from c4 to e2 passes the wall end (3,3)', () => {
    // centres (2.5,3.5) → (4.5,1.5): the line x + y = 6 passes through the corner (3,3), the end of the wall.
    expect(lineOfSight(grid, sq('c4'), sq('e2'), occ())).toBe(false);
  });

  test('symmetric on every pair of an open board', () => {
    const open = indexGrid({ width: 5, height: 5, rows: ['11111', '11111', '11111', '11111', '11111'], walls: [] });
    const figures = occ('c3');
    for (let a = 0; a < 25; a++) {
      for (let b = 0; b < 25; b++) {
        const A = { x: a % 5, y: Math.floor(a / 5) };
        const B = { x: b % 5, y: Math.floor(b / 5) };
        expect(lineOfSight(open, A, B, figures)).toBe(lineOfSight(open, B, A, figures));
      }
    }
  });
});

describe('line of fire (Gehenna Puker)', () => {
  test('through the aimed square and on, to the range', () => {
    expect(lineOfFire(grid, sq('a4'), sq('b4'), 24).map(squareLabel)).toEqual(['b4', 'c4', 'd4', 'e4', 'f4']);
    expect(lineOfFire(grid, sq('a4'), sq('b4'), 2).map(squareLabel)).toEqual(['b4', 'c4']);
  });
  test('stopped by a wall', () => {
    expect(lineOfFire(grid, sq('a2'), sq('b2'), 24).map(squareLabel)).toEqual(['b2', 'c2']);
  });
  test('diagonal: the squares crossed in order; the corners it only touches are left out', () => {
    const open = indexGrid({ width: 6, height: 6, rows: Array(6).fill('111111'), walls: [] });
    expect(lineOfFire(open, sq('a1'), sq('b2'), 24).map(squareLabel)).toEqual(['b2', 'c3', 'd4', 'e5', 'f6']);
    expect(lineOfFire(open, sq('a1'), sq('c2'), 24).map(squareLabel)).toEqual(['b1', 'b2', 'c2', 'd2', 'd3', 'e3', 'f3', 'f4']);
  });
  test('diagonal: stopped where it touches the end of a wall (corner (3,3))', () => {
    expect(lineOfFire(grid, sq('a1'), sq('b2'), 24).map(squareLabel)).toEqual(['b2', 'c3']);
  });
  test('stopped by a square that is not part of the board', () => {
    expect(lineOfFire(grid, sq('b6'), sq('a6'), 24)).toEqual([]);
  });
});

describe('Violator sweep and grenade ring', () => {
  test('the arc goes round until it strikes a wall', () => {
    // From c2: N c1, NE d1 (blocked by the wall) → stops after c1.
    expect(sweepArc(grid, sq('c2'), sq('c1'), 'cw').map(squareLabel)).toEqual(['c1']);
    // Counter-clockwise from c1: c1, b1, b2, b3, c3, then d3 (wall between c3/d3? the wall runs x=3 from y 0 to 3) → blocked.
    expect(sweepArc(grid, sq('c2'), sq('c1'), 'ccw').map(squareLabel)).toEqual(['c1', 'b1', 'b2', 'b3', 'c3']);
  });
  test('a full circle in the open', () => {
    expect(sweepArc(grid, sq('b4'), sq('b3'), 'cw')).toHaveLength(8);
  });
  test('a start that is not a neighbour sweeps nothing', () => {
    expect(sweepArc(grid, sq('b4'), sq('d4'), 'cw')).toEqual([]);
  });
  test('the grenade ring leaves out squares behind walls and off the board', () => {
    expect(blastRing(grid, sq('c2')).map(squareLabel).sort()).toEqual(['b1', 'b2', 'b3', 'c1', 'c3'].sort());
    expect(blastRing(grid, sq('a6')).map(squareLabel).sort()).toEqual([]);
    expect(blastRing(grid, sq('b6')).map(squareLabel).sort()).toEqual(['a5', 'b5', 'c5', 'c6'].sort());
  });
});
