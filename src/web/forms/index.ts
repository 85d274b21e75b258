import type { z } from 'zod';
import type { Lang } from '../../engine/core/catalogue.ts';
import type { FieldChoices } from '../../engine/core/forms.ts';
import { html, type Html } from '../../engine/core/html.ts';
import { classify, toFormSchema, withoutNull, type JsonSchema } from './json-schema.ts';
import { fieldLabel, issuesToFieldErrors } from './issues.ts';
import { FORM_MESSAGES } from './messages.ts';
import { parseNode, parseObject, type Fields } from './parse.ts';
import { canonicalPath, fieldId, fieldName, type RowMap } from './paths.ts';
import { objectFields, renderField, type RenderContext, type RowNote } from './render.ts';

/**
 * Forms generated from zod schemas (docs/forms.md): object → fieldset, enum → select or radios, discriminated
 * union → a type choice plus its fields, array → repeatable rows, numbers, booleans, text; labels from schema
 * metadata in es/en; legal choices (FieldChoices) instead of free inputs; each problem next to its field; a raw
 * JSON fallback for power users. Works without JavaScript (assets/schema-form.js only enhances it).
 */

export interface FieldError {
  path: string;
  message: string;
}

/** A note beside a row of a list (`[2]`, `orders[2]`): what the order costs, or a warning that does not refuse it. */
export interface FieldNote extends RowNote {
  path: string;
}

export interface SchemaFormOptions {
  schema: z.ZodType;
  value: unknown;
  choices?: FieldChoices | undefined;
  errors?: readonly FieldError[] | undefined;
  lang: Lang;
  /** Field-name prefix, unique in the page (`answer`, `seat`, `setup`, `gm`, `correction`). */
  prefix: string;
  /** Top-level properties the server fills itself (a seat's id and name). */
  omit?: readonly string[] | undefined;
  /** The posted fields, when re-drawing a posted form ("add a row" asks for one more row). */
  posted?: Fields | null | undefined;
  /** Notes beside rows (their cost, a warning), by the row's path. */
  notes?: readonly FieldNote[] | undefined;
  /**
   * What the answer comes to as a whole (the ruleset's `SheetSummary.lines`), above the fields in a live region
   * the page script refreshes as the player types. Absent: no such region.
   */
  summary?: readonly string[] | undefined;
}

export type ParsedForm = { ok: true; value: unknown } | { ok: false; message: string };

const schemas = new WeakMap<z.ZodType, JsonSchema>();

/** JSON Schema of a zod schema, computed once per schema object. */
export function formSchema(schema: z.ZodType): JsonSchema {
  let cached = schemas.get(schema);
  if (!cached) {
    cached = toFormSchema(schema);
    schemas.set(schema, cached);
  }
  return cached;
}

function byPath<T extends { path: string }, V>(items: readonly T[], value: (item: T) => V): Map<string, V[]> {
  const map = new Map<string, V[]>();
  for (const item of items) {
    const path = canonicalPath(item.path);
    map.set(path, [...(map.get(path) ?? []), value(item)]);
  }
  return map;
}

/** The form's fields (no <form>, no buttons) for `schema`, prefilled with `value`, errors beside their fields. */
export function schemaFormFields(options: SchemaFormOptions): Html {
  const root = formSchema(options.schema);
  const addRequest = options.posted?.['__add'];
  const ctx: RenderContext = {
    root,
    prefix: options.prefix,
    lang: options.lang,
    choices: options.choices ?? {},
    errors: byPath(options.errors ?? [], (error) => error.message),
    notes: byPath(options.notes ?? [], ({ message, warning }) => ({ message, ...(warning ? { warning } : {}) })),
    variants: new Map(),
    addRow: new Set(typeof addRequest === 'string' ? [addRequest] : []),
  };
  const shape = classify(withoutNull(root, root).node, root);
  // A root object (or the first shape of a union of objects) is drawn as its fields, without a fieldset.
  const fields =
    shape.kind === 'object'
      ? objectFields(ctx, shape.node, [], options.value, options.omit ?? [])
      : renderField(ctx, root, [], options.prefix, options.value, true);
  // Nothing to fill in (a seat with no data of its own): no raw JSON either.
  const own = Object.keys(shape.node.properties ?? {}).filter((key) => !(options.omit ?? []).includes(key));
  const objectNode = shape.node.type === 'object' || shape.kind === 'object';
  if (objectNode && own.length === 0 && typeof shape.node.additionalProperties !== 'object') {
    return html`<div class="schema-form" data-schema-form="${options.prefix}"></div>`;
  }
  // Problems no field showed (a whole-sheet rule, a field the form does not draw) go above the fields.
  const left = [...ctx.errors.entries()];
  const summary =
    left.length > 0
      ? html`<div class="notice error field-summary" role="alert"><ul>${left.map(([path, messages]) => html`<li>${path ? html`<code>${path}</code> ` : ''}${messages.join(' ')}</li>`)}</ul></div>`
      : html``;
  const t = FORM_MESSAGES;
  const rawId = fieldId(`${options.prefix}.__json`);
  const shown =
    options.omit && typeof options.value === 'object' && options.value !== null && !Array.isArray(options.value)
      ? Object.fromEntries(Object.entries(options.value).filter(([key]) => !options.omit!.includes(key)))
      : (options.value ?? {});
  const lines = options.summary
    ? html`<div class="sheet-summary" data-sheet-summary aria-live="polite">${options.summary.map((line) => html`<p>${line}</p>`)}</div>`
    : html``;
  return html`<div class="schema-form" data-schema-form="${options.prefix}">${lines}${summary}${fields}
<details class="raw-json"><summary>${t.rawTitle[options.lang]}</summary>
<div class="field"><label for="${rawId}">${t.rawLabel[options.lang]}</label><textarea id="${rawId}" name="${options.prefix}.__json" rows="8" spellcheck="false">${JSON.stringify(shown, null, 2)}</textarea></div>
<label class="check"><input type="checkbox" id="${rawId}-use" name="${options.prefix}.__raw" value="1"> ${t.rawUse[options.lang]}</label>
</details></div>`;
}

/**
 * The posted fields of a form made by `schemaFormFields` → the value to validate with the schema (never throws).
 * `rows`, when given, is filled with the form row of each item of every list (`formPath` turns a problem's path in
 * the value into the path of its field in the posted form, whose removed and empty rows left gaps).
 */
export function parseSchemaFormFields(schema: z.ZodType, fields: Fields, prefix: string, rows?: RowMap): ParsedForm {
  if (fields[`${prefix}.__raw`] === '1') {
    const text = fields[`${prefix}.__json`];
    try {
      return { ok: true, value: JSON.parse(typeof text === 'string' ? text : '') as unknown };
    } catch (error) {
      return { ok: false, message: (error as Error).message };
    }
  }
  const root = formSchema(schema);
  const shape = classify(withoutNull(root, root).node, root);
  if (
    shape.kind === 'json' &&
    shape.node.type === 'object' &&
    Object.keys(shape.node.properties ?? {}).length === 0 &&
    typeof shape.node.additionalProperties !== 'object'
  ) {
    return { ok: true, value: {} }; // nothing to fill in (see schemaFormFields)
  }
  const parsed = shape.kind === 'object' ? parseObject(root, shape.node, prefix, [], fields, [], rows) : parseNode(root, root, prefix, [], fields, true, rows);
  return { ok: true, value: parsed.value };
}

/** The page name of a field of a generated form (for tests and links): `answer.orders.2.planet`. */
export const formFieldName = fieldName;

/**
 * zod issues of a value posted through a generated form: each as a field error (shown beside its field) and as a
 * problem for the form's summary, named by the field's label ("God: Choose one of: Khorne, Nurgle…").
 */
export function describeIssues(
  schema: z.ZodType,
  issues: readonly z.core.$ZodIssue[],
  lang: Lang,
  choices?: FieldChoices,
): { errors: FieldError[]; problems: { path: string; code: string; label: string; message: string }[] } {
  const root = formSchema(schema);
  const errors = issuesToFieldErrors(issues, lang, { choices });
  return { errors, problems: errors.map((error, i) => ({ ...error, code: issues[i]!.code, label: fieldLabel(root, error.path, lang) })) };
}

export { issuesToFieldErrors } from './issues.ts';
export { formPath, type RowMap } from './paths.ts';
export type { Fields } from './parse.ts';
