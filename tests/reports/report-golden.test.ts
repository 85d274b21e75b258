import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/index.ts';
import { renderMapSvg } from '../../src/engine/rulesets/lords-of-chaos/presentation/map-svg.ts';
import { renderReport } from './fixtures/render.ts';
import type { ReportFormat } from './fixtures/render.ts';
import { FIXED_MAP, REPORT_PLAYERS, fixedTurns, reportInput } from './fixtures/fixed-game.ts';
import { goldenFiles } from '../helpers/golden.ts';

const { check: expectGolden } = goldenFiles(join(import.meta.dirname, 'golden'));

const TEXT_FORMATS: [ReportFormat, string][] = [
  ['html', 'html'],
  ['bbcode', 'bbcode'],
  ['markdown', 'md'],
];

describe('golden reports of the fixed game (real engine, turns 3 and 4)', () => {
  const turns = fixedTurns();

  it('turn 3 has what the goldens are meant to show', () => {
    const [turn3] = turns;
    const types = new Set(turn3!.outcome.events.map((event) => event.type));
    for (const type of ['attack', 'kill', 'conquest', 'invasion_repelled', 'contest_lost', 'cession_failed', 'eliminated', 'deed_awarded', 'order_rejected']) {
      expect(types, type).toContain(type);
    }
    expect(turn3!.outcome.events.some((event) => event.type === 'attack' && event.players.length > 1)).toBe(true);
    expect(turn3!.outcome.draws.length).toBeGreaterThan(0);
  });

  for (const { turn } of [{ turn: 3 }, { turn: 4 }]) {
    for (const lang of LANGUAGES) {
      for (const [format, extension] of TEXT_FORMATS) {
        it(`turn ${turn} ${format} (${lang})`, () => {
          const fixed = turns.find((candidate) => candidate.turn === turn)!;
          expectGolden(`report-t${turn}.${lang}.${extension}`, renderReport(reportInput(fixed, lang), format));
        });
      }
    }
  }

  for (const lang of LANGUAGES) {
    it(`map after turn 3 (${lang})`, () => {
      const [turn3] = turns;
      const conquered = turn3!.outcome.events.flatMap((event) => (event.type === 'conquest' ? [event.planet] : []));
      const svg = renderMapSvg({
        map: FIXED_MAP,
        lang,
        players: REPORT_PLAYERS,
        control: turn3!.outcome.control,
        inhabitants: turn3!.outcome.inhabitants,
        conquered,
        turn: 3,
      });
      expectGolden(`map-t3.${lang}.svg`, svg);
    });
  }

  it('rendering is deterministic', () => {
    const input = reportInput(turns[0]!, 'es');
    expect(renderReport(input, 'markdown')).toBe(renderReport(input, 'markdown'));
  });
});
