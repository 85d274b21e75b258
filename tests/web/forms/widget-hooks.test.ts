import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { labelled } from '../../../src/engine/core/forms.ts';
import { formPath, parseSchemaFormFields, schemaFormFields, type RowMap } from '../../../src/web/forms/index.ts';

/**
 * The hooks a ruleset uses to give its players more than its schema says (issue 32): choices per variant with
 * hints and groups, notes and problems beside each row, summary lines, ordered and folded fields, a catch-all
 * union, and the rows a posted form kept (so the live check names the fields as drawn).
 */
const Move = z.discriminatedUnion('type', [
  labelled(
    z
      .object({ type: labelled(z.literal('attack'), { label: { es: 'Tipo', en: 'Kind' } }), target: z.string(), count: z.number().int().min(1).default(1) })
      .strict(),
    { label: { es: 'Atacar', en: 'Attack' } },
  ),
  labelled(
    z
      .object({
        type: z.literal('hold'),
        target: z.string(),
        terms: labelled(z.object({ with: z.array(z.string()).min(1), order: labelled(z.array(z.string()), { widget: 'ordered' }).optional() }).strict(), {
          label: { es: 'Pacto', en: 'Pact' },
          widget: 'folded',
        }).optional(),
      })
      .strict(),
    { label: { es: 'Mantener', en: 'Hold' } },
  ),
]);
const Sheet = labelled(z.array(labelled(z.union([z.unknown(), Move]), { label: { es: 'Jugada', en: 'Move' } })).max(20), {
  label: { es: 'Jugadas', en: 'Moves' },
  spare: 2,
});

const draw = (options: Partial<Parameters<typeof schemaFormFields>[0]> = {}) =>
  schemaFormFields({ schema: Sheet, value: [], lang: 'en', prefix: 'a', ...options }).toString();

describe('widget hooks of the generated form', () => {
  test('a catch-all union draws the shapes it names; the API schema still takes anything', () => {
    const form = draw();
    expect(form).toContain('<select id="a-0-variant" name="a.0.__variant" class="variant-choice">');
    expect(form).toContain('<label for="a-0-variant">Kind</label>'); // the discriminator's label
    expect(form).toContain('<option value="attack" data-k="0">Attack</option>');
    expect(Sheet.safeParse([42, { type: 'nonsense' }]).success).toBe(true);
  });

  test('choices per variant (`[]<kind>.field`) win over choices for every variant; hints and groups in the select', () => {
    const form = draw({
      value: [{ type: 'attack', target: 'b' }],
      choices: {
        '[].target': [{ value: 'x', label: 'Anywhere' }],
        '[]<attack>.target': [
          { value: 'a', label: 'Alpha', hint: '1 each', group: 'North' },
          { value: 'b', label: 'Beta', hint: '2 each', group: 'South' },
          { value: 'c', label: 'Gamma', group: 'North' },
          ...['d', 'e'].map((value) => ({ value, label: value.toUpperCase(), group: 'South' })),
        ],
      },
    });
    const attack = /<select id="a-0-__attack-target"[^>]*>([\s\S]*?)<\/select>/.exec(form)![1]!;
    expect(attack).toContain('<optgroup label="North"><option value="a">Alpha — 1 each</option><option value="c">Gamma</option></optgroup>');
    expect(attack).toContain(
      '<optgroup label="South"><option value="b" selected>Beta — 2 each</option><option value="d">D</option><option value="e">E</option></optgroup>',
    );
    expect(attack).not.toContain('Anywhere');
    expect(form).toMatch(/name="a\.0\.__hold\.target" value="x"> Anywhere/); // the other kind: the choices for every kind
  });

  test('spare rows: as many as the list asks, marked for the script; "Add another" asks for as many more', () => {
    expect(draw().match(/<fieldset class="row" data-row="\d+" id="a-\d+-row" data-spare>/g)).toHaveLength(2);
    expect(draw({ posted: { __add: 'a' } }).match(/<fieldset class="row" data-row="\d+" id="a-\d+-row"/g)).toHaveLength(4);
    // A spare row's kind fields show their defaults: the row counts only once a kind is chosen.
    expect(draw()).toMatch(/id="a-0-__attack-count"[^>]*value="1" data-default="1"/);
  });

  test('summary lines above the fields; notes, warnings and whole-row problems under their rows', () => {
    const form = draw({
      value: [
        { type: 'attack', target: 'a', count: 2 },
        { type: 'attack', target: 'b' },
        { type: 'hold', target: 'c' },
      ],
      summary: ['Budget — left: 1 <of 3>'],
      notes: [
        { path: '[0]', message: 'Costs 2.' },
        { path: '[0]', message: 'Risky.', warning: true },
        { path: '[1]', message: 'Costs 1.' },
      ],
      errors: [
        { path: '[1]', message: 'Too far.' },
        { path: '[2].target', message: 'Not yours.' },
      ],
    });
    expect(form).toContain('<div class="sheet-summary" data-sheet-summary aria-live="polite"><p>Budget — left: 1 &lt;of 3&gt;</p></div>');
    expect(form).toContain(
      '<p class="row-status" id="a-0-status" aria-live="polite"><span class="row-note">Costs 2.</span> <span class="row-warning">Risky.</span></p>',
    );
    expect(form).toContain('<p class="row-status" id="a-1-status" aria-live="polite"><span class="field-error">Too far.</span></p>');
    // The field's problem belongs to the chosen kind (every kind is drawn without JavaScript): only once, there.
    expect(form.match(/Not yours\./g)).toHaveLength(1);
    expect(form).toMatch(/id="a-2-__hold-target"[^>]*aria-invalid="true">\s*<p class="field-error" id="a-2-__hold-target-error">Not yours\./);
    expect(draw({ summary: [] })).toContain('<div class="sheet-summary" data-sheet-summary aria-live="polite"></div>'); // the live region is there
    expect(draw()).not.toContain('data-sheet-summary');
  });

  test('a folded group opens when it holds something or a problem; an ordered list is rows of selects, read in order', () => {
    const everybody = [
      { value: 'p1', label: 'One' },
      { value: 'p2', label: 'Two' },
    ];
    const choices = { '[]<hold>.terms.with[]': everybody, '[]<hold>.terms.order[]': everybody };
    const value = [{ type: 'hold', target: 't', terms: { with: ['p1', 'p2'], order: ['p2', 'p1'] } }];
    const form = draw({ value, choices });
    expect(form).toMatch(/<details class="form-group folded" id="a-0-__hold-terms" open><summary>Pact<\/summary>/);
    expect(draw({ value: [{ type: 'hold', target: 't' }], choices })).toMatch(/<details class="form-group folded" id="a-0-__hold-terms"><summary>/);
    expect(form).toContain('<input type="checkbox" id="a-0-__hold-terms-with-1" name="a.0.__hold.terms.with" value="p2" checked> Two');
    expect(form).toMatch(/<select id="a-0-__hold-terms-order-0" name="a\.0\.__hold\.terms\.order\.0"[^>]*>[\s\S]*?<option value="p2" selected>Two<\/option>/);
    const fields = {
      'a.0.__variant': 'hold',
      'a.0.__hold.target': 't',
      'a.0.__hold.terms.with': ['p1', 'p2'],
      'a.0.__hold.terms.order.0': 'p2',
      'a.0.__hold.terms.order.1': 'p1',
      'a.0.__hold.terms.order.2': '',
    };
    expect(parseSchemaFormFields(Sheet, fields, 'a')).toEqual({ ok: true, value });
    // Untouched, the group is not part of the answer.
    expect(parseSchemaFormFields(Sheet, { 'a.0.__variant': 'hold', 'a.0.__hold.target': 't' }, 'a')).toEqual({
      ok: true,
      value: [{ type: 'hold', target: 't' }],
    });
  });

  test('the rows a posted form kept map a problem in the answer to the field as drawn', () => {
    const rows: RowMap = {};
    const fields = {
      'a.0.__variant': 'attack',
      'a.0.__attack.target': 'a',
      'a.1.__variant': '', // left empty
      'a.2.__variant': 'attack',
      'a.2.__attack.target': 'b',
      'a.2.__remove': '1', // removed
      'a.3.__variant': 'hold',
      'a.3.__hold.target': 'c',
      'a.3.__hold.terms.with': ['p1'],
      'a.3.__hold.terms.order.0': '',
      'a.3.__hold.terms.order.1': 'p1',
    };
    const parsed = parseSchemaFormFields(Sheet, fields, 'a', rows);
    expect(parsed).toEqual({
      ok: true,
      value: [
        { type: 'attack', target: 'a' },
        { type: 'hold', target: 'c', terms: { with: ['p1'], order: ['p1'] } },
      ],
    });
    expect(rows).toEqual({ '': [0, 3], '[3].terms.order': [1] });
    expect(formPath('[1].target', rows)).toBe('[3].target');
    expect(formPath('1.terms.order.0', rows)).toBe('[3].terms.order[1]');
    expect(formPath('[0]', rows)).toBe('[0]');
    expect(formPath('[7].x', rows)).toBe('[7].x'); // beyond what the form holds: as given
  });
});
