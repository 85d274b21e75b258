import { describe, expect, test } from 'vitest';
import { gameEnd } from '../../../src/engine/rulesets/chaos-in-the-old-world/stages/game-end.ts';
import type { StateInput } from '../../../src/engine/rulesets/chaos-in-the-old-world/state.ts';
import { FOUR, events, position, ruleset, setupWith, step } from './helpers.ts';

const setup = ruleset.defaultSetup();
const ruined = (n: number): StateInput['regions'] =>
  Object.fromEntries(
    ['norsca', 'troll-country', 'kislev', 'empire', 'bretonnia', 'estalia', 'tilea']
      .slice(0, n)
      .map((id) => [id, { ruined: true, ruinCard: 1, ruinedRound: 1 }]),
  );
const DECK = { deck: ['omens'] };

/** Seed, "Sådan slutter spillet", and [D] precedence: a dial at maximum, 50+ VP, 5+ ruined regions, the Old World deck exhausted. */
describe('game end (End phase step 6)', () => {
  test.each([
    { name: 'nothing yet', input: { oldWorld: DECK, vp: { khorne: 49 } }, ending: null, winners: [] },
    // 4. "Alle spillerne taber, og sejrherrene bliver i stedet indbyggerne i the Old World."
    { name: 'Old World deck exhausted: everybody loses', input: { vp: { khorne: 30 } }, ending: 'old-world-deck', winners: [] },
    // 1. Maximum Threat (default dials: Khorne 9 notches, Nurgle 10).
    { name: 'Khorne’s dial at maximum', input: { oldWorld: DECK, threat: { khorne: 9 } }, ending: 'threat', winners: ['khorne'] },
    {
      name: 'Khorne at maximum with the fewest VP still wins',
      input: { oldWorld: DECK, threat: { khorne: 9 }, vp: { khorne: 1, nurgle: 40 } },
      ending: 'threat',
      winners: ['khorne'],
    },
    {
      name: 'two at maximum: more VP wins',
      input: { oldWorld: DECK, threat: { khorne: 9, nurgle: 10 }, vp: { khorne: 10, nurgle: 12 } },
      ending: 'threat',
      winners: ['nurgle'],
    },
    {
      name: 'two at maximum with equal VP share the win',
      input: { oldWorld: DECK, threat: { khorne: 9, nurgle: 10 }, vp: { khorne: 12, nurgle: 12, tzeentch: 30 } },
      ending: 'threat',
      winners: ['khorne', 'nurgle'],
    },
    // 2. 50 victory points: most VP wins (among everybody), ties by threat.
    { name: '50 VP: the most VP wins', input: { oldWorld: DECK, vp: { khorne: 50, nurgle: 52 } }, ending: 'victory-points', winners: ['nurgle'] },
    {
      name: '50 VP tie: the higher threat wins',
      input: { oldWorld: DECK, vp: { khorne: 51, nurgle: 51 }, threat: { khorne: 2, nurgle: 4 } },
      ending: 'victory-points',
      winners: ['nurgle'],
    },
    {
      name: '[Decision 9] 50 VP tie and threat tie: shared',
      input: { oldWorld: DECK, vp: { khorne: 51, nurgle: 51 }, threat: { khorne: 3, nurgle: 3 } },
      ending: 'victory-points',
      winners: ['khorne', 'nurgle'],
    },
    // 3. Five regions ruined: most VP, ties by threat.
    {
      name: '5 ruined: the most VP wins',
      input: { oldWorld: DECK, regions: ruined(5), vp: { tzeentch: 20, slaanesh: 19 } },
      ending: 'ruin',
      winners: ['tzeentch'],
    },
    {
      name: '5 ruined, VP tie: the higher threat wins',
      input: { oldWorld: DECK, regions: ruined(5), vp: { tzeentch: 20, slaanesh: 20 }, threat: { slaanesh: 1 } },
      ending: 'ruin',
      winners: ['slaanesh'],
    },
    { name: '4 ruined: not yet', input: { oldWorld: DECK, regions: ruined(4) }, ending: null, winners: [] },
    // [D] precedence when several endings happen at once.
    {
      name: 'dial + 50 VP + 5 ruined + empty deck → Maximum Threat',
      input: { threat: { slaanesh: 9 }, vp: { khorne: 60 }, regions: ruined(6) },
      ending: 'threat',
      winners: ['slaanesh'],
    },
    {
      name: '50 VP + 5 ruined + empty deck → 50 VP',
      input: { vp: { khorne: 60, nurgle: 10 }, regions: ruined(6) },
      ending: 'victory-points',
      winners: ['khorne'],
    },
    { name: '5 ruined + empty deck → five regions ruined', input: { vp: { nurgle: 10 }, regions: ruined(5) }, ending: 'ruin', winners: ['nurgle'] },
  ])('$name', ({ input, ending, winners }) => {
    const result = gameEnd(setup, position(setup, input as StateInput));
    expect(result?.ending ?? null).toBe(ending);
    expect(result?.winners ?? []).toEqual(winners);
  });

  test('the thresholds are options: 30 VP, 3 ruined regions', () => {
    const rules = setupWith({ victoryPoints: 30, ruinedRegionsToEnd: 3 });
    expect(gameEnd(rules, position(rules, { oldWorld: DECK, vp: { khorne: 30 } }))?.ending).toBe('victory-points');
    expect(gameEnd(rules, position(rules, { oldWorld: DECK, regions: ruined(3) }))?.ending).toBe('ruin');
  });

  test('through a step: the game ends, nobody is asked, the result is kept, later steps change nothing', () => {
    const r = step(setup, position(setup, { at: 'end-check', vp: { khorne: 55 }, oldWorld: DECK }));
    expect(r.gameOver).toBe(true);
    expect(events(r.outcome, 'game_over')).toEqual([
      {
        type: 'game_over',
        ending: 'victory-points',
        winners: ['khorne'],
        candidates: ['khorne', 'nurgle', 'tzeentch', 'slaanesh'],
        vp: { khorne: 55, nurgle: 0, tzeentch: 0, slaanesh: 0 },
        threat: { khorne: 0, nurgle: 0, tzeentch: 0, slaanesh: 0 },
      },
    ]);
    expect(r.outcome.result).toEqual({ ending: 'victory-points', winners: ['khorne'], round: 1, candidates: ['khorne', 'nurgle', 'tzeentch', 'slaanesh'] });
    expect(ruleset.decisions!(setup, FOUR, r.nextState)).toEqual([]);
    expect(ruleset.isOver!(setup, r.nextState)).toBe(true);
    expect(ruleset.phase!(setup, r.nextState)).toMatchObject({ id: 'over', acceptsOrders: false });
    const again = step(setup, r.nextState, { k: { action: 'pass' } });
    expect(again.gameOver).toBe(true);
    expect(again.nextState).toEqual(r.nextState);
    expect(again.outcome.events).toEqual([]);
  });

  test('the deck runs out in the Old World phase of the last round: the game ends after that round', () => {
    // One card left: it is drawn in round 2; the round is played; then the exhausted deck ends the game.
    const r = step(setup, position(setup, { at: 'end-check', oldWorld: DECK }));
    expect(r.gameOver).toBe(false);
    expect(r.nextState.round).toBe(2);
    expect(r.nextState.oldWorld.deck).toEqual([]);
  });
});
