import { describe, expect, it } from 'vitest';
import { lordsOfChaos, normalizeState } from '../../../src/engine/rulesets/lords-of-chaos/index.ts';
import { DEFAULT_MAP } from '../../../src/engine/rulesets/lords-of-chaos/maps/index.ts';
import type { LocPlayer } from '../../../src/engine/rulesets/lords-of-chaos/players.ts';
import type { Player } from '../../../src/engine/rulesets/lords-of-chaos/schemas.ts';
import { orderOptions } from '../../../src/engine/rulesets/lords-of-chaos/sheet-options.ts';

// Default map "El Ojo del Terror": FEN-1 (fenris, svellgard) is adjacent to FEN-2, SCA-2 and, across a
// non-gate crossing, EYE-M-2 (urum, temporia). AGR-2 joins EYE-D-2 through the Cadian Gate.
const players: Player[] = [
  { id: 'N', name: 'Death Guard', god: 'Nurgle', godKind: 'major' },
  { id: 'K', name: 'World Eaters', god: 'Khorne', godKind: 'major' },
  { id: 'R', name: 'Red Corsairs', god: 'Renegade', godKind: 'renegade' },
];

function options(control: Record<string, string>, player: string) {
  const state = normalizeState(DEFAULT_MAP, players, { control });
  return orderOptions(DEFAULT_MAP, players, state, player);
}

describe('order form options (reach and costs from the engine)', () => {
  it('offers reachable planets with their cost per unit, doubled across a non-gate crossing (rules §5)', () => {
    const o = options({ fenris: 'K' }, 'K');
    expect(o.invade).toEqual([
      { id: 'svellgard', unitCost: 1, crossing: false },
      { id: 'medusa', unitCost: 1, crossing: false },
      { id: 'vostroya', unitCost: 1, crossing: false },
      { id: 'gudrun', unitCost: 1, crossing: false },
      { id: 'iocanthos', unitCost: 1, crossing: false },
      { id: 'urum', unitCost: 2, crossing: true },
      { id: 'temporia', unitCost: 2, crossing: true },
    ]);
    expect(o.defend.map((t) => t.id)).toEqual(['fenris', 'svellgard', 'medusa', 'vostroya', 'gudrun', 'iocanthos', 'urum', 'temporia']);
    expect(o.defend.find((t) => t.id === 'fenris')).toEqual({ id: 'fenris', unitCost: 1, crossing: false });
    expect(o.cede).toEqual(['fenris']);
    expect(o.recipients).toEqual(['N', 'R']);
  });

  it('a gate crossing keeps the normal cost', () => {
    const o = options({ mordian: 'K' }, 'K');
    expect(o.invade.find((t) => t.id === 'skalathrax')).toEqual({ id: 'skalathrax', unitCost: 1, crossing: false });
  });

  it('sector defence is offered only for a sector held entirely, at 2 per unit', () => {
    const o = options({ fenris: 'K', svellgard: 'K', medusa: 'K', vostroya: 'K' }, 'K');
    expect(o.defendSector).toEqual([{ id: 'fenris-sector', unitCost: 2, crossing: false }]);
  });

  it('a player without planets may invade outer planets only and cannot defend (rules §5)', () => {
    const o = options({ fenris: 'K' }, 'R');
    expect(o.defend).toEqual([]);
    expect(o.invade.some((t) => t.id === 'medrengard')).toBe(false);
    expect(o.invade.some((t) => t.id === 'cadia')).toBe(true);
    expect(o.invade.some((t) => t.id === 'fenris')).toBe(true);
    expect(o.cede).toEqual([]);
  });

  it('exchange candidates are the planets other players hold', () => {
    expect(options({ fenris: 'K', gudrun: 'N' }, 'K').exchangeFor).toEqual(['gudrun']);
  });

  it('start-of-turn deeds are hinted from the current position; god-restricted deeds of other gods are not offered', () => {
    const nurgle = options({ gudrun: 'N', 'plague-planet': 'N', ghalmek: 'N' }, 'N');
    const hint = (id: string) => nurgle.deeds.find((d) => d.id === id)?.hint;
    expect(hint('avatar')).toBe('achievable'); // all three Nurgle sacred worlds held
    expect(hint('plague')).toBe('not_met'); // only one planet with Extreme Conditions
    expect(hint('fall_of_cadia')).toBe('depends');
    expect(hint('skulls')).toBeUndefined(); // Khorne only
    expect(hint('consecration')).toBeUndefined(); // undivided and renegade only
  });
});

describe("the order form's choices (sheetChoices): what each order type offers, in the player's language", () => {
  const seats: LocPlayer[] = players.map((p) => ({ ...p, warband: p.name, name: `Player ${p.id}`, planets: [] }));
  const choices = (control: Record<string, string>, player: string, lang: 'es' | 'en' = 'en') =>
    lordsOfChaos.sheetChoices!({ map: DEFAULT_MAP }, seats, normalizeState(DEFAULT_MAP, seats, { control }), player, lang);

  it('invasion and defence targets are offered per order type, each with its cost per unit, grouped by sector', () => {
    const en = choices({ fenris: 'K' }, 'K');
    expect(en['[]<invade>.planet']?.map((c) => c.value)).toEqual(['svellgard', 'medusa', 'vostroya', 'gudrun', 'iocanthos', 'urum', 'temporia']);
    expect(en['[]<invade>.planet']?.[0]).toMatchObject({ value: 'svellgard', label: 'Svellgard', hint: '1 action each' });
    expect(en['[]<invade>.planet']?.find((c) => c.value === 'urum')).toMatchObject({ hint: '2 actions each, crosses the Eye boundary (double cost)' });
    expect(new Set(en['[]<invade>.planet']?.map((c) => c.group)).size).toBeGreaterThan(1);
    expect(en['[]<defend>.planet']?.map((c) => c.value)).toContain('fenris');
    expect(en['[]<invade>.planet']?.map((c) => c.value)).not.toContain('fenris');
    expect(choices({ fenris: 'K' }, 'K', 'es')['[]<invade>.planet']?.[0]?.hint).toBe('1 acción cada una');
  });

  it('a cession offers the own planets, the other players, and for an exchange the planets others hold with their holder', () => {
    const en = choices({ fenris: 'K', gudrun: 'N' }, 'K');
    expect(en['[]<cede>.planet']?.map((c) => c.value)).toEqual(['fenris']);
    expect(en['[]<cede>.to']?.map((c) => c.value)).toEqual(['N', 'R']);
    expect(en['[]<cede>.exchangeFor']).toEqual([expect.objectContaining({ value: 'gudrun', hint: 'held by Death Guard (Player N)' })]);
  });

  it('an alliance offers every player, the player marked; deeds open to the player come with their hint', () => {
    const en = choices({ gudrun: 'N', 'plague-planet': 'N', ghalmek: 'N' }, 'N');
    expect(en['[]<invade>.alliance.members[]']?.map((c) => c.value)).toEqual(['N', 'K', 'R']);
    expect(en['[]<invade>.alliance.members[]']?.[0]?.hint).toBe('you');
    expect(en['[]<invade>.alliance.killOrder[]']?.map((c) => c.value)).toEqual(['N', 'K', 'R']);
    const deed = (id: string) => en['[]<claimDeed>.deed']?.find((c) => c.value === id);
    expect(deed('avatar')?.hint).toBe('looks achievable');
    expect(deed('fall_of_cadia')?.hint).toBe('depends on this turn');
    expect(deed('skulls')).toBeUndefined();
    expect(en['[]<claimDeed>.choice']?.map((c) => c.value)).toEqual(['Khorne', 'Nurgle', 'Tzeentch', 'Slaanesh']);
  });
});
