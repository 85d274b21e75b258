import { compareExpect } from '../../engine/core/case-file.ts';
import { caseSupportOf } from '../../engine/core/case-support.ts';
import type { AnyRuleset } from '../ruleset-context.ts';

/**
 * What `npm run adjudicate -- --check` says of a case file: [] when it replays to its `expect` (every stored outcome
 * and the final position), else one line per difference (or per problem of a case that does not even parse).
 */
export function caseDifferences(ruleset: AnyRuleset, json: unknown): string[] {
  const parsed = caseSupportOf(ruleset, json).parse(json);
  if (!parsed.ok) return parsed.problems.map((problem) => `${problem.path || '(root)'}: ${problem.message}`);
  const result = parsed.value.run();
  return (parsed.value.compare ?? compareExpect)(parsed.value.expect, result);
}
