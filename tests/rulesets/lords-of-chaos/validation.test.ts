import { describe, expect, test } from 'vitest';
import { checkSheet, lordsOfChaos } from '../../../src/engine/rulesets/lords-of-chaos/index.ts';
import { REJECTION_REASONS } from '../../../src/engine/rulesets/lords-of-chaos/reasons.ts';
import { MAP, PLAYERS, position } from './fixtures.ts';

interface Row {
  name: string;
  player: string;
  control: Record<string, string>;
  order: unknown;
  reason: string | null; // null = accepted
  deedsTaken?: string[];
  before?: unknown[]; // earlier orders in the same sheet
}

// K holds p11 (X1-1): 3 actions (base, a planet, its Resources symbol; rules §4).
const K = { p11: 'K' };
const rows: Row[] = [
  { name: 'unknown type', player: 'K', control: K, order: { type: 'attack', planet: 'p12' }, reason: 'invalid_order' },
  { name: 'count < 1', player: 'K', control: K, order: { type: 'invade', planet: 'p12', count: 0 }, reason: 'invalid_order' },
  { name: 'missing field', player: 'K', control: K, order: { type: 'invade' }, reason: 'invalid_order' },
  { name: 'not an object', player: 'K', control: K, order: 'invade p12', reason: 'invalid_order' },
  { name: 'extra field', player: 'K', control: K, order: { type: 'defend', planet: 'p11', hack: 1 }, reason: 'invalid_order' },
  { name: 'cede to yourself', player: 'K', control: K, order: { type: 'cede', planet: 'p11', to: 'K' }, reason: 'invalid_order' },
  {
    name: 'alliance without the issuer',
    player: 'K',
    control: K,
    reason: 'invalid_order',
    order: { type: 'invade', planet: 'p12', alliance: { members: ['N', 'S'], beneficiary: 'N' } },
  },
  {
    name: 'beneficiary not a member',
    player: 'K',
    control: K,
    reason: 'invalid_order',
    order: { type: 'invade', planet: 'p12', alliance: { members: ['K', 'N'], beneficiary: 'S' } },
  },
  {
    name: 'warlord not a member',
    player: 'K',
    control: K,
    reason: 'invalid_order',
    order: { type: 'invade', planet: 'p12', alliance: { members: ['K', 'N'], beneficiary: 'K', warlord: 'S' } },
  },
  { name: 'choice not a major god', player: 'K', control: K, order: { type: 'claimDeed', deed: 'chosen', choice: 'Malal' }, reason: 'invalid_order' },
  { name: 'invalid before unknown target', player: 'K', control: K, order: { type: 'cede', planet: 'nowhere', to: 'K' }, reason: 'invalid_order' },
  { name: 'unknown planet', player: 'K', control: K, order: { type: 'invade', planet: 'nowhere' }, reason: 'unknown_target' },
  { name: 'unknown sector', player: 'K', control: K, order: { type: 'defendSector', sector: 'ext9' }, reason: 'unknown_target' },
  { name: 'unknown deed', player: 'K', control: K, order: { type: 'claimDeed', deed: 'world_peace' }, reason: 'unknown_target' },
  { name: 'unknown cession recipient', player: 'K', control: K, order: { type: 'cede', planet: 'p11', to: 'Z' }, reason: 'unknown_target' },
  { name: 'unknown exchange planet', player: 'K', control: K, order: { type: 'cede', planet: 'p11', to: 'N', exchangeFor: 'zz' }, reason: 'unknown_target' },
  {
    name: 'unknown alliance member',
    player: 'K',
    control: K,
    reason: 'unknown_target',
    order: { type: 'invade', planet: 'p12', alliance: { members: ['K', 'Z'], beneficiary: 'K' } },
  },
  { name: 'invading your own planet', player: 'K', control: { p11: 'K', p12: 'K' }, order: { type: 'invade', planet: 'p12' }, reason: 'own_planet' },
  { name: 'own planet before insufficient', player: 'K', control: K, order: { type: 'invade', planet: 'p11', count: 50 }, reason: 'own_planet' },
  { name: 'ceding a planet not yours', player: 'K', control: { p11: 'K', p12: 'N' }, order: { type: 'cede', planet: 'p12', to: 'N' }, reason: 'not_owner' },
  { name: 'defending a sector not entirely yours', player: 'K', control: K, order: { type: 'defendSector', sector: 'ext1' }, reason: 'not_owner' },
  { name: 'sector defence without planets', player: 'K', control: {}, order: { type: 'defendSector', sector: 'ext1' }, reason: 'not_owner' },
  {
    name: 'second cession of a planet',
    player: 'K',
    control: K,
    reason: 'duplicate_cession',
    before: [{ type: 'cede', planet: 'p11', to: 'N' }],
    order: { type: 'cede', planet: 'p11', to: 'S' },
  },
  { name: 'defend without planets', player: 'K', control: {}, order: { type: 'defend', planet: 'p12' }, reason: 'no_planets' },
  { name: 'eye planet without planets', player: 'K', control: {}, order: { type: 'invade', planet: 'q12' }, reason: 'eye_without_planets' },
  {
    name: 'eye before protected sector',
    player: 'K',
    control: { q21: 'N', q22: 'N' },
    reason: 'eye_without_planets',
    order: { type: 'invade', planet: 'q21' },
  },
  { name: 'sector of another player', player: 'K', control: { cadia: 'N', p32: 'N' }, order: { type: 'invade', planet: 'cadia' }, reason: 'protected_sector' },
  { name: 'sector of two players is open', player: 'K', control: { cadia: 'N', p32: 'S' }, order: { type: 'invade', planet: 'cadia' }, reason: null },
  { name: 'not adjacent', player: 'K', control: K, order: { type: 'invade', planet: 'p21' }, reason: 'unreachable' },
  { name: 'corner is not adjacency (not listed)', player: 'K', control: K, order: { type: 'defend', planet: 'q21' }, reason: 'unreachable' },
  { name: 'unreachable before insufficient', player: 'K', control: K, order: { type: 'invade', planet: 'p21', count: 99 }, reason: 'unreachable' },
  { name: 'minor god claims avatar', player: 'M', control: { p11: 'M' }, order: { type: 'claimDeed', deed: 'avatar' }, reason: 'deed_not_allowed' },
  { name: 'Khorne claims plague', player: 'K', control: K, order: { type: 'claimDeed', deed: 'plague' }, reason: 'deed_not_allowed' },
  { name: 'major claims consecration', player: 'K', control: K, order: { type: 'claimDeed', deed: 'consecration' }, reason: 'deed_not_allowed' },
  { name: 'undivided claims rivalry', player: 'U', control: {}, order: { type: 'claimDeed', deed: 'rivalry' }, reason: 'deed_not_allowed' },
  {
    name: 'not allowed before taken',
    player: 'K',
    control: K,
    reason: 'deed_not_allowed',
    deedsTaken: ['plague'],
    order: { type: 'claimDeed', deed: 'plague' },
  },
  { name: 'deed already achieved', player: 'K', control: K, deedsTaken: ['skulls'], order: { type: 'claimDeed', deed: 'skulls' }, reason: 'deed_taken' },
  { name: 'over budget', player: 'K', control: K, order: { type: 'invade', planet: 'p12', count: 4 }, reason: 'insufficient_actions' },
  { name: 'exactly the budget', player: 'K', control: K, order: { type: 'invade', planet: 'p12', count: 3 }, reason: null },
  {
    name: 'claim twice is accepted',
    player: 'K',
    control: K,
    before: [{ type: 'claimDeed', deed: 'skulls' }],
    order: { type: 'claimDeed', deed: 'skulls' },
    reason: null,
  },
  { name: 'defend another player planet in reach', player: 'K', control: { p11: 'K', p12: 'N' }, order: { type: 'defend', planet: 'p12' }, reason: null },
  { name: 'no planets: any outer planet', player: 'K', control: {}, order: { type: 'invade', planet: 'p21' }, reason: null },
];

describe('order validation (rules §5, spec "Rejection reasons")', () => {
  test.each(rows)('$name → $reason', ({ player, control, order, reason, deedsTaken, before = [] }) => {
    const state = position(control, { deedsTaken: deedsTaken ?? [] });
    const sheet = [...before, order];
    const check = checkSheet(MAP, PLAYERS, state, player, sheet);
    const last = check.checks[sheet.length - 1]!;
    if (reason === null) expect(last).toMatchObject({ ok: true });
    else expect(last).toMatchObject({ ok: false, reason });
  });

  test('every reason code is exercised by the table', () => {
    const used = new Set(rows.map((r) => r.reason));
    expect(REJECTION_REASONS.filter((r) => !used.has(r))).toEqual([]);
  });

  test('budget in written order: rejected orders cost nothing and later orders are still checked', () => {
    const state = position(K); // 3 actions
    const check = checkSheet(MAP, PLAYERS, state, 'K', [
      { type: 'invade', planet: 'p12', count: 2 },
      { type: 'invade', planet: 'p13', count: 2 }, // 2 > 1 left
      { type: 'invade', planet: 'p21' }, // unreachable: costs nothing
      { type: 'defend', planet: 'p11', count: 1 }, // fits the last action
    ]);
    expect(check.checks.map((c) => (c.ok ? c.cost : c.reason))).toEqual([2, 'insufficient_actions', 'unreachable', 1]);
    expect(check).toMatchObject({ actionsAvailable: 3, actionsUsed: 3, actionsLeft: 0 });
  });

  test('a budget refusal says what the order costs and what is left, with nouns that agree (issue 19)', () => {
    const sheet = [
      { type: 'invade', planet: 'p12', count: 2 },
      { type: 'invade', planet: 'p13', count: 2 },
    ];
    const setup = { map: MAP } as Parameters<typeof lordsOfChaos.checkSheet>[0];
    const players = PLAYERS as unknown as Parameters<typeof lordsOfChaos.checkSheet>[1];
    const en = lordsOfChaos.checkSheet(setup, players, position(K), 'K', sheet, 'en');
    expect(en.errors).toEqual([
      {
        index: 1,
        path: '[1].count',
        reason: 'insufficient_actions',
        message: 'This order costs 2 actions and you have 1 left (orders are paid in the order written).',
      },
    ]);
    const es = lordsOfChaos.checkSheet(
      setup,
      players,
      position(K),
      'K',
      [
        { type: 'invade', planet: 'p12', count: 3 },
        { type: 'defend', planet: 'p11', count: 1 },
      ],
      'es',
    );
    expect(es.errors[0]?.message).toBe('Esta orden cuesta 1 acción y te quedan 0 (las órdenes se pagan en el orden escrito).');
  });

  test.each([
    ['the recipient holds the other planet: no warning', 'N', null],
    ['a third player holds it', 'T', /p12 belongs to Thousand Sons, not to .*\. .*neither planet changes hands/],
    ['nobody holds it', undefined, /p12 belongs to nobody/],
  ] as const)('an exchange is legal but flagged when it can never happen (rules §7; issue 19): %s', (_name, holder, warning) => {
    const setup = { map: MAP } as Parameters<typeof lordsOfChaos.checkSheet>[0];
    const players = PLAYERS as unknown as Parameters<typeof lordsOfChaos.checkSheet>[1];
    const control: Record<string, string> = holder ? { p11: 'K', p12: holder, p13: 'N' } : { p11: 'K', p13: 'N' };
    const sheet = [{ type: 'cede', planet: 'p11', to: 'N', exchangeFor: 'p12' }];
    const check = lordsOfChaos.checkSheet(setup, players, position(control), 'K', sheet, 'en');
    expect(check.errors).toEqual([]);
    const [note] = check.summary.warnings ?? [];
    if (warning === null) expect(note).toBeNull();
    else expect(note).toMatch(warning);
  });

  test('an unseated player has every order rejected and no actions', () => {
    const check = checkSheet(MAP, PLAYERS, position(K), 'ghost', [{ type: 'claimDeed', deed: 'burn' }]);
    expect(check.checks).toMatchObject([{ ok: false, reason: 'invalid_order' }]);
    expect(check.actionsAvailable).toBe(0);
  });
});

describe('an invalid_order refusal says what is wrong (issue 19: "This order is malformed…" was vague)', () => {
  const setup = { map: MAP } as Parameters<typeof lordsOfChaos.checkSheet>[0];
  const players = PLAYERS as unknown as Parameters<typeof lordsOfChaos.checkSheet>[1];
  test.each([
    ['not an object', 'invade p12', 'This is not an order'],
    ['unknown type', { type: 'attack', planet: 'p12' }, 'Unknown order type "attack"'],
    ['missing planet', { type: 'invade', count: 1 }, 'This order needs a planet.'],
    ['count 0', { type: 'defend', planet: 'p11', count: 0 }, 'The number of times must be a whole number of at least 1.'],
    ['extra field', { type: 'defend', planet: 'p11', hack: 1 }, 'This order does not take "hack".'],
    ['cede to yourself', { type: 'cede', planet: 'p11', to: 'K' }, 'You cannot cede a planet to yourself.'],
    ['alliance without you', { type: 'invade', planet: 'p12', alliance: { members: ['N', 'T'], beneficiary: 'N' } }, 'An alliance must include you'],
    ['favour not a major god', { type: 'claimDeed', deed: 'burn', choice: 'Malal' }, 'The favour must name a major god: Khorne, Nurgle, Tzeentch, Slaanesh.'],
  ])('%s', (_name, order, message) => {
    const check = lordsOfChaos.checkSheet(setup, players, position({ p11: 'K' }), 'K', [order], 'en');
    expect(check.errors).toHaveLength(1);
    expect(check.errors[0]).toMatchObject({ reason: 'invalid_order' });
    expect(check.errors[0]!.message).toContain(message);
  });

  test('in Spanish too', () => {
    const check = lordsOfChaos.checkSheet(setup, players, position({ p11: 'K' }), 'K', [{ type: 'invade', count: 1 }], 'es');
    expect(check.errors[0]!.message).toBe('A esta orden le falta un planeta.');
  });
});
