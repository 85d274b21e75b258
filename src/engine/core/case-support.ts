import { genericCaseSupport } from './case-file.ts';
import type { CaseSupport, Ruleset } from './ruleset.ts';

/** A ruleset's case files: its own format when it has one, else the generic one (core/case-file.ts). */
export function caseSupportOf(ruleset: Ruleset<any, any, any, any, any, any>): CaseSupport {
  return ruleset.cases ?? genericCaseSupport(ruleset);
}
