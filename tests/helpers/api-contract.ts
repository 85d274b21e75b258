import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';

/**
 * Checks HTTP answers against the OpenAPI document the app serves (issue 33): the status is declared for the
 * operation, the Content-Type is one of that status's media types, and a JSON body matches its schema with no
 * undeclared member. The document leaves its objects open (`additionalProperties: {}`, so that clients tolerate
 * new members); the checker closes every object schema that names its `properties` unless the schema says it is
 * open on purpose (`x-open`: a ruleset's own part, described in words). Maps (`additionalProperties` without
 * `properties`) and free values (`{}`) stay as they are. Each validator is compiled once, on first use.
 */

type Json = Record<string, unknown>;
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Json }> }> };
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json> };
}

export interface ContractResponse {
  method: string;
  /** The request path and query as sent. */
  url: string;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The body's bytes as sent (compressed when Content-Encoding says so). */
  body: Buffer;
}

/** The vendor extension that keeps an object schema open (its extra members are the ruleset's). */
export const OPEN_MARK = 'x-open';

const addFormats = addFormatsPlugin as unknown as (ajv: Ajv) => Ajv;
const SCHEMA_KEYWORDS_SINGLE = ['items', 'not', 'additionalProperties'];
const SCHEMA_KEYWORDS_LIST = ['allOf', 'anyOf', 'oneOf'];

/** A copy of `schema` with every object that names its properties closed (unless marked open), refs into `base`. */
export function closedSchema(schema: unknown, base: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => closedSchema(item, base));
  if (schema === null || typeof schema !== 'object') return schema;
  const source = schema as Json;
  const result: Json = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === '$ref' && typeof value === 'string') result[key] = value.startsWith('#/') ? `${base}${value}` : value;
    else if (key === 'properties' && value && typeof value === 'object')
      result[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, closedSchema(child, base)]));
    else if (SCHEMA_KEYWORDS_SINGLE.includes(key) || SCHEMA_KEYWORDS_LIST.includes(key)) result[key] = closedSchema(value, base);
    else result[key] = value;
  }
  // OpenAPI 3.0 takes draft 4's boolean exclusiveMinimum/-Maximum beside minimum/maximum; ajv takes draft 7's number.
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof result[exclusive] !== 'boolean') continue;
    if (result[exclusive] === true && typeof result[bound] === 'number') result[exclusive] = result[bound];
    else delete result[exclusive];
    if (typeof result[exclusive] === 'number') delete result[bound];
  }
  // OpenAPI 3.0 `nullable` beside a oneOf/anyOf/allOf/$ref also admits null (ajv's `nullable` widens `type` only).
  if (result.nullable === true && (result.oneOf || result.anyOf || result.allOf || result.$ref)) {
    const { nullable: _nullable, ...rest } = result;
    return { anyOf: [{ type: 'null' }, rest] };
  }
  const open = source[OPEN_MARK] === true;
  if (source.properties && !open) {
    const extra = source.additionalProperties;
    if (extra === undefined || extra === true || (typeof extra === 'object' && extra !== null && Object.keys(extra).length === 0)) {
      result.additionalProperties = false;
    }
  }
  return result;
}

/** `/api/games/{id}/turns/{n}/report.{format}` as an anchored expression, and how many literal characters it has. */
function pathMatcher(template: string): { regex: RegExp; literal: number } {
  const parts = template.split(/(\{[^}]+\})/);
  let literal = 0;
  const source = parts
    .map((part) => {
      if (/^\{[^}]+\}$/.test(part)) return '([^/]+)';
      literal += part.length;
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { regex: new RegExp(`^${source}$`), literal };
}

function headerValue(headers: ContractResponse['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (!encoding || body.length === 0) return body;
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

const isJsonMediaType = (type: string) => type === 'application/json' || type.endsWith('+json');

export interface ContractChecker {
  /** What is wrong with this answer (empty: it conforms, or its path is not in the document). */
  check(response: ContractResponse): string[];
  /** Answers checked against an operation so far. */
  readonly checked: number;
}

export function contractChecker(document: OpenApiDocument): ContractChecker {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const BASE = 'openapi';
  const components = Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => [name, closedSchema(schema, BASE)]);
  ajv.addSchema({ $id: BASE, components: { schemas: Object.fromEntries(components) } });
  const routes = Object.entries(document.paths)
    .map(([template, operations]) => ({ template, operations, ...pathMatcher(template) }))
    .sort((a, b) => b.literal - a.literal);
  const validators = new Map<string, ValidateFunction>();
  let checked = 0;

  function validator(key: string, schema: Json): ValidateFunction {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(closedSchema(schema, BASE) as Json);
      validators.set(key, validate);
    }
    return validate;
  }

  return {
    get checked() {
      return checked;
    },
    check(response) {
      const path = response.url.split('?')[0] ?? '/';
      const method = response.method.toLowerCase() === 'head' ? 'get' : response.method.toLowerCase();
      const route = routes.find((candidate) => candidate.regex.test(path) && candidate.operations[method]);
      if (!route) return [];
      checked++;
      const where = `${response.method.toUpperCase()} ${route.template} → ${response.status}`;
      const responses = route.operations[method]!.responses ?? {};
      const declared = responses[String(response.status)] ?? responses[`${String(response.status)[0]}XX`] ?? responses.default;
      if (!declared) return [`${where}: status not declared (declared: ${Object.keys(responses).join(', ')})`];
      const noBody = response.body.length === 0 || response.method.toUpperCase() === 'HEAD' || response.status === 304;
      if (noBody) return [];
      const content = declared.content ?? {};
      const mediaType = (headerValue(response.headers, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      const entry = content[mediaType];
      if (!entry) return [`${where}: Content-Type ${mediaType || '(none)'} not declared (declared: ${Object.keys(content).join(', ') || 'no body'})`];
      if (!isJsonMediaType(mediaType) || !entry.schema) return [];
      let body: unknown;
      try {
        body = JSON.parse(decoded(response.body, headerValue(response.headers, 'content-encoding')).toString('utf8'));
      } catch (error) {
        return [`${where}: body is not JSON (${(error as Error).message})`];
      }
      let validate: ValidateFunction;
      try {
        validate = validator(`${method} ${route.template} ${response.status} ${mediaType}`, entry.schema);
      } catch (error) {
        return [`${where}: the declared schema does not compile (${(error as Error).message})`];
      }
      if (validate(body)) return [];
      return (validate.errors ?? []).slice(0, 10).map((error) => {
        const extra = error.keyword === 'additionalProperties' ? ` "${(error.params as { additionalProperty: string }).additionalProperty}"` : '';
        return `${where}: body${error.instancePath} ${error.message}${extra}`;
      });
    },
  };
}
