import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/i18n/index.ts';
import { renderReport } from './fixtures/render.ts';

const REPORT_FORMATS = ['html', 'bbcode', 'markdown'] as const;
import { fixedTurns, reportInput } from './fixtures/fixed-game.ts';

describe('reports never show orders that were not part of the resolution', () => {
  it("turn 3's report says nothing of the orders written for turn 4", () => {
    const [turn3, turn4] = fixedTurns();
    // Turn 4's only invasion targets q11 (Medrengard); nothing happened there in turn 3.
    expect(JSON.stringify(turn4!.orders)).toContain('q11');
    for (const lang of LANGUAGES) {
      for (const format of REPORT_FORMATS) {
        const text = renderReport(reportInput(turn3!, lang), format);
        expect(text).not.toContain('Medrengard');
        expect(text).not.toContain('q11');
      }
    }
  });
});
