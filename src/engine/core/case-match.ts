import type { Problem } from './ruleset.ts';

/**
 * How a case file's `expect` is compared with a result (docs/rulesets.md §8.2). Plain values: objects on the
 * entries listed (recursively), arrays item by item with the same length, anything else by value. Matchers are
 * objects whose keys all start with `$` (game data never names a key so), a closed set:
 *
 * | matcher | passes when the value… |
 * |---|---|
 * | `{ "$absent": true }` / `{ "$absent": false }` | is missing / is there (any value, null included) |
 * | `{ "$length": n }` | has n items (array), characters (string) or entries (object); n may be a matcher |
 * | `{ "$count": n, "$of": x }` | has n items (object: values) matching x; a string: n occurrences of the text x |
 * | `{ "$contains": x }` | has an item (object: a value) matching x; a string: contains the text x |
 * | `{ "$excludes": x }` | has no item (object: no value) matching x; a string: does not contain the text x |
 * | `{ "$text": x }` | as JSON text (a string as itself) matches x: `{ "$text": { "$excludes": "necronomicon" } }` says the secret appears nowhere inside |
 * | `{ "$oneOf": [x, y] }` | matches one of the candidates (`{ "oneOf": [...] }` too, the older spelling) |
 * | `{ "$allOf": [x, y] }` | matches every one |
 *
 * "Matching" an item is the same comparison, recursively: `{ "$contains": { "god": "khorne" } }` is an item
 * with that entry. The result's `rejected` list compares as a set.
 */
export const MATCHERS = ['$absent', '$length', '$count', '$of', '$contains', '$excludes', '$text', '$oneOf', '$allOf'] as const;

type Matcher =
  | { $absent: boolean }
  | { $length: unknown }
  | { $count: unknown; $of: unknown }
  | { $contains: unknown }
  | { $excludes: unknown }
  | { $text: unknown }
  | { $oneOf: unknown[] }
  | { $allOf: unknown[] };

/** Differences between `expect` and a result, one line each ([] = match). */
export function compareExpect(expect: Record<string, unknown>, result: Record<string, unknown>): string[] {
  const diffs: string[] = [];
  for (const [key, expected] of Object.entries(expect)) {
    if (!(key in result)) {
      diffs.push(`${key}: not a result key`);
      continue;
    }
    diffs.push(...compareAt(key, expected, result[key], key === 'rejected'));
  }
  return diffs;
}

/** Differences between one expectation and one value at `path` (exported for tests and rulesets' own formats). */
export function compareAt(path: string, expected: unknown, actual: unknown, asSet = false): string[] {
  if (isLegacyOneOf(expected)) return matchOneOf(path, expected.oneOf, actual, asSet);
  if (isMatcher(expected)) return matchWith(path, expected as Matcher, actual);
  if (asSet) return sameSet(expected, actual) ? [] : [`${path}: expected ${show(expected)}, got ${show(actual)}`];
  if (isPlainObject(expected) && isPlainObject(actual)) {
    return Object.entries(expected).flatMap(([entry, value]) =>
      compareAt(`${path}.${entry}`, value, Object.prototype.hasOwnProperty.call(actual, entry) ? actual[entry] : undefined),
    );
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length) return [`${path}: expected ${expected.length} items ${show(expected)}, got ${actual.length} ${show(actual)}`];
    return expected.flatMap((item, i) => compareAt(`${path}[${i}]`, item, actual[i]));
  }
  return canonical(expected) === canonical(actual) ? [] : [`${path}: expected ${show(expected)}, got ${show(actual)}`];
}

const matches = (expected: unknown, actual: unknown): boolean => compareAt('', expected, actual).length === 0;

function matchWith(path: string, m: Matcher, actual: unknown): string[] {
  if ('$absent' in m) {
    if (m.$absent) return actual === undefined ? [] : [`${path}: expected absent, got ${show(actual)}`];
    return actual !== undefined ? [] : [`${path}: expected present, got (missing)`];
  }
  if ('$length' in m) {
    const length = lengthOf(actual);
    if (length === null) return [`${path}: expected something with a length (array, string, object), got ${show(actual)}`];
    const diffs = compareAt(`${path} (length)`, m.$length, length);
    return diffs.length === 0 ? [] : diffs.map((d) => `${d}: ${show(actual)}`);
  }
  if ('$count' in m) {
    let count: number;
    if (typeof actual === 'string') {
      if (typeof m.$of !== 'string' || m.$of === '') return [`${path}: a count in text needs "$of" to be a non-empty string, got ${show(m.$of)}`];
      count = actual.split(m.$of).length - 1;
    } else {
      const items = itemsOf(actual);
      if (items === null) return [`${path}: expected an array, object or string to count in, got ${show(actual)}`];
      count = items.filter(([, item]) => matches(m.$of, item)).length;
    }
    const diffs = compareAt(`${path} (count of ${show(m.$of)})`, m.$count, count);
    return diffs.length === 0 ? [] : diffs.map((d) => `${d}: ${show(actual)}`);
  }
  if ('$contains' in m || '$excludes' in m) {
    const wanted = '$contains' in m;
    const x = wanted ? (m as { $contains: unknown }).$contains : (m as { $excludes: unknown }).$excludes;
    if (typeof actual === 'string') {
      if (typeof x !== 'string') return [`${path}: text can only contain text, not ${show(x)}`];
      const at = actual.indexOf(x);
      if (wanted) return at >= 0 ? [] : [`${path}: expected text containing ${show(x)}, got ${show(actual)}`];
      return at < 0 ? [] : [`${path}: expected text without ${show(x)}, found at character ${at}: ${show(around(actual, at, x.length))}`];
    }
    const items = itemsOf(actual);
    if (items === null) return [`${path}: expected an array, object or string to look in, got ${show(actual)}`];
    const found = items.find(([, item]) => matches(x, item));
    if (wanted) return found ? [] : [`${path}: expected an item matching ${show(x)}, none among ${show(actual)}`];
    return found ? [`${path}: expected no item matching ${show(x)}, found ${Array.isArray(actual) ? `[${found[0]}]` : `.${found[0]}`} ${show(found[1])}`] : [];
  }
  if ('$text' in m) return compareAt(`${path} (as text)`, m.$text, typeof actual === 'string' ? actual : canonical(actual));
  if ('$oneOf' in m) return matchOneOf(path, m.$oneOf, actual, false);
  return m.$allOf.flatMap((x) => compareAt(path, x, actual));
}

function matchOneOf(path: string, candidates: unknown[], actual: unknown, asSet: boolean): string[] {
  if (candidates.some((candidate) => compareAt(path, candidate, actual, asSet).length === 0)) return [];
  return [`${path}: expected one of ${show(candidates)}, got ${show(actual)}`];
}

function lengthOf(value: unknown): number | null {
  if (Array.isArray(value) || typeof value === 'string') return value.length;
  if (isPlainObject(value)) return Object.keys(value).length;
  return null;
}

function itemsOf(value: unknown): [string, unknown][] | null {
  if (Array.isArray(value)) return value.map((item, i) => [String(i), item]);
  if (isPlainObject(value)) return Object.entries(value);
  return null;
}

function around(text: string, at: number, length: number): string {
  const from = Math.max(0, at - 30);
  const to = Math.min(text.length, at + length + 30);
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
}

/**
 * Problems of an expectation's matchers, by JSON path (`expect.views.public.position.hands`): unknown `$` keys,
 * matcher keys mixed with entries, wrong combinations and argument types. [] when every matcher is well formed.
 */
export function validateExpectation(value: unknown, path: string): Problem[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => validateExpectation(item, `${path}[${i}]`));
  if (!isPlainObject(value)) return [];
  const keys = Object.keys(value);
  const dollar = keys.filter((k) => k.startsWith('$'));
  if (dollar.length === 0) return keys.flatMap((k) => validateExpectation(value[k], `${path}.${k}`));
  const problem = (message: string): Problem[] => [{ path, code: 'invalid_matcher', message }];
  if (dollar.length !== keys.length) return problem(`A matcher cannot be mixed with entries (${keys.filter((k) => !k.startsWith('$')).join(', ')}).`);
  const unknown = dollar.filter((k) => !(MATCHERS as readonly string[]).includes(k));
  if (unknown.length > 0) return problem(`Unknown matcher ${unknown.join(', ')} (known: ${MATCHERS.join(', ')}).`);
  const set = [...dollar].sort().join(' ');
  const number = (arg: unknown, key: string): Problem[] => {
    if (typeof arg === 'number') return Number.isInteger(arg) && arg >= 0 ? [] : problem(`"${key}" takes a whole number ≥ 0 or a matcher.`);
    return isMatcher(arg) ? validateExpectation(arg, `${path}.${key}`) : problem(`"${key}" takes a whole number ≥ 0 or a matcher.`);
  };
  if (set === '$count $of') return [...number(value.$count, '$count'), ...validateExpectation(value.$of, `${path}.$of`)];
  if (dollar.length !== 1) return problem(`One matcher per object (or "$count" with "$of"), got ${dollar.join(', ')}.`);
  const key = dollar[0]!;
  const arg = value[key];
  switch (key) {
    case '$absent':
      return typeof arg === 'boolean' ? [] : problem('"$absent" takes true or false.');
    case '$length':
      return number(arg, '$length');
    case '$count':
    case '$of':
      return problem('"$count" and "$of" go together: { "$count": n, "$of": expectation }.');
    case '$oneOf':
    case '$allOf':
      if (!Array.isArray(arg) || arg.length === 0) return problem(`"${key}" takes a non-empty list.`);
      return arg.flatMap((x, i) => validateExpectation(x, `${path}.${key}[${i}]`));
    default:
      return validateExpectation(arg, `${path}.${key}`);
  }
}

function isMatcher(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => k.startsWith('$'));
}

function isLegacyOneOf(value: unknown): value is { oneOf: unknown[] } {
  return isPlainObject(value) && Object.keys(value).length === 1 && Array.isArray(value.oneOf);
}

function sameSet(expected: unknown, actual: unknown): boolean {
  if (!Array.isArray(expected) || !Array.isArray(actual) || expected.length !== actual.length) return false;
  const left = expected.map(canonical).sort();
  const right = actual.map(canonical).sort();
  return left.every((v, i) => v === right[i]);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON with sorted object keys: equal values, equal strings (undefined ≡ missing). */
export function canonical(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) =>
      isPlainObject(v)
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, v[k]]),
          )
        : v,
    ) ?? 'undefined'
  );
}

const SHOWN = 300;

/** A value in a difference line: JSON, cut after 300 characters. */
export function show(value: unknown): string {
  if (value === undefined) return '(missing)';
  const text = JSON.stringify(value);
  return text.length <= SHOWN ? text : `${text.slice(0, SHOWN)}… (${text.length} characters)`;
}
