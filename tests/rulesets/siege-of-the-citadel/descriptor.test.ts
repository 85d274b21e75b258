import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { OptionsSchema } from '../../../src/engine/rulesets/siege-of-the-citadel/setup.ts';
import { getRuleset } from '../../../src/engine/registry.ts';
import { defaultSetup } from '../../../src/engine/rulesets/siege-of-the-citadel/data/defaults.ts';
import { MESSAGES } from '../../../src/engine/rulesets/siege-of-the-citadel/messages.ts';
import { REASONS } from '../../../src/engine/rulesets/siege-of-the-citadel/reasons.ts';
import { parseSchemaFormFields, schemaFormFields } from '../../../src/web/forms/index.ts';
import { act, BAUHAUS, CAPITOL, CYBERTRONIC, game, IMPERIAL, LEGION, MISHIMA, move, PLAYERS, ruleset, scenario, setupWith, troopers } from './helpers.ts';

describe('the descriptor', () => {
  test('is registered under its id', () => {
    expect(getRuleset('siege-of-the-citadel')).toBe(ruleset);
    expect(ruleset.seats).toEqual({ min: 2, max: 5 });
    expect(ruleset.hiddenInformation).toBe(true);
  });

  test('the sheet schema (any answer, kind required) takes a card played or declined, and its JSON Schema is drawn', () => {
    const sheet = ruleset.sheetSchema;
    expect(sheet.safeParse({ kind: 'play-card', choice: 'decline' })).toEqual({ success: true, data: { kind: 'play-card', choice: 'decline' } });
    expect(sheet.safeParse({ kind: 'play-card', card: 'dc-1', effect: 1 }).data).toEqual({ kind: 'play-card', choice: 'play', card: 'dc-1', effect: 1 });
    expect(sheet.safeParse({ kind: 'play-card' }).success).toBe(false);
    expect(() => z.toJSONSchema(sheet, { io: 'input', unrepresentable: 'any' })).not.toThrow();
  });

  test('the default setup parses and validates; its options are all labelled', () => {
    const setup = ruleset.defaultSetup();
    expect(ruleset.setupSchema.safeParse(setup).success).toBe(true);
    expect(ruleset.validateSetup(setup)).toEqual([]);
    const schema = z.toJSONSchema(OptionsSchema, { io: 'input' }) as { properties: Record<string, { label?: { es: string; en: string } }> };
    for (const [key, property] of Object.entries(schema.properties)) {
      expect(property.label?.es, key).toBeTruthy();
      expect(property.label?.en, key).toBeTruthy();
    }
  });

  test('every default mission validates and can start', () => {
    for (const mission of defaultSetup().data.missions) {
      const setup = setupWith({ mission: mission.id });
      expect(ruleset.validateSetup(setup)).toEqual([]);
      const state = ruleset.initialState(setup, [LEGION, BAUHAUS, MISHIMA, IMPERIAL], { gameSeed: mission.id });
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    }
  });
});

/** What a browser posts for a generated form left as drawn: inputs, ticked boxes, textareas, selected options. */
function postedAsDrawn(htmlText: string): Record<string, string | string[]> {
  const fields = new Map<string, string[]>();
  const add = (name: string, value: string) => fields.set(name, [...(fields.get(name) ?? []), value]);
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const attrOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  for (const [tag] of htmlText.matchAll(/<input\b[^>]*>/g)) {
    const name = attrOf(tag, 'name');
    const type = attrOf(tag, 'type') ?? 'text';
    if (!name || ((type === 'checkbox' || type === 'radio') && !/\schecked\b/.test(tag))) continue;
    add(name, decode(attrOf(tag, 'value') ?? (type === 'checkbox' ? 'on' : '')));
  }
  for (const m of htmlText.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const name = attrOf(m[1]!, 'name');
    if (name && !name.endsWith('.__json')) add(name, decode(m[2]!));
  }
  for (const m of htmlText.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = attrOf(m[1]!, 'name');
    if (name) add(name, decode(/<option value="([^"]*)"[^>]*\sselected\b/.exec(m[2]!)?.[1] ?? ''));
  }
  return Object.fromEntries([...fields].map(([k, v]) => [k, v.length === 1 ? v[0]! : v]));
}

describe('the setup form (GM pages)', () => {
  test('the default setup survives the generated form unchanged (die faces keep their repeats)', () => {
    const setup = defaultSetup();
    const form = schemaFormFields({ schema: ruleset.setupSchema, value: setup, lang: 'en', prefix: 'setup' }).toString();
    const parsed = parseSchemaFormFields(ruleset.setupSchema, postedAsDrawn(form), 'setup');
    expect(parsed.ok).toBe(true);
    const back = ruleset.setupSchema.parse((parsed as { value: unknown }).value);
    expect(back.data.dice).toEqual(setup.data.dice);
    expect(back).toEqual(ruleset.setupSchema.parse(setup));
  });
});

describe('seating', () => {
  test.each([
    { name: 'the Legion', seated: [], player: LEGION, codes: [] },
    { name: 'a second Legion player', seated: [LEGION], player: { ...LEGION, id: 'L2' }, codes: ['legion_taken'] },
    { name: 'a corporation', seated: [LEGION], player: BAUHAUS, codes: [] },
    { name: 'a taken corporation', seated: [BAUHAUS], player: { ...MISHIMA, corporation: 'bauhaus' as const }, codes: ['corporation_taken'] },
    { name: 'a corporation player without one', seated: [], player: { ...BAUHAUS, corporation: null }, codes: ['corporation_required'] },
    { name: 'the same id twice', seated: [BAUHAUS], player: { ...MISHIMA, id: 'B' }, codes: ['duplicate_player'] },
    { name: 'a fifth corporation', seated: [BAUHAUS, MISHIMA, IMPERIAL, CYBERTRONIC], player: CAPITOL, codes: ['corporations_full'] },
    { name: 'a sixth player', seated: [LEGION, BAUHAUS, MISHIMA, IMPERIAL, CYBERTRONIC], player: CAPITOL, codes: ['game_full', 'corporations_full'] },
    { name: "the Legion's own group (scores its damage)", seated: [BAUHAUS], player: { ...LEGION, corporation: 'capitol' as const }, codes: [] },
    { name: "the Legion's group taken", seated: [BAUHAUS], player: { ...LEGION, corporation: 'bauhaus' as const }, codes: ['corporation_taken'] },
  ])('$name → $codes', ({ seated, player, codes }) => {
    expect(ruleset.validatePlayer(ruleset.defaultSetup(), seated, player).map((p) => p.code)).toEqual(codes);
  });

  test('seat choices offer the free role and corporations, with abilities as hints', () => {
    const choices = ruleset.seatChoices!(ruleset.defaultSetup(), [LEGION, BAUHAUS], 'en');
    expect(choices.role).toEqual([
      { value: 'legion', label: { es: 'Legión Oscura', en: 'Dark Legion' }, disabled: true },
      { value: 'corporation', label: { es: 'Corporación', en: 'Corporation' } },
    ]);
    expect(choices.corporation!.map((c) => [c.value, c.disabled ?? false, c.hint])).toEqual([
      ['bauhaus', true, '+1 die with firearms'],
      ['imperial', false, '+1 Extra action at the start of each turn'],
      ['cybertronic', false, 'two kevlar dice'],
      ['capitol', false, '+1 Doomtrooper card'],
      ['mishima', false, 'moves 4 squares per move'],
    ]);
  });
});

describe('setup problems', () => {
  const base = defaultSetup();
  const withMission = (patch: Record<string, unknown>) => {
    const setup = structuredClone(base);
    Object.assign(setup.data.missions[1]!, patch);
    return setup;
  };
  test.each([
    { name: 'unknown mission', setup: { ...base, options: { ...base.options, mission: 'nowhere' } }, codes: ['unknown_mission'] },
    {
      name: 'a campaign both short and long',
      setup: { ...base, options: { ...base.options, campaignMissions: 3, campaignTarget: 130 } },
      codes: ['campaign_kind'],
    },
    {
      name: 'rank table not rising',
      setup: { ...base, data: { ...base.data, ranks: [base.data.ranks[0]!, { ...base.data.ranks[1]!, min: 0 }] } },
      codes: ['rank_table'],
    },
    { name: 'a repeated card id', setup: { ...base, data: { ...base.data, events: [...base.data.events, base.data.events[0]!] } }, codes: ['duplicate_id'] },
    { name: 'an unknown monster card', setup: withMission({ monsterCards: ['mc-1', 'mc-99', 'mc-2', 'mc-3', 'mc-4', 'mc-5'] }), codes: ['unknown_card'] },
    { name: 'more cards dealt than the mission has', setup: withMission({ monsterCards: ['mc-1'] }), codes: ['too_many_cards'] },
    { name: 'more events than there are', setup: withMission({ events: 30 }), codes: ['too_many_events'] },
    {
      name: 'no Doomtrooper entrance',
      setup: withMission({ entrances: base.data.missions[1]!.entrances.filter((e) => e.legion) }),
      codes: ['no_trooper_entrance'],
    },
    {
      name: 'an entrance square outside its section',
      setup: withMission({ entrances: [{ id: 'west', legion: false, section: '1', squares: ['x1'] }] }),
      codes: ['entrance_square'],
    },
    {
      name: 'eliminate without a creature',
      setup: withMission({ objective: { kind: 'eliminate', type: null, count: 1, points: 0, section: null } }),
      codes: ['objective'],
    },
    { name: 'a wall that is not straight', setup: withMission({ grid: { ...base.data.missions[1]!.grid!, walls: [[0, 0, 2, 2]] } }), codes: ['wall'] },
    {
      name: 'grid rows of the wrong length',
      setup: withMission({ grid: { ...base.data.missions[1]!.grid!, rows: base.data.missions[1]!.grid!.rows.map((r) => r.slice(1)) } }),
      codes: ['grid_shape', 'entrance_square'],
    },
    {
      name: 'a square of an unknown section',
      setup: withMission({ grid: { ...base.data.missions[1]!.grid!, rows: ['9'.repeat(24), ...base.data.missions[1]!.grid!.rows.slice(1)] } }),
      codes: ['grid_cell'],
    },
  ])('$name → $codes', ({ setup, codes }) => {
    expect([...new Set(ruleset.validateSetup(setup as never).map((p) => p.code))]).toEqual(codes);
  });
});

describe('the catalogue', () => {
  test('every reason has a message in both languages', () => {
    for (const reason of REASONS) {
      const entry = MESSAGES[`reason.${reason}`];
      expect(entry, reason).toBeDefined();
      for (const lang of ['es', 'en'] as const) expect(JSON.stringify(entry[lang]).length, `${reason}.${lang}`).toBeGreaterThan(4);
    }
  });
  test('every message has es and en with the same placeholders', () => {
    for (const [key, entry] of Object.entries(MESSAGES)) {
      const holes = (m: unknown) => [...JSON.stringify(m).matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();
      expect(holes(entry.es), key).toEqual(holes(entry.en));
    }
  });
  test('checkSheet answers in the language asked', () => {
    const setup = setupWith();
    const g = game(setup, PLAYERS, scenario(setup, PLAYERS, { turn: 'B', groups: { B: { entrance: 'west' } }, figures: [{ id: 'valerie-duval', at: 'e2' }] }));
    const answer = troopers([act('valerie-duval', move('f2', 'g2', 'h2', 'h3'))]) as never;
    const en = ruleset.checkSheet(setup, PLAYERS, g.state, 'B', answer, 'en');
    const es = ruleset.checkSheet(setup, PLAYERS, g.state, 'B', answer, 'es');
    expect(en.errors).toEqual([{ index: 0, path: 'activations[0].actions[0].path', reason: 'path_too_long', message: 'A move is at most 3 squares.' }]);
    expect(es.errors[0]!.message).toBe('Un movimiento son como mucho 3 casillas.');
  });
});
