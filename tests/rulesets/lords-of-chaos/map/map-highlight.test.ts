import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../../src/engine/core/ruleset.ts';
import { lordsOfChaos, normalizeState } from '../../../../src/engine/rulesets/lords-of-chaos/index.ts';
import { DEFAULT_MAP } from '../../../../src/engine/rulesets/lords-of-chaos/maps/index.ts';
import type { LocPlayer } from '../../../../src/engine/rulesets/lords-of-chaos/players.ts';
import { orderOptions } from '../../../../src/engine/rulesets/lords-of-chaos/sheet-options.ts';

/**
 * The map as a player sees it on their page (issue 19): their own planets and the planets they may invade or
 * defend this turn (exactly the targets their order form offers) are marked by a shape, not colour alone, with a
 * title and a legend entry; every warband is in the legend, in a first column a phone shows without panning.
 */

type XmlNode = Record<string, unknown>;

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

function parse(svg: string): XmlNode {
  expect(XMLValidator.validate(svg)).toBe(true);
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    htmlEntities: true,
    isArray: (name) => ['g', 'circle', 'text'].includes(name),
  }).parse(svg) as XmlNode;
}

const planetGroups = (doc: XmlNode) => elements(doc, 'g').filter((g) => g['@_class'] === 'planet');
const byPlanet = (doc: XmlNode) => new Map(planetGroups(doc).map((g) => [g['@_data-planet'] as string, g]));
const circles = (g: XmlNode, cls: string) => ((g.circle as XmlNode[] | undefined) ?? []).filter((c) => c['@_class'] === cls);
const titleOf = (g: XmlNode) => String(g.title);

const DEMO_PLAYERS = lordsOfChaos.demo!.seats.map(
  (seat, index) => ({ ...(seat.data as Omit<LocPlayer, 'id' | 'name'>), id: `p${index + 1}`, name: seat.name }) as LocPlayer,
);
const setup = { map: DEFAULT_MAP };

function render(control: Record<string, string>, viewer: Viewer | undefined, options: { asked?: boolean; players?: LocPlayer[]; lang?: 'es' | 'en' } = {}) {
  const players = options.players ?? DEMO_PLAYERS;
  const state = normalizeState(DEFAULT_MAP, players, { control });
  const svg = lordsOfChaos.renderMap!(setup, state, options.lang ?? 'en', viewer, { players, step: 0, ...(options.asked ? { asked: true } : {}) });
  return { svg, doc: parse(svg), state, players };
}

const START = { vraks: 'p1', ofidia: 'p1', sarum: 'p2', 'subiaco-diablo': 'p2', fenris: 'p3' };

describe('Lords of Chaos map: the reader’s own planets and targets', () => {
  it('marks the player’s own planets (solid ring on a halo, bold name, a title), nobody else’s', () => {
    const { doc } = render(START, { role: 'player', id: 'p1' });
    const planets = byPlanet(doc);
    const mine = [...planets].filter(([, g]) => g['@_data-mine'] === 'yes').map(([id]) => id);
    expect(mine.sort()).toEqual(['ofidia', 'vraks']);
    for (const id of mine) {
      const g = planets.get(id)!;
      expect(circles(g, 'mine')).toHaveLength(1);
      expect(circles(g, 'mine')[0]!['@_stroke-dasharray']).toBeUndefined();
      expect(titleOf(g)).toContain('your planet');
      expect((g.text as XmlNode[]).some((text) => text['@_font-weight'] === 'bold' && text['#text'] !== undefined)).toBe(true);
    }
    expect(titleOf(planets.get('sarum')!)).not.toContain('your planet');
    expect(circles(planets.get('sarum')!, 'mine')).toHaveLength(0);
  });

  it('while the order form is open, marks exactly the invasion and defence targets the form offers, with their cost', () => {
    const { doc, state, players } = render(START, { role: 'player', id: 'p3' }, { asked: true });
    const options = orderOptions(DEFAULT_MAP, players, state, 'p3');
    const planets = byPlanet(doc);
    const marked = (kind: string) =>
      [...planets].filter(([, g]) => `${(g['@_data-target'] as string | undefined) ?? ''}`.split(' ').includes(kind)).map(([id]) => id);
    expect(marked('invade')).toEqual(options.invade.map((t) => t.id));
    expect(marked('defend')).toEqual(options.defend.map((t) => t.id));
    expect(options.invade.length).toBeGreaterThan(3);
    // Every target that is not the player's own gets a dashed ring (a pattern, not a colour).
    for (const target of options.invade) {
      const ring = circles(planets.get(target.id)!, 'target');
      expect(ring).toHaveLength(1);
      expect(ring[0]!['@_stroke-dasharray']).toBeTruthy();
    }
    expect(circles(planets.get('fenris')!, 'target')).toHaveLength(0); // their own: the solid ring only
    // The title says what the player can do there and what it costs (double across a non-gate crossing).
    const urum = options.invade.find((t) => t.id === 'urum')!;
    expect(urum.unitCost).toBe(2);
    expect(titleOf(planets.get('urum')!)).toContain('you can invade it (2 actions per unit)');
    expect(titleOf(planets.get('urum')!)).toContain('you can defend it (2 actions per unit)');
    expect(titleOf(planets.get('svellgard')!)).toContain('you can invade it (1 action per unit)');
    expect(titleOf(planets.get('fenris')!)).toContain('your planet · you can defend it (1 action per unit)');
    // Out of reach: unmarked.
    expect(planets.get('cadia')!['@_data-target']).toBeUndefined();
  });

  it('marks no targets when the player is not asked for orders (a finished game, a closed step)', () => {
    const { doc } = render(START, { role: 'player', id: 'p3' });
    expect(planetGroups(doc).filter((g) => g['@_data-target'] !== undefined)).toEqual([]);
    expect(elements(doc, 'g').filter((g) => g['@_class'] === 'legend-target')).toEqual([]);
  });

  it.each<[string, Viewer | undefined]>([
    ['the public', { role: 'public' }],
    ['the GM', { role: 'gm' }],
    ['nobody', undefined],
    ['an unknown player', { role: 'player', id: 'ghost' }],
  ])('%s sees no marks: the published map is unchanged', (_who, viewer) => {
    const { svg } = render(START, viewer, { asked: true });
    expect(svg).not.toMatch(/data-mine|data-target|class="mine"|class="target"|legend-mine|legend-target/);
  });

  it('the legend explains each mark with its shape and a title, in both languages', () => {
    for (const [lang, mine, reach] of [
      ['en', 'Your planets (1)', 'Within reach this turn'],
      ['es', 'Tus planetas (1)', 'A tu alcance este turno'],
    ] as const) {
      const { doc } = render(START, { role: 'player', id: 'p3' }, { asked: true, lang });
      const legend = (cls: string) => elements(doc, 'g').find((g) => g['@_class'] === cls)!;
      expect(String(legend('legend-mine').title)).toBe(mine);
      expect(String(legend('legend-target').title)).toMatch(new RegExp(`^${reach} \\(\\d+\\)$`));
      expect((legend('legend-target').g as XmlNode[])[0]!.circle).toEqual([expect.objectContaining({ '@_stroke-dasharray': '5 3' })]);
    }
  });
});

describe('Lords of Chaos map legend: every warband', () => {
  /** x of the rightmost start of anything drawn for a warband in the legend. */
  const legendRight = (doc: XmlNode, id: string) => {
    const g = elements(doc, 'g').find((entry) => entry['@_class'] === 'legend-player' && entry['@_data-player'] === id)!;
    expect(g).toBeDefined();
    return Math.max(...(g.circle as XmlNode[]).map((c) => Number(c['@_cx'])), ...(g.text as XmlNode[]).map((t) => Number(t['@_x'])));
  };

  it('lists the four demo warbands one under another in the first column, seen on a 390 px phone without panning', () => {
    // The bug: the legend ran in four columns across the 1,106-unit map, and the fourth warband (Emperor's
    // Children, x = 730) lay outside the phone's view of the map.
    const { doc } = render(START, { role: 'player', id: 'p1' }, { asked: true });
    const entries = elements(doc, 'g').filter((g) => g['@_class'] === 'legend-player');
    expect(entries.map((g) => g['@_data-player'])).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(entries.map((g) => (g.text as XmlNode[])[1]!['#text'])).toEqual([
      'World Eaters (2)',
      'Death Guard (2)',
      'Thousand Sons (1)',
      "Emperor's Children (0)",
    ]);
    for (const player of DEMO_PLAYERS) expect(legendRight(doc, player.id)).toBeLessThan(100);
    const ys = entries.map((g) => Number((g.circle as XmlNode[])[0]!['@_cy']));
    expect(new Set(ys).size).toBe(ys.length);
  });

  it('fits every warband of a crowded table, inside the picture', () => {
    const players: LocPlayer[] = Array.from({ length: 12 }, (_, i) => ({
      id: `w${i}`,
      name: `Player ${i}`,
      warband: `Warband number ${i} with a long name`,
      god: 'Undivided',
      godKind: 'undivided',
      planets: [],
    }));
    const { doc } = render({}, { role: 'public' }, { players });
    const height = Number((doc.svg as XmlNode)['@_height']);
    for (const player of players) {
      expect(legendRight(doc, player.id)).toBeLessThan(100);
      const g = elements(doc, 'g').find((entry) => entry['@_data-player'] === player.id)!;
      expect(Number((g.circle as XmlNode[])[0]!['@_cy']) + 10).toBeLessThan(height);
    }
  });
});
