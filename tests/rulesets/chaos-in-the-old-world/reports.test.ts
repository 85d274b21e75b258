import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { ReportDocument } from '../../../src/engine/core/document.ts';
import type { Viewer } from '../../../src/engine/core/ruleset.ts';
import { renderBbcode } from '../../../src/reports/render-bbcode.ts';
import { renderHtml } from '../../../src/reports/render-html.ts';
import { renderMarkdown } from '../../../src/reports/render-markdown.ts';
import type { Outcome } from '../../../src/engine/rulesets/chaos-in-the-old-world/events.ts';
import type { State } from '../../../src/engine/rulesets/chaos-in-the-old-world/state.ts';
import { goldenFiles } from '../../helpers/golden.ts';
import { FOUR, ruleset } from './helpers.ts';
import { play } from './script.ts';

const { check: expectGolden } = goldenFiles(join(import.meta.dirname, 'golden'));

const setup = ruleset.defaultSetup();
const summon = (figure: string, region: string) => ({ action: 'summon' as const, figure, region });
/** Step seeds r15-1, r15-2, …: chosen so that Khorne's battle roll has a six rolled again and two hits to assign. */
const PREFIX = 'r15-';

/** Round 1 of a default game: Khorne, Nurgle and Slaanesh crowd the Empire; Tzeentch goes to Kislev. */
const game = play(
  setup,
  FOUR,
  'report-game',
  {
    1: {
      khorne: [summon('bloodletter', 'empire'), summon('bloodletter', 'empire')],
      nurgle: [summon('plaguebearer', 'empire'), summon('cultist', 'empire')],
      tzeentch: [summon('cultist', 'kislev')],
      slaanesh: [summon('daemonette', 'empire')],
    },
  },
  { maxSteps: 14, seedPrefix: PREFIX },
);

function outcomeOf(i: number): Outcome {
  return ruleset.resolve({
    setup,
    players: FOUR,
    state: game.states[i - 1]!,
    orders: game.steps[i - 1]!.orders as never,
    seed: `${PREFIX}${i}`,
    gameSeed: 'report-game',
  }).outcome;
}

function reportOf(i: number, lang: 'es' | 'en', viewer: Viewer, short = false): ReportDocument {
  return ruleset.report!({
    setup,
    players: FOUR,
    before: game.states[i - 1] as State,
    after: game.states[i] as State,
    outcome: outcomeOf(i),
    step: i,
    game: { id: 'g1', name: 'Caos' },
    lang,
    viewer,
    rolls: [],
    corrections: i === 1 ? [{ kind: 'vp', reason: 'hero', data: { god: 'nurgle', delta: 1 } }] : [],
    ...(short ? { short } : {}),
  });
}

const battleStep = game.steps.findIndex((s) => s.events.some((e) => e.startsWith('rolled'))) + 1;

function goldenAll(name: string, doc: ReportDocument) {
  expectGolden(`${name}.json`, `${JSON.stringify(doc, null, 1)}\n`);
  expectGolden(`${name}.html`, renderHtml(doc));
  expectGolden(`${name}.bbcode`, renderBbcode(doc));
  expectGolden(`${name}.md`, renderMarkdown(doc));
}

describe('reports (document + HTML, BBCode, Markdown), es and en', () => {
  test('the battle happens at the step the test expects', () => {
    expect(battleStep).toBeGreaterThan(1);
  });

  test('step 1 for the GM (en): the opening of round 1, the GM correction, hands of every god', () => {
    goldenAll('report-step1.en.gm', reportOf(1, 'en', { role: 'gm' }));
  });

  test('step 1 for Nurgle’s player (es): only Nurgle’s drawn cards are named', () => {
    const doc = reportOf(1, 'es', { role: 'player', id: 'n' });
    goldenAll('report-step1.es.nurgle', doc);
    const text = renderMarkdown(doc);
    expect(text).toContain('**Nurgle** roba 2 cartas:');
    expect(text).toContain('**Khorne** roba 2 cartas.');
  });

  test('the battle step for the public (en) shows every die', () => {
    const doc = reportOf(battleStep, 'en', { role: 'public' });
    goldenAll('report-battle.en.public', doc);
    // Plain text of the Markdown (the serializer escapes brackets): "Khorne: 4 dice [3, 2, 6!, 2] + rerolls [4] → 2 hits".
    const plain = renderMarkdown(doc).replace(/\\/g, '').replace(/\*\*/g, '');
    expect(plain).toContain('Khorne: 4 dice [3, 2, 6!, 2] + rerolls [4] → 2 hits');
  });

  test('the battle step for Khorne’s player (es)', () => {
    goldenAll('report-battle.es.khorne', reportOf(battleStep, 'es', { role: 'player', id: 'k' }));
  });

  test('short copies stay under 1,500 characters in every format and language', () => {
    for (let i = 1; i <= game.steps.length; i++) {
      for (const lang of ['es', 'en'] as const) {
        const doc = reportOf(i, lang, { role: 'public' }, true);
        for (const text of [renderHtml(doc), renderBbcode(doc), renderMarkdown(doc)]) expect(text.length).toBeLessThan(1500);
      }
    }
    goldenAll('report-battle.en.short', reportOf(battleStep, 'en', { role: 'public' }, true));
  });

  test('describePosition for a player: standings, own hand, track, regions', () => {
    const doc = ruleset.describePosition!({ setup, players: FOUR, state: game.states[battleStep]!, lang: 'en', viewer: { role: 'player', id: 't' } });
    goldenAll('position.en.tzeentch', doc);
  });
});
