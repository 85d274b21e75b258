import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goldenFiles } from '../../../helpers/golden.ts';
import { FULL_GAME_PLAYERS, FULL_GAME_TURNS, playFullGame } from './full-game-script.ts';

/**
 * A whole scripted game on the default map. Every turn's outcome is checked against a golden file
 * (golden/full-game-turn-N.json; UPDATE_GOLDEN=1 rewrites them, tests/helpers/golden.ts), and the
 * facts below were worked out by hand from the rules for the scripted orders, so a golden that drifted into a
 * bug cannot pass either.
 */
const goldens = goldenFiles(join(import.meta.dirname, 'golden'));
const played = playFullGame();

describe('full game on El Ojo del Terror', () => {
  it('plays eight turns', () => {
    expect(FULL_GAME_TURNS).toBe(8);
    expect(played.map((p) => p.turn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each(played)('turn $turn matches its golden outcome', ({ turn, outcome }) => {
    goldens.check(`full-game-turn-${turn}.json`, `${JSON.stringify(outcome, null, 2)}\n`);
  });

  it('carries the state: each turn starts where the previous one ended', () => {
    for (const [i, { outcome }] of played.entries()) {
      expect(outcome.nextState.control).toEqual(outcome.control);
      expect(outcome.nextState.scores).toEqual(outcome.scores);
      const before = i === 0 ? {} : played[i - 1]!.outcome.scores;
      for (const player of FULL_GAME_PLAYERS) {
        expect(outcome.scores[player.id]).toBe((before[player.id] ?? 0) + outcome.turnPoints[player.id]!);
      }
    }
  });

  // Hand-computed from the rules (§4, §8, §9, §11) for the scripted orders.
  const handTurnPoints = [
    { WE: 6, DG: 11, TS: 5, EC: 7, BL: 11 },
    { WE: 11, DG: 14, TS: 18, EC: 26, BL: 16 }, // TS warp_portal 9; EC fall_of_cadia 12 + delirium 6
    { WE: 12, DG: 15, TS: 10, EC: 5, BL: 15 },
    { WE: 33, DG: 14, TS: 11, EC: 1, BL: 25 }, // WE warlord 4 x 2 + skulls 8; TS, BL +1 as allies
    { WE: 46, DG: 27, TS: 12, EC: 0, BL: 31 }, // WE avatar 10 + pirate_king 6 + no_mercy 5; DG plague 7; BL consecration 7
    { WE: 20, DG: 21, TS: 1, EC: 1, BL: 27 },
    { WE: 50, DG: 50, TS: 0, EC: 0, BL: 70 }, // doubled; WE burn 10 (EC and TS eliminated)
    { WE: 24, DG: 68, TS: 2, EC: 2, BL: 64 }, // doubled; DG invincible 5 + rivalry 7
  ];
  it.each(handTurnPoints.map((points, i) => [i + 1, points] as const))('turn %i points match the hand count', (turn, points) => {
    expect(played[turn - 1]!.outcome.turnPoints).toEqual(points);
  });

  it('awards the scripted deeds, and only those', () => {
    expect(played.map((p) => p.outcome.deeds)).toEqual([
      {},
      { warp_portal: ['TS'], fall_of_cadia: ['EC'], delirium: ['EC'] },
      {}, // WE claimed skulls with two conquests
      { warlord: ['WE'], skulls: ['WE'] },
      { avatar: ['WE'], pirate_king: ['WE'], no_mercy: ['WE'], plague: ['DG'], consecration: ['BL'] },
      {},
      { burn: ['WE'] }, // BL's claim of chosen fails: no Tzeentch sacred world at the start
      { invincible: ['DG'], rivalry: ['DG'] },
    ]);
    expect(played[4]!.outcome.favours.BL).toEqual(['Slaanesh']);
    expect(played[4]!.outcome.permanentActions.WE).toBe(1);
  });

  it('rejects exactly the mistaken orders', () => {
    expect(played.map((p) => p.outcome.rejected)).toEqual([
      [],
      [],
      [],
      [{ player: 'WE', index: 5, reason: 'deed_taken' }],
      [],
      [
        { player: 'BL', index: 5, reason: 'deed_not_allowed' },
        { player: 'DG', index: 4, reason: 'deed_taken' },
        { player: 'EC', index: 0, reason: 'protected_sector' },
      ],
      [],
      [{ player: 'EC', index: 0, reason: 'protected_sector' }],
    ]);
  });

  it('records eliminations with their credit', () => {
    expect(played.map((p) => p.outcome.eliminated)).toEqual([{}, {}, {}, {}, { EC: ['BL'] }, {}, { EC: ['WE'], TS: ['WE'] }, {}]);
  });

  it('ends after turn 8 with the Black Legion as Supreme Lord', () => {
    expect(played.slice(0, 7).every((p) => p.outcome.gameOver === null)).toBe(true);
    const final = played[7]!.outcome;
    expect(final.scores).toEqual({ BL: 259, DG: 220, WE: 202, TS: 59, EC: 42 });
    expect(final.gameOver).toEqual({
      ranking: [
        { player: 'BL', score: 259, rank: 1 },
        { player: 'DG', score: 220, rank: 2 },
        { player: 'WE', score: 202, rank: 3 },
        { player: 'TS', score: 59, rank: 4 },
        { player: 'EC', score: 42, rank: 5 },
      ],
      supremeLord: 'BL',
      paladins: [],
    });
  });
});
