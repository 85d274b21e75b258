import { describe, expect, test } from 'vitest';
import { mapGraph } from '../../src/engine/core/map-graph.ts';

/**
 *   a — b — c      e (alone)
 *   |       |
 *   d ——————
 */
const NODES = ['a', 'b', 'c', 'd', 'e'];
const EDGES = [
  ['c', 'b'],
  ['a', 'b'],
  ['d', 'a'],
  ['c', 'd'],
] as const;

describe('map graph', () => {
  const graph = mapGraph(NODES, EDGES);

  test('nodes in data order; neighbours in node order, whatever order the edges were listed in', () => {
    expect(graph.nodes).toEqual(NODES);
    expect(graph.neighbours.get('a')).toEqual(['b', 'd']);
    expect(graph.neighbours.get('c')).toEqual(['b', 'd']);
    expect(graph.neighbours.get('d')).toEqual(['a', 'c']);
    expect(graph.neighbours.get('e')).toEqual([]);
    expect(graph.neighbours.get('zz')).toBeUndefined();
  });

  test('edges once each, as first listed; adjacency is symmetric', () => {
    expect(graph.edges.map((e) => `${e.from}-${e.to}`)).toEqual(['c-b', 'a-b', 'd-a', 'c-d']);
    expect(graph.adjacent('b', 'c')).toBe(true);
    expect(graph.adjacent('c', 'b')).toBe(true);
    expect(graph.adjacent('a', 'c')).toBe(false);
    expect(graph.adjacent('a', 'zz')).toBe(false);
  });

  test('self-loops, unknown ends and repeated ids are left out; a repeated edge merges its values', () => {
    const g = mapGraph<boolean>(
      ['x', 'y', 'x', 'z'],
      [
        ['x', 'x', true],
        ['x', 'q', true],
        ['x', 'y', false],
        ['y', 'x', true],
        ['y', 'z', false],
      ],
      (a, b) => a || b,
    );
    expect(g.nodes).toEqual(['x', 'y', 'z']);
    expect(g.edges).toEqual([
      { from: 'x', to: 'y', value: true },
      { from: 'y', to: 'z', value: false },
    ]);
    expect(g.edge('y', 'x')).toBe(true);
    expect(g.edge('z', 'y')).toBe(false);
    expect(g.edge('x', 'z')).toBeUndefined();
    expect(g.neighbours.get('x')).toEqual(['y']);
  });

  test('position and inOrder', () => {
    expect(graph.position('c')).toBe(2);
    expect(graph.position('zz')).toBe(-1);
    expect(graph.has('e')).toBe(true);
    expect(graph.inOrder(['d', 'zz', 'a', 'd'])).toEqual(['a', 'd']);
  });

  test.each([
    ['a', 1, {}, ['b', 'd']],
    ['a', 2, {}, ['b', 'c', 'd']],
    ['a', 9, {}, ['b', 'c', 'd']],
    ['e', 3, {}, []],
    ['a', 0, {}, []],
    // b cannot be entered: c is still two steps away through d.
    ['a', 2, { enter: (id: string) => id !== 'b' }, ['c', 'd']],
    // Nothing can be passed through: one step only.
    ['a', 3, { pass: () => false }, ['b', 'd']],
  ] as const)('within(%s, %i) %#', (from, steps, rules, expected) => {
    expect(graph.within(from, steps, rules)).toEqual(expected);
  });

  test('within from several nodes never returns a start', () => {
    expect(graph.within(['a', 'b'], 1)).toEqual(['c', 'd']);
  });
});
