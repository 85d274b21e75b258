import { describe, expect, it } from 'vitest';
import { MAP_PROBLEM_CODES, jsonPath, validateMap } from '../../../../src/engine/rulesets/lords-of-chaos/map-validation.ts';
import type { MapProblemCode } from '../../../../src/engine/rulesets/lords-of-chaos/map-validation.ts';

/** A small valid map: two outer sectors, one eye sector, one gate crossing and one plain crossing. */
function baseMap() {
  return {
    sectors: [
      { id: 'ext1', name: 'Exterior 1', kind: 'outer' },
      { id: 'ext2', name: 'Exterior 2', kind: 'outer' },
      { id: 'eye1', name: 'Ojo 1', kind: 'eye' },
    ],
    subsectors: [
      { id: 'X1-1', sector: 'ext1' },
      { id: 'X2-1', sector: 'ext2' },
      { id: 'E1-1', sector: 'eye1' },
    ],
    planets: [
      { id: 'p11', subsector: 'X1-1' },
      { id: 'p12', subsector: 'X1-1' },
      { id: 'p21', subsector: 'X2-1' },
      { id: 'p22', subsector: 'X2-1' },
      { id: 'q11', subsector: 'E1-1' },
      { id: 'q12', subsector: 'E1-1' },
    ],
    adjacency: [
      ['X1-1', 'X2-1'],
      ['X1-1', 'E1-1'],
      ['X2-1', 'E1-1', { gate: true }],
    ] as unknown[],
  };
}

type MapInput = ReturnType<typeof baseMap>;

/** One bad map per problem code; `path` is where the problem must be reported. */
const badMaps: { code: MapProblemCode; path: string; mutate: (m: MapInput) => void }[] = [
  { code: 'invalid_shape', path: 'planets[3].subsector', mutate: (m) => void ((m.planets[3] as { subsector: unknown }).subsector = 7) },
  { code: 'duplicate_id', path: 'sectors[3].id', mutate: (m) => void m.sectors.push({ id: 'ext1', name: 'Again', kind: 'outer' }) },
  { code: 'duplicate_id', path: 'subsectors[3].id', mutate: (m) => void m.subsectors.push({ id: 'X1-1', sector: 'ext2' }) },
  { code: 'duplicate_id', path: 'planets[1].id', mutate: (m) => void (m.planets[1]!.id = 'p11') },
  {
    code: 'unknown_sector',
    path: 'subsectors[3].sector',
    mutate: (m) => {
      m.subsectors.push({ id: 'Z-1', sector: 'nowhere' });
      m.planets.push({ id: 'z1', subsector: 'Z-1' }, { id: 'z2', subsector: 'Z-1' });
    },
  },
  { code: 'unknown_subsector', path: 'planets[6].subsector', mutate: (m) => void m.planets.push({ id: 'lost', subsector: 'Z-9' }) },
  { code: 'unknown_adjacency_subsector', path: 'adjacency[0][1]', mutate: (m) => void (m.adjacency[0] = ['X1-1', 'Z-9']) },
  {
    code: 'subsector_too_small',
    path: 'subsectors[1]',
    mutate: (m) => void (m.planets = m.planets.filter((p) => p.id !== 'p22')),
  },
  { code: 'empty_sector', path: 'sectors[3]', mutate: (m) => void m.sectors.push({ id: 'ext3', name: 'Exterior 3', kind: 'outer' }) },
  { code: 'self_adjacency', path: 'adjacency[3]', mutate: (m) => void m.adjacency.push(['X1-1', 'X1-1']) },
  { code: 'duplicate_adjacency', path: 'adjacency[3]', mutate: (m) => void m.adjacency.push(['X1-1', 'X2-1']) },
  { code: 'duplicate_adjacency', path: 'adjacency[3]', mutate: (m) => void m.adjacency.push(['E1-1', 'X1-1']) },
  { code: 'gate_not_crossing', path: 'adjacency[0][2].gate', mutate: (m) => void (m.adjacency[0] = ['X1-1', 'X2-1', { gate: true }]) },
  {
    code: 'no_outer_sector',
    path: 'sectors',
    mutate: (m) => {
      m.sectors[0]!.kind = 'eye';
      m.sectors[1]!.kind = 'eye';
      m.adjacency[2] = ['X2-1', 'E1-1'];
    },
  },
];

describe('validateMap', () => {
  it('accepts the base map', () => {
    const result = validateMap(baseMap());
    expect(result).toEqual({ ok: true, map: expect.objectContaining({ planets: expect.any(Array) }) });
  });

  it.each(badMaps)('reports $code at $path', ({ code, path, mutate }) => {
    const map = baseMap();
    mutate(map);
    const result = validateMap(map);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual({ path, code, message: expect.any(String) });
    // exactly one problem: the table isolates each code
    expect(result.problems).toHaveLength(1);
  });

  it('has a bad map for every problem code', () => {
    expect(new Set(badMaps.map((row) => row.code))).toEqual(new Set(MAP_PROBLEM_CODES));
  });

  it('reports several semantic problems together', () => {
    const map = baseMap();
    map.planets[1]!.id = 'p11';
    map.subsectors.push({ id: 'Z-1', sector: 'nowhere' });
    map.planets.push({ id: 'z1', subsector: 'Z-1' }, { id: 'z2', subsector: 'Z-1' });
    map.adjacency.push(['X2-1', 'X2-1']);
    map.adjacency[0] = ['X1-1', 'X2-1', { gate: true }];
    const result = validateMap(map);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.code, p.path]).sort()).toEqual(
      [
        ['duplicate_id', 'planets[1].id'],
        ['unknown_sector', 'subsectors[3].sector'],
        ['self_adjacency', 'adjacency[3]'],
        ['gate_not_crossing', 'adjacency[0][2].gate'],
      ].sort(),
    );
  });

  it('reports every schema issue with its JSON path', () => {
    const map = baseMap() as unknown as { planets: Record<string, unknown>[]; sectors: Record<string, unknown>[] };
    map.planets[0]!.extreme = 'yes';
    map.sectors[1]!.kind = 'middle';
    const result = validateMap(map);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.path).sort()).toEqual(['planets[0].extreme', 'sectors[1].kind']);
    expect(result.problems.every((p) => p.code === 'invalid_shape')).toBe(true);
  });

  it('rejects values that are not maps at all', () => {
    for (const input of [null, 42, 'map', [], {}]) {
      const result = validateMap(input);
      expect(result.ok).toBe(false);
    }
  });
});

describe('jsonPath', () => {
  it.each([
    [[], ''],
    [['sectors'], 'sectors'],
    [['planets', 3, 'subsector'], 'planets[3].subsector'],
    [['adjacency', 0, 2, 'gate'], 'adjacency[0][2].gate'],
  ] as const)('%j -> %s', (path, expected) => {
    expect(jsonPath(path)).toBe(expected);
  });
});
