import { describe, expect, it } from 'vitest';
import { plainText } from '../../src/engine/core/document.ts';
import { lordsOfChaos } from '../../src/engine/rulesets/lords-of-chaos/index.ts';
import { renderHtml } from '../../src/reports/render-html.ts';
import { FIXED_MAP, FIXED_PLAYERS } from './fixtures/fixed-game.ts';

/** The seats as the server keeps them: parsed by the ruleset's player schema. */
const PLAYERS = FIXED_PLAYERS.map((player) => lordsOfChaos.playerSchema.parse({ ...player, planets: [] }));
const correction = { kind: 'set_control', data: { planet: 'p22', player: 'K' }, reason: 'typo in turn 2' };

/** Issue 37: "a pending correction reads in words, not `set_control {"planet":…}`" (the GM console shows it so). */
describe('a GM correction in words, through the ruleset', () => {
  it.each([
    ['en', 'Belis Corona now belongs to World Eaters. Reason: typo in turn 2'],
    ['es', 'Belis Corona pasa a World Eaters. Motivo: typo in turn 2'],
  ] as const)('%s: the line its turn report will print', (lang, expected) => {
    const words = lordsOfChaos.describeCorrection!({ map: FIXED_MAP }, PLAYERS, correction, lang);
    expect(plainText(words)).toBe(expected);
    expect(renderHtml({ title: [], blocks: [{ kind: 'paragraph', content: words }] })).not.toMatch(/set_control|\{/);
  });

  it('a planet given to nobody, and a deed revoked', () => {
    const nobody = lordsOfChaos.describeCorrection!({ map: FIXED_MAP }, PLAYERS, { ...correction, data: { planet: 'p22', player: null } }, 'en');
    expect(plainText(nobody)).toMatch(/^Belis Corona .*Reason: typo in turn 2$/);
    expect(plainText(nobody)).not.toContain('World Eaters');
    const revoked = lordsOfChaos.describeCorrection!(
      { map: FIXED_MAP },
      PLAYERS,
      { kind: 'revoke_deed', data: { player: 'U', deed: 'burn', points: 10 }, reason: 'not earned' },
      'en',
    );
    expect(plainText(revoked)).toBe('The deed Burn in the Warp is revoked from Black Legion (−10 points). Reason: not earned');
  });
});
