/**
 * Field paths. Inside the generator a field is a list of segments (property names and row numbers); the page
 * names it `<prefix>.orders.2.planet` (variant fields under `__v<k>`), its id is the same with dashes, and
 * choices and errors name it the way rulesets and zod do: `orders[2].planet`, `orders[].planet`, `orders.2.planet`.
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

/** The data path of a field (variant namespaces dropped): ['orders', 2, 'planet'] → `orders[2].planet`. */
export function dataPath(segments: readonly Segment[], anyRow = false): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'string' && segment.startsWith('__v')) continue;
    if (typeof segment === 'number') out += anyRow ? '[]' : `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out;
}

/** Any way a path may be written (`orders.2.planet`, `orders[2].planet`, zod's array) → `orders[2].planet`. */
export function canonicalPath(path: string | readonly PropertyKey[]): string {
  const parts = typeof path === 'string' ? path.replace(/\[(\d+)\]/g, '.$1').split('.').filter((p) => p !== '') : path.map(String);
  return dataPath(parts.map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
}
