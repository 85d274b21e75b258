import { genericCaseSupport } from './case-file.ts';
import type { CaseSupport, Ruleset } from './ruleset.ts';

/**
 * The case support for a file: a ruleset's own format when it has one and the file is not a multi-step case
 * (`steps`, the generic format every ruleset also reads: whole games exported by the server); else the generic one.
 */
export function caseSupportOf(ruleset: Ruleset<any, any, any, any, any, any>, json?: unknown): CaseSupport {
  const multiStep = typeof json === 'object' && json !== null && 'steps' in json;
  return ruleset.cases && !multiStep ? ruleset.cases : genericCaseSupport(ruleset);
}
