import { describe, expect, it } from 'vitest';
import { buildShortReport } from '../../src/engine/rulesets/lords-of-chaos/presentation/build-report.ts';
import { displayName } from '../../src/engine/rulesets/lords-of-chaos/presentation/map-names.ts';
import { renderMarkdown } from '../../src/reports/render-markdown.ts';
import { LANGUAGES } from '../../src/i18n/index.ts';
import { FIXED_MAP, fixedTurns, reportInput } from './fixtures/fixed-game.ts';

const planetName = (id: string, lang: 'es' | 'en') =>
  displayName(
    FIXED_MAP.planets.find((planet) => planet.id === id),
    id,
    lang,
  );

/** Issue 37: "the short Markdown keeps GM corrections and battle locations". */
describe('the short copy of a Lords of Chaos turn', () => {
  it.each(LANGUAGES)('%s: names every planet fought over, those that changed hands and those that did not', (lang) => {
    for (const turn of fixedTurns()) {
      const short = renderMarkdown(buildShortReport(reportInput(turn, lang)));
      const fought = new Set(turn.outcome.events.flatMap((event) => (event.type === 'attack' ? [event.planet] : [])));
      expect(fought.size).toBeGreaterThan(0);
      for (const planet of fought) expect(short, `turn ${turn.turn}: ${planet}`).toContain(`**${planetName(planet, lang)}**`);
    }
  });

  it('turn 3: the failed invasions of Vraks and Cadia are one line', () => {
    const short = renderMarkdown(buildShortReport(reportInput(fixedTurns()[0]!, 'en')));
    expect(short).toContain('\n\nFought over, no change of hands: **Vraks**, **Cadia**.\n\n');
  });

  it.each([
    [
      'en',
      '### Game master corrections\n\n- **Belis Corona** now belongs to **World Eaters**. Reason: *a typo in turn 2*\n- The deed *Burn in the Warp* is revoked from **Black Legion** (−10 points). Reason: *not earned*\n',
    ],
    [
      'es',
      '### Correcciones del máster\n\n- **Belis Corona** pasa a **World Eaters**. Motivo: *a typo in turn 2*\n- Se retira a **Black Legion** la gesta *Arded en la Disformidad* (−10 puntos). Motivo: *not earned*\n',
    ],
  ] as const)('%s: keeps the GM corrections, in words, before the standings', (lang, expected) => {
    const input = {
      ...reportInput(fixedTurns()[0]!, lang),
      adjustments: [
        { kind: 'set_control', planet: 'p22', player: 'K', reason: 'a typo in turn 2' },
        { kind: 'revoke_deed', player: 'U', deed: 'burn', points: 10, reason: 'not earned' },
      ],
    };
    const short = renderMarkdown(buildShortReport(input));
    expect(short).toContain(expected);
    expect(short.indexOf('### ')).toBeLessThan(short.indexOf(lang === 'en' ? 'Standings:' : 'Clasificación:'));
    expect(short).not.toContain('set_control');
  });
});
