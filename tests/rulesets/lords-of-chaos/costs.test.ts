import { describe, expect, test } from 'vitest';
import { checkSheet } from '../../../src/engine/rulesets/lords-of-chaos/index.ts';
import { indexMap, isCrossing } from '../../../src/engine/rulesets/lords-of-chaos/map-index.ts';
import { MAP, PLAYERS, position } from './fixtures.ts';

// Rules §5 and [D]: N, or 2N when every reach source is across the Eye boundary by non-gate crossings only.
const rows: { name: string; control: Record<string, string>; order: unknown; cost: number; crossing: boolean }[] = [
  { name: 'invade same subsector', control: { p11: 'K' }, order: { type: 'invade', planet: 'p12', count: 2 }, cost: 2, crossing: false },
  { name: 'invade adjacent same side', control: { p11: 'K' }, order: { type: 'invade', planet: 'p13', count: 2 }, cost: 2, crossing: false },
  { name: 'invade across plain crossing', control: { p11: 'K' }, order: { type: 'invade', planet: 'q12', count: 1 }, cost: 2, crossing: true },
  { name: 'eye to outer across plain crossing', control: { q11: 'K' }, order: { type: 'invade', planet: 'p12', count: 2 }, cost: 4, crossing: true },
  { name: 'invade across the Cadian Gate', control: { p32: 'K' }, order: { type: 'invade', planet: 'q21', count: 2 }, cost: 2, crossing: false },
  { name: 'gate back out of the Eye', control: { q21: 'K' }, order: { type: 'invade', planet: 'cadia', count: 1 }, cost: 1, crossing: false },
  { name: 'one same-side source is enough', control: { p11: 'K', q13: 'K' }, order: { type: 'invade', planet: 'q12', count: 3 }, cost: 3, crossing: false },
  { name: 'defend own planet', control: { p11: 'K' }, order: { type: 'defend', planet: 'p11', count: 2 }, cost: 2, crossing: false },
  { name: 'defend not own across crossing', control: { p11: 'K', q12: 'N' }, order: { type: 'defend', planet: 'q12', count: 1 }, cost: 2, crossing: true },
  { name: 'defend sector 2N', control: { cadia: 'K', p32: 'K' }, order: { type: 'defendSector', sector: 'ext3', count: 2 }, cost: 4, crossing: false },
  { name: 'no planets: any outer planet, N', control: {}, order: { type: 'invade', planet: 'p21', count: 1 }, cost: 1, crossing: false },
  { name: 'cede is free', control: { p11: 'K' }, order: { type: 'cede', planet: 'p11', to: 'N' }, cost: 0, crossing: false },
  { name: 'claim is free', control: { p11: 'K' }, order: { type: 'claimDeed', deed: 'skulls' }, cost: 0, crossing: false },
];

describe('order costs and crossings (rules §5)', () => {
  test.each(rows)('$name costs $cost', ({ control, order, cost, crossing }) => {
    // permanent actions so that the budget never interferes with the cost under test
    const state = position(control, { permanentActions: { K: 10 } });
    const [check] = checkSheet(MAP, PLAYERS, state, 'K', [order]).checks;
    expect(check).toMatchObject({ ok: true, cost, crossing });
  });

  test('map index: crossings and the gate flag', () => {
    const index = indexMap(MAP);
    expect(isCrossing(index, 'X1-1', 'E1-1')).toBe(true);
    expect(isCrossing(index, 'X1-1', 'X1-2')).toBe(false);
    expect(index.adjacency.edge('X3-1', 'E2-1')).toEqual({ gate: true });
    expect(index.adjacency.edge('E2-1', 'X3-1')).toEqual({ gate: true });
    expect(index.adjacency.edge('E1-1', 'X1-1')).toEqual({ gate: false });
    expect(index.adjacency.adjacent('X1-1', 'X2-1')).toBe(false);
    expect(index.eyePlanets).toEqual(['q11', 'q12', 'q13', 'q14', 'q21', 'q22']);
  });
});
