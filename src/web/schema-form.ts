import { z } from 'zod';
import type { FieldChoices } from '../engine/core/forms.ts';
import { html, raw, type Html } from '../engine/core/html.ts';
import type { Language } from '../i18n/index.ts';
import { texts } from './texts.ts';

/**
 * The pages' one door to forms generated from zod schemas (a player's answer, a seat, a setup, the GM's input
 * and corrections). Pages call these two functions; the generator behind them reads the schema's JSON Schema.
 */

export interface FieldError {
  path: string;
  message: string;
}

export interface SchemaFormOptions {
  schema: z.ZodType;
  value: unknown;
  choices?: FieldChoices | undefined;
  errors?: readonly FieldError[] | undefined;
  lang: Language;
  /** Field-name prefix, unique in the page (`answer`, `seat`, `setup`, `gm`, `correction`). */
  prefix: string;
  /** Top-level properties the server fills itself (a seat's id and name). */
  omit?: readonly string[] | undefined;
}

export type ParsedForm = { ok: true; value: unknown } | { ok: false; message: string };

/** The form fields (no <form>, no buttons) for `schema`, prefilled with `value`, errors beside their fields. */
export function schemaFormFields(options: SchemaFormOptions): Html {
  const t = texts(options.lang);
  const id = `${options.prefix}-json`;
  const shown = options.value === undefined ? {} : withoutKeys(options.value, options.omit);
  return html`<div class="field"><label for="${id}">${t('form.json')}</label>
<p class="hint" id="${id}-hint">${t('form.jsonHint')}</p>
<textarea id="${id}" name="${options.prefix}.__json" rows="8" spellcheck="false" aria-describedby="${id}-hint">${JSON.stringify(shown, null, 2)}</textarea>
${(options.errors ?? []).length > 0 ? html`<ul class="field-errors">${(options.errors ?? []).map((e) => html`<li>${e.path ? raw(`<code>${escapeText(e.path)}</code> `) : ''}${e.message}</li>`)}</ul>` : ''}</div>`;
}

/** The posted fields of a form made by `schemaFormFields` → the value to validate with the schema (never throws). */
export function parseSchemaFormFields(_schema: z.ZodType, fields: Record<string, unknown>, prefix: string): ParsedForm {
  const text = fields[`${prefix}.__json`];
  if (typeof text !== 'string' || text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

/** Scripts a page with generated forms loads (progressive enhancement). */
export const SCHEMA_FORM_SCRIPTS: string[] = [];

function withoutKeys(value: unknown, omit: readonly string[] | undefined): unknown {
  if (!omit || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !omit.includes(key)));
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** zod issues of an answer as field errors ("orders.2.planet": message). */
export function issuesToFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
