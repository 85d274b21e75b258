import { describe, expect, test } from 'vitest';
import type { StateInput } from '../../../src/engine/rulesets/chaos-in-the-old-world/state.ts';
import { FOUR, events, position, reasonsOf, ruleset, setupWith, step } from './helpers.ts';

const setup = ruleset.defaultSetup();

/** Khorne to act with 6 power; a Bloodletter in the Empire; the Bloodthirster in Tilea; Bretonnia ruined; Kislev's two card slots full. */
const base: StateInput = {
  at: 'summoning',
  pending: { kind: 'summon', god: 'khorne' },
  power: { khorne: 6, nurgle: 3, tzeentch: 0, slaanesh: 0 },
  hands: { khorne: ['blood-frenzy', 'skull-tithe'], nurgle: ['quarantine'] },
  regions: {
    empire: { figures: { khorne: { bloodletter: 1 } } },
    tilea: { figures: { khorne: { bloodthirster: 1 } } },
    bretonnia: { ruined: true, ruinCard: 1, ruinedRound: 1 },
    kislev: {
      cards: [
        { god: 'nurgle', card: 'quarantine' },
        { god: 'tzeentch', card: 'scheme' },
      ],
    },
  },
};

describe('summoning: what Khorne may answer (seed, Summoning phase)', () => {
  test.each([
    // "Du må dog kun placere den i en region, hvor du allerede har en tilhænger eller i en tilstødende region."
    { name: 'a cultist where Khorne has a follower', sheet: { action: 'summon', figure: 'cultist', region: 'empire' }, reasons: [] },
    { name: 'a cultist next to a follower (Empire–Kislev)', sheet: { action: 'summon', figure: 'cultist', region: 'kislev' }, reasons: [] },
    { name: 'a cultist next to the other follower (Tilea–Estalia)', sheet: { action: 'summon', figure: 'cultist', region: 'estalia' }, reasons: [] },
    { name: 'a cultist two regions away (Troll Country)', sheet: { action: 'summon', figure: 'cultist', region: 'troll-country' }, reasons: ['not_adjacent'] },
    // A ruined region takes figures: the seed forbids only cards, tokens, points and corruption there.
    { name: 'a cultist in a ruined region next to a follower', sheet: { action: 'summon', figure: 'cultist', region: 'bretonnia' }, reasons: [] },
    { name: 'an unknown follower', sheet: { action: 'summon', figure: 'zombie', region: 'empire' }, reasons: ['unknown_figure'] },
    { name: 'an unknown region', sheet: { action: 'summon', figure: 'cultist', region: 'lustria' }, reasons: ['unknown_region'] },
    { name: 'an unknown origin region', sheet: { action: 'summon', figure: 'bloodletter', region: 'empire', from: 'lustria' }, reasons: ['unknown_region'] },
    // "du må gerne vælge en, der allerede står på brættet": re-summoning moves it.
    {
      name: 're-summon the Bloodthirster from Tilea to the Empire',
      sheet: { action: 'summon', figure: 'bloodthirster', region: 'empire', from: 'tilea' },
      reasons: [],
    },
    {
      name: 're-summon from a region where it is not',
      sheet: { action: 'summon', figure: 'bloodletter', region: 'kislev', from: 'norsca' },
      reasons: ['figure_not_there'],
    },
    { name: 're-summon into the same region', sheet: { action: 'summon', figure: 'bloodletter', region: 'empire', from: 'empire' }, reasons: ['same_region'] },
    {
      name: 'the only Bloodthirster is on the board: say where from',
      sheet: { action: 'summon', figure: 'bloodthirster', region: 'empire' },
      reasons: ['no_figure_left'],
    },
    { name: 'play Blood Frenzy in the Empire', sheet: { action: 'card', card: 'blood-frenzy', region: 'empire' }, reasons: [] },
    // Seed, Ruined Regions: "Man må ikke spille chaos-kort i regionen."
    { name: 'a card in ruined Bretonnia', sheet: { action: 'card', card: 'blood-frenzy', region: 'bretonnia' }, reasons: ['ruined_region'] },
    { name: 'a card where both slots are taken', sheet: { action: 'card', card: 'blood-frenzy', region: 'kislev' }, reasons: ['no_card_slot'] },
    { name: 'a card of the deck not in hand', sheet: { action: 'card', card: 'brass-altar', region: 'empire' }, reasons: ['card_not_in_hand'] },
    { name: 'another god’s card', sheet: { action: 'card', card: 'plague-wind', region: 'empire' }, reasons: ['unknown_card'] },
    { name: 'a card in an unknown region', sheet: { action: 'card', card: 'blood-frenzy', region: 'lustria' }, reasons: ['unknown_region'] },
    { name: 'pass', sheet: { action: 'pass' }, reasons: [] },
    { name: 'a hit assignment during summoning', sheet: { action: 'assign', hits: [] }, reasons: ['wrong_decision'] },
    { name: 'an upgrade choice during summoning', sheet: { action: 'upgrade', upgrades: ['khorne-rage'] }, reasons: ['wrong_decision'] },
  ])('$name → $reasons', ({ sheet, reasons }) => {
    expect(reasonsOf(setup, position(setup, base), 'k', sheet)).toEqual(reasons);
  });

  test.each([
    // "betaler dets kostpris ved at trække den værdi fra dit power point track"
    {
      name: 'a Bloodthirster (3) with 2 power',
      power: 2,
      sheet: { action: 'summon', figure: 'bloodthirster', region: 'empire', from: 'tilea' },
      reasons: ['insufficient_power'],
    },
    { name: 'Skull Tithe (2) with 1 power', power: 1, sheet: { action: 'card', card: 'skull-tithe', region: 'empire' }, reasons: ['insufficient_power'] },
    { name: 'a cultist (1) with exactly 1 power', power: 1, sheet: { action: 'summon', figure: 'cultist', region: 'empire' }, reasons: [] },
  ])('power: $name → $reasons', ({ power, sheet, reasons }) => {
    expect(reasonsOf(setup, position(setup, { ...base, power: { ...base.power, khorne: power } }), 'k', sheet)).toEqual(reasons);
  });

  test('with no follower on the board a god may summon anywhere', () => {
    const state = position(setup, { ...base, regions: {} });
    expect(reasonsOf(setup, state, 'k', { action: 'summon', figure: 'cultist', region: 'troll-country' })).toEqual([]);
  });

  test('re-summoning the only follower lifts it first: it may go anywhere', () => {
    const state = position(setup, { ...base, regions: { empire: { figures: { khorne: { bloodletter: 1 } } } } });
    expect(reasonsOf(setup, state, 'k', { action: 'summon', figure: 'bloodletter', region: 'badlands', from: 'empire' })).toEqual([]);
    expect(reasonsOf(setup, state, 'k', { action: 'summon', figure: 'bloodletter', region: 'estalia', from: 'empire' })).toEqual([]);
  });

  test('option cardPlacement "presence": cards only where a follower is or next to one', () => {
    const presence = setupWith({ cardPlacement: 'presence' });
    const state = position(presence, base);
    expect(reasonsOf(presence, state, 'k', { action: 'card', card: 'blood-frenzy', region: 'troll-country' })).toEqual(['not_adjacent']);
    expect(reasonsOf(presence, state, 'k', { action: 'card', card: 'blood-frenzy', region: 'border-princes' })).toEqual([]);
  });

  test('only the god whose turn it is may answer; nobody after the end', () => {
    const state = position(setup, base);
    expect(reasonsOf(setup, state, 'n', { action: 'pass' })).toEqual(['not_asked']);
    expect(reasonsOf(setup, state, 'nobody', { action: 'pass' })).toEqual(['not_asked']);
    const over = position(setup, { ...base, result: { ending: 'old-world-deck', winners: [], round: 1, candidates: ['khorne'] } });
    expect(reasonsOf(setup, over, 'k', { action: 'pass' })).toEqual(['game_over']);
  });

  test('messages exist in both languages and the summary shows the cost', () => {
    const state = position(setup, base);
    const es = ruleset.checkSheet(setup, FOUR, state, 'k', { action: 'summon', figure: 'cultist', region: 'troll-country' }, 'es');
    expect(es.errors).toEqual([{ index: 0, path: 'region', reason: 'not_adjacent', message: expect.stringContaining('adyacente') }]);
    const ok = ruleset.checkSheet(setup, FOUR, state, 'k', { action: 'summon', figure: 'cultist', region: 'empire' }, 'en');
    expect(ok.summary).toEqual({ costs: [1], totals: { available: 6, used: 1, left: 5 } });
  });
});

/** Everybody in the Summoning phase with power, no figures, empty hands, Khorne first; nothing else on the board. */
const open: StateInput = {
  at: 'summoning',
  pending: { kind: 'summon', god: 'khorne' },
  power: { khorne: 2, nurgle: 1, tzeentch: 1, slaanesh: 1 },
  oldWorld: { deck: ['omens'] },
};

describe('summoning: the turn goes round in power order', () => {
  test('a summon pays its cost, places the figure and hands the turn to Nurgle', () => {
    const r = step(setup, position(setup, open), { k: { action: 'summon', figure: 'bloodletter', region: 'empire' } });
    expect(r.nextState.power.khorne).toBe(1);
    expect(r.nextState.regions.empire!.figures.khorne).toEqual({ cultist: 0, bloodletter: 1, bloodthirster: 0 });
    expect(events(r.outcome, 'summoned')).toEqual([
      { type: 'summoned', god: 'khorne', figure: 'bloodletter', region: 'empire', from: null, cost: 1, powerLeft: 1 },
    ]);
    expect(r.nextState.pending).toEqual({ kind: 'summon', god: 'nurgle' });
  });

  test('re-summoning moves the figure (no new figure comes from the reserve)', () => {
    const state = position(setup, { ...open, regions: { tilea: { figures: { khorne: { bloodthirster: 1 } } } }, power: { ...open.power, khorne: 3 } });
    const r = step(setup, state, { k: { action: 'summon', figure: 'bloodthirster', region: 'empire', from: 'tilea' } });
    expect(r.nextState.regions.tilea!.figures.khorne!.bloodthirster).toBe(0);
    expect(r.nextState.regions.empire!.figures.khorne!.bloodthirster).toBe(1);
    expect(r.nextState.power.khorne).toBe(0);
  });

  test('a played card leaves the hand, lies in the region and costs its power', () => {
    const state = position(setup, { ...open, hands: { khorne: ['skull-tithe', 'call-to-war'] } });
    const r = step(setup, state, { k: { action: 'card', card: 'skull-tithe', region: 'norsca' } });
    expect(r.nextState.hands.khorne).toEqual(['call-to-war']);
    expect(r.nextState.regions.norsca!.cards).toEqual([{ god: 'khorne', card: 'skull-tithe' }]);
    expect(r.nextState.power.khorne).toBe(0);
  });

  test('[Decision 3] passIsFinal (default): who passes is skipped until everybody has passed', () => {
    let state = position(setup, open);
    state = step(setup, state, { k: { action: 'pass' } }).nextState;
    state = step(setup, state, { n: { action: 'summon', figure: 'cultist', region: 'norsca' } }).nextState;
    state = step(setup, state, { t: { action: 'summon', figure: 'cultist', region: 'kislev' } }).nextState;
    expect(state.pending).toEqual({ kind: 'summon', god: 'slaanesh' });
    const r = step(setup, state, { s: { action: 'pass' } });
    // Khorne passed (never asked again although he has 2 power); Nurgle and Tzeentch have no power left:
    // they pass automatically, the phase ends and the round runs on to round 2.
    expect(events(r.outcome, 'auto_passed').map((e) => e.god)).toEqual(['nurgle', 'tzeentch']);
    expect(r.outcome.events.findIndex((e) => e.type === 'summoning_ended')).toBe(3);
    expect(r.nextState.round).toBe(2);
  });

  test('passIsFinal false: a pass only skips the turn; the phase ends after every god passed in a row', () => {
    const loose = setupWith({ passIsFinal: false });
    let state = position(loose, { ...open, power: { khorne: 2, nurgle: 1, tzeentch: 0, slaanesh: 0 } });
    let r = step(loose, state, { k: { action: 'pass' } });
    expect(r.nextState.pending).toEqual({ kind: 'summon', god: 'nurgle' });
    r = step(loose, r.nextState, { n: { action: 'summon', figure: 'cultist', region: 'norsca' } });
    // Tzeentch and Slaanesh cannot act (2 passes in a row): Khorne, who passed before, is asked again.
    expect(events(r.outcome, 'auto_passed').map((e) => e.god)).toEqual(['tzeentch', 'slaanesh']);
    expect(r.nextState.pending).toEqual({ kind: 'summon', god: 'khorne' });
    state = step(loose, r.nextState, { k: { action: 'summon', figure: 'cultist', region: 'kislev' } }).nextState;
    // Nurgle, Tzeentch, Slaanesh pass automatically (3 in a row); Khorne has 1 power left and is asked.
    expect(state.pending).toEqual({ kind: 'summon', god: 'khorne' });
    r = step(loose, state, { k: { action: 'pass' } });
    expect(r.outcome.events[0]).toEqual({ type: 'passed', god: 'khorne', defaulted: false });
    expect(r.outcome.events[1]).toEqual({ type: 'summoning_ended' });
  });

  test('passIsFinal false: one pass followed by three gods who cannot act ends the phase', () => {
    const loose = setupWith({ passIsFinal: false });
    const r = step(loose, position(loose, { ...open, power: { khorne: 2, nurgle: 0, tzeentch: 0, slaanesh: 0 } }), { k: { action: 'pass' } });
    expect(r.outcome.events.slice(0, 5).map((e) => e.type)).toEqual(['passed', 'auto_passed', 'auto_passed', 'auto_passed', 'summoning_ended']);
  });

  test('no answer before the deadline: a pass (the request’s default)', () => {
    const r = step(setup, position(setup, open), {}, 'seed', FOUR, ['k']);
    expect(events(r.outcome, 'passed')).toEqual([{ type: 'passed', god: 'khorne', defaulted: true }]);
    expect(ruleset.decisions!(setup, FOUR, position(setup, open))[0]!.defaultAnswer).toEqual({ action: 'pass' });
  });

  test('an answer no longer legal at resolution is refused and counts as a pass', () => {
    const r = step(setup, position(setup, open), { k: { action: 'summon', figure: 'bloodthirster', region: 'empire' } });
    expect(events(r.outcome, 'answer_refused')).toEqual([{ type: 'answer_refused', god: 'khorne', reason: 'insufficient_power' }]);
    expect(events(r.outcome, 'passed')).toHaveLength(1);
  });

  test('a god with no power can still play a card that costs 0', () => {
    const state = position(setup, {
      ...open,
      pending: { kind: 'summon', god: 'nurgle' },
      power: { khorne: 0, nurgle: 0, tzeentch: 0, slaanesh: 0 },
      hands: { khorne: ['call-to-war'] },
      summoning: { next: 1, passed: [], streak: 0 },
    });
    const r = step(setup, state, { n: { action: 'pass' } });
    // Tzeentch and Slaanesh cannot act; Khorne can (a 0-cost card).
    expect(events(r.outcome, 'auto_passed').map((e) => e.god)).toEqual(['tzeentch', 'slaanesh']);
    expect(r.nextState.pending).toEqual({ kind: 'summon', god: 'khorne' });
  });
});
