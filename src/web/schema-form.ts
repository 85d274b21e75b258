/**
 * The pages' one door to forms generated from zod schemas (a player's answer, a seat, a setup, the GM's input
 * and corrections): src/web/forms. Pages render with `schemaFormFields` and read posts with
 * `parseSchemaFormFields`; a post whose `__add` names an array asks for one more row (no JavaScript needed).
 */
export { describeIssues, formPath, issuesToFieldErrors, parseSchemaFormFields, schemaFormFields } from './forms/index.ts';
export type { FieldError, FieldNote, Fields, ParsedForm, RowMap, SchemaFormOptions } from './forms/index.ts';

/** Scripts a page with generated forms loads (progressive enhancement: variants, rows, live check and summary). */
export const SCHEMA_FORM_SCRIPTS: string[] = ['schema-form.js'];

/** The post only asks for another row of a list ("Add another"): show the form again, save nothing. */
export function wantsAnotherRow(fields: Record<string, unknown>): boolean {
  return typeof fields.__add === 'string' && fields.__add !== '';
}
