/**
 * Field paths. Inside the generator a field is a list of segments (property names and row numbers); the page
 * names it `<prefix>.orders.2.planet` (a variant's own fields under `__<kind>`: `orders.2.__invade.planet`), its id is the same with dashes, and
 * choices and errors name it the way rulesets and zod do: `orders[2].planet`, `orders[].planet`, `orders.2.planet`.
 * Choices may name one variant's field: `orders[]<invade>.planet` (core/forms.ts).
 */
export type Segment = string | number;

export const VARIANT = '__variant';
export const REMOVE = '__remove';
export const MAX_ROWS = 200;

export function fieldName(prefix: string, segments: readonly Segment[]): string {
  return [prefix, ...segments.map(String)].join('.');
}

export function fieldId(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '-');
}

/**
 * The name segment of a variant's own fields: `__` and its discriminator value (`__invade`), readable and the same
 * whatever the variant's place in the union; `__v<k>` (its place) for a value that cannot be part of a name.
 * Variant fields need a segment of their own: without JavaScript every variant is drawn, and two may share a key.
 */
export function variantSegment(value: string, k: number): string {
  return /^[A-Za-z0-9_-]{1,60}$/.test(value) ? `__${value}` : `__v${k}`;
}

/** A variant's segment (property names never start with `__`; the form's own names, `__variant` and `__remove`, are no segments). */
const isVariant = (segment: Segment): segment is string => typeof segment === 'string' && segment.startsWith('__');

/**
 * The data path of a field (variant namespaces dropped): ['orders', 2, 'planet'] → `orders[2].planet`.
 * `variantOf` names the variants instead (`orders[2]<invade>.planet`): it gets the segments up to and including
 * a variant's segment (`__invade`) and returns that variant's discriminator value.
 */
export function dataPath(segments: readonly Segment[], anyRow = false, variantOf?: (upTo: readonly Segment[]) => string | undefined): string {
  let out = '';
  segments.forEach((segment, i) => {
    if (isVariant(segment)) {
      const value = variantOf?.(segments.slice(0, i + 1));
      if (value !== undefined) out += `<${value}>`;
      return;
    }
    if (typeof segment === 'number') out += anyRow ? '[]' : `[${segment}]`;
    else out += out === '' ? segment : `.${String(segment)}`;
  });
  return out;
}

/** Any way a path may be written (`orders.2.planet`, `orders[2].planet`, zod's array) → `orders[2].planet`. */
export function canonicalPath(path: string | readonly PropertyKey[]): string {
  const parts =
    typeof path === 'string'
      ? path
          .replace(/\[(\d+)\]/g, '.$1')
          .split('.')
          .filter((p) => p !== '')
      : path.map(String);
  return dataPath(parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
}

/**
 * Rows the posted form kept, per list (its data path as drawn, `orders` or `[3].alliance.killOrder`): the form
 * row of each item of the parsed value, in order. A removed or empty row leaves a gap, so item 1 may be row 3.
 */
export type RowMap = Record<string, number[]>;

/**
 * A path in the parsed value (`orders[1].planet`, as a ruleset names a problem) → the path of the field as drawn
 * in the posted form (`orders[3].planet`), through the rows each list kept. Lists the map does not know: as is.
 */
export function formPath(valuePath: string, rows: RowMap): string {
  const parts = canonicalPath(valuePath)
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((p) => p !== '');
  const out: Segment[] = [];
  for (const part of parts) {
    if (/^\d+$/.test(part)) {
      const kept = rows[dataPath(out)];
      out.push(kept?.[Number(part)] ?? Number(part));
    } else out.push(part);
  }
  return dataPath(out);
}
