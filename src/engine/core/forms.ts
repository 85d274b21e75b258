import type { z } from 'zod';
import type { Text } from './catalogue.ts';

/**
 * Form hints for the server's form generator (src/web/forms). The generator reads a zod schema's JSON Schema:
 * object → fieldset, enum/literal union → select or radios, discriminated union → a type choice plus the
 * chosen variant's fields, array → repeatable rows, number/boolean/string → inputs. Labels and help come from
 * schema metadata, set with `labelled(schema, { label: { es, en } })`; choices built from the position
 * (`FieldChoices`) replace a field's free input with the legal values only (godip's Options, chessops' dests),
 * each with what it costs or why it is not open (`Choice.hint`, `disabled`). What the sheet comes to as a whole
 * (a budget left, a count) and per order comes from `checkSheet`'s summary (`SheetSummary.lines`, `notes`):
 * the page shows it above the form and beside each row, and its script keeps both live as the player types.
 */

/** Metadata a field may carry (zod `.meta(...)`; appears in the JSON Schema the generator reads). */
export interface FieldMeta {
  label?: Text;
  help?: Text;
  /**
   * How to draw the field when the default is not right. `ordered`: a list of values drawn as rows of selects,
   * in order (a kill order, a ranking), never as checkboxes. `folded`: an optional group drawn folded under its
   * label, open when it holds something or a problem (an alliance inside an order).
   */
  widget?: 'select' | 'radios' | 'textarea' | 'hidden' | 'checkboxes' | 'json' | 'ordered' | 'folded';
  /** Placeholder shown in an empty input. */
  placeholder?: Text;
  /**
   * A list: the empty rows drawn after the filled ones (default 1), and how many more "Add another" draws. The
   * page script shows one at a time; without JavaScript a player fills several orders before posting.
   */
  spare?: number;
  /**
   * The field names a place of the ruleset's map (an area, a planet, a square; the map marks it `data-place`),
   * so the player may pick it by tapping the map (docs/forms.md, "Picking on the map"). `one`: a text field or
   * a choice (its legal values are its choices); `path`: a list of places stepped through in order, each tap
   * appending the next one. The form stays the source of truth and the way to play without the map.
   */
  place?: 'one' | 'path';
}

/** Attaches labels/help/widget to a schema (returns a new schema; the original is unchanged). */
export function labelled<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  return schema.meta(meta as Record<string, unknown>) as T;
}

/** One legal value offered for a field. */
export interface Choice {
  value: string | number | boolean;
  label: Text | string;
  /** Shown beside the label: what it costs ("1 action each"), a count, a condition, why it is disabled. */
  hint?: Text | string;
  /** A select lists choices under their group, in the order the groups first appear (a region, a sector). */
  group?: Text | string;
  /** Shown but not choosable now (`hint` says why). */
  disabled?: boolean;
}

/**
 * Legal values per field path of an answer, built from the position. A path names a field as the form does:
 * `cell`, `target`, `orders[].planet` (that field in every row), `orders[2].planet` (row 2 only), `hits[]`
 * (the items of an array of scalars: checkboxes). Inside a union, `<kind>` after the union's path names the
 * field of one variant only: `[]<invade>.planet` and `[]<defend>.planet` offer different planets to the rows
 * of an array sheet whose `type` is `invade` or `defend` (`orders[]<cede>.to`, `<set_control>.planet` at the
 * root); a path without it applies to that field in every variant. A field with choices is drawn as a select
 * (radios when few) offering only them; the server still checks the answer (choices are help, never the rule).
 */
export type FieldChoices = Record<string, Choice[]>;
