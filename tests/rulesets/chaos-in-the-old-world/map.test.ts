import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, test } from 'vitest';
import { FOUR, position, ruleset, setupWith } from './helpers.ts';

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['g', 'text', 'line', 'rect'].includes(name) });
const setup = ruleset.defaultSetup();
const state = position(setup, {
  round: 3,
  vp: { khorne: 12, nurgle: 4 },
  regions: {
    empire: { figures: { khorne: { bloodletter: 2, bloodthirster: 1 }, nurgle: { cultist: 3 } }, tokens: { noble: 1, peasant: 2 }, corruption: { nurgle: 7 } },
    tilea: { ruined: true, ruinCard: 1, ruinedRound: 2, corruption: { tzeentch: 12 } },
  },
});

describe('the region map (SVG)', () => {
  test('valid XML, role img with a label and a title, 800 wide, one titled group per region in standard order', () => {
    const svg = ruleset.renderMap!(setup, state, 'en', { role: 'public' });
    expect(XMLValidator.validate(svg)).toBe(true);
    const root = parser.parse(svg).svg;
    expect(root['@_role']).toBe('img');
    expect(root['@_width']).toBe('800');
    expect(root['@_aria-label']).toBe('Map of the Old World in round 3: 1 regions ruined; points: Khorne 12, Nurgle 4, Tzeentch 0, Slaanesh 0.');
    expect(root.title).toBe('The Old World, round 3');
    expect(root.g.map((g: Record<string, string>) => g['@_data-region'])).toEqual(setup.data.regions.map((r) => r.id));
    expect(root.g[6].title).toBe('Tilea: resistance 2, conquest 2, corruption 12, ruined');
    expect(root.g[3].title).toMatch(/^The Empire: resistance 5, conquest 6, corruption 7\. /);
    // One border line per adjacency.
    expect(root.line).toHaveLength(setup.data.adjacency.length);
  });

  test('what a region shows: figures per god in its colour, tokens, corruption against the threshold, ruin', () => {
    const svg = ruleset.renderMap!(setup, state, 'en', { role: 'public' });
    expect(svg).toContain('>Khorne: 2w 1D</text>');
    expect(svg).toContain('fill="#4e9a2e">Nurgle: 3c</text>');
    expect(svg).toContain('<title>The Empire: resistance 5, conquest 6, corruption 7. Khorne: Bloodletter ×2, Bloodthirster ×1; Nurgle: Cultist ×3</title>');
    expect(svg).toContain('>C 7/12  No×1  Pe×2</text>');
    // The legend says which rule the limit follows (seed: "højere end 12"; option at-limit: 12 or more).
    expect(svg).toContain('C = corruption/limit (ruined above 12)');
    const atLimit = setupWith({ ruinRule: 'at-limit' });
    expect(ruleset.renderMap!(atLimit, state, 'en', { role: 'public' })).toContain('C = corruption/limit (ruined at 12 or more)');
    expect(svg).toContain('>RUINED</text>');
    expect(ruleset.renderMap!(setup, state, 'es', { role: 'public' })).toContain('>ARRUINADA</text>');
  });

  test('the viewer’s own god is underlined; nobody else is', () => {
    const mine = ruleset.renderMap!(setup, state, 'en', { role: 'player', id: 'k' });
    expect(mine).toMatch(/text-decoration="underline">Khorne:/);
    expect(ruleset.renderMap!(setup, state, 'en', { role: 'public' })).not.toContain('underline');
  });

  test('every text is at least 12px and escaped (a hostile region name)', () => {
    const hostile = setupWith({}, (d) => (d.regions[0]!.name = { es: '<script>&"x"', en: '<script>&"x"' }));
    const svg = ruleset.renderMap!(hostile, position(hostile, {}), 'en');
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;&amp;&quot;x&quot;');
    for (const size of svg.matchAll(/font-size="(\d+)"/g)) expect(Number(size[1])).toBeGreaterThanOrEqual(12);
  });

  test('drawn from any stored position (the server passes no players)', () => {
    const start = ruleset.initialState(setup, FOUR, { gameSeed: 'map' });
    expect(XMLValidator.validate(ruleset.renderMap!(setup, JSON.parse(JSON.stringify(start)), 'es'))).toBe(true);
  });
});
