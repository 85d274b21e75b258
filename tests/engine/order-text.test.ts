import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  compilePattern,
  editDistance,
  fold,
  NameIndex,
  nameKey,
  ORDER_TEXT_REASONS,
  orderTextSupport,
  splitSegments,
  type NameKind,
  type OrderGrammar,
  type OrderTextContext,
} from '../../src/engine/core/order-text/index.ts';
import { matchPattern } from '../../src/engine/core/order-text/patterns.ts';
import { tokenize } from '../../src/engine/core/order-text/tokens.ts';

/** The order-text framework (core/order-text) on a toy grammar: no ruleset involved. */

describe('lines of a forum post', () => {
  test.each([
    ['[b]muevo[/b] Knight', ['muevo Knight']],
    ['[color=#ff0000]muevo Knight[/color]', ['muevo Knight']],
    ['[quote=Ana]muevo Knight[/quote]', ['muevo Knight']],
    ['<i>muevo Knight</i>', ['muevo Knight']],
    ['1. muevo Knight.', ['muevo Knight']],
    ['12) muevo Knight', ['muevo Knight']],
    ['#3 muevo Knight', ['muevo Knight']],
    ['- muevo Knight', ['muevo Knight']],
    ['* muevo Knight', ['muevo Knight']],
    ['• muevo Knight!!', ['muevo Knight']],
    ['> > muevo Knight', ['muevo Knight']],
    ['**muevo** __Knight__', ['muevo Knight']],
    ['Orden 2: muevo Knight', ['muevo Knight']],
    ['Acción nº 2 - muevo Knight', ['muevo Knight']],
    ['Order 1) muevo Knight', ['muevo Knight']],
    ['muevo Knight; recluto Knave', ['muevo Knight', 'recluto Knave']],
    ['[list][*]muevo Knight[*]recluto Knave[/list]', ['muevo Knight', 'recluto Knave']],
    ['// a comment', []],
    ['((OOC: back on Monday))', []],
    ['Turno 3', []],
    ['Turn 3 - Kharn', []],
    ['   ', []],
  ])('%s', (text, expected) => {
    expect(splitSegments(text).map((s) => s.text)).toEqual(expected);
  });

  test('line numbers count blank lines; a line ending in ":" is a heading', () => {
    expect(splitSegments('Mis órdenes:\r\n\r\nmuevo Knight\n\n\nrecluto Knave')).toEqual([
      { line: 1, text: 'Mis órdenes', heading: true },
      { line: 3, text: 'muevo Knight', heading: false },
      { line: 6, text: 'recluto Knave', heading: false },
    ]);
  });
});

describe('words and names', () => {
  test.each([
    ['Harmonía', 'harmonia'],
    ['ÑANDÚ', 'nandu'],
    ['Emperor’s  Children', "emperor's children"],
    ['«Cadia»', '"cadia"'],
    ['x×3', 'xx3'],
    ['Shaa–dom', 'shaa-dom'],
  ])('fold(%s) = %s', (text, folded) => {
    expect(fold(text)).toBe(folded);
  });

  test.each([
    ['Los Hijos del Emperador', 'hijosdelemperador'],
    ['The Fall of Cadia', 'fallofcadia'],
    ['fall_of_cadia', 'fallofcadia'],
    ['Shaa-dom', 'shaadom'],
    ['¡Cráneos!', 'craneos'],
    ['La', 'la'], // an article alone stays
  ])('nameKey(%s) = %s', (text, key) => {
    expect(nameKey(text)).toBe(key);
  });

  test.each([
    ['cadia', 'cadia', 0],
    ['cadiaa', 'cadia', 1],
    ['cdaia', 'cadia', 1], // a transposition is one edit
    ['kadya', 'cadia', 2],
    ['', 'abc', 3],
  ])('editDistance(%s, %s) = %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });

  test('editDistance stops past its limit', () => {
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  const UNITS: NameKind = {
    label: { es: 'unidad', en: 'unit' },
    entries: [
      { id: 'knight', names: { es: ['Caballero'], en: ['Knight'] } },
      { id: 'knave', names: { es: ['Bribón'], en: ['Knave'] }, aliases: ['rogue'] },
      { id: 'tower-guard', names: { es: ['Guardia de la Torre'], en: ['Tower Guard'] } },
      { id: 'twin-a', names: { es: ['Gemelo'], en: ['Twin'] } },
      { id: 'twin-b', names: { es: ['Gemelo'], en: ['Twin'] } },
    ],
  };
  const units = new NameIndex(UNITS);

  test.each([
    ['Knight', { ok: true, id: 'knight', tier: 0 }],
    ['caballero', { ok: true, id: 'knight', tier: 0 }],
    ['BRIBON', { ok: true, id: 'knave', tier: 0 }],
    ['rogue', { ok: true, id: 'knave', tier: 1 }],
    ['tower-guard', { ok: true, id: 'tower-guard', tier: 0 }], // the id, but also the name "Tower Guard"
    ['knave', { ok: true, id: 'knave', tier: 0 }],
    ['la Guardia de la Torre', { ok: true, id: 'tower-guard', tier: 0 }],
    ['Knig', { ok: true, id: 'knight', tier: 2 }],
    ['Guard', { ok: true, id: 'tower-guard', tier: 2 }], // the beginning of "Guardia de la Torre"
    ['Torre', { ok: true, id: 'tower-guard', tier: 3 }], // the beginning of a later word
    ['Kn', { ok: false, reason: 'ambiguous_name', candidates: ['knight', 'knave'] }],
    ['Twin', { ok: false, reason: 'ambiguous_name', candidates: ['twin-a', 'twin-b'] }],
    ['Queen', { ok: false, reason: 'unknown_name', candidates: [] }],
    ['!!!', { ok: false, reason: 'unknown_name', candidates: [] }],
  ])('resolve(%s)', (text, expected) => {
    expect(units.resolve(text)).toEqual(expected);
  });

  test('near misses: closest first, none when nothing is close', () => {
    expect(units.nearMisses('Knihgt')).toEqual(['knight']);
    expect(units.nearMisses('Knve')).toEqual(['knave']);
    expect(units.nearMisses('Towre Gaurd')).toEqual(['tower-guard']);
    expect(units.nearMisses('Dragon')).toEqual([]);
  });

  test("printing takes the language's name when it names the entry alone, else the id", () => {
    expect(units.printName('knave', 'es')).toBe('Bribón');
    expect(units.printName('knave', 'en')).toBe('Knave');
    expect(units.printName('twin-a', 'en')).toBe('twin-a');
    expect(units.printName('nobody', 'en')).toBe('nobody');
  });
});

describe('patterns', () => {
  test.each(['muevo [a', 'muevo a]', 'muevo {x}', 'muevo < a >', 'muevo {x:unit'])('%s is refused when compiled', (source) => {
    expect(() => compilePattern(source)).toThrow();
  });

  test('free clauses read in any order, each at most once', () => {
    const pattern = compilePattern('muevo {unit:unit} < [a {to:square}] [x {count:number}] >');
    const shapes = (text: string) =>
      matchPattern(pattern, tokenize(text), { left: 10_000 }).map((m) =>
        m.bindings.map((b) => (b.t === 'num' ? `${b.name}=${b.value}` : `${b.name}:${b.from}-${b.to}`)).join(' '),
      );
    expect(shapes('muevo K a T x 3')).toContain('unit:1-2 to:3-4 count=3');
    expect(shapes('muevo K x3 a T')).toContain('unit:1-2 count=3 to:5-6');
    // The count clause cannot come twice: "x 3" is then part of the unit's name.
    expect(shapes('muevo K x 3 x 4')).toEqual(['unit:1-4 count=4', 'unit:1-6']);
    expect(shapes('recluto K')).toEqual([]);
  });
});

// ---- A toy grammar: "muevo <unidad> a <casilla> [x <n>]", "recluto <unidades>", in both languages. ----

type Toy = { type: 'move'; unit: string; to: string; count: number } | { type: 'recruit'; units: string[] };
type Ctx = OrderTextContext<null, string, null>;

const SQUARES: NameKind = {
  label: { es: 'casilla', en: 'square' },
  entries: [
    { id: 'north', names: { es: ['Torre Norte'], en: ['North Tower'] } },
    { id: 'south', names: { es: ['Torre Sur'], en: ['South Tower'] } },
  ],
};
const UNITS: NameKind = {
  label: { es: 'unidad', en: 'unit' },
  entries: [
    { id: 'knight', names: { es: ['Caballero'], en: ['Knight'] } },
    { id: 'knave', names: { es: ['Bribón'], en: ['Knave'] } },
    { id: 'sd', names: { es: ['Hijos e Hijas'], en: ['Sons and Daughters'] } },
  ],
};

const TOY: OrderGrammar<null, string, null, Toy[], Toy> = {
  kinds: [
    {
      kind: 'move',
      usage: { es: 'muevo <unidad> a <casilla> x <n>', en: 'move <unit> to <square> x <n>' },
      patterns: { es: ['muevo|mover {unit:unit} a {to:square} [x {count:number}]'], en: ['move {unit:unit} to {to:square} [x {count:number}]'] },
      build: (slots) => ({ type: 'move', unit: slots.unit as string, to: slots.to as string, count: typeof slots.count === 'number' ? slots.count : 1 }),
      // The first candidate reads back wrong on purpose (the count is lost): print must take the second.
      print: (order, t) =>
        order.type !== 'move'
          ? []
          : t.lang === 'es'
            ? [
                `muevo ${t.name('unit', order.unit)} a ${t.name('square', order.to)}`,
                `muevo ${t.name('unit', order.unit)} a ${t.name('square', order.to)} x ${order.count}`,
              ]
            : [`move ${t.name('unit', order.unit)} to ${t.name('square', order.to)} x ${order.count}`],
    },
    {
      kind: 'recruit',
      usage: { es: 'recluto <unidades>', en: 'recruit <units>' },
      patterns: { es: ['recluto|reclutar {units:unit+}'], en: ['recruit {units:unit+}'] },
      build: (slots, tools) => {
        const units = slots.units as string[];
        if (new Set(units).size !== units.length) return { problem: tools.ctx.lang === 'es' ? 'una unidad repetida.' : 'a unit twice.' };
        if (units.includes('knave'))
          tools.note(tools.ctx.lang === 'es' ? `${tools.label('unit', 'knave')} cobra el doble.` : `${tools.label('unit', 'knave')} costs double.`);
        return { type: 'recruit', units };
      },
      print: (order, t) =>
        order.type === 'recruit' ? [t.lang === 'es' ? `recluto ${t.list('unit', order.units)}` : `recruit ${t.list('unit', order.units)}`] : [],
    },
  ],
  vocabulary: () => ({ unit: UNITS, square: SQUARES }),
  orders: (sheet) => sheet,
  sheet: (orders) => orders,
  classify: (order) => {
    const o = order as Toy | null;
    return o && (o.type === 'move' || o.type === 'recruit') ? { kind: o.type, order: o } : null;
  },
  numbers: { min: 1, max: 9 },
  maxOrders: 3,
  explain: (error, order) => (error.reason === 'too_far' ? `(${(order as { to: string }).to})` : null),
};
const toy = orderTextSupport(TOY);
const ctx = (lang: 'es' | 'en'): Ctx => ({ setup: null, players: [], state: null, player: 'me', lang });

describe('a grammar read by the framework', () => {
  test('every language is read whatever the message language; lists split at their separators', () => {
    const parsed = toy.parse('muevo Caballero a Torre Norte x 2\nrecruit Knight, Sons and Daughters y Bribón', ctx('en'));
    expect(parsed).toEqual({
      ok: true,
      sheet: [
        { type: 'move', unit: 'knight', to: 'north', count: 2 },
        { type: 'recruit', units: ['knight', 'sd', 'knave'] },
      ],
      sources: [
        { line: 1, text: 'muevo Caballero a Torre Norte x 2' },
        { line: 2, text: 'recruit Knight, Sons and Daughters y Bribón' },
      ],
      notes: [{ line: 2, text: 'recruit Knight, Sons and Daughters y Bribón', message: 'Line 2: Knave costs double.' }],
    });
  });

  test.each([
    [
      'mueve Knight a Torre Norte',
      'unrecognised_order',
      'Línea 2: no entiendo «mueve Knight a Torre Norte». Escribe una orden por línea, por ejemplo: «muevo <unidad> a <casilla> x <n>», «recluto <unidades>». ¿Querías decir «muevo»?',
    ],
    ['muevo Knight', 'malformed_order', 'Línea 2: «muevo Knight» no tiene la forma de esa orden; escríbela así: «muevo <unidad> a <casilla> x <n>».'],
    ['muevo Knihgt a Torre Norte', 'unknown_name', 'Línea 2: no conozco «Knihgt» como unidad en esta partida. ¿Querías decir Caballero?'],
    ['muevo Dragon a Torre Norte', 'unknown_name', 'Línea 2: no conozco «Dragon» como unidad en esta partida. Opciones: Caballero, Bribón y Hijos e Hijas.'],
    ['muevo Knight a Torre', 'ambiguous_name', 'Línea 2: «Torre» puede ser «Torre Norte» o «Torre Sur»: escribe el nombre completo.'],
    ['muevo Knight a Torre Sur x 10', 'bad_number', 'Línea 2: 10 no vale como número: tiene que estar entre 1 y 9.'],
    ['recluto Knight y Caballero', 'malformed_order', 'Línea 2: una unidad repetida.'],
  ])('%s', (line, reason, message) => {
    const parsed = toy.parse(`recluto Knave\n${line}`, ctx('es'));
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problems).toEqual([expect.objectContaining({ line: 2, text: line, reason, message })]);
  });

  test('suggestions are data', () => {
    const parsed = toy.parse('move Knihgt to Torre', ctx('en'));
    expect(!parsed.ok && parsed.problems.map((p) => [p.reason, p.suggestions])).toEqual([
      ['unknown_name', ['Knight']],
      ['ambiguous_name', ['North Tower', 'South Tower']],
    ]);
  });

  test('whole-text problems are on line 0', () => {
    expect(toy.parse('', ctx('en'))).toMatchObject({
      ok: false,
      problems: [{ line: 0, reason: 'empty_text', message: 'The text holds no order. To give no orders, write “No orders”.' }],
    });
    expect(toy.parse('recluto Knave\n'.repeat(4), ctx('en'))).toMatchObject({ ok: false, problems: [{ line: 0, reason: 'too_many_orders' }] });
    expect(toy.parse('x'.repeat(50_001), ctx('en'))).toMatchObject({ ok: false, problems: [{ line: 0, reason: 'text_too_long' }] });
  });

  test('"no orders" alone is the empty sheet, beside orders a problem', () => {
    expect(toy.parse('Nada.', ctx('es'))).toEqual({ ok: true, sheet: [], sources: [], notes: [] });
    expect(toy.parse('recluto Knave\nNo orders', ctx('en'))).toMatchObject({ ok: false, problems: [{ line: 2, reason: 'none_with_orders' }] });
  });

  test('a heading that starts an order carries over to the lines that do not read alone', () => {
    const parsed = toy.parse('Recluto:\n- Knight\n- Knave\nmuevo Knight a Torre Sur\nOtras cosas:\n- Knight', ctx('es'));
    expect(!parsed.ok && parsed.problems.map((p) => [p.line, p.reason])).toEqual([[6, 'unrecognised_order']]);
    expect(toy.parse('Recluto:\n- Knight\n- Knave', ctx('es'))).toMatchObject({
      ok: true,
      sheet: [
        { type: 'recruit', units: ['knight'] },
        { type: 'recruit', units: ['knave'] },
      ],
    });
  });

  test('print takes the first candidate that reads back the same, in the context language', () => {
    const sheet: Toy[] = [
      { type: 'move', unit: 'knave', to: 'south', count: 3 },
      { type: 'recruit', units: ['sd', 'knight'] },
    ];
    expect(toy.print(sheet, ctx('es'))).toBe('muevo Bribón a Torre Sur x 3\nrecluto Hijos e Hijas y Caballero');
    expect(toy.print(sheet, ctx('en'))).toBe('move Knave to South Tower x 3\nrecruit Sons and Daughters and Knight');
    for (const lang of ['es', 'en'] as const) expect(toy.parse(toy.print(sheet, ctx(lang)), ctx(lang))).toMatchObject({ ok: true, sheet });
    expect(toy.print([], ctx('es'))).toBe('Sin órdenes');
  });

  test('an order no kind prints is shown as data and does not read back', () => {
    const text = toy.print([{ type: 'fly' } as unknown as Toy], ctx('en'));
    expect(text).toBe('?? {"type":"fly"}');
    expect(toy.parse(text, ctx('en')).ok).toBe(false);
  });

  test("pin: a checkSheet error goes to the line of its order, with the grammar's extra words", () => {
    const parsed = toy.parse('recluto Knave\n\nmuevo Knight a Torre Norte', ctx('en'));
    if (!parsed.ok) throw new Error('not understood');
    expect(
      toy.pin(
        [
          { index: 1, reason: 'too_far', message: 'Too far.' },
          { index: 7, reason: 'other', message: 'Odd.' },
        ],
        parsed,
        ctx('en'),
      ),
    ).toEqual([
      { line: 3, text: 'muevo Knight a Torre Norte', reason: 'too_far', message: 'Line 3: Too far. (north)', index: 1 },
      { line: 0, text: '', reason: 'other', message: 'Odd.', index: 7 },
    ]);
  });

  test('nothing a player types makes it throw; problems name a line of the text', () => {
    const words = fc.constantFrom(
      'muevo',
      'move',
      'a',
      'to',
      'x',
      '3',
      'Knight',
      'Torre',
      'Norte',
      'y',
      ',',
      ';',
      '[b]',
      '\n',
      'recluto',
      'Sons',
      'and',
      ':',
      '1.',
      'ñ',
      '«',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.array(words, { maxLength: 40 }).map((w) => w.join(' ')),
        ),
        fc.constantFrom('es' as const, 'en' as const),
        (text, lang) => {
          const parsed = toy.parse(text, ctx(lang));
          const lines = text.split(/\r\n|\r|\n/).length;
          if (parsed.ok) {
            for (const s of parsed.sources) expect(s.line).toBeGreaterThanOrEqual(1);
            return;
          }
          for (const p of parsed.problems) {
            expect(ORDER_TEXT_REASONS).toContain(p.reason);
            expect(p.line).toBeLessThanOrEqual(lines);
            if (p.line > 0) expect(p.message.startsWith(lang === 'es' ? `Línea ${p.line}: ` : `Line ${p.line}: `)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
