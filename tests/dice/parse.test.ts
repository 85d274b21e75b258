import { describe, expect, test } from 'vitest';
import { DICE_PARSE_ERRORS, parseDice, type CustomDie, type DiceParseErrorCode } from '../../src/engine/dice/index.ts';
import { DICE_ERROR_MESSAGES, diceErrorMessage } from '../../src/engine/dice/format.ts';

const CUSTOM: CustomDie[] = [
  { id: 'cw', faces: ['kill', 'pain', 'pain', 'blank', 'blank', 'blank'] },
  { id: 'red', faces: ['hit', 'hit', 'miss'] },
];

describe('valid expressions', () => {
  test.each([
    { expr: '3d6', canonical: '3d6', kind: 'total', terms: [{ type: 'dice', count: 3, sides: 6, explode: false, keep: null, success: null }] },
    { expr: 'd20', canonical: '1d20', kind: 'total', terms: [{ type: 'dice', count: 1, sides: 20 }] },
    { expr: 'D8', canonical: '1d8', kind: 'total', terms: [{ type: 'dice', count: 1, sides: 8 }] },
    { expr: 'd%', canonical: '1d100', kind: 'total', terms: [{ type: 'dice', count: 1, sides: 100 }] },
    { expr: '2d%', canonical: '2d100', kind: 'total', terms: [{ type: 'dice', count: 2, sides: 100 }] },
    { expr: '4d6kh3', canonical: '4d6kh3', kind: 'total', terms: [{ keep: { mode: 'kh', count: 3 } }] },
    { expr: '4d6k3', canonical: '4d6kh3', kind: 'total', terms: [{ keep: { mode: 'kh', count: 3 } }] },
    { expr: '2d20kh', canonical: '2d20kh1', kind: 'total', terms: [{ keep: { mode: 'kh', count: 1 } }] },
    { expr: '2d20KL1', canonical: '2d20kl1', kind: 'total', terms: [{ keep: { mode: 'kl', count: 1 } }] },
    { expr: '4d6dl', canonical: '4d6dl1', kind: 'total', terms: [{ keep: { mode: 'dl', count: 1 } }] },
    { expr: '5d10dh2', canonical: '5d10dh2', kind: 'total', terms: [{ keep: { mode: 'dh', count: 2 } }] },
    { expr: 'd6!', canonical: '1d6!', kind: 'total', terms: [{ explode: true }] },
    { expr: '5d6>=4', canonical: '5d6>=4', kind: 'successes', terms: [{ success: { op: '>=', target: 4 } }] },
    { expr: '5d6<=2', canonical: '5d6<=2', kind: 'successes', terms: [{ success: { op: '<=', target: 2 } }] },
    { expr: '5d6>5', canonical: '5d6>5', kind: 'successes', terms: [{ success: { op: '>', target: 5 } }] },
    { expr: '5d6<2', canonical: '5d6<2', kind: 'successes', terms: [{ success: { op: '<', target: 2 } }] },
    { expr: '5d6=6', canonical: '5d6=6', kind: 'successes', terms: [{ success: { op: '=', target: 6 } }] },
    { expr: '6d6!>=4', canonical: '6d6!>=4', kind: 'successes', terms: [{ explode: true, success: { op: '>=', target: 4 } }] },
    { expr: '8d6!kh3>=5', canonical: '8d6!kh3>=5', kind: 'successes', terms: [{ explode: true, keep: { mode: 'kh', count: 3 } }] },
    { expr: '5d6>=4+1', canonical: '5d6>=4+1', kind: 'successes', terms: [{ type: 'dice' }, { type: 'constant', sign: 1, value: 1 }] },
    {
      expr: '2d6 + 1d4 - 3',
      canonical: '2d6+1d4-3',
      kind: 'total',
      terms: [
        { type: 'dice', sides: 6 },
        { type: 'dice', sides: 4, sign: 1 },
        { type: 'constant', sign: -1, value: 3 },
      ],
    },
    { expr: '1d8-1d4', canonical: '1d8-1d4', kind: 'total', terms: [{ sign: 1 }, { sign: -1 }] },
    { expr: '3dcw', canonical: '3dcw', kind: 'tally', terms: [{ type: 'custom', count: 3, die: 'cw' }] },
    { expr: 'dCW', canonical: '1dcw', kind: 'tally', terms: [{ type: 'custom', count: 1, die: 'cw' }] },
    { expr: '3dcw+2dred', canonical: '3dcw+2dred', kind: 'tally', terms: [{ die: 'cw' }, { die: 'red' }] },
    { expr: '1000d1000', canonical: '1000d1000', kind: 'total', terms: [{ count: 1000, sides: 1000 }] },
  ])('$expr', ({ expr, canonical, kind, terms }) => {
    const parsed = parseDice(expr, CUSTOM);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.expression.canonical).toBe(canonical);
    expect(parsed.expression.kind).toBe(kind);
    expect(parsed.expression.terms).toMatchObject(terms);
    // The canonical form parses back to the same terms.
    const again = parseDice(canonical, CUSTOM);
    expect(again.ok && again.expression.canonical).toBe(canonical);
  });
});

interface ErrorCase {
  expr: string;
  code: DiceParseErrorCode;
  position: number;
  en: string;
  es: string;
}

const ERRORS: ErrorCase[] = [
  { expr: '', code: 'empty', position: 0, en: 'empty', es: 'vacía' },
  { expr: '   ', code: 'empty', position: 0, en: 'empty', es: 'vacía' },
  { expr: `${'1d6+'.repeat(50)}1`, code: 'too_long', position: 200, en: 'at most 200', es: 'máximo 200' },
  { expr: 'x', code: 'expected_term', position: 0, en: 'found "x"', es: 'hay "x"' },
  { expr: '2d6+', code: 'expected_term', position: 4, en: 'character 5', es: 'carácter 5' },
  { expr: '2d6++1', code: 'expected_term', position: 4, en: 'found "+"', es: 'hay "+"' },
  { expr: '2d', code: 'expected_sides', position: 2, en: 'found "(end)"', es: 'hay "(fin)"' },
  { expr: '2d+1', code: 'expected_sides', position: 2, en: 'character 3', es: 'carácter 3' },
  { expr: '5d6>=', code: 'expected_number', position: 5, en: 'character 6', es: 'carácter 6' },
  { expr: '5d6>x', code: 'expected_number', position: 4, en: 'found "x"', es: 'hay "x"' },
  { expr: '4d6d', code: 'expected_keep_direction', position: 4, en: '"h" or "l"', es: '"h" o "l"' },
  { expr: '4d6dx1', code: 'expected_keep_direction', position: 4, en: 'found "x"', es: 'hay "x"' },
  { expr: '3d6x', code: 'unexpected_char', position: 3, en: 'Unexpected "x" at character 4', es: 'Sobra "x" en el carácter 4' },
  { expr: '4d6kh3!', code: 'unexpected_char', position: 6, en: '"!" at character 7', es: '"!" en el carácter 7' },
  { expr: '3 d6', code: 'unexpected_char', position: 2, en: 'character 3', es: 'carácter 3' },
  { expr: '2d6*2', code: 'unexpected_char', position: 3, en: '"*"', es: '"*"' },
  { expr: '0d6', code: 'count_out_of_range', position: 0, en: 'between 1 and 1000 (got 0)', es: 'entre 1 y 1000 (hay 0)' },
  { expr: '1001d6', code: 'count_out_of_range', position: 0, en: 'got 1001', es: 'hay 1001' },
  { expr: '99999999999d6', code: 'count_out_of_range', position: 0, en: 'between 1 and 1000', es: 'entre 1 y 1000' },
  { expr: 'd1', code: 'sides_out_of_range', position: 1, en: 'between 2 and 1000 sides (got 1', es: 'entre 2 y 1000 caras (hay 1' },
  { expr: '2d6+1d1001', code: 'sides_out_of_range', position: 6, en: 'got 1001, character 7', es: 'hay 1001, carácter 7' },
  { expr: '4d6kh5', code: 'keep_out_of_range', position: 5, en: 'between 1 and 4 of the 4 dice (got 5)', es: 'entre 1 y 4 de los 4 dados (hay 5)' },
  { expr: '4d6kh0', code: 'keep_out_of_range', position: 5, en: 'got 0', es: 'hay 0' },
  { expr: '4d6dl4', code: 'keep_out_of_range', position: 5, en: 'between 1 and 3', es: 'entre 1 y 3' },
  { expr: 'd6dl', code: 'keep_out_of_range', position: 2, en: 'between 1 and 0', es: 'entre 1 y 0' },
  { expr: '5d6>=7', code: 'target_out_of_range', position: 5, en: 'between 1 and 6', es: 'entre 1 y 6' },
  { expr: '5d6<0', code: 'target_out_of_range', position: 4, en: 'got 0', es: 'hay 0' },
  { expr: '1d6+100001', code: 'constant_out_of_range', position: 4, en: 'at most 100000', es: 'máximo 100000' },
  { expr: '3dzz', code: 'unknown_custom_die', position: 2, en: 'no custom die "zz"', es: 'ningún dado propio "zz"' },
  { expr: '3dcwkh1', code: 'unknown_custom_die', position: 2, en: 'Custom dice: cw, red', es: 'Dados propios: cw, red' },
  { expr: '3dcw!', code: 'custom_modifier', position: 4, en: 'cannot explode', es: 'no explotan' },
  { expr: '3dcw>=2', code: 'custom_modifier', position: 4, en: 'character 5', es: 'carácter 5' },
  { expr: '2dred-1dcw', code: 'custom_subtracted', position: 6, en: 'cannot be subtracted', es: 'no se pueden restar' },
  { expr: '3dcw+1', code: 'mixed_kinds', position: 5, en: 'custom dice with numbers', es: 'dados propios con números' },
  { expr: '2d6+3dcw', code: 'mixed_kinds', position: 0, en: 'custom dice with numeric dice', es: 'dados propios con dados numéricos' },
  { expr: '5d6>=4+2d6', code: 'mixed_kinds', position: 7, en: 'success counting with summed dice', es: 'conteo de éxitos con dados sumados' },
  { expr: '7', code: 'no_dice', position: 0, en: 'no dice', es: 'no tiene dados' },
  { expr: '1+2', code: 'no_dice', position: 0, en: 'no dice', es: 'no tiene dados' },
  { expr: Array.from({ length: 21 }, () => 'd6').join('+'), code: 'too_many_terms', position: 60, en: 'at most 20', es: 'máximo 20' },
  { expr: '600d6+401d6', code: 'too_many_dice', position: 6, en: 'at most 1000', es: 'máximo 1000' },
];

describe('parse errors', () => {
  test.each(ERRORS)('$expr -> $code at $position', ({ expr, code, position, en, es }) => {
    const parsed = parseDice(expr, CUSTOM);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.code).toBe(code);
    expect(parsed.error.position).toBe(position);
    expect(diceErrorMessage(parsed.error, 'en')).toContain(en);
    expect(diceErrorMessage(parsed.error, 'es')).toContain(es);
  });

  test('every error code is exercised by the table and has both messages without unfilled placeholders', () => {
    expect(new Set(ERRORS.map((c) => c.code))).toEqual(new Set(DICE_PARSE_ERRORS));
    for (const c of ERRORS) {
      const parsed = parseDice(c.expr, CUSTOM);
      if (parsed.ok) throw new Error(`expected ${c.expr} to fail`);
      for (const lang of ['en', 'es'] as const) expect(diceErrorMessage(parsed.error, lang)).not.toMatch(/\{\w+\}/);
    }
    expect(Object.keys(DICE_ERROR_MESSAGES).sort()).toEqual([...DICE_PARSE_ERRORS].sort());
  });

  test('custom dice are unknown when the game defines none', () => {
    const parsed = parseDice('3dcw');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(diceErrorMessage(parsed.error, 'en')).toContain('Custom dice: -');
  });

  test('hostile input never throws', () => {
    for (const expr of ['\u0000', 'd'.repeat(200), '9'.repeat(200), '😀d6', '1d6>=>=3', '((2d6))', '1d6 +', '-1d6', 'NaN', 'Infinity']) {
      expect(() => parseDice(expr, CUSTOM)).not.toThrow();
      expect(parseDice(expr, CUSTOM).ok).toBe(false);
    }
  });
});
