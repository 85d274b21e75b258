import { describe, expect, test } from 'vitest';
import type { Viewer } from '../../../src/engine/core/ruleset.ts';
import { schemaFormFields } from '../../../src/web/forms/index.ts';
import { messages } from '../../../src/engine/rulesets/chaos-in-the-old-world/messages.ts';
import { REASONS } from '../../../src/engine/rulesets/chaos-in-the-old-world/reasons.ts';
import type { StateInput } from '../../../src/engine/rulesets/chaos-in-the-old-world/state.ts';
import { FOUR, KHORNE, position, ruleset, setupWith, step } from './helpers.ts';

const setup = ruleset.defaultSetup();

describe('catalogue', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  const forms = (m: unknown): string[] => (typeof m === 'string' ? [m] : [(m as { one: string }).one, (m as { other: string }).other]);

  test.each(Object.keys(messages))('%s: es and en, non-empty, same placeholders', (key) => {
    const entry = messages[key as keyof typeof messages];
    const es = forms(entry.es);
    const en = forms(entry.en);
    for (const text of [...es, ...en]) expect(text.length).toBeGreaterThan(0);
    expect(new Set(es.flatMap(placeholders))).toEqual(new Set(en.flatMap(placeholders)));
  });

  test('every refusal reason has its message', () => {
    for (const reason of REASONS) expect(messages).toHaveProperty(`reason_${reason}`);
  });

  test('plural forms: "1 card" / "2 cards", "1 carta" / "2 cartas"', () => {
    const state = position(setup, { at: 'end-check', pending: { kind: 'upgrade', due: { khorne: 1 } }, oldWorld: { deck: ['omens'] } });
    const en = ruleset.checkSheet(setup, FOUR, state, 'k', { action: 'upgrade', upgrades: ['khorne-rage', 'khorne-tribute'] }, 'en').errors[0]!.message;
    const es = ruleset.checkSheet(setup, FOUR, state, 'k', { action: 'upgrade', upgrades: ['khorne-rage', 'khorne-tribute'] }, 'es').errors[0]!.message;
    expect(en).toBe('You must choose exactly 1 upgrade card.');
    expect(es).toBe('Debes elegir exactamente 1 carta de mejora.');
  });
});

describe('decision requests and the phase', () => {
  const summoning: StateInput = {
    at: 'summoning',
    pending: { kind: 'summon', god: 'nurgle' },
    power: { nurgle: 2 },
    hands: { nurgle: ['quarantine', 'plague-wind', 'quarantine'] },
    oldWorld: { deck: ['omens'] },
  };

  test('summon request: the god whose turn it is, public, required, default pass, schema from the position', () => {
    const [r] = ruleset.decisions!(setup, FOUR, position(setup, summoning));
    expect(r).toMatchObject({ player: 'n', kind: 'summon', secret: false, required: true, defaultAnswer: { action: 'pass' } });
    expect(r!.prompt.en).toBe('Nurgle: summon a follower, play a chaos card or pass (power: 2).');
    expect(r!.prompt.es).toBe('Nurgle: invoca un seguidor, juega una carta de Caos o pasa (poder: 2).');
    expect(r!.schema!.safeParse({ action: 'card', card: 'quarantine', region: 'tilea' }).success).toBe(true);
    expect(r!.schema!.safeParse({ action: 'card', card: 'fly-swarm', region: 'tilea' }).success).toBe(false);
    expect(r!.schema!.safeParse({ action: 'summon', figure: 'bloodletter', region: 'tilea' }).success).toBe(false);
    expect(r!.schema!.safeParse({ action: 'summon', figure: 'cultist', region: 'tilea', extra: 1 }).success).toBe(false);
  });

  test('the generated forms: labelled fields, names rather than ids, a lone action already chosen', () => {
    const form = (state: ReturnType<typeof position>) => {
      const [r] = ruleset.decisions!(setup, FOUR, state);
      return schemaFormFields({ schema: r!.schema!, value: undefined, lang: 'en', prefix: 'answer', choices: r!.choices! }).toString();
    };
    const summonForm = form(position(setup, summoning));
    for (const label of ['Follower', 'Region', 'From region (re-summon)', 'Chaos card']) expect(summonForm).toContain(label);
    expect(summonForm).toContain('> Plague Wind <span class="muted">cost 2</span>');
    const upgradeForm = form(position(setup, { at: 'end-check', pending: { kind: 'upgrade', due: { khorne: 1 } }, oldWorld: { deck: ['omens'] } }));
    expect(upgradeForm).toContain('<option value="upgrade" selected>Choose upgrades</option>');
    expect(upgradeForm).toContain('<legend>Upgrades</legend>');
    expect(upgradeForm).toContain('value="khorne-bloodletters"> Hellblades <span class="muted">Bloodletters: attack 3.</span>');
  });

  test('the hand heading names whose hand it is; the VP ending counts in the singular', () => {
    const over = position(setup, {
      at: 'end-check',
      result: { ending: 'victory-points', winners: ['tzeentch'], round: 1, candidates: ['khorne', 'nurgle', 'tzeentch', 'slaanesh'] },
      hands: { khorne: ['skull-tithe'] },
      oldWorld: { deck: [] },
    });
    const text = (viewer: Viewer) => JSON.stringify(ruleset.describePosition!({ setup, players: FOUR, state: over, lang: 'en', viewer }));
    const count = (viewer: Viewer, heading: string) => text(viewer).split(`"${heading}"," — "`).length - 1; // a hand heading: "Hand — Khorne"
    // The game is over: every hand is shown, "Your hand" only over the viewer's own.
    expect([count({ role: 'player', id: 'k' }, 'Your hand'), count({ role: 'player', id: 'k' }, 'Hand')]).toEqual([1, 3]);
    expect([count({ role: 'public' }, 'Your hand'), count({ role: 'public' }, 'Hand')]).toEqual([0, 4]);
    expect(messages['ending_victory-points'].en).toEqual({ one: '{n} victory point', other: '{n} victory points' });
  });

  test('summon choices: affordable followers, cards with costs, regions', () => {
    const [r] = ruleset.decisions!(setup, FOUR, position(setup, summoning));
    const c = r!.choices!;
    expect(c.action!.map((x) => x.value)).toEqual(['summon', 'card', 'pass']);
    expect(c.figure!.map((x) => [x.value, x.disabled])).toEqual([
      ['cultist', false],
      ['plaguebearer', false],
      ['great-unclean-one', true],
    ]);
    expect(c.card!.map((x) => [x.value, x.disabled])).toEqual([
      ['quarantine', false],
      ['plague-wind', false],
    ]);
    expect(c.card![1]!.hint).toEqual({ es: 'coste 2', en: 'cost 2' });
    expect(c.region!.filter((x) => !x.disabled)).toHaveLength(9);
    expect(ruleset.sheetChoices!(setup, FOUR, position(setup, summoning), 'n', 'en')).toEqual(c);
    expect(ruleset.sheetChoices!(setup, FOUR, position(setup, summoning), 'k', 'en')).toEqual({});
  });

  test('phase and active players', () => {
    const state = position(setup, { ...summoning, round: 3 });
    expect(ruleset.phase!(setup, state)).toEqual({ turn: 3, index: 2, count: 6, id: 'summoning', name: 'Summoning phase', secret: false, acceptsOrders: true });
    expect(ruleset.activePlayers!(setup, FOUR, state)).toEqual(['n']);
  });

  test('publicState: VP per player, the single god with most figures per region', () => {
    const state = position(setup, {
      vp: { khorne: 7, slaanesh: 3 },
      regions: {
        norsca: { figures: { khorne: { cultist: 2 }, nurgle: { cultist: 1 } } },
        tilea: { figures: { khorne: { cultist: 1 }, nurgle: { cultist: 1 } } },
      },
    });
    const pub = ruleset.publicState(setup, state);
    expect(pub.scores).toEqual({ k: 7, n: 0, t: 0, s: 3 });
    expect(pub.summary?.control).toMatchObject({ norsca: 'k', tilea: null, empire: null });
    expect(pub.turn).toBe(1);
  });
});

describe('GM corrections (heroes, card texts, dial texts)', () => {
  const base: StateInput = {
    at: 'summoning',
    pending: { kind: 'summon', god: 'khorne' },
    hands: { nurgle: ['quarantine'] },
    decks: { nurgle: ['fly-swarm', 'plague-wind'] },
    regions: {
      empire: { figures: { khorne: { bloodletter: 2 } }, cards: [{ god: 'khorne', card: 'skull-tithe' }] },
      tilea: { ruined: true, ruinCard: 1, ruinedRound: 1 },
    },
  };
  const state = () => position(setup, base);
  test.each([
    { name: 'a hero kills a Bloodletter', adj: { kind: 'figures', god: 'khorne', figure: 'bloodletter', region: 'empire', delta: -1 }, problems: [] },
    {
      name: 'three Bloodletters removed where two stand',
      adj: { kind: 'figures', god: 'khorne', figure: 'bloodletter', region: 'empire', delta: -3 },
      problems: ['negative_result'],
    },
    {
      name: 'more figures than the god owns',
      adj: { kind: 'figures', god: 'khorne', figure: 'bloodletter', region: 'norsca', delta: 3 },
      problems: ['too_many_figures'],
    },
    { name: 'an unknown follower', adj: { kind: 'figures', god: 'khorne', figure: 'plaguebearer', region: 'empire', delta: 1 }, problems: ['unknown_figure'] },
    { name: 'victory points for Slaanesh', adj: { kind: 'vp', god: 'slaanesh', delta: 2 }, problems: [] },
    { name: 'a token in a ruined region', adj: { kind: 'tokens', token: 'peasant', region: 'tilea', delta: 1 }, problems: ['ruined_region'] },
    { name: 'corruption in a ruined region', adj: { kind: 'corruption', god: 'nurgle', region: 'tilea', delta: 1 }, problems: ['ruined_region'] },
    { name: 'a token removed from a ruined region', adj: { kind: 'tokens', token: 'peasant', region: 'tilea', delta: -1 }, problems: ['negative_result'] },
    { name: 'an unknown region', adj: { kind: 'tokens', token: 'hero', region: 'lustria', delta: 1 }, problems: ['unknown_region'] },
    { name: 'power below zero', adj: { kind: 'power', god: 'khorne', delta: -7 }, problems: ['negative_result'] },
    { name: 'a discard from the hand', adj: { kind: 'discard', god: 'nurgle', card: 'quarantine' }, problems: [] },
    { name: 'a discard of a card not in hand', adj: { kind: 'discard', god: 'nurgle', card: 'fly-swarm' }, problems: ['card_not_in_hand'] },
    { name: 'a played card removed', adj: { kind: 'remove-card', god: 'khorne', card: 'skull-tithe', region: 'empire' }, problems: [] },
    { name: 'an upgrade granted', adj: { kind: 'upgrade', god: 'tzeentch', upgrade: 'tzeentch-insight' }, problems: [] },
    { name: 'an upgrade of another god', adj: { kind: 'upgrade', god: 'tzeentch', upgrade: 'khorne-rage' }, problems: ['unknown_upgrade'] },
  ])('$name → $problems', ({ adj, problems }) => {
    const parsed = ruleset.adjustmentSchema!.parse(adj);
    expect(ruleset.checkAdjustment!(setup, FOUR, state(), parsed).map((p) => p.code)).toEqual(problems);
  });

  test('a god not seated is refused', () => {
    expect(ruleset.checkAdjustment!(setup, [KHORNE], position(setup, base, [KHORNE]), { kind: 'vp', god: 'slaanesh', delta: 2 }).map((p) => p.code)).toEqual([
      'unknown_god',
    ]);
  });

  test('corrections are applied in order; a corruption token placed counts its god as a ruiner this round', () => {
    const next = ruleset.applyAdjustments!(setup, FOUR, state(), [
      { kind: 'figures', god: 'khorne', figure: 'bloodletter', region: 'empire', delta: -1 },
      { kind: 'vp', god: 'nurgle', delta: 4 },
      { kind: 'corruption', god: 'nurgle', region: 'kislev', delta: 2 },
      { kind: 'draw', god: 'nurgle', count: 5 },
      { kind: 'tokens', token: 'hero', region: 'tilea', delta: 1 },
    ]);
    expect(next.regions.empire!.figures.khorne!.bloodletter).toBe(1);
    expect(next.vp.nurgle).toBe(4);
    expect(next.regions.kislev!.corruption.nurgle).toBe(2);
    expect(next.roundLog.placed.kislev).toEqual(['nurgle']);
    // A correction never reshuffles: only the 2 cards of the deck are drawn.
    expect(next.hands.nurgle).toEqual(['quarantine', 'fly-swarm', 'plague-wind']);
    // The ruined region takes no token: that correction is skipped.
    expect(next.regions.tilea!.tokens.hero).toBe(0);
  });

  test('the schema bounds what the GM types', () => {
    expect(ruleset.adjustmentSchema!.safeParse({ kind: 'vp', god: 'khorne', delta: 1000 }).success).toBe(false);
    expect(ruleset.adjustmentSchema!.safeParse({ kind: 'teleport', god: 'khorne' }).success).toBe(false);
    expect(ruleset.adjustmentSchema!.safeParse({ kind: 'draw', god: 'khorne', count: 11 }).success).toBe(false);
  });

  test('after the game ends no correction applies', () => {
    const over = position(setup, { ...base, result: { ending: 'old-world-deck', winners: [], round: 2, candidates: ['khorne'] } });
    expect(ruleset.checkAdjustment!(setup, FOUR, over, { kind: 'vp', god: 'khorne', delta: 1 }).map((p) => p.code)).toEqual(['game_over']);
  });

  test('a hero step: the GM kills a figure, then resolves', () => {
    const rules = setupWith({ gmEndPhaseStep: 'auto' });
    const waiting = step(
      rules,
      position(rules, { at: 'end-heroes', regions: { empire: { tokens: { hero: 1 }, figures: { slaanesh: { cultist: 2 } } } }, oldWorld: { deck: ['omens'] } }),
    ).nextState;
    expect(waiting.pending).toEqual({ kind: 'gm', reasons: ['heroes'] });
    const corrected = ruleset.applyAdjustments!(rules, FOUR, waiting, [{ kind: 'figures', god: 'slaanesh', figure: 'cultist', region: 'empire', delta: -1 }]);
    const after = step(rules, corrected);
    expect(after.nextState.regions.empire!.figures.slaanesh!.cultist).toBe(1);
    expect(after.nextState.round).toBe(2);
  });
});
