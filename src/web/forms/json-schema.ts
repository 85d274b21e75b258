import { z } from 'zod';
import type { Lang, Text } from '../../engine/core/catalogue.ts';
import { variantSegment } from './paths.ts';

/**
 * The JSON Schema the form generator reads (zod 4's `z.toJSONSchema(schema, { io: 'input' })`), classified into
 * the few shapes a form can draw. Anything else becomes a JSON text field, so every schema gets a working form.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  additionalProperties?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  title?: string;
  description?: string;
  label?: Partial<Text>;
  help?: Partial<Text>;
  placeholder?: Partial<Text>;
  widget?: 'select' | 'radios' | 'textarea' | 'hidden' | 'checkboxes' | 'json' | 'ordered' | 'folded';
  spare?: number;
  /** A place of the map (`FieldMeta.place`): the map picks it (assets/map-pick.js). */
  place?: 'one' | 'path';
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
}

export type FieldShape =
  | { kind: 'object'; node: JsonSchema }
  | {
      kind: 'variants';
      node: JsonSchema;
      discriminator: string;
      /** Each variant: its discriminator value, the name segment of its own fields (`__invade`: paths.ts), its schema. */
      variants: { value: string; segment: string; node: JsonSchema }[];
      /** Hidden fields every variant carries alike (the answer's kind): one field, named at the union's own path. */
      shared: string[];
    }
  | { kind: 'array'; node: JsonSchema; item: JsonSchema }
  | { kind: 'multi'; node: JsonSchema; values: unknown[] }
  | { kind: 'enum'; node: JsonSchema; values: unknown[] }
  | { kind: 'string'; node: JsonSchema }
  | { kind: 'number'; node: JsonSchema; integer: boolean }
  | { kind: 'boolean'; node: JsonSchema }
  | { kind: 'json'; node: JsonSchema };

/** zod schema → JSON Schema (input side; what cannot be represented accepts anything and is edited as JSON). */
export function toFormSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline', cycles: 'ref' }) as JsonSchema;
}

/** A node with its `$ref` (local `#/$defs/...` or `#/definitions/...`) followed, at most 20 times. */
export function deref(node: JsonSchema, root: JsonSchema): JsonSchema {
  let current = node;
  for (let i = 0; i < 20 && current.$ref; i++) {
    const match = /^#\/(\$defs|definitions)\/(.+)$/.exec(current.$ref);
    const target = match ? (match[1] === '$defs' ? root.$defs : root.definitions)?.[decodeURIComponent(match[2]!)] : undefined;
    if (!target) return { ...current, $ref: undefined };
    const { $ref: _ref, ...rest } = current;
    current = { ...target, ...rest };
  }
  return current;
}

const isNullNode = (node: JsonSchema) => node.type === 'null' || (Array.isArray(node.enum) && node.enum.length === 1 && node.enum[0] === null);

/** The node without its `null` alternative (nullable fields are drawn as the type and may be left empty). */
export function withoutNull(node: JsonSchema, root: JsonSchema): { node: JsonSchema; nullable: boolean } {
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives && alternatives.some(isNullNode)) {
    const rest = alternatives.filter((alt) => !isNullNode(alt));
    if (rest.length === 1) return { node: { ...deref(rest[0]!, root), ...metaOf(node) }, nullable: true };
    return { node: { ...node, anyOf: rest, oneOf: undefined }, nullable: true };
  }
  if (Array.isArray(node.type) && node.type.includes('null')) return { node: { ...node, type: node.type.filter((t) => t !== 'null') }, nullable: true };
  return { node, nullable: false };
}

function metaOf(node: JsonSchema): Partial<JsonSchema> {
  const meta: Partial<JsonSchema> = {};
  for (const key of ['title', 'description', 'label', 'help', 'placeholder', 'widget', 'default', 'place'] as const)
    if (node[key] !== undefined) (meta as Record<string, unknown>)[key] = node[key];
  return meta;
}

const typeOf = (node: JsonSchema): string | undefined => (Array.isArray(node.type) ? node.type[0] : node.type);

/** `{}`: accepts anything (zod's `z.unknown()`). */
const acceptsAnything = (node: JsonSchema) => Object.keys(node).length === 0;

/** The property whose `const` tells the variants of a union of objects apart, if there is one. */
function discriminatorOf(variants: JsonSchema[]): string | null {
  const first = variants[0]?.properties;
  if (!first) return null;
  for (const key of Object.keys(first)) {
    const values = variants.map((v) => v.properties?.[key]?.const ?? (v.properties?.[key]?.enum?.length === 1 ? v.properties[key]!.enum![0] : undefined));
    if (values.every((value) => typeof value === 'string') && new Set(values).size === values.length) return key;
  }
  return null;
}

/** An object schema with only the listed properties (the shared hidden fields of a union's variant). */
export function pick(node: JsonSchema, keys: readonly string[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(keys.flatMap((key) => (node.properties?.[key] ? [[key, node.properties[key]]] : []))),
    required: (node.required ?? []).filter((key) => keys.includes(key)),
  };
}

/**
 * The hidden fields (`widget: 'hidden'`) that every variant of a union declares alike, the discriminator aside: the
 * value a request carries whatever its variant (Siege of the Citadel's `kind`). Drawn once, outside the variants.
 */
function sharedHidden(variants: readonly JsonSchema[], discriminator: string): string[] {
  const [first, ...rest] = variants;
  return Object.entries(first?.properties ?? {})
    .filter(([key, node]) => key !== discriminator && node.widget === 'hidden')
    .filter(([key, node]) => rest.every((v) => v.properties?.[key] !== undefined && JSON.stringify(v.properties[key]) === JSON.stringify(node)))
    .map(([key]) => key);
}

export function classify(raw: JsonSchema, root: JsonSchema): FieldShape {
  const node = deref(raw, root);
  // Large GM data (a whole map) is edited as JSON text when the ruleset says so.
  if (node.widget === 'json') return { kind: 'json', node };
  // A fixed-length tuple (a pair of adjacent areas) is typed as one JSON value: ["a1", "b2"].
  if (node.prefixItems) return { kind: 'json', node };
  const alternatives = node.oneOf ?? node.anyOf;
  // A catch-all alternative (`z.union([z.unknown(), Order])`: the API takes anything and the ruleset refuses a
  // malformed item on its own): the form draws the shapes the union names.
  if (alternatives && alternatives.some(acceptsAnything) && !alternatives.every(acceptsAnything)) {
    const shapes = alternatives.filter((alt) => !acceptsAnything(alt));
    const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = node;
    return classify(shapes.length === 1 ? { ...deref(shapes[0]!, root), ...metaOf(rest) } : { ...rest, anyOf: shapes }, root);
  }
  if (alternatives) {
    const variants = alternatives.map((alt) => deref(alt, root));
    if (variants.every((v) => typeOf(v) === 'object' && v.properties)) {
      const key = discriminatorOf(variants);
      if (key) {
        return {
          kind: 'variants',
          node,
          discriminator: key,
          variants: variants.map((v, k) => {
            const value = String(v.properties![key]!.const ?? v.properties![key]!.enum![0]);
            return { value, segment: variantSegment(value, k), node: v };
          }),
          shared: sharedHidden(variants, key),
        };
      }
    }
    if (variants.every((v) => v.const !== undefined || (v.enum && typeOf(v) !== 'object'))) {
      return { kind: 'enum', node, values: variants.flatMap((v) => (v.const !== undefined ? [v.const] : v.enum!)) };
    }
    // Several shapes of one answer ({ cell } or { row, col }): the form offers the first; the API takes any.
    if (variants.every((v) => typeOf(v) === 'object' && v.properties)) return { kind: 'object', node: { ...variants[0]!, ...metaOf(node) } };
    return { kind: 'json', node };
  }
  if (node.enum) return { kind: 'enum', node, values: node.enum };
  if (node.const !== undefined) return { kind: 'enum', node, values: [node.const] };
  switch (typeOf(node)) {
    case 'object':
      return node.properties && Object.keys(node.properties).length > 0 ? { kind: 'object', node } : { kind: 'json', node };
    case 'array': {
      const item = deref(node.items ?? {}, root);
      const itemShape = classify(item, root);
      if (itemShape.kind === 'enum' && node.widget !== 'ordered') return { kind: 'multi', node, values: itemShape.values };
      return { kind: 'array', node, item };
    }
    case 'string':
      return { kind: 'string', node };
    case 'integer':
      return { kind: 'number', node, integer: true };
    case 'number':
      return { kind: 'number', node, integer: false };
    case 'boolean':
      return { kind: 'boolean', node };
    default:
      return { kind: 'json', node };
  }
}

/** "turnHours" → "Turn hours", "dead_line" → "Dead line". */
export function humanize(key: string): string {
  const spaced = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A field's label: metadata `label[lang]`, else `title`, else the humanised key. */
export function labelOf(node: JsonSchema, key: string, lang: Lang): string {
  return node.label?.[lang] ?? node.title ?? humanize(key);
}
