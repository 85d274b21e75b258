import { describe, expect, test } from 'vitest';
import { renderMarkdown } from '../../../src/reports/render-markdown.ts';
import { ruinShares } from '../../../src/engine/rulesets/chaos-in-the-old-world/stages/end-phase.ts';
import type { StateInput } from '../../../src/engine/rulesets/chaos-in-the-old-world/state.ts';
import { FOUR, events, position, reasonsOf, ruleset, setupWith, step } from './helpers.ts';

const setup = ruleset.defaultSetup();
/** The start of the End phase of round 1 (one more Old World card so the game goes on). */
const at = (extra: StateInput = {}): StateInput => ({ at: 'end-discard', oldWorld: { deck: ['omens'] }, ...extra });
const run = (input: StateInput, rules = setup, orders: Record<string, unknown> = {}) => step(rules, position(rules, input), orders);

describe('End phase step 1: played chaos cards go to their owners’ discard piles', () => {
  test('cards leave the regions', () => {
    const r = run(
      at({
        regions: {
          empire: {
            cards: [
              { god: 'khorne', card: 'skull-tithe' },
              { god: 'nurgle', card: 'quarantine' },
            ],
          },
          tilea: { cards: [{ god: 'khorne', card: 'blood-frenzy' }] },
        },
      }),
    );
    expect(events(r.outcome, 'cards_discarded')).toEqual([
      { type: 'cards_discarded', god: 'khorne', cards: ['skull-tithe', 'blood-frenzy'] },
      { type: 'cards_discarded', god: 'nurgle', cards: ['quarantine'] },
    ]);
    expect(r.nextState.regions.empire!.cards).toEqual([]);
  });
});

describe('End phase step 2: heroes — the GM’s step (option gmEndPhaseStep)', () => {
  const heroWithFigure = { empire: { tokens: { hero: 1 }, figures: { slaanesh: { cultist: 1 } } } };
  test.each([
    { rule: 'auto', regions: heroWithFigure, track: [null, null], waits: ['heroes'] },
    { rule: 'auto', regions: { empire: { tokens: { hero: 1 } } }, track: [null, null], waits: null },
    { rule: 'auto', regions: {}, track: ['crusade', null], waits: ['old-world'] },
    { rule: 'always', regions: {}, track: [null, null], waits: ['always'] },
    { rule: 'never', regions: heroWithFigure, track: ['crusade', null], waits: null },
  ] as const)('$rule with $regions / $track → $waits', ({ rule, regions, track, waits }) => {
    const rules = setupWith({ gmEndPhaseStep: rule });
    const r = run(at({ regions: regions as StateInput['regions'], oldWorld: { deck: ['omens'], track: [...track] } }), rules);
    if (waits === null) {
      expect(r.nextState.pending?.kind).not.toBe('gm');
      return;
    }
    expect(r.nextState.pending).toEqual({ kind: 'gm', reasons: waits });
    expect(ruleset.decisions!(rules, FOUR, r.nextState)).toEqual([]);
    expect(ruleset.phase!(rules, r.nextState)).toMatchObject({ id: 'end', acceptsOrders: false });
    // The GM resolves the step (after any corrections): the End phase goes on from step 3.
    const after = step(rules, r.nextState, {});
    expect(after.outcome.answered).toEqual({ kind: 'gm', gods: [] });
    expect(after.nextState.pending?.kind).not.toBe('gm');
  });
});

describe('End phase step 3: Old World cards "When Old World cards are resolved", slot 1 then slot 2', () => {
  test('Harvest Festival (slot 1) then Noble Court (slot 2); no new token in a ruined region', () => {
    const r = run(
      at({ oldWorld: { deck: ['omens'], track: ['harvest-festival', 'noble-court'] }, regions: { tilea: { ruined: true, ruinCard: 1, ruinedRound: 0 } } }),
    );
    const endPhase = r.outcome.events.slice(
      0,
      r.outcome.events.findIndex((e) => e.type === 'round_started'),
    );
    const seq = endPhase
      .filter((e) => ['old_world_resolved', 'tokens_placed', 'tokens_blocked'].includes(e.type))
      .map((e) => [e.type, 'region' in e ? e.region : 'card' in e ? e.card : '']);
    expect(seq).toEqual([
      ['old_world_resolved', 'harvest-festival'],
      ['tokens_placed', 'norsca'],
      ['tokens_placed', 'troll-country'],
      ['tokens_placed', 'estalia'],
      ['tokens_blocked', 'tilea'],
      ['tokens_placed', 'border-princes'],
      ['tokens_placed', 'badlands'],
      ['old_world_resolved', 'noble-court'],
      ['tokens_placed', 'bretonnia'],
    ]);
    expect(r.nextState.regions.tilea!.tokens.peasant).toBe(0);
  });

  test('a "when resolved" removal leaves a ruined region’s tokens where they are ("De brikker, der allerede lå der, bliver dog liggende")', () => {
    const rules = setupWith({}, (d) =>
      d.oldWorld.push({
        ...d.oldWorld[0]!,
        id: 'plague-cart',
        name: { es: 'Carro de la peste', en: 'Plague Cart' },
        onDraw: [],
        onResolve: [{ kind: 'remove-tokens', token: 'peasant', regions: 'all', count: 2 }],
      }),
    );
    const r = run(
      at({
        oldWorld: { deck: ['omens'], track: ['plague-cart', null] },
        regions: { tilea: { ruined: true, ruinCard: 1, ruinedRound: 0, tokens: { peasant: 3 } }, norsca: { tokens: { peasant: 3 } } },
      }),
      rules,
    );
    expect(events(r.outcome, 'tokens_removed')).toEqual([{ type: 'tokens_removed', token: 'peasant', region: 'norsca', count: 2, card: 'plague-cart' }]);
    expect(events(r.outcome, 'tokens_kept')).toEqual([{ type: 'tokens_kept', token: 'peasant', region: 'tilea', count: 2, card: 'plague-cart' }]);
    expect(r.nextState.regions.tilea!.tokens.peasant).toBe(3);
    expect(r.nextState.regions.norsca!.tokens.peasant).toBe(1);
    const doc = ruleset.report!({
      setup: rules,
      players: FOUR,
      before: position(rules, at()),
      after: r.nextState,
      outcome: r.outcome,
      step: 1,
      game: { id: 'g', name: 'G' },
      lang: 'en',
      viewer: { role: 'gm' },
      rolls: [],
      corrections: [],
    });
    expect(renderMarkdown(doc)).toContain('Plague Cart: 2 peasants stay in Tilea (ruined region).');
  });
});

describe('End phase step 4: ruined regions score "first" and "second" (seed and [D] tie rules)', () => {
  const K = 'khorne';
  test.each([
    {
      name: 'one first, one second',
      tokens: { khorne: 6, nurgle: 4 },
      out: [
        [K, 'first', 10],
        ['nurgle', 'second', 5],
      ],
    },
    {
      name: 'two tied for first add both values and split them, rounded down',
      tokens: { khorne: 4, nurgle: 4, tzeentch: 2 },
      out: [
        [K, 'first', 7],
        ['nurgle', 'first', 7],
      ],
    },
    {
      name: '[D] three tied for first share "first", nobody second',
      tokens: { khorne: 3, nurgle: 3, tzeentch: 3, slaanesh: 1 },
      out: [
        [K, 'first', 3],
        ['nurgle', 'first', 3],
        ['tzeentch', 'first', 3],
      ],
    },
    {
      name: '[D] four tied for first',
      tokens: { khorne: 2, nurgle: 2, tzeentch: 2, slaanesh: 2 },
      out: [
        [K, 'first', 2],
        ['nurgle', 'first', 2],
        ['tzeentch', 'first', 2],
        ['slaanesh', 'first', 2],
      ],
    },
    {
      name: 'two tied for second split "second", rounded down',
      tokens: { khorne: 5, nurgle: 2, tzeentch: 2 },
      out: [
        [K, 'first', 10],
        ['nurgle', 'second', 2],
        ['tzeentch', 'second', 2],
      ],
    },
    {
      name: 'three tied for second',
      tokens: { khorne: 5, nurgle: 1, tzeentch: 1, slaanesh: 1 },
      out: [
        [K, 'first', 10],
        ['nurgle', 'second', 1],
        ['tzeentch', 'second', 1],
        ['slaanesh', 'second', 1],
      ],
    },
    { name: 'a single god with tokens takes "first" only', tokens: { tzeentch: 12 }, out: [['tzeentch', 'first', 10]] },
    { name: 'nobody with tokens (warpstone only): nothing', tokens: {}, out: [] },
  ])('card 10/5: $name', ({ tokens, out }) => {
    expect(ruinShares(['khorne', 'nurgle', 'tzeentch', 'slaanesh'], tokens, 10, 5).map((s) => [s.god, s.place, s.points])).toEqual(out);
  });

  test('odd sums round down: 9 + 4 split by two → 6 each', () => {
    expect(ruinShares(['khorne', 'nurgle'], { khorne: 3, nurgle: 3 }, 9, 4).map((s) => s.points)).toEqual([6, 6]);
  });

  test('a region ruined this round is scored once, then turned over (never again)', () => {
    const input = at({ regions: { kislev: { ruined: true, ruinCard: 2, ruinedRound: 1, ruinScored: false, corruption: { nurgle: 8, tzeentch: 4 } } } });
    const r = run(input);
    // Card 2 (default): first 9, second 5.
    expect(events(r.outcome, 'ruin_scored')[0]!.shares.map((s) => [s.god, s.points])).toEqual([
      ['nurgle', 9],
      ['tzeentch', 5],
    ]);
    expect(r.nextState.regions.kislev!.ruinScored).toBe(true);
    const again = run({ ...at(), regions: r.nextState.regions, vp: r.nextState.vp });
    expect(events(again.outcome, 'ruin_scored')).toEqual([]);
  });
});

describe('End phase step 5: threat dials (seed: every god with counters turns once; the single most, once more)', () => {
  // Default dials: Khorne [upgrade, cards 1, upgrade, vp 2, upgrade, power 1, upgrade, upgrade, none] (max 9).
  test.each([
    { name: 'Khorne 2, Nurgle 1: both turn, Khorne once more', counters: { khorne: 2, nurgle: 1 }, threat: { khorne: 2, nurgle: 1, tzeentch: 0, slaanesh: 0 } },
    { name: 'a tie for most (2–2): no extra notch', counters: { khorne: 2, nurgle: 2 }, threat: { khorne: 1, nurgle: 1, tzeentch: 0, slaanesh: 0 } },
    { name: 'a lone god with 1 counter turns twice', counters: { tzeentch: 1 }, threat: { khorne: 0, nurgle: 0, tzeentch: 2, slaanesh: 0 } },
    { name: 'nobody with counters: nothing turns', counters: {}, threat: { khorne: 0, nurgle: 0, tzeentch: 0, slaanesh: 0 } },
  ])('$name', ({ counters, threat }) => {
    const rules = setupWith({}, (d) => Object.values(d.gods).forEach((g) => (g.dial = g.dial.map(() => ({ kind: 'none' as const })))));
    const r = run(at({ counters }), rules);
    expect(r.nextState.threat).toEqual(threat);
    expect(r.nextState.counters).toEqual({ khorne: 0, nurgle: 0, tzeentch: 0, slaanesh: 0 });
    if (Object.keys(counters).length === 2 && counters.khorne === counters.nurgle)
      expect(events(r.outcome, 'dial_bonus_tied')).toEqual([{ type: 'dial_bonus_tied', gods: ['khorne', 'nurgle'], counters: 2 }]);
  });

  test('instructions: +2 VP (notch 4) and +1 power for the next Draw phase (notch 6)', () => {
    const r = run(at({ threat: { khorne: 3, nurgle: 5 }, counters: { khorne: 1, nurgle: 1 } }));
    // Nurgle's dial: [power 1, upgrade, vp 2, upgrade, upgrade, cards 1, ...]: notch 6 draws a card.
    expect(events(r.outcome, 'dial_turned').map((e) => [e.god, e.from, e.to, e.instruction?.kind])).toEqual([
      ['khorne', 3, 4, 'vp'],
      ['nurgle', 5, 6, 'cards'],
    ]);
    expect(r.nextState.vp.khorne).toBe(2);
    // Nurgle's deck is empty here (no discard pile either): the dial's draw finds nothing.
    expect(events(r.outcome, 'cards_drawn').filter((e) => e.reason === 'dial')).toEqual([
      { type: 'cards_drawn', god: 'nurgle', count: 0, cards: [], reshuffled: false, reason: 'dial' },
    ]);
  });

  test('extra power is added at the next Draw phase', () => {
    const r = run(at({ threat: { khorne: 5 }, counters: { khorne: 1, nurgle: 1 } }));
    // Khorne 5 → 6: power 1 (the tie 1–1 gives no bonus notch).
    expect(events(r.outcome, 'power_reset').find((e) => e.god === 'khorne')).toEqual({ type: 'power_reset', god: 'khorne', power: 7, bonus: 1 });
  });

  test('a dial at its maximum turns no further', () => {
    const r = run(at({ threat: { khorne: 9 }, counters: { khorne: 3 } }));
    expect(events(r.outcome, 'dial_turned')).toEqual([
      { type: 'dial_turned', god: 'khorne', from: 9, to: 9, instruction: null, bonus: false },
      { type: 'dial_turned', god: 'khorne', from: 9, to: 9, instruction: null, bonus: true },
    ]);
  });
});

describe('upgrade cards (seed: "skal han annoncere, hvilket han vælger") — a decision step', () => {
  // Khorne 0 → 1 (upgrade) → 2 (cards 1) with the bonus notch; Slaanesh 0 → 1 (upgrade); both asked at once.
  const input = at({ counters: { khorne: 2, slaanesh: 1 }, decks: { khorne: ['skull-tithe'] } });
  const asked = () => run(input).nextState;

  test('every god owed an upgrade is asked, publicly, with the first cards as default', () => {
    const state = asked();
    expect(state.pending).toEqual({ kind: 'upgrade', due: { khorne: 1, slaanesh: 1 } });
    const requests = ruleset.decisions!(setup, FOUR, state);
    expect(requests.map((r) => [r.player, r.kind, r.required, r.secret])).toEqual([
      ['k', 'upgrade', true, false],
      ['s', 'upgrade', true, false],
    ]);
    expect(requests[0]!.defaultAnswer).toEqual({ action: 'upgrade', upgrades: ['khorne-cultists'] });
    expect(requests[0]!.schema!.safeParse({ action: 'upgrade', upgrades: ['khorne-rage', 'khorne-tribute'] }).success).toBe(false);
  });

  test.each([
    { sheet: { action: 'upgrade', upgrades: ['khorne-bloodletters'] }, reasons: [] },
    { sheet: { action: 'upgrade', upgrades: ['nurgle-cultists'] }, reasons: ['unknown_upgrade'] },
    { sheet: { action: 'upgrade', upgrades: ['khorne-rage', 'khorne-tribute'] }, reasons: ['wrong_upgrade_count'] },
    { sheet: { action: 'upgrade', upgrades: ['khorne-rage', 'khorne-rage'] }, reasons: ['duplicate_upgrade'] },
    { sheet: { action: 'pass' }, reasons: ['wrong_decision'] },
  ])('Khorne answers $sheet.upgrades → $reasons', ({ sheet, reasons }) => {
    expect(reasonsOf(setup, asked(), 'k', sheet)).toEqual(reasons);
  });

  test('an upgrade already taken is refused', () => {
    const state = position(setup, { ...asked(), upgrades: { khorne: ['khorne-rage'] } } as StateInput);
    expect(reasonsOf(setup, state, 'k', { action: 'upgrade', upgrades: ['khorne-rage'] })).toEqual(['upgrade_taken']);
  });

  test('Nurgle is not asked', () => {
    expect(reasonsOf(setup, asked(), 'n', { action: 'upgrade', upgrades: ['nurgle-cultists'] })).toEqual(['not_asked']);
  });

  test('answers are applied (Slaanesh silent: default) and the upgraded follower’s values change', () => {
    const r = step(setup, asked(), { k: { action: 'upgrade', upgrades: ['khorne-bloodletters'] } }, 'u', FOUR, ['s']);
    expect(events(r.outcome, 'upgrade_taken')).toEqual([
      { type: 'upgrade_taken', god: 'khorne', upgrade: 'khorne-bloodletters', defaulted: false },
      { type: 'upgrade_taken', god: 'slaanesh', upgrade: 'slaanesh-cultists', defaulted: true },
    ]);
    expect(r.nextState.upgrades).toMatchObject({ khorne: ['khorne-bloodletters'], slaanesh: ['slaanesh-cultists'] });
    // Bloodletters now attack 3: one of them rolls 3 dice.
    const battle = step(
      setup,
      position(setup, {
        at: 'battle',
        upgrades: { khorne: ['khorne-bloodletters'] },
        regions: { norsca: { figures: { khorne: { bloodletter: 1 }, nurgle: { cultist: 1 } } } },
        oldWorld: { deck: ['omens'] },
      }),
      {},
      'b',
    );
    expect(events(battle.outcome, 'rolled')[0]!.count).toBe(3);
  });

  test('a god with no upgrade card left is not asked', () => {
    const all = setup.data.gods.khorne.upgrades.map((u) => u.id);
    const r = run(at({ counters: { khorne: 1 }, upgrades: { khorne: all } }));
    expect(r.nextState.pending?.kind).not.toBe('upgrade');
  });
});
