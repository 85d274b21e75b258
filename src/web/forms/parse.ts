import { classify, pick, withoutNull, type JsonSchema } from './json-schema.ts';
import { dataPath, fieldName, MAX_ROWS, REMOVE, VARIANT, type RowMap, type Segment } from './paths.ts';

/**
 * Posted form fields (urlencoded; repeated names as arrays) → the value to validate with the zod schema.
 * Numbers and booleans are converted, empty optional fields omitted, removed and empty rows dropped, only the
 * chosen variant of a union kept. Never throws on hostile input: unknown names are ignored, row numbers are
 * bounded, prototype keys never become properties.
 */
export type Fields = Record<string, string | string[] | undefined>;

interface Parsed {
  /** The field had something typed or chosen (an empty optional field is absent). */
  present: boolean;
  value: unknown;
}

const ABSENT: Parsed = { present: false, value: undefined };

function first(fields: Fields, name: string): string | undefined {
  if (!Object.prototype.hasOwnProperty.call(fields, name)) return undefined;
  const value = fields[name];
  return Array.isArray(value) ? value[0] : value;
}

function all(fields: Fields, name: string): string[] {
  if (!Object.prototype.hasOwnProperty.call(fields, name)) return [];
  const value = fields[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** A posted string back to the enum value it stands for (numbers and booleans keep their type). */
function enumValue(text: string, values: readonly unknown[]): unknown {
  const match = values.find((v) => String(v) === text);
  return match === undefined ? text : match;
}

/** Row numbers posted under `name` (`name.3.x`, `name.3`), ascending, bounded. */
function rowIndexes(fields: Fields, name: string, max: number): number[] {
  const prefix = `${name}.`;
  const found = new Set<number>();
  for (const key of Object.keys(fields)) {
    if (!key.startsWith(prefix)) continue;
    const match = /^(\d{1,4})(?:\.|$)/.exec(key.slice(prefix.length));
    if (match) {
      const index = Number(match[1]);
      if (index < max) found.add(index);
    }
  }
  return [...found].sort((a, b) => a - b);
}

export function parseNode(root: JsonSchema, raw: JsonSchema, prefix: string, segments: Segment[], fields: Fields, required: boolean, rows?: RowMap): Parsed {
  const { node, nullable } = withoutNull(raw, root);
  const shape = classify(node, root);
  const name = fieldName(prefix, segments);
  // An empty field is absent (a required one is then reported missing by the schema); nullable ones are null.
  const empty = (): Parsed => (nullable && required ? { present: true, value: null } : ABSENT);

  switch (shape.kind) {
    case 'object':
      return parseObject(root, shape.node, prefix, segments, fields, [], rows);
    case 'variants': {
      const chosen = first(fields, `${name}.${VARIANT}`) ?? '';
      const k = shape.variants.findIndex((v) => v.value === chosen);
      if (k < 0) return empty();
      const variant = shape.variants[k]!;
      // The hidden fields every variant carries alike are posted once, at the union's own path (`answer.kind`).
      const shared = parseObject(root, pick(variant.node, shape.shared), prefix, segments, fields, [], rows);
      const parsed = parseObject(root, variant.node, prefix, [...segments, variant.segment], fields, [shape.discriminator, ...shape.shared], rows);
      return {
        present: true,
        value: { [shape.discriminator]: variant.value, ...(shared.value as Record<string, unknown>), ...(parsed.value as Record<string, unknown>) },
      };
    }
    case 'array': {
      const max = Math.min(shape.node.maxItems ?? MAX_ROWS, MAX_ROWS);
      const item = withoutNull(shape.item, root).node;
      const items: unknown[] = [];
      const indexes = rowIndexes(fields, name, max);
      // Drawn as checkboxes (a list of scalars with choices): the values come under the list's own name.
      if (indexes.length === 0 && Object.prototype.hasOwnProperty.call(fields, name)) {
        const scalar = classify(item, root);
        const values = all(fields, name)
          .filter((text) => text !== '')
          .slice(0, max);
        return {
          present: true,
          value: [...new Set(values)].map((text) => (scalar.kind === 'number' ? Number(text) : scalar.kind === 'enum' ? enumValue(text, scalar.values) : text)),
        };
      }
      const kept: number[] = [];
      for (const index of indexes) {
        if (first(fields, `${name}.${index}.${REMOVE}`) === '1') continue;
        const parsed =
          classify(item, root).kind === 'object'
            ? parseObject(root, item, prefix, [...segments, index], fields, [], rows)
            : parseNode(root, shape.item, prefix, [...segments, index], fields, false, rows);
        if (parsed.present) {
          items.push(parsed.value);
          kept.push(index);
        }
      }
      if (rows) rows[dataPath(segments)] = kept;
      return { present: true, value: items };
    }
    case 'multi': {
      const values = all(fields, name)
        .filter((text) => text !== '')
        .map((text) => enumValue(text, shape.values));
      return { present: true, value: [...new Set(values)] };
    }
    case 'enum': {
      const text = first(fields, name);
      return text === undefined || text === '' ? empty() : { present: true, value: enumValue(text, shape.values) };
    }
    case 'boolean': {
      const text = first(fields, name);
      if (text === undefined) return { present: true, value: false };
      return { present: true, value: text === 'true' || text === 'on' || text === '1' };
    }
    case 'number': {
      const text = first(fields, name)?.trim() ?? '';
      if (text === '') return empty();
      const number = Number(text.replace(',', '.'));
      // Not a number: passed on as typed, so the schema says what is wrong with it.
      return { present: true, value: Number.isFinite(number) ? number : text };
    }
    case 'string': {
      const text = first(fields, name);
      if (text === undefined || text === '') return empty();
      return { present: true, value: text };
    }
    case 'json': {
      const text = first(fields, name)?.trim() ?? '';
      if (text === '') return empty();
      try {
        return { present: true, value: JSON.parse(text) as unknown };
      } catch {
        return { present: true, value: text };
      }
    }
  }
}

export function parseObject(
  root: JsonSchema,
  node: JsonSchema,
  prefix: string,
  segments: Segment[],
  fields: Fields,
  omit: readonly string[] = [],
  rows?: RowMap,
): Parsed {
  const required = new Set(node.required ?? []);
  const out: Record<string, unknown> = {};
  let present = false;
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    if (omit.includes(key) || key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const parsed = parseNode(root, child, prefix, [...segments, key], fields, required.has(key), rows);
    if (!parsed.present) continue;
    const childShape = classify(withoutNull(child, root).node, root).kind;
    // An empty list or an unticked box alone does not make a row "filled".
    if (
      !(childShape === 'array' || childShape === 'multi' || childShape === 'boolean') ||
      (Array.isArray(parsed.value) ? parsed.value.length > 0 : parsed.value === true)
    )
      present = true;
    out[key] = parsed.value;
  }
  return { present, value: out };
}
