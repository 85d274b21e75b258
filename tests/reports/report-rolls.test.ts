import { describe, expect, it } from 'vitest';
import type { ReportRoll } from '../../src/engine/core/ruleset.ts';
import { rollDice, verifyRoll, type DiceRoll } from '../../src/engine/dice/index.ts';
import { formatDiceResult } from '../../src/engine/dice/format.ts';
import { LANGUAGES } from '../../src/i18n/index.ts';
import { renderReport } from './fixtures/render.ts';
import { fixedTurns, reportInput } from './fixtures/fixed-game.ts';

/** Server dice in a Lords of Chaos report: the turn's public rolls, with how to verify them (never the private ones). */

function rolled(expr: string, seed: string, counter: number): DiceRoll {
  const outcome = rollDice(expr, { seed, counter });
  if (!outcome.ok) throw new Error(`bad fixture roll ${expr}`);
  return outcome.roll;
}

const turn3 = fixedTurns()[0]!;
const seed = reportInput(turn3, 'en').seed;
const ROLLS: ReportRoll[] = [
  { by: 'K', reason: 'Blood for the Blood God', private: false, roll: rolled('2d6+1', seed, 0) },
  { by: 'gm', reason: 'Warp storm', private: false, roll: rolled('4d6kh3', seed, 1) },
  { by: 'gm', reason: 'SECRET-AMBUSH', private: true, roll: rolled('d20', seed, 2) },
];

const EXPECTED = {
  es: { heading: 'Tiradas de dados', gm: 'El máster', line: 'tira', roll: 'tirada n.º 2', first: 'tirada n.º 1', zero: 'tirada n.º 0' },
  en: { heading: 'Dice rolled this turn', gm: 'The game master', line: 'rolled', roll: 'roll #2', first: 'roll #1', zero: 'roll #0' },
} as const;

const FORMATS = ['html', 'bbcode', 'markdown'] as const;

describe('dice rolls in Lords of Chaos reports', () => {
  it('the fixture rolls replay from the revealed seed', () => {
    for (const roll of ROLLS) expect(verifyRoll(roll.roll, seed)).toEqual({ ok: true });
  });

  for (const lang of LANGUAGES) {
    for (const format of FORMATS) {
      it(`${format} (${lang}): who, why, expression, dice, result, roll number and how to verify; no private roll`, () => {
        // BBCode defuses every `[` of user text with a zero-width space; read it back without them.
        const report = renderReport({ ...reportInput(turn3, lang), rolls: ROLLS }, format).replaceAll('\u200B', '');
        const expected = EXPECTED[lang];
        expect(report).toContain(expected.heading);
        expect(report).toContain('World Eaters');
        expect(report).toContain('Blood for the Blood God');
        expect(report).toContain('Warp storm');
        expect(report).toContain(expected.gm);
        // Numbered from 1 as on the pages (counter 0 is roll #1; issue 19: rolls numbered from 0).
        expect(report).toContain(expected.first);
        expect(report).toContain(expected.roll);
        expect(report).not.toContain(expected.zero);
        for (const roll of ROLLS.slice(0, 2)) {
          // The dice and total as the dice catalogue prints them (markup may sit around, never inside).
          expect(report).toContain(formatDiceResult(roll.roll.result, lang));
        }
        expect(report).toContain('verifyRoll(roll, seed)');
        expect(report).toContain(`/rolls?turn=${turn3.turn}`);
        expect(report).not.toContain('SECRET-AMBUSH');
        expect(report).not.toContain('d20');
        // The section sits between the random draws and the seed it is verified with.
        const at = report.indexOf(expected.heading);
        expect(at).toBeGreaterThan(report.indexOf(lang === 'es' ? 'Sorteos' : 'Random draws'));
        expect(at).toBeLessThan(report.indexOf(lang === 'es' ? 'Semilla y verificación' : 'Seed and verification'));
      });

      it(`${format} (${lang}): no section when the turn has no public roll`, () => {
        const plain = renderReport(reportInput(turn3, lang), format);
        for (const rolls of [[], ROLLS.filter((roll) => roll.private)]) {
          const report = renderReport({ ...reportInput(turn3, lang), rolls }, format);
          expect(report).toBe(plain);
          expect(report).not.toContain(EXPECTED[lang].heading);
        }
      });
    }
  }
});
