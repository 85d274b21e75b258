import { describe, expect, test } from 'vitest';
import { documentText, plainText } from '../../../src/engine/core/document.ts';
import type { Lang, ReportCorrection } from '../../../src/engine/core/ruleset.ts';
import type { State } from '../../../src/engine/rulesets/chaos-in-the-old-world/state.ts';
import { renderMarkdown } from '../../../src/reports/render-markdown.ts';
import { FOUR, ruleset } from './helpers.ts';

/**
 * The GM's corrections in words (issue 37), in the report of their step and on the GM console (describeCorrection),
 * as Lords of Chaos prints its own (tests/rulesets/lords-of-chaos/corrections-report.test.ts): never the record's
 * fields as data ("god nurgle, delta 1").
 */
const setup = ruleset.defaultSetup();
const words = (correction: ReportCorrection, lang: Lang) => plainText(ruleset.describeCorrection!(setup, FOUR, correction, lang));
const c = (kind: string, data: Record<string, unknown>, reason = 'hero'): ReportCorrection => ({ kind, reason, data });

describe('Chaos in the Old World: GM corrections in words', () => {
  test.each([
    [c('vp', { god: 'nurgle', delta: 1 }), 'Nurgle: +1 VP. Reason: hero', 'Nurgle: +1 PV. Motivo: hero'],
    [
      c('power', { god: 'nurgle', delta: -2, note: 'Hero token' }),
      'Nurgle: −2 power — Hero token. Reason: hero',
      'Nurgle: −2 de poder — Hero token. Motivo: hero',
    ],
    [c('counters', { god: 'khorne', delta: 1 }), 'Khorne: +1 advancement counter. Reason: hero', 'Khorne: +1 contador de avance. Motivo: hero'],
    [c('counters', { god: 'khorne', delta: 2 }), 'Khorne: +2 advancement counters. Reason: hero', 'Khorne: +2 contadores de avance. Motivo: hero'],
    [c('threat', { god: 'tzeentch', delta: 1 }), 'Tzeentch: +1 on the threat dial. Reason: hero', 'Tzeentch: +1 en el dial de amenaza. Motivo: hero'],
    [
      c('figures', { god: 'nurgle', figure: 'plaguebearer', region: 'kislev', delta: -1 }),
      'Nurgle: Plaguebearer −1 in Kislev. Reason: hero',
      'Nurgle: Portador de plaga −1 en Kislev. Motivo: hero',
    ],
    [c('tokens', { token: 'warpstone', region: 'kislev', delta: 2 }), 'Kislev: +2 warpstones. Reason: hero', 'Kislev: +2 piedras de disformidad. Motivo: hero'],
    [
      c('corruption', { god: 'nurgle', region: 'kislev', delta: 1 }),
      'Nurgle: +1 corruption in Kislev. Reason: hero',
      'Nurgle: +1 de corrupción en Kislev. Motivo: hero',
    ],
    [c('discard', { god: 'nurgle', card: 'plague-wind' }), 'Nurgle discards Plague Wind. Reason: hero', 'Nurgle descarta Viento pestilente. Motivo: hero'],
    [c('draw', { god: 'nurgle', count: 2 }), 'Nurgle draws 2 cards. Reason: hero', 'Nurgle roba 2 cartas. Motivo: hero'],
    [
      c('remove-card', { god: 'nurgle', card: 'plague-wind', region: 'kislev' }),
      'Plague Wind of Nurgle is removed from Kislev. Reason: hero',
      'Se retira Viento pestilente de Nurgle de Kislev. Motivo: hero',
    ],
    [
      c('upgrade', { god: 'nurgle', upgrade: 'nurgle-cultists' }),
      'Nurgle gets the upgrade Putrid Cultists. Reason: hero',
      'Nurgle recibe la mejora Cultistas pútridos. Motivo: hero',
    ],
  ])('%o', (correction, en, es) => {
    expect(words(correction, 'en')).toBe(en);
    expect(words(correction, 'es')).toBe(es);
  });

  test("as the server stores an applied one (with the record's id and date): the same words", () => {
    const stored = c('vp', { god: 'nurgle', delta: 1, id: 'adj_1', createdAt: '2025-01-02T03:04:05.000Z' });
    expect(words(stored, 'en')).toBe('Nurgle: +1 VP. Reason: hero');
  });

  const state = ruleset.initialState(setup, FOUR, { gameSeed: 'g' }) as State;
  const { outcome, nextState } = ruleset.resolve({ setup, players: FOUR, state, orders: {}, seed: 's1', gameSeed: 'g' });
  const report = (lang: Lang, short = false, corrections = [c('power', { god: 'nurgle', delta: 1 }, 'Forum post #12')]) =>
    ruleset.report!({
      setup,
      players: FOUR,
      before: state,
      after: nextState,
      outcome,
      step: 1,
      game: { id: 'g', name: 'G' },
      lang,
      viewer: { role: 'public' },
      rolls: [],
      corrections,
      ...(short ? { short } : {}),
    });

  test('the full report lists them so, under its heading', () => {
    const text = (lang: Lang) => documentText(report(lang));
    expect(text('en')).toContain('GM corrections');
    expect(text('en')).toContain('Nurgle: +1 power. Reason: Forum post #12');
    expect(text('es')).toContain('Nurgle: +1 de poder. Motivo: Forum post #12');
    expect(text('en')).not.toMatch(/delta|god nurgle/);
  });

  test.each([
    ['en', '### GM corrections\n\n- **Nurgle**: +1 power. Reason: *Forum post #12*\n'],
    ['es', '### Correcciones del DJ\n\n- **Nurgle**: +1 de poder. Motivo: *Forum post #12*\n'],
  ] as const)('%s: the short copy keeps them, first, as the full report does (issue 37)', (lang, expected) => {
    const short = renderMarkdown(report(lang, true));
    expect(short).toContain(expected);
    expect(short.indexOf('### ')).toBeLessThan(short.indexOf(lang === 'en' ? 'VP:' : 'PV:'));
    expect(renderMarkdown(report(lang, true, []))).not.toContain('###');
  });
});
