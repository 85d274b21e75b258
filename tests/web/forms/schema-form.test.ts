import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { labelled } from '../../../src/engine/core/forms.ts';
import { GmResolutionSchema, GenericSetupSchema } from '../../../src/engine/rulesets/generic/schemas.ts';
import { issuesToFieldErrors, parseSchemaFormFields, schemaFormFields } from '../../../src/web/forms/index.ts';

/**
 * What a browser posts for a rendered form: every named control's value (text inputs and textareas as typed,
 * the selected option, ticked boxes and radios), repeated names as arrays, like @fastify/formbody gives them.
 */
function post(htmlText: string, edit: (fields: Map<string, string[]>) => void = () => {}): Record<string, string | string[]> {
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
    if (!name) continue;
    const type = attrOf(tag, 'type') ?? 'text';
    if ((type === 'checkbox' || type === 'radio') && !/\schecked\b/.test(tag)) continue;
    add(name, decode(attrOf(tag, 'value') ?? (type === 'checkbox' ? 'on' : '')));
  }
  for (const m of htmlText.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const name = attrOf(m[1]!, 'name');
    if (name && !name.endsWith('.__json')) add(name, decode(m[2]!));
  }
  for (const m of htmlText.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = attrOf(m[1]!, 'name');
    if (!name) continue;
    const selected = [...m[2]!.matchAll(/<option value="([^"]*)"[^>]*\sselected\b/g)].map((o) => decode(o[1]!));
    add(name, selected[0] ?? /<option value="([^"]*)"/.exec(m[2]!)?.[1] ?? '');
  }
  edit(fields);
  return Object.fromEntries([...fields].map(([k, v]) => [k, v.length === 1 ? v[0]! : v]));
}

const roundTrip = (schema: z.ZodType, value: unknown) => {
  const form = schemaFormFields({ schema, value, lang: 'en', prefix: 'f' }).toString();
  return parseSchemaFormFields(schema, post(form), 'f');
};

const Order = z.discriminatedUnion('type', [
  z.object({ type: z.literal('invade'), planet: z.string().min(1), count: z.number().int().min(1).max(9) }),
  z.object({ type: z.literal('defend'), planet: z.string().min(1) }),
  z.object({ type: z.literal('claim'), deed: z.enum(['avatar', 'temple']), choice: z.enum(['Khorne', 'Nurgle']).optional() }),
]);

const TABLE: [string, z.ZodType, unknown][] = [
  [
    'flat object with text, number, boolean, enum',
    z.object({ name: z.string(), hours: z.number().int().min(1), ready: z.boolean(), mode: z.enum(['a', 'b', 'c', 'd', 'e']) }),
    { name: 'Ana <&> "B"', hours: 48, ready: true, mode: 'c' },
  ],
  [
    'nested object and optional fields left empty',
    z.object({ a: z.object({ b: z.string(), c: z.number().optional() }), d: z.string().optional() }),
    { a: { b: 'x' } },
  ],
  [
    'array of a discriminated union (an order sheet)',
    z.object({ orders: z.array(Order).max(10) }),
    {
      orders: [
        { type: 'invade', planet: 'vraks', count: 3 },
        { type: 'claim', deed: 'temple', choice: 'Nurgle' },
        { type: 'defend', planet: 'sarum' },
      ],
    },
  ],
  ['array of enums (checkboxes)', z.object({ tags: z.array(z.enum(['red', 'green', 'blue'])) }), { tags: ['red', 'blue'] }],
  [
    'array of objects',
    z.object({ rows: z.array(z.object({ x: z.number(), y: z.string() })) }),
    {
      rows: [
        { x: 1, y: 'one' },
        { x: 2, y: 'two' },
      ],
    },
  ],
  ['record / free JSON edited as JSON', z.object({ extra: z.record(z.string(), z.number()) }), { extra: { a: 1, b: 2 } }],
  ['nullable number', z.object({ n: z.number().nullable() }), { n: 7 }],
  [
    'generic setup (phases, tracks)',
    GenericSetupSchema,
    GenericSetupSchema.parse({ phases: [{ id: 'orders', name: 'Orders', secret: true }], tracks: [{ id: 'vp', name: 'VP', initial: 2 }], board: 'Start' }),
  ],
  [
    'generic GM input',
    GmResolutionSchema,
    GmResolutionSchema.parse({ report: 'Line one\nline two', tracks: [{ player: 'p1', track: 'vp', delta: -2, note: 'lost' }], end: true, winners: ['p1'] }),
  ],
];

describe('generated forms: render → what a browser posts → parse gives the value back', () => {
  test.each(TABLE)('%s', (_name, schema, value) => {
    const parsed = roundTrip(schema, value);
    expect(parsed).toEqual({ ok: true, value });
    expect(schema.safeParse(parsed.ok ? parsed.value : null).success).toBe(true);
  });

  test('property: any valid value of an order-sheet schema survives the round trip', () => {
    const schema = z.object({ orders: z.array(Order).max(6), note: z.string().max(30).optional() });
    const order = fc.oneof(
      fc.record({ type: fc.constant('invade'), planet: fc.stringMatching(/^[a-z]{1,8}$/), count: fc.integer({ min: 1, max: 9 }) }),
      fc.record({ type: fc.constant('defend'), planet: fc.stringMatching(/^[a-z]{1,8}$/) }),
      fc.record({ type: fc.constant('claim'), deed: fc.constantFrom('avatar', 'temple') }, { requiredKeys: ['type', 'deed'] }),
    );
    fc.assert(
      fc.property(
        fc.record({ orders: fc.array(order, { maxLength: 6 }), note: fc.stringMatching(/^[a-z ]{1,30}$/) }, { requiredKeys: ['orders'] }),
        (value) => {
          expect(roundTrip(schema, value)).toEqual({ ok: true, value });
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('generated forms: what a player or GM sees', () => {
  const schema = z.object({
    orders: labelled(z.array(Order).max(3), { label: { es: 'Órdenes', en: 'Orders' } }),
    target: labelled(z.string(), { label: { es: 'Objetivo', en: 'Target' }, help: { es: 'Un planeta alcanzable.', en: 'A reachable planet.' } }),
  });

  test('every control has a label (for/id, or around it), ids are unique, es/en labels come from the metadata', () => {
    for (const lang of ['es', 'en'] as const) {
      const page = schemaFormFields({ schema, value: { orders: [{ type: 'defend', planet: 'x' }] }, lang, prefix: 'answer' }).toString();
      const ids = [...page.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
      expect(new Set(ids).size).toBe(ids.length);
      const labelled = new Set([...page.matchAll(/<label[^>]*\sfor="([^"]+)"/g)].map((m) => m[1]!));
      // A control inside its label needs no for/id (a checkbox or radio: html-validate's no-redundant-for).
      for (const [, inner] of page.matchAll(/<label\b[^>]*>([\s\S]*?)<\/label>/g))
        for (const m of inner!.matchAll(/<(?:input|select|textarea)\b[^>]*\sid="([^"]+)"/g)) labelled.add(m[1]!);
      for (const [tag] of page.matchAll(/<(input|select|textarea)\b[^>]*>/g)) {
        if (/type="hidden"/.test(tag)) continue;
        const id = /\sid="([^"]+)"/.exec(tag)?.[1];
        expect(id && labelled.has(id), tag).toBe(true);
      }
      expect(page).toContain(lang === 'es' ? '>Objetivo' : '>Target');
      expect(page).toContain(lang === 'es' ? 'Un planeta alcanzable.' : 'A reachable planet.');
    }
  });

  test('choices replace a free input with the legal values only, with hints; an old value stays marked', () => {
    const page = schemaFormFields({
      schema,
      value: { target: 'fenris', orders: [] },
      lang: 'en',
      prefix: 'answer',
      choices: {
        target: [
          { value: 'mordian', label: 'Mordian', hint: '1 action' },
          { value: 'cadia', label: 'Cadia', hint: '2 actions', disabled: true },
          ...['a', 'b', 'c'].map((v) => ({ value: v, label: v.toUpperCase() })),
        ],
        'orders[].planet': [{ value: 'vraks', label: 'Vraks' }],
      },
    }).toString();
    expect(page).toContain('<option value="mordian">Mordian — 1 action</option>');
    expect(page).toContain('<option value="cadia" disabled>Cadia — 2 actions</option>');
    expect(page).toContain('<option value="fenris" selected>fenris (not available now)</option>');
    // Choices for a field of every row (`orders[].planet`), in each variant that has it.
    expect(page).toMatch(/<input type="radio" id="answer-orders-0-__invade-planet-0" name="answer\.orders\.0\.__invade\.planet" value="vraks"> Vraks/);
    // Few choices for a required field: radios, the old value kept and marked.
    const radios = schemaFormFields({
      schema,
      value: { target: 'fenris', orders: [] },
      lang: 'en',
      prefix: 'answer',
      choices: { target: [{ value: 'mordian', label: 'Mordian' }] },
    }).toString();
    expect(radios).toContain('<input type="radio" id="answer-target-kept" name="answer.target" value="fenris" checked> fenris (not available now)');
    expect(radios).toContain('<input type="radio" id="answer-target-0" name="answer.target" value="mordian"> Mordian');
  });

  test('checkboxes of an array of enum values take their labels from choices keyed by the field or by its items', () => {
    const schema = z.object({ tags: z.array(z.enum(['red', 'blue'])) });
    for (const key of ['tags', 'tags[]']) {
      const page = schemaFormFields({
        schema,
        value: { tags: ['blue'] },
        lang: 'en',
        prefix: 'f',
        choices: {
          [key]: [
            { value: 'red', label: 'Crimson', hint: 'warm' },
            { value: 'blue', label: 'Azure', disabled: true },
          ],
        },
      }).toString();
      expect(page, key).toContain('<input type="checkbox" id="f-tags-0" name="f.tags" value="red"> Crimson <span class="muted">warm</span>');
      expect(page, key).toContain('<input type="checkbox" id="f-tags-1" name="f.tags" value="blue" checked disabled> Azure');
    }
  });

  test('each problem shows next to its field (aria-invalid, aria-describedby); the rest in a summary', () => {
    const page = schemaFormFields({
      schema,
      value: { target: '', orders: [{ type: 'invade', planet: 'x', count: 99 }] },
      lang: 'en',
      prefix: 'answer',
      errors: [
        { path: 'orders.0.count', message: 'Too many <units>' },
        { path: 'target', message: 'Pick one' },
        { path: 'whole', message: 'Sheet-wide rule' },
      ],
    }).toString();
    expect(page).toMatch(
      /<input type="number" id="answer-orders-0-__invade-count"[^>]*aria-describedby="answer-orders-0-__invade-count-error" aria-invalid="true">\s*<p class="field-error" id="answer-orders-0-__invade-count-error">Too many &lt;units&gt;<\/p>/,
    );
    expect(page).toMatch(/id="answer-target"[^>]*aria-invalid="true"/);
    expect(page).toContain('<code>whole</code> Sheet-wide rule');
  });

  test('zod issues in plain words (es/en), with their field paths', () => {
    const result = z.object({ n: z.number().int().min(1).max(10), name: z.string().min(1) }).safeParse({ n: 50, name: '' });
    if (result.success) throw new Error('should fail');
    expect(issuesToFieldErrors(result.error.issues, 'es')).toEqual([
      { path: 'n', message: 'Escribe un número de como mucho 10.' },
      { path: 'name', message: 'Falta este dato.' },
    ]);
    expect(issuesToFieldErrors(result.error.issues, 'en')[0]).toEqual({ path: 'n', message: 'Write a number of at most 10.' });
  });

  test('rows: a spare empty row, removal, "add another" asks for one more, maxItems respected', () => {
    const form = schemaFormFields({
      schema,
      value: {
        target: 't',
        orders: [
          { type: 'defend', planet: 'a' },
          { type: 'defend', planet: 'b' },
        ],
      },
      lang: 'en',
      prefix: 'f',
    }).toString();
    expect(form.match(/<fieldset class="row"/g)).toHaveLength(3); // two rows + one spare (maxItems 3)
    expect(form).not.toContain('name="__add"'); // full: no "add another"
    const removed = parseSchemaFormFields(
      schema,
      post(form, (fields) => fields.set('f.orders.0.__remove', ['1'])),
      'f',
    );
    expect(removed).toEqual({ ok: true, value: { target: 't', orders: [{ type: 'defend', planet: 'b' }] } });
    const small = schemaFormFields({ schema, value: { target: 't', orders: [] }, lang: 'en', prefix: 'f', posted: { __add: 'f.orders' } }).toString();
    expect(small.match(/<fieldset class="row"/g)).toHaveLength(2);
  });

  test('the raw JSON fallback: used when asked, a clear error when the JSON is bad', () => {
    expect(parseSchemaFormFields(schema, { 'f.__raw': '1', 'f.__json': '{"target":"x","orders":[]}' }, 'f')).toEqual({
      ok: true,
      value: { target: 'x', orders: [] },
    });
    expect(parseSchemaFormFields(schema, { 'f.__raw': '1', 'f.__json': '{oops' }, 'f')).toMatchObject({ ok: false });
  });

  test('hostile bodies never throw and never allocate huge rows or prototype keys', () => {
    const hostile = {
      'f.orders.99999999.__variant': 'defend',
      'f.orders.5.__variant': 'nope',
      __proto__: 'x',
      'f.target': ['a', 'b'],
      'f.orders.1.__defend.planet': '<script>',
    };
    const parsed = parseSchemaFormFields(schema, hostile, 'f');
    expect(parsed).toEqual({ ok: true, value: { target: 'a', orders: [] } });
    expect(Object.getPrototypeOf(parsed.ok ? parsed.value : {})).toBe(Object.prototype);
  });
});

describe('root shapes', () => {
  const CellOrRowCol = z.union([
    z.object({ cell: labelled(z.string(), { label: { es: 'Casilla', en: 'Cell' } }) }).strict(),
    z.object({ row: z.number().int(), col: z.number().int() }).strict(),
  ]);

  test('a union of objects without a discriminator is drawn as its first shape, and read back as it', () => {
    const form = schemaFormFields({
      schema: CellOrRowCol,
      value: {},
      lang: 'en',
      prefix: 'answer',
      choices: {
        cell: [
          { value: 'b2', label: 'b2' },
          { value: 'c3', label: 'c3' },
        ],
      },
    }).toString();
    expect(form).toContain('<legend>Cell</legend>');
    expect(form).not.toContain('answer.row');
    const fields = post(form, (f) => f.set('answer.cell', ['c3']));
    const parsed = parseSchemaFormFields(CellOrRowCol, fields, 'answer');
    expect(parsed).toEqual({ ok: true, value: { cell: 'c3' } });
    expect(CellOrRowCol.safeParse(parsed.ok && parsed.value).success).toBe(true);
  });

  test('a list of enum values takes its choices keyed by its items (`kills[]`) as well as by the list: labels, and only the legal ones', () => {
    const units = z.object({
      kills: z.array(z.enum(['gc.acolyte.1', 'gc.acolyte.2', 'gc.cthulhu.1'])),
      pains: z.array(z.enum(['gc.acolyte.1', 'gc.acolyte.2', 'gc.cthulhu.1'])),
    });
    const legal = [
      { value: 'gc.acolyte.2', label: 'Acolyte 2' },
      { value: 'gc.cthulhu.1', label: 'Cthulhu 1' },
    ];
    const form = schemaFormFields({ schema: units, value: {}, lang: 'en', prefix: 'answer', choices: { 'kills[]': legal, pains: legal } }).toString();
    for (const field of ['kills', 'pains']) {
      expect(form).toContain(`<input type="checkbox" id="answer-${field}-0" name="answer.${field}" value="gc.acolyte.2"> Acolyte 2</label>`);
      expect(form).toContain(`<input type="checkbox" id="answer-${field}-1" name="answer.${field}" value="gc.cthulhu.1"> Cthulhu 1</label>`);
    }
    expect(form).not.toContain('value="gc.acolyte.1"');
    const parsed = parseSchemaFormFields(
      units,
      post(form, (f) => f.set('answer.kills', ['gc.cthulhu.1'])),
      'answer',
    );
    expect(parsed).toEqual({ ok: true, value: { kills: ['gc.cthulhu.1'], pains: [] } });
  });

  test('an object with nothing to fill in draws nothing, not even the raw JSON editor', () => {
    const form = schemaFormFields({ schema: z.object({}).strict(), value: {}, lang: 'en', prefix: 'seat' }).toString();
    expect(form).toBe('<div class="schema-form" data-schema-form="seat"></div>');
    expect(parseSchemaFormFields(z.object({}).strict(), {}, 'seat')).toEqual({ ok: true, value: {} });
  });
});
