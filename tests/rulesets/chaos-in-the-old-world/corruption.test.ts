import { describe, expect, test } from 'vitest';
import type { StateInput } from '../../../src/engine/rulesets/chaos-in-the-old-world/state.ts';
import { events, position, ruleset, setupWith, step } from './helpers.ts';

const setup = ruleset.defaultSetup();
/** The start of the Corruption phase of round 1 (one more Old World card so the game goes on). */
const at = (regions: StateInput['regions'], extra: StateInput = {}): StateInput => ({ at: 'corruption', regions, oldWorld: { deck: ['omens'] }, ...extra });
const run = (input: StateInput, rules = setup) => step(rules, position(rules, input));

describe('domination (seed: "Den spiller, der har det højeste tal ... Hvis to spillere står lige, så er der ikke nogen")', () => {
  // The Empire: Resistance 5, Conquest 5. Norsca: 1/1.
  test.each([
    { name: '6 figures beat Resistance 5', regions: { empire: { figures: { khorne: { cultist: 4, bloodletter: 2 } } } }, winner: 'khorne', points: 5 },
    { name: '5 figures do not beat Resistance 5', regions: { empire: { figures: { khorne: { cultist: 4, bloodletter: 1 } } } }, winner: null, points: 0 },
    {
      name: 'figures + the cost of own cards: 3 + Skull Tithe (2) + Blood Frenzy (1) = 6',
      regions: {
        empire: {
          figures: { khorne: { bloodletter: 3 } },
          cards: [
            { god: 'khorne', card: 'skull-tithe' },
            { god: 'khorne', card: 'blood-frenzy' },
          ],
        },
      },
      winner: 'khorne',
      points: 5,
    },
    {
      name: 'tie for highest (6–6): nobody',
      regions: { empire: { figures: { khorne: { cultist: 4, bloodletter: 2 }, nurgle: { cultist: 6 } } } },
      winner: null,
      points: 0,
    },
    {
      name: 'single highest 6 against 5',
      regions: { empire: { figures: { khorne: { cultist: 4, bloodletter: 2 }, nurgle: { cultist: 5 } } } },
      winner: 'khorne',
      points: 5,
    },
    {
      name: 'a noble adds 1 to the Conquest value (GM data default)',
      regions: { empire: { figures: { nurgle: { cultist: 6 } }, tokens: { noble: 1 } } },
      winner: 'nurgle',
      points: 6,
    },
    { name: 'Norsca: 2 figures beat Resistance 1', regions: { norsca: { figures: { slaanesh: { cultist: 2 } } } }, winner: 'slaanesh', points: 1 },
  ])('$name', ({ regions, winner, points }) => {
    const r = run(at(regions as unknown as StateInput['regions']));
    const [d] = events(r.outcome, 'domination');
    expect(d).toMatchObject({ winner, points });
    if (winner) expect(r.nextState.vp[winner as 'khorne']).toBe(points);
  });

  test('a tie is flagged; totals list every god with something there', () => {
    const r = run(at({ norsca: { figures: { khorne: { cultist: 2 }, nurgle: { cultist: 2 }, tzeentch: { cultist: 1 } } } }));
    expect(events(r.outcome, 'domination')).toEqual([
      { type: 'domination', region: 'norsca', totals: { khorne: 2, nurgle: 2, tzeentch: 1 }, resistance: 1, winner: null, points: 0, tie: true },
    ]);
  });

  test('seed, Ruined Regions: no victory points for a ruined region in the Corruption phase', () => {
    const r = run(at({ empire: { ruined: true, ruinCard: 1, ruinedRound: 0, figures: { khorne: { cultist: 4, bloodletter: 4 } } } }));
    expect(events(r.outcome, 'domination')).toEqual([]);
    expect(r.nextState.vp.khorne).toBe(0);
  });

  test('regions are walked in standard region order', () => {
    const r = run(
      at({
        badlands: { figures: { khorne: { cultist: 2 } } },
        norsca: { figures: { nurgle: { cultist: 2 } } },
        tilea: { figures: { tzeentch: { cultist: 3 } } },
      }),
    );
    expect(events(r.outcome, 'domination').map((d) => d.region)).toEqual(['norsca', 'tilea', 'badlands']);
  });
});

describe('corruption and ruin (seed: Corruption, "Hvis antallet er højere end 12, er regionen ødelagt"; option: 12 or more)', () => {
  test('one token per cultist; warriors and daemons place none', () => {
    const r = run(at({ tilea: { figures: { nurgle: { cultist: 3, plaguebearer: 2, 'great-unclean-one': 1 } } } }));
    expect(events(r.outcome, 'corruption_placed')).toEqual([{ type: 'corruption_placed', region: 'tilea', placed: { nurgle: 3 }, total: 3, purged: false }]);
    expect(r.nextState.regions.tilea!.corruption.nurgle).toBe(3);
    expect(r.nextState.roundLog.placed).toEqual({});
  });

  test.each([
    { name: 'default (more than 12): 10 old + 1 new + 1 warpstone = 12 is not enough', old: 10, warpstone: 1, rule: 'above-limit', ruined: false },
    { name: 'default (more than 12): 11 old + 1 new + 1 warpstone = 13 ruins', old: 11, warpstone: 1, rule: 'above-limit', ruined: true },
    { name: 'option at-limit (published edition): 12 ruins', old: 10, warpstone: 1, rule: 'at-limit', ruined: true },
    { name: 'option at-limit: 11 does not', old: 10, warpstone: 0, rule: 'at-limit', ruined: false },
  ] as const)('$name', ({ old, warpstone, rule, ruined }) => {
    const rules = setupWith({ ruinRule: rule });
    const r = run(at({ tilea: { corruption: { khorne: old }, tokens: { warpstone }, figures: { nurgle: { cultist: 1 } } } }), rules);
    expect(events(r.outcome, 'region_ruined').length).toBe(ruined ? 1 : 0);
    expect(r.nextState.regions.tilea!.ruined).toBe(ruined);
  });

  test('a ruined region takes the top ruination card; every god who placed a token there this round scores "ruiners"', () => {
    // Card 1 (default data): ruiners 3. Khorne's 11 tokens are old: he placed none this round. 11 + 2 = 13 > 12.
    const r = run(at({ tilea: { corruption: { khorne: 11 }, figures: { nurgle: { cultist: 1 }, slaanesh: { cultist: 1 } } } }));
    expect(events(r.outcome, 'region_ruined')).toEqual([
      { type: 'region_ruined', region: 'tilea', card: 1, total: 13, ruiners: ['nurgle', 'slaanesh'], points: 3 },
    ]);
    expect(r.nextState.ruination).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    // End phase of the same round: first/second (card 1: 10/5): Khorne 11 tokens first; Nurgle and Slaanesh tie for second (1 each): 5/2 → 2.
    expect(events(r.outcome, 'ruin_scored')).toEqual([
      {
        type: 'ruin_scored',
        region: 'tilea',
        card: 1,
        shares: [
          { god: 'khorne', place: 'first', tokens: 11, points: 10 },
          { god: 'nurgle', place: 'second', tokens: 1, points: 2 },
          { god: 'slaanesh', place: 'second', tokens: 1, points: 2 },
        ],
      },
    ]);
    // Ruiners 3 + second 2 for Nurgle and Slaanesh (their 1–1 tie in Tilea, Resistance 2, dominated nobody).
    expect(r.nextState.vp).toMatchObject({ khorne: 10, nurgle: 5, slaanesh: 5 });
  });

  test('two regions ruined in one phase take cards 1 and 2 in standard region order', () => {
    const r = run(
      at({
        badlands: { corruption: { tzeentch: 12 }, figures: { tzeentch: { cultist: 1 } } },
        kislev: { corruption: { nurgle: 12 }, figures: { nurgle: { cultist: 1 } } },
      }),
    );
    expect(events(r.outcome, 'region_ruined').map((e) => [e.region, e.card])).toEqual([
      ['kislev', 1],
      ['badlands', 2],
    ]);
  });

  test('seed, Ruined Regions: no corruption tokens are placed in a ruined region', () => {
    const r = run(at({ tilea: { ruined: true, ruinCard: 1, ruinedRound: 0, corruption: { khorne: 12 }, figures: { khorne: { cultist: 3 } } } }));
    expect(events(r.outcome, 'corruption_placed')).toEqual([]);
    expect(r.nextState.regions.tilea!.corruption.khorne).toBe(12);
  });

  test('a corruption card adds its tokens (and makes its owner a ruiner)', () => {
    const r = run(at({ estalia: { cards: [{ god: 'khorne', card: 'brass-altar' }] } }));
    expect(events(r.outcome, 'corruption_placed')).toEqual([{ type: 'corruption_placed', region: 'estalia', placed: { khorne: 1 }, total: 1, purged: false }]);
  });

  test('a purge card stops corruption in its region', () => {
    const r = run(at({ estalia: { figures: { nurgle: { cultist: 2 } }, cards: [{ god: 'tzeentch', card: 'veil-of-lies' }] } }));
    expect(events(r.outcome, 'corruption_placed')).toEqual([{ type: 'corruption_placed', region: 'estalia', placed: {}, total: 0, purged: true }]);
  });

  test('seed: the destructive effect wins — a corruption card overrides a purge', () => {
    const r = run(
      at({
        estalia: {
          figures: { nurgle: { cultist: 2 } },
          cards: [
            { god: 'tzeentch', card: 'veil-of-lies' },
            { god: 'nurgle', card: 'plague-wind' },
          ],
        },
      }),
    );
    expect(events(r.outcome, 'conflict')).toEqual([{ type: 'conflict', region: 'estalia', effect: 'purge', overriddenBy: 'corruption' }]);
    expect(events(r.outcome, 'corruption_placed')[0]).toMatchObject({ placed: { nurgle: 4 }, total: 4, purged: false });
  });
});

describe('dial advancement counters (power sheets: GM data, default triggers)', () => {
  test.each([
    {
      name: 'Khorne: one per region where he killed a figure',
      extra: { roundLog: { kills: { khorne: ['empire', 'tilea'] } } },
      regions: {},
      god: 'khorne',
      count: 2,
    },
    {
      name: 'Nurgle: one per populous region with a Nurgle figure',
      extra: {},
      regions: {
        empire: { figures: { nurgle: { cultist: 1 } } },
        kislev: { figures: { nurgle: { plaguebearer: 1 } } },
        tilea: { figures: { nurgle: { cultist: 1 } } },
      },
      god: 'nurgle',
      count: 2,
    },
    {
      name: 'Tzeentch: one per warpstone region where he placed corruption',
      extra: {},
      regions: {
        tilea: { tokens: { warpstone: 1 }, figures: { tzeentch: { cultist: 1 } } },
        norsca: { tokens: { warpstone: 1 }, figures: { tzeentch: { horror: 1 } } },
      },
      god: 'tzeentch',
      count: 1,
    },
    {
      name: 'Slaanesh: one per region with a noble or hero and a Slaanesh figure',
      extra: {},
      regions: {
        tilea: { tokens: { noble: 1 }, figures: { slaanesh: { daemonette: 1 } } },
        empire: { tokens: { hero: 1 }, figures: { slaanesh: { cultist: 1 } } },
        norsca: { tokens: { peasant: 1 }, figures: { slaanesh: { cultist: 1 } } },
      },
      god: 'slaanesh',
      count: 2,
    },
  ])('$name', ({ extra, regions, god, count }) => {
    const r = run(at(regions as StateInput['regions'], extra as StateInput));
    expect(events(r.outcome, 'counters_earned').find((e) => e.god === god)?.count).toBe(count);
  });

  test('a "ruiner" trigger (GM data) counts regions the god helped ruin', () => {
    const rules = setupWith({}, (d) => (d.gods.nurgle.advancement = [{ kind: 'ruiner' }]));
    const r = run(at({ tilea: { corruption: { khorne: 12 }, figures: { nurgle: { cultist: 1 } } } }), rules);
    expect(events(r.outcome, 'counters_earned')).toEqual([{ type: 'counters_earned', god: 'nurgle', count: 1, regions: ['tilea'] }]);
  });
});
