import { describe, expect, test } from 'vitest';
import type { StateInput } from '../../../src/engine/rulesets/chaos-in-the-old-world/state.ts';
import { priorityAssignment, type TargetGroup } from '../../../src/engine/rulesets/chaos-in-the-old-world/targets.ts';
import { FOUR, events, position, reasonsOf, rollOf, ruleset, seedWhere, setupWith, step } from './helpers.ts';

const setup = ruleset.defaultSetup();
/** A position at the start of the Battle phase of round 1 (one more Old World card so the game goes on). */
const battle = (regions: StateInput['regions'], extra: StateInput = {}): StateInput => ({ at: 'battle', regions, oldWorld: { deck: ['omens'] }, ...extra });

describe('battle: where and who (seed, Battle phase)', () => {
  test('no battle where nobody has attack dice (cultists only) or nobody to hit', () => {
    const state = position(
      setup,
      battle({ empire: { figures: { khorne: { cultist: 2 }, nurgle: { cultist: 2 } } }, tilea: { figures: { khorne: { bloodletter: 2 } } } }),
    );
    const r = step(setup, state);
    expect(events(r.outcome, 'battle_started')).toEqual([]);
    expect(events(r.outcome, 'rolled')).toEqual([]);
  });

  test('a lone follower fights the peasants; a killed peasant goes to the killer at once', () => {
    const seed = seedWhere([{ region: 'norsca', god: 'khorne', dice: 2 }], ([k]) => k!.hits >= 1);
    const state = position(setup, battle({ norsca: { figures: { khorne: { bloodletter: 1 } }, tokens: { peasant: 1 } } }));
    const r = step(setup, state, {}, seed);
    expect(events(r.outcome, 'battle_started')).toEqual([{ type: 'battle_started', region: 'norsca', dice: { khorne: 2 } }]);
    expect(events(r.outcome, 'hits_assigned')[0]).toMatchObject({ god: 'khorne', hits: [{ target: 'token/peasant', count: 1 }], mode: 'forced' });
    expect(events(r.outcome, 'tokens_killed')).toEqual([{ type: 'tokens_killed', god: 'khorne', region: 'norsca', token: 'peasant', count: 1 }]);
    expect(r.nextState.regions.norsca!.tokens.peasant).toBe(0);
    expect(r.nextState.trophies.khorne).toEqual({ peasant: 1 });
  });

  test('dice = sum of the attack values (Bloodletters 2 each, Bloodthirster 3) plus attack cards; cultists add none', () => {
    const state = position(
      setup,
      battle({
        empire: {
          figures: { khorne: { bloodletter: 2, bloodthirster: 1, cultist: 3 }, nurgle: { cultist: 1 } },
          cards: [{ god: 'khorne', card: 'blood-frenzy' }],
        },
      }),
    );
    const r = step(setup, state, {}, 'x');
    expect(events(r.outcome, 'rolled')[0]!.count).toBe(2 * 2 + 3 + 2);
    expect(events(r.outcome, 'rolled')[0]).toMatchObject(rollOf('x', 'empire', 'khorne', 9));
  });

  test('gods roll in power order; the killed still roll; casualties are removed together at the end', () => {
    const seed = seedWhere(
      [
        { region: 'empire', god: 'khorne', dice: 2 },
        { region: 'empire', god: 'nurgle', dice: 1 },
      ],
      ([k, n]) => k!.hits >= 1 && n!.hits >= 1,
    );
    const state = position(setup, battle({ empire: { figures: { nurgle: { plaguebearer: 1 }, khorne: { bloodletter: 1 } } } }));
    const r = step(setup, state, {}, seed);
    expect(events(r.outcome, 'rolled').map((e) => e.god)).toEqual(['khorne', 'nurgle']);
    expect(events(r.outcome, 'casualties')).toEqual([
      {
        type: 'casualties',
        region: 'empire',
        killed: [
          { god: 'khorne', figure: 'bloodletter', count: 1, by: ['nurgle'] },
          { god: 'nurgle', figure: 'plaguebearer', count: 1, by: ['khorne'] },
        ],
      },
    ]);
    expect(r.nextState.regions.empire!.figures).toEqual({
      khorne: { cultist: 0, bloodletter: 0, bloodthirster: 0 },
      nurgle: { cultist: 0, plaguebearer: 0, 'great-unclean-one': 0 },
      tzeentch: expect.any(Object),
      slaanesh: expect.any(Object),
    });
    expect(r.nextState.roundLog.kills).toMatchObject({ khorne: ['empire'], nurgle: ['empire'] });
  });

  test('[Decision 10] an attack card alone does not make a god roll: it needs followers in the region', () => {
    const state = position(setup, battle({ norsca: { figures: { nurgle: { cultist: 1 } }, cards: [{ god: 'khorne', card: 'blood-frenzy' }] } }));
    const r = step(setup, state, {}, 'x');
    expect(events(r.outcome, 'battle_started')).toEqual([]);
  });

  test('regions are fought in standard region order', () => {
    const state = position(
      setup,
      battle({
        badlands: { figures: { khorne: { bloodletter: 1 }, nurgle: { cultist: 1 } } },
        norsca: { figures: { slaanesh: { daemonette: 1 }, tzeentch: { cultist: 1 } } },
        empire: { figures: { nurgle: { plaguebearer: 1 }, tzeentch: { cultist: 1 } } },
      }),
    );
    const r = step(setup, state, {}, 'order');
    expect(events(r.outcome, 'battle_started').map((e) => e.region)).toEqual(['norsca', 'empire', 'badlands']);
  });

  test('a peasant killed by an earlier roller is no longer there for the next one', () => {
    // Khorne (2 dice) kills Slaanesh's Daemonette and the peasant (2+ hits: no choice); Slaanesh, knocked
    // over, still rolls, and only Khorne's Bloodletter is left to hit.
    const seed = seedWhere(
      [
        { region: 'norsca', god: 'khorne', dice: 2 },
        { region: 'norsca', god: 'slaanesh', dice: 1 },
      ],
      ([k, sl]) => k!.hits >= 2 && sl!.hits === 1,
    );
    const state = position(setup, battle({ norsca: { figures: { khorne: { bloodletter: 1 }, slaanesh: { daemonette: 1 } }, tokens: { peasant: 1 } } }));
    const r = step(setup, state, {}, seed);
    expect(events(r.outcome, 'hits_assigned').map((e) => [e.god, e.hits, e.mode])).toEqual([
      [
        'khorne',
        [
          { target: 'slaanesh/daemonette', count: 1 },
          { target: 'token/peasant', count: 1 },
        ],
        'forced',
      ],
      ['slaanesh', [{ target: 'khorne/bloodletter', count: 1 }], 'forced'],
    ]);
    expect(r.nextState.trophies).toMatchObject({ khorne: { peasant: 1 }, slaanesh: {} });
  });
});

/** Khorne (2 Bloodletters: 4 dice) against Nurgle (a Great Unclean One and a cultist) and a peasant in Kislev. */
const clash = battle({ kislev: { figures: { khorne: { bloodletter: 2 }, nurgle: { 'great-unclean-one': 1, cultist: 1 } }, tokens: { peasant: 1 } } });

describe('battle: the roller assigns its hits (a decision step)', () => {
  const seed = seedWhere([{ region: 'kislev', god: 'khorne', dice: 4 }], ([k]) => k!.hits === 2);
  // Nurgle rolls (2 dice of the Great Unclean One) when Khorne's answer is resolved: a seed where he misses.
  const next = seedWhere([{ region: 'kislev', god: 'nurgle', dice: 2 }], ([n]) => n!.hits === 0, 'n');

  test('two hits among three groups: Khorne is asked, with a default from the standing priority', () => {
    const r = step(setup, position(setup, clash), {}, seed);
    expect(r.nextState.pending).toEqual({ kind: 'assign', god: 'khorne', region: 'kislev', hits: 2, required: 2 });
    const [request] = ruleset.decisions!(setup, FOUR, r.nextState);
    expect(request).toMatchObject({ player: 'k', kind: 'assign-hits', required: true, secret: false });
    // Default: greater daemons first — but 2 hits cannot kill the Great Unclean One (defense 3): kill what
    // can be killed in priority order (the cultist, then the peasant).
    expect(request!.defaultAnswer).toEqual({
      action: 'assign',
      hits: [
        { target: 'nurgle/cultist', count: 1 },
        { target: 'token/peasant', count: 1 },
      ],
    });
    expect(request!.schema!.safeParse(request!.defaultAnswer).success).toBe(true);
    expect(request!.schema!.safeParse({ action: 'assign', hits: [{ target: 'khorne/bloodletter', count: 1 }] }).success).toBe(false);
    expect(request!.choices!['hits[].target']!.map((c) => c.value)).toEqual(['nurgle/cultist', 'nurgle/great-unclean-one', 'token/peasant']);
  });

  const asked = () => step(setup, position(setup, clash), {}, seed).nextState;
  test.each([
    { name: 'both hits on the Great Unclean One', hits: [{ target: 'nurgle/great-unclean-one', count: 2 }], reasons: [] },
    {
      name: 'cultist and peasant',
      hits: [
        { target: 'nurgle/cultist', count: 1 },
        { target: 'token/peasant', count: 1 },
      ],
      reasons: [],
    },
    {
      name: 'the same target twice adds up',
      hits: [
        { target: 'nurgle/great-unclean-one', count: 1 },
        { target: 'nurgle/great-unclean-one', count: 1 },
      ],
      reasons: [],
    },
    // "fordeler du skaden på modstanderen": only opponents.
    { name: 'own figures', hits: [{ target: 'khorne/bloodletter', count: 2 }], reasons: ['own_target'] },
    { name: 'a figure not in the region', hits: [{ target: 'tzeentch/horror', count: 2 }], reasons: ['unknown_target'] },
    { name: 'a malformed target', hits: [{ target: 'peasant', count: 2 }], reasons: ['unknown_target'] },
    { name: 'two hits on the lone cultist (defense 1)', hits: [{ target: 'nurgle/cultist', count: 2 }], reasons: ['target_overkill'] },
    { name: 'three hits when two were rolled', hits: [{ target: 'nurgle/great-unclean-one', count: 3 }], reasons: ['too_many_hits'] },
    { name: 'one hit of two', hits: [{ target: 'nurgle/great-unclean-one', count: 1 }], reasons: ['hits_unassigned'] },
    { name: 'no hits', hits: [], reasons: ['hits_unassigned'] },
  ])('answer: $name → $reasons', ({ hits, reasons }) => {
    expect(reasonsOf(setup, asked(), 'k', { action: 'assign', hits })).toEqual(reasons);
  });

  test('the answer is applied: two hits wound the Great Unclean One, who survives (defense 3)', () => {
    const r = step(setup, asked(), { k: { action: 'assign', hits: [{ target: 'nurgle/great-unclean-one', count: 2 }] } }, next);
    expect(events(r.outcome, 'rolled').map((e) => [e.god, e.hits])).toEqual([['nurgle', 0]]);
    expect(events(r.outcome, 'hits_assigned')[0]).toMatchObject({ god: 'khorne', mode: 'answer', lost: 0 });
    expect(events(r.outcome, 'casualties')[0]!.killed).toEqual([]);
    expect(r.nextState.regions.kislev!.figures.nurgle!['great-unclean-one']).toBe(1);
  });

  test('the summary of an assignment counts hits', () => {
    expect(ruleset.checkSheet(setup, FOUR, asked(), 'k', { action: 'assign', hits: [{ target: 'nurgle/great-unclean-one', count: 2 }] }, 'en').summary).toEqual(
      { costs: [2], totals: { available: 2, used: 2, left: 0 } },
    );
    expect(ruleset.checkSheet(setup, FOUR, asked(), 'k', { action: 'assign', hits: [{ target: 'nurgle/great-unclean-one', count: 1 }] }, 'en').summary).toEqual(
      { costs: [null], totals: { available: 2, used: 0, left: 2 } },
    );
  });

  test('only Nurgle could answer; a summon answer is the wrong decision', () => {
    expect(reasonsOf(setup, asked(), 'n', { action: 'assign', hits: [] })).toEqual(['not_asked']);
    expect(reasonsOf(setup, asked(), 'k', { action: 'pass' })).toEqual(['wrong_decision']);
  });

  test('at the deadline the standing priority list is applied (player’s own list first)', () => {
    const players = FOUR.map((p) => (p.god === 'khorne' ? { ...p, hitPriority: ['peasant' as const, 'greater-daemon' as const] } : p));
    const state = step(setup, position(setup, clash, players), {}, seed, players).nextState;
    const r = step(setup, state, {}, 'late', players, ['k']);
    // Peasant first (1 hit kills it); the Great Unclean One cannot be killed by the remaining hit; the
    // cultist (not in the list: after it) can.
    expect(events(r.outcome, 'hits_assigned')[0]).toMatchObject({
      mode: 'default',
      hits: [
        { target: 'token/peasant', count: 1 },
        { target: 'nurgle/cultist', count: 1 },
      ],
    });
  });
});

describe('battle: the standing priority list (default answer)', () => {
  const g = (key: string, kind: TargetGroup['kind'], defense: number, living: number[], owner: TargetGroup['owner'] = 'nurgle'): TargetGroup => ({
    key,
    kind,
    owner,
    figure: owner ? key.split('/')[1]! : null,
    token: owner ? null : 'peasant',
    defense,
    living,
  });
  const daemon = g('nurgle/great-unclean-one', 'greater-daemon', 3, [0]);
  const warriors = g('nurgle/plaguebearer', 'warrior', 1, [0, 0]);
  const cultists = g('tzeentch/cultist', 'cultist', 1, [0, 0], 'tzeentch');
  const peasants = g('token/peasant', 'peasant', 1, [0], null);
  test.each([
    { hits: 3, out: [['nurgle/great-unclean-one', 3]] },
    {
      hits: 4,
      out: [
        ['nurgle/great-unclean-one', 3],
        ['nurgle/plaguebearer', 1],
      ],
    },
    { hits: 2, out: [['nurgle/plaguebearer', 2]] },
    {
      hits: 6,
      out: [
        ['nurgle/great-unclean-one', 3],
        ['nurgle/plaguebearer', 2],
        ['tzeentch/cultist', 1],
      ],
    },
    {
      hits: 8,
      out: [
        ['nurgle/great-unclean-one', 3],
        ['nurgle/plaguebearer', 2],
        ['tzeentch/cultist', 2],
        ['token/peasant', 1],
      ],
    },
  ])('$hits hits → $out', ({ hits, out }) => {
    expect(priorityAssignment([peasants, cultists, warriors, daemon], hits, undefined).map((h) => [h.target, h.count])).toEqual(out);
  });

  test('a wounded unit is finished first; left-over hits wound in priority order', () => {
    const wounded = { ...daemon, living: [2] };
    expect(priorityAssignment([wounded, warriors], 1, undefined)).toEqual([{ target: 'nurgle/great-unclean-one', count: 1 }]);
    expect(priorityAssignment([daemon, cultists], 2, ['greater-daemon'])).toEqual([{ target: 'tzeentch/cultist', count: 2 }]);
    expect(priorityAssignment([daemon], 2, undefined)).toEqual([{ target: 'nurgle/great-unclean-one', count: 2 }]);
  });
});

describe('battle: wounds (option) and conflicting effects', () => {
  // Khorne (Bloodletter: 2 dice) and Tzeentch (Horror: 1 die) both against Nurgle's Great Unclean One (defense 3).
  // Step 1 rolls Khorne's dice (2 hits; he chooses between the daemon and the Horror); step 2 resolves his
  // answer and rolls Nurgle (0 hits) and Tzeentch (1 hit: he chooses between the Bloodletter and the daemon).
  const gang = battle({ empire: { figures: { khorne: { bloodletter: 1 }, tzeentch: { horror: 1 }, nurgle: { 'great-unclean-one': 1 } } } });
  const s1 = seedWhere([{ region: 'empire', god: 'khorne', dice: 2 }], ([k]) => k!.hits === 2, 'w');
  const s2 = seedWhere(
    [
      { region: 'empire', god: 'nurgle', dice: 2 },
      { region: 'empire', god: 'tzeentch', dice: 1 },
    ],
    ([n, t]) => n!.hits === 0 && t!.hits === 1,
    'v',
  );
  const fight = (rules: typeof setup) => {
    const a = step(rules, position(rules, gang), {}, s1);
    expect(a.nextState.pending).toMatchObject({ kind: 'assign', god: 'khorne', hits: 2 });
    const b = step(rules, a.nextState, { k: { action: 'assign', hits: [{ target: 'nurgle/great-unclean-one', count: 2 }] } }, s2);
    expect(b.nextState.pending).toMatchObject({ kind: 'assign', god: 'tzeentch', hits: 1 });
    return step(rules, b.nextState, { t: { action: 'assign', hits: [{ target: 'nurgle/great-unclean-one', count: 1 }] } }, 's3');
  };

  test('wounds "battle" (default): 2 hits from Khorne + 1 from Tzeentch kill the Great Unclean One', () => {
    const dead = events(fight(setup).outcome, 'casualties')[0]!.killed;
    expect(dead).toEqual([{ god: 'nurgle', figure: 'great-unclean-one', count: 1, by: ['tzeentch'] }]);
  });

  test('wounds "roller": each roll must kill on its own — the Great Unclean One survives', () => {
    const roller = setupWith({ wounds: 'roller' });
    expect(events(fight(roller).outcome, 'casualties')[0]!.killed).toEqual([]);
  });

  test('a peace card stops the battle of its region', () => {
    const state = position(
      setup,
      battle({ empire: { figures: { khorne: { bloodletter: 1 }, nurgle: { cultist: 1 } }, cards: [{ god: 'nurgle', card: 'quarantine' }] } }),
    );
    const r = step(setup, state, {}, 'p');
    expect(events(r.outcome, 'battle_prevented')).toEqual([{ type: 'battle_prevented', region: 'empire' }]);
    expect(events(r.outcome, 'rolled')).toEqual([]);
  });

  test('seed: "Når det er tilfældet, vinder den ødelæggende effekt" — an attack card overrides peace', () => {
    const state = position(
      setup,
      battle({
        empire: {
          figures: { khorne: { bloodletter: 1 }, nurgle: { cultist: 1 } },
          cards: [
            { god: 'nurgle', card: 'quarantine' },
            { god: 'khorne', card: 'call-to-war' },
          ],
        },
      }),
    );
    const r = step(setup, state, {}, 'p');
    expect(events(r.outcome, 'conflict')).toEqual([{ type: 'conflict', region: 'empire', effect: 'peace', overriddenBy: 'attack' }]);
    expect(events(r.outcome, 'rolled')[0]).toMatchObject({ god: 'khorne', count: 3 });
  });

  test('without a step seed (initialState) nothing is rolled: the position waits for a plain step', async () => {
    const { advance } = await import('../../../src/engine/rulesets/chaos-in-the-old-world/pipeline.ts');
    const state = position(setup, gang);
    const ctx = { setup, players: FOUR, state, events: [], seed: null, gameSeed: 'g' };
    advance(ctx);
    expect(state.pending).toEqual({ kind: 'continue' });
    expect(ruleset.decisions!(setup, FOUR, state)).toEqual([]);
    expect(ruleset.phase!(setup, state).acceptsOrders).toBe(false);
    const r = step(setup, state, {}, s1);
    expect(events(r.outcome, 'rolled')[0]).toMatchObject({ god: 'khorne', hits: 2 });
  });
});
