import { describe, expect, test } from 'vitest';
import { golden, PLAYERS, ruleset, scenario, setupWith } from './helpers.ts';

function svgOf(mission: string, lang: 'en' | 'es' = 'en', figures: Record<string, unknown>[] = [], sections: Record<string, string[]> = {}) {
  const setup = setupWith({ mission });
  const state = scenario(setup, PLAYERS, { turn: 'B', groups: { B: { entrance: 'west' } }, figures, sections });
  return { svg: ruleset.renderMap!(setup, state, lang, { role: 'public' }), setup, state };
}

describe('the grid map', () => {
  const figures = [
    { id: 'valerie-duval', at: 'e2', strength: 3 },
    { id: 'yojimbo', at: 'f6' },
    { id: 'necromutant-1', at: 'e4' },
    { id: 'razide-1', at: 'u6' },
  ];
  const { svg } = svgOf('first-strike', 'en', figures, { '3': ['mc-11'], '6': ['mc-1', 'mc-2'] });

  test('a standalone SVG with role, label and title', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(/aria-label="First strike: round 1"/);
    expect(svg).toContain('<title>First strike: round 1</title>');
    expect(svg.trim().endsWith('</svg>')).toBe(true);
  });

  test('one square per board square (24 × 16 minus the 4 × 4 citadel: 368 + 16 grey)', () => {
    expect(svg.match(/class="square"/g)).toHaveLength(24 * 16);
    expect(svg.match(/fill="#6b6b6b"/g)).toHaveLength(16);
  });

  test('figures: Doomtroopers as circles with initials, creatures as squares with their number; titles with strength', () => {
    expect(svg).toContain('data-figure="valerie-duval"');
    expect(svg).toContain('>VD</text>');
    expect(svg).toContain('<title>Valerie Duval (3) on e2</title>');
    expect(svg).toContain('>N1</text>');
    expect(svg).toContain('>R1</text>');
  });

  test('face-down cards as "?" with their count, never their identity', () => {
    expect(svg).toContain('Section 6: 2 face-down cards');
    expect(svg).toContain('>?2</text>');
    expect(svg).not.toContain('mc-11');
    expect(svg).not.toMatch(/Dark lord|Nefarite/);
  });

  test('walls, entrances, labels at 12px or more', () => {
    expect(svg.match(/class="wall"/g)).toHaveLength(15);
    expect(svg.match(/class="entrance"/g)).toHaveLength(10);
    const sizes = [...svg.matchAll(/font-size="(\d+)"/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    const width = Number(/width="(\d+)"/.exec(svg)![1]);
    expect(width).toBeLessThanOrEqual(820);
  });

  test('golden (en, es)', () => {
    golden('map-first-strike.en.svg', svg);
    golden('map-first-strike.es.svg', svgOf('first-strike', 'es', figures, { '3': ['mc-11'] }).svg);
  });

  test('every text is escaped', () => {
    const setup = setupWith();
    setup.data.missions[1]!.name = { es: '<b>"x" & y</b>', en: '<b>"x" & y</b>' };
    const state = scenario(setup, PLAYERS, { turn: 'B' });
    const svg2 = ruleset.renderMap!(setup, state, 'en');
    expect(svg2).not.toContain('<b>');
    expect(svg2).toContain('&lt;b&gt;&quot;x&quot; &amp; y&lt;/b&gt;');
  });
});

describe('missions without a grid', () => {
  test('one box per section with the figures in it', () => {
    const { svg } = svgOf(
      'way-out',
      'en',
      [
        { id: 'valerie-duval', at: '2' },
        { id: 'necromutant-1', at: '2' },
      ],
      { '4': ['mc-2'] },
    );
    expect(svg).toContain('role="img"');
    expect(svg.match(/class="section"/g)).toHaveLength(6);
    expect(svg).toContain('>Valerie Duval</text>');
    expect(svg).toContain('>Necromutant 1</text>');
    expect(svg).toContain('1 face-down card');
    golden('map-way-out.en.svg', svg);
  });
});
