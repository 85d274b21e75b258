import { describe, expect, test } from 'vitest';
import { GENERIC_ORDER_REASONS, generic, type GenericState } from '../../../src/engine/rulesets/generic/index.ts';
import { GENERIC_ORDER_MESSAGES } from '../../../src/engine/rulesets/generic/messages.ts';
import { ANA, PLAYERS, SETUP, start } from './fixtures.ts';

const atPhase = (phase: number, extra: Partial<GenericState> = {}): GenericState => ({ ...start(), phase, ...extra });

describe('checkSheet', () => {
  const cases = [
    { name: 'valid secret orders', state: atPhase(0), player: ANA.id, text: 'Attack the north', reason: null, en: '', es: '' },
    { name: 'valid public orders', state: atPhase(1), player: ANA.id, text: 'I offer peace to Bo', reason: null, en: '', es: '' },
    { name: 'game over', state: atPhase(0, { ended: true }), player: ANA.id, text: 'x', reason: 'game_over', en: 'over', es: 'terminado' },
    { name: 'not a player', state: atPhase(0), player: 'gm', text: 'x', reason: 'not_a_player', en: 'seated', es: 'jugadores' },
    { name: 'GM-only phase', state: atPhase(2), player: ANA.id, text: 'x', reason: 'no_orders_phase', en: '(Upkeep)', es: '(Upkeep)' },
    { name: 'empty', state: atPhase(0), player: ANA.id, text: '', reason: 'empty_text', en: 'empty', es: 'vacías' },
    { name: 'blank', state: atPhase(0), player: ANA.id, text: ' \n\t ', reason: 'empty_text', en: 'empty', es: 'vacías' },
    { name: 'exactly 10,000 characters', state: atPhase(0), player: ANA.id, text: 'ñ'.repeat(10_000), reason: null, en: '', es: '' },
    {
      name: 'too long',
      state: atPhase(0),
      player: ANA.id,
      text: 'a'.repeat(10_001),
      reason: 'text_too_long',
      en: 'at most 10000 characters (you wrote 10001)',
      es: 'máximo 10000 caracteres (has escrito 10001)',
    },
  ];

  test.each(cases)('$name', ({ state, player, text, reason, en, es }) => {
    const english = generic.checkSheet(SETUP, PLAYERS, state, player, { text }, 'en');
    const spanish = generic.checkSheet(SETUP, PLAYERS, state, player, { text }, 'es');
    if (reason === null) {
      expect(english.errors).toEqual([]);
      expect(english.summary).toEqual({ costs: [1] });
      return;
    }
    expect(english.errors).toEqual([{ index: 0, reason, message: expect.stringContaining(en) }]);
    expect(spanish.errors[0]!.message).toContain(es);
    expect(english.summary).toEqual({ costs: [null] });
  });

  test('every reason is covered and has both messages', () => {
    expect(new Set(cases.flatMap((c) => (c.reason ? [c.reason] : [])))).toEqual(new Set(GENERIC_ORDER_REASONS));
    expect(Object.keys(GENERIC_ORDER_MESSAGES).sort()).toEqual([...GENERIC_ORDER_REASONS].sort());
  });

  test('the sheet schema refuses non-text sheets (the server answers 400 before checkSheet)', () => {
    expect(generic.sheetSchema.safeParse({ text: 3 }).success).toBe(false);
    expect(generic.sheetSchema.safeParse(['order']).success).toBe(false);
  });
});
