import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { labelled } from '../../../src/engine/core/forms.ts';
import { parseSchemaFormFields, schemaFormFields } from '../../../src/web/forms/index.ts';

/**
 * Place fields (issue 37, docs/forms.md "Picking on the map"): a field whose schema says `place` is marked for the
 * page script that lets the map pick it — a select, radios or a text input `data-place-field="one"`, a path list
 * `data-place-field="path"` drawn as one select a row (never checkboxes) — and reads back like any other field.
 */
const Sheet = z.object({
  area: labelled(z.string(), { label: { es: 'Zona', en: 'Area' }, place: 'one' }),
  square: labelled(z.string().optional(), { label: { es: 'Casilla', en: 'Square' }, place: 'one' }),
  gate: labelled(z.string(), { label: { es: 'Puerta', en: 'Gate' }, place: 'one' }),
  path: labelled(z.array(z.string()).max(8), { label: { es: 'Camino', en: 'Path' }, place: 'path' }),
  note: z.string().optional(),
});

const draw = (value: unknown = {}) =>
  schemaFormFields({
    schema: Sheet,
    value,
    lang: 'en',
    prefix: 'a',
    choices: {
      area: ['x', 'y', 'z', 'w', 'v'].map((value) => ({ value, label: value.toUpperCase() })),
      gate: [
        { value: 'north', label: 'North' },
        { value: 'south', label: 'South', disabled: true },
      ],
      'path[]': ['a1', 'a2', 'off'].map((value) => ({ value, label: value })),
    },
  }).toString();

describe('place fields of the generated form', () => {
  test('a select, radios and a text input taking a place are marked; other fields are not', () => {
    const form = draw();
    expect(form).toContain('<select id="a-area" name="a.area" data-place-field="one">');
    expect(form).toMatch(/<fieldset class="field radios" id="a-gate" data-place-field="one">/);
    expect(form).toMatch(/<input type="text" id="a-square" name="a.square" [^>]*data-place-field="one">/);
    expect(form).toMatch(/<input type="text" id="a-note" name="a.note" [^>]*>/);
    expect(form.match(/data-place-field/g)).toHaveLength(4);
  });

  test('a path is a list of selects, one step a row, in order (its choices keyed by the item)', () => {
    const form = draw({ path: ['a2', 'a1'] });
    expect(form).toMatch(/<fieldset class="form-group array" id="a-path" data-array="a.path" data-max="8" data-place-field="path">/);
    expect(form).not.toContain('type="checkbox" id="a-path-0"');
    expect(form).toContain('<select id="a-path-0" name="a.path.0">');
    expect(form).toContain('<option value="a2" selected>a2</option>');
    const parsed = parseSchemaFormFields(Sheet, { 'a.area': 'x', 'a.gate': 'north', 'a.path.0': 'a2', 'a.path.1': 'off', 'a.path.2': '' }, 'a');
    expect(parsed).toEqual({ ok: true, value: { area: 'x', gate: 'north', path: ['a2', 'off'] } });
  });
});
