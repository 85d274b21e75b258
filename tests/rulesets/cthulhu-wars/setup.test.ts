import { describe, expect, test } from 'vitest';
import { getRuleset } from '../../../src/engine/registry.ts';
import { ALBA, BRUNO, CARLA, SETUP, cw, withData } from './helpers.ts';

describe('the descriptor', () => {
  test('is registered under its id', () => expect(getRuleset('cthulhu-wars')).toBe(cw));

  test('the default setup parses (after a JSON round trip) and validates', () => {
    expect(cw.setupSchema.safeParse(JSON.parse(JSON.stringify(SETUP))).success).toBe(true);
    expect(cw.validateSetup(SETUP)).toEqual([]);
  });

  test('options default when omitted; every option is labelled in both languages for the form', () => {
    const parsed = cw.setupSchema.parse({ options: {}, data: SETUP.data });
    expect(parsed.options).toEqual(SETUP.options);
    const json = JSON.stringify(cw.setupSchema.toJSONSchema?.() ?? {});
    for (const key of Object.keys(SETUP.options)) expect(json).toContain(`"${key}"`);
    expect((json.match(/"label":\{"es":/g) ?? []).length).toBeGreaterThanOrEqual(Object.keys(SETUP.options).length);
  });

  test.each([
    { name: 'a ritual cost outside 5–10', data: { ritualTrack: [4, 6] } },
    { name: 'too many ritual spaces', data: { ritualTrack: Array(31).fill(5) } },
    {
      name: 'a faction with five spellbooks',
      data: { factions: [{ ...SETUP.data.factions[0]!, spellbooks: SETUP.data.factions[0]!.spellbooks.slice(0, 5) }, SETUP.data.factions[1]!] },
    },
    { name: 'a bad colour', data: { factions: [{ ...SETUP.data.factions[0]!, color: 'green' }, SETUP.data.factions[1]!] } },
    {
      name: 'an id with spaces',
      data: { map: { ...SETUP.data.map, areas: [...SETUP.data.map.areas, { id: 'R lyeh', name: { es: 'R', en: 'R' }, x: 1, y: 1 }] } },
    },
  ])('the schema refuses $name', ({ data }) => {
    expect(cw.setupSchema.safeParse({ ...SETUP, data: { ...SETUP.data, ...data } }).success).toBe(false);
  });

  const gc = SETUP.data.factions[0]!;
  test.each([
    { name: 'duplicate areas', data: { map: { ...SETUP.data.map, areas: [...SETUP.data.map.areas, SETUP.data.map.areas[0]!] } }, codes: ['duplicate_area'] },
    {
      name: 'a link to no area',
      data: { map: { ...SETUP.data.map, adjacency: [...SETUP.data.map.adjacency, ['europe', 'atlantis'] as [string, string]] } },
      codes: ['unknown_area'],
    },
    { name: 'a self link', data: { map: { ...SETUP.data.map, adjacency: [['europe', 'europe'] as [string, string]] } }, codes: ['self_adjacency'] },
    { name: 'duplicate factions', data: { factions: [gc, gc] }, codes: ['duplicate_faction'] },
    { name: 'an unknown start area', data: { factions: [{ ...gc, startArea: 'atlantis' }] }, codes: ['unknown_area'] },
    { name: 'a start unit of no type', data: { factions: [{ ...gc, startUnits: [{ type: 'priest', count: 1 }] }] }, codes: ['unknown_unit_type'] },
    {
      name: 'more start units than the pool',
      data: { factions: [{ ...gc, startUnits: [{ type: 'acolyte', count: 7 }] }] },
      codes: ['start_units_exceed_pool'],
    },
    {
      name: 'no cultist type',
      data: { factions: [{ ...gc, units: gc.units.filter((u) => u.kind !== 'cultist'), startUnits: [] }] },
      codes: ['no_cultist_type'],
    },
    {
      name: 'an ability needing an unknown spellbook',
      data: { factions: [{ ...gc, abilities: [{ id: 'x', name: { es: 'x', en: 'x' }, timing: 'action' as const, cost: 0, spellbook: 'nope' }] }] },
      codes: ['unknown_spellbook'],
    },
    { name: 'duplicate unit types', data: { factions: [{ ...gc, units: [...gc.units, gc.units[1]!] }] }, codes: ['duplicate_unit_type'] },
    { name: 'an empty Elder Sign pool', data: { elderSigns: [{ value: 1, count: 0 }] }, codes: ['no_elder_signs'] },
  ])('validateSetup: $name → $codes', ({ data, codes }) => {
    expect(cw.validateSetup(withData(data as never)).map((p) => p.code)).toEqual(codes);
  });
});

describe('seats', () => {
  test.each([
    { name: 'a free faction', seated: [ALBA], player: BRUNO, codes: [] },
    { name: 'a taken faction', seated: [ALBA], player: { ...BRUNO, faction: 'gc' }, codes: ['faction_taken'] },
    { name: 'an unknown faction', seated: [], player: { ...BRUNO, faction: 'deep-ones' }, codes: ['unknown_faction'] },
    { name: 'a duplicate id', seated: [ALBA], player: { ...BRUNO, id: 'a' }, codes: ['duplicate_player'] },
  ])('$name → $codes', ({ seated, player, codes }) => expect(cw.validatePlayer(SETUP, seated, player).map((p) => p.code)).toEqual(codes));

  test('the game is full when every faction is taken', () => {
    const two = withData({ factions: SETUP.data.factions.slice(0, 2) });
    expect(cw.validatePlayer(two, [ALBA, { ...CARLA, faction: 'cc' }], { ...BRUNO, faction: 'ys' }).map((p) => p.code)).toEqual([
      'game_full',
      'unknown_faction',
    ]);
  });

  test('seatChoices offers the factions, the taken ones disabled', () => {
    const choices = cw.seatChoices!(SETUP, [ALBA], 'en').faction!;
    expect(choices.map((c) => [c.value, c.disabled])).toEqual([
      ['gc', true],
      ['cc', false],
      ['bg', false],
      ['ys', false],
      ['ww', false],
    ]);
    expect(cw.seats).toEqual({ min: 2, max: 8 });
  });

  test('the player schema bounds what is typed', () => {
    expect(cw.playerSchema.safeParse({ id: 'x', name: 'y'.repeat(81), faction: 'gc' }).success).toBe(false);
    expect(cw.playerSchema.safeParse({ id: 'x', name: 'Y', faction: 'gc' }).success).toBe(true);
  });
});
