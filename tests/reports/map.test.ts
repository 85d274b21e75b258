import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP } from '../../src/engine/rulesets/lords-of-chaos/maps/index.ts';
import { MapSchema } from '../../src/engine/rulesets/lords-of-chaos/schemas.ts';
import type { GameMap } from '../../src/engine/rulesets/lords-of-chaos/schemas.ts';
import { layoutMap } from '../../src/engine/rulesets/lords-of-chaos/presentation/map-layout.ts';
import { renderMapPng } from '../../src/reports/map-png.ts';
import { renderMapSvg } from '../../src/engine/rulesets/lords-of-chaos/presentation/map-svg.ts';
import type { MapSvgInput } from '../../src/engine/rulesets/lords-of-chaos/presentation/map-svg.ts';
import { playerColor } from '../../src/engine/rulesets/lords-of-chaos/presentation/players.ts';
import { FIXED_MAP, REPORT_PLAYERS, fixedTurns } from './fixtures/fixed-game.ts';

type XmlNode = Record<string, unknown>;

/** Every element (with attributes as `@_name`) in document order. */
function elements(node: unknown, name: string, out: XmlNode[] = []): XmlNode[] {
  if (Array.isArray(node)) {
    for (const item of node) elements(item, name, out);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as XmlNode)) {
      if (key.startsWith('@_')) continue;
      if (key === name) for (const item of Array.isArray(value) ? value : [value]) out.push(item as XmlNode);
      elements(value, name, out);
    }
  }
  return out;
}

function parseSvg(svg: string): XmlNode {
  expect(XMLValidator.validate(svg)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', isArray: (name) => name === 'g' || name === 'circle' }).parse(svg) as XmlNode;
}

function mapInput(overrides: Partial<MapSvgInput> = {}): MapSvgInput {
  const [turn3] = fixedTurns();
  return {
    map: FIXED_MAP,
    lang: 'es',
    players: REPORT_PLAYERS,
    control: turn3!.outcome.control,
    conquered: ['p22', 'p11'],
    turn: 3,
    ...overrides,
  };
}

describe('SVG map', () => {
  it('is well-formed XML with one node per planet, filled with its controller’s colour', () => {
    const input = mapInput();
    const doc = parseSvg(renderMapSvg(input));
    const planets = elements(doc, 'g').filter((g) => g['@_class'] === 'planet');
    expect(planets.map((g) => g['@_data-planet']).sort()).toEqual(FIXED_MAP.planets.map((p) => p.id).sort());
    for (const g of planets) {
      const owner = input.control[g['@_data-planet'] as string] ?? null;
      const node = (g.circle as XmlNode[]).find((c) => c['@_class'] === 'planet-node')!;
      const seat = REPORT_PLAYERS.findIndex((player) => player.id === owner);
      expect(node['@_fill']).toBe(owner === null ? '#FFFFFF' : playerColor(seat));
    }
  });

  it('rings the planets conquered this turn, and only those', () => {
    const doc = parseSvg(renderMapSvg(mapInput()));
    const ringed = elements(doc, 'g')
      .filter((g) => g['@_class'] === 'planet' && (g.circle as XmlNode[]).some((c) => c['@_class'] === 'conquered'))
      .map((g) => g['@_data-planet']);
    expect(ringed.sort()).toEqual(['p11', 'p22']);
  });

  it('draws the Eye boundary, the Cadian Gate, crossings, every sector and subsector, and a legend entry per player', () => {
    const svg = renderMapSvg(mapInput({ lang: 'en' }));
    expect(svg).toContain('class="eye-boundary"');
    expect(svg.match(/class="adjacency gate"/g)).toHaveLength(1);
    expect(svg.match(/class="adjacency crossing"/g)).toHaveLength(1);
    expect(svg.match(/class="sector"/g)).toHaveLength(FIXED_MAP.sectors.length);
    expect(svg.match(/class="subsector"/g)).toHaveLength(FIXED_MAP.subsectors.length);
    expect(svg.match(/class="legend-player"/g)).toHaveLength(REPORT_PLAYERS.length);
    expect(svg).toContain('Eye of Terror boundary');
    expect(svg).toContain('Cadian Gate');
  });

  it('shows traits as icons', () => {
    const svg = renderMapSvg(mapInput());
    const count = (cls: string) => (svg.match(new RegExp(`class="${cls}"`, 'g')) ?? []).length;
    // + 1 each for the legend sample.
    expect(count('trait-resources')).toBe(FIXED_MAP.planets.filter((p) => p.resources).length + 1);
    expect(count('trait-extreme')).toBe(FIXED_MAP.planets.filter((p) => p.extreme).length + 1);
    expect(svg.match(/class="trait-sacred"/g)).toHaveLength(FIXED_MAP.planets.filter((p) => p.sacredTo).length + 1);
  });

  it('shows remaining inhabitants, not the map’s starting count', () => {
    const doc = parseSvg(renderMapSvg(mapInput({ inhabitants: { cadia: 0, q22: 1 } })));
    const planet = (id: string) => elements(doc, 'g').find((g) => g['@_class'] === 'planet' && g['@_data-planet'] === id)!;
    const badges = (id: string) => ((planet(id).g as XmlNode[] | undefined) ?? []).filter((g) => g['@_class'] === 'trait-inhabitants');
    expect(badges('cadia')).toHaveLength(0);
    expect(badges('q22')).toHaveLength(1);
    expect(JSON.stringify(badges('q22')[0])).toContain('"#text":1');
  });

  it('escapes hostile names', () => {
    const players = REPORT_PLAYERS.map((player) => ({ ...player, warband: '<script>"&\'</script>' }));
    const svg = renderMapSvg(mapInput({ players }));
    parseSvg(svg);
    expect(svg).not.toContain('<script');
  });
});

describe('layout', () => {
  it('uses the map’s coordinates when every planet has them', () => {
    const layout = layoutMap(DEFAULT_MAP);
    expect(layout.fromMap).toBe(true);
    const cadia = DEFAULT_MAP.planets.find((planet) => planet.id === 'cadia')!;
    expect(layout.positions.get('cadia')).toEqual({ x: cadia.x, y: cadia.y });
  });

  it('otherwise lays planets out apart from each other, the same way every time', () => {
    const first = layoutMap(FIXED_MAP);
    const clone = MapSchema.parse(structuredClone(FIXED_MAP)) as GameMap;
    const second = layoutMap(clone);
    expect(first.fromMap).toBe(false);
    expect([...second.positions]).toEqual([...first.positions]);
    const points = [...first.positions.values()];
    for (let i = 0; i < points.length; i += 1) {
      for (let j = i + 1; j < points.length; j += 1) {
        expect(Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y)).toBeGreaterThan(40);
      }
    }
  });

  it('keeps the eye sectors inside and the outer sectors around them', () => {
    const { positions } = layoutMap(FIXED_MAP);
    const distance = (id: string) => Math.hypot(positions.get(id)!.x, positions.get(id)!.y);
    const sectorKind = (planet: string) => {
      const subsector = FIXED_MAP.subsectors.find((s) => s.id === FIXED_MAP.planets.find((p) => p.id === planet)!.subsector)!;
      return FIXED_MAP.sectors.find((s) => s.id === subsector.sector)!.kind;
    };
    const eye = FIXED_MAP.planets.filter((p) => sectorKind(p.id) === 'eye').map((p) => distance(p.id));
    const outer = FIXED_MAP.planets.filter((p) => sectorKind(p.id) === 'outer').map((p) => distance(p.id));
    expect(Math.max(...eye)).toBeLessThan(Math.min(...outer));
  });
});

describe('PNG map', () => {
  it('is a PNG of sensible size', () => {
    const png = renderMapPng(renderMapSvg(mapInput({ map: DEFAULT_MAP, control: { cadia: 'K' }, conquered: [] })));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(width).toBeGreaterThanOrEqual(600);
    expect(width).toBeLessThanOrEqual(1600);
    expect(height).toBeGreaterThan(600);
  });

  it('renders the text (labels change the pixels)', () => {
    const base = mapInput({ map: DEFAULT_MAP, control: {}, conquered: [] });
    const svg = renderMapSvg(base);
    const withoutText = svg.replace(/<text[^>]*>[^<]*<\/text>/g, '');
    expect(renderMapPng(svg).equals(renderMapPng(withoutText))).toBe(false);
  });
});
