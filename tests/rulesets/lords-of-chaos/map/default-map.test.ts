import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP, MAPS } from '../../../../src/engine/rulesets/lords-of-chaos/maps/index.ts';
import { validateMap } from '../../../../src/engine/rulesets/lords-of-chaos/map-validation.ts';
import { MAJOR_GODS } from '../../../../src/engine/rulesets/lords-of-chaos/schemas.ts';

const map = DEFAULT_MAP;
const sectorKind = new Map(map.sectors.map((s) => [s.id, s.kind]));
const subsectorKind = new Map(map.subsectors.map((s) => [s.id, sectorKind.get(s.sector)]));
const planet = (id: string) => map.planets.find((p) => p.id === id);

describe('DEFAULT_MAP (El Ojo del Terror)', () => {
  it('is the eye-of-terror map and is registered in MAPS', () => {
    expect(map.id).toBe('eye-of-terror');
    expect(map.names?.es).toBe('El Ojo del Terror');
    expect(MAPS['eye-of-terror']).toBe(DEFAULT_MAP);
  });

  it.each(Object.entries(MAPS))('built-in map %s passes validateMap', (_id, m) => {
    expect(validateMap(m)).toEqual({ ok: true, map: m });
  });

  it('has 24–40 planets, several outer sectors and at least two eye sectors', () => {
    expect(map.planets.length).toBeGreaterThanOrEqual(24);
    expect(map.planets.length).toBeLessThanOrEqual(40);
    expect(map.sectors.filter((s) => s.kind === 'outer').length).toBeGreaterThanOrEqual(3);
    expect(map.sectors.filter((s) => s.kind === 'eye').length).toBeGreaterThanOrEqual(2);
  });

  it('has Cadian Gate crossings and ordinary crossings of the Eye boundary', () => {
    const crossings = map.adjacency.filter(([a, b]) => subsectorKind.get(a) !== subsectorKind.get(b));
    const gates = crossings.filter((edge) => edge.length === 3 && edge[2].gate === true);
    expect(gates.length).toBeGreaterThanOrEqual(2);
    expect(crossings.length - gates.length).toBeGreaterThanOrEqual(2);
    // Cadia's own subsector touches the Eye through the Gate.
    const cadiaSub = planet('cadia')?.subsector;
    expect(gates.some(([a, b]) => a === cadiaSub || b === cadiaSub)).toBe(true);
  });

  it('has Cadia (Extreme, 3 Cadians) and Fenris (Extreme, 1 Space Marines)', () => {
    expect(planet('cadia')).toMatchObject({ extreme: true, inhabitants: { count: 3, kind: 'Cadians' } });
    expect(planet('cadia')?.subsector).toMatch(/^CAD-/);
    expect(planet('fenris')).toMatchObject({ extreme: true, inhabitants: { count: 1, kind: 'Space Marines' } });
    expect(sectorKind.get(map.subsectors.find((s) => s.id === planet('fenris')?.subsector)!.sector)).toBe('outer');
  });

  it.each(MAJOR_GODS)('has exactly three sacred worlds of %s, inside and outside the Eye', (god) => {
    const sacred = map.planets.filter((p) => p.sacredTo === god);
    expect(sacred).toHaveLength(3);
    const kinds = new Set(sacred.map((p) => subsectorKind.get(p.subsector)));
    expect(kinds).toEqual(new Set(['outer', 'eye']));
  });

  it('has several Resources worlds, on both sides of the boundary', () => {
    const resources = map.planets.filter((p) => p.resources === true);
    expect(resources.length).toBeGreaterThanOrEqual(4);
    expect(new Set(resources.map((p) => subsectorKind.get(p.subsector)))).toEqual(new Set(['outer', 'eye']));
  });

  it('names every sector, subsector and planet in Spanish and English (name = English)', () => {
    for (const item of [...map.sectors, ...map.subsectors, ...map.planets]) {
      expect(item.names?.es, item.id).toBeTruthy();
      expect(item.names?.en, item.id).toBeTruthy();
      expect(item.name, item.id).toBe(item.names?.en);
    }
  });

  it('uses subsector codes like CAD-1 and EYE-M-1', () => {
    for (const sub of map.subsectors) {
      const pattern = sectorKind.get(sub.sector) === 'eye' ? /^EYE-[A-Z]-\d+$/ : /^[A-Z]{3}-\d+$/;
      expect(sub.id).toMatch(pattern);
    }
  });

  it('places every planet in 0..1000, eye planets nearer the centre than every outer planet', () => {
    const radius = (p: { x?: number; y?: number }) => Math.hypot((p.x ?? NaN) - 500, (p.y ?? NaN) - 500);
    for (const p of map.planets) {
      expect(p.x, p.id).toBeGreaterThanOrEqual(0);
      expect(p.x, p.id).toBeLessThanOrEqual(1000);
      expect(p.y, p.id).toBeGreaterThanOrEqual(0);
      expect(p.y, p.id).toBeLessThanOrEqual(1000);
    }
    const eye = map.planets.filter((p) => subsectorKind.get(p.subsector) === 'eye').map(radius);
    const outer = map.planets.filter((p) => subsectorKind.get(p.subsector) === 'outer').map(radius);
    expect(Math.max(...eye)).toBeLessThan(Math.min(...outer));
  });

  it('keeps planets apart so the renderer can draw them without overlap', () => {
    for (const [i, a] of map.planets.entries()) {
      for (const b of map.planets.slice(i + 1)) {
        expect(Math.hypot(a.x! - b.x!, a.y! - b.y!), `${a.id}/${b.id}`).toBeGreaterThan(40);
      }
    }
  });
});
