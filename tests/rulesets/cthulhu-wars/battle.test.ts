import { describe, expect, test } from 'vitest';
import { stepRandom } from '../../../src/engine/core/random.ts';
import type { State } from '../../../src/engine/rulesets/cthulhu-wars/types.ts';
import { CARLA, DARIO, G2, G3, SETUP, asked, cw, defaults, eventsOf, play, position, rawReasons, reasons, withOptions, type Game } from './helpers.ts';

const SIX = ['absorb', 'devolve', 'dreams', 'regenerate', 'submerge', 'yha-nthlei'];

/** Europe: Alba (Great Cthulhu) with an acolyte and a shoggoth; Bruno (Yellow Sign) with two acolytes and an undead. */
const EUROPE = {
  phase: 'action',
  firstPlayer: 'a',
  power: { a: 6, b: 6 },
  units: {
    'gc.acolyte.1': 'europe',
    'gc.shoggoth.1': 'europe',
    'ys.acolyte.1': 'europe',
    'ys.acolyte.2': 'europe',
    'ys.undead.1': 'europe',
    'ys.acolyte.3': 'scandinavia',
  },
  gates: { europe: 'ys.acolyte.1' },
};

// Seed, "Strid": "välja ett område där du har sammanlagt stridsvärde 1 eller mer och där minst en annan faktion
// ... också har enheter, oavsett deras stridsvärde. Du kan inte slåss i samma område mer än en gång per initiativsteg".
describe('starting a battle', () => {
  type Row = { name: string; extra?: Record<string, unknown>; actions: unknown[]; expected: string[]; raw?: boolean };
  test.each<Row>([
    { name: 'Combat 2 against any units', actions: [{ type: 'battle', area: 'europe', opponent: 'b' }], expected: [] },
    {
      name: 'Combat 0 (acolytes only)',
      extra: { units: { 'gc.acolyte.1': 'europe', 'ys.acolyte.1': 'europe' } },
      actions: [{ type: 'battle', area: 'europe', opponent: 'b' }],
      expected: ['no_combat'],
    },
    {
      name: 'the defender may have Combat 0',
      extra: { units: { 'gc.shoggoth.1': 'europe', 'ys.acolyte.1': 'europe' } },
      actions: [{ type: 'battle', area: 'europe', opponent: 'b' }],
      expected: [],
    },
    { name: 'no enemy units there', actions: [{ type: 'battle', area: 'north-atlantic', opponent: 'b' }], expected: ['no_enemy_units'] },
    { name: 'against yourself', raw: true, actions: [{ type: 'battle', area: 'europe', opponent: 'a' }], expected: ['self_battle'] },
    { name: 'against nobody', raw: true, actions: [{ type: 'battle', area: 'europe', opponent: 'zed' }], expected: ['unknown_player'] },
    {
      name: 'after the Action, without unlimited battle',
      actions: [
        { type: 'move', moves: [{ unit: 'gc.acolyte.1', to: 'scandinavia' }] },
        { type: 'battle', area: 'europe', opponent: 'b' },
      ],
      expected: ['battle_not_unlimited'],
    },
    {
      name: 'after the Action, with 6 spellbooks (unlimited battle)',
      extra: { spellbooks: { a: SIX } },
      actions: [
        { type: 'move', moves: [{ unit: 'gc.acolyte.1', to: 'scandinavia' }] },
        { type: 'battle', area: 'europe', opponent: 'b' },
      ],
      expected: [],
    },
    {
      name: 'after the Action, unlimited battle granted by the GM',
      extra: { unlimitedBattle: { a: true } },
      actions: [
        { type: 'move', moves: [{ unit: 'gc.acolyte.1', to: 'scandinavia' }] },
        { type: 'battle', area: 'europe', opponent: 'b' },
      ],
      expected: [],
    },
    {
      name: 'battle costs 1 (published)',
      extra: { power: { a: 1, b: 6 }, spellbooks: { a: SIX } },
      actions: [
        { type: 'move', moves: [{ unit: 'gc.acolyte.1', to: 'scandinavia' }] },
        { type: 'battle', area: 'europe', opponent: 'b' },
      ],
      expected: ['insufficient_power'],
    },
    {
      name: 'Pass leaves no Power for an unlimited battle',
      extra: { spellbooks: { a: SIX } },
      actions: [{ type: 'pass' }, { type: 'battle', area: 'europe', opponent: 'b' }],
      expected: ['insufficient_power'],
    },
  ])('$name → $expected', ({ extra, actions, expected, raw }) => {
    const state = position({ ...EUROPE, ...(extra ?? {}) });
    expect((raw ? rawReasons : reasons)(state, 'a', { actions })).toEqual(expected);
  });

  test('option unlimitedBattleWithAllSpellbooks off: 6 spellbooks do not make battle unlimited', () => {
    const game: Game = { setup: withOptions({ unlimitedBattleWithAllSpellbooks: false }), players: G2.players };
    const actions = [
      { type: 'move', moves: [{ unit: 'gc.acolyte.1', to: 'scandinavia' }] },
      { type: 'battle', area: 'europe', opponent: 'b' },
    ];
    expect(reasons(position({ ...EUROPE, spellbooks: { a: SIX } }, game), 'a', { actions }, game)).toEqual(['battle_not_unlimited']);
    expect(reasons(position({ ...EUROPE, spellbooks: { a: SIX } }), 'a', { actions })).toEqual([]);
  });
});

describe('the roll (step 2: dice = Combat, 6 kill, 4–5 pain)', () => {
  test.each(['seed-1', 'seed-2', 'seed-3', 'seed-4', 'seed-5'])('seed %s: every die is recorded and counted', (seed) => {
    const { events } = play(position(EUROPE), { a: { actions: [{ type: 'battle', area: 'europe', opponent: 'b' }] } }, G2, seed);
    const rolls = eventsOf(events, 'battle-roll');
    expect(rolls.map((r) => [r.side, r.combat, r.dice.length])).toEqual([
      ['attacker', 2, 2],
      ['defender', 1, 1],
    ]);
    const rng = stepRandom(seed, 'battle:europe');
    const replay = [rng.int(1, 6), rng.int(1, 6), rng.int(1, 6)];
    expect([...rolls[0]!.dice, ...rolls[1]!.dice]).toEqual(replay);
    for (const r of rolls) {
      expect(r.kills).toBe(r.dice.filter((d) => d === 6).length);
      expect(r.pains).toBe(r.dice.filter((d) => d === 4 || d === 5).length);
    }
  });

  test('units of a third faction in the area take no part', () => {
    const state = position({ ...EUROPE, power: { a: 6, b: 6, c: 6 }, units: { ...EUROPE.units, 'bg.dark-young.1': 'europe' } }, G3);
    const { events } = play(state, { a: { actions: [{ type: 'battle', area: 'europe', opponent: 'b' }] } }, G3);
    expect(eventsOf(events, 'battle-roll').map((r) => r.player)).toEqual(['a', 'b']);
    expect(eventsOf(events, 'battle-roll')[1]!.combat).toBe(1);
  });
});

/** A battle in Europe after the roll: the attacker produced `kills`/`pains` against Bruno's three units there. */
function assigning(kills: number, pains: number, against: { kills: number; pains: number } = { kills: 0, pains: 0 }, settle = true): State {
  return (settle ? position : (x: object) => x as State)({
    ...EUROPE,
    battle: {
      area: 'europe',
      attacker: 'a',
      defender: 'b',
      stage: 'assign',
      dice: { attacker: [], defender: [] },
      produced: { attacker: { kills, pains }, defender: against },
    },
  });
}

// Seed, step 3: "Varje enhet kan ta emot max 1 resultat ... Resultat därutöver kasseras. 1. Varje spelare tar de
// dödsstötar motståndaren producerat och fördelar dem bland sina enheter ... 2. ... smärta".
describe('battle allocation legality (case table)', () => {
  const state = assigning(1, 1, { kills: 0, pains: 1 });
  test.each([
    { name: 'one kill, one pain on distinct units', sheet: { kills: ['ys.acolyte.2'], pains: ['ys.undead.1'] }, expected: [] },
    {
      name: 'naming abilities (post-battle abilities are their own step)',
      sheet: { kills: ['ys.acolyte.1'], pains: ['ys.acolyte.2'], abilities: [] },
      expected: ['invalid_sheet'],
    },
    { name: 'the same unit killed and pained', sheet: { kills: ['ys.acolyte.2'], pains: ['ys.acolyte.2'] }, expected: ['hit_twice'] },
    { name: 'a unit outside the battle', sheet: { kills: ['ys.acolyte.3'], pains: ['ys.undead.1'] }, expected: ['not_in_battle'] },
    { name: 'too few kills', sheet: { kills: [], pains: ['ys.undead.1'] }, expected: ['wrong_kill_count'] },
    { name: 'too many pains', sheet: { kills: ['ys.acolyte.1'], pains: ['ys.acolyte.2', 'ys.undead.1'] }, expected: ['wrong_pain_count'] },
    { name: 'a duplicate kill', sheet: { kills: ['ys.acolyte.1', 'ys.acolyte.1'], pains: ['ys.undead.1'] }, expected: ['duplicate_unit', 'wrong_kill_count'] },
    { name: "an enemy unit (the request's schema)", sheet: { kills: ['gc.acolyte.1'], pains: ['ys.undead.1'] }, expected: ['invalid_sheet'] },
  ])('defender: $name → $expected', ({ sheet, expected }) => expect(reasons(state, 'b', sheet)).toEqual(expected));

  test.each([
    { name: 'one pain', sheet: { kills: [], pains: ['gc.acolyte.1'] }, expected: [] },
    { name: 'a kill that was not rolled', sheet: { kills: ['gc.acolyte.1'], pains: [] }, expected: ['wrong_kill_count', 'wrong_pain_count'] },
  ])('attacker: $name → $expected', ({ sheet, expected }) => expect(reasons(state, 'a', sheet)).toEqual(expected));

  test('both sides are asked in one step, secretly; the assignments are revealed together', () => {
    const requests = cw.decisions!(SETUP, G2.players, state);
    expect(requests.map((r) => [r.player, r.kind, r.secret, r.required])).toEqual([
      ['a', 'assign', true, true],
      ['b', 'assign', true, true],
    ]);
    expect(cw.phase!(SETUP, state)).toMatchObject({ id: 'battle', secret: true, acceptsOrders: true });
    expect(requests[1]!.choices!['kills[]']!.map((c) => c.value)).toEqual(['ys.acolyte.1', 'ys.acolyte.2', 'ys.undead.1']);
    // Plural forms by count: never "1 kills".
    expect(requests[0]!.prompt.en).toContain('assign 0 kills, then 1 pain among your units');
    expect(requests[1]!.prompt.en).toContain('assign 1 kill, then 1 pain among your units');
    expect(requests[1]!.prompt.es).toContain('asigna 1 muerte y luego 1 dolor entre tus unidades');
  });

  test.each([
    { name: 'more kills than units: all killed, the rest discarded', kills: 5, pains: 2, killed: 3, pained: 0, discarded: { kills: 2, pains: 2 } },
    { name: 'as many kills as units, pains discarded', kills: 3, pains: 1, killed: 3, pained: 0, discarded: { kills: 0, pains: 1 } },
    { name: 'only pains, on every unit', kills: 0, pains: 3, killed: 0, pained: 3, discarded: { kills: 0, pains: 0 } },
  ])('forced: $name (no request, assigned at once)', ({ kills, pains, killed, pained, discarded }) => {
    expect(asked(assigning(kills, pains))).not.toContain('b:assign');
    const { events } = play(assigning(kills, pains, undefined, false), {}, G2);
    const mine = eventsOf(events, 'assignment').find((e) => e.player === 'b')!;
    expect([mine.kills.length, mine.pains.length, mine.discarded, mine.automatic]).toEqual([killed, pained, discarded, true]);
  });

  test('one side asked, the other forced: the forced assignment is made in the same step', () => {
    // Bruno produced 3 kills against Alba's two units (no choice); Alba's 1 kill and 1 pain leave Bruno a choice.
    const state = assigning(1, 1, { kills: 3, pains: 0 });
    expect(state.pending).toEqual({ kind: 'assign', players: ['b'], part: 'all' });
    const { events, state: after } = play(state, { b: { kills: ['ys.acolyte.1'], pains: ['ys.undead.1'] } });
    expect(eventsOf(events, 'assignment').map((e) => [e.player, e.kills, e.discarded, e.automatic])).toEqual([
      ['a', ['gc.acolyte.1', 'gc.shoggoth.1'], { kills: 1, pains: 0 }, true],
      ['b', ['ys.acolyte.1'], { kills: 0, pains: 0 }, false],
    ]);
    expect(after.units['gc.shoggoth.1']).toBeUndefined();
    expect(after.units['gc.acolyte.1']).toBeUndefined();
  });

  test('default at the deadline: kills on the cheapest units, then pains on the next cheapest', () => {
    const state = assigning(1, 1);
    expect(defaults(state).b).toEqual({ kills: ['ys.acolyte.1'], pains: ['ys.acolyte.2'] });
    const { events } = play(state, {}, G2, 'step', ['b']);
    expect(eventsOf(events, 'assignment')[0]).toMatchObject({
      player: 'b',
      kills: ['ys.acolyte.1'],
      pains: ['ys.acolyte.2'],
      defaulted: true,
      automatic: false,
    });
  });

  test('killed units are eliminated (a killed gate holder abandons the gate); pained ones retreat', () => {
    const { events, state } = play(assigning(1, 1), { b: { kills: ['ys.acolyte.1'], pains: ['ys.undead.1'] } });
    expect(eventsOf(events, 'eliminated')).toEqual([{ type: 'eliminated', unit: 'ys.acolyte.1', player: 'b', area: 'europe', cause: 'kill' }]);
    expect(eventsOf(events, 'gate-abandoned')).toEqual([{ type: 'gate-abandoned', area: 'europe', unit: 'ys.acolyte.1' }]);
    expect(state.units['ys.acolyte.1']).toBeUndefined();
    // Bruno's undead: Europe's neighbours without Alba's units are all five: he is asked where.
    expect(asked(state)).toEqual(['b:retreat']);
  });
});

/** A battle in Australia (neighbours: Indian Ocean, South Pacific) at a retreat stage. */
function retreating(side: 'attacker' | 'defender', pained: string[], units: Record<string, string>, settle = true): State {
  return (settle ? position : (x: object) => x as State)({
    phase: 'action',
    firstPlayer: 'a',
    power: { a: 3, b: 3 },
    units,
    initiative: { player: 'a', mainDone: true, battled: ['australia'], flexibleBattle: false },
    battle: {
      area: 'australia',
      attacker: 'a',
      defender: 'b',
      stage: side === 'attacker' ? 'retreat-attacker' : 'retreat-defender',
      dice: { attacker: [], defender: [] },
      pained,
    },
  });
}

// Seed, step 4: "Reträtt innebär att varje enhets spelare väljer ett angränsande område där motståndaren i striden
// inte har några enheter ... Om inget tryggt område finns elimineras istället en av spelarens enheter och övriga stannar".
describe('retreat fallbacks (case table)', () => {
  const fighters = { 'gc.acolyte.1': 'australia', 'gc.shoggoth.1': 'australia', 'ys.undead.1': 'australia' };
  type Row = { name: string; blockers: Record<string, string>; pained: string[]; asked: string[]; moved: Record<string, string>; eliminated: string[] };
  test.each<Row>([
    { name: 'two safe areas: the owner is asked', blockers: {}, pained: ['gc.acolyte.1', 'gc.shoggoth.1'], asked: ['a:retreat'], moved: {}, eliminated: [] },
    {
      name: 'one safe area: everybody goes there',
      blockers: { 'ys.acolyte.1': 'indian-ocean' },
      pained: ['gc.acolyte.1', 'gc.shoggoth.1'],
      asked: [],
      moved: { 'gc.acolyte.1': 'south-pacific', 'gc.shoggoth.1': 'south-pacific' },
      eliminated: [],
    },
    {
      name: 'no safe area, one pained unit: it is eliminated',
      blockers: { 'ys.acolyte.1': 'indian-ocean', 'ys.acolyte.2': 'south-pacific' },
      pained: ['gc.shoggoth.1'],
      asked: [],
      moved: {},
      eliminated: ['gc.shoggoth.1'],
    },
    {
      name: 'no safe area, two pained: the owner chooses which is eliminated',
      blockers: { 'ys.acolyte.1': 'indian-ocean', 'ys.acolyte.2': 'south-pacific' },
      pained: ['gc.acolyte.1', 'gc.shoggoth.1'],
      asked: ['a:retreat'],
      moved: {},
      eliminated: [],
    },
    {
      name: "the retreating side's own units do not block",
      blockers: { 'gc.acolyte.2': 'indian-ocean', 'ys.acolyte.2': 'south-pacific' },
      pained: ['gc.acolyte.1'],
      asked: [],
      moved: { 'gc.acolyte.1': 'indian-ocean' },
      eliminated: [],
    },
  ])('$name', ({ blockers, pained, asked: open, moved, eliminated }) => {
    const state = retreating('attacker', pained, { ...fighters, ...blockers });
    if (open.length > 0) {
      expect(asked(state)).toEqual(open);
      return;
    }
    // nothing to choose: done as the battle reaches the stage (here, in settling the position)
    const { state: after } = play(retreating('attacker', pained, { ...fighters, ...blockers }, false), {});
    for (const [unit, area] of Object.entries(moved)) expect(after.units[unit]).toBe(area);
    for (const unit of eliminated) expect(after.units[unit]).toBeUndefined();
    const stay = pained.filter((u) => !eliminated.includes(u) && !(u in moved));
    for (const unit of stay) expect(after.units[unit]).toBe('australia');
  });

  test('no safe area, two pained: one is eliminated, the other stays', () => {
    const state = retreating('attacker', ['gc.acolyte.1', 'gc.shoggoth.1'], { ...fighters, 'ys.acolyte.1': 'indian-ocean', 'ys.acolyte.2': 'south-pacific' });
    expect(reasons(state, 'a', { moves: [{ unit: 'gc.acolyte.1', to: 'indian-ocean' }] })).toEqual(['invalid_sheet']);
    expect(rawReasons(state, 'a', { moves: [{ unit: 'gc.acolyte.1', to: 'indian-ocean' }] })).toEqual(['must_eliminate']);
    expect(reasons(state, 'a', { eliminate: 'gc.acolyte.2' })).toEqual(['not_pained']);
    expect(defaults(state).a).toEqual({ eliminate: 'gc.acolyte.1' });
    const { state: after, events } = play(state, { a: { eliminate: 'gc.shoggoth.1' } });
    expect(eventsOf(events, 'retreat-blocked')).toEqual([
      {
        type: 'retreat-blocked',
        player: 'a',
        side: 'attacker',
        area: 'australia',
        eliminated: 'gc.shoggoth.1',
        stay: ['gc.acolyte.1'],
        automatic: false,
        defaulted: false,
      },
    ]);
    expect(after.units['gc.shoggoth.1']).toBeUndefined();
    expect(after.units['gc.acolyte.1']).toBe('australia');
  });

  test.each([
    {
      name: 'each pained unit to a safe area',
      sheet: {
        moves: [
          { unit: 'gc.acolyte.1', to: 'indian-ocean' },
          { unit: 'gc.shoggoth.1', to: 'south-pacific' },
        ],
      },
      expected: [],
    },
    {
      name: 'a non-adjacent area',
      sheet: {
        moves: [
          { unit: 'gc.acolyte.1', to: 'europe' },
          { unit: 'gc.shoggoth.1', to: 'south-pacific' },
        ],
      },
      expected: ['unsafe_area'],
    },
    { name: 'a pained unit left out', sheet: { moves: [{ unit: 'gc.acolyte.1', to: 'indian-ocean' }] }, expected: ['retreat_missing'] },
    {
      name: 'a unit twice',
      sheet: {
        moves: [
          { unit: 'gc.acolyte.1', to: 'indian-ocean' },
          { unit: 'gc.acolyte.1', to: 'south-pacific' },
          { unit: 'gc.shoggoth.1', to: 'south-pacific' },
        ],
      },
      expected: ['duplicate_unit'],
    },
    {
      name: 'a unit not pained',
      sheet: {
        moves: [
          { unit: 'gc.acolyte.1', to: 'indian-ocean' },
          { unit: 'gc.shoggoth.1', to: 'south-pacific' },
          { unit: 'gc.acolyte.2', to: 'south-pacific' },
        ],
      },
      expected: ['not_pained'],
    },
    { name: 'eliminating while a safe area exists', sheet: { eliminate: 'gc.acolyte.1' }, expected: ['invalid_sheet'] },
  ])('retreat answer: $name → $expected', ({ sheet, expected }) => {
    const state = retreating('attacker', ['gc.acolyte.1', 'gc.shoggoth.1'], { ...fighters, 'gc.acolyte.2': 'australia' });
    expect(reasons(state, 'a', sheet)).toEqual(expected);
  });

  test('eliminating while a safe area exists (sheetSchema) → must_retreat', () => {
    const state = retreating('attacker', ['gc.acolyte.1', 'gc.shoggoth.1'], fighters);
    expect(rawReasons(state, 'a', { eliminate: 'gc.acolyte.1' })).toEqual(['must_retreat']);
  });

  test('attacker first, then defender: an area the attacker retreated into is no longer safe for the defender', () => {
    const state = retreating('attacker', ['gc.acolyte.1', 'ys.undead.1'], { ...fighters, 'ys.acolyte.1': 'south-pacific' }, false);
    // Alba's acolyte: only the Indian Ocean is safe → goes there; Bruno's undead: South Pacific is his own, but the
    // Indian Ocean now holds Alba's acolyte → only South Pacific remains.
    const { state: after, events } = play(state, {});
    expect(eventsOf(events, 'retreat').map((e) => [e.unit, e.to])).toEqual([
      ['gc.acolyte.1', 'indian-ocean'],
      ['ys.undead.1', 'south-pacific'],
    ]);
    expect(after.battle).toBeNull();
    // the battle ended (Alba's initiative goes on); her missing answer to "continue" defaulted to nothing more
    expect(eventsOf(events, 'initiative-end')).toEqual([{ type: 'initiative-end', player: 'a', battleAs: null, defaulted: true }]);
    expect(after.pending).toEqual({ kind: 'initiative', player: 'b' });
  });

  test('default retreat: every pained unit to the first safe area in map order', () => {
    const state = retreating('attacker', ['gc.acolyte.1', 'gc.shoggoth.1'], fighters);
    expect(defaults(state).a).toEqual({
      moves: [
        { unit: 'gc.acolyte.1', to: 'indian-ocean' },
        { unit: 'gc.shoggoth.1', to: 'indian-ocean' },
      ],
    });
  });
});

describe('pre- and post-battle abilities, GM pauses', () => {
  const cthulhuThere = { ...EUROPE, power: { a: 6, b: 6 }, units: { ...EUROPE.units, 'gc.cthulhu.1': 'europe' } };

  test('the attacker is asked for pre-battle abilities only when one is available; the defender without any is skipped', () => {
    const plain = play(position(EUROPE), { a: { actions: [{ type: 'battle', area: 'europe', opponent: 'b' }] } });
    expect(eventsOf(plain.events, 'battle-roll')).toHaveLength(2);
    const withCthulhu = play(position(cthulhuThere), { a: { actions: [{ type: 'battle', area: 'europe', opponent: 'b' }] } });
    expect(asked(withCthulhu.state)).toEqual(['a:pre-battle']);
    expect(eventsOf(withCthulhu.events, 'battle-roll')).toHaveLength(0);
  });

  test.each([
    { name: 'Devour (Cthulhu in the battle)', abilities: ['devour'], expected: [] },
    { name: 'none', abilities: [], expected: [] },
    { name: 'twice', abilities: ['devour', 'devour'], expected: ['duplicate_ability'] },
    { name: 'Absorb without its spellbook', abilities: ['absorb'], expected: ['ability_spellbook'] },
  ])('pre-battle answer: $name → $expected', ({ abilities, expected }) => {
    const { state } = play(position(cthulhuThere), { a: { actions: [{ type: 'battle', area: 'europe', opponent: 'b' }] } });
    expect(reasons(state, 'a', { abilities })).toEqual(expected);
  });

  test('a declared ability pauses the battle for the GM (no requests), whose dice correction counts in the roll', () => {
    const { state } = play(position(cthulhuThere), { a: { actions: [{ type: 'battle', area: 'europe', opponent: 'b' }] } });
    const paused = play(state, { a: { abilities: ['devour'] } });
    expect(paused.state.pending).toEqual({ kind: 'battle-gm', stage: 'pre-attacker' });
    expect(asked(paused.state)).toEqual([]);
    expect(cw.phase!(SETUP, paused.state)).toMatchObject({ acceptsOrders: false });
    // The GM applies Devour: Bruno loses his undead, and (say) Alba rolls one die less.
    const corrected = cw.applyAdjustments!(SETUP, G2.players, paused.state, [
      { kind: 'eliminate', unit: 'ys.undead.1' },
      { kind: 'battle-dice', side: 'attacker', delta: -1 },
    ]) as State;
    const rolled = play(corrected, {});
    const rolls = eventsOf(rolled.events, 'battle-roll');
    expect(rolls.map((r) => [r.combat, r.modifier, r.dice.length])).toEqual([
      [8, -1, 7],
      [0, 0, 0],
    ]);
  });

  test('with pauseForGm off the battle goes straight on', () => {
    const game: Game = { setup: withOptions({ pauseForGm: false }), players: G2.players };
    const { state } = play(position(cthulhuThere, game), { a: { actions: [{ type: 'battle', area: 'europe', opponent: 'b' }] } }, game);
    const next = play(state, { a: { abilities: ['devour'] } }, game);
    expect(eventsOf(next.events, 'battle-roll')).toHaveLength(2);
  });

  test('a side left without units by a pre-battle effect: no roll, the battle ends', () => {
    const { state } = play(position(cthulhuThere), { a: { actions: [{ type: 'battle', area: 'europe', opponent: 'b' }] } });
    const paused = play(state, { a: { abilities: ['devour'] } }).state;
    const emptied = cw.applyAdjustments!(
      SETUP,
      G2.players,
      paused,
      ['ys.acolyte.1', 'ys.acolyte.2', 'ys.undead.1'].map((unit) => ({ kind: 'eliminate', unit })),
    ) as State;
    const { events, state: after } = play(emptied, {});
    expect(eventsOf(events, 'battle-no-roll')).toEqual([{ type: 'battle-no-roll', area: 'europe', emptySide: 'defender' }]);
    expect(after.pending).toEqual({ kind: 'continue', player: 'a' });
  });

  // Seed, step 1: "1. Anfallaren kan använda förstridsförmågor. 2. Försvararen kan använda förstridsförmågor." and
  // footnote 7: "Offren kan då inte utlösa sina förstridsförmågor".
  describe("step 1: the attacker's abilities take effect before the defender is asked", () => {
    /** Darío (Crawling Chaos, Invisibility with his Flying Polyp there) defends in Europe against Alba's Cthulhu. */
    const game: Game = { setup: SETUP, players: [G2.players[0]!, DARIO] };
    const raw = {
      phase: 'action',
      firstPlayer: 'a',
      power: { a: 6, d: 6 },
      spellbooks: { d: ['invisibility'] },
      units: { 'gc.cthulhu.1': 'europe', 'gc.acolyte.1': 'europe', 'cc.acolyte.1': 'europe', 'cc.flying-polyp.1': 'europe' },
    };
    const declared = () => {
      const battle = play(position(raw, game), { a: { actions: [{ type: 'battle', area: 'europe', opponent: 'd' }] } }, game).state;
      expect(asked(battle, game)).toEqual(['a:pre-battle']);
      return play(battle, { a: { abilities: ['devour'] } }, game);
    };

    test("the GM pause for the attacker's abilities comes before the defender is asked", () => {
      const { state, events } = declared();
      expect(state.pending).toEqual({ kind: 'battle-gm', stage: 'pre-attacker' });
      expect(eventsOf(events, 'battle-paused')).toEqual([{ type: 'battle-paused', stage: 'pre-attacker' }]);
      const next = play(state, {}, game);
      expect(asked(next.state, game)).toEqual(['d:pre-battle']);
      const after = play(next.state, { d: { abilities: ['invisibility'] } }, game);
      expect(after.state.pending).toEqual({ kind: 'battle-gm', stage: 'pre-roll' });
    });

    test("footnote 7: a unit the attacker's ability eliminated no longer gives the defender its ability", () => {
      const paused = declared().state;
      const devoured = cw.applyAdjustments!(game.setup, game.players, paused, [{ kind: 'eliminate', unit: 'cc.flying-polyp.1' }]) as State;
      const { events } = play(devoured, {}, game);
      expect(eventsOf(events, 'pre-battle')).toEqual([]);
      expect(eventsOf(events, 'battle-roll')).toHaveLength(2);
    });

    test('with pauseForGm off the defender is asked at once', () => {
      const off: Game = { setup: withOptions({ pauseForGm: false }), players: game.players };
      const battle = play(position(raw, off), { a: { actions: [{ type: 'battle', area: 'europe', opponent: 'd' }] } }, off).state;
      expect(asked(play(battle, { a: { abilities: ['devour'] } }, off).state, off)).toEqual(['d:pre-battle']);
    });
  });

  // Seed, step 3: "1. Varje spelare tar de dödsstötar motståndaren producerat och fördelar dem bland sina enheter. Under
  // tiden kan båda parter använda efterstridsförmågor. 2. Varje spelare tar den smärta ..." and "Dödsstötar och smärta
  // från efterstridsförmågor läggs till tärningsresultaten och fördelas likadant."
  describe('step 3: the kills, the post-battle abilities, then the pains', () => {
    // Darío (Crawling Chaos, Madness) defends in Europe against Alba.
    const game: Game = { setup: SETUP, players: [G2.players[0]!, DARIO] };
    const raw = {
      phase: 'action',
      firstPlayer: 'a',
      power: { a: 3, d: 3 },
      spellbooks: { d: ['madness'] },
      units: { 'gc.shoggoth.1': 'europe', 'gc.acolyte.1': 'europe', 'cc.acolyte.1': 'europe', 'cc.acolyte.2': 'europe', 'cc.acolyte.3': 'europe' },
      battle: {
        area: 'europe',
        attacker: 'a',
        defender: 'd',
        stage: 'assign',
        dice: { attacker: [6, 4], defender: [] },
        produced: { attacker: { kills: 1, pains: 1 }, defender: { kills: 0, pains: 0 } },
      },
    };
    const rolled = () => position(raw, game);

    test('3.1: only the kills are asked while a post-battle ability can be used', () => {
      const state = rolled();
      expect(state.pending).toEqual({ kind: 'assign', players: ['d'], part: 'kills' });
      expect(state.battle!.postQueue).toEqual([{ player: 'd', abilities: ['madness'] }]);
      const [request] = cw.decisions!(game.setup, game.players, state);
      expect([request!.kind, request!.secret, Object.keys(request!.choices!)]).toEqual(['assign-kills', true, ['kills[]']]);
      expect(request!.prompt.en).toContain('assign 1 kill among your units');
      expect(reasons(state, 'd', { kills: ['cc.acolyte.2'], pains: ['cc.acolyte.1'] }, game)).toEqual(['invalid_sheet']);
      expect(defaults(state, game).d).toEqual({ kills: ['cc.acolyte.1'] });
    });

    test('then the post-battle abilities, a GM pause, the kills they add, and last the pains (with the pains they add)', () => {
      const killed = play(rolled(), { d: { kills: ['cc.acolyte.2'] } }, game);
      expect(eventsOf(killed.events, 'assignment')).toEqual([expect.objectContaining({ player: 'd', part: 'kills', kills: ['cc.acolyte.2'], pains: [] })]);
      // killed units leave in step 4, not before
      expect(killed.state.units['cc.acolyte.2']).toBe('europe');
      expect(asked(killed.state, game)).toEqual(['d:post-battle']);
      const paused = play(killed.state, { d: { abilities: ['madness'] } }, game);
      expect(eventsOf(paused.events, 'post-battle')).toEqual([
        { type: 'post-battle', player: 'd', side: 'defender', abilities: ['madness'], defaulted: false },
      ]);
      expect(paused.state.pending).toEqual({ kind: 'battle-gm', stage: 'post-assign' });
      // The GM applies the ability: one more kill and two pains produced by Darío against Alba.
      const corrected = cw.applyAdjustments!(game.setup, game.players, paused.state, [
        { kind: 'battle-results', side: 'defender', kills: 1, pains: 2 },
      ]) as State;
      expect(corrected.battle!.extra.defender).toEqual({ kills: 1, pains: 2 });
      const extra = play(corrected, {}, game);
      // the added kill: a choice between Alba's two units
      expect(asked(extra.state, game)).toEqual(['a:assign-extra']);
      const pains = play(extra.state, { a: { kills: ['gc.acolyte.1'] } }, game);
      // 3.2: Alba's 2 pains fall on her one unit left (forced, one discarded); Darío assigns his 1 pain among 2 units
      expect(asked(pains.state, game)).toEqual(['d:assign-pains']);
      const end = play(pains.state, { d: { pains: ['cc.acolyte.3'] } }, game);
      expect(eventsOf(end.events, 'assignment').map((e) => [e.player, e.part, e.kills, e.pains, e.discarded])).toEqual([
        ['a', 'pains', [], ['gc.shoggoth.1'], { kills: 0, pains: 1 }],
        ['d', 'pains', [], ['cc.acolyte.3'], { kills: 0, pains: 0 }],
      ]);
      expect(eventsOf(end.events, 'eliminated').map((e) => e.unit)).toEqual(['cc.acolyte.2', 'gc.acolyte.1']);
    });

    test('nobody able to use a post-battle ability: kills and pains in one answer', () => {
      const state = position({ ...raw, spellbooks: {} }, game);
      expect(state.pending).toEqual({ kind: 'assign', players: ['d'], part: 'all' });
    });
  });

  // Footnote 8: "Där specialregler tydligt anger detta kan även utomstående ... använda efterstridsförmågor" and the seed:
  // "Om två spelare någon gång vill använda specialförmågor samtidigt sker det i turordning".
  describe('post-battle abilities in turn order, players outside the battle included', () => {
    // Alba (Great Cthulhu) attacks Bruno (Windwalker, Cannibalism); Carla (Black Goat, Necrophagy, a Ghoul in
    // Africa) is not in the battle. Carla is first player: the turn order is Carla, Alba, Bruno.
    const game: Game = { setup: SETUP, players: [G2.players[0]!, { id: 'b', name: 'Bruno', faction: 'ww' }, CARLA] };
    const rolled = (extra: Record<string, unknown> = {}) =>
      position(
        {
          phase: 'action',
          firstPlayer: 'c',
          power: { a: 3, b: 3, c: 3 },
          spellbooks: { b: ['cannibalism'], c: ['necrophagy'] },
          units: { 'gc.shoggoth.1': 'arctic-ocean', 'ww.acolyte.1': 'arctic-ocean', 'ww.acolyte.2': 'arctic-ocean', 'bg.ghoul.1': 'west-africa' },
          battle: {
            area: 'arctic-ocean',
            attacker: 'a',
            defender: 'b',
            stage: 'assign',
            dice: { attacker: [6], defender: [] },
            produced: { attacker: { kills: 1, pains: 0 }, defender: { kills: 0, pains: 0 } },
          },
          ...extra,
        },
        game,
      );

    test('the queue is in turn order; the outsider is asked first', () => {
      const state = rolled();
      expect(state.battle!.postQueue).toEqual([
        { player: 'c', abilities: ['necrophagy'] },
        { player: 'b', abilities: ['cannibalism'] },
      ]);
      const killed = play(state, { b: { kills: ['ww.acolyte.1'] } }, game);
      expect(asked(killed.state, game)).toEqual(['c:post-battle']);
      const next = play(killed.state, { c: { abilities: ['necrophagy'] } }, game);
      expect(eventsOf(next.events, 'post-battle')).toEqual([{ type: 'post-battle', player: 'c', side: null, abilities: ['necrophagy'], defaulted: false }]);
      expect(asked(next.state, game)).toEqual(['b:post-battle']);
      const paused = play(next.state, { b: { abilities: ['cannibalism'] } }, game);
      expect(paused.state.battle!.postAbilities).toEqual([
        { player: 'c', abilities: ['necrophagy'] },
        { player: 'b', abilities: ['cannibalism'] },
      ]);
      expect(paused.state.pending).toEqual({ kind: 'battle-gm', stage: 'post-assign' });
    });

    test('an outsider needs an ability that says so, its spellbook and its unit on the map', () => {
      expect(
        rolled({ units: { 'gc.shoggoth.1': 'arctic-ocean', 'ww.acolyte.1': 'arctic-ocean', 'ww.acolyte.2': 'arctic-ocean' } }).battle!.postQueue.map(
          (e) => e.player,
        ),
      ).toEqual(['b']);
      expect(rolled({ spellbooks: { b: ['cannibalism'] } }).battle!.postQueue.map((e) => e.player)).toEqual(['b']);
    });

    test("footnote 8: being eliminated by an earlier post-battle ability does not take away one's own", () => {
      // Carla's turn comes first; before Bruno answers, the GM applies an effect that takes Bruno's units away.
      const killed = play(rolled(), { b: { kills: ['ww.acolyte.1'] } }, game).state;
      const next = play(killed, { c: { abilities: ['necrophagy'] } }, game).state;
      const hit = cw.applyAdjustments!(game.setup, game.players, next, [{ kind: 'eliminate', unit: 'ww.acolyte.2' }]) as State;
      expect(reasons(hit, 'b', { abilities: ['cannibalism'] }, game)).toEqual([]);
    });
  });
});

describe('after the battle: the initiative goes on', () => {
  function afterBattle(extra: Record<string, unknown>, mainDone: boolean, flexibleBattle: boolean) {
    return position({
      ...EUROPE,
      ...extra,
      initiative: { player: 'a', mainDone, battled: ['europe'], flexibleBattle },
      pending: { kind: 'continue', player: 'a' },
    });
  }

  test.each([
    {
      name: 'battle was the Action: unlimited actions only',
      state: () => afterBattle({}, true, false),
      actions: [{ type: 'pass' }],
      expected: ['second_action'],
    },
    { name: 'battle was the Action: nothing more', state: () => afterBattle({}, true, false), actions: [], expected: [] },
    {
      name: 'flexible battle: an Action after it makes it unlimited',
      state: () => afterBattle({ spellbooks: { a: SIX } }, false, true),
      actions: [{ type: 'move', moves: [{ unit: 'gc.acolyte.1', to: 'scandinavia' }] }],
      expected: [],
    },
    {
      name: 'not twice in the same area',
      state: () => afterBattle({ spellbooks: { a: SIX } }, false, true),
      actions: [{ type: 'battle', area: 'europe', opponent: 'b' }],
      expected: ['area_already_battled'],
    },
  ])('$name → $expected', ({ state, actions, expected }) => expect(reasons(state(), 'a', { actions })).toEqual(expected));

  test.each([
    { name: 'nothing after a flexible battle: it was the Action', actions: [], battleAs: 'action' },
    {
      name: 'an Action after a flexible battle: it was unlimited',
      actions: [{ type: 'move', moves: [{ unit: 'gc.acolyte.1', to: 'scandinavia' }] }],
      battleAs: 'unlimited',
    },
  ])('$name', ({ actions, battleAs }) => {
    const { events, state } = play(afterBattle({ spellbooks: { a: SIX } }, false, true), { a: { actions } });
    expect(eventsOf(events, 'initiative-end')).toEqual([{ type: 'initiative-end', player: 'a', battleAs, defaulted: false }]);
    expect(state.pending).toEqual({ kind: 'initiative', player: 'b' });
  });
});

describe('positions shown before they are resolved', () => {
  test('a hand-written position just before the roll is shown as the GM step (dice are rolled only while resolving)', () => {
    const state = position({ ...EUROPE, battle: { area: 'europe', attacker: 'a', defender: 'b', stage: 'pre-attacker' } });
    expect(state.pending).toEqual({ kind: 'battle-gm', stage: 'pre-roll' });
    expect(state.battle!.dice).toBeNull();
    expect(asked(state)).toEqual([]);
  });
});
