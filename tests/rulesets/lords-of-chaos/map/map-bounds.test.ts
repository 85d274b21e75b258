import { describe, expect, it } from 'vitest';
import { validateMap } from '../../../../src/engine/rulesets/lords-of-chaos/map-validation.ts';
import { MAP_LIMITS } from '../../../../src/engine/rulesets/lords-of-chaos/schemas.ts';

const label = (text: string, length: number) => `${text} ${'x'.repeat(length)}`.slice(0, length);

/** `sectors` sectors (half outer, half eye) × `subs` subsectors × `planets` planets, names `nameLength` long. */
function gridMap(sectors: number, subs: number, planets: number, nameLength: number, allPairs = false) {
  const map = { name: 'Grid', sectors: [] as object[], subsectors: [] as { id: string }[], planets: [] as object[], adjacency: [] as [string, string][] };
  for (let s = 0; s < sectors; s++) {
    map.sectors.push({ id: `S${s}`, name: label(`Sector ${s}`, nameLength), kind: s < sectors / 2 ? 'outer' : 'eye' });
    for (let u = 0; u < subs; u++) {
      const sub = `S${s}-${u}`;
      map.subsectors.push({ id: sub, sector: `S${s}`, name: label(`Subsector ${s}.${u}`, nameLength) } as { id: string });
      if (!allPairs && u > 0) map.adjacency.push([`S${s}-${u - 1}`, sub]);
      for (let p = 0; p < planets; p++)
        map.planets.push({ id: `${sub}-${p}`, subsector: sub, name: label(`Planet ${s}.${u}.${p}`, nameLength), resources: p === 0 });
    }
    if (!allPairs && s > 0) map.adjacency.push([`S${s - 1}-0`, `S${s}-0`]);
  }
  if (allPairs) {
    const ids = map.subsectors.map((sub) => sub.id);
    for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) map.adjacency.push([ids[i]!, ids[j]!]);
  }
  return map;
}

// The server's side of hostile maps (worker thread, queue, time limit): tests/security/map-bounds.db.test.ts.
describe('custom map bounds', () => {
  it('refuses the issue’s hostile maps with a problem at the right path, accepts maps at the bounds', () => {
    const adjacency = validateMap(gridMap(2, 60, 2, 10, true)); // 120 subsectors: 7,140 pairs
    expect(adjacency.ok).toBe(false);
    expect(!adjacency.ok && adjacency.problems.map((p) => p.path)).toContain('adjacency');
    const names = validateMap(gridMap(2, 70, 5, 1350)); // 700 planets with 1,350-character names
    expect(!names.ok && names.problems.map((p) => p.path)).toContain('planets[0].name');
    expect(validateMap(gridMap(20, 10, 5, MAP_LIMITS.nameLength)).ok).toBe(true); // 1,000 planets, 80-character names
    expect(validateMap(gridMap(2, 1, MAP_LIMITS.planets / 2 + 1, 10)).ok).toBe(false); // 1,002 planets
  });
});
