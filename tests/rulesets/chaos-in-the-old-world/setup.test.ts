import { describe, expect, test } from 'vitest';
import { getRuleset } from '../../../src/engine/registry.ts';
import { hiddenRandom, shuffled } from '../../../src/engine/core/random.ts';
import { TOKEN_KINDS } from '../../../src/engine/rulesets/chaos-in-the-old-world/ids.ts';
import { FOUR, KHORNE, NURGLE, SLAANESH, THREE, TZEENTCH, ruleset, setupWith } from './helpers.ts';

describe('registration and setup', () => {
  test('registered under its id; 3–4 seats; hidden information', () => {
    expect(getRuleset('chaos-in-the-old-world')).toBe(ruleset);
    expect(ruleset.seats).toEqual({ min: 3, max: 4 });
    expect(ruleset.hiddenInformation).toBe(true);
  });

  test('the default setup parses (after a JSON round trip) and validates', () => {
    const setup = ruleset.defaultSetup();
    expect(ruleset.setupSchema.parse(JSON.parse(JSON.stringify(setup)))).toEqual(setup);
    expect(ruleset.validateSetup(setup)).toEqual([]);
  });

  test('defaults of the seed and the digest: ruined above 12, 50 VP, 5 ruined regions, 7/8 Old World cards, 3 starting cards', () => {
    const { options, data } = ruleset.defaultSetup();
    expect(options).toMatchObject({
      ruinLimit: 12,
      ruinRule: 'above-limit',
      victoryPoints: 50,
      ruinedRegionsToEnd: 5,
      oldWorldDeckFour: 7,
      oldWorldDeckThree: 8,
      startingHand: 3,
    });
    // Seed: 2 nobles, 3 warpstone, 4 peasants; standard region order (digest check).
    expect(data.setupTokens).toMatchObject({ noble: 2, warpstone: 3, peasant: 4 });
    expect(data.regions.map((r) => r.id)).toEqual([
      'norsca',
      'troll-country',
      'kislev',
      'empire',
      'bretonnia',
      'estalia',
      'tilea',
      'border-princes',
      'badlands',
    ]);
    // Seed: warpstone counts as a corruption token; cultists place one token each; five upgrades per god.
    expect(data.tokens.warpstone.corruption).toBe(1);
    for (const god of Object.values(data.gods)) {
      expect(god.figures.filter((f) => f.kind === 'cultist').every((f) => f.corruption === 1)).toBe(true);
      expect(god.upgrades).toHaveLength(5);
      expect(god.dial.filter((d) => d.kind === 'upgrade')).toHaveLength(5);
    }
  });

  test.each([
    ['ruinLimit 0', { ruinLimit: 0 }],
    ['ruinLimit 100', { ruinLimit: 100 }],
    ['ruinRule unknown', { ruinRule: 'sometimes' }],
    ['the old ruinThreshold mixed with the new fields', { ruinThreshold: 12 }],
    ['victoryPoints 0', { victoryPoints: 0 }],
    ['wounds unknown', { wounds: 'forever' }],
    ['passIsFinal not boolean', { passIsFinal: 'yes' }],
    ['startingHand 21', { startingHand: 21 }],
  ])('the schema refuses %s', (_name, options) => {
    const setup = ruleset.defaultSetup();
    expect(ruleset.setupSchema.safeParse({ ...setup, options: { ...setup.options, ...options } }).success).toBe(false);
  });

  test.each([12, 13, 2])(
    'a setup stored with the old ruinThreshold %i ("this much or more") keeps its meaning: { ruinLimit, ruinRule: at-limit }',
    (threshold) => {
      const { ruinLimit: _l, ruinRule: _r, ...rest } = ruleset.defaultSetup().options;
      const stored = JSON.parse(JSON.stringify({ ...ruleset.defaultSetup(), options: { ...rest, ruinThreshold: threshold } }));
      const parsed = ruleset.setupSchema.parse(stored);
      expect(parsed.options).toMatchObject({ ruinLimit: threshold, ruinRule: 'at-limit' });
      expect(parsed.options).not.toHaveProperty('ruinThreshold');
      expect(ruleset.validateSetup(parsed)).toEqual([]);
    },
  );

  test('the schema bounds GM data: a figure cost 0, a 31-notch dial, a 7th figure type', () => {
    const base = ruleset.defaultSetup();
    const bad1 = structuredClone(base);
    bad1.data.gods.khorne.figures[0]!.cost = 0;
    const bad2 = structuredClone(base);
    bad2.data.gods.khorne.dial = Array(31).fill({ kind: 'none' });
    const bad3 = structuredClone(base);
    bad3.data.gods.khorne.figures = Array.from({ length: 7 }, (_, i) => ({ ...base.data.gods.khorne.figures[0]!, id: `f${i}` }));
    for (const bad of [bad1, bad2, bad3]) expect(ruleset.setupSchema.safeParse(bad).success).toBe(false);
  });

  test.each([
    { name: 'duplicate region', edit: (d: any) => d.regions.push({ ...d.regions[0] }), path: 'data.regions[9].id', code: 'duplicate_id' },
    { name: 'unknown adjacency', edit: (d: any) => d.adjacency.push(['norsca', 'atlantis']), path: 'data.adjacency[14][1]', code: 'unknown_reference' },
    { name: 'self adjacency', edit: (d: any) => d.adjacency.push(['tilea', 'tilea']), path: 'data.adjacency[14]', code: 'self_adjacency' },
    { name: 'repeated border', edit: (d: any) => d.adjacency.push(['troll-country', 'norsca']), path: 'data.adjacency[14]', code: 'duplicate_id' },
    { name: 'too many setup tokens', edit: (d: any) => (d.setupTokens.peasant = 5), path: 'data.setupTokens', code: 'too_many_setup_tokens' },
    {
      name: 'upgrade of an unknown figure',
      edit: (d: any) => (d.gods.nurgle.upgrades[0].figure = 'zombie'),
      path: 'data.gods.nurgle.upgrades[0].figure',
      code: 'unknown_reference',
    },
    {
      name: 'duplicate chaos card',
      edit: (d: any) => (d.gods.tzeentch.cards[1].id = d.gods.tzeentch.cards[0].id),
      path: 'data.gods.tzeentch.cards[1].id',
      code: 'duplicate_id',
    },
    {
      name: 'Old World card naming an unknown region',
      edit: (d: any) => (d.oldWorld[1].onDraw[0].regions = ['kislev', 'lustria']),
      path: 'data.oldWorld[1].onDraw[0].regions[1]',
      code: 'unknown_reference',
    },
    {
      name: 'Old World deck smaller than the game uses',
      edit: (d: any) => (d.oldWorld = d.oldWorld.slice(0, 7)),
      path: 'data.oldWorld',
      code: 'deck_too_small',
    },
  ])('validateSetup: $name', ({ edit, path, code }) => {
    const setup = ruleset.defaultSetup();
    edit(setup.data);
    expect(ruleset.validateSetup(setup).map((p) => [p.path, p.code])).toEqual([[path, code]]);
  });

  test.each([
    { name: 'a free god', seated: [KHORNE], player: NURGLE, codes: [] },
    { name: 'a fifth player', seated: FOUR, player: { id: 'x', name: 'X', god: 'khorne' as const }, codes: ['game_full'] },
    // Seed: "hvis der er uenighed, trækkes der lod" — a god asked for twice is drawn by lot at the start, not refused.
    { name: 'a god another player asked for', seated: [KHORNE], player: { id: 'x', name: 'X', god: 'khorne' as const }, codes: [] },
    { name: 'an id taken', seated: [KHORNE], player: { ...NURGLE, id: 'k' }, codes: ['duplicate_player'] },
    { name: 'a repeated priority', seated: [], player: { ...NURGLE, hitPriority: ['cultist' as const, 'cultist' as const] }, codes: ['duplicate_priority'] },
  ])('validatePlayer: $name', ({ seated, player, codes }) => {
    expect(ruleset.validatePlayer(ruleset.defaultSetup(), seated, player).map((p) => p.code)).toEqual(codes);
  });

  test('the player schema refuses an unknown god and bounds the priority list', () => {
    expect(ruleset.playerSchema.safeParse({ id: 'a', name: 'A', god: 'malal' }).success).toBe(false);
    expect(ruleset.playerSchema.safeParse({ id: 'a', name: 'A', god: 'nurgle', hitPriority: Array(11).fill('cultist') }).success).toBe(false);
  });

  test('seatChoices offers every god: those nobody asked for first, then those asked for, with who asked and that lots will be drawn', () => {
    const choices = ruleset.seatChoices!(ruleset.defaultSetup(), [NURGLE], 'en').god!;
    expect(choices.map((c) => c.value)).toEqual(['khorne', 'tzeentch', 'slaanesh', 'nurgle']);
    expect(choices.slice(0, 3).every((c) => c.hint === undefined && !c.disabled)).toBe(true);
    expect(choices[3]).toMatchObject({ hint: { en: 'already asked for by Nils: lots will be drawn', es: 'ya lo pide Nils: se sorteará' } });
    expect(choices[3]!.disabled).toBeUndefined();
  });
});

describe('initial state (seed: Setup)', () => {
  const setup = ruleset.defaultSetup();

  test('four players: 7 Old World cards, the first drawn in round 1; the rest set aside', () => {
    const state = ruleset.initialState(setup, FOUR, { gameSeed: 'g' });
    expect(state.oldWorld.deck).toHaveLength(6);
    expect(state.oldWorld.aside).toHaveLength(setup.data.oldWorld.length - 7);
    const order = shuffled(
      hiddenRandom('g', 'old-world-deck'),
      setup.data.oldWorld.map((c) => c.id),
    );
    expect([state.oldWorld.track[0] ?? state.oldWorld.discard[0], ...state.oldWorld.deck]).toEqual(order.slice(0, 7));
  });

  test('three players: 8 Old World cards', () => {
    const state = ruleset.initialState(setup, THREE, { gameSeed: 'g' });
    expect(state.oldWorld.deck.length + 1).toBe(8);
    expect(state.gods).toEqual(['khorne', 'nurgle', 'tzeentch']);
  });

  test('2 nobles, 3 warpstone, 4 peasants, one per region (before any Old World card)', () => {
    const state = ruleset.initialState(
      setupWith({}, (d) => (d.oldWorld = d.oldWorld.map((c) => ({ ...c, onDraw: [], onResolve: [] })))),
      FOUR,
      { gameSeed: 'g2' },
    );
    const perRegion = Object.values(state.regions).map((r) => TOKEN_KINDS.reduce((s, k) => s + r.tokens[k], 0));
    expect(perRegion).toEqual(Array(9).fill(1));
    const total = (k: (typeof TOKEN_KINDS)[number]) => Object.values(state.regions).reduce((s, r) => s + r.tokens[k], 0);
    expect([total('noble'), total('warpstone'), total('peasant')]).toEqual([2, 3, 4]);
  });

  test('each god shuffles its chaos deck on the hidden stream chaos-deck:<god>, draws 3, then the Draw phase', () => {
    const state = ruleset.initialState(setup, FOUR, { gameSeed: 'g' });
    for (const p of FOUR) {
      const god = setup.data.gods[p.god];
      const cards = god.cards.flatMap((c) => Array(c.copies).fill(c.id));
      const deck = shuffled(hiddenRandom('g', `chaos-deck:${p.god}`), cards);
      expect(state.hands[p.god]).toEqual(deck.slice(0, 3 + god.cardsPerRound));
      expect(state.decks[p.god]).toEqual(deck.slice(3 + god.cardsPerRound));
      expect(state.power[p.god]).toBe(god.power);
    }
  });

  test('ruination deck in numeric order; round 1 waits for Khorne to summon', () => {
    const state = ruleset.initialState(setup, [SLAANESH, TZEENTCH, NURGLE, KHORNE], { gameSeed: 'g' });
    expect(state.ruination).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(state.round).toBe(1);
    expect(state.pending).toEqual({ kind: 'summon', god: 'khorne' });
    expect(ruleset.decisions!(setup, FOUR, state).map((r) => [r.player, r.kind, r.required])).toEqual([['k', 'summon', true]]);
  });

  test('the same game seed gives the same game; another seed another one', () => {
    const a = ruleset.initialState(setup, FOUR, { gameSeed: 'same' });
    expect(ruleset.initialState(setup, FOUR, { gameSeed: 'same' })).toEqual(a);
    expect(ruleset.initialState(setup, FOUR, { gameSeed: 'other' })).not.toEqual(a);
  });

  test('the opening (round 1 Old World and Draw phases) is kept for the first report', () => {
    const state = ruleset.initialState(setup, FOUR, { gameSeed: 'g' });
    expect(state.opening.map((e) => e.type).slice(0, 7)).toEqual([
      'setup_tokens',
      'cards_drawn',
      'cards_drawn',
      'cards_drawn',
      'cards_drawn',
      'round_started',
      'old_world_card',
    ]);
    expect(state.opening.filter((e) => e.type === 'cards_drawn').map((e) => (e as { reason: string }).reason)).toEqual([
      'setup',
      'setup',
      'setup',
      'setup',
      'draw',
      'draw',
      'draw',
      'draw',
    ]);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
