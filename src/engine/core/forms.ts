import type { z } from 'zod';
import type { Text } from './catalogue.ts';

/**
 * Form hints for the server's form generator (src/web/forms). The generator reads a zod schema's JSON Schema:
 * object → fieldset, enum/literal union → select or radios, discriminated union → a type choice plus the
 * chosen variant's fields, array → repeatable rows, number/boolean/string → inputs. Labels and help come from
 * schema metadata, set with `labelled(schema, { label: { es, en } })`; choices built from the position
 * (`FieldChoices`) replace a field's free input with the legal values only (godip's Options, chessops' dests).
 */

/** Metadata a field may carry (zod `.meta(...)`; appears in the JSON Schema the generator reads). */
export interface FieldMeta {
  label?: Text;
  help?: Text;
  /** How to draw the field when the default is not right. */
  widget?: 'select' | 'radios' | 'textarea' | 'hidden' | 'checkboxes' | 'json';
  /** Placeholder shown in an empty input. */
  placeholder?: Text;
}

/** Attaches labels/help/widget to a schema (returns a new schema; the original is unchanged). */
export function labelled<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  return schema.meta(meta as Record<string, unknown>) as T;
}

/** One legal value offered for a field. */
export interface Choice {
  value: string | number | boolean;
  label: Text | string;
  /** Shown beside the label: a cost, a count, why it is disabled. */
  hint?: Text | string;
  disabled?: boolean;
}

/**
 * Legal values per field path of an answer, built from the position. A path names a field as the form does:
 * `cell`, `target`, `orders[].planet` (that field in every row), `orders[2].planet` (row 2 only), `hits[]`
 * (the items of an array of scalars: checkboxes). A field with choices is drawn as a select (radios when few)
 * offering only them; the server still checks the answer (choices are help, never the rule).
 */
export type FieldChoices = Record<string, Choice[]>;
