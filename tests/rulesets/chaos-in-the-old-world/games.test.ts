import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Setup } from '../../../src/engine/rulesets/chaos-in-the-old-world/schemas.ts';
import { goldenFiles } from '../../helpers/golden.ts';
import { FOUR, THREE, ruleset, setupWith } from './helpers.ts';
import { play, type Plan } from './script.ts';

const { check: expectGolden } = goldenFiles(join(import.meta.dirname, 'golden'));

/**
 * Scripted whole games reaching each of the four endings (seed, "Sådan slutter spillet"), with golden per-step
 * states (golden/game-*.json: who was asked, the answers, every event, and the position after each step).
 * A "lab" setup keeps them readable: no random setup tokens and Old World cards without effects.
 */
function lab(options: Partial<Setup['options']>, edit: (d: Setup['data']) => void = () => {}): Setup {
  return setupWith(options, (d) => {
    d.setupTokens = { event: 0, hero: 0, noble: 0, peasant: 0, skaven: 0, warpstone: 0 };
    d.oldWorld = Array.from({ length: 8 }, (_, i) => ({
      id: `calm-${i + 1}`,
      name: { es: `Calma ${i + 1}`, en: `Calm ${i + 1}` },
      text: { es: '', en: '' },
      placement: 'track' as const,
      onDraw: [],
      onResolve: [],
      gm: false,
    }));
    edit(d);
  });
}

const summon = (figure: string, region: string) => ({ action: 'summon' as const, figure, region });
const golden = (name: string, value: unknown) => expectGolden(name, `${JSON.stringify(value, null, 1)}\n`);

describe('scripted games, one per ending', () => {
  test('Maximum Threat: Khorne kills Nurgle cultists in round 1, turns his 2-notch dial twice and wins', () => {
    const setup = lab({ oldWorldDeckThree: 3 }, (d) => (d.gods.khorne.dial = [{ kind: 'upgrade' }, { kind: 'none' }]));
    const plan: Plan = {
      1: { khorne: [summon('bloodletter', 'norsca'), summon('bloodletter', 'norsca')], nurgle: [summon('cultist', 'norsca'), summon('cultist', 'norsca')] },
    };
    const game = play(setup, THREE, 'threat-game', plan, {
      answer: (request) => (request.kind === 'upgrade' ? { action: 'upgrade', upgrades: ['khorne-bloodletters'] } : undefined),
    });
    expect(game.final.result).toEqual({ ending: 'threat', winners: ['khorne'], round: 1, candidates: ['khorne'] });
    expect(game.final.upgrades.khorne).toEqual(['khorne-bloodletters']);
    golden('game-threat.json', game.steps);
  });

  test('50 victory points: Khorne dominates a 25-point Empire twice (GM data) and wins in round 2', () => {
    const setup = lab({}, (d) => {
      const empire = d.regions.find((r) => r.id === 'empire')!;
      empire.resistance = 1;
      empire.conquest = 25;
    });
    const plan: Plan = {
      1: { khorne: [summon('cultist', 'empire'), summon('cultist', 'empire')], nurgle: [summon('cultist', 'norsca'), summon('cultist', 'norsca')] },
    };
    const game = play(setup, FOUR, 'vp-game', plan);
    expect(game.final.result).toEqual({ ending: 'victory-points', winners: ['khorne'], round: 2, candidates: ['khorne', 'nurgle', 'tzeentch', 'slaanesh'] });
    expect(game.final.vp).toMatchObject({ khorne: 50, nurgle: 2 });
    golden('game-victory-points.json', game.steps);
  });

  test('five regions ruined: limit 1 (option; more than 1 ruins), five regions fall in round 1, Khorne has the most VP', () => {
    const setup = lab({ ruinLimit: 1, oldWorldDeckThree: 3 });
    const plan: Plan = {
      1: {
        khorne: [summon('cultist', 'norsca'), summon('cultist', 'norsca'), summon('cultist', 'troll-country'), summon('cultist', 'troll-country')],
        nurgle: [summon('cultist', 'kislev'), summon('cultist', 'kislev'), summon('cultist', 'empire'), summon('cultist', 'empire')],
        tzeentch: [summon('cultist', 'tilea'), summon('cultist', 'tilea')],
      },
    };
    const game = play(setup, THREE, 'ruin-game', plan);
    // By hand: domination Norsca +1, Troll Country +1 (Khorne); ruin cards 1–5 (ruiners 3, 3, 3, 2, 2) in
    // standard order Norsca, Troll Country, Kislev, Empire, Tilea; each region's only god scores "first"
    // (10, 9, 9, 8, 8). Khorne 1+1+3+3+10+9 = 27, Nurgle 3+2+9+8 = 22, Tzeentch 2+8 = 10.
    expect(game.final.vp).toEqual({ khorne: 27, nurgle: 22, tzeentch: 10 });
    expect(game.final.result).toEqual({ ending: 'ruin', winners: ['khorne'], round: 1, candidates: ['khorne', 'nurgle', 'tzeentch'] });
    golden('game-ruin.json', game.steps);
  });

  test('Old World deck exhausted: two Old World cards, two rounds, everybody loses', () => {
    const setup = lab({ oldWorldDeckFour: 2 });
    const plan: Plan = { 1: { slaanesh: [summon('cultist', 'norsca'), summon('cultist', 'norsca')] } };
    const game = play(setup, FOUR, 'deck-game', plan);
    expect(game.final.result).toEqual({ ending: 'old-world-deck', winners: [], round: 2, candidates: ['khorne', 'nurgle', 'tzeentch', 'slaanesh'] });
    // Slaanesh dominated Norsca twice (2 > Resistance 1): points do not save anybody.
    expect(game.final.vp.slaanesh).toBe(2);
    golden('game-old-world-deck.json', game.steps);
  });

  test('a whole game on the default setup and data ends, every state survives JSON', () => {
    const setup = ruleset.defaultSetup();
    const game = play(
      setup,
      FOUR,
      'default-game',
      {
        1: {
          khorne: [summon('bloodletter', 'empire'), summon('bloodletter', 'empire')],
          nurgle: [summon('plaguebearer', 'empire'), summon('cultist', 'empire')],
          tzeentch: [summon('cultist', 'kislev')],
          slaanesh: [summon('daemonette', 'empire')],
        },
        2: { khorne: [summon('cultist', 'empire')], tzeentch: [summon('cultist', 'kislev'), summon('cultist', 'kislev')] },
      },
      { maxSteps: 400 },
    );
    expect(game.final.result).not.toBeNull();
    for (const state of game.states) expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
