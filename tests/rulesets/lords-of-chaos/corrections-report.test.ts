import { describe, expect, it } from 'vitest';
import { documentText } from '../../../src/engine/core/document.ts';
import type { Lang, ReportCorrection } from '../../../src/engine/core/ruleset.ts';
import { lordsOfChaos } from '../../../src/engine/rulesets/lords-of-chaos/index.ts';
import { LOC_PLAYERS } from './seats.ts';

/**
 * The GM's corrections in a Lords of Chaos report, in words (the server passes them as `ReportInput.corrections`;
 * tests/lifecycle/gm-tools.db.test.ts checks that it does, with the neutral fixture ruleset).
 */
const players = [
  { id: 'k', ...LOC_PLAYERS.khorne, planets: [...LOC_PLAYERS.khorne.planets] },
  { id: 'n', ...LOC_PLAYERS.nurgle, planets: [...LOC_PLAYERS.nurgle.planets] },
];
const setup = lordsOfChaos.defaultSetup();
const before = lordsOfChaos.initialState(setup, players);
const { outcome, nextState } = lordsOfChaos.resolve({ setup, players, state: before, orders: {}, seed: 'a'.repeat(64) });
const corrections: ReportCorrection[] = [
  { kind: 'award_deed', reason: 'Missed claim in turn 0', data: { player: 'k', deed: 'avatar', points: 3 } },
  { kind: 'set_control', reason: 'Forum post #12 was misread', data: { planet: 'ofidia', player: 'n' } },
];
const report = (lang: Lang, list = corrections) =>
  documentText(
    lordsOfChaos.report!({
      setup,
      players,
      before,
      after: nextState,
      outcome,
      step: 1,
      game: { id: 'g', name: 'G' },
      lang,
      viewer: { role: 'public' },
      rolls: [],
      corrections: list,
    }),
  );

describe('Lords of Chaos: GM corrections in the report', () => {
  it('lists each correction with its reason, an award with its deed and points', () => {
    const en = report('en');
    expect(en).toContain('Game master corrections');
    expect(en).toContain('Forum post #12 was misread');
    expect(en).toMatch(/awarded the deed .*\+3 points/);
    expect(report('es')).toContain('Correcciones del máster');
  });

  it('a report without corrections has no such section', () => {
    expect(report('en', [])).not.toContain('Game master corrections');
  });
});
