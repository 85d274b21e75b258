import { describe, expect, it } from 'vitest';
import { relativeLuminance } from '../../src/engine/core/colors.ts';
import type { TurnEvent } from '../../src/engine/rulesets/lords-of-chaos/outcome.ts';
import { buildReport, buildShortReport } from '../../src/engine/rulesets/lords-of-chaos/presentation/build-report.ts';
import { onlineLinks } from '../../src/reports/common-sections.ts';
import { renderBbcode } from '../../src/reports/render-bbcode.ts';
import { renderHtml } from '../../src/reports/render-html.ts';
import { renderMarkdown } from '../../src/reports/render-markdown.ts';
import { LANGUAGES } from '../../src/i18n/index.ts';
import { fixedTurns, reportInput } from './fixtures/fixed-game.ts';

const ORIGIN = 'https://turnkeeper.example.org';
const DISCORD_LIMIT = 2000;

/** The short copy as the server serves `report.md?short=1`: the ruleset's short document plus the online links. */
function shortMarkdown(input: ReturnType<typeof reportInput>): string {
  const doc = buildShortReport(input);
  const links = onlineLinks({ origin: ORIGIN, gameId: input.game.id, step: input.turn, lang: input.game.language, hasMap: true });
  return renderMarkdown({ title: doc.title, blocks: [...doc.blocks, ...links] });
}

/** Issue 19: reports ready to paste — one Discord message, the map as an image, absolute links, readable colours. */
describe('paste-ready copies of a Lords of Chaos turn', () => {
  it.each(LANGUAGES)('%s: the short copy of every fixture turn fits one Discord message and keeps the headlines', (lang) => {
    for (const turn of fixedTurns()) {
      const input = reportInput(turn, lang);
      const short = shortMarkdown(input);
      const full = renderMarkdown(buildReport(input));
      expect(short.length).toBeLessThanOrEqual(DISCORD_LIMIT);
      expect(short.length).toBeLessThan(full.length);
      const conquests = turn.outcome.events.filter((e) => e.type === 'conquest').length;
      expect(short.split('\n').filter((line) => / (conquers|conquista) /.test(line)).length).toBe(Math.min(conquests, 8));
      expect(short).toContain(lang === 'en' ? 'Standings: 1. ' : 'Clasificación: 1. ');
      expect(short).toContain(
        `![${lang === 'en' ? 'Map after turn' : 'Mapa tras el turno'} ${turn.turn}](<${ORIGIN}/api/games/golden-game/turns/${turn.turn}/map.png>)`,
      );
      expect(short).toContain(`(<${ORIGIN}/games/golden-game/turns/${turn.turn}>)`);
      // The live status image (issue 36): the turn, the deadline and who has sent, as the game goes on.
      expect(short).toContain(`](<${ORIGIN}/games/golden-game/status.png>)`);
    }
  });

  it('a turn with 40 conquests still fits: the rest are counted, the full report is online', () => {
    const [turn] = fixedTurns();
    const conquest =
      turn!.outcome.events.find((e) => e.type === 'conquest') ??
      ({ type: 'conquest', planet: 'p11', from: null, to: 'K', players: ['K'], attack: 3, killed: 0, defence: 0 } as TurnEvent);
    const events = Array.from({ length: 40 }, () => conquest);
    const input = { ...reportInput(turn!, 'en'), outcome: { ...turn!.outcome, events } };
    const short = shortMarkdown(input);
    expect(short.length).toBeLessThanOrEqual(DISCORD_LIMIT);
    expect(short).toContain('… and 33 more conquests: the full report is online.');
  });

  it('BBCode: the map as [img], links as [url], and every player colour readable on light and dark themes', () => {
    const input = reportInput(fixedTurns()[0]!, 'en');
    const doc = buildShortReport(input);
    const bbcode = renderBbcode({
      title: doc.title,
      blocks: [...doc.blocks, ...onlineLinks({ origin: ORIGIN, gameId: 'golden-game', step: 3, lang: 'en', hasMap: true })],
    });
    expect(bbcode).toContain(`[img]${ORIGIN}/api/games/golden-game/turns/3/map.png[/img]`);
    expect(bbcode).toContain(`[url=${ORIGIN}/games/golden-game/turns/3]`);
    const colours = [...renderBbcode(buildReport(input)).matchAll(/\[color=(#[0-9A-F]{6})\]/gi)].map((m) => m[1]!);
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of new Set(colours)) {
      const l = relativeLuminance(colour);
      expect(1.05 / (l + 0.05), `${colour} on white`).toBeGreaterThanOrEqual(3.4);
      expect((l + 0.05) / (relativeLuminance('#313338') + 0.05), `${colour} on Discord dark`).toBeGreaterThanOrEqual(3);
    }
  });

  it('the forum HTML fragment prints addresses as text (no <a>/<img>: forum editors strip them)', () => {
    const html = renderHtml({ title: ['T'], blocks: onlineLinks({ origin: ORIGIN, gameId: 'g', step: 2, lang: 'en', hasMap: true }) });
    expect(html).toContain(`Map after turn 2: ${ORIGIN}/api/games/g/turns/2/map.png`);
    expect(html).not.toMatch(/<a |<img /);
  });
});
