import { isPlainObject } from './case-match.ts';
import type { Problem } from './ruleset.ts';

/**
 * A case file's `setupPatch` (docs/rulesets.md §8.1): the setup with some fields changed, without restating the
 * rest. Objects merge entry by entry, recursively; anything else (numbers, strings, null, arrays) replaces the
 * value. Like JSON Merge Patch (RFC 7396) except that null sets null (a nullable option), it never deletes.
 */
export function applySetupPatch(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(patch) || !isPlainObject(base)) return structuredClone(patch);
  const out: Record<string, unknown> = structuredClone(base);
  for (const [key, value] of Object.entries(patch))
    out[key] = Object.prototype.hasOwnProperty.call(base, key) ? applySetupPatch(base[key], value) : structuredClone(value);
  return out;
}

/**
 * Patched fields the setup schema dropped (a misspelt option under a schema that strips unknown keys): each is
 * a problem at `setupPatch.<path>`, so a typo never silently leaves the default in place.
 */
export function droppedPatchFields(patch: unknown, parsed: unknown, path = 'setupPatch'): Problem[] {
  if (!isPlainObject(patch)) return [];
  if (!isPlainObject(parsed)) return [];
  return Object.entries(patch).flatMap(([key, value]) => {
    const at = `${path}.${key}`;
    if (!Object.prototype.hasOwnProperty.call(parsed, key))
      return [{ path: at, code: 'unknown_setup_field', message: `"${key}" is not a field of the setup (the schema dropped it).` }];
    return droppedPatchFields(value, parsed[key], at);
  });
}
